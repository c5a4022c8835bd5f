import Foundation

/// A rectangle filling its frame (Apple: "Rectangle").
public struct Rectangle: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var copy = self; copy.insetAmount += amount; return copy }
}

/// A rectangle with rounded corners (Apple: "RoundedRectangle").
public struct RoundedRectangle: InsettableShape, Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let corner = CGSize(width: Swift.max(0, cornerSize.width - insetAmount), height: Swift.max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: inset, cornerSize: corner, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle { var copy = self; copy.insetAmount += amount; return copy }
}

/// A circle centred in its frame, as large as the frame's shorter side (Apple: "Circle").
public struct Circle: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = Swift.min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        return Path(ellipseIn: square.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public func inset(by amount: CGFloat) -> Circle { var copy = self; copy.insetAmount += amount; return copy }
}

/// An ellipse filling its frame (Apple: "Ellipse").
public struct Ellipse: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var copy = self; copy.insetAmount += amount; return copy }
}

/// A rectangle whose shorter sides are half circles (Apple: "Capsule").
public struct Capsule: InsettableShape, Sendable {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = Swift.min(inset.width, inset.height) / 2
        return Path(roundedRect: inset, cornerSize: CGSize(width: radius, height: radius), style: style)
    }

    public func inset(by amount: CGFloat) -> Capsule { var copy = self; copy.insetAmount += amount; return copy }
}

/// A shape type-erased (Apple: "AnyShape").
public struct AnyShape: Shape {
    private let makePath: (CGRect) -> Path
    private let sizing: (ProposedViewSize) -> CGSize
    public init<S: Shape>(_ shape: S) {
        makePath = shape.path(in:)
        sizing = shape.sizeThatFits
    }
    public func path(in rect: CGRect) -> Path { makePath(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

/// A rectangle with its own radius at each corner (Apple: "UnevenRoundedRectangle", iOS 17).
public struct UnevenRoundedRectangle: InsettableShape, Sendable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path {
        func less(_ radius: CGFloat) -> CGFloat { Swift.max(0, radius - insetAmount) }
        let radii = RectangleCornerRadii(topLeading: less(cornerRadii.topLeading), bottomLeading: less(cornerRadii.bottomLeading),
                                         bottomTrailing: less(cornerRadii.bottomTrailing), topTrailing: less(cornerRadii.topTrailing))
        return Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerRadii: radii, style: style)
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { var copy = self; copy.insetAmount += amount; return copy }

    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

/// The shape of the container the view is in (Apple: "ContainerRelativeShape"). Drawn as a
/// rectangle, the shape it has outside widgets and other containers that set one.
public struct ContainerRelativeShape: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { var copy = self; copy.insetAmount += amount; return copy }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
