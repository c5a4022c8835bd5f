import XCTest
@testable import Easel

/// The standard controls, driven headless as a person would: flip, step, slide, pick, choose
/// from a menu; and the style protocols applied through the environment.
final class ControlsTests: XCTestCase {
    struct Settings: View {
        @State var isOn = false
        @State var count = 9
        @State var volume = 0.0
        @State var size = "M"
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $isOn).accessibilityIdentifier("toggle")
                Text(isOn ? "on" : "off").accessibilityIdentifier("isOn")
                Stepper("Count \(count)", value: $count, in: 0...10).accessibilityIdentifier("stepper")
                Text("\(count)").accessibilityIdentifier("count")
                Slider(value: $volume, in: 0...10, step: 1).frame(width: 228).accessibilityIdentifier("slider")
                Text("\(volume)").accessibilityIdentifier("volume")
                Picker("Size", selection: $size) {
                    Text("S").tag("S")
                    Text("M").tag("M")
                    Text("L").tag("L")
                }
                .pickerStyle(.segmented)
                .frame(width: 300)
                .accessibilityIdentifier("segments")
                Text(size).accessibilityIdentifier("size")
            }
        }
    }

    func testToggleFlipsWhenItsSwitchIsTappedAndTakesTheRow() throws {
        let host = phoneHost(Settings())
        let row = try XCTUnwrap(host.frame(of: "toggle"))
        XCTAssertEqual(row.width, 393, "a toggle takes the width it is offered")
        XCTAssertEqual(row.height, ControlLook.switchTrack.height)
        // The switch sits at the trailing edge; tapping the label does nothing, as on iOS.
        host.tap(at: CGPoint(x: row.minX + 10, y: row.midY))
        XCTAssertEqual(host.text(of: "isOn"), "off")
        host.tap(at: CGPoint(x: row.maxX - 20, y: row.midY))
        XCTAssertEqual(host.text(of: "isOn"), "on")
        host.tap(at: CGPoint(x: row.maxX - 20, y: row.midY))
        XCTAssertEqual(host.text(of: "isOn"), "off")
    }

    func testStepperStepsAndStopsAtTheEndsOfItsRange() throws {
        let host = phoneHost(Settings())
        let row = try XCTUnwrap(host.frame(of: "stepper"))
        let plus = CGPoint(x: row.maxX - ControlLook.stepperSize.width / 4, y: row.midY)
        let minus = CGPoint(x: row.maxX - ControlLook.stepperSize.width * 3 / 4, y: row.midY)
        host.tap(at: plus)
        XCTAssertEqual(host.text(of: "count"), "10")
        host.tap(at: plus)
        XCTAssertEqual(host.text(of: "count"), "10", "the upper end of the range")
        host.tap(at: minus)
        host.tap(at: minus)
        XCTAssertEqual(host.text(of: "count"), "8")
    }

    func testSliderTakesTheValueWhereTheTrackIsTappedRoundedToItsStep() throws {
        let host = phoneHost(Settings())
        let slider = try XCTUnwrap(host.frame(of: "slider"))
        XCTAssertEqual(slider.height, ControlLook.sliderHeight)
        // The thumb's centre travels from 14 pt in to 14 pt from the end: 200 pt for 0...10.
        host.tap(at: CGPoint(x: slider.minX + 14 + 200 * 0.34, y: slider.midY))
        // A Double interpolated into a Text literal is formatted with "%lf", as SwiftUI does.
        XCTAssertEqual(host.text(of: "volume"), "3.000000")
        host.tap(at: CGPoint(x: slider.maxX - 1, y: slider.midY))
        XCTAssertEqual(host.text(of: "volume"), "10.000000")
    }

    func testSegmentedPickerChoosesTheTappedSegment() throws {
        let host = phoneHost(Settings())
        let control = try XCTUnwrap(host.frame(of: "segments"))
        XCTAssertEqual(control.size, CGSize(width: 300, height: 32))
        host.tap(at: CGPoint(x: control.minX + 250, y: control.midY))
        XCTAssertEqual(host.text(of: "size"), "L")
        host.tap(at: CGPoint(x: control.minX + 20, y: control.midY))
        XCTAssertEqual(host.text(of: "size"), "S")
    }

    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate, strawberry
        var id: Self { self }
    }

    struct Order: View {
        @State var flavor = Flavor.chocolate
        var body: some View {
            Form {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                Picker("Inline", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text("Inline \($0.rawValue)").tag($0) }
                }
                .pickerStyle(.inline)
            }
        }
    }

    func testMenuPickerShowsTheChoiceAndInlineRowsChooseWhenTapped() throws {
        let host = phoneHost(Order())
        XCTAssertTrue(host.shownTexts().starts(with: ["Flavor", "Chocolate"]), "\(host.shownTexts())")
        let row = try XCTUnwrap(host.frameOfText("Inline strawberry"))
        host.tap(at: CGPoint(x: row.midX, y: row.midY))
        XCTAssertTrue(host.shownTexts().starts(with: ["Flavor", "Strawberry"]), "\(host.shownTexts())")
    }

    struct Actions: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Menu("Actions") {
                    Button("Duplicate") { log.append("duplicate") }
                    Button("Delete", role: .destructive) { log.append("delete") }
                }
                .accessibilityIdentifier("menu")
                Text(log.joined(separator: ",")).accessibilityIdentifier("log")
            }
        }
    }

    func testMenuOpensBelowItsLabelAndAChoiceRunsAndClosesIt() throws {
        let host = phoneHost(Actions())
        XCTAssertFalse(host.shownTexts().contains("Duplicate"))
        host.tap("menu")
        let duplicate = try XCTUnwrap(host.frameOfText("Duplicate"))
        XCTAssertGreaterThan(duplicate.minY, try XCTUnwrap(host.frame(of: "menu")).maxY, "the card is below the label")
        // A tap anywhere in the row's band chooses it.
        host.tap(at: CGPoint(x: duplicate.maxX + 60, y: duplicate.midY))
        XCTAssertEqual(host.text(of: "log"), "duplicate")
        XCTAssertFalse(host.shownTexts().contains("Duplicate"), "choosing closes the menu")
        host.tap("menu")
        host.tap(at: CGPoint(x: 20, y: 800))
        XCTAssertFalse(host.shownTexts().contains("Duplicate"), "a tap outside closes it")
        XCTAssertEqual(host.text(of: "log"), "duplicate")
    }

    /// A custom style as apps write them: scaled down while pressed.
    struct PressStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding()
                .background(configuration.isPressed ? Color.gray : Color.blue)
                .accessibilityIdentifier(configuration.isPressed ? "pressed" : "resting")
        }
    }

    func testCustomButtonStyleSeesThePressAndKeepsTheAction() throws {
        var taps = 0
        let host = phoneHost(Button("Go") { taps += 1 }.buttonStyle(PressStyle()))
        let frame = try XCTUnwrap(host.frame(of: "resting"))
        host.pointerDown(at: CGPoint(x: frame.midX, y: frame.midY))
        XCTAssertNotNil(host.frame(of: "pressed"))
        host.pointerUp(at: CGPoint(x: frame.midX, y: frame.midY))
        XCTAssertNotNil(host.frame(of: "resting"))
        XCTAssertEqual(taps, 1)
    }

    /// A primitive style decides when to trigger: here, on a double tap.
    struct DoubleTapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    func testPrimitiveButtonStyleTriggersTheAction() throws {
        var taps = 0
        let host = phoneHost(Button("Twice") { taps += 1 }.buttonStyle(DoubleTapStyle()).accessibilityIdentifier("b"))
        host.tap("b")
        XCTAssertEqual(taps, 0)
        host.tap("b")
        XCTAssertEqual(taps, 1)
    }

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button { configuration.isOn.toggle() } label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                    configuration.label
                }
            }
            .accessibilityIdentifier(configuration.isOn ? "checked" : "unchecked")
        }
    }

    func testCustomToggleStyleReachesEveryToggleBelow() throws {
        struct Checklist: View {
            @State var milk = false
            @State var eggs = true
            var body: some View {
                VStack {
                    Toggle("Milk", isOn: $milk)
                    Toggle("Eggs", isOn: $eggs)
                }
                .toggleStyle(CheckboxStyle())
            }
        }
        let host = phoneHost(Checklist())
        XCTAssertNotNil(host.frame(of: "unchecked"))
        host.tap("unchecked")
        XCTAssertNil(host.frame(of: "unchecked"), "both toggles are checkboxes, now both on")
        XCTAssertNotNil(host.frame(of: "checked"))
    }

    func testProgressViewFillsItsFractionAndSpinsWithoutOne() throws {
        let bar = phoneHost(ProgressView(value: 3, total: 4).frame(width: 200).accessibilityIdentifier("bar"))
        let fill = bar.laidOutViews().filter { $0.kind.contains("Capsule") || $0.kind.contains("Shape") }
        XCTAssertTrue(fill.contains { abs($0.frame.width - 150) < 0.01 }, "\(fill.map(\.frame))")
        let spinner = phoneHost(ProgressView().accessibilityIdentifier("spinner"))
        XCTAssertEqual(spinner.frame(of: "spinner")?.size, CGSize(width: 20, height: 20), "UIActivityIndicatorView .medium")
        let large = phoneHost(ProgressView().controlSize(.large).accessibilityIdentifier("spinner"))
        XCTAssertEqual(large.frame(of: "spinner")?.size, CGSize(width: 37, height: 37), ".large control size: the .large indicator")
        let small = phoneHost(ProgressView().controlSize(.small).accessibilityIdentifier("spinner"))
        XCTAssertEqual(small.frame(of: "spinner")?.size, CGSize(width: 20, height: 20), "no smaller indicator on iOS")
    }

    func testSecureFieldShowsDotsAndTextEditorTypesLineBreaks() throws {
        struct Fields: View {
            @State var password = ""
            @State var notes = ""
            var body: some View {
                VStack {
                    SecureField("Password", text: $password).accessibilityIdentifier("password")
                    TextEditor(text: $notes).frame(height: 200).accessibilityIdentifier("notes")
                    Text(password).accessibilityIdentifier("typed")
                    Text(notes).accessibilityIdentifier("note")
                }
            }
        }
        let host = phoneHost(Fields())
        host.tap("password")
        host.type("abc")
        XCTAssertEqual(host.text(of: "typed"), "abc")
        XCTAssertTrue(host.shownTexts().contains("\u{2022}\u{2022}\u{2022}"))
        host.tap("notes")
        host.type("one\ntwo")
        XCTAssertEqual(host.text(of: "note"), "one\ntwo", "Return starts a new line in a text editor")
        XCTAssertEqual(host.frame(of: "notes")?.height, 200)
    }

    func testLinkOpensItsDestinationThroughOpenURL() throws {
        var opened: [URL] = []
        let url = URL(string: "https://developer.apple.com")!
        let host = phoneHost(Link("Documentation", destination: url).accessibilityIdentifier("link")
                                .environment(\.openURL, OpenURLAction { opened.append($0); return .handled }))
        host.tap("link")
        XCTAssertEqual(opened, [url])
    }
}

