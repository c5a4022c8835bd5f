import Foundation
import Easel

/// Chart content with a change to each of its marks.
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    let change: (inout ChartMark) -> Void

    public func _collect(_ marks: inout [ChartMark]) {
        let start = marks.count
        content._collect(&marks)
        for index in start..<marks.count { change(&marks[index]) }
    }
}

extension ChartContent {
    private func modified(_ change: @escaping (inout ChartMark) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, change: change)
    }

    /// Draws the marks in `style` (Apple: "foregroundStyle(_:)").
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedChartContent<Self> {
        let erased = AnyShapeStyle(style)
        return modified { $0.style = erased }
    }

    /// Colours the marks by a category, from the chart's palette, with a legend (Apple:
    /// "foregroundStyle(by:)"); lines of one category form one series.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedChartContent<Self> {
        let category = value.value.label
        return modified { mark in
            mark.styleCategory = category
            if mark.series == nil { mark.series = category }
        }
    }

    /// Apple: "symbol(by:)": points of a category share a symbol; they are drawn as circles.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedChartContent<Self> {
        let category = value.value.label
        return modified { if $0.series == nil { $0.series = category } }
    }

    /// Apple: "symbol(_:)".
    public func symbol<S>(_ symbol: S) -> _ModifiedChartContent<Self> { modified { _ in } }

    /// Apple: "symbolSize(_:)".
    public func symbolSize(_ size: CGFloat) -> _ModifiedChartContent<Self> { modified { $0.symbolSize = size } }

    /// Places bars of one x side by side by a category (Apple: "position(by:axis:span:)").
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> _ModifiedChartContent<Self> {
        let category = value.value.label
        return modified { $0.positionCategory = category }
    }

    /// Apple: "interpolationMethod(_:)".
    public func interpolationMethod(_ method: InterpolationMethod) -> _ModifiedChartContent<Self> {
        modified { $0.interpolation = method }
    }

    /// Apple: "lineStyle(_:)".
    public func lineStyle(_ style: StrokeStyle) -> _ModifiedChartContent<Self> {
        modified { mark in
            mark.lineWidth = style.lineWidth
            mark.dash = style.dash
        }
    }

    /// Rounds bars and rectangles (Apple: "cornerRadius(_:style:)").
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> _ModifiedChartContent<Self> {
        modified { $0.cornerRadius = radius }
    }

    /// Apple: "opacity(_:)".
    public func opacity(_ value: Double) -> _ModifiedChartContent<Self> { modified { $0.opacity = value } }

    /// A view next to each mark (Apple: "annotation(position:alignment:spacing:content:)").
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> _ModifiedChartContent<Self> {
        let annotation = ChartAnnotation(position: position, content: AnyView(content()))
        return modified { $0.annotation = annotation }
    }

    /// Apple: "accessibilityLabel(_:)" for marks.
    public func accessibilityLabel(_ label: Text) -> _ModifiedChartContent<Self> { modified { _ in } }
    public func accessibilityValue(_ value: Text) -> _ModifiedChartContent<Self> { modified { _ in } }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> _ModifiedChartContent<Self> { modified { _ in } }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> _ModifiedChartContent<Self> { modified { _ in } }
}
