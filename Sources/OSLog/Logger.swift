// `import OSLog` on Linux: Apple's unified-logging API, writing each message to standard error
// as one line (`[subsystem:category] level: message`), so that previews that log compile and
// show what they log in the terminal that runs them.
import Foundation

/// Apple: "OSLogType".
public struct OSLogType: Hashable, Sendable {
    let name: String
    public static let `default` = OSLogType(name: "default")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")
}

/// Apple: "OSLogPrivacy". A preview shows every value: privacy is the reader's, not the log's.
public struct OSLogPrivacy: Hashable, Sendable {
    let name: String
    public static let auto = OSLogPrivacy(name: "auto")
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .auto }
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }

    /// Apple: "OSLogPrivacy.Mask".
    public struct Mask: Hashable, Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// Apple: "OSLogIntegerFormatting".
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let uppercase: Bool
    public static let decimal = OSLogIntegerFormatting(radix: 10, uppercase: false)
    public static let hex = OSLogIntegerFormatting(radix: 16, uppercase: false)
    public static let octal = OSLogIntegerFormatting(radix: 8, uppercase: false)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, uppercase: uppercase)
    }
}

/// Apple: "OSLogFloatFormatting".
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    public static let fixed = OSLogFloatFormatting(precision: 6)
    public static let exponential = OSLogFloatFormatting(precision: nil)
    public static let hybrid = OSLogFloatFormatting(precision: nil)
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision())
    }
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: nil)
    }
}

/// Apple: "OSLogStringAlignment".
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// A log message with interpolated values (Apple: "OSLogMessage").
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations `OSLogMessage` accepts (Apple: "OSLogInterpolation").
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += value()
    }
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting,
                                                               align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += String(value(), radix: format.radix, uppercase: format.uppercase)
    }
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += format.precision.map { String(format: "%.\($0)f", value()) } ?? String(value())
    }
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInterpolation(Double(value()), format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        text += format == .answer ? (value() ? "YES" : "NO") : (value() ? "true" : "false")
    }
}

/// Apple: "OSLogBoolFormat".
public enum OSLogBoolFormat: Sendable {
    case truth, answer
}

/// Writes messages for a subsystem and category (Apple: "Logger").
public struct Logger: @unchecked Sendable {
    let subsystem: String
    let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public init() {
        self.init(subsystem: "", category: "")
    }

    public init(_ log: OSLog) {
        self.init(subsystem: log.subsystem, category: log.category)
    }

    public func log(_ message: OSLogMessage) { write(.default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    public func info(_ message: OSLogMessage) { write(.info, message) }
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    public func warning(_ message: OSLogMessage) { write(.error, message) }
    public func error(_ message: OSLogMessage) { write(.error, message) }
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    /// Where lines go; tests replace it.
    nonisolated(unsafe) public static var output: (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private func write(_ level: OSLogType, _ message: OSLogMessage) {
        let origin = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem)\(category.isEmpty ? "" : ":" + category)] "
        Logger.output("\(origin)\(level.name): \(message.text)")
    }
}

/// The older log object (Apple: "OSLog").
public final class OSLog: @unchecked Sendable {
    let subsystem: String
    let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// The older C-style call (Apple: "os_log(_:log:type:_:)").
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    let text = String(format: "\(message)", arguments: args)
    Logger(log).log(level: type, OSLogMessage(stringLiteral: text))
}

/// The Swift form (Apple: "os_log(_:log:_:)" with an `OSLogMessage`).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}