/// Text input as sign-up forms write it: modifiers kept in the environment, formatted values,
/// fields that grow.
final class TextInputTests: XCTestCase {
    struct SignUp: View {
        @State var email = ""
        @State var age = 30
        @State var bio = "One two three four five six seven eight nine ten eleven twelve"
        var body: some View {
            VStack {
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .submitLabel(.next)
                    .accessibilityIdentifier("email")
                TextField("Age", value: $age, format: .number).accessibilityIdentifier("age")
                Text("\(age + 1)").accessibilityIdentifier("next-age")
                TextField("Bio", text: $bio, axis: .vertical).frame(width: 120).accessibilityIdentifier("bio")
                TextField("One line", text: $bio).frame(width: 120).accessibilityIdentifier("line")
            }
        }
    }

    func testInputModifiersAreKeptForTheField() throws {
        let host = phoneHost(SignUp())
        var traits: TextInputTraits?
        host.graph.forEachNode { node in
            if node.layout is TextFieldLayout, traits == nil { traits = node.environment.textInputTraits }
        }
        XCTAssertEqual(traits?.keyboardType, .emailAddress)
        XCTAssertEqual(traits?.contentType, .emailAddress)
        XCTAssertEqual(traits?.autocapitalization, .never)
        XCTAssertEqual(traits?.autocorrectionDisabled, true)
        XCTAssertEqual(traits?.submitLabel, .next)
    }

