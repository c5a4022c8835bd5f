import Foundation

/// Resolves font descriptors to loaded faces and keeps every face open for reuse.
///
/// Resolution, in order:
/// 1. The system font (`family == nil`, default or rounded design) is the bundled Inter of the
///    nearest weight: the same file, hence the same metrics, on every machine; the rounded
///    design draws it with its corners rounded (`GlyphOutline.rounded(radius:)`). The monospaced
///    design is the bundled JetBrains Mono (standing in for SF Mono: 0.600 em advances against
///    SF Mono's measured 0.618, cap height 0.73 against 0.70), the serif design the bundled Noto
///    Serif (for New York, a transitional serif with a large x-height: 0.536 em, the largest of
///    the open serifs measured), each Regular, Medium, SemiBold and Bold, upright and italic;
///    without their files, fontconfig's "monospace" and "serif".
/// 2. A named family is fontconfig's best match (`FcFontMatch`); when that is another family, the
///    substitute is used and one warning names both.
/// 3. A bundled file that is missing gives one warning and fontconfig's default sans-serif.
///
/// Characters a face lacks are drawn from another installed face: see `fallbackFace(for:near:)`.
public final class FontLibrary: @unchecked Sendable {
    public static let shared = FontLibrary(assetsDirectory: AssetLocator.assetsDirectory())

    /// Family names that mean "the system font" in code written for Apple platforms, plus
    /// "Inter" itself, so that `Font.custom("Inter", …)` uses the bundled files (the same on every
    /// machine) rather than whichever Inter release fontconfig finds.
    static let systemFamilyAliases: Set<String> = [
        "sf pro", "sf pro text", "sf pro display", ".sf ui text", ".sf ui display",
        "san francisco", "system", ".applesystemuifont", "inter",
    ]

    let fontsDirectory: URL
    private let lock = NSLock()
    private var facesByFile: [FileKey: FontFace] = [:]
    private var facesByStyle: [FontDescriptor: FontFace] = [:]
    private var fallbackByScalar: [FallbackKey: FontFace?] = [:]
    private var nextFaceID = 1
    /// Guards the symbol face separately: resolving it calls `face(at:)`, which takes `lock`.
    private let symbolLock = NSLock()
    private var resolvedSymbolFace: FontFace??
    private var resolvedEmojiFace: FontFace??

    private struct FileKey: Hashable { var path: String; var index: Int; var isRounded: Bool; var widthScale: Double }
    private struct FallbackKey: Hashable { var scalar: UInt32; var weight: Int; var italic: Bool }

    /// Whether the bundled Inter is set as SF Pro (`SystemFontTuning`); off, it is plain Inter.
    let tunesSystemFont: Bool

    /// A library reading bundled fonts from `assetsDirectory/fonts` (tests point it elsewhere, and
    /// test layout mechanics on plain Inter with `tunesSystemFont: false`).
    init(assetsDirectory: URL, tunesSystemFont: Bool = true) {
        fontsDirectory = assetsDirectory.appendingPathComponent("fonts", isDirectory: true)
        self.tunesSystemFont = tunesSystemFont
    }

    /// The face `descriptor` selects; always a face (see the resolution order above).
    public func face(for descriptor: FontDescriptor) -> FontFace {
        if descriptor.isSymbolFace, let symbols = symbolFace { return symbols }
        let key = descriptor.styleKey
        lock.lock()
        if let known = facesByStyle[key] { lock.unlock(); return known }
        lock.unlock()
        var face = resolve(key)
        if key.widthScale != 1, key.widthScale.isFinite, key.widthScale > 0 { face = widened(face, by: key.widthScale) }
        lock.lock()
        facesByStyle[key] = face
        lock.unlock()
        return face
    }

    /// Adds the fonts of a file to those `Font.custom` finds by family name (an app's own
    /// fonts, registered as CoreText's font manager does); false for a file that is not a font.
    /// Families resolved before are resolved again.
    public func registerFont(at file: URL) -> Bool {
        guard FileManager.default.fileExists(atPath: file.path), FontconfigDatabase.shared.addAppFont(file) else { return false }
        lock.lock()
        facesByStyle.removeAll()
        lock.unlock()
        if self === FontLibrary.shared { ShapingCache.shared.removeAll() }
        return true
    }

    /// The names of the first face in a font file — family, PostScript and full name — or nil
    /// when the file is not a font (what CoreGraphics' `CGFont` answers).
    public func names(ofFontFile file: URL) -> (family: String, postScriptName: String?, fullName: String?)? {
        FontconfigDatabase.shared.names(ofFontFile: file)
    }

    /// The file of the installed or registered face whose family or PostScript name is `name`.
    public func fontFile(named name: String) -> URL? {
        guard let (location, isExact) = FontconfigDatabase.shared.match(family: name, weight: 400, italic: false), isExact else { return nil }
        return URL(fileURLWithPath: location.path)
    }

