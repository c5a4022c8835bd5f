import Foundation

/// The screen of the preview being shown, for Easel's `UIKit` module: `UIScreen.main.bounds`
/// and a window's safe-area insets are the host's size and insets, as on the device it
/// stands for. The host sets it when it is made and when its size or insets change; with
/// several hosts (tests), the last one made or changed.
@_spi(Frameworks)
public enum _PreviewScreen {
    nonisolated(unsafe) public private(set) static var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    nonisolated(unsafe) public private(set) static var scale: CGFloat = 3
    nonisolated(unsafe) public private(set) static var safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    /// The host shown, for what UIKit code does to it (ending editing).
    nonisolated(unsafe) static weak var host: PreviewHost?

    static func update(size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets) {
        bounds = CGRect(origin: .zero, size: size)
        if scale.isFinite, scale > 0 { self.scale = scale }
        self.safeAreaInsets = safeAreaInsets
    }

    /// Takes the focus from the preview's text field, as `resignFirstResponder` sent to the
    /// application or `endEditing(true)` on the window do.
    public static func endEditing() {
        host?.endEditing()
    }
}
