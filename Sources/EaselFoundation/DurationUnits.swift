import Foundation

/// What the duration formatters share: the lengths of calendar units in seconds (months and
/// years as the Gregorian averages, 30.436875 and 365.2425 days, where Apple counts from a
/// reference date), and English number words.
enum DurationUnits {
    /// The units a duration is broken into, largest first, with their lengths in seconds.
    static let lengths: [(unit: NSCalendar.Unit, seconds: Double)] = [
        (.year, 365.2425 * 86_400), (.month, 30.436875 * 86_400), (.weekOfMonth, 7 * 86_400),
        (.day, 86_400), (.hour, 3_600), (.minute, 60), (.second, 1),
    ]

    /// The duration date components add up to.
    static func seconds(in components: DateComponents) -> Double {
        var seconds = 0.0
        for (unit, length) in lengths {
            let value: Int?
            switch unit {
            case .year: value = components.year
            case .month: value = components.month
            case .weekOfMonth: value = components.weekOfMonth ?? components.weekOfYear
            case .day: value = components.day
            case .hour: value = components.hour
            case .minute: value = components.minute
            default: value = components.second
            }
            seconds += Double(value ?? 0) * length
        }
        return seconds
    }

    /// A count in English words ("three").
    static func spelled(_ count: Int) -> String {
        let words = NumberFormatter()
        words.numberStyle = .spellOut
        words.locale = Locale(identifier: "en_US")
        return words.string(from: NSNumber(value: count)) ?? String(count)
    }
}
