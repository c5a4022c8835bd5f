import Foundation
@_spi(Frameworks) import Easel

// UIKit's string measuring (Apple: "NSString UIKit Additions"), as views that size a bubble or
// a text field to its text call it: measured with Easel's text engine, as a `Text` in that font.

/// Apple: "NSStringDrawingOptions".
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Apple: "NSStringDrawingContext"; nothing is read from it.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var totalBounds = CGRect.zero
}

extension String {
    /// The size of the text in `attributes`' font (the system font, 12 points, without one:
    /// UIKit's default for attributed strings) on one line.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringMeasure.size(self, attributes: attributes, width: nil)
    }

    /// The rectangle the text takes when wrapped to `size.width` (with `.usesLineFragmentOrigin`;
    /// without it, on one line), at the origin; fractional, as UIKit gives it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let width = options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width < 1e6 ? size.width : nil
        let measured = StringMeasure.size(self, attributes: attributes, width: width)
        return CGRect(origin: .zero, size: CGSize(width: measured.width, height: Swift.min(measured.height, size.height)))
    }
}

extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

enum StringMeasure {
    static func size(_ text: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) -> CGSize {
        let font = (attributes?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 12)
        let host = PreviewHost(Text(verbatim: text).font(Font(font)), size: CGSize(width: width ?? 10_000, height: 10_000))
        return host.measuredSize(ProposedViewSize(width: width, height: nil))
    }
}

/// Apple: "NSLineBreakMode" (UIKit's text layout).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
