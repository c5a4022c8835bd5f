// OSLog's `Logger`, `OSLogMessage` and `os_log` on Linux, written to standard error.
//
// The module is not named `OSLog`: swift-syntax and swift-argument-parser, which every Easel
// build compiles, test `canImport(OSLog)` and would take Apple-only paths. The `easel` preview
// host rewrites a user's `import OSLog`, `import os` and `import os.log` to import this module
// (on the same line), as it reads `canImport(OSLog)` as true.
@_exported import Foundation

/// A log's level (Apple: "OSLogType").
public struct OSLogType: Equatable, Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let `default` = OSLogType(name: "default")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")
    public var description: String { name }
}

/// A log handle of a subsystem and category (Apple: "OSLog").
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    public func isEnabled(type: OSLogType) -> Bool { self !== OSLog.disabled }
}

/// Whether a value shows in the log (Apple: "OSLogPrivacy"). A preview prints every value, as
/// the debugger's console does.
public struct OSLogPrivacy: Equatable, Sendable {
    public enum Mask: Equatable, Sendable { case hash, none }
    let mask: Mask
    public static let `public` = OSLogPrivacy(mask: .none)
    public static let `private` = OSLogPrivacy(mask: .none)
    public static let sensitive = OSLogPrivacy(mask: .none)
    public static let auto = OSLogPrivacy(mask: .none)
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(mask: mask) }
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(mask: mask) }
}

/// Column alignment of an interpolated value (Apple: "OSLogStringAlignment").
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leftAligned: Bool
    public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, leftAligned: true) }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, leftAligned: false) }

    func apply(_ text: String) -> String {
        guard columns > text.count else { return text }
        let padding = String(repeating: " ", count: columns - text.count)
        return leftAligned ? text + padding : padding + text
    }
}

/// How integers are written (Apple: "OSLogIntegerFormatting").
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let prefix: Bool
    let uppercase: Bool
    let minDigits: Int
    public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, minDigits: 0)
    public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false, uppercase: false, minDigits: 0)
    public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false, uppercase: false, minDigits: 0)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, minDigits: minDigits)
    }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    func apply<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        let head = prefix ? (radix == 16 ? "0x" : radix == 8 ? "0o" : "") : ""
        return (value < 0 ? "-" : "") + head + digits
    }
}

/// How floating-point numbers are written (Apple: "OSLogFloatFormatting").
public struct OSLogFloatFormatting: Sendable {
    let format: String
    public static let fixed = OSLogFloatFormatting(format: "%f")
    public static let exponential = OSLogFloatFormatting(format: "%e")
    public static let hybrid = OSLogFloatFormatting(format: "%g")
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(format: "%.\(precision)f")
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
    public static func exponential(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(format: "%.\(precision)e")
    }
}

/// How Booleans are written (Apple: "OSLogBoolFormat").
public enum OSLogBoolFormat: Sendable { case truth, answer }

/// A log message with interpolated values (Apple: "OSLogMessage").
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public let text: String

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
                                                 privacy: OSLogPrivacy = .auto) {
            text += align.apply(value())
        }

        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                             align: OSLogStringAlignment = .none,
                                                                             privacy: OSLogPrivacy = .auto) {
            text += align.apply(value().description)
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += align.apply(format.apply(value()))
        }

        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                                 align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += align.apply(String(format: format.format, value()))
        }

        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                                 align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += align.apply(String(format: format.format, Double(value())))
        }

        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                                 privacy: OSLogPrivacy = .auto) {
            let flag = value()
            text += format == .answer ? (flag ? "YES" : "NO") : (flag ? "true" : "false")
        }

        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }

        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }

        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
            text += value().description
        }
    }
}

/// Writes log messages to standard error (Apple: "Logger"): `LEVEL subsystem/category: message`.
public struct Logger: @unchecked Sendable {
    let log: OSLog

    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init() { log = .default }
    public init(_ log: OSLog) { self.log = log }

    public func log(_ message: OSLogMessage) { write(.default, message.text) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message.text) }
    public func trace(_ message: OSLogMessage) { write(.debug, message.text) }
    public func debug(_ message: OSLogMessage) { write(.debug, message.text) }
    public func info(_ message: OSLogMessage) { write(.info, message.text) }
    public func notice(_ message: OSLogMessage) { write(.default, message.text) }
    public func warning(_ message: OSLogMessage) { write(.error, message.text) }
    public func error(_ message: OSLogMessage) { write(.error, message.text) }
    public func critical(_ message: OSLogMessage) { write(.fault, message.text) }
    public func fault(_ message: OSLogMessage) { write(.fault, message.text) }

    func write(_ level: OSLogType, _ text: String) { OSLogOutput.write(level, log, text) }
}

/// Where messages go: standard error, one line each; tests read the last lines.
public enum OSLogOutput {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var recent: [String] = []

    /// The last messages written (at most 100), for tests.
    public static var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recent
    }

    static func write(_ level: OSLogType, _ log: OSLog, _ text: String) {
        guard log !== OSLog.disabled else { return }
        let place = log.subsystem.isEmpty && log.category.isEmpty ? "" : " \(log.subsystem)/\(log.category)"
        let line = "\(level)\(place): \(text)"
        lock.lock()
        recent.append(line)
        if recent.count > 100 { recent.removeFirst(recent.count - 100) }
        lock.unlock()
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// The older C-style call (Apple: "os_log(_:log:type:_:)"), with `printf` formats (`%{public}@`
/// reads as `%@`).
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    let format = message.description.replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
    OSLogOutput.write(type, log, args.isEmpty ? format : String(format: format, arguments: args))
}

/// The C-style call with the type first (Apple: "os_log(_:dso:log:_:_:)"), as `os_log(.error, "%@", message)`.
@_disfavoredOverload
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    let format = message.description.replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
    OSLogOutput.write(type, log, args.isEmpty ? format : String(format: format, arguments: args))
}

public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    OSLogOutput.write(type, log, message.text)
}

public func os_log(_ message: OSLogMessage) {
    OSLogOutput.write(.default, .default, message.text)
}
