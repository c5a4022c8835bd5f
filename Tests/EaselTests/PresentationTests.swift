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
        // Dimmed above the sheet (UIKit's dimming: black at 20 %), white in it; the screen
        // does not step back at the medium detent.
        XCTAssertFalse(host.showsScreenSteppedBack)
        let pixels = host.render(scale: 1)
        XCTAssertEqual(pixels.pixel(x: 20, y: 300).red, 0.8, accuracy: 0.02)
        XCTAssertEqual(pixels.pixel(x: 20, y: 600).red, 1, accuracy: 0.01)
        let dark = PreviewHost(Screen(detents: [.medium]), size: CGSize(width: 393, height: 852),
                               safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), colorScheme: .dark)
        dark.tap("edit")
        XCTAssertEqual(dark.render(scale: 1).pixel(x: 20, y: 300).red, 0, accuracy: 0.01)
    }

    /// At the large detent the screen behind steps back (iOS 16's page sheet, as read from
    /// UIKitCore by kern0x1b/charon): scaled by 1 − 32/393 about its top centre, its top at the
    /// status bar's bottom (59), rounded, over black, dimmed by 12 %.
    func testALargeSheetStepsTheScreenBack() throws {
        struct Backdrop: View {
            @State private var shows = false
            var body: some View {
                Color(red: 1, green: 0, blue: 0).ignoresSafeArea()
                    .overlay { Button("Show") { shows = true }.accessibilityIdentifier("show") }
                    .sheet(isPresented: $shows) { Text("Sheet") }
            }
        }
        let host = phoneHost(Backdrop())
        host.tap("show")
        XCTAssertTrue(host.showsScreenSteppedBack)
        let pixels = host.render(scale: 1)
        // Black above the stepped-back screen and beside it (16 × 393/393 = 16 points each side).
        XCTAssertEqual(pixels.pixel(x: 196, y: 30).red, 0, accuracy: 0.01)
        XCTAssertEqual(pixels.pixel(x: 8, y: 64).red, 0, accuracy: 0.01)
        // The screen's red, dimmed by 12 %, between its top (59) and the sheet's (69).
        let card = pixels.pixel(x: 196, y: 64)
        XCTAssertEqual(card.red, 0.88, accuracy: 0.02)
        XCTAssertEqual(card.green, 0, accuracy: 0.01)
        XCTAssertEqual(pixels.pixel(x: 30, y: 64).red, 0.88, accuracy: 0.02)
        // Its rounded corner: the corner pixel itself is black.
        XCTAssertLessThan(pixels.pixel(x: 16, y: 59).red, 0.5)
        // The sheet is white from 69 down.
        XCTAssertEqual(pixels.pixel(x: 196, y: 80).green, 1, accuracy: 0.01)
    }

    /// `presentationCornerRadius` rounds the sheet as asked; `presentationBackground` fills it.
    func testASheetTakesItsCornerRadiusAndBackground() throws {
        struct Tinted: View {
            @State private var shows = false
            var body: some View {
                Button("Show") { shows = true }.accessibilityIdentifier("show")
                    .sheet(isPresented: $shows) {
                        Text("Sheet")
                            .presentationDetents([.medium])
                            .presentationCornerRadius(40)
                            .presentationBackground(Color(red: 0, green: 0, blue: 1))
                    }
            }
        }
        let host = phoneHost(Tinted())
        host.tap("show")
        let pixels = host.render(scale: 1)
        // The sheet's top is at 426: blue inside, the dimmed screen in the rounded-off corner.
        XCTAssertEqual(pixels.pixel(x: 196, y: 430).blue, 1, accuracy: 0.01)
        XCTAssertEqual(pixels.pixel(x: 196, y: 430).red, 0, accuracy: 0.01)
        XCTAssertEqual(pixels.pixel(x: 4, y: 430).red, 0.8, accuracy: 0.02)
        XCTAssertEqual(pixels.pixel(x: 40, y: 430).blue, 1, accuracy: 0.01)
        // The background is behind the content, which is centred in the sheet as before.
        XCTAssertEqual(try XCTUnwrap(host.frameOfText("Sheet")).midY, (426 + 818) / 2, accuracy: 1)
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

    /// Stewart Lynch's "TinyDetent" (iOS 16's `CustomPresentationDetent`): 60 points tall,
    /// taller at the largest Dynamic Type sizes, read from the context's environment.
    struct TinyDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? {
            switch context.dynamicTypeSize {
            case .accessibility3: return 200
            default: return 60
            }
        }
    }

    func testACustomDetentTakesTheHeightItsTypeWorksOut() throws {
        let tiny = PresentationDetent.custom(TinyDetent.self)
        XCTAssertEqual(tiny, .custom(TinyDetent.self), "one detent per type")
        XCTAssertNotEqual(tiny, .height(60))
        let host = phoneHost(Screen(detents: [tiny]))
        host.tap("edit")
        // 60 points above the home indicator's inset: 852 − 34 − 60.
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "sheet-title")).minY, 758, accuracy: 1)
        let large = phoneHost(Screen(detents: [tiny]).dynamicTypeSize(.accessibility3))
        large.tap("edit")
        XCTAssertEqual(try XCTUnwrap(large.frame(of: "sheet-title")).minY, 618, accuracy: 1)
    }
}