    /// The metrics of `descriptor`'s face at its size.
    public func metrics(for descriptor: FontDescriptor) -> FontMetrics {
        face(for: descriptor).metrics(size: descriptor.size)
    }

    /// An installed face that has `scalar`, preferring the descriptor's weight and slant; nil when
    /// no installed font has it (the caller then draws `.notdef` and warns).
    public func fallbackFace(for scalar: Unicode.Scalar, near descriptor: FontDescriptor) -> FontFace? {
        let key = FallbackKey(scalar: scalar.value, weight: Self.clampedWeight(descriptor.weight),
                              italic: descriptor.italic)
        lock.lock()
        if let known = fallbackByScalar[key] { lock.unlock(); return known }
        lock.unlock()
        let face = FontconfigDatabase.shared.fallback(for: key.scalar, weight: key.weight, italic: key.italic)
            .flatMap { self.face(at: $0) }
        lock.lock()
        fallbackByScalar[key] = face
        lock.unlock()
        return face
    }

    /// The installed colour emoji face (Noto Color Emoji, standing in for Apple Color Emoji),
    /// found once; nil when none is installed (emoji then fall back like other characters).
    public var emojiFace: FontFace? {
        symbolLock.lock(); defer { symbolLock.unlock() }
        if let resolved = resolvedEmojiFace { return resolved }
        var found: FontFace?
        for family in ["Noto Color Emoji", "emoji"] {
            guard let match = FontconfigDatabase.shared.match(family: family, weight: 400, italic: false),
                  let face = face(at: match.location), face.hasColorGlyphs else { continue }
            found = face
            break
        }
        resolvedEmojiFace = .some(found)
        return found
    }

    /// Material Icons, bundled as the stand-in for SF Symbols; nil (after one warning) when
    /// neither the bundled file nor an installed copy can be opened.
    public var symbolFace: FontFace? {
        symbolLock.lock(); defer { symbolLock.unlock() }
        if let resolved = resolvedSymbolFace { return resolved }
        let face = loadSymbolFace()
        resolvedSymbolFace = .some(face)
        return face
    }

    private func loadSymbolFace() -> FontFace? {
        let file = fontsDirectory.appendingPathComponent("MaterialIcons-Regular.ttf").path
        if FileManager.default.fileExists(atPath: file),
           let face = face(at: FontFileLocation(path: file, index: 0, family: "Material Icons")) {
            return face
        }
        if let match = FontconfigDatabase.shared.match(family: "Material Icons", weight: 400, italic: false),
           match.isExact, let face = face(at: match.location) {
            return face
        }
        TextWarnings.shared.warnOnce(key: "symbols-missing",
            "SF Symbol stand-ins need \(file), which is missing and no 'Material Icons' font is installed; symbols will not be drawn. Restore assets/fonts or set \(AssetLocator.environmentVariable) to the assets folder.")
        return nil
    }

    /// The face at `location`, opened once; nil (after one warning) when it cannot be opened.
    func face(at location: FontFileLocation) -> FontFace? {
        let key = FileKey(path: location.path, index: location.index, isRounded: location.isRounded, widthScale: location.widthScale)
        lock.lock(); defer { lock.unlock() }
        if let known = facesByFile[key] { return known }
        do {
            let face = try FontFace(id: nextFaceID, location: location)
            nextFaceID += 1
            facesByFile[key] = face
            return face
        } catch {
            TextWarnings.shared.warnOnce(key: "open:\(location.path)#\(location.index)", "\(error)")
            return nil
        }
    }

    private func resolve(_ descriptor: FontDescriptor) -> FontFace {
        if !(100...900).contains(descriptor.weight) {
            TextWarnings.shared.warnOnce(key: "weight:\(descriptor.weight)",
                "font weight \(descriptor.weight) is outside 100...900; using \(Self.clampedWeight(descriptor.weight))")
        }
        let weight = Self.clampedWeight(descriptor.weight)
        let italic = descriptor.italic
        if let family = descriptor.family, !Self.systemFamilyAliases.contains(family.lowercased()) {
            let database = FontconfigDatabase.shared
            if let match = database.match(family: family, weight: weight, italic: italic),
               match.isExact || match.location.family != database.defaultFamily,
               let face = face(at: match.location) {
                if !match.isExact {
                    // Fontconfig's own substitute for it (Liberation Sans for Helvetica…).
                    TextWarnings.shared.warnOnce(key: "family:\(family)",
                        "font family '\(family)' is not installed; using '\(match.location.family)' instead (`fc-list : family` lists installed families)")
                }
                return face
            }
            // A family nothing stands in for: SwiftUI draws `Font.custom` of a font the app does
            // not have in the system font, at the size and weight asked for.
            TextWarnings.shared.warnOnce(key: "family:\(family)",
                "font family '\(family)' is not installed; drawn in the system font, as iOS does for a font the app does not have (`fc-list : family` lists installed families)")
            return bundledInter(weight: weight, italic: italic)
        }
        switch descriptor.design {
        case .monospaced:
            return bundled(Self.designFileName("JetBrainsMono", weight: weight, italic: italic), family: "JetBrains Mono",
                           features: Self.monospacedFeatures) ?? generic("monospace", weight: weight, italic: italic)
        case .serif:
            return bundled(Self.designFileName("NotoSerif", weight: weight, italic: italic), family: "Noto Serif")
                ?? generic("serif", weight: weight, italic: italic)
        case .default: return bundledInter(weight: weight, italic: italic)
        case .rounded: return bundledInter(weight: weight, italic: italic, rounded: true)
        }
    }

