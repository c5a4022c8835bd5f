import Easel
@testable import EaselGallery
import XCTest

/// The `sign-in-live` entry used as a person would: through taps and keys on the host, with
/// the entry's own, unmarked view (views are found by kind in the layout).
final class SignInLiveTests: GalleryTestCase {
    private func center(of kind: String, in host: PreviewHost, file: StaticString = #filePath, line: UInt = #line) throws -> CGPoint {
        let frame = try XCTUnwrap(host.laidOutViews().first { $0.kind == kind }?.frame, "no \(kind)", file: file, line: line)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The title: the first text of the tree, as the layout dump shows it.
    private func title(_ host: PreviewHost) -> String? {
        host.layoutDump().split(separator: "\n").first { $0.contains("TextLeaf") }
            .map { String($0.split(separator: "\"")[1]) }
    }

    func testTypingAndReturnSignsInAndSignOutFocusesTheFieldAgain() throws {
        let host = host(try entry("sign-in-live").makeView())
        XCTAssertEqual(title(host), "Welcome")
        host.tap(at: try center(of: "TextField", in: host))
        XCTAssertTrue(host.isEditingText)
        host.type("Ada\n")
        XCTAssertEqual(title(host), "Welcome, Ada!")
        XCTAssertFalse(host.isEditingText, "signing in ends editing: the keyboard would go down")

        // The bordered "Sign out" button is the second Button in the tree (after the arrow).
        let buttons = host.laidOutViews().filter { $0.kind == "Button" }
        XCTAssertEqual(buttons.count, 2)
        host.tap(at: CGPoint(x: buttons[1].frame.midX, y: buttons[1].frame.midY))
        XCTAssertEqual(title(host), "Welcome")
        XCTAssertTrue(host.isEditingText, "signing out focuses the field again through its FocusState")

        // The arrow button signs in too, but not with an empty name.
        host.tap(at: CGPoint(x: buttons[0].frame.midX, y: buttons[0].frame.midY))
        XCTAssertEqual(title(host), "Welcome")
        host.type("Grace")
        let arrow = try XCTUnwrap(host.laidOutViews().first { $0.kind == "Button" }?.frame)
        host.tap(at: CGPoint(x: arrow.midX, y: arrow.midY))
        XCTAssertEqual(title(host), "Welcome, Grace!")
    }
}
