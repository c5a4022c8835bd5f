import Foundation

/// The drawing target of a `Canvas` (Apple: "GraphicsContext"). A value: copies share the
/// canvas but keep their own transform, opacity, clip and filters, so `var inner = context`
/// can draw rotated without changing `context`.
///
/// Drawing is recorded while the canvas's closure runs and replayed into the frame's draw
/// list: paths, shapes, text, images and symbols, with the transform, clip and opacity in
/// force when each was drawn. Blend modes other than `.normal` and filters compile and say
/// once that they are not drawn.
public struct GraphicsContext {
    final class Recording {
        var operations: [Operation] = []
        let environment: EnvironmentValues
        let symbols: [AnyHashable: AnyView]
        init(environment: EnvironmentValues, symbols: [AnyHashable: AnyView]) {
            self.environment = environment
            self.symbols = symbols
        }
    }

    /// One recorded drawing, in the canvas's coordinates once `transform` is applied.
    struct Operation {
        enum Kind {
            case fill(Path, Shading, FillStyle)
            case stroke(Path, Shading, StrokeStyle)
            case view(AnyView, ViewPlacement)
        }
        let kind: Kind
        let transform: CGAffineTransform
        let opacity: Double
        let clips: [(Path, FillStyle, CGAffineTransform)]
        var blendMode: BlendMode = .normal
    }

    /// Where a drawn view goes: proposed a rectangle's size and put there, or at its ideal size
    /// with `anchor` of it at a point.
    enum ViewPlacement {
        case rect(CGRect)
        case anchored(CGPoint, UnitPoint)
    }

    let recording: Recording
    public var opacity: Double = 1
    /// How what is drawn next combines with what is under it (Apple: "blendMode").
    public var blendMode: BlendMode = .normal
    /// User space to the canvas's coordinates.
    public var transform: CGAffineTransform = .identity
    private var clips: [(Path, FillStyle, CGAffineTransform)] = []

    init(recording: Recording) { self.recording = recording }

    public var environment: EnvironmentValues { recording.environment }

    /// The bounding box of the clip, in user space; infinite when nothing is clipped.
    public var clipBoundingRect: CGRect {
        guard let first = clips.first else { return .infinite }
        return first.0.boundingRect.applying(first.2).applying(transform.inverted())
    }

    // MARK: Transforms

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clipping

    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        if options.contains(.inverse) { UndrawnEffect.note("GraphicsContext.clip(to:options: .inverse)") }
        clips.append((path, style, transform))
    }

    /// Apple: "clipToLayer(opacity:options:content:)". The layer's drawing is not used as a
    /// mask yet: the clip is left unchanged.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        UndrawnEffect.note("GraphicsContext.clipToLayer")
    }

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    // MARK: Filters and layers

    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        UndrawnEffect.note("GraphicsContext.addFilter")
    }

    /// Draws into a copy of this context (Apple: "drawLayer(content:)"); the copy's drawing
    /// lands in the same canvas.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Drawing

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path, shading, style))
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(path, shading, style))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws text at its ideal size with `anchor` of it at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        drawView(AnyView(text), at: point, anchor: anchor)
    }

    /// Draws text wrapped in a rectangle.
    public func draw(_ text: Text, in rect: CGRect) {
        record(.view(AnyView(text.frame(width: rect.width, height: rect.height, alignment: .topLeading)), .rect(rect)))
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.view(AnyView(image.resizable()), .rect(rect)))
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        drawView(AnyView(image), at: point, anchor: anchor)
    }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { draw(text.text, at: point, anchor: anchor) }
    public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, in: rect) }
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { draw(image.image, in: rect, style: style) }
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { draw(image.image, at: point, anchor: anchor) }
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) { drawView(symbol.view, at: point, anchor: anchor) }
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) { record(.view(symbol.view, .rect(rect))) }

    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
    /// The view given to the canvas's `symbols` with this tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recording.symbols[AnyHashable(id)].map(ResolvedSymbol.init)
    }

    private func drawView(_ view: AnyView, at point: CGPoint, anchor: UnitPoint) {
        record(.view(view, .anchored(point, anchor)))
    }

    private func record(_ kind: Operation.Kind) {
        recording.operations.append(Operation(kind: kind, transform: transform, opacity: opacity, clips: clips, blendMode: blendMode))
    }

    /// Text resolved for drawing (Apple: "GraphicsContext.ResolvedText").
    public struct ResolvedText {
        let text: Text
        public var shading: Shading = .foreground
    }

    /// An image resolved for drawing (Apple: "GraphicsContext.ResolvedImage").
    public struct ResolvedImage {
        let image: Image
        public var shading: Shading?
        public var baseline: CGFloat { 0 }
    }

    /// A symbol view resolved for drawing (Apple: "GraphicsContext.ResolvedSymbol").
    public struct ResolvedSymbol {
        let view: AnyView
    }

    /// Apple: "GraphicsContext.FilterOptions".
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// A filter for `addFilter` (Apple: "GraphicsContext.Filter"). Not drawn yet.
    public struct Filter: Sendable {
        let name: String
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter { Filter(name: "shadow") }
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
        public static var colorInvert: Filter { Filter(name: "colorInvert") }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
        public static func luminanceToAlpha() -> Filter { Filter(name: "luminanceToAlpha") }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter(name: "alphaThreshold") }
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
}

extension GraphicsContext {
    /// How a path is painted (Apple: "GraphicsContext.Shading"). Gradient geometry is in the
    /// context's user space.
    public struct Shading {
        enum Kind {
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }
        let kind: Kind

        public static var foreground: Shading { Shading(kind: .style(AnyShapeStyle(ForegroundStyle()))) }
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }

        /// The paint, with gradient points in user space (unit points of a 1×1 rectangle at
        /// the origin, which `rasterPaint(in:)` maps to themselves).
        func resolve(in environment: EnvironmentValues, bounds: CGRect) -> (ResolvedPaint, CGRect) {
            let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
            switch kind {
            case .style(let style): return (style.resolvePaint(in: environment), bounds)
            case .linear(let gradient, let start, let end):
                return (.linearGradient(stops: gradient.resolve(in: environment), start: UnitPoint(x: start.x, y: start.y),
                                        end: UnitPoint(x: end.x, y: end.y)), unit)
            case .radial(let gradient, let center, let r0, let r1):
                return (.radialGradient(stops: gradient.resolve(in: environment), center: UnitPoint(x: center.x, y: center.y),
                                        startRadius: r0, endRadius: r1), unit)
            case .conic(let gradient, let center, let angle):
                return (.angularGradient(stops: gradient.resolve(in: environment), center: UnitPoint(x: center.x, y: center.y),
                                         startAngle: angle.radians, endAngle: angle.radians + 2 * .pi), unit)
            }
        }
    }

    /// Apple: "GraphicsContext.GradientOptions".
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
