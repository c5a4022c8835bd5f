import Foundation

/// A control for choosing a date, a time or both (Apple: "DatePicker").
///
/// iOS's default, `.compact`, shows the label and, trailing it, each chosen component in a
/// grey rounded chip: the date as "Nov 24, 2026", the time as "9:41 AM" (en_US, the preview's
/// locale). `.wheel` and `.graphical` are drawn the same way for now; choosing a date in the
/// window is not done yet.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let components: Components
    let label: Label
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    /// Which parts of a date the picker shows (Apple: "DatePickerComponents").
    public typealias Components = DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection
        components = displayedComponents
        self.label = label()
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        LabeledControlRow(label: label, control: HStack {
            if components.contains(.date) { chip(format("MMM d, yyyy")) }
            if components.contains(.hourAndMinute) { chip(format("h:mm a")) }
        }, spacing: 8)
        .accessibilityElement(children: .combine)
    }

    private func format(_ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        return formatter.string(from: selection.wrappedValue)
    }

    private func chip(_ text: String) -> some View {
        Text(verbatim: text)
            .padding(ControlLook.chipPadding)
            .background(RoundedRectangle(cornerRadius: ControlLook.chipCornerRadius).fill(ControlLook.chipBackground))
    }
}

/// Apple: "DatePickerComponents".
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// How a date picker looks (Apple: "DatePickerStyle"); only the built-in styles exist.
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }

extension View {
    /// Sets the style of date pickers (Apple: "datePickerStyle(_:)"). Every style is drawn as
    /// `.compact` for now, and says so once.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        if !(style is CompactDatePickerStyle || style is DefaultDatePickerStyle) {
            Diagnostics.warnOnce("date-picker-style", "datePickerStyle: .wheel and .graphical date pickers are drawn as .compact for now.")
        }
        return self
    }
}

/// A control for choosing a colour (Apple: "ColorPicker"): the label, and trailing it a 28 pt
/// well of the chosen colour. Choosing another colour in the window is not done yet.
public struct ColorPicker<Label: View>: View {
    let selection: Color
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.label = label()
    }

    public var body: some View {
        LabeledControlRow(label: label, control: Circle().fill(selection)
            .overlay(Circle().stroke(Color.separator, lineWidth: 0.5))
            .frame(width: ControlLook.colorWell, height: ControlLook.colorWell), spacing: 8)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
