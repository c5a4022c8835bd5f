@testable import Easel
import EaselTestSupport
@testable import EaselGallery
import XCTest

/// Every gallery entry drawn on an iPhone 16 at 3× (1179 × 2556 pixels), light mode, with the
/// keyboard down (`Goldens/<name>.png`) and up (`Goldens/<name>-keyboard.png`), compared with
/// its golden. The same run checks that laying out and drawing the entry gives no warning in
/// `Diagnostics.log`: every seed example uses only what Easel supports, so any warning is a
/// defect. (Record with `EASEL_RECORD_GOLDENS=1`; recording fails the run on purpose.)
///
/// The keyboard itself is not drawn: the host draws the view only and the viewer adds the
/// keyboard. What the "-keyboard" goldens show is the layout with the keyboard's safe area.
final class GalleryGoldenTests: GalleryTestCase {
    /// Pixels per point of the iPhone 16.
    static let scale: CGFloat = 3

    /// One method per entry, so a failure names the example.
    func testBackgroundGradient() throws { try check("background-gradient") }
    func testZStackBackground() throws { try check("zstack-background") }
    func testIgnoresSafeArea() throws { try check("ignores-safe-area") }
    func testKeyboardAdjusting() throws { try check("keyboard-adjusting") }
    func testOverlayStars() throws { try check("overlay-stars") }
    func testOverlayCircleStar() throws { try check("overlay-circle-star") }
    func testOverlayBottom() throws { try check("overlay-bottom") }
    func testOverlayZStackBottom() throws { try check("overlay-zstack-bottom") }
    func testBackgroundStars() throws { try check("background-stars") }
    func testBackgroundBars() throws { try check("background-bars") }
    func testBackgroundLeading() throws { try check("background-leading") }
    func testBackgroundZStackLeading() throws { try check("background-zstack-leading") }
    func testModifierFrameBorder() throws { try check("modifier-frame-border") }
    func testModifierBorderFrame() throws { try check("modifier-border-frame") }
    func testFontOverride() throws { try check("font-override") }
    func testBoldText() throws { try check("bold-text") }
    func testStackDefaultAlignment() throws { try check("stack-default-alignment") }
    func testStackFirstBaseline() throws { try check("stack-first-baseline") }
    func testStackAlignmentGuide() throws { try check("stack-alignment-guide") }
    func testStackSymbol() throws { try check("stack-symbol") }
    func testSignInLive() throws { try check("sign-in-live") }
    func testScrollFeed() throws { try check("scroll-feed") }
    func testSettingsForm() throws { try check("settings-form") }
    func testControlsForm() throws { try check("controls-form") }
    func testAnimatedCard() throws { try check("animated-card") }
    func testControlsGallery() throws { try check("controls-gallery") }
    func testCharts() throws { try check("charts") }
    func testChartsAxes() throws { try check("charts-axes") }

    /// Both chart pages in dark mode (`Goldens/charts-dark.png`, `charts-axes-dark.png`).
    func testChartsDark() throws {
        for name in ["charts", "charts-axes"] {
            let dark = PreviewHost(try entry(name).makeView(), device: Self.device, colorScheme: .dark)
            assertMatchesGolden(dark.render(scale: Self.scale), named: "\(name)-dark")
        }
    }
    func testDrawingEffects() throws { try check("drawing-effects") }
    func testControlSizes() throws { try check("control-sizes") }
    func testDatePickers() throws { try check("date-pickers") }
    func testMailboxes() throws { try check("mailboxes") }
    func testConfirmationDialog() throws { try check("dialog-photo") }
    func testPhotoGestures() throws { try check("photo-gestures") }

    /// The photo pinched to 1.5× and turned 30°, the fingers still down
    /// (`Goldens/photo-gestures-pinched.png`).
    func testPhotoGesturesPinched() throws {
        Diagnostics.reset()
        let host = host(try entry("photo-gestures").makeView(), keyboard: false)
        let photo = try XCTUnwrap(host.frame(of: "photo"))
        host.pinchBegan(at: CGPoint(x: photo.midX, y: photo.midY))
        host.pinchChanged(magnification: 1.5, rotation: .degrees(30))
        XCTAssertEqual(host.text(of: "zoom"), "150 %  ·  30°")
        let pixels = host.render(scale: Self.scale)
        XCTAssertEqual(Diagnostics.log, [])
        assertMatchesGolden(pixels, named: "photo-gestures-pinched")
    }

    /// Controls at each size and disabled in dark mode, and their menu open with its sections,
    /// light and dark (`Goldens/control-sizes-dark.png`, `control-sizes-menu[-dark].png`).
    func testControlSizesDarkAndTheirMenuOpen() throws {
        let entry = try entry("control-sizes")
        Diagnostics.reset()
        let dark = PreviewHost(entry.makeView(), device: Self.device, colorScheme: .dark)
        assertMatchesGolden(dark.render(scale: Self.scale), named: "control-sizes-dark")
        for scheme in [ColorScheme.light, .dark] {
            let host = PreviewHost(entry.makeView(), device: Self.device, colorScheme: scheme)
            let menu = try XCTUnwrap(host.frame(of: "menu"))
            host.tap(at: CGPoint(x: menu.midX, y: menu.midY))
            XCTAssertTrue(host.accessibilityTree().contains { $0.label == "Sort By" }, "the menu is open")
            assertMatchesGolden(host.render(scale: Self.scale), named: scheme == .dark ? "control-sizes-menu-dark" : "control-sizes-menu")
        }
        XCTAssertEqual(Diagnostics.log, [])
    }

