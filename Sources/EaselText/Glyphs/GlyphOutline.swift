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

extension GlyphOutline {
    /// The leftmost and rightmost x the outline's ink reaches, in ems; nil for an empty outline.
    /// Curves count at their extremes, not at their control points (which may lie outside):
    /// x(t) of a Bézier segment has its extremes at its ends and where dx/dt = 0.
    public var horizontalInk: ClosedRange<Double>? { ink(along: \.x) }

    /// The lowest and highest y the outline's ink reaches, in ems (y up from the baseline).
    public var verticalInk: ClosedRange<Double>? { ink(along: \.y) }

    private func ink(along axis: KeyPath<CGPoint, CGFloat>) -> ClosedRange<Double>? {
        var least = Double.infinity, most = -Double.infinity
        func include(_ x: Double) { least = Swift.min(least, x); most = Swift.max(most, x) }
        var current = 0.0
        for element in elements {
            switch element {
            case .move(let point), .line(let point):
                current = Double(point[keyPath: axis]); include(current)
            case .quadCurve(let to, let control):
                let (p0, p1, p2) = (current, Double(control[keyPath: axis]), Double(to[keyPath: axis]))
                let denominator = p0 - 2 * p1 + p2
                if denominator != 0 {
                    let t = (p0 - p1) / denominator
                    if t > 0 && t < 1 { include((1 - t) * (1 - t) * p0 + 2 * (1 - t) * t * p1 + t * t * p2) }
                }
                current = p2; include(current)
            case .curve(let to, let control1, let control2):
                let (p0, p1, p2, p3) = (current, Double(control1[keyPath: axis]), Double(control2[keyPath: axis]), Double(to[keyPath: axis]))
                // dx/dt / 3 = a t² + b t + c
                let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
                var roots: [Double] = []
                if abs(a) < 1e-12 {
                    if b != 0 { roots = [-c / b] }
                } else {
                    let discriminant = b * b - 4 * a * c
                    if discriminant >= 0 {
                        let root = discriminant.squareRoot()
                        roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                    }
                }
                for t in roots where t > 0 && t < 1 {
                    let u = 1 - t
                    include(u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3)
                }
                current = p3; include(current)
            case .close:
                break
            }
        }
        guard least <= most, unitsPerEm > 0 else { return nil }
        return least / Double(unitsPerEm)...most / Double(unitsPerEm)
    }
}
