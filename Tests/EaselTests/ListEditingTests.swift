import XCTest
@testable import Easel

/// A list's edit mode in the idiom of Apple's "Editing lists" samples: `EditButton` in the
/// bar, `onDelete` and `onMove` on the `ForEach`, a selection bound with `List(selection:)`.
final class ListEditingTests: XCTestCase {
    struct Fruits: View {
        @State private var fruits = ["Apple", "Banana", "Cherry"]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(fruits, id: \.self) { fruit in
                        Text(fruit)
                    }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                }
                .navigationTitle("Fruits")
                .toolbar { EditButton() }
            }
        }
    }

    func testEditButtonShowsDeleteControlsThatDelete() throws {
        let host = phoneHost(Fruits())
        XCTAssertNil(host.frame(of: "row-delete-0"), "out of edit mode rows are plain")
        let banana = try XCTUnwrap(host.frameOfText("Banana"))
        let edit = try XCTUnwrap(host.frameOfText("Edit"))
        host.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        XCTAssertTrue(host.shownTexts().contains("Done"), "the button says Done while editing")
        let minus = try XCTUnwrap(host.frame(of: "row-delete-1"))
        XCTAssertLessThan(minus.maxX, try XCTUnwrap(host.frameOfText("Banana")).minX, "the minus leads the row")
        XCTAssertGreaterThan(try XCTUnwrap(host.frameOfText("Banana")).minX, banana.minX, "the content moves over")
        host.tap("row-delete-1")
        host.tap("row-confirm-delete-1")
        XCTAssertFalse(host.shownTexts().contains("Banana"))
        XCTAssertTrue(host.shownTexts().contains("Cherry"))
        let done = try XCTUnwrap(host.frameOfText("Done"))
        host.tap(at: CGPoint(x: done.midX, y: done.midY))
        XCTAssertNil(host.frame(of: "row-delete-0"))
    }

    struct Mailboxes: View {
        @State private var selection = Set<String>()
        @State private var editMode = EditMode.active
        let names = ["Inbox", "Drafts", "Sent"]
        var body: some View {
            VStack {
                Text("\(selection.count) selected").accessibilityIdentifier("count")
                List(names, id: \.self, selection: $selection) { name in
                    Text(name)
                }
            }
            .environment(\.editMode, $editMode)
        }
    }

    func testInEditModeClickingRowsSelectsThem() throws {
        let host = phoneHost(Mailboxes())
        XCTAssertNotNil(host.frame(of: "row-select-0"))
        let drafts = try XCTUnwrap(host.frameOfText("Drafts"))
        host.tap(at: CGPoint(x: drafts.midX, y: drafts.midY))
        let sent = try XCTUnwrap(host.frameOfText("Sent"))
        host.tap(at: CGPoint(x: sent.midX, y: sent.midY))
        XCTAssertEqual(host.text(of: "count"), "2 selected")
        host.tap(at: CGPoint(x: sent.midX, y: sent.midY))
        XCTAssertEqual(host.text(of: "count"), "1 selected")
    }
}
