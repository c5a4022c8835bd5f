import XCTest
import SwiftUI
@testable import Easel

/// `layoutDirection == .rightToLeft` mirrors layout as SwiftUI does.
final class RightToLeftTests: XCTestCase {
    struct Row: View {
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Image(systemName: "person.circle").accessibilityIdentifier("icon")
                    Text("Name").accessibilityIdentifier("name")
                    Spacer()
                    Image(systemName: "chevron.right").flipsForRightToLeftLayoutDirection(true).accessibilityIdentifier("chevron")
                }
                .padding(.leading, 20)
                Text("Short").accessibilityIdentifier("short")
                Text("A longer line of text").multilineTextAlignment(.leading)
            }
            .frame(width: 300)
        }
    }

    private func host(_ direction: LayoutDirection) -> PreviewHost {
        PreviewHost(Row().environment(\.layoutDirection, direction), size: CGSize(width: 300, height: 200))
    }

    func testStacksRunFromTheRightAndLeadingIsTheRightEdge() throws {
        let ltr = host(.leftToRight), rtl = host(.rightToLeft)
        for id in ["icon", "name", "chevron", "short"] {
            let left = try XCTUnwrap(ltr.frame(of: id)), right = try XCTUnwrap(rtl.frame(of: id))
            XCTAssertEqual(right.minX, 300 - left.maxX, accuracy: 0.01, "\(id) is mirrored")
            XCTAssertEqual(right.minY, left.minY, accuracy: 0.01)
            XCTAssertEqual(right.size, left.size)
        }
        XCTAssertEqual(try XCTUnwrap(rtl.frame(of: "icon")).maxX, 280, accuracy: 0.01, "leading padding is on the right")
    }

    func testTextAlignsToTheRightAndFlippedSymbolsMirror() throws {
        let rtl = host(.rightToLeft)
        rtl.layoutIfNeeded()
        var alignments: [TextAlignment] = []
        rtl.graph.forEachNode { node in
            if let text = node.layout as? TextLeafLayout { alignments.append(text.paragraph.alignment) }
        }
        XCTAssertTrue(alignments.allSatisfy { $0 == .trailing }, "leading text aligns right: \(alignments)")
        var chevronMirrors = false, iconMirrors = true
        rtl.graph.forEachNode { node in
            if node[AccessibilityIdentifierTrait.self] == "chevron" { chevronMirrors = node.environment.mirrorsImages }
            if node[AccessibilityIdentifierTrait.self] == "icon" { iconMirrors = node.environment.mirrorsImages }
        }
        XCTAssertTrue(chevronMirrors)
        XCTAssertFalse(iconMirrors, "only views that ask are flipped")
    }
}
