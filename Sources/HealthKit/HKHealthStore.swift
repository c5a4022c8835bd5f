// `import HealthKit` on Linux: the Health store as an iOS Simulator has it before anything is
// recorded. Health data is available; asking for permission shows no sheet and grants every
// type asked for; queries run against one in-memory store for the process, which starts empty
// and holds what the preview saves, so a step counter shows 0 (a statistics query finds no
// data, `HKError.errorNoData`, as on a simulator) and a logged sample is read back. Handlers
// are called on the main queue, on the next turn of the run loop. Said once. Spellings:
// Apple's HealthKit reference.
@_exported import Foundation
@_spi(Frameworks) import Easel

/// The access point to health data (Apple: "HKHealthStore"). Every store of the preview
/// reads and writes the same data, as every store of a device does.
public class HKHealthStore: NSObject, @unchecked Sendable {
    public override init() {
        super.init()
    }

    func sayStandIn() {
        Diagnostics.note("healthkit-stand-in", "HealthKit: a preview's Health store is an iOS Simulator's with no recorded data; permission is granted without a sheet, and queries find only what the preview saves (Easel's stand-in).")
    }

    // MARK: Availability and authorization

    /// Whether the device keeps health data (Apple: "isHealthDataAvailable()"): true, as on an
    /// iPhone simulator.
    public class func isHealthDataAvailable() -> Bool { true }

    /// Apple: "supportsHealthRecords()": a simulator has no clinical records.
    public func supportsHealthRecords() -> Bool { false }

    /// Whether the app may save `type` (Apple: "authorizationStatus(for:)").
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus {
        HealthStoreData.shared.status(for: type)
    }

