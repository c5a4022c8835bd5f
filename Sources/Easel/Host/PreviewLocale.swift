import Foundation

/// The locale a preview runs in, as an iPhone set to it: what `Locale.current` and
/// `Locale.autoupdatingCurrent` return in the preview host, so `DateFormatter()`,
/// `NumberFormatter()` and `.formatted()` format as the preview's locale does (default en_US,
/// `--locale` to change it).
///
/// Linux's Foundation fixes the current locale at `en_001` ("English, world": `14 Nov 2023`,
/// `¤12.50`) whatever the environment says. The preview host therefore defines Foundation's two
/// getters itself (a few lines of assembly the preview build adds, `PreviewHostPackage`), each
/// a jump to `_easelPreviewLocale()`; as the executable's own definitions they come first for
/// every library that asks for the current locale (Foundation's formatters, FoundationInternationalization's
/// format styles). Only the preview host does this: Easel's own tools and tests keep Linux's.
public enum _PreviewLocale {
    nonisolated(unsafe) private static var locale = Locale(identifier: "en_US")
    private static let lock = NSLock()

    /// The preview's locale; set before the preview is made.
    public static var current: Locale {
        get { lock.lock(); defer { lock.unlock() }; return locale }
        set { lock.lock(); locale = newValue; lock.unlock() }
    }
}

/// The preview host's `Locale.current` (see `_PreviewLocale`). Not for apps' use.
@_silgen_name("easel_preview_locale")
public func _easelPreviewLocale() -> Locale {
    _PreviewLocale.current
}
