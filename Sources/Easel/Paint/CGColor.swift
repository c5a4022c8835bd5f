import Foundation

/// Core Graphics' colour (Apple: "CGColor"), which Linux lacks: red, green, blue and alpha in
/// sRGB, as UIKit code hands it to layers (`layer.borderColor = UIColor.gray.cgColor`) and
/// SwiftUI code turns it into a `Color` (`Color(cgColor:)`). A dynamic colour becomes its
/// light-mode value, as `cgColor` gives the current trait's one on iOS.
public final class CGColor: Hashable, @unchecked Sendable {
    let rgba: RGBA

    init(_ rgba: RGBA) { self.rgba = rgba }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public var alpha: CGFloat { CGFloat(rgba.alpha) }
    public var numberOfComponents: Int { 4 }
    public var components: [CGFloat]? { [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { CGFloat($0) } }

    public func copy(alpha: CGFloat) -> CGColor? {
        var copy = rgba
        copy.alpha = Double(alpha)
        return CGColor(copy)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
}

extension UIColor {
    /// Apple: "cgColor": the colour's light-mode value.
    public var cgColor: CGColor { CGColor(color.resolve(in: .light)) }

    public convenience init(cgColor: CGColor) {
        self.init(Color(cgColor: cgColor))
    }
}

extension Color {
    /// Apple: "init(cgColor:)".
    public init(cgColor: CGColor) {
        self.init(red: cgColor.rgba.red, green: cgColor.rgba.green, blue: cgColor.rgba.blue, opacity: cgColor.rgba.alpha)
    }

    /// Apple: "cgColor" (deprecated in iOS 17 for `resolve(in:)`): the light-mode value.
    public var cgColor: CGColor? { CGColor(resolve(in: .light)) }
}
