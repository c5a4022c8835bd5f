// `import SpriteKit` on Linux: 2D games as Swift Playgrounds apps and SwiftUI screens embed them
// (`SpriteView(scene:)`, a scene subclass that builds sprites, shapes and labels in
// `didMove(to:)`). A preview draws the scene's first frame — its background and nodes where
// they are placed — and runs no actions or physics (said once). Scene coordinates are
// SpriteKit's: origin at the bottom left, y up.
@_exported import Foundation
@_exported import UIKit
@_exported import QuartzCore
@_spi(Frameworks) import Easel

/// Apple: "SKNode".
open class SKNode: UIResponder {
    open var position = CGPoint.zero
    open var zPosition: CGFloat = 0
    open var zRotation: CGFloat = 0
    open var xScale: CGFloat = 1
    open var yScale: CGFloat = 1
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isPaused = false
    open var speed: CGFloat = 1
    open var name: String?
    open var userData: NSMutableDictionary?
    open var isUserInteractionEnabled = false
    open var physicsBody: SKPhysicsBody? {
        didSet { physicsBody?.node = self }
    }
    open private(set) var children: [SKNode] = []
    open private(set) weak var parent: SKNode?
    private var actions: [String: SKAction] = [:]

    public override init() { super.init() }
    public required init?(coder aDecoder: NSCoder) { super.init() }

    /// A node from a scene file (Apple: "init(fileNamed:)"): `.sks` files are Xcode's, not read here.
    public convenience init?(fileNamed filename: String) {
        Diagnostics.note("spritekit-sks", "SpriteKit: scene files (\(filename).sks) are not read in a preview; build the scene in code.")
        return nil
    }

    /// The scene the node is in.
    open var scene: SKScene? {
        var node: SKNode? = self
        while let current = node {
            if let scene = current as? SKScene { return scene }
            node = current.parent
        }
        return nil
    }

    open func setScale(_ scale: CGFloat) {
        xScale = scale
        yScale = scale
    }

    open func addChild(_ node: SKNode) {
        node.removeFromParent()
        children.append(node)
        node.parent = self
    }

    open func insertChild(_ node: SKNode, at index: Int) {
        node.removeFromParent()
        children.insert(node, at: Swift.min(Swift.max(index, 0), children.count))
        node.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func removeAllChildren() {
        children.forEach { $0.parent = nil }
        children = []
    }

    open func removeChildren(in nodes: [SKNode]) { nodes.filter { $0.parent === self }.forEach { $0.removeFromParent() } }

    open func childNode(withName name: String) -> SKNode? {
        let bare = name.hasPrefix("//") ? String(name.dropFirst(2)) : name
        if name.hasPrefix("//") { return descendants.first { $0.name == bare } }
        return children.first { $0.name == bare }
    }

    open func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let bare = name.hasPrefix("//") ? String(name.dropFirst(2)) : name
        let candidates = name.hasPrefix("//") ? descendants : children
        var stop: ObjCBool = false
        for node in candidates where bare == "*" || node.name == bare {
            block(node, &stop)
            if stop.boolValue { return }
        }
    }

    /// Every node below this one, depth first.
    var descendants: [SKNode] { children.flatMap { [$0] + $0.descendants } }

    open func inParentHierarchy(_ parent: SKNode) -> Bool {
        var node: SKNode? = self
        while let current = node {
            if current === parent { return true }
            node = current.parent
        }
        return false
    }

    // Actions are kept, never run: a preview draws the first frame.
    open func run(_ action: SKAction) { keep(action, key: UUID().uuidString) }
    open func run(_ action: SKAction, completion block: @escaping () -> Void) { keep(action, key: UUID().uuidString) }
    open func run(_ action: SKAction, withKey key: String) { keep(action, key: key) }
    open func action(forKey key: String) -> SKAction? { actions[key] }
    open func removeAction(forKey key: String) { actions[key] = nil }
    open func removeAllActions() { actions = [:] }
    open func hasActions() -> Bool { !actions.isEmpty }

    private func keep(_ action: SKAction, key: String) {
        Diagnostics.note("spritekit-actions", "SpriteKit: a preview draws a scene's first frame; actions and physics do not run.")
        actions[key] = action
    }

