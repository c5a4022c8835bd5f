import XCTest
@testable import Easel
import EaselRaster

/// `confirmationDialog` as iOS's action sheet (`ConfirmationDialogPresentation`): the actions'
/// card over a cancel card at the bottom of the safe area, 57-point rows 8 points from the
/// sides; the title shows only when asked; a tap on the dimmed screen dismisses, as a tap on
/// the dimmed screen above a medium sheet does. iPhone 16 insets (59 top, 34 bottom).
final class ConfirmationDialogTests: XCTestCase {
    struct Photo: View {
        @State private var asks = false
        @State private var log: [String] = []
        var titleVisibility: Visibility = .automatic
        var withCancel = true
        var body: some View {
            VStack {
                Button("Options") { asks = true }.accessibilityIdentifier("options")
                Text(log.joined(separator: ",")).accessibilityIdentifier("log")
            }
            .confirmationDialog("Photo options", isPresented: $asks, titleVisibility: titleVisibility) {
                Button("Share") { log.append("share") }.accessibilityIdentifier("share")
                Button("Delete", role: .destructive) { log.append("delete") }.accessibilityIdentifier("delete")
                if withCancel {
                    Button("Keep", role: .cancel) { log.append("keep") }.accessibilityIdentifier("keep")
                }
            } message: {
                Text("Choose what to do with the photo.")
            }
        }
    }

    func testTheCancelButtonStandsApartAtTheBottom() throws {
        let host = phoneHost(Photo())
        host.tap("options")
        let share = try XCTUnwrap(host.frame(of: "share")), delete = try XCTUnwrap(host.frame(of: "delete"))
        let keep = try XCTUnwrap(host.frame(of: "keep"))
        // Rows 57 apart, centred across the screen.
        XCTAssertEqual(delete.midY - share.midY, 57, accuracy: 0.5)
        XCTAssertEqual(share.midX, 393 / 2, accuracy: 0.5)
        // The cancel row: its card ends at the safe area's bottom (852 − 34), 8 below the actions.
        XCTAssertEqual(keep.midY, 852 - 34 - 57 / 2, accuracy: 0.5)
        XCTAssertEqual(keep.midY - delete.midY, 57 + 8, accuracy: 0.5)
        // The title is hidden by default on iOS; the message shows.
        let texts = host.shownTexts()
        XCTAssertFalse(texts.contains("Photo options"))
        XCTAssertTrue(texts.contains("Choose what to do with the photo."))
        // 20-point actions: taller than 17-point body text.
        XCTAssertGreaterThan(share.height, 23)
        // The destructive action is red.
        let pixels = host.render(scale: 2)
        let glyphs = (Int(delete.minX * 2)..<Int(delete.maxX * 2)).map { pixels.pixel(x: $0, y: Int(delete.midY * 2)) }
        XCTAssertTrue(glyphs.contains { $0.red > 0.8 && $0.green < 0.4 && $0.blue < 0.4 })
        host.tap("delete")
        XCTAssertNil(host.frame(of: "share"), "an action dismisses")
        XCTAssertEqual(host.text(of: "log"), "delete")
    }

    func testAVisibleTitleAndADefaultCancel() throws {
        let host = phoneHost(Photo(titleVisibility: .visible, withCancel: false))
        host.tap("options")
        XCTAssertTrue(host.shownTexts().contains("Photo options"))
        XCTAssertTrue(host.shownTexts().contains("Cancel"), "SwiftUI adds a dismiss action")
        let title = try XCTUnwrap(host.frame(of: "dialog-title"))
        XCTAssertLessThan(title.maxY, try XCTUnwrap(host.frame(of: "share")).minY)
    }

    func testATapOnTheDimmedScreenDismisses() throws {
        let host = phoneHost(Photo())
        host.tap("options")
        host.tap(at: CGPoint(x: 200, y: 150))
        XCTAssertNil(host.frame(of: "share"))
        XCTAssertEqual(host.text(of: "log"), "", "no action ran")
    }

    struct Notes: View {
        @State private var edits = false
        var locked = false
        var body: some View {
            Button("Edit") { edits = true }.accessibilityIdentifier("edit")
                .sheet(isPresented: $edits) {
                    Text("Editor").accessibilityIdentifier("editor")
                        .presentationDetents([.medium])
                        .interactiveDismissDisabled(locked)
                }
        }
    }

    /// Above a medium sheet the screen is dimmed, and a tap there dismisses the sheet unless
    /// its content disables interactive dismissal.
    func testATapAboveAMediumSheetDismissesIt() throws {
        let host = phoneHost(Notes())
        host.tap("edit")
        XCTAssertNotNil(host.frame(of: "editor"))
        host.tap(at: CGPoint(x: 200, y: 200))
        XCTAssertNil(host.frame(of: "editor"))
        let locked = phoneHost(Notes(locked: true))
        locked.tap("edit")
        locked.tap(at: CGPoint(x: 200, y: 200))
        XCTAssertNotNil(locked.frame(of: "editor"), "interactiveDismissDisabled keeps it up")
    }
}