    /// `face` drawn and advanced `scale` times as wide: a condensed or expanded width, which no
    /// bundled face has a cut of.
    private func widened(_ face: FontFace, by scale: Double) -> FontFace {
        let location = FontFileLocation(path: face.path, index: face.index, family: face.familyName,
                                        isSystemStandIn: face.tuning != nil, features: face.features,
                                        isRounded: face.roundingRadius > 0, widthScale: scale)
        return self.face(at: location) ?? face
    }

    /// SF Mono sets `->` and `!=` as their characters: JetBrains Mono's programming ligatures
    /// (contextual alternates) are off.
    static let monospacedFeatures = ["-calt"]

    /// A bundled face of a design, or nil (with one warning) when its file is missing.
    private func bundled(_ fileName: String, family: String, features: [String] = []) -> FontFace? {
        let file = fontsDirectory.appendingPathComponent(fileName).path
        if FileManager.default.fileExists(atPath: file),
           let face = face(at: FontFileLocation(path: file, index: 0, family: family, features: features)) {
            return face
        }
        TextWarnings.shared.warnOnce(key: "bundled:\(file)",
            "bundled font \(file) is missing; using fontconfig's \(family) stand-in. Restore assets/fonts or set \(AssetLocator.environmentVariable) to the assets folder.")
        return nil
    }

    /// The bundled design faces' files: Regular, Medium, SemiBold and Bold, nearest the weight.
    static func designFileName(_ prefix: String, weight: Int, italic: Bool) -> String {
        let name = weight < 450 ? "Regular" : weight < 550 ? "Medium" : weight < 650 ? "SemiBold" : "Bold"
        if italic { return name == "Regular" ? "\(prefix)-Italic.ttf" : "\(prefix)-\(name)Italic.ttf" }
        return "\(prefix)-\(name).ttf"
    }

    private func bundledInter(weight: Int, italic: Bool, rounded: Bool = false) -> FontFace {
        let file = fontsDirectory.appendingPathComponent(Self.interFileName(weight: weight, italic: italic)).path
        if FileManager.default.fileExists(atPath: file),
           let face = face(at: FontFileLocation(path: file, index: 0, family: "Inter", isSystemStandIn: tunesSystemFont,
                                                isRounded: rounded)) {
            return face
        }
        TextWarnings.shared.warnOnce(key: "bundled:\(file)",
            "bundled font \(file) is missing; using fontconfig's default sans-serif, so text metrics will differ from other machines. Restore assets/fonts or set \(AssetLocator.environmentVariable) to the assets folder.")
        return defaultSans(weight: weight, italic: italic)
    }

    private func generic(_ family: String, weight: Int, italic: Bool) -> FontFace {
        if let match = FontconfigDatabase.shared.match(family: family, weight: weight, italic: italic),
           let face = face(at: match.location) {
            return face
        }
        return defaultSans(weight: weight, italic: italic)
    }

    private func defaultSans(weight: Int, italic: Bool) -> FontFace {
        if let match = FontconfigDatabase.shared.match(family: "sans-serif", weight: weight, italic: italic),
           let face = face(at: match.location) {
            return face
        }
        TextWarnings.shared.warnOnce(key: "no-font",
            "no font can be opened: the bundled Inter files are missing and fontconfig finds no sans-serif font, so text is drawn as boxes. Install a font (e.g. apt-get install fonts-dejavu-core) or set \(AssetLocator.environmentVariable) to Easel's assets folder.")
        return lastResort
    }

    /// Boxes for every character (`LastResortFont`), opened from memory, so it cannot be missing.
    private var lastResort: FontFace {
        guard let face = face(at: FontFileLocation(path: LastResortFont.path, index: 0, family: "Easel Last Resort")) else {
            // The font is part of the program; failing to open it means FreeType itself is broken.
            preconditionFailure("FreeType could not open Easel's built-in last-resort font")
        }
        return face
    }

    /// Inter's static files by weight, nearest hundred (Inter ships every hundred from 100 to 900).
    static func interFileName(weight: Int, italic: Bool) -> String {
        let names = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
                     600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"]
        let nearest = min(900, max(100, Int((Double(weight) / 100).rounded()) * 100))
        let name = names[nearest] ?? "Regular"
        if italic { return nearest == 400 ? "Inter-Italic.otf" : "Inter-\(name)Italic.otf" }
        return "Inter-\(name).otf"
    }

    static func clampedWeight(_ weight: Int) -> Int { min(900, max(100, weight)) }
}
