import XCTest
@testable import Easel

/// Smaller containers in the idioms of Apple's samples: jump-to-row with `ScrollViewReader`,
/// settings rows with `LabeledContent`, `GroupBox`, `DisclosureGroup`, empty states.
final class ContainerIdiomTests: XCTestCase {
    struct Chat: View {
        let messages = (0..<40).map { "Message \($0)" }
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Latest") { proxy.scrollTo(39, anchor: .bottom) }.accessibilityIdentifier("latest")
                    Button("Tenth") { proxy.scrollTo(10, anchor: .top) }.accessibilityIdentifier("tenth")
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(Array(messages.enumerated()), id: \.offset) { index, message in
                                Text(message).frame(height: 50).id(index).accessibilityIdentifier("m\(index)")
                            }
                        }
                    }
                    .frame(height: 400)
                    .accessibilityIdentifier("scroll")
                }
            }
        }
    }

    func testScrollToBringsARowToTheAnchor() throws {
        let host = PreviewHost(Chat(), size: CGSize(width: 390, height: 844))
        let scroll = try XCTUnwrap(host.frame(of: "scroll"))
        host.tap("latest")
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "m39")).maxY, scroll.maxY, accuracy: 0.01)
        host.tap("tenth")
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "m10")).minY, scroll.minY, accuracy: 0.01)
        XCTAssertEqual(host.scrollOffset(of: "scroll"), CGPoint(x: 0, y: 500))
    }

    func testLabeledContentPutsTheValueAtTheTrailingEdge() throws {
        let host = PreviewHost(LabeledContent("Version", value: "18.1").accessibilityIdentifier("row"), size: CGSize(width: 300, height: 100))
        let texts = host.laidOutViews().filter { $0.kind == "TextLeaf" }
        XCTAssertEqual(texts.count, 2)
        XCTAssertEqual(texts[0].frame.minX, 0)
        XCTAssertEqual(texts[1].frame.maxX, 300, accuracy: 0.01)
    }

    func testDisclosureGroupShowsItsContentWhenTapped() throws {
        let host = PreviewHost(DisclosureGroup("Advanced") { Text("Hidden detail").accessibilityIdentifier("detail") }
                                .accessibilityIdentifier("group"), size: CGSize(width: 300, height: 200))
        XCTAssertNil(host.frame(of: "detail"))
        let button = try XCTUnwrap(host.laidOutViews().first { $0.kind == "Button" })
        host.tap(at: button.frame.center)
        XCTAssertEqual(host.text(of: "detail"), "Hidden detail")
    }

    func testGroupBoxAndEmptyStates() throws {
        let box = PreviewHost(GroupBox("Today") { Text("3 events") }.accessibilityIdentifier("box"), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(box.frame(of: "box")?.width, 300, "a group box takes the width")
        let empty = PreviewHost(ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail appears here.")),
                                size: CGSize(width: 390, height: 600))
        let texts = empty.laidOutViews().filter { $0.kind == "TextLeaf" }
        XCTAssertEqual(texts.count, 2)
        XCTAssertEqual(texts[0].frame.midX, 195, accuracy: 0.5, "centred")
        XCTAssertEqual(empty.laidOutViews().filter { $0.kind == "Image" }.count, 1)
    }

    func testUnsupportedModifiersCompileAndSaySoOnce() {
        struct Search: View {
            @State private var query = ""
            var body: some View {
                List { Text("Row") }.searchable(text: $query, prompt: "Find").searchScopes(.constant(0)) { Text("All").tag(0) }.refreshable {}
            }
        }
        _ = PreviewHost(Search(), size: CGSize(width: 390, height: 844)).render(scale: 1)
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("searchScopes") })
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("refreshable") })
    }
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