    /// Date and colour pickers in dark mode, and the compact chip's calendar card open
    /// (`Goldens/date-pickers-dark.png`, `date-pickers-calendar.png`).
    func testDatePickersDarkAndTheCalendarOpen() throws {
        let entry = try entry("date-pickers")
        Diagnostics.reset()
        let dark = PreviewHost(entry.makeView(), device: Self.device, colorScheme: .dark)
        assertMatchesGolden(dark.render(scale: Self.scale), named: "date-pickers-dark")
        let light = PreviewHost(entry.makeView(), device: Self.device)
        // The date chip: left of the time chip ("10:13 PM", about 90 points) at the row's end.
        let row = try XCTUnwrap(light.frame(of: "compact"))
        light.tap(at: CGPoint(x: row.maxX - 150, y: row.midY))
        XCTAssertTrue(light.accessibilityTree().contains { $0.label == "Next Month" }, "the calendar card is open")
        assertMatchesGolden(light.render(scale: Self.scale), named: "date-pickers-calendar")
        XCTAssertEqual(Diagnostics.log, [])
    }

    /// Shadows, blurs and masks in dark mode (`Goldens/drawing-effects-dark.png`).
    func testDrawingEffectsDark() throws {
        let dark = PreviewHost(try entry("drawing-effects").makeView(), device: Self.device, colorScheme: .dark)
        assertMatchesGolden(dark.render(scale: Self.scale), named: "drawing-effects-dark")
    }

    /// Free-standing controls in dark mode, and a bordered button held down
    /// (`Goldens/controls-gallery-dark.png`, `controls-gallery-pressed.png`).
    func testControlsGalleryDarkAndPressed() throws {
        let entry = try entry("controls-gallery")
        let dark = PreviewHost(entry.makeView(), device: Self.device, colorScheme: .dark)
        assertMatchesGolden(dark.render(scale: Self.scale), named: "controls-gallery-dark")
        let light = PreviewHost(entry.makeView(), device: Self.device)
        let button = try XCTUnwrap(light.frame(of: "regular"))
        light.pointerDown(at: CGPoint(x: button.midX, y: button.midY))
        assertMatchesGolden(light.render(scale: Self.scale), named: "controls-gallery-pressed")
        light.cancelPointer()
    }

    /// The animated card's change drawn at 0, 50 % and 100 % of its 1-second ease-in-out
    /// (`Goldens/animated-card-0|50|100.png`): the card grows, the badge slides, the new text
    /// fades in.
    func testAnimatedCardFrames() throws {
        let entry = try entry("animated-card")
        let host = PreviewHost(entry.makeView(), device: Self.device)
        host.animationTime = 0
        let button = try XCTUnwrap(host.frame(of: "toggle"))
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        for (time, name) in [(0.0, "0"), (0.5, "50"), (1.0, "100")] {
            host.animationTime = time
            assertMatchesGolden(host.render(scale: Self.scale), named: "animated-card-\(name)")
        }
        XCTAssertFalse(host.isAnimating)
    }
    func testNavigationList() throws { try check("navigation-list") }
    func testTabApp() throws { try check("tab-app") }
    func testSheetMedium() throws { try check("sheet-medium") }
    func testSheetLarge() throws { try check("sheet-large") }
    func testAlertDelete() throws { try check("alert-delete") }
    func testTextSpecimen() throws { try check("text-specimen") }
    func testRightToLeftForm() throws { try check("right-to-left-form") }
    func testLocalizedScreen() throws { try check("localized-screen") }
    func testSymbolsSheet() throws { try check("symbols-sheet") }
    func testExploreParks() throws { try check("explore-parks") }

    /// The explore screen with its carousel turned one card and a search typed
    /// (`Goldens/explore-parks-carousel.png`, `explore-parks-search[-dark].png`).
    func testExploreParksCarouselAndSearch() throws {
        let entry = try entry("explore-parks")
        Diagnostics.reset()
        let turned = PreviewHost(entry.makeView(), device: Self.device)
        let carousel = try XCTUnwrap(turned.frame(of: "featured"))
        XCTAssertTrue(turned.scroll(by: CGSize(width: 40, height: 0), at: CGPoint(x: carousel.midX, y: carousel.midY)))
        assertMatchesGolden(turned.render(scale: Self.scale), named: "explore-parks-carousel")
        for scheme in [ColorScheme.light, .dark] {
            let host = PreviewHost(entry.makeView(), device: Self.device, colorScheme: scheme)
            let field = try XCTUnwrap(host.frame(of: "search-field"))
            host.tap(at: CGPoint(x: field.midX, y: field.midY))
            host.type("gr")
            assertMatchesGolden(host.render(scale: Self.scale), named: scheme == .dark ? "explore-parks-search-dark" : "explore-parks-search")
        }
        XCTAssertEqual(Diagnostics.log, [])
    }

