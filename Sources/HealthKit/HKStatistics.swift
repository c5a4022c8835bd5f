import Foundation

/// What statistics to compute (Apple: "HKStatisticsOptions").
public struct HKStatisticsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    @available(*, deprecated, renamed: "mostRecent")
    public static let discreteMostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
}

/// Statistics of the quantity samples of a time (Apple: "HKStatistics"): each quantity is nil
/// when no sample falls in the time, or when the query did not ask for it.
public final class HKStatistics: NSObject, @unchecked Sendable {
    /// Apple: "quantityType".
    public let quantityType: HKQuantityType
    /// Apple: "startDate".
    public let startDate: Date
    /// Apple: "endDate".
    public let endDate: Date
    private let sum: HKQuantity?
    private let average: HKQuantity?
    private let minimum: HKQuantity?
    private let maximum: HKQuantity?
    private let latest: HKQuantity?
    private let latestInterval: DateInterval?
    private let totalDuration: HKQuantity?

    /// The statistics `options` ask for, over the samples in `start..<end`. A sample that
    /// crosses a bound adds to a sum in proportion to its time inside, as HealthKit divides it.
    init(type: HKQuantityType, samples: [HKQuantitySample], start: Date, end: Date, options: HKStatisticsOptions) {
        quantityType = type
        startDate = start
        endDate = end
        let unit = type.canonicalUnit
        let values = samples.map { $0.quantity.doubleValue(for: unit) }
        func quantity(_ value: Double?) -> HKQuantity? { value.map { HKQuantity(unit: unit, doubleValue: $0) } }
        let has = !samples.isEmpty
        var total = 0.0
        for (sample, value) in zip(samples, values) { total += value * HKStatistics.share(of: sample, from: start, to: end) }
        sum = options.contains(.cumulativeSum) && has ? quantity(total) : nil
        average = options.contains(.discreteAverage) && has ? quantity(values.reduce(0, +) / Double(values.count)) : nil
        minimum = options.contains(.discreteMin) ? quantity(values.min()) : nil
        maximum = options.contains(.discreteMax) ? quantity(values.max()) : nil
        let newest = samples.max { $0.endDate < $1.endDate }
        latest = options.contains(.mostRecent) ? newest?.quantity : nil
        latestInterval = options.contains(.mostRecent) ? newest.map { DateInterval(start: $0.startDate, end: $0.endDate) } : nil
        totalDuration = options.contains(.duration) && has
            ? HKQuantity(unit: .second(), doubleValue: samples.reduce(0) { $0 + $1.endDate.timeIntervalSince($1.startDate) }) : nil
        super.init()
    }

    /// The part of a sample's time inside `start..<end`: 1 for an instant sample inside it.
    private static func share(of sample: HKSample, from start: Date, to end: Date) -> Double {
        let length = sample.endDate.timeIntervalSince(sample.startDate)
        guard length > 0 else { return 1 }
        let inside = min(sample.endDate, end).timeIntervalSince(max(sample.startDate, start))
        return max(0, min(1, inside / length))
    }

    /// Apple: "sumQuantity()".
    public func sumQuantity() -> HKQuantity? { sum }
    /// Apple: "averageQuantity()".
    public func averageQuantity() -> HKQuantity? { average }
    /// Apple: "minimumQuantity()".
    public func minimumQuantity() -> HKQuantity? { minimum }
    /// Apple: "maximumQuantity()".
    public func maximumQuantity() -> HKQuantity? { maximum }
    /// Apple: "mostRecentQuantity()".
    public func mostRecentQuantity() -> HKQuantity? { latest }
    /// Apple: "mostRecentQuantityDateInterval()".
    public func mostRecentQuantityDateInterval() -> DateInterval? { latestInterval }
    /// Apple: "duration()".
    public func duration() -> HKQuantity? { totalDuration }
}

/// Computes statistics of a quantity type's samples (Apple: "HKStatisticsQuery"). When no
/// sample matches, HealthKit answers no statistics and `HKError.errorNoData`, as a
/// simulator's empty store does.
public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    private let options: HKStatisticsOptions
    private let handler: @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    /// Apple: "init(quantityType:quantitySamplePredicate:options:completionHandler:)".
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler handler: @escaping @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void) {
        self.options = options
        self.handler = handler
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func run(in data: HealthStoreData) {
        let result = HKStatisticsQuery.statistics(of: objectType as? HKQuantityType ?? HKQuantityType(.stepCount), predicate: predicate,
                                                  options: options, in: data)
        deliver { [self] in
            guard !isStopped else { return }
            handler(self, result, result == nil ? HKError(.errorNoData) : nil)
        }
    }

    /// The statistics of the matching samples, from the first one's start to the last one's
    /// end; nil when none matches.
    static func statistics(of type: HKQuantityType, predicate: NSPredicate?, options: HKStatisticsOptions,
                           in data: HealthStoreData) -> HKStatistics? {
        let samples = data.samples(of: type, matching: predicate).compactMap { $0 as? HKQuantitySample }
        guard let start = samples.map(\.startDate).min(), let end = samples.map(\.endDate).max() else { return nil }
        return HKStatistics(type: type, samples: samples, start: start, end: max(end, start), options: options)
    }
}

