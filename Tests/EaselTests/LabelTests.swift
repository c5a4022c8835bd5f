import XCTest
import SwiftUI

/// `Label` and the label styles, in the idioms of Apple's sample code.
final class LabelTests: XCTestCase {
    private func parts<V: View>(_ view: V) -> (icons: [CGRect], titles: [CGRect]) {
        let views = PreviewHost(view, size: CGSize(width: 390, height: 200)).laidOutViews()
        return (views.filter { $0.kind == "Image" }.map(\.frame), views.filter { $0.kind == "TextLeaf" }.map(\.frame))
    }

    func testTheDefaultStylePutsTheIconBeforeTheTitle() throws {
        let (icons, titles) = parts(Label("Favourites", systemImage: "star.fill"))
        let icon = try XCTUnwrap(icons.first), title = try XCTUnwrap(titles.first)
        XCTAssertLessThan(icon.maxX, title.minX)
        XCTAssertEqual(title.minX - icon.maxX, 8, accuracy: 0.01, "an HStack's spacing next to text")
        XCTAssertEqual(icon.midY, title.midY, accuracy: 1)
    }

    func testTitleOnlyAndIconOnly() {
        let titleOnly = parts(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly))
        XCTAssertEqual(titleOnly.icons.count, 0)
        XCTAssertEqual(titleOnly.titles.count, 1)
        let iconOnly = parts(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly))
        XCTAssertEqual(iconOnly.icons.count, 1)
        XCTAssertEqual(iconOnly.titles.count, 0)
        // The style reaches every label below the modifier.
        let both = parts(VStack { Label("A", systemImage: "star"); Label("B", systemImage: "heart") }.labelStyle(.iconOnly))
        XCTAssertEqual(both.titles.count, 0)
        XCTAssertEqual(both.icons.count, 2)
    }

    /// A custom style as apps write one: the icon after the title, and a style that restyles
    /// the default label through `Label(configuration)`.
    struct TrailingIconLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 4) {
                configuration.title
                configuration.icon
            }
        }
    }

    struct TintedIconLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration)
                .foregroundStyle(.orange)
                .padding(10)
        }
    }

    func testCustomStylesArrangeTheParts() throws {
        let trailing = parts(Label("Next", systemImage: "chevron.right").labelStyle(TrailingIconLabelStyle()))
        let icon = try XCTUnwrap(trailing.icons.first), title = try XCTUnwrap(trailing.titles.first)
        XCTAssertEqual(icon.minX - title.maxX, 4, accuracy: 0.01)
        let wrapped = PreviewHost(Label("Settings", systemImage: "gear").labelStyle(TintedIconLabelStyle()).accessibilityIdentifier("label"),
                                  size: CGSize(width: 390, height: 200))
        let frame = try XCTUnwrap(wrapped.frame(of: "label"))
        let inner = wrapped.laidOutViews().filter { $0.kind == "Image" || $0.kind == "TextLeaf" }
        XCTAssertEqual(inner.count, 2)
        XCTAssertEqual(inner.map(\.frame.minX).min()! - frame.minX, 10, accuracy: 0.01)
    }

    func testATitleAndIconOfAnyViews() throws {
        let (icons, titles) = parts(Label {
            Text("Ada Lovelace")
            Text("Analyst").font(.caption)
        } icon: {
            Image(systemName: "person.circle")
        })
        XCTAssertEqual(icons.count, 1)
        XCTAssertEqual(titles.count, 2)
    }
}
