import Foundation

/// A device preset: screen size, scale, safe-area insets and keyboard heights.
///
/// Figures from the device catalog of the Flutter package device_preview
/// (`device_specs/*.json`), whose keyboard heights were read off the iOS simulator with a
/// focused text field (see DEVICES.md in the project's shared notes).
public struct Device: Hashable, Sendable {
    /// The id used on the command line, e.g. `iphone-16`.
    public let id: String
    /// The name people know it by, e.g. "iPhone 16".
    public let name: String
    /// Portrait size in points.
    public let portraitSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    public let portraitInsets: EdgeInsets
    public let landscapeInsets: EdgeInsets
    public let portraitKeyboardHeight: CGFloat
    public let landscapeKeyboardHeight: CGFloat

    public enum Orientation: Hashable, Sendable {
        case portrait, landscape
    }

    public func size(_ orientation: Orientation) -> CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitInsets : landscapeInsets
    }

    public func keyboardHeight(_ orientation: Orientation) -> CGFloat {
        orientation == .portrait ? portraitKeyboardHeight : landscapeKeyboardHeight
    }

    /// Whether the preset is an iPad (its id says so).
    public var isPad: Bool { id.hasPrefix("ipad") }

    /// The size classes iOS reports on this device (Apple's Human Interface Guidelines,
    /// "Layout", device size classes): iPad regular × regular; iPhone portrait compact ×
    /// regular; iPhone landscape compact × compact, but regular × compact on the Plus and Max
    /// models (portrait widths from 414 pt).
    public func sizeClasses(_ orientation: Orientation) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        if isPad { return (.regular, .regular) }
        if orientation == .portrait { return (.compact, .regular) }
        return (portraitSize.width >= 414 ? .regular : .compact, .compact)
    }

    public static let defaultDevice = all.first { $0.id == "iphone-16" }!

    /// Finds a preset by id or by displayed name, case-insensitively.
    public static func named(_ name: String) -> Device? {
        let key = name.lowercased()
        return all.first { $0.id == key || $0.name.lowercased() == key }
    }

    /// An iPhone with a notch or island: portrait insets top/bottom, landscape side insets and bottom 20.
    private static func phone(_ id: String, _ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat,
                              keyboard: CGFloat, scale: CGFloat = 3) -> Device {
        let hasHomeIndicator = bottom > 0
        return Device(id: id, name: name, portraitSize: CGSize(width: width, height: height), scale: scale,
                      portraitInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                      landscapeInsets: hasHomeIndicator ? EdgeInsets(top: 0, leading: top, bottom: 20, trailing: top) : EdgeInsets(),
                      portraitKeyboardHeight: keyboard, landscapeKeyboardHeight: hasHomeIndicator ? 208 : 206)
    }

    /// An iPad: top 32 and bottom 25 in both orientations.
    private static func pad(_ id: String, _ name: String, _ width: CGFloat, _ height: CGFloat, keyboard: CGFloat, landscapeKeyboard: CGFloat) -> Device {
        let insets = EdgeInsets(top: 32, leading: 0, bottom: 25, trailing: 0)
        return Device(id: id, name: name, portraitSize: CGSize(width: width, height: height), scale: 2,
                      portraitInsets: insets, landscapeInsets: insets,
                      portraitKeyboardHeight: keyboard, landscapeKeyboardHeight: landscapeKeyboard)
    }

    /// Every preset, phones first.
    public static let all: [Device] = [
        Device(id: "iphone-se-3", name: "iPhone SE (3rd gen)", portraitSize: CGSize(width: 375, height: 667), scale: 2,
               portraitInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), landscapeInsets: EdgeInsets(),
               portraitKeyboardHeight: 260, landscapeKeyboardHeight: 206),
        phone("iphone-16", "iPhone 16", 393, 852, top: 59, bottom: 34, keyboard: 335),
        phone("iphone-16-plus", "iPhone 16 Plus", 430, 932, top: 59, bottom: 34, keyboard: 345),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, top: 62, bottom: 34, keyboard: 335),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, keyboard: 345),
        phone("iphone-17", "iPhone 17", 402, 874, top: 62, bottom: 34, keyboard: 335),
        phone("iphone-17-pro", "iPhone 17 Pro", 402, 874, top: 62, bottom: 34, keyboard: 335),
        phone("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, top: 62, bottom: 34, keyboard: 345),
        phone("iphone-17e", "iPhone 17e", 390, 844, top: 47, bottom: 34, keyboard: 335),
        phone("iphone-air", "iPhone Air", 420, 912, top: 68, bottom: 34, keyboard: 345),
        pad("ipad-mini", "iPad mini (A17 Pro)", 744, 1133, keyboard: 340, landscapeKeyboard: 428),
        pad("ipad", "iPad (A16)", 820, 1180, keyboard: 337, landscapeKeyboard: 422),
        pad("ipad-air-11", "iPad Air 11\"", 820, 1180, keyboard: 337, landscapeKeyboard: 422),
        pad("ipad-pro-11", "iPad Pro 11\"", 834, 1210, keyboard: 340, landscapeKeyboard: 428),
        pad("ipad-air-13", "iPad Air 13\"", 1024, 1366, keyboard: 403, landscapeKeyboard: 498),
        pad("ipad-pro-13", "iPad Pro 13\"", 1032, 1376, keyboard: 403, landscapeKeyboard: 498),
    ]
}

extension PreviewHost {
    /// A host the size of a device, with its insets, and its keyboard up when `keyboard` is true.
    public convenience init<V: View>(_ view: V, device: Device, orientation: Device.Orientation = .portrait,
                                     keyboard: Bool = false, colorScheme: ColorScheme = .light) {
        self.init(view, size: device.size(orientation), safeAreaInsets: device.safeAreaInsets(orientation),
                  keyboardHeight: keyboard ? device.keyboardHeight(orientation) : 0, colorScheme: colorScheme)
        sizeClasses = device.sizeClasses(orientation)
    }
}
