import Easel
@testable import EaselGallery
import XCTest

final class GalleryTests: XCTestCase {
    /// The names of the gallery's issue, in the articles' order, then Easel's own.
    func testEntryNamesAreTheIssuesInDocumentOrder() {
        XCTAssertEqual(Gallery.entries.map(\.name), Gallery.seedExamples.map(\.name) + ["sign-in-live", "scroll-feed", "settings-form", "controls-form", "animated-card", "controls-gallery", "charts", "charts-axes", "drawing-effects", "navigation-list", "tab-app", "sheet-medium", "sheet-large", "alert-delete", "text-specimen", "right-to-left-form", "localized-screen", "symbols-sheet", "explore-parks", "control-sizes", "date-pickers", "mailboxes", "dialog-photo", "photo-gestures"])
        XCTAssertEqual(Gallery.seedExamples.map(\.name), [
            "background-gradient", "zstack-background", "ignores-safe-area", "keyboard-adjusting",
            "overlay-stars", "overlay-circle-star", "overlay-bottom", "overlay-zstack-bottom",
            "background-stars", "background-bars", "background-leading", "background-zstack-leading",
            "modifier-frame-border", "modifier-border-frame", "font-override", "bold-text",
            "stack-default-alignment", "stack-first-baseline", "stack-alignment-guide", "stack-symbol",
        ])
    }

    /// After `registerAll` every entry can be opened by name from `Previews`, once.
    func testRegisterAllAddsEveryEntryToPreviews() {
        Gallery.registerAll()
        Gallery.registerAll()
        for entry in Gallery.entries {
            XCTAssertNotNil(Previews.named(entry.name), "\(entry.name) is not registered")
            XCTAssertEqual(Previews.all.filter { $0.name == entry.name }.count, 1, "\(entry.name) registered twice")
        }
    }

    /// The `SignInView` entries all show the same content: a title above a text field and a button.
    func testSignInEntriesShowTheSameContent() {
        for name in ["background-gradient", "zstack-background", "ignores-safe-area", "keyboard-adjusting"] {
            guard let entry = Gallery.entries.first(where: { $0.name == name }) else {
                return XCTFail("no entry \(name)")
            }
            let dump = PreviewHost(entry.makeView(), size: CGSize(width: 393, height: 852)).layoutDump()
            XCTAssertTrue(dump.contains("\"Welcome\""), "\(name):\n\(dump)")
            XCTAssertTrue(dump.contains("\"Your name?\""), "\(name):\n\(dump)")
            XCTAssertTrue(dump.contains("systemName: \"arrow.right.square\""), "\(name):\n\(dump)")
        }
    }
}
