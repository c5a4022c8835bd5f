import Foundation

/// A 2D shape that you can use when drawing a view (Apple: "Shape").
///
/// As a view, a shape takes the whole proposal (a `nil` axis becomes 10, LAYOUT.md rule 2)
/// and is filled with the foreground style.
///
/// Its requirements are `nonisolated`, as in SwiftUI's interface (iOS 18 SDK: `nonisolated func
/// path(in:)`): a shape's path is worked out off the main actor, so a Swift 6 app's
/// `struct Arrow: Shape { func path(in:) … }` compiles although views are main-actor isolated.
public protocol Shape: Animatable, View where Body == Never {
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape chooses for a proposal; by default the proposal, 10 for a `nil` axis.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// The shape's path for a view whose frame is `frame`, in the host's coordinates. SwiftUI
    /// asks a shape for its path in its own space — `path(in:)` gets the bounds with origin
    /// zero, `CGRect(origin: .zero, size: size)` — and draws that path in the view's frame, so
    /// shapes written from `0` and `rect.width` (clock hands, waves, badges in Apple's
    /// tutorials) are placed where the view is; the path is asked for there, then moved.
    func path(placedIn frame: CGRect) -> Path {
        guard frame.origin != .zero else { return path(in: frame) }
        return path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }

    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        outputs.append(ViewNode(ShapeLeafLayout(shape: view, paints: [.fill(AnyShapeStyle(ForegroundStyle()), FillStyle())]),
                                environment: inputs.environment))
    }

    /// Fills the shape with a style.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paints: [.fill(AnyShapeStyle(content), style)])
    }

    /// Strokes the shape's outline, centred on it.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paints: [.stroke(AnyShapeStyle(content), style)])
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// A new shape that is a stroked copy of this one (Apple: "stroke(style:)" returns
    /// `some Shape`), so it can be filled, rotated, scaled or offset as shapes are:
    /// `Circle().stroke(lineWidth: 4).rotation(.degrees(45))`. Shown as a view, it is the
    /// outline stroked with the foreground style.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// A stroked copy with the line width given (Apple: "stroke(lineWidth:)", `some Shape`).
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// The area a shape's stroke covers, as a shape (what `stroke(style:)` and `stroke(lineWidth:)`
/// return).
public struct _StrokedShape<Content: Shape>: Shape {
    public var shape: Content
    public var style: StrokeStyle

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, style.lineWidth) }
        set { (shape.animatableData, style.lineWidth) = (newValue.first, newValue.second) }
    }

    /// As a view, the shape's outline stroked with the foreground style — drawn as a stroke,
    /// not as the filled outline, so its edges are those of any other stroke.
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        _ShapeView(shape: view.shape, paints: [.stroke(AnyShapeStyle(ForegroundStyle()), view.style)]).makeLeaf(inputs, &outputs)
    }
}

/// A shape that can be inset, so a stroke can sit inside its frame (Apple: "InsettableShape").
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the outline inside the shape's frame: inset by half the line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: inset(by: style.lineWidth / 2), paints: [.stroke(AnyShapeStyle(content), style)])
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A view that draws a shape, to which more fills and strokes can be added, each drawn over
/// the one before (Apple: "ShapeView", iOS 17: `.fill(.orange).stroke(.black)`).
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    var shape: Content { get }
}

/// A shape filled or stroked, in layers (Apple: "_ShapeView").
public struct _ShapeView<Content: Shape>: ShapeView {
    public typealias Body = Never
    public let shape: Content
    let paints: [ShapePaint]

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.makeLeaf(inputs, &outputs)
    }

    func makeLeaf(_ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        outputs.append(ViewNode(ShapeLeafLayout(shape: shape, paints: paints), environment: inputs.environment))
    }

    /// Another fill over what is drawn.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Content> {
        _ShapeView(shape: shape, paints: paints + [.fill(AnyShapeStyle(content), style)])
    }

    /// A stroke over what is drawn.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Content> {
        _ShapeView(shape: shape, paints: paints + [.stroke(AnyShapeStyle(content), style)])
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Content> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension _ShapeView where Content: InsettableShape {
    /// A stroke inside the shape's frame over what is drawn (iOS 17).
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
        let insetPaint = ShapePaint.insetStroke(AnyShapeStyle(content), style, inset: { AnyShape(shape.inset(by: style.lineWidth / 2)) })
        return _ShapeView(shape: shape, paints: paints + [insetPaint])
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// How a shape view paints its shape.
enum ShapePaint {
    case fill(AnyShapeStyle, FillStyle)
    case stroke(AnyShapeStyle, StrokeStyle)
    /// A stroke of an inset copy of the shape (`strokeBorder` after a fill).
    case insetStroke(AnyShapeStyle, StrokeStyle, inset: () -> AnyShape)
}

/// The layout and drawing of a shape leaf: it chooses the shape's size and draws its path
/// with each of its paints in turn.
final class ShapeLeafLayout: NodeLayout {
    override var shapeLeaf: ShapeLeafLayout? { self }

    let pathInRect: (CGRect) -> Path
    let sizing: (ProposedViewSize) -> CGSize
    let paints: [ShapePaint]
    let shapeName: String
    /// The shape itself, whose `animatableData` an animated change draws the steps of.
    let shape: any Shape

    init<S: Shape>(shape: S, paints: [ShapePaint]) {
        self.shape = shape
        pathInRect = shape.path(placedIn:)
        sizing = shape.sizeThatFits
        self.paints = paints
        shapeName = String(describing: S.self)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        sizing(proposal)
    }

    override var debugName: String { shapeName }
    override var guideSource: GuideSource { .none }

    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        drawShape(node, in: &context)
    }

    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool {
        hitTestShape(node, at: point)
    }
}

/// Fill options (Apple: "FillStyle").
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// Stroke options (Apple: "StrokeStyle").
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Line end styles, with CoreGraphics' spelling.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// Line join styles, with CoreGraphics' spelling.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
