import CFontconfig
import Foundation

/// Where a font face lives on disk: a file and the face's index inside it (font collections such
/// as Noto CJK's `.ttc` hold several faces).
struct FontFileLocation: Hashable, Sendable {
    var path: String
    var index: Int
    /// The family the file declares, as fontconfig reports it.
    var family: String
    /// The bundled face standing in for SF Pro: set with `SystemFontTuning`.
    var isSystemStandIn = false
    /// OpenType features the face is always shaped with (HarfBuzz syntax).
    var features: [String] = []
    /// The system stand-in with its corners rounded, for the rounded design (`FontFace.roundingRadius`).
    var isRounded = false
    /// Glyphs and advances scaled horizontally by this, for a width the face has no cut of
    /// (`FontDescriptor.widthScale`).
    var widthScale = 1.0
}

/// The one place EaselText talks to fontconfig: finding a font file for a family name, and for
/// a character that the chosen face lacks.
///
/// Fontconfig's matching functions are used as its documentation describes for applications
/// (fontconfig-user.html, "Font matching"): build a pattern, run `FcConfigSubstitute` and
/// `FcDefaultSubstitute`, then `FcFontMatch` for one best face or `FcFontSort` for the list of
/// acceptable faces in order of preference. All calls go through one lock: configuration
/// objects are shared and fontconfig's thread-safety has varied between releases.
final class FontconfigDatabase: @unchecked Sendable {
    static let shared = FontconfigDatabase()

    private struct FallbackKey: Hashable { var weight: Int; var italic: Bool }
    private struct Candidate { var location: FontFileLocation; var charset: OpaquePointer }

    private let lock = NSLock()
    private let config: OpaquePointer?
    /// `FcFontSort` results per style, kept for the process's lifetime: the charsets point into
    /// these font sets, and sorting every installed font again per character would be slow.
    private var fallbackLists: [FallbackKey: [Candidate]] = [:]
    private var fontSets: [UnsafeMutablePointer<FcFontSet>] = []

