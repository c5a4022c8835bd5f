import XCTest
@testable import Easel
import EaselText

/// Layouts unseen apps' screens were drawn wrong in, written as the apps write them.
final class RealScreenLayoutTests: XCTestCase {
    /// A settings-style grid: a label column and a value column whose long text is given
    /// `.frame(maxWidth: .infinity)`. The values share what the labels leave, and wrap.
    func testGridCellsWithInfiniteMaxWidthShareTheWidthAndWrap() throws {
        struct Specs: View {
            var body: some View {
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                    GridRow {
                        Text("Battery").bold()
                        Text("Up to 22 hours of video playback, and up to 75 hours of audio playback when streaming")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .accessibilityIdentifier("battery")
                    }
                    GridRow {
                        Text("Chip").bold()
                        Text("A18 Pro with a six-core CPU, a six-core GPU and a sixteen-core Neural Engine")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .accessibilityIdentifier("chip")
                    }
                }
                .padding()
                .accessibilityIdentifier("grid")
            }
        }
        let host = phoneHost(Specs())
        let grid = try XCTUnwrap(host.frame(of: "grid"))
        let battery = try XCTUnwrap(host.frame(of: "battery"))
        XCTAssertLessThanOrEqual(grid.maxX, 393, "the grid stays on the screen")
        XCTAssertEqual(battery.maxX, 393 - 16, accuracy: 0.5, "the value column reaches the padding")
        XCTAssertGreaterThan(battery.height, 40, "the long value wraps onto several lines")
        XCTAssertEqual(host.frame(of: "chip")?.width ?? 0, battery.width, accuracy: 0.5, "one column, one width")
    }

    /// A carousel in a `VStack`: the horizontal scroll view is as tall as its cards.
    func testAHorizontalScrollViewHugsItsContentsHeight() throws {
        struct Home: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Featured").font(.title2.bold())
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 12) {
                            ForEach(0..<6) { index in
                                RoundedRectangle(cornerRadius: 12).fill(.blue.gradient).frame(width: 160, height: 110)
                            }
                        }
                        .padding(.horizontal)
                    }
                    .accessibilityIdentifier("carousel")
                    Text("Recent").font(.title2.bold()).accessibilityIdentifier("recent")
                    Spacer()
                }
            }
        }
        let host = phoneHost(Home())
        let carousel = try XCTUnwrap(host.frame(of: "carousel"))
        XCTAssertEqual(carousel.height, 110, accuracy: 0.5)
        XCTAssertEqual(carousel.width, 393, accuracy: 0.5, "along its axis it takes the width offered")
        XCTAssertEqual(host.frame(of: "recent")?.minY ?? 0, carousel.maxY + 12, accuracy: 0.5)
    }

    /// A material card faded in with `.opacity(1)` (an `isVisible ? 1 : 0` at its end value)
    /// blurs what is behind it, not an empty layer.
    func testAMaterialInsideFullOpacityShowsTheBackgroundThrough() throws {
        struct Card: View {
            var body: some View {
                ZStack {
                    Color.red
                    Text("Now Playing")
                        .padding(40)
                        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
                        .opacity(1)
                }
            }
        }
        let host = PreviewHost(Card(), size: CGSize(width: 300, height: 300))
        let image = host.render(scale: 1)
        // Beside the text, inside the card: red seen through the thin material.
        let color = image.pixel(x: 150 - 80, y: 150)
        XCTAssertGreaterThan(color.red, color.green + 0.25, "reddish, not grey: \(color)")
    }

    /// Names the stand-ins lack draw their nearest one, so rows keep their icon's room.
    func testASymbolTheStandInsLackDrawsTheNearestOne() throws {
        XCTAssertEqual(SymbolCatalog.closestName(to: "rectangle.stack.badge.clock"), "rectangle.stack")
        XCTAssertEqual(SymbolCatalog.closestName(to: "7.square.fill"), "square.fill")
        XCTAssertEqual(SymbolCatalog.closestName(to: "zzz.notasymbol"), "questionmark.square")
        let host = PreviewHost(HStack {
            Image(systemName: "9.square.fill").accessibilityIdentifier("nine")
            Image(systemName: "aspectratio").accessibilityIdentifier("ratio")
        }, size: CGSize(width: 200, height: 100))
        XCTAssertGreaterThan(host.frame(of: "nine")?.width ?? 0, 10)
        XCTAssertGreaterThan(host.frame(of: "ratio")?.width ?? 0, 10)
    }
}

