import Foundation

/// SF Symbol names mapped to Material Icons glyphs, the bundled stand-in for SF Symbols on Linux.
///
/// Sizing rule. SF Symbols are designed to sit in text: at a given text size their height is
/// about the cap height, a little more, and they are vertically centred on the middle of the cap
/// height (Apple HIG, "SF Symbols", alignment and sizing). Material icons are drawn on a 24-unit
/// square em with a 2-unit margin, so the icon itself fills the central 20/24 ("live area",
/// Material Design icon guidelines). So:
/// 1. the live area is made `capHeight × 1.42` tall: the em is `capHeight × 1.42 × 24 / 20`.
///    `checkmark.circle.fill` beside 17 pt body text has 17 × 17 pt of ink on iOS (measured on
///    published iPhone snapshot references), and SF's cap height there is 11.98 pt: 17 / 11.98;
///    Material's circle icons fill the live area, so the circle comes out 17 pt across;
/// 2. the em box is centred on `capHeight / 2` above the baseline;
/// 3. the box is as tall as the em: for the 17 pt system font (SF's cap height 11.98 pt) the em
///    is 20.4 pt and the box reaches 16.2 pt above and 4.2 pt below the baseline. SF Symbols'
///    alignment rectangle spans the text's ascender to its descender (Apple Developer Forums
///    thread 716773: `chevron.compact.down` at 64 pt has a 25.67-pt image with alignment insets
///    of −25 and −25.67, 76.3 pt in all, SF Pro's 1.193 em line), 16.19 above and 4.10 below at
///    17 pt: within 0.11 pt of this box;
/// 4. the box is as wide as the glyph's ink, not the em: SF Symbols have no side margins to
///    speak of, where Material draws each icon in a 24-unit square with at least 2 units on each
///    side. Measured on published simulator references at 17 pt: `star.fill`'s ink ends at its
///    frame's trailing edge (a row's trailing symbol after a `Spacer` reaches the row's edge), and
///    `square.and.arrow.up` in an `HStack` with text is centred as a frame 15.07 pt wide around
///    15.0 pt of ink. So `chevron.right` is narrow and `star.fill` 17 pt wide, as in SF Symbols,
///    where Material's em would make each 20.4 pt.
public enum SymbolCatalog {
    /// Live-area height ÷ cap height of the text font.
    public static let heightPerCapHeight: CGFloat = 1.42
    /// Live area ÷ em of a Material icon (20 of 24 units).
    public static let liveAreaPerEm: CGFloat = 20.0 / 24.0

    /// The Material em that gives a symbol its size next to text with this cap height (step 1).
    public static func em(capHeight: CGFloat) -> CGFloat { capHeight * heightPerCapHeight / liveAreaPerEm }

    /// The inner icon's size in a container, measured from SF Symbols' `mic.circle` (the
    /// microphone is a little over half the circle's diameter).
    public static let circledContentScale: CGFloat = 0.55

    /// Every SF Symbol name the catalog knows, sorted.
    public static var names: [String] { table.keys.sorted() }

    /// The nearest name the stand-ins have for one they do not (SF Symbols has over 6,000):
    /// the name with its last parts left off (`rectangle.stack.badge.clock` → `rectangle.stack`),
    /// else with its first ones (`7.square.fill` → `square.fill`), else `questionmark.square`,
    /// a visible placeholder where iOS would draw the real symbol.
    public static func closestName(to name: String) -> String {
        let parts = name.split(separator: ".").map(String.init)
        for count in stride(from: parts.count - 1, through: 1, by: -1) {
            let candidate = parts.prefix(count).joined(separator: ".")
            if table[candidate] != nil { return candidate }
        }
        for start in 1..<max(parts.count, 1) {
            let candidate = parts.dropFirst(start).joined(separator: ".")
            if table[candidate] != nil { return candidate }
        }
        return "questionmark.square"
    }

    /// The Material Icons name standing in for `name`; nil for an unknown name.
    public static func materialName(for name: String) -> String? { table[name]?.material }

    /// The container an SF name is drawn in (`circle`, `circle.fill`, `square`, `square.fill`),
    /// nil for a single glyph or an unknown name.
    public static func containerName(for name: String) -> String? { table[name]?.container?.rawValue }

    /// The Material Icons code point standing in for `name`; nil for an unknown name.
    public static func codepoint(named name: String) -> UInt32? { table[name]?.codepoint }

