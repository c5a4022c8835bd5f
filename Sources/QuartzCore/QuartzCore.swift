// `import QuartzCore` on Linux: Core Animation's layers, as UIKit and AVFoundation code
// configures them (`view.layer.cornerRadius`, `layer.borderColor = UIColor.gray.cgColor`, a
// camera's preview layer added as a sublayer). Their settings and sublayers are kept; nothing
// draws or animates them: a preview draws SwiftUI.
@_exported import Foundation
@_exported import class Easel.CGColor
@_exported import class Easel.CGPath
import Easel

/// A rectangle of drawing (Apple: "CALayer").
open class CALayer: NSObject {
    open var frame = CGRect.zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var opacity: Float = 1
    open var isHidden = false
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    open var zPosition: CGFloat = 0
    open var contentsScale: CGFloat = 1
    open var name: String?
    /// Apple: "filters" (Core Image filters on the layer); kept, not applied.
    open var filters: [Any]?
    open var backgroundFilters: [Any]?
    open var compositingFilter: Any?
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?

    public override init() { super.init() }

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: Swift.min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutSublayers() {}
}

/// A gradient layer (Apple: "CAGradientLayer").
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
}

/// A path layer (Apple: "CAShapeLayer").
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
}

/// Apple: "CACurrentMediaTime()": seconds of the machine's monotonic clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    CFTimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
}

/// Apple: "CFTimeInterval".
public typealias CFTimeInterval = Double
