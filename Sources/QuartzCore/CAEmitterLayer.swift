import Foundation
import Easel

// Core Animation's particle emitters (confetti, snow, hearts), configured in a representable:
// kept, never run. A preview draws SwiftUI, and the emitter's view draws nothing of its own.

/// One kind of particle (Apple: "CAEmitterCell").
open class CAEmitterCell: NSObject {
    open var name: String?
    open var isEnabled = true
    open var contents: Any?
    open var color: CGColor?
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var alphaRange: Float = 0
    open var alphaSpeed: Float = 0
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var emitterCells: [CAEmitterCell]?

    public override init() { super.init() }
}

/// A layer that emits particles (Apple: "CAEmitterLayer").
open class CAEmitterLayer: CALayer {
    /// Apple: "CAEmitterLayerEmitterShape".
    public struct EmitterShape: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let point = EmitterShape(rawValue: "point")
        public static let line = EmitterShape(rawValue: "line")
        public static let rectangle = EmitterShape(rawValue: "rectangle")
        public static let cuboid = EmitterShape(rawValue: "cuboid")
        public static let circle = EmitterShape(rawValue: "circle")
        public static let sphere = EmitterShape(rawValue: "sphere")
    }

    /// Apple: "CAEmitterLayerEmitterMode".
    public struct EmitterMode: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let points = EmitterMode(rawValue: "points")
        public static let outline = EmitterMode(rawValue: "outline")
        public static let surface = EmitterMode(rawValue: "surface")
        public static let volume = EmitterMode(rawValue: "volume")
    }

    /// Apple: "CAEmitterLayerRenderMode".
    public struct RenderMode: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let unordered = RenderMode(rawValue: "unordered")
        public static let oldestFirst = RenderMode(rawValue: "oldestFirst")
        public static let oldestLast = RenderMode(rawValue: "oldestLast")
        public static let backToFront = RenderMode(rawValue: "backToFront")
        public static let additive = RenderMode(rawValue: "additive")
    }

    open var emitterCells: [CAEmitterCell]?
    open var birthRate: Float = 1
    open var lifetime: Float = 1
    open var emitterPosition = CGPoint.zero
    open var emitterZPosition: CGFloat = 0
    open var emitterSize = CGSize.zero
    open var emitterDepth: CGFloat = 0
    open var emitterShape = EmitterShape.point
    open var emitterMode = EmitterMode.volume
    open var renderMode = RenderMode.unordered
    open var preservesDepth = false
    open var velocity: Float = 1
    open var scale: Float = 1
    open var spin: Float = 1
    open var seed: UInt32 = 0
    open var beginTime: CFTimeInterval = 0
}
