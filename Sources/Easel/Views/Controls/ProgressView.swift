import Foundation

/// Progress towards completing a task, determinate (a fraction) or not (Apple: "ProgressView").
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// Made from a style's configuration: drawn in the default style, not the style that
    /// made it (which would draw it again).
    var drawsDefaultStyle = false

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction.map { $0.isFinite ? Swift.min(Swift.max($0, 0), 1) : 0 }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    @Environment(\.progressViewStyle) private var style

    public var body: some View {
        let value = fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "in progress"
        let style = drawsDefaultStyle ? EnvironmentValues().progressViewStyle : self.style
        return style.makeBody(ProgressViewStyleConfiguration(fractionCompleted: fraction, label: label.map(ControlLabel.init),
                                                            currentValueLabel: currentValueLabel.map(ControlLabel.init)))
            .modifier(AccessibilityModifier { info in
                info.children = .combine
                info.role = .updatesFrequently
                info.value = value
            })
    }

    /// A fraction from a value and a total; nil (indeterminate) without a value, as SwiftUI.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        return total > 0 ? Double(value / total) : 0
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: a spinner.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressView.fraction(value, total), label: nil, currentValueLabel: nil)
    }

    /// Progress from a Foundation `Progress` (Apple: "init(_:)").
    public init(_ progress: Progress) {
        self.init(fraction: progress.isIndeterminate ? nil : progress.fractionCompleted, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The system's progress view for a style's configuration (Apple: "init(_:)"), so a custom
    /// style can wrap it: `ProgressView(configuration).tint(.orange)`.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
        drawsDefaultStyle = true
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressView.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: ProgressView.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressView.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressView.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}
