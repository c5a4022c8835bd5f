import Foundation
import EaselRaster

/// Boolean operations on paths (Apple: "union(_:eoFill:)", "intersection(_:eoFill:)",
/// "subtracting(_:eoFill:)", "symmetricDifference(_:eoFill:)", "lineIntersection(_:eoFill:)",
/// "lineSubtraction(_:eoFill:)", "normalized(eoFill:)", iOS 17). `eoFill` chooses the fill
/// rule that decides what is inside each path.
///
/// The results are made of straight lines: curves are flattened to within 0.02 pt first (see
/// `PathBoolean`), where CoreGraphics keeps curves as curves. They fill, stroke and hit-test
/// the same at any preview scale.
extension Path {
    /// The area inside either path.
    public func union(_ other: Path, eoFill: Bool = false) -> Path { region(.union, other, eoFill) }
    /// The area inside both paths.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path { region(.intersection, other, eoFill) }
    /// The area inside this path and outside `other`.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { region(.subtraction, other, eoFill) }
    /// The area inside exactly one of the paths.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path { region(.symmetricDifference, other, eoFill) }

    /// This path's lines where they run inside `other`.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        Path(outlines: rasterPath.lines(clippedTo: other.rasterPath, inside: true, evenOdd: eoFill))
    }

    /// This path's lines where they run outside `other`.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        Path(outlines: rasterPath.lines(clippedTo: other.rasterPath, inside: false, evenOdd: eoFill))
    }

    /// The same area as outlines that neither cross nor overlap.
    public func normalized(eoFill: Bool = true) -> Path {
        Path(outlines: rasterPath.normalizedOutlines(evenOdd: eoFill))
    }

    private func region(_ operation: PathRegionOperation, _ other: Path, _ eoFill: Bool) -> Path {
        Path(outlines: rasterPath.combined(with: other.rasterPath, operation: operation, evenOdd: eoFill))
    }

    init(outlines: [PathOutline]) {
        self.init()
        for outline in outlines {
            guard let first = outline.points.first else { continue }
            move(to: first)
            for point in outline.points.dropFirst() { addLine(to: point) }
            if outline.isClosed { closeSubpath() }
        }
    }
}

/// The same operations on shapes: the result is a shape whose path combines both shapes'
/// paths in the same frame (Apple: "Shape.union(_:eoFill:)" and its siblings, iOS 17).
extension Shape {
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _CombinedShape(shape: self, other: other) { $0.union($1, eoFill: eoFill) }
    }
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _CombinedShape(shape: self, other: other) { $0.intersection($1, eoFill: eoFill) }
    }
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _CombinedShape(shape: self, other: other) { $0.subtracting($1, eoFill: eoFill) }
    }
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _CombinedShape(shape: self, other: other) { $0.symmetricDifference($1, eoFill: eoFill) }
    }
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _CombinedShape(shape: self, other: other) { $0.lineIntersection($1, eoFill: eoFill) }
    }
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _CombinedShape(shape: self, other: other) { $0.lineSubtraction($1, eoFill: eoFill) }
    }
}

/// Two shapes' paths combined by a boolean operation; sized as the first shape.
public struct _CombinedShape<First: Shape, Second: Shape>: Shape {
    var shape: First
    var other: Second
    var combine: (Path, Path) -> Path

    public func path(in rect: CGRect) -> Path { combine(shape.path(in: rect), other.path(in: rect)) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// CoreGraphics' spellings (Apple: "CGPath.union(_:using:)" and siblings, iOS 16).
extension CGPath {
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.union(other.path, eoFill: rule == .evenOdd))
    }
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.intersection(other.path, eoFill: rule == .evenOdd))
    }
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.subtracting(other.path, eoFill: rule == .evenOdd))
    }
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.symmetricDifference(other.path, eoFill: rule == .evenOdd))
    }
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.lineIntersection(other.path, eoFill: rule == .evenOdd))
    }
    public func lineSubtraction(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.lineSubtraction(other.path, eoFill: rule == .evenOdd))
    }
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.normalized(eoFill: rule == .evenOdd))
    }
}
