import Foundation
import Easel

/// Writes a screen's PNG into a folder under a name that says what it shows:
/// `NAME-DEVICE-YYYYMMDD-HHMMSS.png` (a counter is added if that file exists).
package enum ScreenshotWriter {
    package static func save(_ screen: DeviceScreen, in directory: URL, date: Date = Date()) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let safeName = screen.entry.name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }
        let base = "\(String(safeName))-\(screen.device.id)-\(formatter.string(from: date))"
        var url = directory.appendingPathComponent(base + ".png")
        var counter = 2
        while FileManager.default.fileExists(atPath: url.path) {
            url = directory.appendingPathComponent("\(base)-\(counter).png")
            counter += 1
        }
        try screen.writePNG(to: url)
        return url
    }
}

extension DynamicTypeSize {
    /// SwiftUI's case name: "large", "xxxLarge", "accessibility3".
    public var name: String {
        switch self {
        case .xSmall: return "xSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .xLarge: return "xLarge"
        case .xxLarge: return "xxLarge"
        case .xxxLarge: return "xxxLarge"
        case .accessibility1: return "accessibility1"
        case .accessibility2: return "accessibility2"
        case .accessibility3: return "accessibility3"
        case .accessibility4: return "accessibility4"
        case .accessibility5: return "accessibility5"
        }
    }

    /// A size from its SwiftUI name, any case, or AX1…AX5; nil for anything else.
    public init?(name: String) {
        let wanted = name.lowercased().replacingOccurrences(of: "ax", with: "accessibility")
        guard let found = DynamicTypeSize.allCases.first(where: { $0.name.lowercased() == wanted }) else { return nil }
        self = found
    }

    /// The next size up or down, staying within xSmall…accessibility5.
    public func stepped(by step: Int) -> DynamicTypeSize {
        let all = DynamicTypeSize.allCases
        let index = all.firstIndex(of: self) ?? 3
        return all[Swift.min(Swift.max(index + step, 0), all.count - 1)]
    }
}
