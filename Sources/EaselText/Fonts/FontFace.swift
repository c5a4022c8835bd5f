import Foundation

/// One loaded font face: a file and face index, opened once by FreeType (metrics, coverage,
/// glyph masks) and once by HarfBuzz (shaping). Shared by every descriptor that resolves to it;
/// compare faces by identity or `id`.
public final class FontFace: Hashable, @unchecked Sendable {
    /// Unique within the process; glyph caches key on it.
    public let id: Int
    /// The file the face came from.
    public let path: String
    /// The face's index within its file.
    public let index: Int
    /// The family name the font declares (e.g. "Inter").
    public let familyName: String
    /// The style name the font declares (e.g. "Bold Italic").
    public let styleName: String
    public let unitsPerEm: Int
    /// Set for the bundled face standing in for SF Pro: its glyph scale, tracking and SF Pro's
    /// vertical metrics.
    public let tuning: SystemFontTuning?
    /// For the rounded design: how far, in font units, the corners of its outlines are rounded
    /// (half the stem of its "l", so that stroke ends are round); 0 for every other face.
    public let roundingRadius: Double
    /// How much wider (above 1) or narrower its glyphs and advances are drawn than the file's:
    /// a width the file has no cut of (`FontDescriptor.widthScale`); 1 for the file as it is.
    public let widthScale: Double

    let freeType: FreeTypeFace
    /// Whether the face draws colour bitmaps (an emoji font): `GlyphCache.colorGlyph(face:glyph:)`.
    public let hasColorGlyphs: Bool
    let harfBuzz: HarfBuzzFont

    private let coverageLock = NSLock()
    private var glyphForScalar: [UInt32: UInt32] = [:]
    let outlineLock = NSLock()
    var outlines: [UInt32: GlyphOutline?] = [:]

    /// OpenType features this face is always shaped with (`FontFileLocation.features`).
    let features: [String]

    init(id: Int, location: FontFileLocation) throws {
        freeType = try FreeTypeFace(path: location.path, index: location.index)
        harfBuzz = try HarfBuzzFont(path: location.path, index: location.index)
        self.id = id
        path = location.path
        index = location.index
        features = location.features
        familyName = freeType.tables.familyName
        styleName = freeType.tables.styleName
        unitsPerEm = freeType.tables.unitsPerEm
        hasColorGlyphs = freeType.hasColorBitmaps
        let tables = freeType.tables
        tuning = location.isSystemStandIn && tables.capHeight > 0
            ? SystemFontTuning(faceCapHeight: Double(tables.capHeight) / Double(tables.unitsPerEm)) : nil
        roundingRadius = location.isRounded ? FontFace.stemWidth(of: freeType).map { $0 / 2 } ?? 0 : 0
        widthScale = location.widthScale
    }

    /// The width of the face's "l", a plain vertical stem in sans-serif faces, in font units.
    private static func stemWidth(of face: FreeTypeFace) -> Double? {
        let glyph = face.glyphIndex(for: UInt32(("l" as Unicode.Scalar).value))
        guard glyph != 0, let elements = face.outline(of: glyph) else { return nil }
        let xs = elements.compactMap { element -> CGFloat? in
            switch element {
            case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point.x
            case .close: return nil
            }
        }
        guard let least = xs.min(), let most = xs.max(), most > least else { return nil }
        return Double(most - least)
    }

    /// The face's own metrics from its tables, without the system font's tuning.
    public func rawMetrics(size: CGFloat) -> FontMetrics {
        let tables = freeType.tables
        let scale = Double(size) / Double(tables.unitsPerEm)
        func points(_ units: Int) -> CGFloat { CGFloat(Double(units) * scale) }
        let ascender = points(tables.ascender), descender = points(-tables.descender), lineGap = points(tables.lineGap)
        return FontMetrics(
            size: size, unitsPerEm: tables.unitsPerEm, ascender: ascender, descender: descender,
            lineGap: lineGap, capHeight: points(tables.capHeight), xHeight: points(tables.xHeight),
            underlineOffset: points(-tables.underlinePosition), underlineThickness: points(tables.underlineThickness),
            strikethroughOffset: CGFloat((Double(tables.strikeoutPosition) - Double(tables.strikeoutSize) / 2) * scale),
            strikethroughThickness: points(tables.strikeoutSize), lineSpacing: ascender + descender + lineGap)
    }

    /// The face's vertical metrics at `size` points, as text is set with them. For the system
    /// stand-in, the vertical metrics are SF Pro's and the decoration strokes
    /// the face's own at its glyph scale (`SystemFontTuning`).
    public func metrics(size: CGFloat) -> FontMetrics {
        guard let tuning else { return rawMetrics(size: size) }
        // The strokes as the face draws them at its glyph scale; the rest SF Pro's.
        var metrics = rawMetrics(size: size * CGFloat(tuning.glyphScale))
        let points = Double(size)
        metrics.size = size
        metrics.ascender = CGFloat(points * SystemFontTuning.ascender)
        metrics.descender = CGFloat(points * SystemFontTuning.descender)
        metrics.lineGap = 0
        metrics.capHeight = CGFloat(points * SystemFontTuning.capHeight)
        metrics.xHeight = CGFloat(points * SystemFontTuning.xHeight)
        metrics.lineSpacing = CGFloat(SystemFontTuning.lineHeight(size: points))
        return metrics
    }

    /// The glyph for `scalar` in this face, 0 (`.notdef`) when the face lacks it. Memoised:
    /// fallback decisions ask for every character of every run.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        coverageLock.lock()
        if let known = glyphForScalar[scalar.value] { coverageLock.unlock(); return known }
        coverageLock.unlock()
        let glyph = freeType.glyphIndex(for: scalar.value)
        coverageLock.lock()
        glyphForScalar[scalar.value] = glyph
        coverageLock.unlock()
        return glyph
    }

    /// Whether the face has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != 0 }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
