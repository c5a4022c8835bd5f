import Foundation
import Easel
import EaselRaster

/// What a device's screen shows: the previewed view, the simulated keyboard when it is up and
/// the system UI when it is shown. The window and `easel snapshot` both draw through it, so a
/// screenshot and a snapshot of the same state have the same pixels.
public final class DeviceScreen {
    public let entry: PreviewEntry
    public let device: Device
    public private(set) var orientation: Device.Orientation
    /// The screen size in points: the device's, or any size after a window resize (a
    /// "Freeform" device that keeps the device's insets).
    public private(set) var size: CGSize
    public var isKeyboardShown = false { didSet { syncHost() } }
    public var isSystemUIShown = true
    public var colorScheme: ColorScheme { didSet { host.colorScheme = colorScheme } }
    public let host: PreviewHost

    public init(entry: PreviewEntry, device: Device, orientation: Device.Orientation = .portrait,
                size: CGSize? = nil, keyboard: Bool = false, colorScheme: ColorScheme = .light) {
        self.entry = entry
        self.device = device
        self.orientation = orientation
        self.size = size ?? device.size(orientation)
        self.colorScheme = colorScheme
        isKeyboardShown = keyboard
        host = PreviewHost(entry.makeView(), size: self.size, safeAreaInsets: device.safeAreaInsets(orientation),
                           keyboardHeight: keyboard ? device.keyboardHeight(orientation) : 0, colorScheme: colorScheme)
    }

    public var insets: EdgeInsets { device.safeAreaInsets(orientation) }
    public var keyboardHeight: CGFloat { isKeyboardShown ? device.keyboardHeight(orientation) : 0 }

    /// "Freeform" when the size is not the device's own.
    public var isFreeform: Bool { size != device.size(orientation) }

    public func resize(to newSize: CGSize) {
        size = CGSize(width: max(newSize.width, 1), height: max(newSize.height, 1))
        syncHost()
    }

    /// Rotates the device: size swapped, landscape insets and keyboard height.
    public func rotate() {
        orientation = orientation == .portrait ? .landscape : .portrait
        size = CGSize(width: size.height, height: size.width)
        syncHost()
    }

    private func syncHost() {
        host.size = size
        host.safeAreaInsets = insets
        host.keyboardHeight = keyboardHeight
    }

    /// The screen at `scale` pixels per point.
    public func render(scale: CGFloat) -> PixelBuffer {
        let buffer = host.render(scale: scale)
        let isDark = colorScheme == .dark
        if isKeyboardShown, keyboardHeight > 0 {
            let keyboard = PreviewHost(SimulatedKeyboard(height: keyboardHeight, isDark: isDark),
                                       size: CGSize(width: size.width, height: keyboardHeight))
            keyboard.draw(into: buffer, scale: scale, offset: CGPoint(x: 0, y: size.height - keyboardHeight))
        }
        if isSystemUIShown {
            let system = PreviewHost(SystemUI(size: size, insets: insets, isDark: isDark, isLandscape: orientation == .landscape),
                                     size: size)
            system.draw(into: buffer, scale: scale)
        }
        return buffer
    }

    /// The window title: "NAME — DEVICE — W×H pt".
    public var title: String {
        let deviceName = isFreeform ? "Freeform (\(device.name))" : device.name
        return "\(entry.name) — \(deviceName) — \(DeviceScreen.number(size.width))×\(DeviceScreen.number(size.height)) pt"
    }

    /// Writes the screen at the device's scale (or `scale`) as a PNG, atomically.
    public func writePNG(to url: URL, scale: CGFloat? = nil) throws {
        let scale = scale ?? device.scale
        try render(scale: scale).writePNG(to: url, text: [
            ("Software", "Easel \(EaselVersion.current)"),
            ("Title", entry.name),
            ("Easel.Device", isFreeform ? "Freeform (\(device.id))" : device.id),
            ("Easel.Size", "\(DeviceScreen.number(size.width))x\(DeviceScreen.number(size.height)) pt"),
            ("Easel.Scale", DeviceScreen.number(scale)),
            ("Easel.SafeAreaInsets", "top \(DeviceScreen.number(insets.top)), leading \(DeviceScreen.number(insets.leading)), bottom \(DeviceScreen.number(insets.bottom)), trailing \(DeviceScreen.number(insets.trailing))"),
            ("Easel.KeyboardHeight", DeviceScreen.number(keyboardHeight)),
            ("Easel.ColorScheme", colorScheme == .dark ? "dark" : "light"),
        ])
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}