    /// The node's frame in its parent's coordinates (its own content's; a plain node has none).
    open var frame: CGRect { CGRect(origin: position, size: .zero) }

    open func calculateAccumulatedFrame() -> CGRect {
        children.reduce(frame) { $0.union($1.calculateAccumulatedFrame().offsetBy(dx: position.x, dy: position.y)) }
    }

    /// From this node's coordinates to its parent's.
    var transformToParent: CGAffineTransform {
        CGAffineTransform(translationX: position.x, y: position.y).rotated(by: zRotation).scaledBy(x: xScale, y: yScale)
    }

    /// From this node's coordinates to the scene's.
    var transformToScene: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var node: SKNode? = self
        while let current = node, !(current is SKScene) {
            transform = transform.concatenating(current.transformToParent)
            node = current.parent
        }
        return transform
    }

    open func convert(_ point: CGPoint, to node: SKNode) -> CGPoint {
        point.applying(transformToScene).applying(node.transformToScene.inverted())
    }

    open func convert(_ point: CGPoint, from node: SKNode) -> CGPoint {
        point.applying(node.transformToScene).applying(transformToScene.inverted())
    }

    open func contains(_ point: CGPoint) -> Bool { calculateAccumulatedFrame().contains(point) }
    open func nodes(at point: CGPoint) -> [SKNode] {
        descendants.filter { $0.calculateAccumulatedFrame().contains($0.parent.map { self.convert(point, to: $0) } ?? point) }
    }
    open func atPoint(_ point: CGPoint) -> SKNode { nodes(at: point).last ?? self }
}

extension UITouch {
    /// Where the touch is in a node's coordinates (Apple: SpriteKit's "location(in:)").
    public func location(in node: SKNode) -> CGPoint { CGPoint.zero }
    public func previousLocation(in node: SKNode) -> CGPoint { CGPoint.zero }
}

/// An image for sprites (Apple: "SKTexture").
open class SKTexture: NSObject {
    /// Apple: "SKTextureFilteringMode".
    public enum FilteringMode: Int, Sendable { case nearest, linear }

    let image: UIImage?
    let imageName: String?
    open var filteringMode = FilteringMode.linear
    open var usesMipmaps = false

    public init(imageNamed name: String) {
        imageName = name
        image = UIImage(named: name)
        super.init()
    }

    public init(image: UIImage) {
        self.image = image
        imageName = nil
        super.init()
    }

    public init(cgImage: CGImage) {
        image = UIImage(cgImage: cgImage)
        imageName = nil
        super.init()
    }

    open func size() -> CGSize { image?.size ?? .zero }
    open func textureRect() -> CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

/// Apple: "SKTextureAtlas".
open class SKTextureAtlas: NSObject {
    public init(named name: String) { super.init() }
    open func textureNamed(_ name: String) -> SKTexture { SKTexture(imageNamed: name) }
    open var textureNames: [String] { [] }
}

/// A textured or coloured rectangle (Apple: "SKSpriteNode").
open class SKSpriteNode: SKNode {
    open var texture: SKTexture?
    open var color = UIColor.white
    open var colorBlendFactor: CGFloat = 0
    open var size = CGSize.zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var centerRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    public init(texture: SKTexture?, color: UIColor, size: CGSize) {
        self.texture = texture
        self.color = color
        self.size = size
        super.init()
    }

    public convenience init(texture: SKTexture?) {
        self.init(texture: texture, color: .white, size: texture?.size() ?? .zero)
    }

    public convenience init(texture: SKTexture?, size: CGSize) { self.init(texture: texture, color: .white, size: size) }
    public convenience init(imageNamed name: String) { self.init(texture: SKTexture(imageNamed: name)) }
    public convenience init(color: UIColor, size: CGSize) { self.init(texture: nil, color: color, size: size) }
    public convenience override init() { self.init(texture: nil, color: .clear, size: .zero) }
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    open func scale(to size: CGSize) { self.size = size }

