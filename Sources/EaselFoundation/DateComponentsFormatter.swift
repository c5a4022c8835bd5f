import Foundation

/// Foundation's duration formatter (Apple: "DateComponentsFormatter"), which Linux's Foundation
/// declares unavailable ("Not supported in swift-corelibs-foundation"). Stopwatch and timer
/// screens format with it, so Easel provides it: this declaration, in a module that imports
/// Foundation, shadows the unavailable one for code that imports SwiftUI (or, in `easel`'s
/// builds, any code).
///
/// English unit names, as iOS writes them in the `en` locale: positional `1:05:09`,
/// abbreviated `1h 5m 9s`, brief `1hr 5min 9sec`, short `1 hr, 5 min, 9 sec`, full
/// `1 hour, 5 minutes, 9 seconds`, spelled out `one hour, five minutes, nine seconds`.
/// Months and years of a bare time interval are 30.436875 and 365.2425 days (the Gregorian
/// averages; Apple counts them from a reference date).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// Apple: "DateComponentsFormatter.UnitsStyle".
    public enum UnitsStyle: Int, Sendable {
        case positional = 0, abbreviated, short, full, spellOut, brief
    }

    /// Apple: "DateComponentsFormatter.ZeroFormattingBehavior".
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var unitsStyle: UnitsStyle = .positional
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var maximumUnitCount = 0
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var calendar: Calendar? = Calendar.current
    open var referenceDate: Date?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let allowed = DurationUnits.lengths.filter { allowedUnits.contains($0.unit) || ($0.unit == .weekOfMonth && allowedUnits.contains(.weekOfYear)) }
        guard !allowed.isEmpty else { return nil }
        var remaining = abs(ti).rounded(.towardZero)
        var values: [(unit: NSCalendar.Unit, value: Int)] = []
        for (unit, seconds) in allowed {
            let count = (remaining / seconds).rounded(.towardZero)
            values.append((unit, Int(count)))
            remaining -= count * seconds
        }
        return format(values, negative: ti < 0)
    }

    open func string(from components: DateComponents) -> String? {
        string(from: DurationUnits.seconds(in: components))
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
        if let interval = obj as? TimeInterval { return string(from: interval) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private func format(_ all: [(unit: NSCalendar.Unit, value: Int)], negative: Bool) -> String? {
        var shown = all
        var behaviour = zeroFormattingBehavior
        if behaviour.contains(.default) || behaviour.isEmpty {
            // Positional keeps zeros after the first non-zero unit; the others drop every zero.
            behaviour = unitsStyle == .positional ? .dropLeading : .dropAll
        }
        if !behaviour.contains(.pad) {
            if behaviour.contains(.dropLeading) {
                // Positional keeps at least minutes and seconds ("0:05").
                let keep = unitsStyle == .positional ? Swift.min(2, shown.count) : 1
                while shown.count > keep, shown.first?.value == 0 { shown.removeFirst() }
            }
            if behaviour.contains(.dropTrailing) {
                while shown.count > 1, shown.last?.value == 0 { shown.removeLast() }
            }
            if behaviour.contains(.dropMiddle), shown.count > 2 {
                let middle = shown[1..<(shown.count - 1)].filter { $0.value != 0 }
                shown = [shown[0]] + middle + [shown[shown.count - 1]]
            }
            if unitsStyle != .positional, shown.count > 1 {
                let nonZero = shown.filter { $0.value != 0 }
                shown = nonZero.isEmpty ? [shown[shown.count - 1]] : nonZero
            }
        }
        if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
        guard !shown.isEmpty else { return nil }

        var text: String
        switch unitsStyle {
        case .positional:
            let pad = behaviour.contains(.pad)
            text = shown.enumerated().map { index, part in
                index == 0 && !pad ? String(part.value) : String(format: "%02d", part.value)
            }.joined(separator: ":")
        default:
            let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
            text = shown.map { describe($0.value, $0.unit) }.joined(separator: separator)
        }
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    private func describe(_ value: Int, _ unit: NSCalendar.Unit) -> String {
        let one = value == 1
        let names: (abbreviated: String, brief: String, short: String, full: String)
        switch unit {
        case .year: names = ("y", "yr", one ? "yr" : "yrs", one ? "year" : "years")
        case .month: names = ("mo", "mth", one ? "mth" : "mths", one ? "month" : "months")
        case .weekOfMonth: names = ("w", "wk", one ? "wk" : "wks", one ? "week" : "weeks")
        case .day: names = ("d", "d", one ? "day" : "days", one ? "day" : "days")
        case .hour: names = ("h", "hr", "hr", one ? "hour" : "hours")
        case .minute: names = ("m", "min", "min", one ? "minute" : "minutes")
        default: names = ("s", "sec", "sec", one ? "second" : "seconds")
        }
        switch unitsStyle {
        case .abbreviated: return "\(value)\(names.abbreviated)"
        case .brief: return "\(value)\(names.brief)"
        case .short: return "\(value) \(names.short)"
        case .spellOut: return "\(DurationUnits.spelled(value)) \(names.full)"
        default: return "\(value) \(names.full)"
        }
    }
}
