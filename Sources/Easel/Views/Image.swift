import Foundation
import EaselRaster
import EaselText

/// A view that displays an image: a bitmap from the assets or an SF Symbol (Apple: "Image").
///
/// - `Image("name")` loads the image set `name` of an asset catalog (`AssetCatalogs`; its dark
///   appearance in dark mode), else `name.png` (or `name@2x.png`, `name@3x.png`) from Easel's
///   `assets/images`, or from the bundle given. Its size is the bitmap's size in points; after
///   `.resizable()` it takes the proposal instead.
/// - `Image(systemName:)` is an SF Symbol. SF Symbols cannot be shipped, so each name maps to a
///   Material Icons glyph (see README, Differences from SwiftUI). Like a symbol it is text: it
///   takes `.font`, scales with it, sits on the text baseline and exposes baseline guides.
public struct Image: Equatable {
    public typealias Body = Never

    enum Source: Equatable {
        case system(String)
        case named(String, bundlePath: String?)
        /// Pixels in memory: `Image(uiImage:)`, `Image(_:scale:label:)` with a `CGImage`.
        case bitmap(ImageStore.Bitmap)
    }

    let source: Source
    var isResizable = false
    /// `Image(decorative:)`: not an accessibility element.
    var isDecorative = false
    /// `Image(_:bundle:label:)`: what VoiceOver reads in place of the name.
    var label: String?
    var renderingMode: TemplateRenderingMode?

    public init(systemName: String) { source = .system(systemName) }
    /// The main bundle's images are its catalogs' (`Bundle.main` is where the project's are), as
    /// `Color(_:bundle:)` finds them.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundlePath: bundle.flatMap { $0 == Bundle.main ? nil : $0.bundlePath })
    }
    /// An image set with its accessibility label (Apple: "init(_:bundle:label:)").
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        self.label = label.runs.map(\.string).joined()
    }
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }
    /// The image set a generated asset symbol names: `Image(.logo)`.
    public init(_ resource: ImageResource) { source = .named(resource.name, bundlePath: resource.bundlePath) }

    /// How an image is rendered (Apple: "Image.TemplateRenderingMode").
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's own colours.
        case original
        /// Only the image's opacity counts; it is painted with the foreground style.
        case template
    }

    /// How a resizable image fills its frame (Apple: "Image.ResizingMode").
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Lets the image take the size it is proposed (Apple: "resizable(capInsets:resizingMode:)").
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// Accepted for source compatibility; images are always drawn with bilinear filtering.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Image interpolation quality (Apple: "Image.Interpolation").
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let layout: NodeLayout
        switch view.source {
        case .system(let name):
            layout = SymbolLayout(name: name, environment: inputs.environment, engine: inputs.graph.textEngine,
                                  isResizable: view.isResizable)
        case .named(let name, let bundlePath):
            layout = BitmapImageLayout(bitmap: ImageStore.shared.bitmap(named: name, bundlePath: bundlePath,
                                                                        dark: inputs.environment.colorScheme == .dark),
                                       isResizable: view.isResizable, isTemplate: view.renderingMode == .template)
        case .bitmap(let bitmap):
            layout = BitmapImageLayout(bitmap: bitmap, isResizable: view.isResizable, isTemplate: view.renderingMode == .template)
        }
        let node = ViewNode(layout, environment: inputs.environment)
        // An image is an element labelled with its name (SwiftUI reads a symbol's own
        // description; the name stands in for it); a decorative one is not read.
        let isDecorative = view.isDecorative
        node.updateAccessibility { info in
            switch view.source {
            case .system(let name), .named(let name, _): info.label = view.label ?? name
            case .bitmap(let bitmap): info.label = bitmap.name
            }
            info.role = .isImage
            info.children = .ignore
            info.isHidden = isDecorative
        }
        outputs.append(node)
    }
}

