import Foundation
import UIKit
@_spi(Frameworks) import Easel

/// Apple: "SKSceneScaleMode".
public enum SKSceneScaleMode: Int, Sendable { case fill, aspectFill, aspectFit, resizeFill }

/// The root of a game's nodes (Apple: "SKScene").
open class SKScene: SKNode {
    open var size: CGSize {
        didSet { if oldValue != size { didChangeSize(oldValue) } }
    }
    open var scaleMode = SKSceneScaleMode.fill
    open var backgroundColor = UIColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    open var anchorPoint = CGPoint.zero
    public let physicsWorld = SKPhysicsWorld()
    open var camera: SKCameraNode?
    open weak var delegate: SKSceneDelegate?
    open internal(set) weak var view: SKView?

    public init(size: CGSize) {
        self.size = size
        super.init()
        sceneDidLoad()
    }

    public convenience override init() { self.init(size: CGSize(width: 1, height: 1)) }

    public required init?(coder aDecoder: NSCoder) {
        size = CGSize(width: 1, height: 1)
        super.init(coder: aDecoder)
    }

    open func sceneDidLoad() {}
    open func didMove(to view: SKView) {}
    open func willMove(from view: SKView) {}
    open func didChangeSize(_ oldSize: CGSize) {}
    open func update(_ currentTime: TimeInterval) {}
    open func didEvaluateActions() {}
    open func didSimulatePhysics() {}
    open func didApplyConstraints() {}
    open func didFinishUpdate() {}

    open override var frame: CGRect {
        CGRect(x: -size.width * anchorPoint.x, y: -size.height * anchorPoint.y, width: size.width, height: size.height)
    }

    open func convertPoint(fromView point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + frame.minX, y: size.height - point.y + frame.minY)
    }

    open func convertPoint(toView point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX, y: size.height - (point.y - frame.minY))
    }
}

/// Apple: "SKSceneDelegate".
public protocol SKSceneDelegate: AnyObject {}

/// The UIKit view that shows a scene (Apple: "SKView"); in a representable, a preview draws
/// the presented scene as `SpriteView` does.
open class SKView: UIView {
    open private(set) var scene: SKScene?
    open var isPaused = false
    open var showsFPS = false
    open var showsNodeCount = false
    open var showsDrawCount = false
    open var showsPhysics = false
    open var showsFields = false
    open var showsQuadCount = false
    open var ignoresSiblingOrder = false
    open var allowsTransparency = false
    open var shouldCullNonVisibleNodes = true
    open var preferredFramesPerSecond = 60

    open func presentScene(_ scene: SKScene?) {
        if let old = self.scene { old.willMove(from: self) }
        self.scene = scene
        guard let scene else { return }
        if scene.scaleMode == .resizeFill, bounds.width > 0, bounds.height > 0 { scene.size = bounds.size }
        scene.view = self
        scene.didMove(to: self)
    }

    open func presentScene(_ scene: SKScene, transition: SKTransition) { presentScene(scene) }
    open func texture(from node: SKNode) -> SKTexture? { nil }
    open func convert(_ point: CGPoint, to scene: SKScene) -> CGPoint { scene.convertPoint(fromView: point) }
    open func convert(_ point: CGPoint, from scene: SKScene) -> CGPoint { scene.convertPoint(toView: point) }
}

/// Apple: "SKTransitionDirection".
public enum SKTransitionDirection: Int, Sendable { case up, down, right, left }

/// How one scene replaces another (Apple: "SKTransition"); a preview shows the new scene at once.
open class SKTransition: NSObject {
    open var pausesIncomingScene = true
    open var pausesOutgoingScene = true

    public override init() { super.init() }

    open class func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func fade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func fade(with color: UIColor, duration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func flipVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func reveal(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func moveIn(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func push(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func doorsOpenHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func doorsOpenVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func doorsCloseHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func doorsCloseVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func doorway(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
}