    func testAFormattedFieldShowsTheValueAndParsesWhatIsTyped() throws {
        let host = phoneHost(SignUp())
        XCTAssertEqual(host.text(of: "age"), "30")
        host.tap("age")
        host.type("5")
        XCTAssertEqual(host.text(of: "next-age"), "306")
    }

    func testAVerticalFieldWrapsAndGrowsWhereAPlainOneKeepsOneLine() throws {
        let host = phoneHost(SignUp())
        let bio = try XCTUnwrap(host.frame(of: "bio"))
        let line = try XCTUnwrap(host.frame(of: "line"))
        XCTAssertGreaterThan(bio.height, line.height * 3, "the text wraps onto several lines")
    }
}

/// A menu picker opens its options as a menu, as iOS 18's default picker does.
final class MenuPickerTests: XCTestCase {
    struct Order: View {
        @State var flavor = "Chocolate"
        var body: some View {
            Form {
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Vanilla", "Chocolate", "Strawberry"], id: \.self) { Text($0).tag($0) }
                }
                .accessibilityIdentifier("picker")
                Text(flavor).accessibilityIdentifier("chosen")
            }
        }
    }

    func testTappingTheRowOpensTheOptionsAndChoosingOneClosesThem() throws {
        let host = phoneHost(Order())
        XCTAssertNil(host.frameOfText("Vanilla"))
        host.tap("picker")
        let vanilla = try XCTUnwrap(host.frameOfText("Vanilla"), "the menu lists every option")
        XCTAssertGreaterThan(vanilla.minY, try XCTUnwrap(host.frame(of: "picker")).maxY)
        host.tap(at: CGPoint(x: vanilla.midX, y: vanilla.midY))
        XCTAssertEqual(host.text(of: "chosen"), "Vanilla")
        XCTAssertNil(host.frameOfText("Strawberry"), "choosing closes the menu")
        host.tap("picker")
        host.tap(at: CGPoint(x: 200, y: 800))
        XCTAssertNil(host.frameOfText("Strawberry"), "a tap outside closes it")
        XCTAssertEqual(host.text(of: "chosen"), "Vanilla")
    }
}