    /// Asks to save and read types (Apple: "requestAuthorization(toShare:read:completion:)"):
    /// granted, as a person tapping "Turn On All" grants them.
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                     completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        sayStandIn()
        HealthStoreData.shared.authorize(share: typesToShare ?? [], read: typesToRead ?? [])
        deliver { completion(true, nil) }
    }

    /// Apple: "requestAuthorization(toShare:read:)", iOS 15.
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        sayStandIn()
        HealthStoreData.shared.authorize(share: typesToShare, read: typesToRead)
    }

    /// Whether asking for these types would show a sheet
    /// (Apple: "getRequestStatusForAuthorization(toShare:read:completion:)").
    public func getRequestStatusForAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
                                                 completion: @escaping @Sendable (HKAuthorizationRequestStatus, (any Error)?) -> Void) {
        let status = HealthStoreData.shared.requestStatus(share: typesToShare, read: typesToRead)
        deliver { completion(status, nil) }
    }

    /// Apple: "statusForAuthorizationRequest(toShare:read:)", iOS 15.
    public func statusForAuthorizationRequest(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws
        -> HKAuthorizationRequestStatus {
        HealthStoreData.shared.requestStatus(share: typesToShare, read: typesToRead)
    }

    // MARK: Queries

    /// Runs a query (Apple: "execute(_:)"): its handler is called on the main queue with what
    /// the store holds; observer, anchored and collection queries with update handlers keep
    /// reporting saves until stopped.
    public func execute(_ query: HKQuery) {
        sayStandIn()
        query.isStopped = false
        if query.isLongRunning { HealthStoreData.shared.start(query) }
        query.run(in: .shared)
    }

    /// Stops a query (Apple: "stop(_:)").
    public func stop(_ query: HKQuery) {
        query.isStopped = true
        HealthStoreData.shared.stop(query)
    }

    // MARK: Saving and deleting

    /// Apple: "save(_:withCompletion:)".
    public func save(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        save([object], withCompletion: completion)
    }

    /// Apple: "save(_:withCompletion:)" for several objects.
    public func save(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        store(objects)
        deliver { completion(true, nil) }
    }

    /// Apple: "save(_:)", iOS 15.
    public func save(_ object: HKObject) async throws {
        store([object])
    }

    /// Apple: "save(_:)" for several objects, iOS 15.
    public func save(_ objects: [HKObject]) async throws {
        store(objects)
    }

    private func store(_ objects: [HKObject]) {
        sayStandIn()
        for query in HealthStoreData.shared.save(objects) { query.storeDidChange(.shared) }
    }

    /// Apple: "delete(_:withCompletion:)".
    public func delete(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        delete([object], withCompletion: completion)
    }

    /// Apple: "delete(_:withCompletion:)" for several objects.
    public func delete(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        remove(objects)
        deliver { completion(true, nil) }
    }

    /// Apple: "delete(_:)", iOS 15.
    public func delete(_ object: HKObject) async throws {
        remove([object])
    }

    /// Apple: "delete(_:)" for several objects, iOS 15.
    public func delete(_ objects: [HKObject]) async throws {
        remove(objects)
    }

    /// Deletes the samples of a type that a predicate accepts
    /// (Apple: "deleteObjects(of:predicate:withCompletion:)").
    public func deleteObjects(of objectType: HKObjectType, predicate: NSPredicate,
                              withCompletion completion: @escaping @Sendable (Bool, Int, (any Error)?) -> Void) {
        guard let sampleType = objectType as? HKSampleType else { return deliver { completion(true, 0, nil) } }
        let count = remove(HealthStoreData.shared.samples(of: sampleType, matching: predicate))
        deliver { completion(true, count, nil) }
    }

    @discardableResult
    private func remove(_ objects: [HKObject]) -> Int {
        let (queries, count) = HealthStoreData.shared.delete(objects)
        for query in queries { query.storeDidChange(.shared) }
        return count
    }

    // MARK: Background delivery

    /// Apple: "enableBackgroundDelivery(for:frequency:withCompletion:)": accepted; a preview
    /// is never in the background.
    public func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                         withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        deliver { completion(true, nil) }
    }

    /// Apple: "enableBackgroundDelivery(for:frequency:)", iOS 15.
    public func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws {}

    /// Apple: "disableBackgroundDelivery(for:withCompletion:)".
    public func disableBackgroundDelivery(for type: HKObjectType, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        deliver { completion(true, nil) }
    }

    /// Apple: "disableAllBackgroundDelivery(completion:)".
    public func disableAllBackgroundDelivery(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        deliver { completion(true, nil) }
    }

    // MARK: Characteristics

    /// Apple: "dateOfBirthComponents()": a simulator's Health profile has no birth date, so it
    /// throws, as iOS does for one not set.
    public func dateOfBirthComponents() throws -> DateComponents {
        throw HKError(.errorNoData, "The date of birth has not been set.")
    }

    /// Apple: "biologicalSex()": not set.
    public func biologicalSex() throws -> HKBiologicalSexObject { HKBiologicalSexObject(.notSet) }

    /// Apple: "bloodType()": not set.
    public func bloodType() throws -> HKBloodTypeObject { HKBloodTypeObject(.notSet) }

    /// Apple: "earliestPermittedSampleDate()": no limit on a simulator.
    public func earliestPermittedSampleDate() -> Date { .distantPast }

    /// The units the person prefers (Apple: "preferredUnits(for:completion:)"): those of the
    /// United States locale, as a new simulator has.
    public func preferredUnits(for quantityTypes: Set<HKQuantityType>,
                               completion: @escaping @Sendable ([HKQuantityType: HKUnit], (any Error)?) -> Void) {
        let units = HKHealthStore.preferredUnits(for: quantityTypes)
        deliver { completion(units, nil) }
    }

    /// Apple: "preferredUnits(for:)", iOS 15.
    public func preferredUnits(for quantityTypes: Set<HKQuantityType>) async throws -> [HKQuantityType: HKUnit] {
        HKHealthStore.preferredUnits(for: quantityTypes)
    }

    private static func preferredUnits(for quantityTypes: Set<HKQuantityType>) -> [HKQuantityType: HKUnit] {
        var units: [HKQuantityType: HKUnit] = [:]
        for type in quantityTypes {
            switch HKQuantityTypeIdentifier(rawValue: type.identifier) {
            case .distanceWalkingRunning, .distanceCycling, .distanceWheelchair, .distanceDownhillSnowSports: units[type] = .mile()
            case .distanceSwimming: units[type] = .yard()
            case .height, .waistCircumference: units[type] = .inch()
            case .bodyMass, .leanBodyMass: units[type] = .pound()
            case .bodyTemperature, .basalBodyTemperature: units[type] = .degreeFahrenheit()
            case .dietaryWater: units[type] = .fluidOunceUS()
            default: units[type] = type.canonicalUnit
            }
        }
        return units
    }
}