/// Statistics over time intervals: steps per day, heart rate per hour
/// (Apple: "HKStatisticsCollectionQuery").
public final class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    /// Apple: "anchorDate".
    public let anchorDate: Date
    /// Apple: "options".
    public let options: HKStatisticsOptions
    /// Apple: "intervalComponents".
    public let intervalComponents: DateComponents
    /// Apple: "initialResultsHandler": called once with the collection when the query starts.
    public var initialResultsHandler: (@Sendable (HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    /// Apple: "statisticsUpdateHandler": set before executing the query to hear of samples
    /// saved later, with the statistics of their interval and the whole collection.
    public var statisticsUpdateHandler: (@Sendable (HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?)
        -> Void)?

    /// Apple: "init(quantityType:quantitySamplePredicate:options:anchorDate:intervalComponents:)".
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {
        self.anchorDate = anchorDate
        self.options = options
        self.intervalComponents = intervalComponents
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override var isLongRunning: Bool { statisticsUpdateHandler != nil }

    private func collection(_ data: HealthStoreData) -> HKStatisticsCollection {
        let type = objectType as? HKQuantityType ?? HKQuantityType(.stepCount)
        let samples = data.samples(of: type, matching: predicate).compactMap { $0 as? HKQuantitySample }
        return HKStatisticsCollection(type: type, samples: samples, options: options, anchorDate: anchorDate,
                                      intervalComponents: intervalComponents)
    }

    override func run(in data: HealthStoreData) {
        guard let handler = initialResultsHandler else { return }
        let result = collection(data)
        deliver { [self] in
            guard !isStopped else { return }
            handler(self, result, nil)
        }
    }

    override func storeDidChange(_ data: HealthStoreData) {
        guard let handler = statisticsUpdateHandler else { return }
        let result = collection(data)
        let newest = result.samples.max { $0.endDate < $1.endDate }
        let changed = newest.map { result.statistics(in: result.interval(containing: $0.startDate)) }
        deliver { [self] in
            guard !isStopped else { return }
            handler(self, changed, result, nil)
        }
    }
}

/// The statistics of each interval of a statistics collection query
/// (Apple: "HKStatisticsCollection"). Intervals start at the anchor date and follow one
/// another by the interval components, both ways, in the current calendar.
public final class HKStatisticsCollection: NSObject, @unchecked Sendable {
    let type: HKQuantityType
    let samples: [HKQuantitySample]
    private let options: HKStatisticsOptions
    private let anchorDate: Date
    private let intervalComponents: DateComponents
    private let calendar = Calendar.current

    init(type: HKQuantityType, samples: [HKQuantitySample], options: HKStatisticsOptions, anchorDate: Date,
         intervalComponents: DateComponents) {
        self.type = type
        self.samples = samples
        self.options = options
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
        super.init()
    }

    /// The statistics of the intervals that have samples, in time order (Apple: "statistics()").
    public func statistics() -> [HKStatistics] {
        var starts: [Date] = []
        for sample in samples {
            let start = interval(containing: sample.startDate).start
            if !starts.contains(start) { starts.append(start) }
        }
        return starts.sorted().map { statistics(in: interval(containing: $0)) }
    }

    /// The statistics of the interval holding `date`, or nil when it has no samples
    /// (Apple: "statistics(for:)").
    public func statistics(for date: Date) -> HKStatistics? {
        let range = interval(containing: date)
        return matchingSamples(in: range).isEmpty ? nil : statistics(in: range)
    }

    /// Calls `block` with the statistics of every interval from the one holding `startDate`
    /// to the one before `endDate`, empty intervals included (their quantities are nil), until
    /// the block sets `stop` (Apple: "enumerateStatistics(from:to:with:)").
    public func enumerateStatistics(from startDate: Date, to endDate: Date,
                                    with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var range = interval(containing: startDate)
        var stop = ObjCBool(false)
        // Bounded, so that intervals of zero length cannot loop for ever.
        var remaining = 100_000
        while range.start < endDate, remaining > 0 {
            block(statistics(in: range), &stop)
            if stop.boolValue || range.duration <= 0 { return }
            range = interval(containing: range.end)
            remaining -= 1
        }
    }

    // MARK: Intervals

    func statistics(in range: DateInterval) -> HKStatistics {
        HKStatistics(type: type, samples: matchingSamples(in: range), start: range.start, end: range.end, options: options)
    }

    private func matchingSamples(in range: DateInterval) -> [HKQuantitySample] {
        samples.filter { sample in
            sample.endDate > sample.startDate
                ? sample.startDate < range.end && sample.endDate > range.start
                : sample.startDate >= range.start && sample.startDate < range.end
        }
    }

    /// The interval that holds `date`: from the anchor moved a whole number of intervals.
    func interval(containing date: Date) -> DateInterval {
        guard let first = boundary(1), first > anchorDate else { return DateInterval(start: date, duration: 0) }
        let length = first.timeIntervalSince(anchorDate)
        var index = Int((date.timeIntervalSince(anchorDate) / length).rounded(.down))
        // Calendar intervals (months, days across a time change) vary in length: settle on
        // the index whose interval holds the date.
        for _ in 0..<64 {
            guard let start = boundary(index), let end = boundary(index + 1) else { break }
            if start > date {
                index -= 1
            } else if end <= date {
                index += 1
            } else {
                return DateInterval(start: start, end: end)
            }
        }
        let start = boundary(index) ?? date
        return DateInterval(start: start, end: max(start, boundary(index + 1) ?? start))
    }

    /// The anchor date moved `count` intervals (negative: back).
    private func boundary(_ count: Int) -> Date? {
        var step = DateComponents()
        step.era = intervalComponents.era.map { $0 * count }
        step.year = intervalComponents.year.map { $0 * count }
        step.month = intervalComponents.month.map { $0 * count }
        step.weekOfYear = intervalComponents.weekOfYear.map { $0 * count }
        step.day = intervalComponents.day.map { $0 * count }
        step.hour = intervalComponents.hour.map { $0 * count }
        step.minute = intervalComponents.minute.map { $0 * count }
        step.second = intervalComponents.second.map { $0 * count }
        step.nanosecond = intervalComponents.nanosecond.map { $0 * count }
        return calendar.date(byAdding: step, to: anchorDate)
    }
}
