import Foundation
import Easel

/// How the viewer starts: the device, its orientation and appearance, and where screenshots go.
/// A nil device, orientation or colour scheme leaves the choice to each preview's settings
/// (`#Preview` traits, `previewDevice`…), then to the defaults (iPhone 16, portrait, light).
public struct ViewerOptions {
    public var device: Device?
    public var orientation: Device.Orientation?
    /// Window pixels per point, independent of the device's scale (HiDPI screens use 2).
    public var windowScale: CGFloat
    public var colorScheme: ColorScheme?
    public var keyboard: Bool
    /// Animations play ten times slower (Ctrl+T toggles), to watch them frame by frame.
    public var slowAnimations: Bool
    /// The Dynamic Type size text is set at; nil: iOS's default (`.large`).
    public var dynamicTypeSize: DynamicTypeSize?
    /// The locale strings are looked up in; nil: en_US.
    public var locale: Locale?
    public var screenshotDirectory: URL
    /// Writes "first-frame-ms N", "resize-latency-ms N", "key-latency-ms N",
    /// "pointer-latency-ms N" and "keyboard-toggle-ms N" lines here for `make bench`.
    public var latencyLog: URL?
    /// Set for a live preview (`LiveLink`): the window is the supervisor's, and the session
    /// it carries from the last build is restored.
    public var live: LiveLink?

    public init(device: Device? = nil, orientation: Device.Orientation? = nil, windowScale: CGFloat = 1,
                colorScheme: ColorScheme? = nil, keyboard: Bool = false, slowAnimations: Bool = false, dynamicTypeSize: DynamicTypeSize? = nil, locale: Locale? = nil,
                screenshotDirectory: URL = URL(fileURLWithPath: "screenshots"), latencyLog: URL? = nil) {
        self.dynamicTypeSize = dynamicTypeSize
        self.locale = locale
        self.device = device
        self.orientation = orientation
        self.windowScale = windowScale
        self.colorScheme = colorScheme
        self.keyboard = keyboard
        self.slowAnimations = slowAnimations
        self.screenshotDirectory = screenshotDirectory
        self.latencyLog = latencyLog
    }
}

/// Writes a screen's PNG into a folder under a name that says what it shows:
/// `NAME-DEVICE-YYYYMMDD-HHMMSS.png` (a counter is added if that file exists).
enum ScreenshotWriter {
    static func save(_ screen: DeviceScreen, in directory: URL, date: Date = Date()) throws -> URL {
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
