import Foundation

/// How a layer's colours combine with what is under it (W3C Compositing and Blending Level 1,
/// §5.8 for the separable modes, §5.9 for hue, saturation, color and luminosity; Porter–Duff
/// §5.2 for the atop/over/out operators; Core Graphics's plus-lighter and plus-darker).
public enum RasterBlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
         plusDarker, plusLighter

    /// `source` (premultiplied 0xAARRGGBB) blended onto `backdrop`.
    func composite(_ source: UInt32, onto backdrop: UInt32) -> UInt32 {
        let sa = Double(source >> 24) / 255, ba = Double(backdrop >> 24) / 255
        func channels(_ pixel: UInt32) -> SIMD3<Double> {
            SIMD3(Double((pixel >> 16) & 0xFF), Double((pixel >> 8) & 0xFF), Double(pixel & 0xFF)) / 255
        }
        let sp = channels(source), bp = channels(backdrop)   // premultiplied
        var outAlpha = sa + ba * (1 - sa)
        var out: SIMD3<Double>
        switch self {
        case .sourceAtop:
            out = sp * ba + bp * (1 - sa)
            outAlpha = ba
        case .destinationOver:
            out = bp + sp * (1 - ba)
        case .destinationOut:
            out = bp * (1 - sa)
            outAlpha = ba * (1 - sa)
        case .plusLighter:
            out = SIMD3(Swift.min(sp.x + bp.x, 1), Swift.min(sp.y + bp.y, 1), Swift.min(sp.z + bp.z, 1))
            outAlpha = Swift.min(sa + ba, 1)
        case .plusDarker:
            // Core Graphics: R = max(0, 1 − ((1 − D) + (1 − S))), on premultiplied values.
            outAlpha = Swift.min(sa + ba, 1)
            let sum = SIMD3(repeating: sa) - sp + SIMD3(repeating: ba) - bp
            out = SIMD3(Swift.max(0, outAlpha - sum.x), Swift.max(0, outAlpha - sum.y), Swift.max(0, outAlpha - sum.z))
        default:
            // Straight colours, blended, then W3C's general formula.
            let cs = sa > 0 ? sp / sa : .zero, cb = ba > 0 ? bp / ba : .zero
            let blended = blend(cs, cb)
            out = sp * (1 - ba) + bp * (1 - sa) + blended * (sa * ba)
        }
        func byte(_ value: Double) -> UInt32 { UInt32((Swift.min(Swift.max(value, 0), 1) * 255).rounded()) }
        let a = byte(outAlpha)
        return (a << 24) | (Swift.min(byte(out.x), a) << 16) | (Swift.min(byte(out.y), a) << 8) | Swift.min(byte(out.z), a)
    }

    /// B(Cb, Cs) on straight colours.
    private func blend(_ cs: SIMD3<Double>, _ cb: SIMD3<Double>) -> SIMD3<Double> {
        func each(_ f: (Double, Double) -> Double) -> SIMD3<Double> { SIMD3(f(cs.x, cb.x), f(cs.y, cb.y), f(cs.z, cb.z)) }
        switch self {
        case .multiply: return cs * cb
        case .screen: return cb + cs - cb * cs
        case .overlay: return each { s, b in Self.hardLight(b, s) }
        case .darken: return each { Swift.min($0, $1) }
        case .lighten: return each { Swift.max($0, $1) }
        case .colorDodge: return each { s, b in b == 0 ? 0 : (s >= 1 ? 1 : Swift.min(1, b / (1 - s))) }
        case .colorBurn: return each { s, b in b >= 1 ? 1 : (s <= 0 ? 0 : 1 - Swift.min(1, (1 - b) / s)) }
        case .hardLight: return each { s, b in Self.hardLight(s, b) }
        case .softLight:
            return each { s, b in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return cb + cs - 2 * cb * cs
        case .hue: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: return Self.setLum(cs, Self.lum(cb))
        case .luminosity: return Self.setLum(cb, Self.lum(cs))
        default: return cs
        }
    }

    private static func hardLight(_ s: Double, _ b: Double) -> Double {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    private static func lum(_ c: SIMD3<Double>) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func clipColor(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let l = lum(c), n = Swift.min(c.x, c.y, c.z), x = Swift.max(c.x, c.y, c.z)
        var c = c
        if n < 0 { c = SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * l / (l - n) }
        if x > 1 { c = SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * (1 - l) / (x - l) }
        return c
    }

    private static func setLum(_ c: SIMD3<Double>, _ l: Double) -> SIMD3<Double> { clipColor(c + SIMD3(repeating: l - lum(c))) }

    private static func sat(_ c: SIMD3<Double>) -> Double { Swift.max(c.x, c.y, c.z) - Swift.min(c.x, c.y, c.z) }

    private static func setSat(_ c: SIMD3<Double>, _ s: Double) -> SIMD3<Double> {
        let maximum = Swift.max(c.x, c.y, c.z), minimum = Swift.min(c.x, c.y, c.z)
        guard maximum > minimum else { return .zero }
        return (c - SIMD3(repeating: minimum)) * s / (maximum - minimum)
    }
}
