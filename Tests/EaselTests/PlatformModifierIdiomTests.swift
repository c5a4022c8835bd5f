import XCTest
import EaselRaster
@testable import Easel

/// Modifiers iOS 17 and 18 screens carry that change little or nothing on an iPhone
/// (toolbar roles, presentation sizing and adaptation, inspectors, key presses, typesetting
/// languages), written as apps write them: each compiles, and does on an iPhone what it does
/// there.
final class PlatformModifierIdiomTests: XCTestCase {
    struct NoteEditor: View {
        @State private var showsInspector = false
        @State private var text = "Groceries"

        var body: some View {
            NavigationStack {
                VStack {
                    Text(text)
                        .typesettingLanguage(.init(languageCode: .english))
                        .geometryGroup()
                    Button("Details") { showsInspector = true }.accessibilityIdentifier("details")
                }
                .navigationTitle("Note")
                .toolbarTitleDisplayMode(.inline)
                .toolbarRole(.editor)
                .persistentSystemOverlays(.hidden)
                .defersSystemGestures(on: .bottom)
                .onKeyPress(.return) { .handled }
                .onKeyPress(characters: .alphanumerics, phases: .down) { press in
                    press.characters.isEmpty ? .ignored : .handled
                }
                .inspector(isPresented: $showsInspector) {
                    Text("Inspector").accessibilityIdentifier("inspector")
                        .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
                        .presentationDetents([.medium, .large])
                        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                        .presentationCompactAdaptation(.sheet)
                        .presentationContentInteraction(.scrolls)
                        .presentationSizing(.form)
                }
            }
        }
    }

    func testAnEditorScreenWithAnInspector() throws {
        Diagnostics.reset()
        let host = phoneHost(NoteEditor())
        // `.inline`: the title is in the 44-point bar, not below it.
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "navigation-title")).midY, 59 + 22, accuracy: 0.5)
        XCTAssertNil(host.frame(of: "inspector"))
        // The editor's key handlers take Return (`KeyPressTests` for delivery).
        XCTAssertTrue(host.press(.return))
        host.tap("details")
        XCTAssertNotNil(host.frame(of: "inspector"), "on an iPhone an inspector is a sheet")
        XCTAssertFalse(host.press(.return), "with the sheet up, keys go to it")
    }

    func testToolbarVisibilityHidesTheBar() throws {
        let host = phoneHost(NavigationStack {
            Text("Full screen").navigationTitle("Hidden").toolbarVisibility(.hidden, for: .navigationBar)
        })
        XCTAssertNil(host.frame(of: "navigation-title"))
    }

    func testTheDeprecatedColorSchemeModifierSetsTheScheme() throws {
        struct Reader: View {
            @Environment(\.colorScheme) private var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light").accessibilityIdentifier("scheme") }
        }
        let host = PreviewHost(Reader().colorScheme(.dark), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.text(of: "scheme"), "dark")
    }

    func testRotation3DEffectNarrowsACardTurnedAboutItsVerticalAxis() throws {
        let host = PreviewHost(Color.red.frame(width: 200, height: 100)
                                .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0), size: CGSize(width: 300, height: 100))
        let pixels = host.render(scale: 1)
        // Without perspective: centred at 150 and 200 × cos 60° = 100 wide: from 100 to 200.
        XCTAssertLessThan(pixels.pixel(x: 105, y: 50).green, 0.3, "inside the turned card")
        XCTAssertGreaterThan(pixels.pixel(x: 70, y: 50).green, 0.9, "outside it: the card was 200 wide, now 100")
        // With the default perspective (d = 200) the near edge comes to 50 + 100 − 50 / (1 − 0.433) = 61.8.
        let seen = PreviewHost(Color.red.frame(width: 200, height: 100)
                                .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), size: CGSize(width: 300, height: 100)).render(scale: 1)
        XCTAssertLessThan(seen.pixel(x: 70, y: 50).green, 0.3, "the near edge, nearer the eye")
        XCTAssertGreaterThan(seen.pixel(x: 55, y: 50).green, 0.9)
        // About the z axis it is a plain rotation.
        let flat = CGAffineTransform(rotation3D: .pi / 2, axis: (x: 0, y: 0, z: 1))
        let plain = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(flat.a, plain.a, accuracy: 1e-9)
        XCTAssertEqual(flat.b, plain.b, accuracy: 1e-9)
        XCTAssertEqual(flat.c, plain.c, accuracy: 1e-9)
        XCTAssertEqual(flat.d, plain.d, accuracy: 1e-9)
    }

    func testContainerShapeAndListItemTintCompileInARow() throws {
        let host = PreviewHost(List {
            Label("Inbox", systemImage: "tray").listItemTint(.monochrome)
            Label("Flagged", systemImage: "flag").listItemTint(.fixed(.orange))
        }
        .listSectionSpacing(.compact)
        .listSectionSpacing(.custom(24))
        .containerShape(RoundedRectangle(cornerRadius: 20))
        .dialogIcon(Image(systemName: "tray")), size: CGSize(width: 390, height: 400))
        XCTAssertTrue(host.shownTexts().contains("Flagged"))
    }
}
