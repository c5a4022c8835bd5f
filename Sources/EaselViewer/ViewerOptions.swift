import Foundation
import Easel
import EaselDevice

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
