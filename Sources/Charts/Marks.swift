import Foundation
import Easel

/// One mark as the chart draws it: its kind, its values, and what its modifiers set.
public struct ChartMark {
    enum Kind {
        case bar, line, point, area, rule, rectangle, sector
    }

    let kind: Kind
    var x: PlottedValue?
    var y: PlottedValue?
    /// The other end of a range (`yStart`/`yEnd`, `xStart`/`xEnd`).
    var x2: PlottedValue?
    var y2: PlottedValue?
    var xLabel = ""
    var yLabel = ""
    /// For a date bar: the calendar unit it spans.
    var unit: Calendar.Component?
    var width = MarkDimension.automatic
    var height = MarkDimension.automatic
    /// For a date binned by its unit: the unit's length in seconds (the mark sits at its middle).
    var unitSeconds: Double?
    /// A sector's share, radii (of the pie's radius) and the gap on each side of it.
    var angle: Double?
    var innerRadius = MarkDimension.automatic
    var outerRadius = MarkDimension.automatic
    var angularInset: CGFloat = 0
    /// `LineMark(…, series:)` or the category of `foregroundStyle(by:)`: which line a point joins.
    var series: String?
    /// `foregroundStyle(by:)`: the category whose colour the mark takes.
    var styleCategory: String?
    /// `position(by:)`: bars of one x side by side by this category instead of stacked.
    var positionCategory: String?
    var style: AnyShapeStyle?
    var lineWidth: CGFloat = 2
    var dash: [CGFloat] = []
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    var interpolation = InterpolationMethod.linear
    var symbolSize: CGFloat?
    var annotation: ChartAnnotation?
    /// For a `LinePlot` or `AreaPlot` of a function: the function, sampled into marks of this
    /// mark's kind and style before the scales are worked out (`ChartFunction.expand`).
    var function: ChartFunction?

    init(kind: Kind) { self.kind = kind }

    /// A mark at an x and a y, with their labels (and a date's unit).
    init<X: Plottable, Y: Plottable>(_ kind: Kind, x: PlottableValue<X>, y: PlottableValue<Y>) {
        self.kind = kind
        self.x = x.value
        self.y = y.value
        xLabel = x.label
        yLabel = y.label
        unit = x.unit ?? y.unit
    }
}

/// A view drawn next to a mark (`annotation(position:alignment:spacing:content:)`).
struct ChartAnnotation {
    let position: AnnotationPosition
    let content: AnyView
}

/// Apple: "AnnotationPosition".
public struct AnnotationPosition: Hashable, Sendable {
    let name: String
    public static let automatic = AnnotationPosition(name: "automatic")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let overlay = AnnotationPosition(name: "overlay")
    public static let topLeading = AnnotationPosition(name: "topLeading")
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// How a line or area joins its points (Apple: "InterpolationMethod").
public struct InterpolationMethod: Hashable, Sendable {
    let name: String
    public static let linear = InterpolationMethod(name: "linear")
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    public static let cardinal = InterpolationMethod(name: "cardinal")
    public static let monotone = InterpolationMethod(name: "monotone")
    public static let stepStart = InterpolationMethod(name: "stepStart")
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
}

/// How bars and areas of one x stack (Apple: "MarkStackingMethod").
public struct MarkStackingMethod: Hashable, Sendable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard")
    public static let normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center")
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// A mark's dimension (Apple: "MarkDimension"): automatic, a fixed number of points, a ratio
/// of the room the mark has (its band, or a pie's radius), or that room less an inset.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable {
        case automatic
        case fixed(CGFloat)
        case ratio(CGFloat)
        case inset(CGFloat)
    }
    let kind: Kind
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }
    public static let automatic = MarkDimension(kind: .automatic)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }

    /// The size in points, given the room the mark has and its size when automatic.
    func resolved(in room: CGFloat, automatic: CGFloat) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .automatic: value = automatic
        case .fixed(let points): value = points
        case .ratio(let ratio): value = room * ratio
        case .inset(let inset): value = room - inset
        }
        return value.isFinite ? Swift.max(0, value) : automatic
    }
}

