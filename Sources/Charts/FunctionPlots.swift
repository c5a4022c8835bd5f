import Foundation
import Easel

// Swift Charts' vectorized plots (iOS 18): `LinePlot` and `AreaPlot` of a function y = f(x), or
// of a whole collection at once. A function is drawn by sampling it across the x domain into
// the line or area marks a `LineMark`/`AreaMark` would make; x values where it returns NaN or
// infinity break the line (Apple: "For x values where the function is undefined or is
// infinity, the function is expected to return `Double.nan` or `Double.infinity`").

/// A function plot's content (Apple: "FunctionLinePlotContent", "FunctionAreaPlotContent").
public struct FunctionLinePlotContent {}
public struct FunctionAreaPlotContent {}

/// A plot's content drawn from a collection (Apple: "VectorizedLinePlotContent").
public struct VectorizedLinePlotContent<Data: RandomAccessCollection> {}
public struct VectorizedAreaPlotContent<Data: RandomAccessCollection> {}

/// A labelled property of a collection's elements (Apple: "PlottableProjection"):
/// `.value("Date", \.date)`.
public struct PlottableProjection<Element, Value: Plottable> {
    let label: String
    let keyPath: KeyPath<Element, Value>

    public static func value<S: StringProtocol>(_ label: S, _ keyPath: KeyPath<Element, Value>) -> PlottableProjection {
        PlottableProjection(label: String(label), keyPath: keyPath)
    }

    public static func value(_ label: LocalizedStringKey, _ keyPath: KeyPath<Element, Value>) -> PlottableProjection {
        PlottableProjection(label: "", keyPath: keyPath)
    }

    public static func value(_ label: Text, _ keyPath: KeyPath<Element, Value>) -> PlottableProjection {
        PlottableProjection(label: "", keyPath: keyPath)
    }

    func plottable(of element: Element) -> PlottableValue<Value> {
        .value(label, element[keyPath: keyPath])
    }
}

/// A function to sample into marks: its own x domain, if it has one, and its value at x (the
/// second value is the start of an area between two functions).
struct ChartFunction {
    let domain: ClosedRange<Double>?
    let evaluate: (Double) -> (y: Double, yStart: Double?)

    /// How many intervals a function is sampled in across its domain: finer than a point on a
    /// phone-wide plot at 2× scale is not needed for a smooth line.
    static let sampleCount = 240

    /// `marks` with each function mark replaced by the marks of its samples. A function takes
    /// its own domain, else the chart's x scale's, else the x extent of the other marks, else
    /// 0...1 (Easel's choice: the extent of an empty linear scale).
    static func expand(_ marks: [ChartMark], scaleDomain: ClosedRange<Double>?) -> [ChartMark] {
        guard marks.contains(where: { $0.function != nil }) else { return marks }
        let otherXs = marks.filter { $0.function == nil }.flatMap { [$0.x?.number, $0.x2?.number] }.compactMap { $0 }
        let dataDomain = otherXs.min().flatMap { low in otherXs.max().map { low...$0 } }
        var result: [ChartMark] = []
        for (index, mark) in marks.enumerated() {
            guard let function = mark.function else {
                result.append(mark)
                continue
            }
            let domain = function.domain ?? scaleDomain ?? dataDomain ?? 0...1
            let base = (mark.series ?? "") + "\u{1}plot\(index)"
            var segment = 0, inSegment = false
            for step in 0...sampleCount {
                let x = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(step) / Double(sampleCount)
                let value = function.evaluate(x)
                guard value.y.isFinite, value.yStart?.isFinite ?? true else {
                    if inSegment { segment += 1 }
                    inSegment = false
                    continue
                }
                inSegment = true
                var sample = mark
                sample.function = nil
                sample.x = .number(x)
                sample.y = .number(value.y)
                sample.y2 = value.yStart.map { .number($0) }
                sample.series = base + "#\(segment)"
                result.append(sample)
            }
        }
        return result
    }
}

