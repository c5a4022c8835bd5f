import Foundation
import EaselFoundation

/// No limit on the number of samples a query returns (Apple: "HKObjectQueryNoLimit").
public let HKObjectQueryNoLimit = 0

/// How a date predicate treats samples that cross its bounds (Apple: "HKQueryOptions").
public struct HKQueryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Apple: "strictStartDate": samples start at or after the start.
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    /// Apple: "strictEndDate": samples end at or before the end.
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

/// A question to the Health store (Apple: "HKQuery"). Run it with `HKHealthStore.execute(_:)`;
/// its handler is called on the main queue with what the preview's store holds.
public class HKQuery: NSObject, @unchecked Sendable {
    /// Apple: "objectType".
    public let objectType: HKObjectType?
    /// Apple: "predicate".
    public let predicate: NSPredicate?
    /// Set by `HKHealthStore.stop(_:)`: a stopped query calls back no more.
    var isStopped = false

    /// Apple: "sampleType".
    public var sampleType: HKSampleType? { objectType as? HKSampleType }

    init(objectType: HKObjectType?, predicate: NSPredicate?) {
        self.objectType = objectType
        self.predicate = predicate
        super.init()
    }

    /// Whether the query keeps watching the store after its first results.
    var isLongRunning: Bool { false }

    /// Delivers the first results.
    func run(in data: HealthStoreData) {}

    /// Tells a running query that samples were saved or deleted.
    func storeDidChange(_ data: HealthStoreData) {}

    // MARK: Predicates

    /// Samples within a time (Apple: "predicateForSamples(withStart:end:options:)"): with no
    /// options, those that overlap it; `.strictStartDate` and `.strictEndDate` keep those
    /// that start, or end, inside it. A nil bound is open.
    public class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate { object, _ in
            guard let sample = object as? HKSample else { return false }
            if let startDate {
                if options.contains(.strictStartDate) {
                    if sample.startDate < startDate { return false }
                } else if sample.endDate < startDate || (sample.endDate == startDate && sample.startDate < startDate) {
                    return false
                }
            }
            if let endDate {
                if options.contains(.strictEndDate) {
                    if sample.endDate > endDate { return false }
                } else if sample.startDate >= endDate {
                    return false
                }
            }
            return true
        }
    }

    /// Objects with these identifiers (Apple: "predicateForObjects(with:)").
    public class func predicateForObjects(with UUIDs: Set<UUID>) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject).map { UUIDs.contains($0.uuid) } ?? false }
    }

    /// Workouts of an activity (Apple: "predicateForWorkouts(with:)").
    public class func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKWorkout)?.workoutActivityType == workoutActivityType }
    }

    /// Category samples with one of these values (Apple: "predicateForCategorySamples(equalTo:)", iOS 16).
    public class func predicateForCategorySamples(equalTo values: Set<Int>) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKCategorySample).map { values.contains($0.value) } ?? false }
    }
}

