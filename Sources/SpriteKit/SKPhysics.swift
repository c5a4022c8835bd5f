import Foundation
import UIKit
@_spi(Frameworks) import Easel

// SpriteKit's physics as games configure it: bodies, bit masks, the world's gravity and its
// contact delegate. Kept; a preview draws the first frame, before any simulation step.

/// Apple: "SKPhysicsBody".
open class SKPhysicsBody: NSObject {
    open var isDynamic = true
    open var usesPreciseCollisionDetection = false
    open var allowsRotation = true
    open var pinned = false
    open var isResting = false
    open var friction: CGFloat = 0.2
    open var charge: CGFloat = 0
    open var restitution: CGFloat = 0.2
    open var linearDamping: CGFloat = 0.1
    open var angularDamping: CGFloat = 0.1
    open var density: CGFloat = 1
    open var mass: CGFloat = 1
    open var affectedByGravity = true
    open var fieldBitMask: UInt32 = 0xFFFF_FFFF
    open var categoryBitMask: UInt32 = 0xFFFF_FFFF
    open var collisionBitMask: UInt32 = 0xFFFF_FFFF
    open var contactTestBitMask: UInt32 = 0
    open var velocity = CGVector.zero
    open var angularVelocity: CGFloat = 0
    open internal(set) weak var node: SKNode?
    open var area: CGFloat = 0

    public override init() { super.init() }
    public convenience init(circleOfRadius r: CGFloat) { self.init(area: .pi * r * r) }
    public convenience init(circleOfRadius r: CGFloat, center: CGPoint) { self.init(area: .pi * r * r) }
    public convenience init(rectangleOf s: CGSize) { self.init(area: s.width * s.height) }
    public convenience init(rectangleOf s: CGSize, center: CGPoint) { self.init(area: s.width * s.height) }
    public convenience init(polygonFrom path: CGPath) { self.init(area: 0) }
    public convenience init(edgeFrom p1: CGPoint, to p2: CGPoint) { self.init(area: 0, dynamic: false) }
    public convenience init(edgeChainFrom path: CGPath) { self.init(area: 0, dynamic: false) }
    public convenience init(edgeLoopFrom path: CGPath) { self.init(area: 0, dynamic: false) }
    public convenience init(edgeLoopFrom rect: CGRect) { self.init(area: 0, dynamic: false) }
    public convenience init(texture: SKTexture, size: CGSize) { self.init(area: size.width * size.height) }
    public convenience init(texture: SKTexture, alphaThreshold: Float, size: CGSize) { self.init(area: size.width * size.height) }
    public convenience init(bodies: [SKPhysicsBody]) { self.init(area: bodies.reduce(0) { $0 + $1.area }) }

    private convenience init(area: CGFloat, dynamic: Bool = true) {
        self.init()
        self.area = area
        isDynamic = dynamic
    }

    open func applyForce(_ force: CGVector) {}
    open func applyForce(_ force: CGVector, at point: CGPoint) {}
    open func applyTorque(_ torque: CGFloat) {}
    open func applyImpulse(_ impulse: CGVector) {}
    open func applyImpulse(_ impulse: CGVector, at point: CGPoint) {}
    open func applyAngularImpulse(_ impulse: CGFloat) {}
    open func allContactedBodies() -> [SKPhysicsBody] { [] }
}

/// Apple: "SKPhysicsContact".
open class SKPhysicsContact: NSObject {
    open var bodyA = SKPhysicsBody()
    open var bodyB = SKPhysicsBody()
    open var contactPoint = CGPoint.zero
    open var contactNormal = CGVector.zero
    open var collisionImpulse: CGFloat = 0
}

/// Apple: "SKPhysicsContactDelegate".
public protocol SKPhysicsContactDelegate: AnyObject {
    func didBegin(_ contact: SKPhysicsContact)
    func didEnd(_ contact: SKPhysicsContact)
}

extension SKPhysicsContactDelegate {
    public func didBegin(_ contact: SKPhysicsContact) {}
    public func didEnd(_ contact: SKPhysicsContact) {}
}

/// Apple: "SKPhysicsWorld".
open class SKPhysicsWorld: NSObject {
    open var gravity = CGVector(dx: 0, dy: -9.8)
    open var speed: CGFloat = 1
    open weak var contactDelegate: SKPhysicsContactDelegate?
    open func body(at point: CGPoint) -> SKPhysicsBody? { nil }
    open func add(_ joint: SKPhysicsJoint) {}
    open func removeAllJoints() {}
}

/// Apple: "SKPhysicsJoint".
open class SKPhysicsJoint: NSObject {}
