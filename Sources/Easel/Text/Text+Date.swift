import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date (Apple: "Text.DateStyle"). Formatted in en_US, the
    /// preview's locale; relative, offset and timer styles are measured from now.
    public struct DateStyle: Hashable, Sendable {
        let name: String
        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")

        func format(_ date: Date, now: Date = Date()) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            switch name {
            case "time":
                formatter.dateStyle = .none
                formatter.timeStyle = .short
                return formatter.string(from: date)
            case "date":
                formatter.dateStyle = .long
                formatter.timeStyle = .none
                return formatter.string(from: date)
            case "timer":
                return DateStyle.clock(abs(date.timeIntervalSince(now)))
            default:
                let text = DateStyle.duration(abs(date.timeIntervalSince(now)), abbreviated: name == "offset")
                return name == "offset" ? (date < now ? "-" : "+") + text : text
            }
        }

        /// The two largest units of a duration: "2 hours, 5 minutes" ("2 hr, 5 min" abbreviated),
        /// as iOS's relative and offset styles read (Foundation on Linux has no
        /// DateComponentsFormatter).
        static func duration(_ seconds: TimeInterval, abbreviated: Bool) -> String {
            let units: [(Double, String, String)] = [(86_400, "day", "d"), (3600, "hour", "hr"), (60, "minute", "min"), (1, "second", "sec")]
            var rest = seconds.rounded(.down)
            var parts: [String] = []
            for (size, name, short) in units where parts.count < 2 {
                let count = Int(rest / size)
                guard count > 0 || (size == 1 && parts.isEmpty) else { continue }
                rest -= Double(count) * size
                parts.append(abbreviated ? "\(count) \(short)" : "\(count) \(name)\(count == 1 ? "" : "s")")
            }
            return parts.joined(separator: ", ")
        }

        /// "1:05" or "1:02:05".
        static func clock(_ seconds: TimeInterval) -> String {
            let total = Int(seconds.rounded(.down))
            let hours = total / 3600, minutes = (total % 3600) / 60, secs = total % 60
            return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, secs) : String(format: "%d:%02d", minutes, secs)
        }
    }

    /// A date shown in a style (Apple: "init(_:style:)"): `Text(event.date, style: .time)`.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date))
    }

    /// A date range, "9:41 AM – 10:41 AM" (Apple: "init(_:)" with a `ClosedRange<Date>`).
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: DateStyle.time.format(dates.lowerBound) + " – " + DateStyle.time.format(dates.upperBound))
    }

    /// A timer counting in the interval (Apple: "init(timerInterval:pauseTime:countsDown:showsHours:)"),
    /// shown at the time the view is built.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = pauseTime ?? Date()
        let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: DateStyle.clock(Swift.max(0, seconds)))
    }
}
