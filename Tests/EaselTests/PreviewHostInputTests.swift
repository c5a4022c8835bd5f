import XCTest
@testable import Easel

/// Buttons and text fields driven through the host's input API, as the preview window drives
/// them: the seed SignIn view typed into, buttons pressed and released, the focus moved by
/// taps, Tab, Return and code. Text is measured with the stand-in engine (each character half
/// the font size wide: 8.5 points at `.body`), so caret positions can be worked out by hand.
final class PreviewHostInputTests: XCTestCase {
    final class Log {
        var events: [String] = []
    }

    private func host<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 300) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: width, height: height), safeAreaInsets: EdgeInsets(),
                    keyboardHeight: 0, colorScheme: .light, textEngine: StandInTextEngine())
    }

    private func center(_ host: PreviewHost, _ identifier: String, file: StaticString = #filePath, line: UInt = #line) throws -> CGPoint {
        let frame = try XCTUnwrap(host.frame(of: identifier), "no view \(identifier)", file: file, line: line)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    // MARK: Buttons

    func testAButtonActsOnReleaseInsideAndLooksPressedWhileHeld() throws {
        let log = Log()
        let host = host(Button("Go") { log.events.append("go") }.accessibilityIdentifier("go"))
        let point = try center(host, "go")
        host.pointerDown(at: point)
        XCTAssertEqual(log.events, [], "a button acts on release, not on press")
        XCTAssertTrue(host.drawList(scale: 1).commands.contains(.beginLayer(opacity: 0.2)), "held: the label is dimmed")
        host.pointerUp(at: point)
        XCTAssertEqual(log.events, ["go"])
        XCTAssertFalse(host.drawList(scale: 1).commands.contains(.beginLayer(opacity: 0.2)), "released: drawn normally")

        host.pointerDown(at: point)
        host.pointerUp(at: CGPoint(x: 5, y: 5))
        XCTAssertEqual(log.events, ["go"], "released outside: no action")
    }

    func testADisabledButtonDoesNothing() throws {
        let log = Log()
        let host = host(Button("Go") { log.events.append("go") }.disabled(true).accessibilityIdentifier("go"))
        host.tap(at: try center(host, "go"))
        XCTAssertEqual(log.events, [])
    }

    func testAButtonActionChangesStateAndTheViewFollows() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Count: \(count)")
                    Button("Add") { count += 1 }.accessibilityIdentifier("add")
                }
            }
        }
        let host = host(Counter())
        let add = try center(host, "add")
        host.tap(at: add)
        host.tap(at: add)
        XCTAssertEqual(host.shownTexts(), ["Count: 2", "Add"])
    }

    // MARK: Text fields

    /// The seed's SignIn view ("Adding a background to your view"), with the name shown below
    /// so that other views reading the state can be checked.
    struct SignInView: View {
        @State private var name: String = ""
        let log: Log

        var body: some View {
            VStack {
                Text("Welcome").font(.title)
                HStack {
                    TextField("Your name?", text: $name)
                        .textFieldStyle(.roundedBorder)
                        .accessibilityIdentifier("name")
                    Button(action: { log.events.append("sign in \(name)") }, label: {
                        Image(systemName: "arrow.right.square").font(.title)
                    })
                    .accessibilityIdentifier("go")
                }
                .padding()
                Text("Hello, \(name)!")
            }
        }
    }

    func testTypingIntoTheSignInFieldUpdatesTheStateAndEveryViewThatReadsIt() throws {
        let log = Log()
        let host = host(SignInView(log: log), width: 393, height: 852)
        XCTAssertFalse(host.isEditingText)
        XCTAssertEqual(host.shownTexts(), ["Welcome", "Your name?", "Hello, !"], "the placeholder shows while the text is empty")
        host.tap(at: try center(host, "name"))
        XCTAssertTrue(host.isEditingText)
        host.type("Ada")
        XCTAssertEqual(host.shownTexts(), ["Welcome", "Ada", "Hello, Ada!"])
        host.tap(at: try center(host, "go"))
        XCTAssertEqual(log.events, ["sign in Ada"])
    }

    func testTheCaretMovesAndDeletesByCharacter() throws {
        let host = host(SignInView(log: Log()), width: 393, height: 852)
        host.tap(at: try center(host, "name"))
        host.type("ac")
        host.press(.leftArrow)
        host.type("b")
        XCTAssertEqual(host.shownTexts()[1], "abc")
        host.press(.home)
        host.press(.deleteForward)
        XCTAssertEqual(host.shownTexts()[1], "bc")
        host.press(.end)
        host.press(.delete)
        XCTAssertEqual(host.shownTexts()[1], "b")
        host.press(.delete)
        host.press(.delete)
        XCTAssertEqual(host.shownTexts()[1], "Your name?", "empty again: the placeholder is back")
        // "e" + combining acute is one character: one step right passes it, one delete removes it.
        host.type("e\u{301}t\u{E9}\u{4E2D}")
        host.press(.home)
        host.press(.rightArrow)
        host.press(.delete)
        XCTAssertEqual(host.shownTexts()[1].unicodeScalars.map(\.value), [0x74, 0xE9, 0x4E2D], "the caret never splits e + accent")
    }

    func testATapPutsTheCaretAtTheNearestCharacter() throws {
        let host = host(SignInView(log: Log()), width: 393, height: 852)
        let field = try XCTUnwrap(host.frame(of: "name"))
        host.tap(at: CGPoint(x: field.midX, y: field.midY))
        host.type("abcd")
        // The text starts 7 points in (the rounded border's padding); characters are 8.5 wide,
        // so x = 7 + 2 × 8.5 + 3 is nearest the stop after "ab".
        host.tap(at: CGPoint(x: field.minX + 7 + 17 + 3, y: field.midY))
        host.type("X")
        XCTAssertEqual(host.shownTexts()[1], "abXcd")
        let caret = try XCTUnwrap(host.focusedField().flatMap { ($0.field as? TextFieldLayout)?.caretRect(at: 3, in: $0.node) })
        XCTAssertEqual(caret.minX, field.minX + 7 + 3 * 8.5, accuracy: 0.001)
        XCTAssertEqual(caret.width, 2)
    }

    func testReturnSubmitsAndEndsEditing() throws {
        let log = Log()
        struct Form: View {
            @State private var name = ""
            let log: Log
            var body: some View {
                VStack {
                    TextField("Name", text: $name).accessibilityIdentifier("field").onSubmit { log.events.append("inner \(name)") }
                }
                .onSubmit { log.events.append("outer") }
            }
        }
        let host = host(Form(log: log))
        host.tap(at: try center(host, "field"))
        host.type("Bo\n")
        XCTAssertEqual(log.events, ["inner Bo", "outer"], "every onSubmit above the field, innermost first")
        XCTAssertFalse(host.isEditingText)
        host.type("ignored")
        XCTAssertEqual(host.shownTexts(), ["Bo"], "no field has the focus: typing goes nowhere")
    }

    func testFocusStateFollowsTapsAndMovesTheFocusFromCode() throws {
        enum Field: Hashable { case user, password }
        struct Login: View {
            @State private var user = ""
            @State private var password = ""
            @FocusState private var focused: Field?
            var body: some View {
                VStack {
                    TextField("User", text: $user).focused($focused, equals: .user).accessibilityIdentifier("user")
                    TextField("Password", text: $password).focused($focused, equals: .password).accessibilityIdentifier("password")
                    Text(focused == .user ? "user" : focused == .password ? "password" : "none")
                    Button("Next") { focused = .password }.accessibilityIdentifier("next")
                    Button("Done") { focused = nil }.accessibilityIdentifier("done")
                }
            }
        }
        let host = host(Login())
        XCTAssertEqual(host.shownTexts()[2], "none")
        host.tap(at: try center(host, "user"))
        XCTAssertEqual(host.shownTexts()[2], "user", "a tap sets the focus state")
        host.type("ada")
        host.tap(at: try center(host, "next"))
        XCTAssertEqual(host.shownTexts()[2], "password")
        host.type("secret")
        XCTAssertEqual(host.shownTexts().prefix(2), ["ada", "secret"], "code moved the focus: typing goes to the password field")
        host.press(.tab)
        XCTAssertEqual(host.shownTexts()[2], "user", "Tab moves to the next field")
        host.tap(at: try center(host, "done"))
        XCTAssertFalse(host.isEditingText, "setting the focus state to nil ends editing")
    }

    func testABooleanFocusStateFocusesItsField() throws {
        struct Search: View {
            @State private var query = ""
            @FocusState private var isFocused: Bool
            var body: some View {
                VStack {
                    TextField("Search", text: $query).focused($isFocused)
                    Button("Search") { isFocused = true }.accessibilityIdentifier("focus")
                }
            }
        }
        let host = host(Search())
        host.tap(at: try center(host, "focus"))
        XCTAssertTrue(host.isEditingText)
        host.type("swift")
        XCTAssertEqual(host.shownTexts().first, "swift")
        XCTAssertEqual(host.interaction.focus?.caret, 5)
    }

    func testAFieldThatLeavesTheTreeLosesTheFocus() throws {
        struct Toggling: View {
            @State private var showsField = true
            @State private var text = ""
            var body: some View {
                VStack {
                    if showsField { TextField("Text", text: $text).accessibilityIdentifier("field") }
                    Button("Hide") { showsField = false }.accessibilityIdentifier("hide")
                }
            }
        }
        let host = host(Toggling())
        host.tap(at: try center(host, "field"))
        XCTAssertTrue(host.isEditingText)
        host.tap(at: try center(host, "hide"))
        XCTAssertFalse(host.isEditingText)
    }

    func testStateSurvivesResizesAndColorSchemeChangesWhileEditing() throws {
        let host = host(SignInView(log: Log()), width: 393, height: 852)
        host.tap(at: try center(host, "name"))
        host.type("Grace")
        host.size = CGSize(width: 600, height: 500)
        host.keyboardHeight = 200
        host.colorScheme = .dark
        XCTAssertEqual(host.shownTexts()[1], "Grace")
        XCTAssertTrue(host.isEditingText, "the field keeps the focus")
        host.type("!")
        XCTAssertEqual(host.shownTexts()[1], "Grace!")
    }

    /// The special keys carry the characters SwiftUI documents for them (Apple, "KeyEquivalent").
    func testSpecialKeysUseSwiftUIsCharacters() {
        XCTAssertEqual(KeyEquivalent.delete.character, "\u{8}")
        XCTAssertEqual(KeyEquivalent.deleteForward.character, "\u{F728}")
        XCTAssertEqual(KeyEquivalent.upArrow.character, "\u{F700}")
        XCTAssertEqual(KeyEquivalent.clear.character, "\u{F739}")
        XCTAssertEqual(KeyEquivalent.escape.character, "\u{1B}")
    }
}
