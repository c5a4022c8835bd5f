import XCTest
@testable import Easel

/// What apps put in a `Menu`: sections with titles, dividers, a picker, a nested menu, labelled
/// buttons — laid out as iOS's menus lay them out and chosen as people choose them.
final class MenuContentTests: XCTestCase {
    struct Toolbar: View {
        @State private var sort = "Name"
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Menu("Options") {
                    Button("Rename", systemImage: "pencil") { log.append("rename") }
                    Button { log.append("duplicate") } label: { Label("Duplicate", systemImage: "plus.square.on.square") }
                    Divider()
                    Section("Sort By") {
                        Picker("Sort", selection: $sort) {
                            Text("Name").tag("Name")
                            Text("Date").tag("Date")
                        }
                    }
                    Section {
                        Menu("Share") {
                            Button("Copy Link") { log.append("copy") }
                            Button("Message") { log.append("message") }
                        }
                        Button("Delete", systemImage: "trash", role: .destructive) { log.append("delete") }
                    }
                }
                .accessibilityIdentifier("menu")
                Text("\(sort) \(log.joined(separator: ","))").accessibilityIdentifier("state")
                Spacer()
            }
        }
    }

    private func tap(_ host: PreviewHost, _ text: String) throws {
        let frame = try XCTUnwrap(host.frameOfText(text), "\(text) is shown")
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    func testSectionsArePartedByABandAndTitledInSmallGreyType() throws {
        let host = phoneHost(Toolbar())
        host.tap("menu")
        let duplicate = try XCTUnwrap(host.frameOfText("Duplicate")), title = try XCTUnwrap(host.frameOfText("Sort By"))
        let name = try XCTUnwrap(host.frameOfText("Name")), rename = try XCTUnwrap(host.frameOfText("Rename"))
        // Item rows are 44 apart; the divider adds the 8-point band, then the section's title.
        XCTAssertEqual(duplicate.midY - rename.midY, 44, accuracy: 0.5)
        XCTAssertEqual(title.minY - (duplicate.midY + 22), 8 + 8, accuracy: 1, "band, then the title 8 below it")
        XCTAssertLessThan(title.height, name.height, "the title is footnote type")
        XCTAssertTrue(host.accessibilityTree().contains { $0.label == "Sort By" && $0.traits.contains("header") })
        // A divider, the edge of a section and the next section's edge make one band, not three.
        let share = try XCTUnwrap(host.frameOfText("Share")), date = try XCTUnwrap(host.frameOfText("Date"))
        XCTAssertEqual(share.midY - date.midY, 44 + 8, accuracy: 0.5)
    }

    func testIconsTrailTheTitlesAndThePickersChoiceIsChecked() throws {
        let host = phoneHost(Toolbar())
        host.tap("menu")
        let rename = try XCTUnwrap(host.frameOfText("Rename"))
        let icons = host.laidOutViews().filter { $0.kind == "Image" && abs($0.frame.midY - rename.midY) < 4 }
        XCTAssertEqual(icons.count, 1)
        XCTAssertGreaterThan(try XCTUnwrap(icons.first).frame.minX, rename.maxX + 100, "the pencil sits at the trailing edge")
        let tree = host.accessibilityTree()
        XCTAssertTrue(tree.contains { $0.label == "Name" && $0.traits.contains("selected") })
        XCTAssertFalse(tree.contains { $0.label == "Date" && $0.traits.contains("selected") })
        try tap(host, "Date")
        XCTAssertEqual(host.text(of: "state"), "Date ", "choosing an option sets the selection")
        XCTAssertNil(host.frameOfText("Rename"), "and closes the menu")
    }

    func testANestedMenuOpensInPlaceAndItsItemRunsAndClosesEverything() throws {
        let host = phoneHost(Toolbar())
        host.tap("menu")
        XCTAssertNil(host.frameOfText("Copy Link"))
        let delete = try XCTUnwrap(host.frameOfText("Delete"))
        try tap(host, "Share")
        XCTAssertNotNil(host.frameOfText("Rename"), "opening the submenu keeps the menu open")
        let copy = try XCTUnwrap(host.frameOfText("Copy Link"))
        XCTAssertGreaterThan(try XCTUnwrap(host.frameOfText("Delete")).minY, delete.minY + 80, "its items push the rest down")
        XCTAssertGreaterThan(copy.minY, try XCTUnwrap(host.frameOfText("Share")).maxY)
        try tap(host, "Copy Link")
        XCTAssertEqual(host.text(of: "state"), "Name copy")
        XCTAssertNil(host.frameOfText("Rename"))
        host.tap("menu")
        XCTAssertNil(host.frameOfText("Copy Link"), "a menu opens with its submenus closed")
    }
}