/// A primitive mark: it adds itself.
public protocol _PrimitiveMark: ChartContent where Body == Never {
    var _mark: ChartMark { get }
}

extension _PrimitiveMark {
    public func _collect(_ marks: inout [ChartMark]) { marks.append(_mark) }
}

/// A bar from the axis to a value, or between two (Apple: "BarMark").
public struct BarMark: _PrimitiveMark {
    public let _mark: ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.bar, x: x, y: y)
        mark.width = width
        mark.height = height
        _mark = mark
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        var mark = ChartMark(.bar, x: x, y: yEnd)
        mark.y2 = yStart.value
        mark.width = width
        _mark = mark
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        var mark = ChartMark(.bar, x: xEnd, y: y)
        mark.x2 = xStart.value
        mark.height = height
        _mark = mark
    }

    /// A one-dimensional bar along x (Apple: "init(x:height:stacking:)"): the marks of a chart
    /// stack into one horizontal bar, in one unnamed category.
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.init(x: x, y: .value("", ""), height: height, stacking: stacking)
    }

    /// A one-dimensional bar along y (Apple: "init(y:width:stacking:)").
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.init(x: .value("", ""), y: y, width: width, stacking: stacking)
    }
}

/// Points joined by a line, one line per series (Apple: "LineMark").
public struct LineMark: _PrimitiveMark {
    public let _mark: ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        _mark = ChartMark(.line, x: x, y: y)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var mark = ChartMark(.line, x: x, y: y)
        mark.series = series.value.label
        _mark = mark
    }
}

/// A dot at a value (Apple: "PointMark").
public struct PointMark: _PrimitiveMark {
    public let _mark: ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        _mark = ChartMark(.point, x: x, y: y)
    }
}

/// The area under a line, or between two (Apple: "AreaMark").
public struct AreaMark: _PrimitiveMark {
    public let _mark: ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        _mark = ChartMark(.area, x: x, y: y)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.area, x: x, y: yEnd)
        mark.y2 = yStart.value
        _mark = mark
    }
}

/// A line across the plot at a value (Apple: "RuleMark").
public struct RuleMark: _PrimitiveMark {
    public let _mark: ChartMark

    public init<Y: Plottable>(y: PlottableValue<Y>) {
        var mark = ChartMark(kind: .rule)
        mark.y = y.value
        mark.yLabel = y.label
        mark.lineWidth = 1
        _mark = mark
    }

    public init<X: Plottable>(x: PlottableValue<X>) {
        var mark = ChartMark(kind: .rule)
        mark.x = x.value
        mark.xLabel = x.label
        mark.lineWidth = 1
        _mark = mark
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(kind: .rule)
        mark.x2 = xStart.value
        mark.x = xEnd.value
        mark.y = y.value
        mark.lineWidth = 1
        _mark = mark
    }
}

/// A rectangle at a value (Apple: "RectangleMark"), as a heat-map cell.
public struct RectangleMark: _PrimitiveMark {
    public let _mark: ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        var mark = ChartMark(.rectangle, x: x, y: y)
        mark.width = width
        mark.height = height
        _mark = mark
    }
}

/// A slice of a pie or donut (Apple: "SectorMark", iOS 17).
public struct SectorMark: _PrimitiveMark {
    public let _mark: ChartMark

    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                              angularInset: CGFloat? = nil) {
        var mark = ChartMark(kind: .sector)
        mark.angle = angle.value.number
        mark.innerRadius = innerRadius
        mark.outerRadius = outerRadius
        mark.angularInset = angularInset.map { $0.isFinite ? Swift.max(0, $0) : 0 } ?? 0
        _mark = mark
    }
}

extension PlottedValue {
    /// The value as a legend or axis shows it.
    var label: String {
        switch self {
        case .category(let text): return text
        case .number(let value): return value == value.rounded() ? String(Int(value)) : String(value)
        case .date(let date):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.dateFormat = "MMM d"
            return formatter.string(from: date)
        }
    }
}
