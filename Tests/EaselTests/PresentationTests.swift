import XCTest
@testable import Easel

/// Sheets and alerts as people use them: a button presents, the sheet's own button or
/// `dismiss()` dismisses, alert buttons act and dismiss. iPhone 16 insets (59 top, 34 bottom).
final class PresentationTests: XCTestCase {
    struct EditSheet: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Edit").accessibilityIdentifier("sheet-title")
                Button("Done") { dismiss() }.accessibilityIdentifier("done")
                Spacer()
            }
        }
    }

    struct Screen: View {
        @State private var showsSheet = false
        @State private var showsAlert = false
        @State private var log: [String] = []
        let detents: Set<PresentationDetent>
        var body: some View {
            VStack {
                Button("Edit") { showsSheet = true }.accessibilityIdentifier("edit")
                Button("Delete") { showsAlert = true }.accessibilityIdentifier("delete")
                Text(log.joined(separator: ",")).accessibilityIdentifier("log")
            }
            .sheet(isPresented: $showsSheet, onDismiss: { log.append("dismissed") }) {
                EditSheet().presentationDetents(detents)
            }
            .alert("Delete the photo?", isPresented: $showsAlert) {
                Button("Delete", role: .destructive) { log.append("deleted") }.accessibilityIdentifier("alert-delete")
                Button("Cancel", role: .cancel) {}.accessibilityIdentifier("alert-cancel")
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    func testALargeSheetOpensBelowTheStatusBarAndDismisses() throws {
        let host = phoneHost(Screen(detents: [.large]))
        XCTAssertNil(host.frame(of: "sheet-title"))
        host.tap("edit")
        let title = try XCTUnwrap(host.frame(of: "sheet-title"))
        // The sheet's content starts at its top: 59 + 10.
        XCTAssertEqual(title.minY, 69, accuracy: 0.5)
        // The screen below takes no taps while the sheet is up.
        host.tap("delete")
        XCTAssertNil(host.frame(of: "alert-title"))
        host.tap("done")
        XCTAssertNil(host.frame(of: "sheet-title"))
        XCTAssertEqual(host.text(of: "log"), "dismissed")
    }

    func testAMediumSheetTakesHalfTheScreen() throws {
        let host = phoneHost(Screen(detents: [.medium, .large]))
        host.tap("edit")
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "sheet-title")).minY, 426, accuracy: 0.5)
        // Dimmed above the sheet, white in it.
        let pixels = host.render(scale: 1)
        XCTAssertEqual(pixels.pixel(x: 20, y: 300).red, 0.6, accuracy: 0.02)
        XCTAssertEqual(pixels.pixel(x: 20, y: 600).red, 1, accuracy: 0.01)
    }

    func testAlertButtonsActAndDismiss() throws {
        let host = phoneHost(Screen(detents: [.large]))
        host.tap("delete")
        XCTAssertEqual(host.text(of: "alert-title"), "Delete the photo?")
        let delete = try XCTUnwrap(host.frame(of: "alert-delete")), cancel = try XCTUnwrap(host.frame(of: "alert-cancel"))
        // Two buttons side by side in a 270-point box centred on the screen.
        XCTAssertEqual(delete.midY, cancel.midY, accuracy: 0.5)
        XCTAssertEqual(delete.midX, 393 / 2 - 135 / 2, accuracy: 0.5)
        // A tap anywhere in the button's half acts.
        host.tap(at: CGPoint(x: delete.midX - 50, y: delete.midY + 15))
        XCTAssertNil(host.frame(of: "alert-title"))
        XCTAssertEqual(host.text(of: "log"), "deleted")
    }

    func testAnAlertWithoutButtonsHasOK() throws {
        struct Simple: View {
            @State private var shown = true
            var body: some View { Text("Body").alert("Saved", isPresented: $shown) {} }
        }
        let host = phoneHost(Simple())
        XCTAssertEqual(host.text(of: "alert-title"), "Saved")
        let ok = try XCTUnwrap(host.laidOutViews().first { $0.kind == "Button" })
        host.tap(at: CGPoint(x: ok.frame.midX, y: ok.frame.midY))
        XCTAssertNil(host.frame(of: "alert-title"))
    }
}
