import Foundation
import UIKit
@_spi(Frameworks) import Easel

/// A SpriteKit scene in SwiftUI (Apple: "SpriteView", SpriteKit's SwiftUI overlay). The scene is
/// presented once, in a view of the space the layout gives it (`didMove(to:)` and one
/// `update(_:)` run), and its first frame is drawn: background, sprites (colour or texture),
/// shapes and labels, by `zPosition`, through the scene's scale mode.
public struct SpriteView: View {
    /// Apple: "SpriteView.Options".
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let allowsTransparency = Options(rawValue: 1 << 0)
        public static let ignoresSiblingOrder = Options(rawValue: 1 << 1)
        public static let shouldCullNonVisibleNodes = Options(rawValue: 1 << 2)
    }

    /// Apple: "SpriteView.DebugOptions".
    public struct DebugOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let showsDrawCount = DebugOptions(rawValue: 1 << 0)
        public static let showsFields = DebugOptions(rawValue: 1 << 1)
        public static let showsFPS = DebugOptions(rawValue: 1 << 2)
        public static let showsNodeCount = DebugOptions(rawValue: 1 << 3)
        public static let showsPhysics = DebugOptions(rawValue: 1 << 4)
        public static let showsQuadCount = DebugOptions(rawValue: 1 << 5)
    }

    let scene: SKScene
    let options: Options
    /// The `SKView` the scene is presented in, kept while the view is (a scene holds it weakly).
    @State private var presenter = ScenePresenter()

    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
                options: Options = [], debugOptions: DebugOptions = [], shouldRender: @escaping (TimeInterval) -> Bool = { _ in true }) {
        self.scene = scene
        self.options = options
    }

    public var body: some View {
        GeometryReader { proxy in
            Canvas { context, size in
                SceneDrawing(scene: scene, viewSize: size, transparent: options.contains(.allowsTransparency)).draw(in: &context)
            }
            .onAppear { presenter.present(scene, in: proxy.size) }
        }
    }
}

/// Presents a scene in an `SKView` of the view's size, once per scene, and keeps the view.
final class ScenePresenter {
    private(set) var view: SKView?

    @MainActor
    func present(_ scene: SKScene, in size: CGSize) {
        guard scene.view == nil else { return }
        let view = SKView(frame: CGRect(origin: .zero, size: size))
        self.view = view
        view.presentScene(scene)
        scene.update(0)
    }
}

/// The first frame of a scene, drawn into a canvas.
struct SceneDrawing {
    let scene: SKScene
    let viewSize: CGSize
    let transparent: Bool

    /// Scene coordinates to the view's (y down), by the scale mode.
    var sceneToView: CGAffineTransform {
        let size = scene.scaleMode == .resizeFill ? viewSize : scene.size
        guard size.width > 0, size.height > 0 else { return .identity }
        var sx = viewSize.width / size.width, sy = viewSize.height / size.height
        switch scene.scaleMode {
        case .aspectFill: sx = Swift.max(sx, sy); sy = sx
        case .aspectFit: sx = Swift.min(sx, sy); sy = sx
        case .resizeFill: sx = 1; sy = 1
        case .fill: break
        }
        let frame = CGRect(x: -size.width * scene.anchorPoint.x, y: -size.height * scene.anchorPoint.y, width: size.width, height: size.height)
        // The scene's frame centred in the view, flipped so y grows downwards.
        let offsetX = (viewSize.width - size.width * sx) / 2, offsetY = (viewSize.height - size.height * sy) / 2
        return CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(CGAffineTransform(scaleX: sx, y: -sy))
            .concatenating(CGAffineTransform(translationX: offsetX, y: viewSize.height - offsetY))
    }

    func draw(in context: inout GraphicsContext) {
        if !(transparent && scene.backgroundColor.cgColor.alpha == 0) {
            context.fill(Path(CGRect(origin: .zero, size: viewSize)), with: .color(Color(uiColor: scene.backgroundColor)))
        }
        let toView = sceneToView
        // Every visible node with its global depth; ties keep the tree's order.
        var entries: [(node: SKNode, z: CGFloat, alpha: CGFloat, transform: CGAffineTransform)] = []
        func visit(_ node: SKNode, z: CGFloat, alpha: CGFloat, transform: CGAffineTransform) {
            for child in node.children where !child.isHidden && child.alpha > 0 {
                let childTransform = child.transformToParent.concatenating(transform)
                let childZ = z + child.zPosition, childAlpha = alpha * child.alpha
                entries.append((child, childZ, childAlpha, childTransform))
                visit(child, z: childZ, alpha: childAlpha, transform: childTransform)
            }
        }
        visit(scene, z: 0, alpha: 1, transform: .identity)
        let ordered = entries.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }.map(\.element)
        for entry in ordered {
            var layer = context
            layer.opacity = entry.alpha
            draw(entry.node, transform: entry.transform.concatenating(toView), in: &layer)
        }
    }

    private func draw(_ node: SKNode, transform: CGAffineTransform, in context: inout GraphicsContext) {
        switch node {
        case let sprite as SKSpriteNode:
            let rect = CGRect(x: -sprite.size.width * sprite.anchorPoint.x, y: -sprite.size.height * sprite.anchorPoint.y,
                              width: sprite.size.width, height: sprite.size.height)
            let shape = Path(rect).applying(transform)
            if let image = sprite.texture?.image {
                // The image upright in the sprite's box on screen.
                context.draw(Image(uiImage: image).resizable(), in: shape.boundingRect)
            } else {
                context.fill(shape, with: .color(Color(uiColor: sprite.color)))
            }
        case let shapeNode as SKShapeNode:
            guard let cgPath = shapeNode.path else { return }
            let shape = Path(cgPath).applying(transform)
            context.fill(shape, with: .color(Color(uiColor: shapeNode.fillColor)))
            if shapeNode.lineWidth > 0 {
                let scale = hypot(transform.a, transform.b)
                context.stroke(shape, with: .color(Color(uiColor: shapeNode.strokeColor)), lineWidth: shapeNode.lineWidth * scale)
            }
        case let label as SKLabelNode:
            guard let text = label.text, !text.isEmpty else { return }
            let scale = hypot(transform.a, transform.b)
            let font: Font = label.fontName.map { .custom($0, size: label.fontSize * scale) } ?? .system(size: label.fontSize * scale)
            let anchorX: CGFloat = label.horizontalAlignmentMode == .left ? 0 : label.horizontalAlignmentMode == .right ? 1 : 0.5
            // Screen y grows down: a label's top sits above its position, its bottom below.
            let anchorY: CGFloat
            switch label.verticalAlignmentMode {
            case .center: anchorY = 0.5
            case .top: anchorY = 0
            case .bottom: anchorY = 1
            case .baseline: anchorY = 0.8
            }
            context.draw(Text(verbatim: text).font(font).foregroundColor(Color(uiColor: label.fontColor ?? .white)),
                         at: CGPoint.zero.applying(transform), anchor: UnitPoint(x: anchorX, y: anchorY))
        default:
            break
        }
    }
}
