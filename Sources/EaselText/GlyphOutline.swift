import Foundation

/// A glyph's outline in font units (y up, origin on the baseline at the pen), as FreeType
/// decomposes it: for glyphs drawn larger than a mask is worth rendering, which are filled as
/// paths instead (their cost then grows with the visible area, not with the glyph's size).
public struct GlyphOutline: Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    public var elements: [Element]
    public var unitsPerEm: Int

    public init(elements: [Element], unitsPerEm: Int) {
        self.elements = elements
        self.unitsPerEm = unitsPerEm
    }
}

extension FontFace {
    /// The outline of `glyph`, nil for glyphs without one (spaces, bitmap-only glyphs). Cached.
    public func outline(of glyph: UInt32) -> GlyphOutline? {
        outlineLock.lock()
        if let known = outlines[glyph] { outlineLock.unlock(); return known }
        outlineLock.unlock()
        let outline = freeType.outline(of: glyph).map {
            GlyphOutline(elements: GlyphOutline.reshaped($0, roundingRadius: roundingRadius, widthScale: widthScale), unitsPerEm: unitsPerEm)
        }
        outlineLock.lock()
        outlines[glyph] = outline
        outlineLock.unlock()
        return outline
    }
}
