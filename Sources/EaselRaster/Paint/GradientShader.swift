import Foundation

/// Produces the premultiplied pixels of a gradient paint for a span of device pixels.
///
/// 1. The stops become a lookup table of `tableSize` premultiplied pixels: for each entry the
///    surrounding stops are interpolated in straight-alpha sRGB and the result premultiplied
///    (SwiftUI's default interpolation). Entry 0 is the first stop's colour and the last
///    entry the last stop's, so gradient endpoints reproduce their colours exactly.
/// 2. Each device pixel centre is mapped back into the paint's user space with the inverse
///    of the command's transform.
/// 3. There the gradient parameter `t` is computed (projection onto the axis, distance from
///    the centre, or angle), clamped to 0...1 ("pad"), and looked up.
/// For linear gradients `t` is an affine function of the device position, so it is stepped
/// by a constant per pixel instead of being recomputed.
struct GradientShader {
    enum Geometry {
        /// `t = dtdx·x + dtdy·y + t0` for device pixel centres.
        case linear(dtdx: Double, dtdy: Double, t0: Double)
        /// Distances are measured after scaling offsets from the centre by `scale` per axis
        /// (1 for circles; the inverse radii for ellipses).
        case radial(center: SIMD2<Double>, scale: SIMD2<Double>, startRadius: Double, endRadius: Double)
        case angular(center: SIMD2<Double>, startAngle: Double, endAngle: Double)
    }

    static let tableSize = 1024
    let table: [UInt32]
    /// Every entry is opaque, so covered pixels can be overwritten instead of blended.
    let isOpaque: Bool
    let geometry: Geometry
    /// Device → paint user space.
    let inverse: AffineTransform

    /// Returns `nil` (after one warning) for gradients without stops.
    init?(paint: RasterPaint, transform: AffineTransform) {
        guard let inverse = transform.inverted() else { return nil }
        self.inverse = inverse
        let stops: [GradientStop]
        switch paint {
        case .solid:
            return nil
        case .linearGradient(let gradientStops, let start, let end):
            stops = gradientStops
            let axis = SIMD2(Double(end.x - start.x), Double(end.y - start.y))
            let lengthSquared = (axis * axis).sum()
            if lengthSquared > 0, lengthSquared.isFinite {
                // t(u) = (u − start)·axis / |axis|², with u = inverse(device).
                let ax = axis.x / lengthSquared, ay = axis.y / lengthSquared
                geometry = .linear(dtdx: inverse.a * ax + inverse.b * ay,
                                   dtdy: inverse.c * ax + inverse.d * ay,
                                   t0: (inverse.tx - Double(start.x)) * ax + (inverse.ty - Double(start.y)) * ay)
            } else {
                // No axis: every point is past the end, as Skia and CoreGraphics pad.
                geometry = .linear(dtdx: 0, dtdy: 0, t0: 1)
            }
        case .radialGradient(let gradientStops, let center, let startRadius, let endRadius):
            stops = gradientStops
            geometry = .radial(center: PathFlattener.vector(center), scale: SIMD2(1, 1), startRadius: startRadius, endRadius: endRadius)
        case .ellipticalGradient(let gradientStops, let center, let radii, let startFraction, let endFraction):
            stops = gradientStops
            let scale = SIMD2(radii.width != 0 ? 1 / Double(radii.width) : 0, radii.height != 0 ? 1 / Double(radii.height) : 0)
            geometry = .radial(center: PathFlattener.vector(center), scale: scale, startRadius: startFraction, endRadius: endFraction)
        case .angularGradient(let gradientStops, let center, let startAngle, let endAngle):
            stops = gradientStops
            geometry = .angular(center: PathFlattener.vector(center), startAngle: startAngle, endAngle: endAngle)
        }
        guard !stops.isEmpty else {
            RasterDiagnostics.warn(.invalidGradient, "a gradient has no stops; it was not drawn")
            return nil
        }
        table = Self.makeTable(stops)
        isOpaque = table.allSatisfy { $0 >> 24 == 255 }
    }

