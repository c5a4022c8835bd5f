import Foundation

/// A value within a range, shown as a meter (Apple: "Gauge").
///
/// The default iOS style is a linear capacity bar: the label above, a 4 pt bar filled with
/// the tint to the value's fraction, the minimum and maximum labels at its ends;
/// `.accessoryCircular` draws an open ring with the current value in the middle.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyle) private var style

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
                                 minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let raw = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        fraction = raw.isFinite ? Swift.min(Swift.max(raw, 0), 1) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public var body: some View {
        style.makeBody(GaugeStyleConfiguration(value: fraction, label: ControlLabel(label),
                                               currentValueLabel: currentValueLabel.map(ControlLabel.init),
                                               minimumValueLabel: minimumValueLabel.map(ControlLabel.init),
                                               maximumValueLabel: maximumValueLabel.map(ControlLabel.init)))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
                  maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// How a gauge looks (Apple: "GaugeStyle").
// Isolated to the main actor, `@preconcurrency`, as SwiftUI's (iOS 18 SDK): a style's `makeBody` calls views' modifiers.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a `GaugeStyle` draws (Apple: "GaugeStyleConfiguration").
public struct GaugeStyleConfiguration {
    /// The value's position in the range, from 0 to 1.
    public let value: Double
    public let label: ControlLabel
    public let currentValueLabel: ControlLabel?
    public let minimumValueLabel: ControlLabel?
    public let maximumValueLabel: ControlLabel?
}

/// iOS's default gauge: a linear capacity bar (Apple: "LinearCapacityGaugeStyle").
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 8) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption) }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(ControlLook.progressTrack)
                        Capsule().fill(TintShapeStyle()).frame(width: proxy.size.width * CGFloat(configuration.value))
                    }
                }
                .frame(height: ControlLook.progressBarHeight)
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption) }
            }
            if let current = configuration.currentValueLabel { current.font(.caption).foregroundStyle(Color.secondary) }
        }
    }
}

/// A ring open at the bottom with the current value inside (Apple: "AccessoryCircularGaugeStyle",
/// `.accessoryCircular`, made for widgets): 58 pt, 6 pt stroke (uncertain: screenshots).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeArc(fraction: 1).stroke(ControlLook.progressTrack, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            GaugeArc(fraction: configuration.value).stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 6, lineCap: .round))
            (configuration.currentValueLabel.map { AnyView($0) } ?? AnyView(configuration.label)).font(.system(size: 15, weight: .medium))
        }
        .frame(width: 58, height: 58)
    }
}

/// The ring of a circular gauge: 288° open at the bottom, drawn clockwise from its lower left.
private struct GaugeArc: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        let sweep = 288.0
        let start = 90.0 + (360 - sweep) / 2
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: Swift.min(rect.width, rect.height) / 2 - 3,
                    startAngle: .degrees(start), endAngle: .degrees(start + sweep * fraction), clockwise: false)
        return path
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var automatic: LinearCapacityGaugeStyle { .init() }
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = AnyControlStyle<GaugeStyleConfiguration> { LinearCapacityGaugeStyle().makeBody(configuration: $0) }
}

extension EnvironmentValues {
    var gaugeStyle: AnyControlStyle<GaugeStyleConfiguration> {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the gauges in the view (Apple: "gaugeStyle(_:)").
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyControlStyle { style.makeBody(configuration: $0) })
    }
}