    /// The installed fonts, and the app's own: font files in `appFontFolders` (the app's
    /// bundle, where an iPhone app's fonts are listed under `UIAppFonts`).
    init(appFontFolders: [URL] = FontconfigDatabase.appBundleFontFolders()) {
        config = FcInitLoadConfigAndFonts()
        for file in Self.fontFiles(in: appFontFolders) {
            file.path.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) {
                    _ = FcConfigAppFontAddFile(config, $0)
                }
            }
        }
        defaultFamily = match(family: "Easel No Such Family 7f3c", weight: 400, italic: false)?.location.family
    }

    /// The app's bundle (the running program's folder, as `Bundle.main` takes it on Linux) and
    /// its `Fonts` folder: Xcode copies an app's fonts to the bundle's top or a folder reference;
    /// and the resource bundles beside it (SwiftPM's `Package_Target.resources`), where a
    /// framework's or a package's fonts are (iOS finds them once the framework registers them).
    static func appBundleFontFolders(
        bundle: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    ) -> [URL] {
        let resourceBundles = ((try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []).sorted()
            .filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }
            .map { bundle.appendingPathComponent($0) }
        return ([bundle] + resourceBundles).flatMap { [$0, $0.appendingPathComponent("Fonts"), $0.appendingPathComponent("fonts")] }
    }

    /// The family fontconfig answers for a name it knows nothing of (its last resort, DejaVu
    /// Sans on Debian): a match of that family for another name is no real substitute.
    private(set) var defaultFamily: String?

    /// Adds a font file to the app's fonts (CoreText's `CTFontManagerRegisterFontsForURL`);
    /// false when fontconfig cannot read it.
    func addAppFont(_ file: URL) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return file.path.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) {
                FcConfigAppFontAddFile(config, $0) != 0
            }
        }
    }

    /// `.ttf`, `.otf` and `.ttc` files directly in the folders.
    static func fontFiles(in folders: [URL]) -> [URL] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { ["ttf", "otf", "ttc"].contains($0.pathExtension.lowercased()) }
                .sorted { $0.path < $1.path }
        }
    }

    /// The best installed face for `family` (a family name or a generic name such as
    /// "sans-serif", "serif", "monospace"), and whether it really is that family rather than
    /// fontconfig's substitute.
    func match(family: String, weight: Int, italic: Bool) -> (location: FontFileLocation, isExact: Bool)? {
        lock.lock(); defer { lock.unlock() }
        guard let pattern = makePattern(family: family, weight: weight, italic: italic) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        guard let location = location(of: matched) else { return nil }
        let isExact = familyNames(of: matched).contains { $0.caseInsensitiveCompare(family) == .orderedSame }
        if !isExact, let named = face(postScriptName: family) { return (named, true) }
        return (location, isExact)
    }

    /// The face whose PostScript name is `name` (`Font.custom("Poppins-SemiBold", size:)`, as iOS
    /// apps name their fonts), if one is installed or the app's.
    private func face(postScriptName name: String) -> FontFileLocation? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        name.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: name.utf8.count + 1) {
                _ = FcPatternAddString(pattern, FC_POSTSCRIPT_NAME, $0)
            }
        }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, FC_POSTSCRIPT_NAME, 0, &value) == FcResultMatch, let value,
              String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)).caseInsensitiveCompare(name) == .orderedSame
        else { return nil }
        return location(of: matched)
    }

    /// The most suitable installed face (sans-serif, nearest weight and slant first) whose
    /// character set contains `scalar`; nil when no installed font has it.
    func fallback(for scalar: UInt32, weight: Int, italic: Bool) -> FontFileLocation? {
        lock.lock(); defer { lock.unlock() }
        let key = FallbackKey(weight: weight, italic: italic)
        if fallbackLists[key] == nil { fallbackLists[key] = sortedCandidates(weight: weight, italic: italic) }
        return fallbackLists[key]?.first { FcCharSetHasChar($0.charset, scalar) != 0 }?.location
    }

    private func sortedCandidates(weight: Int, italic: Bool) -> [Candidate] {
        guard let pattern = makePattern(family: "sans-serif", weight: weight, italic: italic) else { return [] }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        // trim = false keeps fonts that add no new characters to better ones: a Latin font that
        // sorts first must not hide a CJK font whose coverage overlaps it.
        guard let set = FcFontSort(config, pattern, 0, nil, &result) else { return [] }
        fontSets.append(set)
        var candidates: [Candidate] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index], let location = location(of: font) else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch,
                  let charset else { continue }
            candidates.append(Candidate(location: location, charset: charset))
        }
        return candidates
    }

    private func makePattern(family: String, weight: Int, italic: Bool) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                _ = FcPatternAddString(pattern, FC_FAMILY, $0)
            }
        }
        // Fontconfig's weight scale is not CSS's (regular is 80, bold 200); convert.
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
        FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    private func location(of pattern: OpaquePointer) -> FontFileLocation? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
        return FontFileLocation(path: path, index: Int(index), family: familyNames(of: pattern).first ?? "")
    }

    /// The names of the first face in a font file — its family, PostScript and full names — or
    /// nil when fontconfig cannot read the file as a font.
    func names(ofFontFile file: URL) -> (family: String, postScriptName: String?, fullName: String?)? {
        guard let set = FcFontSetCreate() else { return nil }
        defer { FcFontSetDestroy(set) }
        let scanned = file.path.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) {
                FcFileScan(set, nil, nil, nil, $0, FcTrue)
            }
        }
        guard scanned != 0, set.pointee.nfont > 0, let pattern = set.pointee.fonts[0] else { return nil }
        func string(_ key: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
        }
        guard let family = familyNames(of: pattern).first else { return nil }
        return (family, string(FC_POSTSCRIPT_NAME), string(FC_FULLNAME))
    }

    /// Every family name the face declares (fonts list one per language).
    private func familyNames(of pattern: OpaquePointer) -> [String] {
        var names: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        while FcPatternGetString(pattern, FC_FAMILY, index, &value) == FcResultMatch, let value {
            names.append(String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)))
            index += 1
        }
        return names
    }
}
