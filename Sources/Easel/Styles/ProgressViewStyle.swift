import Foundation

/// How a progress view looks (Apple: "ProgressViewStyle").
// Isolated to the main actor, `@preconcurrency`, as SwiftUI's (iOS 18 SDK): a style's `makeBody` calls views' modifiers.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` draws (Apple: "ProgressViewStyleConfiguration").
public struct ProgressViewStyleConfiguration {
    public typealias Label = ControlLabel
    public typealias CurrentValueLabel = ControlLabel
    /// From 0 to 1; nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// A bar that fills with the tint (Apple: "LinearProgressViewStyle", `.linear`); with no
/// fraction, an empty bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(ControlLook.progressTrack)
                    Capsule().fill(TintShapeStyle())
                        .frame(width: proxy.size.width * CGFloat(configuration.fractionCompleted ?? 0))
                }
            }
            .frame(height: ControlLook.progressBarHeight)
            if let current = configuration.currentValueLabel {
                current.font(.footnote).foregroundStyle(Color.secondary)
            }
        }
    }
}

/// iOS's activity indicator, a spinner, for any progress (Apple: "CircularProgressViewStyle",
/// `.circular`); its label sits below it in secondary grey.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// Deprecated in iOS 17 for `tint(_:)`.
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            Spinner(styleTint: tint)
            if let label = configuration.label { label.foregroundStyle(Color.secondary) }
        }
    }
}

/// `UIActivityIndicatorView.Style.medium`: eight spokes, fading around the circle; `.large`
/// (37 pt) at `.controlSize(.large)` and `.extraLarge` (`ControlLook.spinnerSize(_:)`).
/// Grey unless tinted: `tint(_:)` or the style's `tint:` colours the spokes (iOS 16 and later).
private struct Spinner: View {
    var styleTint: Color? = nil
    @Environment(\.controlSize) private var controlSize
    @Environment(\.tint) private var tint

    var body: some View {
        let size = ControlLook.spinnerSize(controlSize)
        let count = ControlLook.spinnerSpokes
        let color = styleTint ?? tint ?? Color.secondary
        ZStack {
            ForEach(0..<count, id: \.self) { index in
                Capsule().fill(color)
                    .frame(width: size * 0.1, height: size * 0.28)
                    .offset(y: -size * 0.34)
                    .rotationEffect(.degrees(Double(index) * 360 / Double(count)))
                    .opacity(1 - Double(index) * 0.7 / Double(count))
            }
        }
        .frame(width: size, height: size)
    }
}

/// iOS's default: a bar for determinate progress, a spinner otherwise (Apple:
/// "DefaultProgressViewStyle", `.automatic`).
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() } }

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = AnyControlStyle<ProgressViewStyleConfiguration> { DefaultProgressViewStyle().makeBody(configuration: $0) }
}

extension EnvironmentValues {
    var progressViewStyle: AnyControlStyle<ProgressViewStyleConfiguration> {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the progress views in the view (Apple: "progressViewStyle(_:)").
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyControlStyle { style.makeBody(configuration: $0) })
    }
}
