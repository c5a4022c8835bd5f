import Foundation

extension RasterPath {
    /// Whether `point` lies inside the filled path: its winding number is non-zero, or odd with
    /// `evenOdd` (the same rules the rasterizer fills by). Every sub-path counts as closed, as
    /// it does for a fill.
    ///
    /// Curves are flattened to within `tolerance` (in the path's units) and the winding number
    /// is counted by crossings of a ray towards +x, each upward crossing left of the point +1
    /// and each downward one −1 (Dan Sunday, "Inclusion of a Point in a Polygon", 2001).
    public func contains(_ point: CGPoint, evenOdd: Bool = false, tolerance: Double = 0.05) -> Bool {
        // Outside the bounds (edges included) nothing can contain it.
        guard point.x >= bounds.minX, point.x <= bounds.maxX, point.y >= bounds.minY, point.y <= bounds.maxY else {
            return false
        }
        let x = Double(point.x), y = Double(point.y)
        var winding = 0
        for line in PathFlattener.polylines(of: self, tolerance: tolerance) {
            let points = line.points
            guard points.count >= 2 else { continue }
            for index in points.indices {
                let start = points[index]
                let end = points[(index + 1) % points.count]
                if start.y <= y {
                    if end.y > y, Self.side(start, end, x, y) > 0 { winding += 1 }
                } else if end.y <= y, Self.side(start, end, x, y) < 0 {
                    winding -= 1
                }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// Positive when (x, y) is left of the line from `start` to `end`, negative when right.
    private static func side(_ start: SIMD2<Double>, _ end: SIMD2<Double>, _ x: Double, _ y: Double) -> Double {
        (end.x - start.x) * (y - start.y) - (x - start.x) * (end.y - start.y)
    }
}
