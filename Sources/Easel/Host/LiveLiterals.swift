import Foundation

// Live literals: the literals of views' `body` (a string, a number, a boolean) read through a
// table the running preview can replace, so that a save which changes only such literals
// shows on screen without compiling — Xcode's previews do the same (its `__designTimeString`
// family). The preview build of `easel preview` writes `Text("Hello")` in a body as
// `Text(_easelLiteralString("App/ContentView.swift#3", "Hello"))`; the value is the literal
// written in the code until the supervisor sends a new one (`_LiveLiterals.replace`). Each
// function takes the literal's own type, inferred as the literal's would be.

/// The literals the running preview reads in place of those it was built with, by key
/// (`FILE#ORDINAL`). Not for apps' use.
public enum _LiveLiterals {
    nonisolated(unsafe) static var values: [String: String] = [:]

    /// Replaces every changed literal (the keys not given read as built).
    public static func replace(with values: [String: String]) {
        Self.values = values
    }

    static func value(_ key: String) -> String? {
        values.isEmpty ? nil : values[key]
    }
}

public func _easelLiteralString<T: ExpressibleByStringLiteral>(_ key: String, _ fallback: T) -> T {
    guard let text = _LiveLiterals.value(key) else { return fallback }
    if let value = text as? T { return value }
    if let literal = text as? T.StringLiteralType { return T(stringLiteral: literal) }
    return fallback
}

public func _easelLiteralInteger<T: ExpressibleByIntegerLiteral>(_ key: String, _ fallback: T) -> T {
    guard let text = _LiveLiterals.value(key) else { return fallback }
    return LiteralNumber.convert(text, to: T.self) ?? fallback
}

public func _easelLiteralFloat<T: ExpressibleByFloatLiteral>(_ key: String, _ fallback: T) -> T {
    guard let text = _LiveLiterals.value(key) else { return fallback }
    return LiteralNumber.convert(text, to: T.self) ?? fallback
}

public func _easelLiteralBoolean<T: ExpressibleByBooleanLiteral>(_ key: String, _ fallback: T) -> T {
    guard let text = _LiveLiterals.value(key) else { return fallback }
    if let value = (text == "true") as? T { return value }
    if let literal = (text == "true") as? T.BooleanLiteralType { return T(booleanLiteral: literal) }
    return fallback
}

/// A new number as the type the literal was inferred as.
enum LiteralNumber {
    static func convert<T>(_ text: String, to type: T.Type) -> T? {
        guard let number = Double(text) else { return nil }
        let exact = number.rounded() == number
        switch type {
        case is Double.Type: return number as? T
        case is CGFloat.Type: return CGFloat(number) as? T
        case is Float.Type: return Float(number) as? T
        case is Int.Type: return exact ? Int(exactly: number) as? T : nil
        case is Int64.Type: return exact ? Int64(exactly: number) as? T : nil
        case is Int32.Type: return exact ? Int32(exactly: number) as? T : nil
        case is Int16.Type: return exact ? Int16(exactly: number) as? T : nil
        case is Int8.Type: return exact ? Int8(exactly: number) as? T : nil
        case is UInt.Type: return exact ? UInt(exactly: number) as? T : nil
        case is UInt64.Type: return exact ? UInt64(exactly: number) as? T : nil
        case is UInt32.Type: return exact ? UInt32(exactly: number) as? T : nil
        case is UInt16.Type: return exact ? UInt16(exactly: number) as? T : nil
        case is UInt8.Type: return exact ? UInt8(exactly: number) as? T : nil
        default: return nil
        }
    }
}

extension PreviewHost {
    /// Runs every view's body again, keeping the views' state (live literals changed).
    public func rebuildKeepingState() {
        graph.rebuildAll()
        reconcileFocus()
        needsLayout = true
    }
}
