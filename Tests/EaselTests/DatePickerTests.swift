import XCTest
@testable import Easel
import EaselRaster

/// Date pickers as apps write them: a compact row whose chips open a calendar and a time
/// wheel, a graphical calendar with its month arrows and range, wheels, and a custom
/// `DatePickerStyle` — chosen by taps as a person chooses.
final class DatePickerTests: XCTestCase {
    /// 14 November 2023, 22:13:20 UTC (the previews' zone is the host's; the tests pin UTC).
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    struct Booking: View {
        @State var date = DatePickerTests.start
        var style = 0
        var range: ClosedRange<Date>? = nil
        var components: DatePickerComponents = .date
        var body: some View {
            VStack {
                picker.accessibilityIdentifier("picker")
                Text(date.formatted(.iso8601)).accessibilityIdentifier("chosen")
                Spacer()
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .environment(\.calendar, Calendar(identifier: .gregorian))
        }

        @ViewBuilder var picker: some View {
            let base = range.map { DatePicker("Check-in", selection: $date, in: $0, displayedComponents: components) }
                ?? DatePicker("Check-in", selection: $date, displayedComponents: components)
            switch style {
            case 1: base.datePickerStyle(.graphical)
            case 2: base.datePickerStyle(.wheel)
            default: base
            }
        }
    }

    private func tap(_ host: PreviewHost, _ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let frame = try XCTUnwrap(host.frameOfText(text), "\(text) is shown", file: file, line: line)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    func testTheGraphicalCalendarChoosesATappedDayKeepingTheTime() throws {
        let host = phoneHost(Booking(style: 1))
        XCTAssertNotNil(host.frameOfText("November 2023"))
        XCTAssertNotNil(host.frameOfText("WED"), "weekday symbols, upper-cased")
        let first = try XCTUnwrap(host.frameOfText("1")), wednesday = try XCTUnwrap(host.frameOfText("WED"))
        XCTAssertEqual(first.midX, wednesday.midX, accuracy: 1, "1 November 2023 was a Wednesday")
        try tap(host, "21")
        XCTAssertEqual(host.text(of: "chosen"), "2023-11-21T22:13:20Z")
        XCTAssertTrue(host.accessibilityTree().contains { $0.label == "21" && $0.traits.contains("selected") })
    }

    func testTheArrowsShowTheNextMonthAndARangeDisablesDaysOutsideIt() throws {
        let end = DatePickerTests.start.addingTimeInterval(86_400 * 20)
        let host = phoneHost(Booking(style: 1, range: DatePickerTests.start...end))
        let next = try XCTUnwrap(host.accessibilityTree().first { $0.label == "Next Month" })
        host.tap(at: CGPoint(x: next.frame.midX, y: next.frame.midY))
        XCTAssertNotNil(host.frameOfText("December 2023"))
        try tap(host, "2")
        XCTAssertEqual(host.text(of: "chosen"), "2023-12-02T22:13:20Z", "2 December is inside the range")
        try tap(host, "20")
        XCTAssertEqual(host.text(of: "chosen"), "2023-12-02T22:13:20Z", "20 December is after the range's end")
    }

    func testTheCompactChipsOpenACalendarAndATimeWheelInACard() throws {
        let host = phoneHost(Booking(components: [.date, .hourAndMinute]))
        XCTAssertNotNil(host.frameOfText("Nov 14, 2023"))
        XCTAssertNil(host.frameOfText("November 2023"))
        try tap(host, "Nov 14, 2023")
        let title = try XCTUnwrap(host.frameOfText("November 2023"), "the date chip opens the calendar")
        XCTAssertGreaterThan(title.minY, try XCTUnwrap(host.frameOfText("Nov 14, 2023")).maxY, "below the chip")
        try tap(host, "16")
        XCTAssertEqual(host.text(of: "chosen"), "2023-11-16T22:13:20Z")
        XCTAssertNotNil(host.frameOfText("Nov 16, 2023"), "the chip shows the new date")
        host.tap(at: CGPoint(x: 200, y: 800))
        XCTAssertNil(host.frameOfText("November 2023"), "a tap outside closes the card")
        // "10:13 PM" with the narrow no-break space Foundation (and iOS 17+) put before "PM".
        try tap(host, try XCTUnwrap(host.shownTexts().first { $0.hasPrefix("10:13") }))
        XCTAssertNotNil(host.frameOfText("PM"), "the time chip opens the wheels")
        let eleven = try XCTUnwrap(host.frameOfText("11"))
        host.tap(at: CGPoint(x: eleven.midX, y: eleven.midY))
        XCTAssertEqual(host.text(of: "chosen"), "2023-11-16T23:13:20Z", "the hour wheel moved to 11 PM")
    }

    func testWheelsStepTheirOwnColumnAndWrapRound() throws {
        let host = phoneHost(Booking(style: 2))
        XCTAssertNotNil(host.frameOfText("Check-in"), "the label leads the wheels")
        let november = try XCTUnwrap(host.frameOfText("November")), year = try XCTUnwrap(host.frameOfText("2023"))
        XCTAssertLessThan(november.maxX, year.minX, "month, day, year in en_US")
        XCTAssertEqual(november.midY, year.midY, accuracy: 0.5, "the chosen values share the band")
        try tap(host, "January")
        XCTAssertEqual(host.text(of: "chosen"), "2023-01-14T22:13:20Z", "the month wheel wraps without moving the year")
        try tap(host, "2025")
        XCTAssertEqual(host.text(of: "chosen"), "2025-01-14T22:13:20Z")
        let tree = host.accessibilityTree()
        XCTAssertTrue(tree.contains { $0.traits.contains("adjustable") && $0.value == "January" })
    }

    func testACustomStyleGetsTheConfigurationAndSetsTheSelection() throws {
        struct DayStepperStyle: DatePickerStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Button("Next day") { configuration.selection = configuration.selection.addingTimeInterval(86_400) }
                        .accessibilityIdentifier("next")
                    Text(configuration.displayedComponents == .date ? "date only" : "date and time").accessibilityIdentifier("parts")
                    Text(configuration.maximumDate == nil ? "open" : "bounded").accessibilityIdentifier("bound")
                }
            }
        }
        let host = phoneHost(Booking().datePickerStyle(DayStepperStyle()))
        XCTAssertEqual(host.text(of: "parts"), "date only")
        XCTAssertEqual(host.text(of: "bound"), "open")
        host.tap("next")
        XCTAssertEqual(host.text(of: "chosen"), "2023-11-15T22:13:20Z")
    }
}