/// Control sizes and border shapes of bordered buttons, and the group box style.
final class ControlSizeTests: XCTestCase {
    func testBorderedButtonsTakeTheControlSizesPadding() throws {
        let host = phoneHost(VStack {
            Button("Small") {}.controlSize(.small).accessibilityIdentifier("small")
            Button("Regular") {}.accessibilityIdentifier("regular")
            Button("Large") {}.controlSize(.large).accessibilityIdentifier("large")
            Button("Plain") {}.buttonStyle(.plain).controlSize(.large).accessibilityIdentifier("plain")
        }
        .buttonStyle(.bordered))
        let small = try XCTUnwrap(host.frame(of: "small")), regular = try XCTUnwrap(host.frame(of: "regular"))
        let large = try XCTUnwrap(host.frame(of: "large")), plain = try XCTUnwrap(host.frame(of: "plain"))
        XCTAssertLessThan(small.height, regular.height)
        XCTAssertEqual(large.height - regular.height, 14, accuracy: 0.5, "7 more points above and below")
        XCTAssertLessThan(plain.height, regular.height, "a plain button takes no padding at any size")
        let extraLarge = phoneHost(Button("Go") {}.buttonStyle(.bordered).controlSize(.extraLarge).accessibilityIdentifier("xl"))
        XCTAssertEqual(try XCTUnwrap(extraLarge.frame(of: "xl")).height, large.height, accuracy: 0.5, ".extraLarge is .large off visionOS")
    }

    func testButtonWithSystemImageIsALabelAndACustomGroupBoxStyleApplies() throws {
        struct CardStyle: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.label; configuration.content }.accessibilityIdentifier("card")
            }
        }
        let host = phoneHost(VStack {
            Button("Add", systemImage: "plus") {}
            GroupBox("Title") { Text("Body") }.groupBoxStyle(CardStyle())
        })
        XCTAssertTrue(host.shownTexts().contains("Add"))
        XCTAssertNotNil(host.frame(of: "card"))
        XCTAssertTrue(host.accessibilityTree().contains { $0.label == "Add" && $0.traits.contains("button") })
        XCTAssertTrue(host.laidOutViews().contains { $0.kind == "Image" }, "the button's label has its symbol")
    }
}
