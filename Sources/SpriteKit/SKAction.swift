import Foundation
import UIKit
import Easel

/// Apple: "SKActionTimingMode".
public enum SKActionTimingMode: Int, Sendable { case linear, easeIn, easeOut, easeInEaseOut }

/// A change over time that a node runs (Apple: "SKAction"). Made and kept; a preview draws a
/// scene's first frame, so none runs.
open class SKAction: NSObject {
    open var duration: TimeInterval
    open var timingMode = SKActionTimingMode.linear
    open var speed: CGFloat = 1
    open var timingFunction: ((Float) -> Float)?

    init(duration: TimeInterval) {
        self.duration = duration
        super.init()
    }

    public override convenience init() { self.init(duration: 0) }

    open func reversed() -> SKAction { SKAction(duration: duration) }

    private static func over(_ duration: TimeInterval) -> SKAction { SKAction(duration: duration) }

    open class func move(by delta: CGVector, duration: TimeInterval) -> SKAction { over(duration) }
    open class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func move(to location: CGPoint, duration: TimeInterval) -> SKAction { over(duration) }
    open class func moveTo(x: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func moveTo(y: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func rotate(toAngle radians: CGFloat, duration: TimeInterval, shortestUnitArc: Bool) -> SKAction { over(duration) }
    open class func resize(toWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func resize(byWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func scaleX(to xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func fadeIn(withDuration duration: TimeInterval) -> SKAction { over(duration) }
    open class func fadeOut(withDuration duration: TimeInterval) -> SKAction { over(duration) }
    open class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func fadeAlpha(by factor: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func colorize(with color: UIColor, colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func hide() -> SKAction { over(0) }
    open class func unhide() -> SKAction { over(0) }
    open class func removeFromParent() -> SKAction { over(0) }
    open class func wait(forDuration duration: TimeInterval) -> SKAction { over(duration) }
    open class func wait(forDuration duration: TimeInterval, withRange durationRange: TimeInterval) -> SKAction { over(duration) }
    open class func run(_ block: @escaping () -> Void) -> SKAction { over(0) }
    open class func run(_ action: SKAction, onChildWithName name: String) -> SKAction { over(action.duration) }
    open class func customAction(withDuration duration: TimeInterval, actionBlock block: @escaping (SKNode, CGFloat) -> Void) -> SKAction {
        over(duration)
    }
    open class func playSoundFileNamed(_ soundFile: String, waitForCompletion wait: Bool) -> SKAction { over(0) }
    open class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval) -> SKAction {
        over(sec * Double(textures.count))
    }
    open class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval, resize: Bool, restore: Bool) -> SKAction {
        over(sec * Double(textures.count))
    }
    open class func setTexture(_ texture: SKTexture) -> SKAction { over(0) }
    open class func follow(_ path: CGPath, duration: TimeInterval) -> SKAction { over(duration) }
    open class func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, duration: TimeInterval) -> SKAction { over(duration) }
    open class func speed(to speed: CGFloat, duration: TimeInterval) -> SKAction { over(duration) }
    open class func sequence(_ actions: [SKAction]) -> SKAction { over(actions.reduce(0) { $0 + $1.duration }) }
    open class func group(_ actions: [SKAction]) -> SKAction { over(actions.map(\.duration).max() ?? 0) }
    open class func `repeat`(_ action: SKAction, count: Int) -> SKAction { over(action.duration * Double(count)) }
    open class func repeatForever(_ action: SKAction) -> SKAction { over(.infinity) }
}
