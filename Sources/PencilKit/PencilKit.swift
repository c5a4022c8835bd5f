// `import PencilKit` on Linux: a drawing canvas as note and handwriting apps wrap it in a
// representable (Apple's "PKCanvasView", "PKDrawing", the inking and eraser tools, the tool
// picker). A preview's canvas shows its drawing's strokes and takes no touches; a drawing
// round-trips through `dataRepresentation()`, and one saved by iOS (Apple's own format) does
// not decode here (`PKDrawing(data:)` throws, said once).
@_exported import Foundation
@_exported import UIKit
@_spi(Frameworks) import Easel

/// A point of a stroke (Apple: "PKStrokePoint").
public struct PKStrokePoint: Codable, Sendable {
    public var location: CGPoint
    public var timeOffset: TimeInterval
    public var size: CGSize
    public var opacity: CGFloat
    public var force: CGFloat
    public var azimuth: CGFloat
    public var altitude: CGFloat

    public init(location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat,
                azimuth: CGFloat, altitude: CGFloat) {
        self.location = location
        self.timeOffset = timeOffset
        self.size = size
        self.opacity = opacity
        self.force = force
        self.azimuth = azimuth
        self.altitude = altitude
    }
}

/// The points of a stroke (Apple: "PKStrokePath").
public struct PKStrokePath: Codable, Sendable, RandomAccessCollection {
    public let controlPoints: [PKStrokePoint]
    public let creationDate: Date

    public init() { self.init(controlPoints: [], creationDate: Date()) }
    public init<T: Sequence>(controlPoints: T, creationDate: Date) where T.Element == PKStrokePoint {
        self.controlPoints = Array(controlPoints)
        self.creationDate = creationDate
    }

    public var startIndex: Int { controlPoints.startIndex }
    public var endIndex: Int { controlPoints.endIndex }
    public subscript(index: Int) -> PKStrokePoint { controlPoints[index] }
}

/// A stroke's look (Apple: "PKInk").
public struct PKInk: Sendable {
    /// Apple: "PKInk.InkType".
    public enum InkType: String, Codable, Sendable {
        case pen = "com.apple.ink.pen", pencil = "com.apple.ink.pencil", marker = "com.apple.ink.marker"
        case monoline = "com.apple.ink.monoline", fountainPen = "com.apple.ink.fountainpen"
        case watercolor = "com.apple.ink.watercolor", crayon = "com.apple.ink.crayon"
    }

    public var inkType: InkType
    public var color: UIColor

    public init(_ type: InkType, color: UIColor) {
        inkType = type
        self.color = color
    }
}

/// One stroke of a drawing (Apple: "PKStroke").
public struct PKStroke: Sendable {
    public var ink: PKInk
    public var path: PKStrokePath
    public var transform: CGAffineTransform
    public var randomSeed: UInt32 = 0

    public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil) {
        self.ink = ink
        self.path = path
        self.transform = transform
    }

    /// Its points where they are drawn.
    var points: [CGPoint] { path.controlPoints.map { $0.location.applying(transform) } }

    var renderBounds: CGRect {
        let width = path.controlPoints.map { Swift.max($0.size.width, $0.size.height) }.max() ?? 0
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
            .insetBy(dx: -width / 2, dy: -width / 2)
    }
}

/// Strokes on a canvas (Apple: "PKDrawing").
public struct PKDrawing: Sendable {
    public var strokes: [PKStroke]

    public init() { strokes = [] }
    public init<S: Sequence>(strokes: S) where S.Element == PKStroke { self.strokes = Array(strokes) }

    /// A drawing this module saved; Apple's own format does not decode here.
    public init(data: Data) throws {
        guard let saved = try? JSONDecoder().decode([SavedStroke].self, from: data) else {
            Diagnostics.note("pkdrawing-data", "PencilKit: PKDrawing(data:) reads drawings a preview saved; one saved by iOS (Apple's format) does not decode here.")
            throw CocoaError(.coderReadCorrupt)
        }
        strokes = saved.map(\.stroke)
    }

    public func dataRepresentation() -> Data {
        (try? JSONEncoder().encode(strokes.map(SavedStroke.init))) ?? Data()
    }

    /// The rectangle the strokes cover; `.zero` for an empty drawing.
    public var bounds: CGRect {
        let union = strokes.reduce(CGRect.null) { $0.union($1.renderBounds) }
        return union.isNull ? .zero : union
    }

    public func appending(_ drawing: PKDrawing) -> PKDrawing { PKDrawing(strokes: strokes + drawing.strokes) }
    public mutating func append(_ drawing: PKDrawing) { strokes += drawing.strokes }
    public func transformed(using transform: CGAffineTransform) -> PKDrawing {
        PKDrawing(strokes: strokes.map { stroke in
            var moved = stroke
            moved.transform = stroke.transform.concatenating(transform)
            return moved
        })
    }

