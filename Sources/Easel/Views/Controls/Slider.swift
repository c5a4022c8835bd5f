import Foundation

/// A control for a value in a range, set by where the thumb sits on a track (Apple: "Slider").
///
/// As wide as offered, 28 pt tall (the thumb); `minimumValueLabel` and `maximumValueLabel` sit
/// at the ends. The thumb follows the pointer from where it goes down on the track; `step`
/// rounds the value.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let setFraction: (Double) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let current = Double(value.wrappedValue - bounds.lowerBound)
        fraction = span > 0 ? Swift.min(Swift.max(current / span, 0), 1) : 0
        setFraction = { fraction in
            var newValue = bounds.lowerBound + V(fraction * span)
            if let step, step > 0 {
                let steps = (Double(newValue - bounds.lowerBound) / Double(step)).rounded()
                newValue = bounds.lowerBound + V(steps * Double(step))
            }
            value.wrappedValue = Swift.min(Swift.max(newValue, bounds.lowerBound), bounds.upperBound)
        }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        let percent = "\(Int((fraction * 100).rounded()))%"
        return HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel }
            SliderTrack(fraction: fraction) { fraction in
                onEditingChanged(true)
                setFraction(fraction)
                onEditingChanged(false)
            }
            if let maximumValueLabel { maximumValueLabel }
        }
        // One adjustable element, labelled by `label` (hidden on iOS), valued in percent.
        .modifier(AccessibilityModifier { info in
            info.children = .ignore
            info.role = .adjustable
            info.value = percent
        })
        .modifier(LabelTextModifier(label: label))
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

/// The track and thumb: tinted up to the thumb, grey after it.
struct SliderTrack: View {
    let fraction: Double
    let set: (Double) -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let thumb = ControlLook.sliderThumb
        GeometryReader { proxy in
            let usable = Swift.max(0, proxy.size.width - thumb)
            let center = thumb / 2 + usable * CGFloat(fraction)
            ZStack(alignment: .leading) {
                Capsule().fill(ControlLook.sliderEmptyTrack).frame(height: ControlLook.sliderTrackHeight)
                Capsule().fill(TintShapeStyle()).frame(width: center, height: ControlLook.sliderTrackHeight)
                // iOS draws the white thumb with a soft shadow; until shadows are drawn, a
                // hairline ring keeps it visible on white.
                Circle().fill(Color.white)
                    .overlay(Circle().stroke(Color.separator, lineWidth: 0.5))
                    .frame(width: thumb, height: thumb)
                    .offset(x: center - thumb / 2)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            .contentShape(Rectangle())
            // The thumb follows the pointer from where it goes down, as UISlider's does.
            .gesture(DragGesture(minimumDistance: 0).onChanged { drag in
                guard usable > 0 else { return }
                set(Double(Swift.min(Swift.max((drag.location.x - thumb / 2) / usable, 0), 1)))
            })
        }
        .frame(height: ControlLook.sliderHeight)
        .opacity(isEnabled ? 1 : 0.5)
    }
}
