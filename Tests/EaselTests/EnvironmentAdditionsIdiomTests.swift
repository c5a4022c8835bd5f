import XCTest
import SwiftUI
import EaselRaster

/// Environment values and view types apps from iOS 13 to 18 still use: `sizeCategory` beside
/// `dynamicTypeSize`, `accessibilityEnabled`, `EnvironmentalModifier`, `equatable()`, and
/// symbols with a variable value.
final class EnvironmentAdditionsIdiomTests: XCTestCase {
    /// The pre-iOS 15 way to switch layouts at accessibility sizes.
    struct ContactRow: View {
        @Environment(\.sizeCategory) private var sizeCategory
        var body: some View {
            Group {
                if sizeCategory.isAccessibilityCategory {
                    VStack(alignment: .leading) { Text("Ada"); Text("Mathematician") }
                } else {
                    HStack { Text("Ada"); Text("Mathematician") }
                }
            }
        }
    }

    struct VoiceOverBanner: View {
        @Environment(\.accessibilityEnabled) private var accessibilityEnabled
        var body: some View { Text(accessibilityEnabled ? "Assistive technology on" : "Assistive technology off") }
    }

    /// A background that follows the colour scheme, picked from the environment.
    struct SchemeBackground: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> Filled {
            Filled(color: environment.colorScheme == .dark ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 1, blue: 0))
        }

        struct Filled: ViewModifier {
            let color: Color
            func body(content: Content) -> some View { content.background(color) }
        }
    }

    struct Badge: View, Equatable {
        let count: Int
        var body: some View { Text("\(count) new") }
    }

    struct Inbox: View {
        @State private var count = 1
        var body: some View {
            VStack {
                Badge(count: count).equatable()
                EquatableView(content: Badge(count: count * 10))
                Button("More") { count += 1 }.accessibilityIdentifier("more")
            }
        }
    }

    func testSizeCategoryIsTheDynamicTypeSizeUnderItsOldNames() throws {
        XCTAssertEqual(ContentSizeCategory.allCases.count, 12)
        XCTAssertEqual(ContentSizeCategory(DynamicTypeSize.xSmall), .extraSmall)
        XCTAssertEqual(ContentSizeCategory(DynamicTypeSize.accessibility3), .accessibilityExtraLarge)
        XCTAssertEqual(DynamicTypeSize(ContentSizeCategory.accessibilityExtraExtraExtraLarge), .accessibility5)
        XCTAssertEqual(DynamicTypeSize(ContentSizeCategory.large), .large)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertLessThan(ContentSizeCategory.small, .medium)

        let regular = phoneHost(ContactRow())
        let large = phoneHost(ContactRow().environment(\.dynamicTypeSize, .accessibility2))
        let regularName = try XCTUnwrap(regular.frameOfText("Ada")), regularJob = try XCTUnwrap(regular.frameOfText("Mathematician"))
        XCTAssertEqual(regularName.midY, regularJob.midY, accuracy: 1, "side by side")
        let largeName = try XCTUnwrap(large.frameOfText("Ada")), largeJob = try XCTUnwrap(large.frameOfText("Mathematician"))
        XCTAssertLessThan(largeName.maxY, largeJob.midY, "one above the other at an accessibility size")
    }

    func testSettingTheSizeCategorySetsTheTextSize() throws {
        let small = phoneHost(Text("Hello").environment(\.sizeCategory, .extraSmall))
        let big = phoneHost(Text("Hello").environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge))
        let plain = phoneHost(Text("Hello"))
        let smallHeight = try XCTUnwrap(small.frameOfText("Hello")).height
        let plainHeight = try XCTUnwrap(plain.frameOfText("Hello")).height
        let bigHeight = try XCTUnwrap(big.frameOfText("Hello")).height
        XCTAssertLessThan(smallHeight, plainHeight)
        XCTAssertGreaterThan(bigHeight, plainHeight * 2)
    }

    func testAccessibilityIsOffInAPreview() {
        XCTAssertEqual(phoneHost(VoiceOverBanner()).shownTexts(), ["Assistive technology off"])
        XCTAssertEqual(phoneHost(VoiceOverBanner().environment(\.accessibilityEnabled, true)).shownTexts(), ["Assistive technology on"])
    }

    func testAnEnvironmentalModifierResolvesWhereItIsApplied() {
        func centrePixel(_ scheme: ColorScheme) -> RasterColor {
            let view = Color.clear.frame(width: 40, height: 40).modifier(SchemeBackground()).environment(\.colorScheme, scheme)
            return PreviewHost(view, size: CGSize(width: 40, height: 40)).render(scale: 1).pixel(x: 20, y: 20)
        }
        let dark = centrePixel(.dark), light = centrePixel(.light)
        XCTAssertGreaterThan(dark.red, 0.9)
        XCTAssertLessThan(dark.green, 0.1)
        XCTAssertGreaterThan(light.green, 0.9)
        XCTAssertLessThan(light.red, 0.1)
    }

    func testEquatableViewsShowTheirContentAndFollowChanges() {
        let host = phoneHost(Inbox())
        XCTAssertEqual(Array(host.shownTexts().prefix(2)), ["1 new", "10 new"])
        host.tap("more")
        XCTAssertEqual(Array(host.shownTexts().prefix(2)), ["2 new", "20 new"])
    }

    func testAVariableValueSymbolIsDrawnWholeAndSaidOnce() {
        Diagnostics.reset()
        func pixels(_ image: Image) -> [UInt32] {
            let rendered = PreviewHost(image.font(.largeTitle).frame(width: 60, height: 60), size: CGSize(width: 60, height: 60)).render(scale: 1)
            return withExtendedLifetime(rendered) { Array(rendered.pixels) }
        }
        let plain = pixels(Image(systemName: "wifi"))
        let half = pixels(Image(systemName: "wifi", variableValue: 0.5))
        let none = pixels(Image(systemName: "wifi", variableValue: nil))
        XCTAssertEqual(half, plain)
        XCTAssertEqual(none, plain)
        let inked = Set(plain).count
        XCTAssertGreaterThan(inked, 2, "the symbol is drawn: more than the background's colour")
        _ = pixels(Image(systemName: "speaker.wave.3", variableValue: 0.2))
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("variableValue") }.count, 1)
    }
}
