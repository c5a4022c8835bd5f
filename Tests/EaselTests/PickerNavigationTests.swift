import XCTest
@testable import Easel
import EaselRaster

/// A `.navigationLink` picker in a settings form pushes its options and pops back with the
/// choice, and a pushed screen's `dismiss` pops it, as apps write both.
final class PickerNavigationTests: XCTestCase {
    enum Appearance: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
    }

    struct SettingsScreen: View {
        @State private var appearance = Appearance.system
        var body: some View {
            NavigationStack {
                Form {
                    Section("Display") {
                        Picker("Appearance", selection: $appearance) {
                            ForEach(Appearance.allCases) { Text($0.rawValue.capitalized).tag($0) }
                        }
                        .pickerStyle(.navigationLink)
                        .accessibilityIdentifier("appearance")
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    func testTheRowPushesTheOptionsAndChoosingOnePopsBackWithIt() throws {
        let host = phoneHost(SettingsScreen())
        XCTAssertEqual(host.accessibilityTree().first { $0.identifier == "appearance" }?.value, "System")
        XCTAssertNil(host.frameOfText("Light"), "the options are on the next screen")
        host.tap("appearance")
        XCTAssertEqual(host.text(of: "navigation-title"), "Appearance", "the pushed list is titled by the label")
        XCTAssertEqual(host.text(of: "navigation-back"), "Settings")
        let light = try XCTUnwrap(host.frameOfText("Light"))
        let system = try XCTUnwrap(host.frameOfText("System"))
        XCTAssertGreaterThan(light.minY, system.maxY, "one row per option, in order")
        host.tap(at: CGPoint(x: light.midX, y: light.midY))
        XCTAssertNil(host.frame(of: "navigation-back"), "choosing pops back to the form")
        XCTAssertEqual(host.accessibilityTree().first { $0.identifier == "appearance" }?.value, "Light")
    }

    func testThePushedListMarksTheChoiceWithACheckmark() throws {
        let host = phoneHost(SettingsScreen())
        host.tap("appearance")
        let system = try XCTUnwrap(host.frameOfText("System"))
        // The one drawn checkmark is on the chosen row, at the trailing edge.
        let image = host.render(scale: 1)
        func tinted(_ text: CGRect) -> Int {
            var count = 0
            for y in Int(text.minY)..<Int(text.maxY) { for x in 300..<370 where image.pixel(x: x, y: y).red < 0.5 { count += 1 } }
            return count
        }
        let dark = try XCTUnwrap(host.frameOfText("Dark"))
        XCTAssertGreaterThan(tinted(system), 10, "a checkmark in the tint trails the chosen row")
        XCTAssertEqual(tinted(dark), 0, "no checkmark on the others")
    }

    func testDismissInAPushedScreenPopsIt() throws {
        struct Editor: View {
            @Environment(\.dismiss) private var dismiss
            @Environment(\.isPresented) private var isPresented
            var body: some View {
                Button("Done \(isPresented)") { dismiss() }.accessibilityIdentifier("done")
            }
        }
        struct Root: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Edit") { Editor() }.accessibilityIdentifier("edit")
                        .navigationTitle("Notes")
                }
            }
        }
        let host = phoneHost(Root())
        host.tap("edit")
        XCTAssertEqual(host.text(of: "done"), "Done true")
        host.tap("done")
        XCTAssertNotNil(host.frame(of: "edit"), "dismiss popped the editor")
        XCTAssertNil(host.frame(of: "done"))
    }
}