    /// The part `rect` of the drawing as an image at `scale` (strokes drawn as lines of their width).
    public func image(from rect: CGRect, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale > 0 ? scale : 1
        let size = CGSize(width: Swift.max(rect.width, 1), height: Swift.max(rect.height, 1))
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            for stroke in strokes {
                let points = stroke.points.map { CGPoint(x: $0.x - rect.minX, y: $0.y - rect.minY) }
                guard let first = points.first else { continue }
                let line = UIBezierPath()
                line.lineWidth = stroke.path.controlPoints.first.map { Swift.max($0.size.width, 1) } ?? 1
                line.move(to: first)
                for point in points.dropFirst() { line.addLine(to: point) }
                if points.count == 1 { line.addLine(to: CGPoint(x: first.x + 0.01, y: first.y)) }
                stroke.ink.color.setStroke()
                line.stroke()
            }
        }
    }

    /// A stroke as this module saves it.
    private struct SavedStroke: Codable {
        var ink: PKInk.InkType
        var color: [CGFloat]
        var points: [PKStrokePoint]
        var transform: [CGFloat]

        init(_ stroke: PKStroke) {
            ink = stroke.ink.inkType
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            _ = stroke.ink.color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            color = [red, green, blue, alpha]
            points = stroke.path.controlPoints
            let t = stroke.transform
            transform = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        }

        var stroke: PKStroke {
            let rgba = color + [0, 0, 0, 1].dropFirst(color.count)
            let t = transform.count == 6 ? transform : [1, 0, 0, 1, 0, 0]
            return PKStroke(ink: PKInk(ink, color: UIColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])),
                            path: PKStrokePath(controlPoints: points, creationDate: Date()),
                            transform: CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
        }
    }
}

/// Apple: "PKTool".
public protocol PKTool: Sendable {}

/// A pen, pencil or marker (Apple: "PKInkingTool").
public struct PKInkingTool: PKTool {
    public typealias InkType = PKInk.InkType

    public var inkType: InkType
    public var color: UIColor
    public var width: CGFloat
    public var ink: PKInk { PKInk(inkType, color: color) }

    public init(_ type: InkType, color: UIColor = .black, width: CGFloat? = nil) {
        inkType = type
        self.color = color
        self.width = width ?? PKInkingTool.defaultWidth(forInkType: type)
    }

    public init(ink: PKInk, width: CGFloat) { self.init(ink.inkType, color: ink.color, width: width) }

    public static func defaultWidth(forInkType inkType: InkType) -> CGFloat {
        switch inkType {
        case .marker: return 15
        case .pencil, .crayon: return 2.5
        default: return 1
        }
    }
}

/// Apple: "PKEraserTool".
public struct PKEraserTool: PKTool {
    /// Apple: "PKEraserTool.EraserType".
    public enum EraserType: Sendable { case vector, bitmap, fixedWidthBitmap }

    public var eraserType: EraserType
    public var width: CGFloat

    public init(_ eraserType: EraserType, width: CGFloat = 10) {
        self.eraserType = eraserType
        self.width = width
    }
}

/// Apple: "PKLassoTool".
public struct PKLassoTool: PKTool {
    public init() {}
}

/// Apple: "PKCanvasViewDrawingPolicy".
public enum PKCanvasViewDrawingPolicy: UInt, Sendable {
    case `default`, anyInput, pencilOnly
}

/// Apple: "PKCanvasViewDelegate".
public protocol PKCanvasViewDelegate: AnyObject {
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
    func canvasViewDidFinishRendering(_ canvasView: PKCanvasView)
    func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
    func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
    public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
    public func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) {}
    public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
    public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
}

/// The drawing surface (Apple: "PKCanvasView", a scroll view); a preview draws its strokes.
open class PKCanvasView: UIScrollView {
    open var drawing = PKDrawing() {
        didSet { delegate?.canvasViewDrawingDidChange(self) }
    }
    open var tool: PKTool = PKInkingTool(.pen, color: .black, width: 1)
    open weak var delegate: PKCanvasViewDelegate?
    open var drawingPolicy = PKCanvasViewDrawingPolicy.default
    @available(*, deprecated, renamed: "drawingPolicy")
    open var allowsFingerDrawing: Bool {
        get { drawingPolicy != .pencilOnly }
        set { drawingPolicy = newValue ? .anyInput : .pencilOnly }
    }
    open var isRulerActive = false
    open var drawingGestureRecognizer: UIGestureRecognizer { UIGestureRecognizer(target: nil, action: nil) }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Apple: "PKToolPickerObserver".
public protocol PKToolPickerObserver: AnyObject {}

/// The floating palette of tools (Apple: "PKToolPicker"); a preview shows no palette.
open class PKToolPicker: NSObject {
    open var selectedTool: PKTool = PKInkingTool(.pen, color: .black, width: 1)
    open private(set) var isVisible = false
    open var showsDrawingPolicyControls = true
    open var colorUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    public override init() { super.init() }

    @available(*, deprecated, message: "Make a PKToolPicker with init()")
    open class func shared(for window: UIWindow) -> PKToolPicker? { PKToolPicker() }

    open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) { isVisible = visible }
    open func addObserver(_ observer: PKToolPickerObserver) {}
    open func removeObserver(_ observer: PKToolPickerObserver) {}
}
