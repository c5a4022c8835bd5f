import Foundation
import Easel

/// A value a chart can place on an axis (Apple: "Plottable"): numbers, strings and dates.
public protocol Plottable {
    var _plotted: PlottedValue { get }
}

/// A value on an axis: a number (dates as seconds), or a category. Public only because
/// `Plottable` must name it.
public enum PlottedValue: Hashable {
    case number(Double)
    case date(Date)
    case category(String)

    var number: Double? {
        switch self {
        case .number(let value): return value
        case .date(let date): return date.timeIntervalSinceReferenceDate
        case .category: return nil
        }
    }
}

extension Int: Plottable { public var _plotted: PlottedValue { .number(Double(self)) } }
extension Int8: Plottable { public var _plotted: PlottedValue { .number(Double(self)) } }
extension Int16: Plottable { public var _plotted: PlottedValue { .number(Double(self)) } }
extension Int32: Plottable { public var _plotted: PlottedValue { .number(Double(self)) } }
extension Int64: Plottable { public var _plotted: PlottedValue { .number(Double(self)) } }
extension UInt: Plottable { public var _plotted: PlottedValue { .number(Double(self)) } }
extension Double: Plottable { public var _plotted: PlottedValue { .number(self) } }
extension Float: Plottable { public var _plotted: PlottedValue { .number(Double(self)) } }
extension CGFloat: Plottable { public var _plotted: PlottedValue { .number(Double(self)) } }
extension Decimal: Plottable { public var _plotted: PlottedValue { .number(NSDecimalNumber(decimal: self).doubleValue) } }
extension String: Plottable { public var _plotted: PlottedValue { .category(self) } }
extension Substring: Plottable { public var _plotted: PlottedValue { .category(String(self)) } }
extension Date: Plottable { public var _plotted: PlottedValue { .date(self) } }

/// A labelled value of a mark (Apple: "PlottableValue"): `.value("Sales", 120)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: PlottedValue
    /// For dates: the calendar unit a bar spans (`.value("Day", date, unit: .day)`).
    let unit: Calendar.Component?

    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value._plotted, unit: nil)
    }

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value._plotted, unit: nil)
    }

    public static func value(_ label: String, _ value: Value, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Value>
    where Value == Date {
        PlottableValue(label: label, value: value._plotted, unit: unit)
    }

    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value._plotted, unit: nil)
    }
}
