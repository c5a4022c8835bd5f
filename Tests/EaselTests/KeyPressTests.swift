import XCTest
import SwiftUI

/// `onKeyPress` as iOS 17 code uses it: arrow keys move a selection, a character filter, a
/// text field whose handler takes some keys before the field does.
final class KeyPressTests: XCTestCase {
    struct Stepper: View {
        @State private var value = 0
        @State private var typed = ""
        var body: some View {
            VStack {
                Text("\(value)").accessibilityIdentifier("value")
                Text(typed).accessibilityIdentifier("typed")
            }
            .focusable()
            .onKeyPress(.upArrow) {
                value += 1
                return .handled
            }
            .onKeyPress(keys: [.downArrow]) { _ in
                value -= 1
                return .handled
            }
            .onKeyPress(characters: .decimalDigits) { press in
                typed += press.characters
                return .handled
            }
        }
    }

    func testKeysReachTheHandlersOnScreen() {
        let host = PreviewHost(Stepper(), size: CGSize(width: 300, height: 300))
        XCTAssertTrue(host.press(.upArrow))
        host.press(.upArrow)
        host.press(.downArrow)
        XCTAssertEqual(host.text(of: "value"), "1")
        host.type("4x2")
        XCTAssertEqual(host.text(of: "typed"), "42", "only digits are taken")
        XCTAssertFalse(host.press(.leftArrow), "no handler for it")
    }

    struct Search: View {
        @State private var query = ""
        @State private var highlighted = 0
        var body: some View {
            VStack {
                TextField("Search", text: $query).accessibilityIdentifier("field")
                Text("row \(highlighted)").accessibilityIdentifier("row")
            }
            .onKeyPress(.downArrow) {
                highlighted += 1
                return .handled
            }
            .onKeyPress(.escape) {
                query = ""
                return .handled
            }
        }
    }

    /// With a field focused, its ancestors' handlers see keys first; what they ignore edits the
    /// field.
    func testAFocusedFieldsAncestorsHandleKeysFirst() {
        let host = PreviewHost(Search(), size: CGSize(width: 300, height: 300))
        host.tap("field")
        host.type("maps")
        host.press(.downArrow)
        host.press(.downArrow)
        XCTAssertEqual(host.text(of: "row"), "row 2")
        host.press(.escape)
        host.type("x")
        XCTAssertEqual(host.text(of: "field"), "x", "escape cleared the query, the next key typed")
    }
}

extension KeyPressTests {
    /// A key held and let go, as a game's controls read it: `.down` starts, `.up` stops.
    struct Thruster: View {
        @State private var isFiring = false
        @State private var releases = 0
        var body: some View {
            VStack {
                Text(isFiring ? "firing" : "idle").accessibilityIdentifier("state")
                Text("\(releases)").accessibilityIdentifier("releases")
            }
            .focusable()
            .onKeyPress(.space, phases: .down) { _ in
                isFiring = true
                return .handled
            }
            .onKeyPress(.space, phases: .up) { _ in
                isFiring = false
                releases += 1
                return .handled
            }
        }
    }

    func testKeyUpsReachTheHandlersThatAskForThem() {
        let host = PreviewHost(Thruster(), size: CGSize(width: 300, height: 300))
        XCTAssertTrue(host.press(.space))
        XCTAssertEqual(host.text(of: "state"), "firing")
        XCTAssertTrue(host.release(.space))
        XCTAssertEqual(host.text(of: "state"), "idle")
        XCTAssertEqual(host.text(of: "releases"), "1")
        XCTAssertFalse(host.release(.upArrow), "no handler takes that key's release")
        // The stepper's handlers take only key downs (the default phases): a release is not theirs.
        let stepper = PreviewHost(Stepper(), size: CGSize(width: 300, height: 300))
        XCTAssertFalse(stepper.release(.upArrow))
        XCTAssertEqual(stepper.text(of: "value"), "0")
    }
}