/// The layout of an SF Symbol stand-in: a glyph at the environment's font.
///
/// A resizable symbol (`.resizable()`) takes the size it is proposed, its ink's size where a
/// dimension is unspecified, and draws its ink scaled to fill that frame, as iOS scales a
/// symbol image's content (`person.circle.fill` resizable in a 100-pt square is a 100-pt
/// circle). A frame of another aspect ratio than the ink's (`.stretch` without
/// `aspectRatio`) gets the ink scaled to fit it, centred: glyph masks are not stretched.
final class SymbolLayout: NodeLayout {
    let name: String
    let symbol: MeasuredSymbol?
    let engine: TextEngine
    let isResizable: Bool
    /// What the symbol is measured with (the nearest known name for an unknown one), to measure
    /// it again at a resizable frame's size.
    private let measuredName: String
    private let font: ResolvedFont
    private let imageScale: CGFloat
    private let layered: Bool
    private var resized: (frame: CGSize, symbol: MeasuredSymbol)?

    init(name: String, environment: EnvironmentValues, engine: TextEngine, isResizable: Bool = false) {
        let name = environment.symbolVariants.apply(to: name)
        self.name = name
        self.engine = engine
        self.isResizable = isResizable
        let font = ResolvedFont(environment.font ?? .body, attributes: environment.textAttributes, dynamicTypeSize: environment.dynamicTypeSize)
        let layered = environment.symbolRenderingMode?.drawsLayers == true
        self.font = font
        self.layered = layered
        imageScale = environment.imageScale.factor
        var measuredName = name
        var symbol = engine.measureSymbol(named: name, font: font, scale: imageScale, layered: layered)
        if symbol == nil, !name.isEmpty {
            // A name the stand-ins lack (or SF Symbols lacks: iOS would draw nothing and log
            // "No symbol named … found in system symbol set"): the nearest one they have, or a
            // placeholder, so the layout keeps the symbol's room; said once, with what is drawn.
            let nearest = SymbolCatalog.closestName(to: name)
            measuredName = nearest
            symbol = engine.measureSymbol(named: nearest, font: font, scale: imageScale, layered: layered)
            Diagnostics.warnOnce("symbol-\(name)", "No symbol named '\(name)' among Easel's SF Symbols stand-ins (or in SF Symbols); drawn as '\(nearest)'")
        }
        self.measuredName = measuredName
        self.symbol = symbol
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard let symbol else { return .zero }
        return isResizable ? proposal.replacingUnspecifiedDimensions(by: symbol.inkRect.size) : symbol.size
    }

    /// The symbol measured again so that its ink fills `frame`, and where its frame goes for
    /// the ink to be centred there.
    private func resizedSymbol(in frame: CGRect) -> (symbol: MeasuredSymbol, origin: CGPoint)? {
        guard let symbol, symbol.inkRect.width > 0, symbol.inkRect.height > 0 else { return nil }
        let factor = min(frame.width / symbol.inkRect.width, frame.height / symbol.inkRect.height)
        guard factor.isFinite, factor > 0 else { return nil }
        let scaled: MeasuredSymbol
        if let resized, resized.frame == frame.size {
            scaled = resized.symbol
        } else {
            guard let measured = engine.measureSymbol(named: measuredName, font: font, scale: imageScale * factor, layered: layered) else { return nil }
            scaled = measured
            resized = (frame.size, measured)
        }
        let origin = CGPoint(x: frame.midX - scaled.inkRect.midX, y: frame.midY - scaled.inkRect.midY)
        return (scaled, origin)
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let symbol, !isResizable else { return nil }
        if key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key { return symbol.baseline }
        return nil
    }

    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard let symbol else { return }
        let environment = node.environment
        // Palette and hierarchical symbols draw their container in the secondary level: the
        // second style of `foregroundStyle(_:_:)`, or the first one fainter.
        let secondary = environment.symbolRenderingMode?.drawsLayers == true
            ? HierarchicalShapeStyle.secondary.resolvePaint(in: environment) : nil
        var drawn = symbol, origin = node.frame.origin
        if isResizable {
            guard let resized = resizedSymbol(in: node.frame) else { return }
            (drawn, origin) = resized
        }
        engine.drawSymbol(drawn, origin: origin, paint: HierarchicalShapeStyle.primary.resolvePaint(in: environment),
                          secondary: secondary, mirrored: environment.mirrorsImages, in: &context)
    }

    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool { symbol != nil && node.frame.contains(point) }

    override var debugName: String { "Image" }
    override func debugDetails(of node: ViewNode) -> String? { "systemName: \"\(name)\"" }
}