    /// The text specimen at the Dynamic Type extremes (`Goldens/text-specimen-xsmall|ax5.png`).
    func testTextSpecimenAtDynamicTypeExtremes() throws {
        let entry = try entry("text-specimen")
        for (size, name) in [(DynamicTypeSize.xSmall, "xsmall"), (.accessibility5, "ax5")] {
            let host = PreviewHost(entry.makeView(), device: Self.device)
            host.dynamicTypeSize = size
            assertMatchesGolden(host.render(scale: Self.scale), named: "text-specimen-\(name)")
        }
    }

    /// The localized screen in German and Russian (`Goldens/localized-screen-de|ru.png`), its
    /// strings from the tables in `Tests/Fixtures/Strings/` (a `.strings` table each, Russian plurals from a
    /// `.stringsdict`).
    func testLocalizedScreenInGermanAndRussian() throws {
        let strings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Strings")
        LocalizedStrings.shared.addTables(from: strings)
        let entry = try entry("localized-screen")
        for language in ["de", "ru"] {
            Diagnostics.reset()
            let host = PreviewHost(entry.makeView(), device: Self.device)
            host.locale = Locale(identifier: language)
            let pixels = host.render(scale: Self.scale)
            XCTAssertEqual(Diagnostics.log, [])
            assertMatchesGolden(pixels, named: "localized-screen-\(language)")
        }
    }

    /// The app-structure screens in dark mode too (`Goldens/<name>-dark.png`): grouped
    /// backgrounds, cards, bars, sheets and alerts each have their dark colours.
    func testAppStructureScreensInDarkMode() throws {
        for name in ["scroll-feed", "settings-form", "controls-form", "navigation-list", "tab-app", "sheet-medium", "sheet-large",
                     "alert-delete", "mailboxes", "dialog-photo"] {
            let entry = try entry(name)
            Diagnostics.reset()
            let host = PreviewHost(entry.makeView(), device: Self.device, colorScheme: .dark)
            let pixels = host.render(scale: Self.scale)
            XCTAssertEqual(Diagnostics.log, [], "\(name) warned in dark mode")
            assertMatchesGolden(pixels, named: "\(name)-dark")
        }
    }

    /// The controls form with its menu picker open (`Goldens/controls-form-menu[-dark].png`):
    /// the options card below the row, a checkmark at the choice.
    func testControlsFormWithItsMenuOpen() throws {
        let entry = try entry("controls-form")
        for scheme in [ColorScheme.light, .dark] {
            Diagnostics.reset()
            let host = PreviewHost(entry.makeView(), device: Self.device, colorScheme: scheme)
            let row = try XCTUnwrap(host.frame(of: "appearance"))
            host.tap(at: CGPoint(x: row.midX, y: row.midY))
            let pixels = host.render(scale: Self.scale)
            XCTAssertEqual(Diagnostics.log, [])
            assertMatchesGolden(pixels, named: scheme == .dark ? "controls-form-menu-dark" : "controls-form-menu")
        }
    }

    /// The navigation list scrolled by 120 points (`Goldens/navigation-list-scrolled[-dark].png`):
    /// the large title gone under the bar, the inline title and the bar's background shown.
    func testNavigationListScrolledUnderItsBar() throws {
        let entry = try entry("navigation-list")
        for scheme in [ColorScheme.light, .dark] {
            Diagnostics.reset()
            let host = PreviewHost(entry.makeView(), device: Self.device, colorScheme: scheme)
            XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 120), at: CGPoint(x: 200, y: 500)))
            let pixels = host.render(scale: Self.scale)
            XCTAssertEqual(Diagnostics.log, [])
            assertMatchesGolden(pixels, named: scheme == .dark ? "navigation-list-scrolled-dark" : "navigation-list-scrolled")
        }
    }

    func testEveryEntryHasAGoldenTest() throws {
        let source = try String(contentsOfFile: "\(#filePath)", encoding: .utf8)
        for entry in Gallery.entries {
            XCTAssertTrue(source.contains("try check(\"\(entry.name)\")"), "\(entry.name) has no golden test")
        }
    }

    private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let entry = try entry(name, file: file, line: line)
        for keyboard in [false, true] {
            Diagnostics.reset()
            let host = host(entry.makeView(), keyboard: keyboard)
            let pixels = host.render(scale: Self.scale)
            let golden = keyboard ? "\(name)-keyboard" : name
            XCTAssertEqual(Diagnostics.log, [], "\(golden) warned while laying out or drawing", file: file, line: line)
            XCTAssertEqual(pixels.width, 1179, file: file, line: line)
            XCTAssertEqual(pixels.height, 2556, file: file, line: line)
            assertMatchesGolden(pixels, named: golden, file: file, line: line)
        }
    }
}
