import Foundation

/// Cuts polylines into dashes, following CoreGraphics' and SVG's dash rules:
/// 1. The pattern alternates dash and gap lengths; an odd-length pattern is used twice over
///    so dashes and gaps alternate consistently.
/// 2. The phase is an offset into the pattern (wrapping around, negative phases too).
/// 3. Each sub-path restarts the pattern at the phase; a closed sub-path is walked like an
///    open one that ends where it began.
/// 4. Each dash becomes an open polyline, so it gets caps and inner joins when stroked.
/// A pattern with a negative or non-finite length, or with zero total length, is ignored with
/// one warning and the line is drawn solid.
struct PathDasher {
    private let pattern: [Double]
    private let startIndex: Int
    private let startRemaining: Double

    /// `nil` when there is no (usable) pattern, meaning a solid line.
    init?(pattern requested: [Double], phase: Double) {
        guard !requested.isEmpty else { return nil }
        // Step 1.
        let doubled = requested.count % 2 == 1 ? requested + requested : requested
        // The period is checked after doubling: two halves of `.greatestFiniteMagnitude` are
        // finite, their sum is not, and wrapping the phase into an infinite period never ends.
        let period = doubled.reduce(0, +)
        guard requested.allSatisfy({ $0 >= 0 && $0.isFinite }), period > 0, period.isFinite else {
            RasterDiagnostics.warn(.invalidStrokeParameter,
                "dash pattern \(requested) has a negative, non-finite or all-zero length, or a period beyond the largest number; the line was drawn solid")
            return nil
        }
        pattern = doubled
        // Step 2.
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if offset < 0 { offset += period }
        var index = 0
        while offset >= pattern[index] && offset > 0 {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        startIndex = index
        startRemaining = pattern[index] - offset
    }

    /// More pieces than this (a microscopic pattern on a huge path) would take unbounded time
    /// and memory; such a line is drawn solid, with a warning.
    static let maximumPieces = 1_000_000

    func dashes(of polylines: [Polyline]) -> [Polyline] {
        let period = pattern.reduce(0, +)
        var totalLength = 0.0
        for polyline in polylines {
            for index in 1..<polyline.points.count { totalLength += distance(polyline.points[index - 1], polyline.points[index]) }
            if polyline.isClosed, let first = polyline.points.first, let last = polyline.points.last {
                totalLength += distance(last, first)
            }
        }
        guard totalLength / period * Double(pattern.count) < Double(Self.maximumPieces) else {
            RasterDiagnostics.warn(.invalidStrokeParameter,
                "a dash pattern of period \(period) on a path \(totalLength) long would make too many dashes; drawn solid")
            return polylines
        }
        var result: [Polyline] = []
        for polyline in polylines {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            dash(points, into: &result)
        }
        return result
    }

    /// Steps 3–4 for one sub-path.
    private func dash(_ points: [SIMD2<Double>], into result: inout [Polyline]) {
        var index = startIndex
        var remaining = startRemaining
        var isDash: Bool { index % 2 == 0 }
        var current: [SIMD2<Double>] = isDash ? [points[0]] : []
        for segmentIndex in 1..<points.count {
            var start = points[segmentIndex - 1]
            let end = points[segmentIndex]
            var length = distance(start, end)
            while length > remaining {
                let cut = start + (end - start) * (remaining / length)
                if isDash {
                    current.append(cut)
                    result.append(Polyline(points: current, isClosed: false))
                    current = []
                } else {
                    current = [cut]
                }
                length -= remaining
                start = cut
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                // A zero-length dash still gets caps: it is emitted on the next pass.
            }
            remaining -= length
            if isDash { current.append(end) }
        }
        if isDash && current.count > 1 { result.append(Polyline(points: current, isClosed: false)) }
    }

    private func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let d = b - a
        return (d * d).sum().squareRoot()
    }
}
