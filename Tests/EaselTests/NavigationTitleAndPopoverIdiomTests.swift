import XCTest
import SwiftUI

/// A renamable navigation title (iOS 16's `navigationTitle(_:)` with a binding, as in a
/// document editor) and popovers as Apple's samples present them, which become sheets on iPhone.
final class NavigationTitleAndPopoverIdiomTests: XCTestCase {
    struct Document: Identifiable {
        let id: Int
        var name: String
    }

    struct DocumentEditor: View {
        @State private var title = "Untitled"
        var body: some View {
            NavigationStack {
                VStack {
                    TextEditor(text: .constant("Body"))
                    Button("Rename") { title = "Quarterly Report" }.accessibilityIdentifier("rename")
                }
                .navigationTitle($title)
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    /// "Presents a popover using the given item as a data source" (Apple's example, with the
    /// item's details in the popover).
    struct ImportantPlaces: View {
        @State private var selected: Document?
        let documents = [Document(id: 1, name: "Trip plan"), Document(id: 2, name: "Budget")]

        var body: some View {
            List(documents) { document in
                Button(document.name) { selected = document }
                    .accessibilityIdentifier("open-\(document.id)")
            }
            .popover(item: $selected, arrowEdge: .bottom) { document in
                VStack {
                    Text("Details of \(document.name)")
                    Button("Done") { selected = nil }.accessibilityIdentifier("done")
                }
                .padding()
            }
        }
    }

    struct HelpButton: View {
        @State private var showsHelp = false
        var body: some View {
            Button("Help") { showsHelp = true }
                .accessibilityIdentifier("help")
                .popover(isPresented: $showsHelp, attachmentAnchor: .point(.top), arrowEdge: .top) {
                    Text("Tap a place to see its details.")
                }
        }
    }

    func testABoundTitleShowsItsStringAndFollowsIt() {
        let host = phoneHost(DocumentEditor())
        XCTAssertTrue(host.shownTexts().contains("Untitled"), "\(host.shownTexts())")
        host.tap("rename")
        XCTAssertTrue(host.shownTexts().contains("Quarterly Report"), "\(host.shownTexts())")
        XCTAssertFalse(host.shownTexts().contains("Untitled"))
    }

    func testAPopoverForAnItemShowsThatItemUntilItIsNil() {
        let host = phoneHost(ImportantPlaces())
        XCTAssertFalse(host.shownTexts().contains { $0.hasPrefix("Details") })
        host.tap("open-2")
        XCTAssertTrue(host.shownTexts().contains("Details of Budget"), "\(host.shownTexts())")
        host.tap("done")
        XCTAssertFalse(host.shownTexts().contains { $0.hasPrefix("Details") })
        host.tap("open-1")
        XCTAssertTrue(host.shownTexts().contains("Details of Trip plan"))
    }

    func testAPopoverWithAnAnchorIsPresentedAsASheet() throws {
        let host = phoneHost(HelpButton())
        XCTAssertNil(host.frameOfText("Tap a place to see its details."))
        host.tap("help")
        let text = try XCTUnwrap(host.frameOfText("Tap a place to see its details."))
        XCTAssertGreaterThan(text.minY, 59, "below the status bar, in the sheet")
    }
}
