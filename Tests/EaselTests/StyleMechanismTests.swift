import XCTest
import SwiftUI
@testable import Easel
import EaselRaster

/// The one way styles reach their views (`Styles/ControlStyle.swift`): built-in styles carry
/// their kind through the internal `BuiltInStyle`, so SwiftUI's public style protocols declare
/// nothing of Easel's own, and a type an app conforms to a closed protocol draws the default.
final class StyleMechanismTests: XCTestCase {
    /// A picker style an app declares itself: SwiftUI gives `PickerStyle` no requirements, so
    /// it compiles there too, but iOS only draws its own.
    struct CardPickerStyle: PickerStyle {}

    struct Flavours: View {
        let segmented: Bool
        let custom: Bool
        @State private var flavour = "Vanilla"
        var body: some View {
            let picker = Picker("Flavour", selection: $flavour) {
                ForEach(["Vanilla", "Chocolate", "Strawberry"], id: \.self) { Text($0) }
            }
            if segmented {
                picker.pickerStyle(.segmented).padding()
            } else if custom {
                picker.pickerStyle(CardPickerStyle()).padding()
            } else {
                picker.pickerStyle(.automatic).padding()
            }
        }
    }

    func testEveryBuiltInStyleNamesItsKind() {
        func kind<K>(_ style: Any, _ fallback: K) -> K { BuiltInStyles.kind(of: style, protocol: "test", fallback: fallback) }
        XCTAssertEqual(kind(SegmentedPickerStyle.segmented, PickerStyleKind.automatic), .segmented)
        XCTAssertEqual(kind(WheelPickerStyle.wheel, PickerStyleKind.automatic), .wheel)
        XCTAssertEqual(kind(MenuPickerStyle(), PickerStyleKind.automatic), .menu)
        XCTAssertEqual(kind(PlainListStyle.plain, ListStyleKind.insetGrouped), .plain)
        XCTAssertEqual(kind(GroupedListStyle(), ListStyleKind.insetGrouped), .grouped)
        XCTAssertEqual(kind(SidebarListStyle.sidebar, ListStyleKind.plain), .insetGrouped, "a sidebar list is inset-grouped on iPhone")
        XCTAssertEqual(kind(PageTabViewStyle.page(indexDisplayMode: .never), TabViewPaging?.none),
                       TabViewPaging(indexDisplayMode: .never))
        XCTAssertNil(kind(DefaultTabViewStyle.automatic, TabViewPaging?(TabViewPaging(indexDisplayMode: .always))), "a tab bar does not page")
        XCTAssertEqual(kind(PageIndexViewStyle.page(backgroundDisplayMode: .always), PageIndexViewStyle.BackgroundDisplayMode.automatic),
                       .always)
        XCTAssertEqual(kind(BorderedProminentButtonStyle.borderedProminent, ButtonStyleKind.automatic), .borderedProminent)
        XCTAssertEqual(kind(RoundedBorderTextFieldStyle.roundedBorder, TextFieldStyleKind.plain), .roundedBorder)
    }

    func testAnAppsOwnPickerStyleDrawsTheDefaultAndIsSaidOnce() {
        Diagnostics.reset()
        let automatic = phoneHost(Flavours(segmented: false, custom: false)).render()
        let segmented = phoneHost(Flavours(segmented: true, custom: false)).render()
        let custom = phoneHost(Flavours(segmented: false, custom: true))
        custom.layoutIfNeeded()
        let drawn = custom.render()
        _ = phoneHost(Flavours(segmented: false, custom: true)).render()
        XCTAssertTrue(RasterImage(drawn).pixels == RasterImage(automatic).pixels, "drawn as .automatic")
        XCTAssertFalse(RasterImage(drawn).pixels == RasterImage(segmented).pixels, "not as another built-in style")
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("CardPickerStyle is not one of SwiftUI's built-in PickerStyles") }.count, 1)
    }
}
