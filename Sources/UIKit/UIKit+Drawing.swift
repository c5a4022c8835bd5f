import Foundation
@_spi(Frameworks) import Easel

// MARK: Fonts

/// UIKit's font (Apple: "UIFont"), for code that sets bar title fonts or builds a SwiftUI
/// `Font(uiFont)`: a size, a weight, a text style or a family name.
public final class UIFont: Hashable, @unchecked Sendable {
    public let pointSize: CGFloat
    public let fontName: String
    let weight: Weight
    let textStyle: TextStyle?

    init(name: String, size: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil) {
        fontName = name
        pointSize = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// A family by name (Apple: "init(name:size:)"); fontconfig finds it when the text is drawn.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(name: fontName, size: fontSize)
    }

    public var familyName: String { fontName }
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: fontName, size: fontSize, weight: weight, textStyle: nil) }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI", size: fontSize, weight: weight)
    }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUIMono", size: fontSize, weight: weight)
    }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
    /// The font of a Dynamic Type style at the default size (Apple: "preferredFont(forTextStyle:)").
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.swiftUI._defaultSizeAndWeight
        return UIFont(name: ".SFUI", size: metrics.size, weight: Weight(metrics.weight), textStyle: style)
    }

    public static var systemFontSize: CGFloat { 17 }
    public static var smallSystemFontSize: CGFloat { 12 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 17 }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(fontName); hasher.combine(pointSize) }

    /// Apple: "UIFont.Weight", with UIKit's raw values.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// UIKit's weights and SwiftUI's, side by side.
        private static let steps: [(Weight, Font.Weight)] = [(.ultraLight, .ultraLight), (.thin, .thin), (.light, .light),
                                                             (.regular, .regular), (.medium, .medium), (.semibold, .semibold),
                                                             (.bold, .bold), (.heavy, .heavy), (.black, .black)]

        /// SwiftUI's weight nearest this one.
        var swiftUI: Font.Weight {
            Self.steps.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        /// UIKit's weight for a SwiftUI one.
        init(_ weight: Font.Weight) {
            self = Self.steps.first { $0.1 == weight }?.0 ?? .regular
        }
    }

    /// Apple: "UIFont.TextStyle".
    public struct TextStyle: Hashable, Sendable {
        let name: String
        let swiftUI: Font.TextStyle
        public static let largeTitle = TextStyle(name: "largeTitle", swiftUI: .largeTitle)
        public static let title1 = TextStyle(name: "title1", swiftUI: .title)
        public static let title2 = TextStyle(name: "title2", swiftUI: .title2)
        public static let title3 = TextStyle(name: "title3", swiftUI: .title3)
        public static let headline = TextStyle(name: "headline", swiftUI: .headline)
        public static let subheadline = TextStyle(name: "subheadline", swiftUI: .subheadline)
        public static let body = TextStyle(name: "body", swiftUI: .body)
        public static let callout = TextStyle(name: "callout", swiftUI: .callout)
        public static let footnote = TextStyle(name: "footnote", swiftUI: .footnote)
        public static let caption1 = TextStyle(name: "caption1", swiftUI: .caption)
        public static let caption2 = TextStyle(name: "caption2", swiftUI: .caption2)
    }
}

extension Font {
    /// A SwiftUI font from a UIKit one (Apple: "init(_:)" with `UIFont`): its text style,
    /// family or system size and weight.
    public init(_ font: UIFont) {
        if let style = font.textStyle {
            self = .system(style.swiftUI)
        } else if font.fontName.hasPrefix(".SFUI") {
            self = .system(size: font.pointSize, weight: font.weight.swiftUI, design: font.fontName == ".SFUIMono" ? .monospaced : .default)
        } else {
            self = .custom(font.fontName, size: font.pointSize)
        }
    }
}

/// The attribute keys bar appearances and attributed strings are given (Apple: UIKit's
/// `NSAttributedString.Key` constants; Linux's Foundation declares the type without them).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

// MARK: Paths

/// Apple: "UIRectCorner".
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path (Apple: "UIBezierPath"), as SwiftUI code uses it to build shapes — most often
/// a rectangle with only some corners rounded, returned as `Path(path.cgPath)`.
///
/// Rounded rectangles have UIKit's continuous corners. UIKit's y-down `clockwise` is the
/// opposite of SwiftUI's and CoreGraphics' (whose `clockwise` is in y-up terms): an arc
/// `clockwise: true` here turns clockwise on screen.
public final class UIBezierPath: @unchecked Sendable {
    var path: Path
    public var lineWidth: CGFloat = 1
    public var usesEvenOddFillRule = false

    public init() { path = Path() }
    public init(rect: CGRect) { path = Path(rect) }
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
    }
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = cornerRadii.width
        path = Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(
            topLeading: corners.contains(.topLeft) ? r : 0, bottomLeading: corners.contains(.bottomLeft) ? r : 0,
            bottomTrailing: corners.contains(.bottomRight) ? r : 0, topTrailing: corners.contains(.topRight) ? r : 0),
                    style: .continuous)
    }
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public init(cgPath: CGPath) { path = Path(cgPath) }

    public var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }
    public var bounds: CGRect { path.boundingRect }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    public var isEmpty: Bool { path.isEmpty }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: !clockwise)
    }
    public func close() { path.closeSubpath() }
    public func removeAllPoints() { path = Path() }
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    public func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }

    /// The same outline drawn the other way round (Apple: "reversing()"): each subpath from its
    /// last point to its first, curves with their control points swapped, closed ones still
    /// closed. A cut-out drawn with the non-zero rule (`path.append(hole.reversing())`) relies on it.
    public func reversing() -> UIBezierPath {
        enum Segment { case line, quad(CGPoint), curve(CGPoint, CGPoint) }
        var subpaths: [(start: CGPoint, steps: [(Segment, CGPoint)], closed: Bool)] = []
        path.forEach { element in
            switch element {
            case .move(let point): subpaths.append((point, [], false))
            case .line(let point):
                if subpaths.isEmpty { subpaths.append((.zero, [], false)) }
                subpaths[subpaths.count - 1].steps.append((.line, point))
            case .quadCurve(let point, let control):
                if subpaths.isEmpty { subpaths.append((.zero, [], false)) }
                subpaths[subpaths.count - 1].steps.append((.quad(control), point))
            case .curve(let point, let control1, let control2):
                if subpaths.isEmpty { subpaths.append((.zero, [], false)) }
                subpaths[subpaths.count - 1].steps.append((.curve(control1, control2), point))
            case .closeSubpath:
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
            }
        }
        let reversed = UIBezierPath()
        reversed.lineWidth = lineWidth
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        for subpath in subpaths {
            let points = [subpath.start] + subpath.steps.map(\.1)
            reversed.move(to: points[points.count - 1])
            for index in stride(from: subpath.steps.count - 1, through: 0, by: -1) {
                let target = points[index]
                switch subpath.steps[index].0 {
                case .line: reversed.addLine(to: target)
                case .quad(let control): reversed.addQuadCurve(to: target, controlPoint: control)
                case .curve(let control1, let control2): reversed.addCurve(to: target, controlPoint1: control2, controlPoint2: control1)
                }
            }
            if subpath.closed { reversed.close() }
        }
        return reversed
    }
}
