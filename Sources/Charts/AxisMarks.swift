import Foundation
import Easel

/// Axis content: the marks, grid lines, ticks and labels of an axis (Apple: "AxisContent").
public protocol AxisContent {}

/// Builds axis content (Apple: "AxisContentBuilder"): the `AxisMarks` of a `chartXAxis { … }`
/// or `chartYAxis { … }`, together.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    public static func buildBlock(_ parts: any AxisContent...) -> AxisMarks { AxisMarks(specs: parts.flatMap(AxisSpec.specs(of:))) }
    public static func buildOptional(_ content: (any AxisContent)?) -> AxisMarks { AxisMarks(specs: content.map(AxisSpec.specs(of:)) ?? []) }
    public static func buildEither(first: any AxisContent) -> AxisMarks { AxisMarks(specs: AxisSpec.specs(of: first)) }
    public static func buildEither(second: any AxisContent) -> AxisMarks { AxisMarks(specs: AxisSpec.specs(of: second)) }
    public static func buildLimitedAvailability(_ content: any AxisContent) -> AxisMarks { AxisMarks(specs: AxisSpec.specs(of: content)) }
}

/// Builds the marks drawn at each axis value (Apple: "AxisMarkBuilder").
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<C: AxisMark>(_ content: C) -> C { content }
    public static func buildBlock(_ parts: any AxisMark...) -> _AxisMarkList { _AxisMarkList(parts.flatMap(_AxisMarkList.flatten)) }
    public static func buildOptional(_ content: (any AxisMark)?) -> _AxisMarkList { _AxisMarkList(content.map(_AxisMarkList.flatten) ?? []) }
    public static func buildEither(first: any AxisMark) -> _AxisMarkList { _AxisMarkList(_AxisMarkList.flatten(first)) }
    public static func buildEither(second: any AxisMark) -> _AxisMarkList { _AxisMarkList(_AxisMarkList.flatten(second)) }
    public static func buildLimitedAvailability(_ content: any AxisMark) -> _AxisMarkList { _AxisMarkList(_AxisMarkList.flatten(content)) }
}

/// One kind of mark on an axis (Apple: "AxisMark"): `AxisGridLine`, `AxisTick`, `AxisValueLabel`.
public protocol AxisMark {}

/// The marks an `AxisMarkBuilder` built, in order.
public struct _AxisMarkList: AxisMark {
    let marks: [any AxisMark]
    init(_ marks: [any AxisMark]) { self.marks = marks }
    static func flatten(_ mark: any AxisMark) -> [any AxisMark] {
        (mark as? _AxisMarkList)?.marks ?? [mark]
    }
}

/// The value an axis mark is drawn for (Apple: "AxisValue"): its place among the axis's values
/// and the value itself, read with `as(_:)`.
public struct AxisValue {
    public let index: Int
    public let count: Int
    let value: PlottedValue
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch value {
        case .number(let number):
            return (number as? P) ?? (Int(exactly: number) as? P) ?? (Float(number) as? P) ?? (CGFloat(number) as? P)
        case .date(let date): return date as? P
        case .category(let name): return name as? P
        }
    }
}

/// Where axis values are (Apple: "AxisMarkValues").
public struct AxisMarkValues {
    enum Storage {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case dates(Calendar.Component, count: Int, calendar: Calendar?)
        case values([PlottedValue])
    }
    let storage: Storage

    public static let automatic = AxisMarkValues(storage: .automatic(desiredCount: nil))
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount))
    }
    public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount))
    }
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: stepSize.isFinite && stepSize > 0 ? .stride(stepSize) : .automatic(desiredCount: nil))
    }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .dates(component, count: Swift.max(1, count), calendar: calendar))
    }
    init(storage: Storage) { self.storage = storage }
    public init() { storage = .automatic(desiredCount: nil) }
    public init<P: Plottable>(_ values: [P]) { storage = .values(values.map(\._plotted)) }
}