/// Looks unseen apps' screens differed from iOS in.
final class RealScreenLookTests: XCTestCase {
    /// "Buy" in white on a red capsule, as a shop's detail screen draws it.
    func testAForegroundStyleAroundAButtonColoursItsLabel() throws {
        struct BuyButton: View {
            var body: some View {
                Button("Buy Now") {}
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 40)
                    .padding(.vertical, 14)
                    .background(.red, in: Capsule())
            }
        }
        let host = PreviewHost(BuyButton(), size: CGSize(width: 300, height: 120))
        let pixels = host.render(scale: 2)
        // The text's ink inside the capsule: white, never the blue tint.
        let ink = (0..<pixels.width).flatMap { x in (0..<pixels.height).map { y in pixels.pixel(x: x, y: y) } }
        XCTAssertTrue(ink.contains { $0.red > 0.95 && $0.green > 0.95 && $0.blue > 0.95 }, "white text")
        XCTAssertFalse(ink.contains { $0.blue > 0.7 && $0.red < 0.3 }, "no blue")
        // Without it, the tint.
        let plain = PreviewHost(Button("Buy Now") {}.padding(20), size: CGSize(width: 300, height: 120)).render(scale: 2)
        let plainInk = (0..<plain.width).flatMap { x in (0..<plain.height).map { y in plain.pixel(x: x, y: y) } }
        XCTAssertTrue(plainInk.contains { $0.blue > 0.8 && $0.red < 0.3 }, "the blue tint")
    }
}

/// `preferredColorScheme(.dark)` inside a navigation stack darkens the whole screen, bar and
/// background included, as it does the window on iOS.
final class PreferredColorSchemeTests: XCTestCase {
    func testAPreferredSchemeInsideANavigationStackReachesTheBar() throws {
        struct Settings: View {
            var body: some View {
                NavigationStack {
                    List {
                        Text("Wi-Fi")
                        Text("Bluetooth")
                    }
                    .navigationTitle("Settings")
                    .preferredColorScheme(.dark)
                }
            }
        }
        let host = phoneHost(Settings())
        host.layoutIfNeeded()
        XCTAssertEqual(host.colorScheme, .dark)
        let pixels = host.render(scale: 1)
        let bar = pixels.pixel(x: 200, y: 80)
        XCTAssertLessThan(bar.red + bar.green + bar.blue, 0.5, "a dark bar: \(bar)")
    }
}

/// `Picker` options a `ForEach` makes carry their ids as tags, as in Apple's sample code.
final class PickerImplicitTagTests: XCTestCase {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct FlavorPicker: View {
        @State private var selectedFlavor: Flavor = .vanilla
        var body: some View {
            VStack {
                Picker("Flavor", selection: $selectedFlavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue.capitalized)
                    }
                }
                .pickerStyle(.segmented)
                Text("Chosen: \(selectedFlavor.rawValue)").accessibilityIdentifier("chosen")
            }
        }
    }

    func testForEachIdsTagTheOptions() throws {
        let host = phoneHost(FlavorPicker())
        let tree = host.accessibilityDump()
        XCTAssertTrue(tree.contains(#"selected,button "Vanilla""#) || tree.contains(#"button,selected "Vanilla""#), tree)
        let strawberry = try XCTUnwrap(host.frameOfText("Strawberry"))
        host.tap(at: CGPoint(x: strawberry.midX, y: strawberry.midY))
        XCTAssertEqual(host.text(of: "chosen"), "Chosen: strawberry")
    }
}
