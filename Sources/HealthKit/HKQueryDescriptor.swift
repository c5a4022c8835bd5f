import Foundation

// The query descriptors of iOS 15.4, which read the store with Swift concurrency:
// `try await HKSampleQueryDescriptor(predicates: [.quantitySample(type: steps)], sortDescriptors: []).result(for: store)`.

/// A type of sample and a predicate on it (Apple: "HKSamplePredicate").
public struct HKSamplePredicate<Sample: HKSample>: @unchecked Sendable {
    /// Apple: "sampleType".
    public let sampleType: HKSampleType
    /// Apple: "nsPredicate".
    public let nsPredicate: NSPredicate?

    init(sampleType: HKSampleType, predicate: NSPredicate?) {
        self.sampleType = sampleType
        nsPredicate = predicate
    }

    /// The matching samples of the preview's store.
    func samples(in data: HealthStoreData) -> [Sample] {
        data.samples(of: sampleType, matching: nsPredicate).compactMap { $0 as? Sample }
    }
}

extension HKSamplePredicate where Sample == HKSample {
    /// Apple: "sample(type:predicate:)".
    public static func sample(type: HKSampleType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKSample> {
        HKSamplePredicate(sampleType: type, predicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKQuantitySample {
    /// Apple: "quantitySample(type:predicate:)".
    public static func quantitySample(type: HKQuantityType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKQuantitySample> {
        HKSamplePredicate(sampleType: type, predicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKCategorySample {
    /// Apple: "categorySample(type:predicate:)".
    public static func categorySample(type: HKCategoryType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKCategorySample> {
        HKSamplePredicate(sampleType: type, predicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKWorkout {
    /// Apple: "workout(_:)".
    public static func workout(_ predicate: NSPredicate? = nil) -> HKSamplePredicate<HKWorkout> {
        HKSamplePredicate(sampleType: HKObjectType.workoutType(), predicate: predicate)
    }
}

/// Reads samples with `async`/`await` (Apple: "HKSampleQueryDescriptor", iOS 15.4).
public struct HKSampleQueryDescriptor<Sample: HKSample>: @unchecked Sendable {
    /// Apple: "predicates".
    public var predicates: [HKSamplePredicate<Sample>]
    /// Apple: "sortDescriptors".
    public var sortDescriptors: [SortDescriptor<Sample>]
    /// Apple: "limit".
    public var limit: Int?

    /// Apple: "init(predicates:sortDescriptors:limit:)".
    public init(predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>], limit: Int? = nil) {
        self.predicates = predicates
        self.sortDescriptors = sortDescriptors
        self.limit = limit
    }

    /// The matching samples, sorted and cut to the limit (Apple: "result(for:)").
    public func result(for healthStore: HKHealthStore) async throws -> [Sample] {
        healthStore.sayStandIn()
        var samples = predicates.flatMap { $0.samples(in: .shared) }
        if !sortDescriptors.isEmpty { samples.sort(using: sortDescriptors) }
        if let limit, limit > 0 { samples = Array(samples.prefix(limit)) }
        return samples
    }
}

/// Computes statistics with `async`/`await` (Apple: "HKStatisticsQueryDescriptor", iOS 15.4).
public struct HKStatisticsQueryDescriptor: @unchecked Sendable {
    /// Apple: "predicate".
    public var predicate: HKSamplePredicate<HKQuantitySample>
    /// Apple: "options".
    public var options: HKStatisticsOptions

    /// Apple: "init(predicate:options:)".
    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions = []) {
        self.predicate = predicate
        self.options = options
    }

    /// The statistics of the matching samples, nil when there are none (Apple: "result(for:)").
    public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? {
        healthStore.sayStandIn()
        let type = predicate.sampleType as? HKQuantityType ?? HKQuantityType(identifier: predicate.sampleType.identifier)
        return HKStatisticsQuery.statistics(of: type, predicate: predicate.nsPredicate, options: options, in: .shared)
    }
}

/// Computes statistics per interval with `async`/`await`
/// (Apple: "HKStatisticsCollectionQueryDescriptor", iOS 15.4).
public struct HKStatisticsCollectionQueryDescriptor: @unchecked Sendable {
    /// Apple: "predicate".
    public var predicate: HKSamplePredicate<HKQuantitySample>
    /// Apple: "options".
    public var options: HKStatisticsOptions
    /// Apple: "anchorDate".
    public var anchorDate: Date
    /// Apple: "intervalComponents".
    public var intervalComponents: DateComponents

    /// Apple: "init(predicate:options:anchorDate:intervalComponents:)".
    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions, anchorDate: Date,
                intervalComponents: DateComponents) {
        self.predicate = predicate
        self.options = options
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
    }

    /// The collection of statistics (Apple: "result(for:)").
    public func result(for healthStore: HKHealthStore) async throws -> HKStatisticsCollection {
        healthStore.sayStandIn()
        let type = predicate.sampleType as? HKQuantityType ?? HKQuantityType(identifier: predicate.sampleType.identifier)
        return HKStatisticsCollection(type: type, samples: predicate.samples(in: .shared), options: options, anchorDate: anchorDate,
                                      intervalComponents: intervalComponents)
    }
}
