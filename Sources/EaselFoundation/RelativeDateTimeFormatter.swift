import Foundation

/// Foundation's relative date formatter (Apple: "RelativeDateTimeFormatter"), which Linux's
/// Foundation does not have: "in 3 days", "2 hours ago", "yesterday". Countdown and feed
/// screens use it, so Easel provides it, shadowing nothing (there is none to shadow).
///
/// English, as CLDR writes the `en` locale's relative times: full "in 3 days" / "3 days ago",
/// short "in 3 hr." / "3 hr. ago", abbreviated (CLDR's narrow) "in 3h" / "3h ago", spelled out
/// "in three days"; with `.named`, "now", "yesterday", "tomorrow", "last week", "next month"…
/// The unit is the largest in which the interval is at least one (seconds, minutes, hours,
/// days, weeks, months, years), counted whole, as Apple's does.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Apple: "RelativeDateTimeFormatter.DateTimeStyle".
    public enum DateTimeStyle: Int, Sendable { case numeric = 0, named }
    /// Apple: "RelativeDateTimeFormatter.UnitsStyle".
    public enum UnitsStyle: Int, Sendable { case full = 0, spellOut, short, abbreviated }
    /// Apple: "RelativeDateTimeFormatter.Context". Kept.
    public typealias Context = Formatter.Context

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Context = .unknown
    open var calendar: Calendar! = Calendar.current
    open var locale: Locale! = Locale.current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        guard timeInterval.isFinite else { return "" }
        let seconds = abs(timeInterval)
        // The largest unit of at least one (a month from 30 days on, a year from 365).
        let (unit, length): (Unit, Double) = {
            let lengths = DurationUnits.lengths.map(\.seconds)
            if seconds >= 365 * 86_400 { return (.year, lengths[0]) }
            if seconds >= 30 * 86_400 { return (.month, lengths[1]) }
            let rest: [Unit] = [.week, .day, .hour, .minute, .second]
            for (unit, length) in zip(rest, lengths[2...]) where seconds >= length { return (unit, length) }
            return (.second, 1)
        }()
        let count = Int((seconds / length).rounded(.towardZero))
        let future = timeInterval >= 0
        if dateTimeStyle == .named, let named = unit.named(count: count, future: future) { return named }
        let amount = unitsStyle == .spellOut ? DurationUnits.spelled(count) : String(count)
        let phrase: String
        switch unitsStyle {
        case .full, .spellOut: phrase = "\(amount) \(count == 1 ? unit.rawValue : unit.rawValue + "s")"
        case .short: phrase = "\(amount) \(unit.short(count))"
        case .abbreviated: phrase = "\(amount)\(unit.narrow)"
        }
        return future ? "in \(phrase)" : "\(phrase) ago"
    }

    open func localizedString(from dateComponents: DateComponents) -> String {
        localizedString(fromTimeInterval: DurationUnits.seconds(in: dateComponents))
    }

    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private enum Unit: String {
        case second, minute, hour, day, week, month, year

        func short(_ count: Int) -> String {
            switch self {
            case .second: return "sec."
            case .minute: return "min."
            case .hour: return "hr."
            case .day: return count == 1 ? "day" : "days"
            case .week: return "wk."
            case .month: return "mo."
            case .year: return "yr."
            }
        }

        var narrow: String {
            switch self {
            case .second: return "s"
            case .minute: return "m"
            case .hour: return "h"
            case .day: return "d"
            case .week: return "w"
            case .month: return "mo"
            case .year: return "y"
            }
        }

        /// CLDR's named forms for English ("yesterday", "next week"), where there is one.
        func named(count: Int, future: Bool) -> String? {
            if count == 0 { return self == .second ? "now" : nil }
            guard count == 1 else { return nil }
            switch self {
            case .day: return future ? "tomorrow" : "yesterday"
            case .week, .month, .year: return (future ? "next " : "last ") + rawValue
            default: return nil
            }
        }
    }
}