/// Apple: "AxisMarkPosition".
public struct AxisMarkPosition: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic")
    public static let leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing")
    public static let top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// Apple: "AxisMarkPreset".
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// The marks of an axis (Apple: "AxisMarks"): at which values, on which side, and what is
/// drawn at each — by default a grid line and a label (as `ChartPlot` draws the default axes).
public struct AxisMarks: AxisContent {
    let specs: [AxisSpec]

    init(specs: [AxisSpec]) { self.specs = specs }

    public init() { specs = [AxisSpec(position: .automatic, values: .automatic, content: nil)] }

    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        specs = [AxisSpec(position: position, values: values, content: nil)]
    }

    public init<Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                   values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        specs = [AxisSpec(position: position, values: values, content: { _AxisMarkList.flatten(content($0)) })]
    }

    public init<P: Plottable, Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                                 values: [P], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: AxisMarkValues(values), content: content)
    }

    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]) {
        self.init(preset: preset, position: position, values: AxisMarkValues(values))
    }

    /// The same marks at every value, from content that does not read the value (Apple's
    /// `content: () -> Content` initialisers): `AxisMarks(position: .leading) { AxisValueLabel() }`.
    public init<Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                   values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: values) { (_: AxisValue) in content() }
    }

    public init<P: Plottable, Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                                 values: [P], @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: AxisMarkValues(values)) { (_: AxisValue) in content() }
    }
}

/// A grid line across the plot at the value (Apple: "AxisGridLine").
public struct AxisGridLine: AxisMark {
    let stroke: StrokeStyle?
    var style: AnyShapeStyle?
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine {
        var copy = self
        copy.style = AnyShapeStyle(style)
        return copy
    }
}

/// A short tick outside the plot at the value (Apple: "AxisTick").
public struct AxisTick: AxisMark {
    let length: CGFloat?
    let stroke: StrokeStyle?
    var style: AnyShapeStyle?
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
        self.length = length
        self.stroke = stroke
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick {
        var copy = self
        copy.style = AnyShapeStyle(style)
        return copy
    }
}

/// The label of the value (Apple: "AxisValueLabel"): the value as the axis writes it, in a
/// format, a string of the caller's, or a view.
public struct AxisValueLabel: AxisMark {
    enum Content {
        case automatic
        /// Formats the value in a locale (the chart's environment's, as `Text(_:format:)`).
        case format((PlottedValue, Locale) -> String?)
        case text(String)
        case view(AnyView)
    }
    let content: Content
    /// Centred in the interval up to the next value (a day's bar) rather than at the value.
    let centered: Bool
    var font: Font?
    var style: AnyShapeStyle?

    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        content = .automatic
        self.centered = centered ?? false
    }

    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) {
        self.centered = centered ?? false
        content = .format { value, locale in
            let input: Any
            switch value {
            case .number(let number):
                input = [number as Any, Int(exactly: number) as Any, Float(number) as Any, Decimal(number) as Any]
                    .first { $0 is F.FormatInput } ?? number
            case .date(let date): input = date
            case .category(let name): input = name
            }
            guard let typed = input as? F.FormatInput else { return nil }
            let output = format.locale(locale).format(typed)
            if let string = output as? String { return string }
            if let attributed = output as? AttributedString { return String(attributed.characters) }
            return String(describing: output)
        }
    }

    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = .view(AnyView(content()))
        self.centered = centered ?? false
    }

    public init<S: StringProtocol>(_ label: S) {
        content = .text(String(label))
        centered = false
    }

    public func font(_ font: Font?) -> AxisValueLabel {
        var copy = self
        copy.font = font
        return copy
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel {
        var copy = self
        copy.style = AnyShapeStyle(style)
        return copy
    }
}

/// Apple: "AxisValueLabelCollisionResolution".
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .init() }
    public static func truncate(maximumLength: CGFloat? = nil) -> AxisValueLabelCollisionResolution { .init() }
}

/// Apple: "AxisValueLabelOrientation".
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

/// One `AxisMarks`: where its values are, its side, and what it draws at each value (nil: the
/// default grid line and label).
struct AxisSpec {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    let content: ((AxisValue) -> [any AxisMark])?

    static func specs(of content: any AxisContent) -> [AxisSpec] {
        (content as? AxisMarks)?.specs ?? []
    }
}
