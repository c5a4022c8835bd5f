import Foundation

/// A value read by key as a number, for comparing and sorting what key-value coding reads
/// (`NSPredicate` formats, `NSSortDescriptor` keys, Core Data's fetches): booleans as 0 and 1,
/// every integer and floating-point type, `Decimal` and `NSNumber`; nil for anything else.
public enum _KeyValueNumber {
    public static func double(_ value: Any?) -> Double? {
        switch value {
        case let value as Bool: return value ? 1 : 0
        case let value as Int: return Double(value)
        case let value as Int16: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int64: return Double(value)
        case let value as UInt: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }
}