/// A colour picker's well opens the grid of swatches; a tap chooses one.
final class ColorPickerTests: XCTestCase {
    struct Theme: View {
        @State private var accent = Color.blue
        var body: some View {
            Form {
                ColorPicker("Accent", selection: $accent).accessibilityIdentifier("picker")
                Text(accent == ColorGrid.swatch(row: 0, column: 11) ? "black" : "other").accessibilityIdentifier("chosen")
            }
        }
    }

    func testTheWellOpensTheGridAndASwatchIsChosen() throws {
        let host = phoneHost(Theme())
        XCTAssertNil(host.frameOfText("Colors"))
        let row = try XCTUnwrap(host.frame(of: "picker"))
        host.tap(at: CGPoint(x: row.maxX - 14, y: row.midY))
        let title = try XCTUnwrap(host.frameOfText("Colors"), "the well opens the grid")
        // The last swatch of the top row is black: 12 swatches of 25 points from the grid's start.
        let blackSwatch = CGPoint(x: title.minX + 11 * ControlLook.colorSwatch + 12, y: title.maxY + 12 + 12)
        host.tap(at: blackSwatch)
        XCTAssertEqual(host.text(of: "chosen"), "black")
        XCTAssertEqual(host.render(scale: 1).pixel(x: Int(row.maxX - 14), y: Int(row.midY)).red, 0, accuracy: 0.05,
                       "the well shows the chosen colour")
    }
}