    /// The symbol `name` laid out for text in `font`; nil for an unknown name (the caller logs
    /// SwiftUI's "No symbol named '…' found in system symbol set") or when the Material Icons
    /// font cannot be opened (warned once by `FontLibrary.symbolFace`).
    /// `scale` grows or shrinks the symbol about the middle of the cap height (image scales).
    /// `layered` asks for the symbol's layers apart (palette and hierarchical rendering): a
    /// container symbol Material draws as one glyph (`checkmark.circle.fill`, Material's
    /// `check_circle`) is then made of the container and the plain symbol's icon, as SF Symbols
    /// layer it, when the plain name (`checkmark`) has an icon of its own.
    public static func glyph(named name: String, font: FontDescriptor, scale: CGFloat = 1, layered: Bool = false,
                             library: FontLibrary = .shared) -> SymbolGlyph? {
        guard var entry = table[name] else { return nil }
        if layered, entry.container == nil, let split = containerSplit(of: name) { entry = split }
        guard let face = library.symbolFace,
              let scalar = Unicode.Scalar(entry.codepoint) else { return nil }
        let glyph = face.glyph(for: scalar)
        guard glyph != 0 else {
            TextWarnings.shared.warnOnce(key: "symbol-glyph:\(name)",
                "the Material Icons font at \(face.path) has no glyph for '\(entry.material)' (U+\(String(entry.codepoint, radix: 16, uppercase: true))), the stand-in for SF Symbol '\(name)'; it is not drawn. The bundled font may be from another release than SymbolCatalog+Table.swift.")
            return nil
        }
        let capHeight = library.metrics(for: font).capHeight
        // 1.
        let em = Self.em(capHeight: capHeight) * (scale.isFinite && scale > 0 ? scale : 1)
        // 3.
        let shaped = face.harfBuzz.shape([entry.codepoint], range: 0..<1, features: [])
        let advanceInEms = shaped.advances.first.map { CGFloat($0) / CGFloat(face.unitsPerEm) } ?? 1
        // 2. The Material em box spans its baseline to one em above it (ascender = em, descender 0).
        let middle = capHeight / 2
        var symbol = SymbolGlyph(name: name, materialName: entry.material, face: face, glyph: glyph,
                                 size: em, advance: advanceInEms * em,
                                 glyphOffset: CGPoint(x: 0, y: em / 2 - middle),
                                 ascent: middle + em / 2, descent: em / 2 - middle)
        if let container = entry.container, let scalar = Unicode.Scalar(container.glyph.codepoint) {
            let outer = face.glyph(for: scalar)
            if outer != 0 {
                symbol.materialName = container.glyph.material
                symbol.innerGlyph = glyph
                symbol.glyph = outer
                symbol.outerScale = container.glyph.scale
                symbol.innerScale = circledContentScale
                symbol.knocksOut = container.isFilled
            }
        }
        // 4.
        let outline = face.outline(of: symbol.glyph)
        if let ink = outline?.horizontalInk, ink.upperBound > ink.lowerBound {
            let scale = Double(symbol.outerScale), size = Double(em)
            let left = ((1 - scale) / 2 + ink.lowerBound * scale) * size
            symbol.advance = CGFloat((ink.upperBound - ink.lowerBound) * scale * size)
            symbol.glyphOffset.x = CGFloat(-left)
            if let vertical = outline?.verticalInk, vertical.upperBound > vertical.lowerBound {
                // Glyph y is up from the em box's bottom (its baseline, `glyphOffset.y` below
                // the text's); a container glyph is scaled about the box's centre.
                let inset = (1 - scale) / 2 * size
                let top = Double(symbol.glyphOffset.y) - inset - vertical.upperBound * scale * size
                let bottom = Double(symbol.glyphOffset.y) - inset - vertical.lowerBound * scale * size
                symbol.inkBounds = CGRect(x: 0, y: top, width: Double(symbol.advance), height: bottom - top)
            }
        }
        return symbol
    }

    /// `name` as its container and the icon of the name without the container's suffix; in a
    /// filled container, the filled icon where there is one (`person.circle.fill` holds
    /// `person.fill`'s silhouette, as in SF Symbols).
    static func containerSplit(of name: String) -> Entry? {
        for container in [Container.circleFill, .squareFill, .circle, .square] {
            let suffix = "." + container.rawValue
            guard name.hasSuffix(suffix) else { continue }
            let plainName = String(name.dropLast(suffix.count))
            let candidates = container.isFilled ? [plainName + ".fill", plainName] : [plainName]
            guard let plain = candidates.lazy.compactMap({ table[$0] }).first(where: { $0.container == nil }) else { return nil }
            return Entry(material: plain.material, codepoint: plain.codepoint, container: container)
        }
        return nil
    }
}