    /// Step 1.
    static func makeTable(_ unsortedStops: [GradientStop]) -> [UInt32] {
        let stops = unsortedStops
            .map { GradientStop(color: $0.color.clamped, location: $0.location.isFinite ? $0.location : 0) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        var table = [UInt32](repeating: 0, count: tableSize)
        var stopIndex = 0
        for entry in 0..<tableSize {
            let t = Double(entry) / Double(tableSize - 1)
            while stopIndex < stops.count && stops[stopIndex].location <= t { stopIndex += 1 }
            let color: RasterColor
            if stopIndex == 0 {
                color = stops[0].color
            } else if stopIndex == stops.count {
                color = stops[stops.count - 1].color
            } else {
                let before = stops[stopIndex - 1], after = stops[stopIndex]
                let span = after.location - before.location
                let f = span > 0 ? (t - before.location) / span : 1
                func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
                color = RasterColor(red: mix(before.color.red, after.color.red),
                                    green: mix(before.color.green, after.color.green),
                                    blue: mix(before.color.blue, after.color.blue),
                                    alpha: mix(before.color.alpha, after.color.alpha))
            }
            table[entry] = color.premultipliedPixel
        }
        return table
    }

    /// Steps 2–3 for pixels `x..<x+count` of row `y`.
    func shade(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        let last = Double(Self.tableSize - 1)
        table.withUnsafeBufferPointer { table in
            @inline(__always) func lookup(_ t: Double) -> UInt32 {
                let clamped = t.isNaN ? 0 : min(max(t, 0), 1)
                return table[Int(clamped * last + 0.5)]
            }
            let centerX = Double(x) + 0.5, centerY = Double(y) + 0.5
            switch geometry {
            case .linear(let dtdx, let dtdy, let t0):
                var t = dtdx * centerX + dtdy * centerY + t0
                if dtdx == 0 {
                    // Constant along the row (a vertical gradient).
                    output.update(repeating: lookup(t), count: count)
                    return
                }
                for index in 0..<count {
                    output[index] = lookup(t)
                    t += dtdx
                }
            case .radial(let center, let scale, let startRadius, let endRadius):
                var u = inverse.apply(to: CGPoint(x: centerX, y: centerY))
                let range = endRadius - startRadius
                for index in 0..<count {
                    let dx = (Double(u.x) - center.x) * scale.x, dy = (Double(u.y) - center.y) * scale.y
                    let distance = (dx * dx + dy * dy).squareRoot()
                    let t = range != 0 ? (distance - startRadius) / range : (distance >= endRadius ? 1 : 0)
                    output[index] = lookup(t)
                    u.x += inverse.a
                    u.y += inverse.b
                }
            case .angular(let center, let startAngle, let endAngle):
                var u = inverse.apply(to: CGPoint(x: centerX, y: centerY))
                let sweep = endAngle - startAngle
                for index in 0..<count {
                    let angle = atan2(Double(u.y) - center.y, Double(u.x) - center.x)
                    output[index] = lookup(Self.angularParameter(angle, start: startAngle, sweep: sweep))
                    u.x += inverse.a
                    u.y += inverse.b
                }
            }
        }
    }

    /// Where `angle` falls between the start and end angles. Angles before the start are
    /// brought forward by whole turns; in the gap a sweep of less than a turn leaves, the half
    /// nearer the end takes the last colour and the half nearer the start the first, as
    /// SwiftUI's `AngularGradient` documents ("fills the missing area with the colors of the
    /// first and last stops"). A sweep of more than a turn shows only its last turn.
    static func angularParameter(_ angle: Double, start: Double, sweep: Double) -> Double {
        let fullTurn = 2 * Double.pi
        guard sweep != 0, sweep.isFinite else { return 0 }
        if abs(sweep) > fullTurn {
            // Only the last complete turn is visible.
            let lastTurnStart = start + sweep - (sweep > 0 ? fullTurn : -fullTurn)
            let offset = angularOffset(angle, from: lastTurnStart, positive: sweep > 0)
            return (offset + abs(sweep) - fullTurn) / abs(sweep)
        }
        let offset = angularOffset(angle, from: start, positive: sweep > 0)
        if offset <= abs(sweep) { return offset / abs(sweep) }
        return offset - abs(sweep) < (fullTurn - abs(sweep)) / 2 ? 1 : 0
    }

    /// The angle from `start` to `angle` in 0..<2π, measured in the sweep's direction.
    private static func angularOffset(_ angle: Double, from start: Double, positive: Bool) -> Double {
        let fullTurn = 2 * Double.pi
        var offset = (positive ? angle - start : start - angle).truncatingRemainder(dividingBy: fullTurn)
        if offset < 0 { offset += fullTurn }
        return offset
    }
}