/// The layout of a bitmap image.
final class BitmapImageLayout: NodeLayout {
    let bitmap: ImageStore.Bitmap?
    let isResizable: Bool
    let isTemplate: Bool

    init(bitmap: ImageStore.Bitmap?, isResizable: Bool, isTemplate: Bool) {
        self.bitmap = bitmap
        self.isResizable = isResizable
        self.isTemplate = isTemplate
    }

    /// A missing image's placeholder: 24 points square, a grey box crossed through, so the
    /// preview shows where the image is missing (SwiftUI draws nothing and logs the name; Easel
    /// logs it too).
    static let placeholderSize = CGSize(width: 24, height: 24)

    /// The bitmap's size in points: pixels ÷ the scale its file name declares.
    var naturalSize: CGSize {
        guard let bitmap else { return Self.placeholderSize }
        return CGSize(width: CGFloat(bitmap.image.width) / bitmap.scale, height: CGFloat(bitmap.image.height) / bitmap.scale)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool { bitmap != nil && node.frame.contains(point) }

    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard let bitmap else {
            drawPlaceholder(in: node.frame, environment: node.environment, context: &context)
            return
        }
        if node.environment.mirrorsImages {
            // Reflected about the frame's vertical centre line.
            let frame = node.frame
            let flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: frame.minX + frame.maxX, ty: 0)
            context.withTransform(flip) { drawBitmap(bitmap, node: node, in: &$0) }
            return
        }
        drawBitmap(bitmap, node: node, in: &context)
    }

    private func drawBitmap(_ bitmap: ImageStore.Bitmap, node: ViewNode, in context: inout RenderContext) {
        if isTemplate {
            // Template images are painted with the foreground style through their opacity.
            let paint = HierarchicalShapeStyle.primary.resolvePaint(in: node.environment)
            guard case .color(let rgba) = paint else { return }
            context.append(.image(bitmap.tinted(rgba), destination: node.frame, opacity: 1, transform: context.rasterTransform))
        } else {
            context.append(.image(bitmap.image, destination: node.frame, opacity: 1, transform: context.rasterTransform))
        }
    }

    override var debugName: String { "Image" }
    override func debugDetails(of node: ViewNode) -> String? { bitmap.map { "\"\($0.name)\"" } ?? "missing" }

    private func drawPlaceholder(in frame: CGRect, environment: EnvironmentValues, context: inout RenderContext) {
        guard frame.width > 0, frame.height > 0 else { return }
        context.fill(Path(frame), paint: Color.systemGray4.opacity(0.5).resolvePaint(in: environment), in: frame)
        var cross = Path()
        cross.move(to: CGPoint(x: frame.minX, y: frame.minY))
        cross.addLine(to: CGPoint(x: frame.maxX, y: frame.maxY))
        cross.move(to: CGPoint(x: frame.maxX, y: frame.minY))
        cross.addLine(to: CGPoint(x: frame.minX, y: frame.maxY))
        cross.addRect(frame.insetBy(dx: 0.5, dy: 0.5))
        context.stroke(cross, paint: Color.secondary.resolvePaint(in: environment), in: frame, style: StrokeStyle(lineWidth: 1))
    }
}

/// An image is a view (Apple declares the conformance in an extension, so an image made in a
/// model is not isolated to the main actor).
extension Image: View {}

/// Apple's `Image` is `Sendable`; Easel's holds an immutable source and its modifiers.
extension Image: @unchecked Sendable {}
