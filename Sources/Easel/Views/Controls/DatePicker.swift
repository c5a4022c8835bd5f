import Foundation

/// A control for choosing a date, a time or both (Apple: "DatePicker").
///
/// Drawn by the `DatePickerStyle` around it (`DatePickerStyle.swift`): iOS's default,
/// `.compact`, shows the label and, trailing it, each chosen component in a grey rounded chip —
/// the date as "Nov 24, 2026", the time as "9:41 AM" (in the environment's locale); `.graphical`
/// a month's calendar; `.wheel` spinning columns. A range limits what can be chosen.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let components: Components
    let label: Label
    var minimumDate: Date?
    var maximumDate: Date?
    @Environment(\.datePickerStyle) private var style

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
        minimumDate = range.lowerBound
        maximumDate = range.upperBound
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        minimumDate = range.lowerBound
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        maximumDate = range.upperBound
    }

    public var body: some View {
        style.makeBody(DatePickerStyleConfiguration(label: ControlLabel(label), selection: selection, minimumDate: minimumDate,
                                                    maximumDate: maximumDate, displayedComponents: components))
    }
}

extension DatePicker where Label == DatePickerStyleConfiguration.Label {
    /// The standard date picker for a style's configuration (Apple: "init(_:)").
    public init(_ configuration: DatePickerStyleConfiguration) {
        self.init(selection: configuration.$selection, displayedComponents: configuration.displayedComponents) { configuration.label }
        minimumDate = configuration.minimumDate
        maximumDate = configuration.maximumDate
    }
}

/// How a date picker formats what it shows, in the environment's locale, calendar and zone.
struct DatePickerFormat {
    let locale: Locale
    let calendar: Calendar
    let timeZone: TimeZone

    /// A formatter for `pattern`, for formatting several dates alike.
    func formatter(_ pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        return formatter
    }

    func string(_ date: Date, _ pattern: String) -> String { formatter(pattern).string(from: date) }

    /// The date as iOS's compact chip shows it ("Nov 24, 2026" in en_US).
    func date(_ date: Date) -> String { string(date, DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: locale) ?? "MMM d, y") }

    /// The time as iOS shows it ("9:41 AM" in en_US, "09:41" where the day has 24 hours).
    func time(_ date: Date) -> String { string(date, DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a") }

    /// Whether the locale's clock has AM and PM.
    var usesAMPM: Bool { (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a").contains("a") }

    /// The calendar in the picker's time zone.
    var zoned: Calendar {
        var calendar = self.calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }
}

/// The `.compact` look: the label, then a chip per component; a chip opens its editor in a
/// card (the calendar for the date, the wheel for the time) and shows its text in the tint
/// while it is open. Tapping outside the card closes it.
struct CompactDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    @State private var open: DatePickerComponents?
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        let format = DatePickerFormat(locale: locale, calendar: calendar, timeZone: timeZone)
        let date = configuration.selection
        let components = configuration.displayedComponents
        LabeledControlRow(label: configuration.label, control: HStack(spacing: 6) {
            if components.contains(.date) { chip(format.date(date), part: .date) }
            if components.contains(.hourAndMinute) || components.contains(.hourMinuteAndSecond) {
                chip(format.time(date), part: .hourAndMinute)
            }
        }
        .modifier(PresentingModifier(presented: open.map { part in
            PopoverCard(content: editor(for: part))
        }, dismiss: { open = nil })), spacing: 8)
        .accessibilityElement(children: .combine)
    }

    private func editor(for part: DatePickerComponents) -> AnyView {
        var only = configuration
        if part == .date {
            only.displayedComponents = .date
            return AnyView(GraphicalDatePicker(configuration: only).frame(width: ControlLook.calendarWidth))
        } else {
            only.displayedComponents = configuration.displayedComponents.subtracting(.date)
            return AnyView(WheelDatePicker(configuration: only).labelsHidden().frame(width: ControlLook.timeWheelWidth))
        }
    }

    private func chip(_ text: String, part: DatePickerComponents) -> some View {
        let isOpen = open == part
        return DateChip(text: text, isOpen: isOpen)
            .contentShape(Rectangle())
            .onTapGesture { open = isOpen ? nil : part }
    }
}

/// A date or time in iOS's grey rounded chip, its text in the tint while its editor is open.
struct DateChip: View {
    let text: String
    var isOpen = false

    var body: some View {
        Text(verbatim: text)
            .foregroundStyle(isOpen ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color.primary))
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
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}
