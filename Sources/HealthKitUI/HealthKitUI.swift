// `import HealthKitUI` on Linux: SwiftUI's health permission modifier (iOS 17), which shows
// HealthKit's permission sheet when its trigger changes. A preview shows no sheet: the request
// is granted at once, as if the person tapped "Turn On All", and says so once.
@_exported import HealthKit
@_spi(Frameworks) import Easel

enum HealthAccessStandIn {
    static func sayNoSheet() {
        Diagnostics.note("healthkitui-stand-in", "HealthKitUI: healthDataAccessRequest shows no permission sheet in a preview; the request is granted at once (Easel's stand-in).")
    }
}

/// Asks for health data access when `trigger` changes, and reports the answer.
private struct HealthDataAccessRequestModifier<Trigger: Equatable>: ViewModifier {
    let store: HKHealthStore
    let shareTypes: Set<HKSampleType>
    let readTypes: Set<HKObjectType>
    let trigger: Trigger
    let completion: @Sendable (Result<Bool, any Error>) -> Void

    func body(content: Content) -> some View {
        content.onChange(of: trigger) { _, _ in
            HealthAccessStandIn.sayNoSheet()
            store.requestAuthorization(toShare: shareTypes, read: readTypes) { success, error in
                if let error {
                    completion(.failure(error))
                } else {
                    completion(.success(success))
                }
            }
        }
    }
}

extension View {
    /// Asks to save and read health data when `trigger` changes (Apple:
    /// "healthDataAccessRequest(store:shareTypes:readTypes:trigger:completion:)", iOS 17).
    public func healthDataAccessRequest(store: HKHealthStore, shareTypes: Set<HKSampleType>, readTypes: Set<HKObjectType>? = nil,
                                        trigger: some Equatable,
                                        completion: @escaping @Sendable (Result<Bool, any Error>) -> Void) -> some View {
        modifier(HealthDataAccessRequestModifier(store: store, shareTypes: shareTypes, readTypes: readTypes ?? [], trigger: trigger,
                                                 completion: completion))
    }

    /// Asks to read health data when `trigger` changes (Apple:
    /// "healthDataAccessRequest(store:readTypes:trigger:completion:)", iOS 17).
    public func healthDataAccessRequest(store: HKHealthStore, readTypes: Set<HKObjectType>, trigger: some Equatable,
                                        completion: @escaping @Sendable (Result<Bool, any Error>) -> Void) -> some View {
        modifier(HealthDataAccessRequestModifier(store: store, shareTypes: [], readTypes: readTypes, trigger: trigger,
                                                 completion: completion))
    }
}
