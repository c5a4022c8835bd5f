import XCTest
@testable import Easel
import EaselRaster

/// The row and section modifiers of lists as iOS draws them (figures in `ListLook`): badges,
/// header prominence, row and section spacing, section separators, and labels in rows with
/// their icon column and the separator under the title. Hosts have no insets: the first
/// header-less section's card starts at y = 20, rows 44 tall, content 32 from the edge.
final class ListAppearanceTests: XCTestCase {
    private func host<V: View>(_ view: V) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: 393, height: 852))
    }

    /// Apple, "badge(_:)": in a list, the badge is text at the row's trailing edge; a link
    /// keeps its chevron last, the badge before it; a count of zero shows nothing.
    func testABadgeIsTrailingTextBeforeALinksChevron() throws {
        let host = host(NavigationStack {
            List {
                Text("Inbox").badge(12)
                NavigationLink("Drafts") { Text("Drafts") }.badge("New")
                Text("Archive").badge(0)
            }
        })
        let texts = host.shownTexts()
        XCTAssertTrue(texts.contains("12"))
        XCTAssertTrue(texts.contains("New"))
        XCTAssertFalse(texts.contains("0"), "a zero count shows no badge")
        let count = try XCTUnwrap(host.frameOfText("12")), inbox = try XCTUnwrap(host.frameOfText("Inbox"))
        // The card's trailing content edge: 393 − 16 − 16.
        XCTAssertEqual(count.maxX, 361, accuracy: 0.5)
        XCTAssertEqual(count.midY, inbox.midY, accuracy: 0.5)
        let new = try XCTUnwrap(host.frameOfText("New"))
        XCTAssertLessThan(new.maxX, 350, "the chevron follows the badge")
        XCTAssertGreaterThan(new.minX, 250)
        // Secondary grey, not the primary black.
        let pixels = host.render(scale: 2)
        let darkest = (Int(count.minX * 2)..<Int(count.maxX * 2)).map { pixels.pixel(x: $0, y: Int(count.midY * 2)).red }.min() ?? 1
        XCTAssertGreaterThan(darkest, 0.2, "the badge is grey")
        XCTAssertLessThan(darkest, 0.8)
    }

    /// `headerProminence(.increased)`: title 3 bold, as written (not upper-cased), 11 above the card.
    func testIncreasedProminenceHeaders() throws {
        let host = host(List {
            Section("Favourites") { Text("Row").accessibilityIdentifier("row") }
                .headerProminence(.increased)
            Section("Others") { Text("Other") }
        })
        let texts = host.shownTexts()
        XCTAssertTrue(texts.contains("Favourites"), "as written")
        XCTAssertTrue(texts.contains("OTHERS"), "standard headers stay upper-cased")
        let prominent = try XCTUnwrap(host.frameOfText("Favourites")), standard = try XCTUnwrap(host.frameOfText("OTHERS"))
        XCTAssertGreaterThan(prominent.height, standard.height * 1.4, "title 3 (20 pt) against footnote (13 pt)")
        let row = try XCTUnwrap(host.frame(of: "row"))
        XCTAssertEqual(row.midY - 22 - prominent.maxY, ListLook.prominentHeaderBottomInset, accuracy: 0.5)
    }

    /// `listRowSpacing` puts its space between rows; each row of an inset-grouped list is then
    /// a card of its own, with the grouped grey between cards and no separator.
    func testRowSpacingMakesEachRowACard() throws {
        let host = host(List {
            Text("A").accessibilityIdentifier("a")
            Text("B").accessibilityIdentifier("b")
        }
        .listRowSpacing(10))
        let a = try XCTUnwrap(host.frame(of: "a")), b = try XCTUnwrap(host.frame(of: "b"))
        XCTAssertEqual(b.midY - a.midY, 44 + 10, accuracy: 0.01)
        let pixels = host.render(scale: 1)
        // Between the cards (y 64…74): the grouped grey.
        XCTAssertEqual(pixels.pixel(x: 200, y: 69).red, 242 / 255, accuracy: 0.01)
        // Rows are white, and no separator at the first row's bottom edge.
        XCTAssertEqual(pixels.pixel(x: 200, y: 63).red, 1, accuracy: 0.01)
        XCTAssertEqual(pixels.pixel(x: 200, y: 30).red, 1, accuracy: 0.01)
    }

    /// Apple, "listSectionSpacing(_:)": the space between adjacent sections; one without a
    /// value takes its neighbour's, and where both have one each gives half (10 and 100: 55).
    func testSectionSpacingIsSharedBetweenNeighbours() throws {
        func gap<V: View>(_ list: V) throws -> CGFloat {
            let host = host(list)
            let a = try XCTUnwrap(host.frame(of: "a")), b = try XCTUnwrap(host.frame(of: "b"))
            // Card bottom (row a's band end) to card top (row b's band start).
            return (b.midY - 22) - (a.midY + 22)
        }
        let standard = try gap(List {
            Section { Text("A").accessibilityIdentifier("a") }
            Section { Text("B").accessibilityIdentifier("b") }
        })
        XCTAssertEqual(standard, ListLook.sectionBottomMargin + ListLook.sectionTopMargin, accuracy: 0.01)
        let listWide = try gap(List {
            Section { Text("A").accessibilityIdentifier("a") }
            Section { Text("B").accessibilityIdentifier("b") }
        }.listSectionSpacing(8))
        XCTAssertEqual(listWide, 8, accuracy: 0.01)
        let oneSided = try gap(List {
            Section { Text("A").accessibilityIdentifier("a") }.listSectionSpacing(10)
            Section { Text("B").accessibilityIdentifier("b") }
        })
        XCTAssertEqual(oneSided, 10, accuracy: 0.01)
        let halves = try gap(List {
            Section { Text("A").accessibilityIdentifier("a") }.listSectionSpacing(10)
            Section { Text("B").accessibilityIdentifier("b") }.listSectionSpacing(.custom(100))
        })
        XCTAssertEqual(halves, 55, accuracy: 0.01)
        let compact = try gap(List {
            Section { Text("A").accessibilityIdentifier("a") }
            Section { Text("B").accessibilityIdentifier("b") }
        }.listSectionSpacing(.compact))
        XCTAssertEqual(compact, ListLook.compactSectionSpacing, accuracy: 0.01)
    }

    /// A plain list draws a full-width line under a section's header and under its last row;
    /// `listSectionSeparator(.hidden, edges:)` takes them away by edge.
    func testPlainListSectionSeparators() throws {
        func lines(_ visibility: Visibility, _ edges: VerticalEdge.Set) throws -> (top: Bool, bottom: Bool) {
            let host = host(List {
                Section {
                    Text("A").accessibilityIdentifier("a")
                    Text("B").accessibilityIdentifier("b")
                } header: {
                    Text("Head")
                }
                .listSectionSeparator(visibility, edges: edges)
            }
            .listStyle(.plain))
            let a = try XCTUnwrap(host.frame(of: "a")), b = try XCTUnwrap(host.frame(of: "b"))
            let pixels = host.render(scale: 1)
            // Left of the rows' inset (x = 4), where only section lines reach.
            let top = pixels.pixel(x: 4, y: Int(a.midY - 22)).red < 0.95
            let bottom = pixels.pixel(x: 4, y: Int(b.midY + 22) - 1).red < 0.95
            return (top, bottom)
        }
        let shown = try lines(.automatic, .all)
        XCTAssertTrue(shown.top)
        XCTAssertTrue(shown.bottom)
        let noBottom = try lines(.hidden, .bottom)
        XCTAssertTrue(noBottom.top)
        XCTAssertFalse(noBottom.bottom)
        let none = try lines(.hidden, .all)
        XCTAssertFalse(none.top)
        XCTAssertFalse(none.bottom)
    }

    /// A `Label` in a row: its icon centred in a 30-point column in the tint, 12 points before
    /// the title, so titles line up whatever the icons' widths; the separator starts at the title.
    func testLabelsInRowsLineUpTheirTitles() throws {
        let host = host(List {
            HStack { Image(systemName: "star"); Text("Starred") }
            Label("Wi-Fi", systemImage: "wifi")
            Label("Bluetooth", systemImage: "b.circle")
        })
        let wifi = try XCTUnwrap(host.frameOfText("Wi-Fi")), bluetooth = try XCTUnwrap(host.frameOfText("Bluetooth"))
        XCTAssertEqual(wifi.minX, 32 + 30 + 12, accuracy: 0.5)
        XCTAssertEqual(bluetooth.minX, wifi.minX, accuracy: 0.01)
        let starred = try XCTUnwrap(host.frameOfText("Starred"))
        let pixels = host.render(scale: 1)
        // The line under a label's row starts at its title, not at the icon.
        let y = Int(wifi.midY + 22) - 1
        XCTAssertEqual(pixels.pixel(x: Int(wifi.minX) - 4, y: y).red, 1, accuracy: 0.01)
        XCTAssertLessThan(pixels.pixel(x: Int(wifi.minX) + 4, y: y).red, 0.95)
        // A row of an image and text: the line under it starts at the text too.
        let starredLine = Int(starred.midY + 22) - 1
        XCTAssertEqual(pixels.pixel(x: Int(starred.minX) - 3, y: starredLine).red, 1, accuracy: 0.01)
        XCTAssertLessThan(pixels.pixel(x: Int(starred.minX) + 3, y: starredLine).red, 0.95)
        // The icon in the tint (blue), the title in black.
        let icon = (32..<62).flatMap { x in (Int(wifi.minY)..<Int(wifi.maxY)).map { pixels.pixel(x: x, y: $0) } }
        XCTAssertTrue(icon.contains { $0.blue > 0.8 && $0.red < 0.3 }, "a tinted icon")
    }
}
