import XCTest
import SwiftUI
@testable import Easel
import EaselRaster

/// Boolean operations on paths and shapes (iOS 17's `union`, `intersection`, `subtracting`,
/// `symmetricDifference`, `lineIntersection`, `lineSubtraction`, `normalized`), checked by the
/// areas and lengths of their results against values worked out by hand.
final class PathBooleanTests: XCTestCase {
    private let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    func testOverlappingSquaresCombineByArea() {
        let shifted = Path(CGRect(x: 5, y: 5, width: 10, height: 10))
        XCTAssertEqual(area(square.union(shifted)), 175, accuracy: 1e-9)
        XCTAssertEqual(area(square.intersection(shifted)), 25, accuracy: 1e-9)
        XCTAssertEqual(area(square.subtracting(shifted)), 75, accuracy: 1e-9)
        XCTAssertEqual(area(square.symmetricDifference(shifted)), 150, accuracy: 1e-9)
        // The intersection is the square between the overlaps' corners, as four corners.
        XCTAssertEqual(square.intersection(shifted).boundingRect, CGRect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertEqual(corners(square.intersection(shifted)), [4])
        XCTAssertEqual(corners(square.union(shifted)), [8])
        XCTAssertTrue(square.subtracting(shifted).contains(CGPoint(x: 2, y: 8)))
        XCTAssertFalse(square.subtracting(shifted).contains(CGPoint(x: 7, y: 7)))
    }

    func testSquaresSharingAnEdgeMergeIntoOneOutline() {
        let beside = Path(CGRect(x: 10, y: 0, width: 10, height: 10))
        let union = square.union(beside)
        XCTAssertEqual(area(union), 200, accuracy: 1e-9)
        XCTAssertEqual(corners(union), [4], "the shared edge disappears: one rectangle")
        XCTAssertTrue(square.intersection(beside).isEmpty)
        XCTAssertEqual(area(square.subtracting(beside)), 100, accuracy: 1e-9)
    }

    func testDisjointAndNestedPaths() {
        let far = Path(CGRect(x: 20, y: 20, width: 5, height: 5))
        XCTAssertEqual(corners(square.union(far)), [4, 4])
        XCTAssertTrue(square.intersection(far).isEmpty)
        let hole = Path(CGRect(x: 2, y: 2, width: 4, height: 4))
        let ring = square.subtracting(hole)
        XCTAssertEqual(area(ring), 84, accuracy: 1e-9)
        XCTAssertFalse(ring.contains(CGPoint(x: 4, y: 4)))
        XCTAssertFalse(ring.contains(CGPoint(x: 4, y: 4), eoFill: true), "the result fills the same under either rule")
        XCTAssertTrue(ring.contains(CGPoint(x: 1, y: 1)))
    }

    func testCirclesMeetInALensOfTheRightArea() {
        let r = 50.0, d = 50.0
        let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r))
        let b = Path(ellipseIn: CGRect(x: d, y: 0, width: 2 * r, height: 2 * r))
        // Two circles of radius r with centres d apart overlap in 2r²·acos(d/2r) − (d/2)·√(4r² − d²).
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        let circle = Double.pi * r * r
        XCTAssertEqual(area(a.intersection(b)), lens, accuracy: lens * 0.002)
        XCTAssertEqual(area(a.union(b)), 2 * circle - lens, accuracy: circle * 0.002)
        XCTAssertEqual(area(a.symmetricDifference(b)), 2 * circle - 2 * lens, accuracy: circle * 0.002)
        XCTAssertEqual(a.intersection(b).boundingRect.minX, 50, accuracy: 0.05)
        XCTAssertEqual(a.intersection(b).boundingRect.maxX, 100, accuracy: 0.05)
    }

    func testFillRuleDecidesWhatIsInsideEachPath() {
        // Two squares drawn the same way round, one inside the other: non-zero fills the hole,
        // even-odd leaves it empty.
        var nested = square
        nested.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        XCTAssertEqual(area(nested.normalized(eoFill: false)), 100, accuracy: 1e-9)
        XCTAssertEqual(area(nested.normalized(eoFill: true)), 84, accuracy: 1e-9)
        XCTAssertEqual(area(nested.normalized()), 84, accuracy: 1e-9, "normalized uses even-odd unless told")
        let band = Path(CGRect(x: 0, y: 4, width: 10, height: 2))
        XCTAssertEqual(area(nested.intersection(band, eoFill: true)), 20 - 8, accuracy: 1e-9)
        XCTAssertEqual(area(nested.intersection(band)), 20, accuracy: 1e-9)

        // A self-crossing bow tie becomes two triangles.
        var bowTie = Path()
        bowTie.addLines([.zero, CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        bowTie.closeSubpath()
        XCTAssertEqual(area(bowTie.normalized(eoFill: false)), 50, accuracy: 1e-9)
        XCTAssertEqual(corners(bowTie.normalized(eoFill: false)).reduce(0, +), 6)
    }

    func testLineOperationsKeepTheStrokeInsideOrOutside() {
        var line = Path()
        line.move(to: CGPoint(x: -10, y: 5))
        line.addLine(to: CGPoint(x: 30, y: 5))
        XCTAssertEqual(length(line.lineIntersection(square)), 10, accuracy: 1e-9)
        XCTAssertEqual(length(line.lineSubtraction(square)), 30, accuracy: 1e-9)
        XCTAssertEqual(line.lineSubtraction(square).boundingRect, CGRect(x: -10, y: 5, width: 40, height: 0))

        // A square's outline clipped to the left half keeps three sides' halves… as one line
        // running round the corner, not closed.
        let left = Path(CGRect(x: -5, y: -5, width: 10, height: 20))
        let clipped = square.lineIntersection(left)
        XCTAssertEqual(length(clipped), 5 + 10 + 5, accuracy: 1e-9)
        var closes = 0
        clipped.forEach { if case .closeSubpath = $0 { closes += 1 } }
        XCTAssertEqual(closes, 0)
        XCTAssertEqual(length(square.lineSubtraction(left)), 20, accuracy: 1e-9)
        XCTAssertEqual(length(square.lineIntersection(Path(CGRect(x: -1, y: -1, width: 12, height: 12)))), 40, accuracy: 1e-9)
    }

    func testCombinedShapesDrawTheirArea() throws {
        struct Badge: View {
            var body: some View {
                Circle()
                    .subtracting(Circle().scale(0.5))
                    .fill(.blue)
                    .frame(width: 100, height: 100)
            }
        }
        let host = PreviewHost(Badge(), size: CGSize(width: 100, height: 100))
        let image = host.render(scale: 1)
        let background = image.pixel(x: 2, y: 2)
        XCTAssertEqual(image.pixel(x: 50, y: 50), background, "the hole shows the background")
        let ring = image.pixel(x: 50, y: 12)
        XCTAssertLessThan(ring.red, 0.2, "the ring is filled blue")
        XCTAssertGreaterThan(ring.blue, 0.9)
    }

    func testCoreGraphicsSpellings() {
        let a = CGMutablePath()
        a.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = CGMutablePath()
        b.addEllipse(in: CGRect(x: 5, y: 0, width: 10, height: 10))
        XCTAssertEqual(a.union(b).boundingBox.maxX, 15, accuracy: 0.01)
        XCTAssertEqual(area(Path(a.subtracting(b, using: .evenOdd))), 100 - 25 * .pi / 2, accuracy: 0.3)
        XCTAssertTrue(a.intersection(b).contains(CGPoint(x: 8, y: 5)))
        XCTAssertFalse(a.symmetricDifference(b).contains(CGPoint(x: 8, y: 5)))
        XCTAssertFalse(a.normalized().isEmpty)
    }

    // MARK: Measures

    /// The signed areas of the outlines, added up (the results are polygons).
    private func area(_ path: Path) -> Double {
        var total = 0.0, start = CGPoint.zero, last = CGPoint.zero
        func edge(to p: CGPoint) { total += Double(last.x * p.y - p.x * last.y) / 2; last = p }
        path.forEach { element in
            switch element {
            case .move(let p): edge(to: start); start = p; last = p
            case .line(let p): edge(to: p)
            case .closeSubpath: edge(to: start)
            default: XCTFail("boolean results are made of lines")
            }
        }
        edge(to: start)
        return abs(total)
    }

    /// The number of corners of each outline.
    private func corners(_ path: Path) -> [Int] {
        var counts: [Int] = []
        path.forEach { element in
            switch element {
            case .move: counts.append(1)
            case .line: counts[counts.count - 1] += 1
            default: break
            }
        }
        return counts
    }

    /// The drawn length of the lines.
    private func length(_ path: Path) -> Double {
        var total = 0.0, start = CGPoint.zero, last = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p): start = p; last = p
            case .line(let p): total += hypot(Double(p.x - last.x), Double(p.y - last.y)); last = p
            case .closeSubpath: total += hypot(Double(start.x - last.x), Double(start.y - last.y)); last = start
            default: break
            }
        }
        return total
    }
}