    open override var frame: CGRect {
        let width = size.width * xScale, height = size.height * yScale
        return CGRect(x: position.x - width * anchorPoint.x, y: position.y - height * anchorPoint.y, width: width, height: height)
    }
}

/// Apple: "SKLabelHorizontalAlignmentMode".
public enum SKLabelHorizontalAlignmentMode: Int, Sendable { case center, left, right }
/// Apple: "SKLabelVerticalAlignmentMode".
public enum SKLabelVerticalAlignmentMode: Int, Sendable { case baseline, center, top, bottom }

/// Text in a scene (Apple: "SKLabelNode").
open class SKLabelNode: SKNode {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var fontName: String? = "HelveticaNeue-UltraLight"
    open var fontSize: CGFloat = 32
    open var fontColor: UIColor? = .white
    open var horizontalAlignmentMode = SKLabelHorizontalAlignmentMode.center
    open var verticalAlignmentMode = SKLabelVerticalAlignmentMode.baseline
    open var numberOfLines = 1
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail

    public convenience init(text: String?) {
        self.init()
        self.text = text
    }

    public convenience init(fontNamed fontName: String?) {
        self.init()
        self.fontName = fontName
    }

    public convenience init(attributedText: NSAttributedString?) {
        self.init()
        self.attributedText = attributedText
        text = attributedText?.string
    }
}

/// A path, filled and stroked (Apple: "SKShapeNode").
open class SKShapeNode: SKNode {
    open var path: CGPath?
    open var fillColor = UIColor.clear
    open var strokeColor = UIColor.white
    open var lineWidth: CGFloat = 1
    open var glowWidth: CGFloat = 0
    open var isAntialiased = true
    open var lineCap = CGLineCap.butt
    open var lineJoin = CGLineJoin.miter
    open var fillTexture: SKTexture?

    public convenience init(path: CGPath) {
        self.init()
        self.path = path
    }

    public convenience init(path: CGPath, centered: Bool) {
        self.init()
        let box = Path(path).boundingRect
        self.path = centered ? Path(path).offsetBy(dx: -box.midX, dy: -box.midY).cgPath : path
    }

    public convenience init(rect: CGRect) { self.init(path: Path(rect).cgPath) }
    public convenience init(rect: CGRect, cornerRadius: CGFloat) {
        self.init(path: Path(roundedRect: rect, cornerRadius: cornerRadius).cgPath)
    }
    public convenience init(rectOf size: CGSize) { self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)) }
    public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height), cornerRadius: cornerRadius)
    }
    public convenience init(circleOfRadius radius: CGFloat) {
        self.init(path: Path(ellipseIn: CGRect(x: -radius, y: -radius, width: radius * 2, height: radius * 2)).cgPath)
    }
    public convenience init(ellipseOf size: CGSize) {
        self.init(path: Path(ellipseIn: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)).cgPath)
    }
    public convenience init(ellipseIn rect: CGRect) { self.init(path: Path(ellipseIn: rect).cgPath) }
    public convenience init(points: UnsafeMutablePointer<CGPoint>, count numPoints: Int) {
        var line = Path()
        line.addLines(Array(UnsafeBufferPointer(start: points, count: numPoints)))
        self.init(path: line.cgPath)
    }
    public convenience init(splinePoints points: UnsafeMutablePointer<CGPoint>, count numPoints: Int) {
        self.init(points: points, count: numPoints)
    }

    open override var frame: CGRect {
        guard let path else { return super.frame }
        return Path(path).boundingRect.applying(transformToParent)
    }
}

/// Apple: "SKCameraNode".
open class SKCameraNode: SKNode {}

/// Particles (Apple: "SKEmitterNode"); a preview draws none.
open class SKEmitterNode: SKNode {
    open var particleTexture: SKTexture?
    open var particleBirthRate: CGFloat = 0
    open var numParticlesToEmit = 0
    open var particleLifetime: CGFloat = 0
    open var particleColor = UIColor.white
    open var particleSpeed: CGFloat = 0
    open var emissionAngle: CGFloat = 0
    open var particlePositionRange = CGVector.zero
    open var particleScale: CGFloat = 1
    open var targetNode: SKNode?
    open func resetSimulation() {}
    open func advanceSimulationTime(_ sec: TimeInterval) {}
}
