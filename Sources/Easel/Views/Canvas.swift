import Foundation

/// A view you draw into with a closure (Apple: "Canvas"). It takes the whole proposal, as a
/// shape does (a `nil` axis becomes 10), and runs its closure each time it is drawn, with a
/// `GraphicsContext` and its size.
public struct Canvas<Symbols: View>: View {
    public typealias Body = Never
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var symbols: Symbols
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        outputs.append(ViewNode(CanvasLayout(renderer: view.renderer, symbols: CanvasLayout.symbols(of: view.symbols, inputs), inputs: inputs),
                                environment: inputs.environment))
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

/// Runs a canvas's closure when it is drawn and replays what it drew (see `GraphicsContext`).
final class CanvasLayout: NodeLayout {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: [AnyHashable: AnyView]
    private let inputs: _ViewInputs

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: [AnyHashable: AnyView], inputs: _ViewInputs) {
        self.renderer = renderer
        self.symbols = symbols
        self.inputs = inputs
    }

    /// The symbol views by their tags: each top-level view of `symbols`, built once to read its tag.
    static func symbols<S: View>(of content: S, _ inputs: _ViewInputs) -> [AnyHashable: AnyView] {
        guard S.self != EmptyView.self else { return [:] }
        var found: [AnyHashable: AnyView] = [:]
        var outputs = _ViewOutputs()
        makeNodes(content, inputs.child(0xc0a5), &outputs)
        for node in outputs.nodes {
            guard let tag = node[TagTrait.self] else { continue }
            found[tag] = AnyView(NodeView(node: node))
        }
        return found
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override var debugName: String { "Canvas" }
    override var guideSource: GuideSource { .none }

    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        let recording = GraphicsContext.Recording(environment: node.environment, symbols: symbols)
        var graphics = GraphicsContext(recording: recording)
        renderer(&graphics, node.frame.size)
        let origin = CGAffineTransform(translationX: node.frame.minX, y: node.frame.minY)
        let bounds = CGRect(origin: .zero, size: node.frame.size)
        for operation in recording.operations {
            context.withTransform(operation.transform.concatenating(origin)) { context in
                for (path, style, transform) in operation.clips {
                    context.pushClip(path.applying(transform.concatenating(operation.transform.inverted())), style: style)
                }
                // A blend mode: the operation drawn as a group blended onto the canvas so far.
                let blends = operation.blendMode != .normal
                if blends { context.append(.beginBlendLayer(opacity: 1, mode: operation.blendMode.raster)) }
                replay(operation, bounds: bounds, environment: node.environment, in: &context)
                if blends { context.append(.endLayer) }
                for _ in operation.clips { context.popClip() }
            }
        }
    }

    private func replay(_ operation: GraphicsContext.Operation, bounds: CGRect, environment: EnvironmentValues, in context: inout RenderContext) {
        switch operation.kind {
        case .fill(let path, let shading, let style):
            let (paint, rect) = shading.resolve(in: environment, bounds: bounds)
            context.fill(path, paint: paint.withOpacity(operation.opacity), in: rect, style: style)
        case .stroke(let path, let shading, let style):
            let (paint, rect) = shading.resolve(in: environment, bounds: bounds)
            context.stroke(path, paint: paint.withOpacity(operation.opacity), in: rect, style: style)
        case .view(let view, let placement):
            var outputs = _ViewOutputs()
            makeNodes(view, inputs.child(0xc0a6), &outputs)
            guard !outputs.nodes.isEmpty else { return }
            let node = outputs.nodes.count == 1 ? outputs.nodes[0]
                : ViewNode(LayoutAdapter(ZStackLayout(alignment: .center)), children: outputs.nodes, environment: environment)
            switch placement {
            case .rect(let rect):
                node.place(at: rect.origin, proposal: ProposedViewSize(rect.size), in: SafeAreaContext.current)
            case .anchored(let point, let anchor):
                let size = node.sizeThatFits(.unspecified)
                node.place(at: CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height),
                           proposal: .unspecified, in: SafeAreaContext.current)
            }
            if operation.opacity < 1 { context.append(.beginLayer(opacity: operation.opacity)) }
            context.draw(node)
            if operation.opacity < 1 { context.append(.endLayer) }
        }
    }
}

/// An already-built node shown as a view (a canvas symbol drawn again).
struct NodeView: View {
    typealias Body = Never
    let node: ViewNode

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        outputs.append(view.node)
    }
}
