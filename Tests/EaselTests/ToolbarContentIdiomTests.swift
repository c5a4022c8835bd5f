import XCTest
import SwiftUI

/// Toolbars written as their own types and builder functions, as apps split a long `.toolbar`
/// (Apple's "Customizing your app's navigation bar", WWDC22 "SwiftUI on iPad: Add toolbars"):
/// a `ToolbarContent` struct with a `body`, a `@ToolbarContentBuilder` property, customizable
/// items in `toolbar(id:)`.
final class ToolbarContentIdiomTests: XCTestCase {
    /// A reusable editor toolbar, with the state it acts on passed in.
    struct EditorToolbar: ToolbarContent {
        @Binding var isBold: Bool
        let save: () -> Void

        var body: some ToolbarContent {
            ToolbarItem(placement: .topBarLeading) {
                Button(isBold ? "Plain" : "Bold") { isBold.toggle() }
                    .accessibilityIdentifier("bold")
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save", action: save).accessibilityIdentifier("save")
            }
        }
    }

    /// Toolbar content that is itself made of custom content.
    struct ComposerToolbar: ToolbarContent {
        @Binding var isBold: Bool
        let canShare: Bool

        var body: some ToolbarContent {
            EditorToolbar(isBold: $isBold) {}
            if canShare {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Share") {}.accessibilityIdentifier("share")
                    Spacer()
                    Button("Delete") {}.accessibilityIdentifier("delete")
                }
            }
        }
    }

    struct NoteEditor: View {
        @State private var isBold = false
        @State private var saves = 0
        let canShare: Bool

        var body: some View {
            NavigationStack {
                Text(isBold ? "Bold note, saved \(saves)" : "Note, saved \(saves)")
                    .navigationTitle("Note")
                    .toolbar {
                        ComposerToolbar(isBold: $isBold, canShare: canShare)
                    }
                    .toolbar { saveCounter }
            }
        }

        /// A builder property beside the body, as apps keep one out of it.
        @ToolbarContentBuilder
        private var saveCounter: some ToolbarContent {
            ToolbarItem(placement: .status) {
                Button("Save again") { saves += 1 }.accessibilityIdentifier("save-again")
            }
        }
    }

    struct Browser: View {
        var body: some View {
            NavigationStack {
                Text("Page")
                    .toolbar(id: "browser") {
                        ToolbarItem(id: "back", placement: .bottomBar) {
                            Button("Back") {}.accessibilityIdentifier("back")
                        }
                        ToolbarItem(id: "reader", placement: .bottomBar) {
                            Button("Reader") {}.accessibilityIdentifier("reader")
                        }
                        .defaultCustomization(.hidden)
                        ToolbarItem(id: "tabs", placement: .bottomBar) {
                            Button("Tabs") {}.accessibilityIdentifier("tabs")
                        }
                        .customizationBehavior(.reorderable)
                    }
            }
        }
    }

    func testACustomToolbarContentPutsItsItemsWhereTheyArePlaced() throws {
        let host = phoneHost(NoteEditor(canShare: true))
        let bold = try XCTUnwrap(host.frame(of: "bold")), save = try XCTUnwrap(host.frame(of: "save"))
        XCTAssertLessThan(bold.maxY, 59 + 44 + 1, "in the navigation bar")
        XCTAssertLessThan(bold.minX, 100, "leading")
        XCTAssertGreaterThan(save.minX, 393 / 2, "trailing")
        let share = try XCTUnwrap(host.frame(of: "share")), delete = try XCTUnwrap(host.frame(of: "delete"))
        XCTAssertEqual(share.midY, 852 - 34 - 22, accuracy: 1, "in the bottom bar")
        XCTAssertEqual(share.minX, 16, accuracy: 0.5)
        XCTAssertEqual(delete.maxX, 393 - 16, accuracy: 0.5)
        XCTAssertNotNil(host.frame(of: "save-again"), "the builder property's item is in the bar")
    }

    func testItsButtonsActOnTheViewsState() {
        let host = phoneHost(NoteEditor(canShare: false))
        XCTAssertTrue(host.shownTexts().contains("Note, saved 0"))
        XCTAssertNil(host.frame(of: "share"), "the `if` left the group out")
        host.tap("bold")
        XCTAssertTrue(host.shownTexts().contains("Bold note, saved 0"), "\(host.shownTexts())")
        XCTAssertTrue(host.shownTexts().contains("Plain"), "the item shows the new state")
        host.tap("save-again")
        XCTAssertTrue(host.shownTexts().contains("Bold note, saved 1"), "\(host.shownTexts())")
    }

    func testCustomizableItemsHiddenByDefaultAreLeftOut() throws {
        let host = phoneHost(Browser())
        XCTAssertNotNil(host.frame(of: "back"))
        XCTAssertNotNil(host.frame(of: "tabs"))
        XCTAssertNil(host.frame(of: "reader"), "defaultCustomization(.hidden)")
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "back")).minX, 16, accuracy: 0.5)
    }
}
