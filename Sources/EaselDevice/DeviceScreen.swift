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
    /// The screen's scheme: the one chosen, or the one a view's `preferredColorScheme(_:)` asks for.
    public var colorScheme: ColorScheme {
        get { host.colorScheme }
        set { host.colorScheme = newValue }
    }
    /// The locale the preview formats and looks its strings up in; in the preview host also
    /// `Locale.current` (`_PreviewLocale`).
    public var locale: Locale {
        get { host.locale }
        set {
            host.locale = newValue
            _PreviewLocale.current = newValue
        }
    }
    /// The Dynamic Type size the preview's text is set at.
    public var dynamicTypeSize: DynamicTypeSize {
        get { host.dynamicTypeSize }
        set { host.dynamicTypeSize = newValue }
    }
    public let host: PreviewHost
    /// The keyboard and the system UI are views too, each in a host of its own, kept while
    /// what they show stays the same (the keyboard keeps its shift state between frames).
    private var keyboard: (host: PreviewHost, size: CGSize, isDark: Bool)?
    private var systemUI: (host: PreviewHost, size: CGSize, isDark: Bool, orientation: Device.Orientation)?
    /// Whether a text field had the focus at the last `followFocus()`.
    private var wasEditingText = false

    /// `.device`: the device's screen; `.sizeThatFits` and `.fixed`: the view alone, in a
    /// container of its own size or the given one, with no insets, keyboard or system UI.
    public let layout: PreviewLayout

    public init(entry: PreviewEntry, device: Device, orientation: Device.Orientation = .portrait,
                size: CGSize? = nil, keyboard: Bool = false, colorScheme: ColorScheme = .light, layout: PreviewLayout = .device) {
        self.entry = entry
        self.device = device
        self.orientation = orientation
        self.layout = layout
        let onDevice = layout == .device
        isKeyboardShown = keyboard && onDevice
        isSystemUIShown = onDevice
        let deviceSize = size ?? device.size(orientation)
        switch layout {
        case .fixed(let width, let height): self.size = CGSize(width: width, height: height)
        default: self.size = deviceSize
        }
        host = PreviewHost(entry.makeView(), size: self.size, safeAreaInsets: onDevice ? device.safeAreaInsets(orientation) : EdgeInsets(),
                           keyboardHeight: isKeyboardShown ? device.keyboardHeight(orientation) : 0, colorScheme: colorScheme)
        host.sizeClasses = device.sizeClasses(orientation)
        // A live view: scroll indicators show while it scrolls.
        host.drawsScrollIndicators = true
        if layout == .sizeThatFits {
            // Apple: "Fit the container to the size of the preview when offered the size of
            // the device that the preview is running on."
            self.size = host.sizeThatFits(deviceSize)
            host.size = self.size
        }
    }

    /// A screen for a preview as its settings ask (`#Preview` traits, `previewLayout`,
    /// `previewDevice`, `previewInterfaceOrientation`, a dark root), each overridden by what the
    /// user chose on the command line or in the viewer (non-nil arguments).
    public convenience init(entry: PreviewEntry, chosenDevice: Device?, chosenOrientation: Device.Orientation?,
                            chosenColorScheme: ColorScheme?, size: CGSize? = nil, keyboard: Bool = false) {
        let settings = entry.settings
        self.init(entry: entry, device: chosenDevice ?? settings.device ?? .defaultDevice,
                  orientation: chosenOrientation ?? settings.orientation ?? .portrait, size: size, keyboard: keyboard,
                  colorScheme: chosenColorScheme ?? settings.colorScheme ?? .light,
                  layout: size == nil ? settings.layout : .device)
    }

    public var insets: EdgeInsets { layout == .device ? device.safeAreaInsets(orientation) : EdgeInsets() }
    public var keyboardHeight: CGFloat { isKeyboardShown && layout == .device ? device.keyboardHeight(orientation) : 0 }

    /// "Freeform" when the size is not the device's own.
    public var isFreeform: Bool { layout == .device && size != device.size(orientation) }

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
        host.sizeClasses = device.sizeClasses(orientation)
        host.size = size
        host.safeAreaInsets = insets
        host.keyboardHeight = keyboardHeight
    }

    /// The screen at `scale` pixels per point.
    public func render(scale: CGFloat) -> PixelBuffer {
        let buffer = host.render(scale: scale)
        if let keyboard = keyboardHost() {
            keyboard.draw(into: buffer, scale: scale, offset: keyboardFrame.origin)
        }
        if isSystemUIShown {
            systemUIHost().draw(into: buffer, scale: scale)
        }
        return buffer
    }

    /// Where the on-screen keyboard is, in screen points (empty when it is down).
    public var keyboardFrame: CGRect {
        guard isKeyboardShown, keyboardHeight > 0 else { return .zero }
        return CGRect(x: 0, y: size.height - keyboardHeight, width: size.width, height: keyboardHeight)
    }

    private func keyboardHost() -> PreviewHost? {
        guard isKeyboardShown, keyboardHeight > 0 else { return nil }
        let frame = keyboardFrame, isDark = colorScheme == .dark
        if let keyboard, keyboard.size == frame.size, keyboard.isDark == isDark { return keyboard.host }
        let view = SimulatedKeyboard(height: frame.height, isDark: isDark) { [weak self] key in self?.type(key) }
        let created = PreviewHost(view, size: frame.size)
        keyboard = (created, frame.size, isDark)
        return created
    }

    private func systemUIHost() -> PreviewHost {
        // Over the black behind a screen that stepped back for a sheet, the status bar is white.
        let isDark = colorScheme == .dark || host.showsScreenSteppedBack
        if let systemUI, systemUI.size == size, systemUI.isDark == isDark, systemUI.orientation == orientation {
            return systemUI.host
        }
        let created = PreviewHost(SystemUI(size: size, insets: insets, isDark: isDark, isLandscape: orientation == .landscape),
                                  size: size)
        systemUI = (created, size, isDark, orientation)
        return created
    }

    // MARK: Input

    /// A pointer went down at a point of the screen (points): on a key of the on-screen
    /// keyboard, or on the view. The status bar and home indicator let taps through, as iOS's do.
    public func pointerDown(at point: CGPoint) {
        if keyboardFrame.contains(point), let keyboard = keyboardHost() {
            keyboard.pointerDown(at: point.applying(CGAffineTransform(translationX: 0, y: -keyboardFrame.minY)))
        } else {
            host.pointerDown(at: point)
        }
    }

    public func pointerUp(at point: CGPoint) {
        if keyboardFrame.contains(point), let keyboard = keyboardHost() {
            keyboard.pointerUp(at: point.applying(CGAffineTransform(translationX: 0, y: -keyboardFrame.minY)))
        } else {
            host.pointerUp(at: point)
        }
        // A press that began on the other side ends without acting.
        keyboard?.host.cancelPointer()
        host.cancelPointer()
        followFocus()
    }

    /// The pointer moved while held: a drag on the view scrolls it (see `PreviewHost.pointerMoved(to:)`).
    public func pointerMoved(to point: CGPoint) -> Bool {
        host.pointerMoved(to: point)
    }

    /// Scrolls the scroll view under a point of the screen (see `PreviewHost.scroll(by:at:)`);
    /// the keyboard does not scroll.
    public func scroll(by delta: CGSize, at point: CGPoint) -> Bool {
        guard !keyboardFrame.contains(point) else { return false }
        return host.scroll(by: delta, at: point)
    }

    /// The frame, in screen points, of the on-screen keyboard's key with this label ("A" or
    /// "a" as shift shows it, "space", "return", "delete", "shift", "123"); nil when the
    /// keyboard is down or has no such key.
    public func keyFrame(_ label: String) -> CGRect? {
        guard let frame = keyboardHost()?.frame(of: SimulatedKeyboard.identifier(label)) else { return nil }
        return frame.offsetBy(dx: keyboardFrame.minX, dy: keyboardFrame.minY)
    }

    /// The keyboard follows the focus, as on iOS: it rises when a text field takes the focus
    /// and goes down when editing ends. Ctrl+K still toggles it in between.
    public func followFocus() {
        let isEditing = host.isEditingText
        guard isEditing != wasEditingText else { return }
        wasEditingText = isEditing
        isKeyboardShown = isEditing
    }

    /// What a key of the on-screen keyboard does: types into the focused field.
    private func type(_ key: SimulatedKeyboard.Key) {
        switch key {
        case .text(let text): host.type(text)
        case .delete: host.press(.delete)
        case .return: host.press(.return)
        }
        followFocus()
    }

    /// The window title: "NAME (File.swift:LINE) — DEVICE — W×H pt".
    public var title: String {
        let name = entry.location.map { "\(entry.name) (\($0))" } ?? entry.name
        return "\(name) — \(screenName) — \(DeviceScreen.number(size.width))×\(DeviceScreen.number(size.height)) pt"
    }

    /// The device's name, "Freeform (…)", or the layout that has no device.
    private var screenName: String {
        switch layout {
        case .sizeThatFits: return "Size that fits"
        case .fixed: return "Fixed layout"
        case .device: return isFreeform ? "Freeform (\(device.name))" : device.name
        }
    }

    /// Writes the screen at the device's scale (or `scale`) as a PNG, atomically; with
    /// `keepingUnchanged`, a file that already holds exactly these bytes is left alone (its
    /// modification time too, so a watching editor does not reload it). Returns whether it wrote.
    @discardableResult
    public func writePNG(to url: URL, scale: CGFloat? = nil, keepingUnchanged: Bool = false) throws -> Bool {
        let scale = scale ?? device.scale
        let buffer = render(scale: scale)
        let text = pngText(scale: scale)
        if keepingUnchanged, let existing = FileManager.default.contents(atPath: url.path), existing == buffer.pngData(text: text) {
            return false
        }
        try buffer.writePNG(to: url, text: text)
        return true
    }

    private func pngText(scale: CGFloat) -> [(key: String, value: String)] {
        [
            ("Software", "Easel \(EaselVersion.current)"),
            ("Title", entry.name),
            ("Easel.Source", entry.location ?? ""),
            ("Easel.Layout", layoutName),
            ("Easel.Device", isFreeform ? "Freeform (\(device.id))" : device.id),
            ("Easel.Size", "\(DeviceScreen.number(size.width))x\(DeviceScreen.number(size.height)) pt"),
            ("Easel.Scale", DeviceScreen.number(scale)),
            ("Easel.SafeAreaInsets", "top \(DeviceScreen.number(insets.top)), leading \(DeviceScreen.number(insets.leading)), bottom \(DeviceScreen.number(insets.bottom)), trailing \(DeviceScreen.number(insets.trailing))"),
            ("Easel.KeyboardHeight", DeviceScreen.number(keyboardHeight)),
            ("Easel.ColorScheme", colorScheme == .dark ? "dark" : "light"),
            ("Easel.DynamicTypeSize", dynamicTypeSize.name),
            ("Easel.Locale", locale.identifier),
        ]
    }

    private var layoutName: String {
        switch layout {
        case .device: return "device"
        case .sizeThatFits: return "sizeThatFits"
        case .fixed: return "fixed"
        }
    }

    static func number(_ value: CGFloat) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(describing: value) }
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}
