import Foundation

/// The Health database of the preview: one for the whole process, as iOS has one for the
/// device, shared by every `HKHealthStore`. It starts empty, as a simulator's does, and holds
/// what the preview saves, the types it was granted, and the queries that watch for changes.
final class HealthStoreData: @unchecked Sendable {
    static let shared = HealthStoreData()

    private let lock = NSLock()
    /// Counts every save and delete; anchored queries read changes after an anchor.
    private var changeCount = 0
    private var stored: [(change: Int, sample: HKSample)] = []
    private var deletions: [(change: Int, object: HKDeletedObject, typeIdentifier: String)] = []
    private var shareable: Set<String> = []
    private var asked: Set<String> = []
    private var running: [HKQuery] = []

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    // MARK: Authorization

    /// Records an answer to a permission sheet: every type asked for is granted.
    func authorize(share: Set<HKSampleType>, read: Set<HKObjectType>) {
        locked {
            for type in share {
                shareable.insert(type.identifier)
                asked.insert(type.identifier)
            }
            for type in read { asked.insert(type.identifier) }
        }
    }

    /// Sharing is authorized for types asked to share; a type asked only to read reports
    /// "sharing denied", as HealthKit hides whether reading was allowed.
    func status(for type: HKObjectType) -> HKAuthorizationStatus {
        locked {
            if shareable.contains(type.identifier) { return .sharingAuthorized }
            return asked.contains(type.identifier) ? .sharingDenied : .notDetermined
        }
    }

    func requestStatus(share: Set<HKSampleType>, read: Set<HKObjectType>) -> HKAuthorizationRequestStatus {
        locked {
            let shareAsked = share.allSatisfy { shareable.contains($0.identifier) }
            let readAsked = read.allSatisfy { asked.contains($0.identifier) }
            return shareAsked && readAsked ? .unnecessary : .shouldRequest
        }
    }

    // MARK: Samples

    /// Saves `objects` (samples; other objects are kept by nothing) and returns the running
    /// queries to tell.
    func save(_ objects: [HKObject]) -> [HKQuery] {
        locked {
            for case let sample as HKSample in objects where !stored.contains(where: { $0.sample.uuid == sample.uuid }) {
                changeCount += 1
                stored.append((changeCount, sample))
            }
            return running
        }
    }

    /// Deletes `objects` and returns the running queries to tell, and how many were deleted.
    func delete(_ objects: [HKObject]) -> (queries: [HKQuery], count: Int) {
        locked {
            let uuids = Set(objects.map(\.uuid))
            let removed = stored.filter { uuids.contains($0.sample.uuid) }
            stored.removeAll { uuids.contains($0.sample.uuid) }
            for entry in removed {
                changeCount += 1
                deletions.append((changeCount, HKDeletedObject(uuid: entry.sample.uuid, metadata: entry.sample.metadata),
                                  entry.sample.sampleType.identifier))
            }
            return (running, removed.count)
        }
    }

    /// The saved samples of `type` that `predicate` accepts, in the order they were saved.
    func samples(of type: HKSampleType, matching predicate: NSPredicate?) -> [HKSample] {
        let all = locked { stored.map { $0.sample } }
        return all.filter { $0.sampleType.identifier == type.identifier && (predicate?.evaluate(with: $0) ?? true) }
    }

    /// The samples of `type` saved and deleted after `anchor`, and the anchor of now.
    func changes(of type: HKSampleType, matching predicate: NSPredicate?, after anchor: Int)
        -> (samples: [HKSample], deleted: [HKDeletedObject], anchor: Int) {
        let (added, removed, now) = locked { (stored, deletions, changeCount) }
        let newSamples = added.filter { $0.change > anchor && $0.sample.sampleType.identifier == type.identifier }
            .map { $0.sample }
            .filter { predicate?.evaluate(with: $0) ?? true }
        let deleted = removed.filter { $0.change > anchor && $0.typeIdentifier == type.identifier }.map { $0.object }
        return (newSamples, deleted, now)
    }

    // MARK: Long-running queries

    func start(_ query: HKQuery) {
        locked { running.append(query) }
    }

    func stop(_ query: HKQuery) {
        locked { running.removeAll { $0 === query } }
    }
}

/// Calls back as HealthKit does, on another turn of the run loop: on the main queue, which
/// the preview's host runs (HealthKit uses a background queue; apps hop to the main one).
func deliver(_ work: @escaping @Sendable () -> Void) {
    DispatchQueue.main.async(execute: work)
}
