import Easel

/// Every code example of the seed articles as a named preview, in the articles' order:
///
/// | Names | Source |
/// |---|---|
/// | `background-gradient` … `keyboard-adjusting` | Apple, "Adding a background to your view" |
/// | `overlay-stars` … `overlay-zstack-bottom` | Apple, "overlay(alignment:content:)" |
/// | `background-stars` … `background-zstack-leading` | Apple, "background(alignment:content:)" |
/// | `modifier-frame-border` … `bold-text` | Apple, "Configuring views" |
/// | `stack-default-alignment` … `stack-symbol` | Apple, "Aligning views within a stack" |
/// | `sign-in-live` | Easel's own: the SignIn form with focus, submit and sign-out working |
///
/// Each example's code is the article's, unchanged, in a file named after the entry. Full-screen
/// examples (the `SignInView`s) are the root view; the host centres the root in the safe area,
/// as SwiftUI does. Two examples are left out because they do not compile by design (Configuring
/// views: `.bold()` on a VStack, and after `.padding()`); the `foregroundColor` example of
/// that article has no entry in the gallery's issue either.
///
/// ```swift
/// Gallery.registerAll()
/// let host = PreviewHost(Previews.named("overlay-stars")!.makeView(), device: .defaultDevice)
/// ```
public enum Gallery {
    /// Every entry: the seed articles' examples, then Easel's own.
    public static let entries: [PreviewEntry] = seedExamples + ownExamples

    /// The seed articles' examples, in the articles' order.
    public static let seedExamples: [PreviewEntry] = [
        // Adding a background to your view.
        PreviewEntry("background-gradient") { BackgroundGradient.SignInView() },
        PreviewEntry("zstack-background") { ZStackBackground.SignInView() },
        PreviewEntry("ignores-safe-area") { IgnoresSafeArea.SignInView() },
        PreviewEntry("keyboard-adjusting") { KeyboardAdjusting.SignInView() },
        // overlay(alignment:content:).
        PreviewEntry("overlay-stars") { OverlayStars.Example() },
        PreviewEntry("overlay-circle-star") { OverlayCircleStar.Example() },
        PreviewEntry("overlay-bottom") { OverlayBottom.Example() },
        PreviewEntry("overlay-zstack-bottom") { OverlayZStackBottom.Example() },
        // background(alignment:content:).
        PreviewEntry("background-stars") { BackgroundStars.Example() },
        PreviewEntry("background-bars") { BackgroundBars.Example() },
        PreviewEntry("background-leading") { BackgroundLeading.Example() },
        PreviewEntry("background-zstack-leading") { BackgroundZStackLeading.Example() },
        // Configuring views.
        PreviewEntry("modifier-frame-border") { ModifierFrameBorder.Example() },
        PreviewEntry("modifier-border-frame") { ModifierBorderFrame.Example() },
        PreviewEntry("font-override") { FontOverride.Example() },
        PreviewEntry("bold-text") { BoldText.Example() },
        // Aligning views within a stack.
        PreviewEntry("stack-default-alignment") { StackDefaultAlignment.Example() },
        PreviewEntry("stack-first-baseline") { StackFirstBaseline.Example() },
        PreviewEntry("stack-alignment-guide") { StackAlignmentGuide.Example() },
        PreviewEntry("stack-symbol") { StackSymbol.Example() },
    ]

    /// Easel's own examples: the SignIn form made live, to try clicking and typing with, and a
    /// feed to scroll, a settings form.
    public static let ownExamples: [PreviewEntry] = [
        PreviewEntry("sign-in-live") { SignInLive.SignInView() },
        PreviewEntry("scroll-feed") { ScrollFeed.Example() },
        PreviewEntry("settings-form") { SettingsForm.Example() },
        PreviewEntry("controls-form") { ControlsForm.Example() },
        PreviewEntry("animated-card") { AnimatedCard.Example() },
        PreviewEntry("controls-gallery") { ControlsGallery.Example() },
        PreviewEntry("charts") { ChartsExample.Example() },
        PreviewEntry("charts-axes") { ChartsExample.MoreExample() },
        PreviewEntry("drawing-effects") { DrawingEffects.Example() },
        PreviewEntry("navigation-list") { NavigationList.Example() },
        PreviewEntry("tab-app") { TabApp.Example() },
        PreviewEntry("sheet-medium") { Presentations.SheetExample() },
        PreviewEntry("sheet-large") { Presentations.LargeSheetExample() },
        PreviewEntry("alert-delete") { Presentations.AlertExample() },
        PreviewEntry("text-specimen") { TextSpecimen.Example() },
        PreviewEntry("right-to-left-form") { RightToLeftForm.Example() },
        PreviewEntry("localized-screen") { LocalizedScreen.Example() },
        PreviewEntry("symbols-sheet") { SymbolsSheet.Example() },
        PreviewEntry("explore-parks") { ExploreParks.Example() },
        PreviewEntry("control-sizes") { ControlSizes.Example() },
        PreviewEntry("date-pickers") { DatePickers.Example() },
        PreviewEntry("mailboxes") { Mailboxes.Example() },
        PreviewEntry("dialog-photo") { Presentations.DialogExample() },
        PreviewEntry("photo-gestures") { PhotoGestures.Example() },
    ]

    /// Adds every entry to `Previews`, so `easel preview <name>` and the viewer can open it.
    /// Registering twice is harmless: a name registered again replaces the earlier entry.
    public static func registerAll() {
        for entry in entries {
            Previews.register(entry)
        }
    }
}