/// Reads samples of a type (Apple: "HKSampleQuery").
public final class HKSampleQuery: HKQuery, @unchecked Sendable {
    /// Apple: "limit".
    public let limit: Int
    /// Apple: "sortDescriptors".
    public let sortDescriptors: [NSSortDescriptor]?
    private let resultsHandler: @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    /// Apple: "init(sampleType:predicate:limit:sortDescriptors:resultsHandler:)".
    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void) {
        self.limit = limit
        self.sortDescriptors = sortDescriptors
        self.resultsHandler = resultsHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func run(in data: HealthStoreData) {
        guard let sampleType else { return }
        let results = HKSampleQuery.sorted(data.samples(of: sampleType, matching: predicate), by: sortDescriptors ?? [], limit: limit)
        deliver { [self] in
            guard !isStopped else { return }
            resultsHandler(self, results, nil)
        }
    }

    /// Samples ordered by their start or end date, as the descriptors' keys say
    /// (`HKSampleSortIdentifierStartDate`, `…EndDate`), then cut to `limit` (0: all).
    static func sorted(_ samples: [HKSample], by descriptors: [NSSortDescriptor], limit: Int) -> [HKSample] {
        var result = samples
        for descriptor in descriptors.reversed() {
            let key = descriptor.key
            guard key == HKSampleSortIdentifierStartDate || key == HKSampleSortIdentifierEndDate else { continue }
            let ascending = descriptor.ascending
            result = stableSorted(result) { lhs, rhs in
                let (a, b) = key == HKSampleSortIdentifierStartDate ? (lhs.startDate, rhs.startDate) : (lhs.endDate, rhs.endDate)
                return ascending ? a < b : a > b
            }
        }
        return limit > 0 ? Array(result.prefix(limit)) : result
    }

    /// A sort that keeps equal samples in their order, so several descriptors compose.
    private static func stableSorted(_ samples: [HKSample], by areInIncreasingOrder: (HKSample, HKSample) -> Bool) -> [HKSample] {
        samples.enumerated().sorted { lhs, rhs in
            if areInIncreasingOrder(lhs.element, rhs.element) { return true }
            if areInIncreasingOrder(rhs.element, lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// Calls back whenever samples of a type change (Apple: "HKObserverQuery"): once when it
/// starts, then after each save or delete of that type.
public final class HKObserverQuery: HKQuery, @unchecked Sendable {
    private let updateHandler: @Sendable (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void

    /// Apple: "init(sampleType:predicate:updateHandler:)".
    public init(sampleType: HKSampleType, predicate: NSPredicate?,
                updateHandler: @escaping @Sendable (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void) {
        self.updateHandler = updateHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override var isLongRunning: Bool { true }

    override func run(in data: HealthStoreData) { notify() }

    override func storeDidChange(_ data: HealthStoreData) { notify() }

    private func notify() {
        deliver { [self] in
            guard !isStopped else { return }
            updateHandler(self, {}, nil)
        }
    }
}

/// Apple: "HKObserverQueryCompletionHandler": called when the app has handled an update.
public typealias HKObserverQueryCompletionHandler = @Sendable () -> Void

/// Where an anchored query left off (Apple: "HKQueryAnchor").
public final class HKQueryAnchor: NSObject, @unchecked Sendable {
    let value: Int

    /// Apple: "init(fromValue:)".
    public init(fromValue value: Int) {
        self.value = value
        super.init()
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? HKQueryAnchor)?.value == value }
    public override var hash: Int { value }
}

/// Reads the samples saved and deleted since an anchor (Apple: "HKAnchoredObjectQuery"), and,
/// with an `updateHandler`, keeps reporting changes.
public final class HKAnchoredObjectQuery: HKQuery, @unchecked Sendable {
    public typealias Handler = @Sendable (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void

    private let resultsHandler: Handler
    private let limit: Int
    private var anchor: Int
    /// Apple: "updateHandler": set before executing the query to hear of later changes.
    public var updateHandler: Handler?

    /// Apple: "init(type:predicate:anchor:limit:resultsHandler:)".
    public init(type: HKSampleType, predicate: NSPredicate?, anchor: HKQueryAnchor?, limit: Int,
                resultsHandler handler: @escaping @Sendable (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?,
                                                             (any Error)?) -> Void) {
        resultsHandler = handler
        self.limit = limit
        self.anchor = anchor?.value ?? 0
        super.init(objectType: type, predicate: predicate)
    }

    override var isLongRunning: Bool { updateHandler != nil }

    override func run(in data: HealthStoreData) {
        report(data, to: resultsHandler)
    }

    override func storeDidChange(_ data: HealthStoreData) {
        guard let updateHandler else { return }
        report(data, to: updateHandler)
    }

    private func report(_ data: HealthStoreData, to handler: @escaping Handler) {
        guard let sampleType else { return }
        let changes = data.changes(of: sampleType, matching: predicate, after: anchor)
        let samples = limit > 0 ? Array(changes.samples.prefix(limit)) : changes.samples
        anchor = changes.anchor
        let newAnchor = HKQueryAnchor(fromValue: changes.anchor)
        deliver { [self] in
            guard !isStopped else { return }
            handler(self, samples, changes.deleted, newAnchor, nil)
        }
    }
}
