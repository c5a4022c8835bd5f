import XCTest
@testable import EaselX11

final class KeyPressTests: XCTestCase {
    func testKeysymsNameTheKeysTheViewerUses() {
        // Values from <X11/keysymdef.h>.
        XCTAssertEqual(KeyPress.Key(keysym: 0xFFBE, name: "F1"), .function(1))
        XCTAssertEqual(KeyPress.Key(keysym: 0xFFC9, name: "F12"), .function(12))
        XCTAssertEqual(KeyPress.Key(keysym: 0xFF0D, name: "Return"), .return)
        XCTAssertEqual(KeyPress.Key(keysym: 0xFE20, name: "ISO_Left_Tab"), .tab)
        XCTAssertEqual(KeyPress.Key(keysym: 0xFF08, name: "BackSpace"), .backspace)
        XCTAssertEqual(KeyPress.Key(keysym: 0x6B, name: "k"), .character("k"))
        XCTAssertEqual(KeyPress.Key(keysym: 0xE9, name: "eacute"), .character("é"))
        XCTAssertEqual(KeyPress.Key(keysym: 0x0100_20AC, name: "EuroSign"), .character("€"))
        XCTAssertEqual(KeyPress.Key(keysym: 0xFFE1, name: "Shift_L"), .other("Shift_L"))
    }

    func testControlCharactersAreNotPrintable() {
        XCTAssertNil(KeyPress.Key.printableScalar(keysym: 0x1F))
        XCTAssertNil(KeyPress.Key.printableScalar(keysym: 0x7F))
        XCTAssertNil(KeyPress.Key.printableScalar(keysym: 0x0100_0085))
        XCTAssertEqual(KeyPress.Key.printableScalar(keysym: 0x20), " ")
    }

    func testDescriptionReadsLikeAChord() {
        let key = KeyPress(key: .character("K"), keysymName: "K", text: "",
                           modifiers: [.shift, .control, .alt])
        XCTAssertEqual(key.description, "ctrl+alt+shift+K")
    }
}
