import XCTest
import SwiftUI
@testable import Easel

/// Text field styles as apps write them: the built-in statics, the older type spellings, and
/// custom `TextFieldStyle`s that decorate the field.
final class TextFieldStyleTests: XCTestCase {
    struct OutlinedStyle: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 8).stroke(Color.gray))
        }
    }

    struct Form: View {
        @State private var name = ""
        @State private var email = ""
        @State private var city = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name).textFieldStyle(.roundedBorder).accessibilityIdentifier("rounded")
                TextField("Email", text: $email).textFieldStyle(RoundedBorderTextFieldStyle()).accessibilityIdentifier("older")
                TextField("City", text: $city).textFieldStyle(OutlinedStyle()).accessibilityIdentifier("custom")
                TextField("Plain", text: $city).textFieldStyle(.plain).accessibilityIdentifier("plain")
            }
            .padding()
        }
    }

    func testBuiltInAndCustomStylesLayOutTheirFields() throws {
        let host = phoneHost(Form())
        let rounded = try XCTUnwrap(host.frame(of: "rounded")), older = try XCTUnwrap(host.frame(of: "older"))
        let custom = try XCTUnwrap(host.frame(of: "custom")), plain = try XCTUnwrap(host.frame(of: "plain"))
        XCTAssertEqual(rounded.height, older.height, "the type spelling is the same style")
        XCTAssertEqual(rounded.height, plain.height + 14, accuracy: 0.01, "7 points of padding above and below")
        XCTAssertEqual(custom.height, plain.height + 24, accuracy: 0.01, "the custom style's 12-point padding around a plain field")
        var fieldStyles: [String] = []
        host.graph.forEachNode { node in
            if let field = node.layout as? TextFieldLayout { fieldStyles.append(field.style.name) }
        }
        XCTAssertEqual(fieldStyles, ["roundedBorder", "roundedBorder", "plain", "plain"])
    }

    func testTypingIntoACustomStyledFieldReachesItsBinding() throws {
        let host = phoneHost(Form())
        host.tap("custom")
        host.type("Lisbon")
        XCTAssertTrue(host.shownTexts().contains("Lisbon"), "\(host.shownTexts())")
    }
}
