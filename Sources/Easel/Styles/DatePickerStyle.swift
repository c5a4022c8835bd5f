import Foundation

/// How a date picker looks and behaves (Apple: "DatePickerStyle"). Write one as in SwiftUI, from
/// the configuration's label, `$selection`, range and components; the built-in styles are made
/// the same way.
public protocol DatePickerStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DatePickerStyleConfiguration
}

/// The properties of a `DatePicker` a style draws (Apple: "DatePickerStyleConfiguration").
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a `DatePicker` (Apple: "DatePickerStyleConfiguration.Label").
    public typealias Label = ControlLabel
    /// A description of the date picker.
    public let label: Label
    /// The date the picker shows; setting it sets the picker's binding.
    @Binding public var selection: Date
    /// The oldest selectable date.
    public var minimumDate: Date?
    /// The most recent selectable date.
    public var maximumDate: Date?
    /// The date components that the user is able to view and edit.
    public var displayedComponents: DatePickerComponents

    /// `date` moved into the picker's range.
    func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    func contains(_ date: Date) -> Bool { clamped(date) == date }
}

/// iOS's default for date pickers: `.compact` (Apple: "DefaultDatePickerStyle", `.automatic`).
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CompactDatePicker(configuration: configuration) }
}

/// The label leading and a grey chip per component trailing; tapping the date chip opens a
/// calendar, the time chip a time wheel, each in a card beside it (Apple: "CompactDatePickerStyle").
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CompactDatePicker(configuration: configuration) }
}

/// Spinning columns: month, day and year, or day, hour, minute and AM/PM (Apple: "WheelDatePickerStyle").
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { WheelDatePicker(configuration: configuration) }
}

/// A month's calendar, and the time below it when it is shown (Apple: "GraphicalDatePickerStyle").
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GraphicalDatePicker(configuration: configuration) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = AnyControlStyle<DatePickerStyleConfiguration> { DefaultDatePickerStyle().makeBody(configuration: $0) }
}

extension EnvironmentValues {
    var datePickerStyle: AnyControlStyle<DatePickerStyleConfiguration> {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the date pickers in the view (Apple: "datePickerStyle(_:)").
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, AnyControlStyle { style.makeBody(configuration: $0) })
    }
}
