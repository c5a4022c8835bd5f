import XCTest
@testable import Easel

/// `List`, `Section` and `Form` laid out as iOS 18 lays out an inset-grouped list (figures in
/// `ListLook`: margins 16 below 414 points of width and 20 above, rows at least 44 tall with
/// 11 above and below their content, sections 20 below the top without a header, headers 16
/// below and 6 above the card, 10 after each section). Hosts have no insets, so the list's
/// content starts at y = 0.
final class ListTests: XCTestCase {
    private func host<V: View>(_ view: V, width: CGFloat = 393) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: width, height: 852))
    }

    func testRowsOutsideSectionsFormOneCard() throws {
        let host = host(List {
            Text("Alpha").accessibilityIdentifier("a")
            Text("Beta").accessibilityIdentifier("b")
        })
        let a = try XCTUnwrap(host.frame(of: "a")), b = try XCTUnwrap(host.frame(of: "b"))
        // Leading edge: card margin 16 + row inset 16.
        XCTAssertEqual(a.minX, 32)
        // First row: 20 below the top, 44 tall, the text centred in it.
        XCTAssertEqual(a.midY, 20 + 22, accuracy: 0.001)
        XCTAssertEqual(b.midY, 20 + 44 + 22, accuracy: 0.001)
    }

    func testASectionsHeaderAndFooterAroundItsCard() throws {
        let host = host(List {
            Section {
                Text("Row").accessibilityIdentifier("row")
            } header: {
                Text("Head").accessibilityIdentifier("head")
            } footer: {
                Text("Foot").accessibilityIdentifier("foot")
            }
        })
        let head = try XCTUnwrap(host.frame(of: "head")), row = try XCTUnwrap(host.frame(of: "row"))
        let foot = try XCTUnwrap(host.frame(of: "foot"))
        XCTAssertEqual(head.minX, 32)
        XCTAssertEqual(head.minY, 16)
        let cardTop = head.maxY + 6
        XCTAssertEqual(row.midY, cardTop + 22, accuracy: 0.001)
        XCTAssertEqual(foot.minY, cardTop + 44 + 6, accuracy: 0.001)
        XCTAssertEqual(host.text(of: "head"), "HEAD", "headers are upper-cased up to iOS 18")
    }

    func testSectionsFollowOneAnother() throws {
        let host = host(List {
            Section { Text("One").accessibilityIdentifier("one") }
            Section("Second") { Text("Two").accessibilityIdentifier("two") }
        })
        let one = try XCTUnwrap(host.frame(of: "one")), two = try XCTUnwrap(host.frame(of: "two"))
        // First section: 20 + 44 + 10 = 74; the second's header starts 16 below that.
        XCTAssertEqual(one.midY, 42, accuracy: 0.001)
        let headerHeight = try XCTUnwrap(host.laidOutViews().first { $0.kind == "TextLeaf" && $0.frame.minY > 74 }).frame.height
        XCTAssertEqual(two.midY, 74 + 16 + headerHeight + 6 + 22, accuracy: 0.001)
    }

    func testTallRowsGrowByTheirInsets() throws {
        let host = host(List {
            Color.red.frame(width: 50, height: 60).accessibilityIdentifier("tall")
            Text("After").accessibilityIdentifier("after")
        })
        XCTAssertEqual(host.frame(of: "tall"), CGRect(x: 32, y: 20 + 11, width: 50, height: 60))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "after")).midY, 20 + 82 + 22, accuracy: 0.001)
    }

    func testStylesAndWidths() throws {
        let plain = host(List { Text("Plain").accessibilityIdentifier("t") }.listStyle(.plain))
        XCTAssertEqual(plain.frame(of: "t")?.minX, 16, "no card margin, the row inset only")
        let wide = host(List { Text("Wide").accessibilityIdentifier("t") }, width: 430)
        XCTAssertEqual(wide.frame(of: "t")?.minX, 40, "20 + 20 on Plus and Max widths")
        let form = host(Form { Text("Form").accessibilityIdentifier("t") }.listStyle(.plain))
        XCTAssertEqual(form.frame(of: "t")?.minX, 32, "a Form is inset-grouped whatever list style is around it")
    }

    func testListsOfData() throws {
        struct Fruit: Identifiable { let id: Int; let name: String }
        let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
        let host = host(VStack(spacing: 0) {
            List(fruits) { fruit in Text(fruit.name).accessibilityIdentifier(fruit.name) }
            List(["x", "y"], id: \.self) { name in Text(name).accessibilityIdentifier(name) }
        })
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "Pear")).midY, 20 + 44 + 22, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "y")).midY, 426 + 20 + 44 + 22, accuracy: 0.001)
    }

    func testASectionOutsideAListIsItsViewsInOrder() throws {
        let host = host(VStack(spacing: 0) {
            Section("Head") { Text("Row").accessibilityIdentifier("row") }
        })
        let texts = host.laidOutViews().filter { $0.kind == "TextLeaf" }
        XCTAssertEqual(texts.count, 2)
        XCTAssertEqual(host.text(of: "row"), "Row")
        XCTAssertEqual(texts[0].frame.maxY, texts[1].frame.minY, accuracy: 0.001)
    }

    func testCardsAndSeparatorsAreDrawn() {
        let host = host(List { Text("A"); Text("B") })
        let pixels = host.render(scale: 1)
        // The grouped background beside the card, white inside it.
        XCTAssertEqual(pixels.pixel(x: 8, y: 40).red, 242 / 255, accuracy: 0.01)
        XCTAssertEqual(pixels.pixel(x: 200, y: 30).red, 1, accuracy: 0.01)
        // The separator: one pixel at the first row's bottom, from the text's edge (32) on.
        let separator = pixels.pixel(x: 200, y: 63), beforeInset = pixels.pixel(x: 24, y: 63)
        XCTAssertLessThan(separator.red, 0.95)
        XCTAssertEqual(beforeInset.red, 1, accuracy: 0.01)
    }

    /// Under a form's text field row the separator starts where the field's text does, as
    /// under a text row (the editor of a note: a title field, then a toggle).
    func testASeparatorStartsAtATextFieldsText() throws {
        let host = host(Form {
            TextField("Title", text: .constant("Groceries")).accessibilityIdentifier("title")
            Toggle("Pinned", isOn: .constant(true))
        })
        let field = try XCTUnwrap(host.frame(of: "title"))
        // Editing too: the field draws its own text then.
        host.tap("title")
        let pixels = host.render(scale: 1)
        // The first row is 44 points tall below the form's 35-point top margin: its separator is
        // the row's last pixel line.
        let y = Int(field.midY + 22) - 1
        XCTAssertLessThan(pixels.pixel(x: Int(field.minX) + 4, y: y).red, 0.95, "the separator under the text")
        XCTAssertEqual(pixels.pixel(x: Int(field.minX) - 4, y: y).red, 1, accuracy: 0.01, "none before it")
    }

    func testRowModifiers() throws {
        let host = host(List {
            Text("Inset").accessibilityIdentifier("inset")
                .listRowInsets(EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 0))
            Text("Coloured").listRowBackground(Color.yellow).listRowSeparator(.hidden)
            Text("Plain")
        }
        .environment(\.defaultMinListRowHeight, 60))
        let inset = try XCTUnwrap(host.frame(of: "inset"))
        // Card at 16; the row's own leading inset 40; 20 + text + 20, at least 60 tall.
        XCTAssertEqual(inset.minX, 56)
        let rowHeight = max(60, inset.height + 40)
        XCTAssertEqual(inset.minY, 20 + (rowHeight - inset.height) / 2, accuracy: 0.01)
        let pixels = host.render(scale: 1)
        // The yellow row, and no separator above or below it.
        let yellowY = Int(20 + rowHeight + 30)
        XCTAssertGreaterThan(pixels.pixel(x: 200, y: yellowY).red, 0.9)
        XCTAssertLessThan(pixels.pixel(x: 200, y: yellowY).blue, 0.2)
        XCTAssertEqual(pixels.pixel(x: 200, y: Int(20 + rowHeight) - 1).blue, 1, accuracy: 0.01, "no separator above the yellow row")
    }

    /// `listRowSeparatorTint` colours the line below its row; other lines keep the system grey.
    func testASeparatorTakesItsRowsTint() {
        let host = host(List {
            Text("A").listRowSeparatorTint(.red)
            Text("B")
            Text("C")
        })
        let pixels = host.render(scale: 1)
        // Rows from y = 20, 44 tall: the lines at 64 and 108, one pixel above each.
        let tinted = pixels.pixel(x: 200, y: 63), plain = pixels.pixel(x: 200, y: 107)
        XCTAssertGreaterThan(tinted.red, 0.9)
        XCTAssertLessThan(tinted.green, 0.4, "the red tint")
        XCTAssertEqual(plain.red, plain.blue, accuracy: 0.05, "the next line is the grey separator")
        XCTAssertLessThan(plain.red, 0.95)
    }
}
