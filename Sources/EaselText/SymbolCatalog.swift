import Foundation

/// SF Symbol names mapped to Material Icons glyphs, the bundled stand-in for SF Symbols on Linux.
///
/// Sizing rule. SF Symbols are designed to sit in text: at a given text size their height is
/// about the cap height, a little more, and they are vertically centred on the middle of the cap
/// height (Apple HIG, "SF Symbols", alignment and sizing). Material icons are drawn on a 24-unit
/// square em with a 2-unit margin, so the icon itself fills the central 20/24 ("live area",
/// Material Design icon guidelines). So:
/// 1. the live area is made `capHeight × 1.2` tall: the em is `capHeight × 1.2 × 24 / 20`;
/// 2. the em box is centred on `capHeight / 2` above the baseline;
/// 3. the advance is the glyph's own advance at that em (Material icons are square: one em).
/// For Inter at 17 pt (cap height 12.36 pt) the em is 17.8 pt and the box reaches 15.08 pt above
/// and 2.72 pt below the baseline.
public enum SymbolCatalog {
    /// Live-area height ÷ cap height of the text font.
    public static let heightPerCapHeight: CGFloat = 1.2
    /// Live area ÷ em of a Material icon (20 of 24 units).
    public static let liveAreaPerEm: CGFloat = 20.0 / 24.0

    /// Every SF Symbol name the catalog knows, sorted.
    public static var names: [String] { table.keys.sorted() }

    /// The Material Icons name standing in for `name`; nil for an unknown name.
    public static func materialName(for name: String) -> String? { table[name]?.material }

    /// The Material Icons code point standing in for `name`; nil for an unknown name.
    public static func codepoint(named name: String) -> UInt32? { table[name]?.codepoint }

    /// The symbol `name` laid out for text in `font`; nil for an unknown name (the caller logs
    /// SwiftUI's "No symbol named '…' found in system symbol set") or when the Material Icons
    /// font cannot be opened (warned once by `FontLibrary.symbolFace`).
    public static func glyph(named name: String, font: FontDescriptor,
                             library: FontLibrary = .shared) -> SymbolGlyph? {
        guard let entry = table[name], let face = library.symbolFace,
              let scalar = Unicode.Scalar(entry.codepoint) else { return nil }
        let glyph = face.glyph(for: scalar)
        guard glyph != 0 else {
            TextWarnings.shared.warnOnce(key: "symbol-glyph:\(name)",
                "the Material Icons font at \(face.path) has no glyph for '\(entry.material)' (U+\(String(entry.codepoint, radix: 16, uppercase: true))), the stand-in for SF Symbol '\(name)'; it is not drawn. The bundled font may be from another release than SymbolCatalog+Table.swift.")
            return nil
        }
        let capHeight = library.metrics(for: font).capHeight
        // 1.
        let em = capHeight * heightPerCapHeight / liveAreaPerEm
        // 3.
        let shaped = face.harfBuzz.shape([entry.codepoint], range: 0..<1, features: [])
        let advanceInEms = shaped.advances.first.map { CGFloat($0) / CGFloat(face.unitsPerEm) } ?? 1
        // 2. The Material em box spans its baseline to one em above it (ascender = em, descender 0).
        let middle = capHeight / 2
        var symbol = SymbolGlyph(name: name, materialName: entry.material, face: face, glyph: glyph,
                                 size: em, advance: advanceInEms * em,
                                 glyphOffset: CGPoint(x: 0, y: em / 2 - middle),
                                 ascent: middle + em / 2, descent: em / 2 - middle)
        if let content = circledContent[name], let scalar = Unicode.Scalar(content.codepoint) {
            let inner = face.glyph(for: scalar)
            if inner != 0 {
                symbol.innerGlyph = inner
                symbol.innerScale = circledContentScale
            }
        }
        return symbol
    }
}