/// A line through a function or through a collection (Apple: "LinePlot", iOS 18).
public struct LinePlot<Content>: ChartContent {
    public typealias Body = Never
    let make: (inout [ChartMark]) -> Void

    public func _collect(_ marks: inout [ChartMark]) { make(&marks) }
}

extension LinePlot where Content == FunctionLinePlotContent {
    /// The graph of y = f(x) (Apple: "init(x:y:domain:function:)"); with no `domain`, across the
    /// chart's x scale.
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                       function: @escaping @Sendable (Double) -> Double) {
        self.init(label: (String(x), String(y)), domain: domain, function: function)
    }

    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        self.init(label: ("", ""), domain: domain, function: function)
    }

    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        self.init(label: ("", ""), domain: domain, function: function)
    }

    private init(label: (String, String), domain: ClosedRange<Double>?, function: @escaping @Sendable (Double) -> Double) {
        var mark = ChartMark(kind: .line)
        mark.xLabel = label.0
        mark.yLabel = label.1
        mark.function = ChartFunction(domain: domain) { (function($0), nil) }
        make = { $0.append(mark) }
    }
}

extension LinePlot {
    /// One line through every element of `data` (Apple: "init(_:x:y:)").
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                         y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedLinePlotContent<Data> {
        make = { marks in
            for element in data { marks.append(ChartMark(.line, x: x.plottable(of: element), y: y.plottable(of: element))) }
        }
    }

    /// One line per series through the elements of `data` (Apple: "init(_:x:y:series:)").
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>
    ) where Content == VectorizedLinePlotContent<Data> {
        make = { marks in
            for element in data {
                var mark = ChartMark(.line, x: x.plottable(of: element), y: y.plottable(of: element))
                mark.series = series.plottable(of: element).value.label
                marks.append(mark)
            }
        }
    }
}

/// The area under a function or a collection, or between two (Apple: "AreaPlot", iOS 18).
public struct AreaPlot<Content>: ChartContent {
    public typealias Body = Never
    let make: (inout [ChartMark]) -> Void

    public func _collect(_ marks: inout [ChartMark]) { make(&marks) }
}

extension AreaPlot where Content == FunctionAreaPlotContent {
    /// The area between zero and y = f(x) (Apple: "init(x:y:domain:function:)").
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                       function: @escaping @Sendable (Double) -> Double) {
        self.init(domain: domain) { (function($0), nil) }
    }

    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        self.init(domain: domain) { (function($0), nil) }
    }

    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        self.init(domain: domain) { (function($0), nil) }
    }

    /// The area between two functions (Apple: "init(x:yStart:yEnd:domain:function:)").
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        self.init(domain: domain) { let value = function($0); return (value.yEnd, value.yStart) }
    }

    public init(x: LocalizedStringKey, yStart: LocalizedStringKey, yEnd: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(domain: domain) { let value = function($0); return (value.yEnd, value.yStart) }
    }

    private init(domain: ClosedRange<Double>?, evaluate: @escaping (Double) -> (y: Double, yStart: Double?)) {
        var mark = ChartMark(kind: .area)
        mark.function = ChartFunction(domain: domain, evaluate: evaluate)
        make = { $0.append(mark) }
    }
}

extension AreaPlot {
    /// The area under a line through every element of `data` (Apple: "init(_:x:y:stacking:)").
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                         y: PlottableProjection<Data.Element, Y>,
                                                                         stacking: MarkStackingMethod = .standard)
    where Content == VectorizedAreaPlotContent<Data> {
        make = { marks in
            for element in data { marks.append(ChartMark(.area, x: x.plottable(of: element), y: y.plottable(of: element))) }
        }
    }

    /// The area between two values of each element (Apple: "init(_:x:yStart:yEnd:)").
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                         yStart: PlottableProjection<Data.Element, Y>,
                                                                         yEnd: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedAreaPlotContent<Data> {
        make = { marks in
            for element in data {
                var mark = ChartMark(.area, x: x.plottable(of: element), y: yEnd.plottable(of: element))
                mark.y2 = yStart.plottable(of: element).value
                marks.append(mark)
            }
        }
    }
}
