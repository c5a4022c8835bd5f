import EaselRaster
import XCTest

final class AffineTransformTests: XCTestCase {
    func testConcatenatingAppliesSelfFirst() {
        let scaleThenMove = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        XCTAssertEqual(scaleThenMove.apply(to: CGPoint(x: 1, y: 1)), CGPoint(x: 12, y: 2))
        let moveThenScale = AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(moveThenScale.apply(to: CGPoint(x: 1, y: 1)), CGPoint(x: 22, y: 2))
    }

    func testRotationTurnsXTowardsY() {
        let point = AffineTransform(rotationAngle: .pi / 2).apply(to: CGPoint(x: 1, y: 0))
        XCTAssertEqual(point.x, 0, accuracy: 1e-12)
        XCTAssertEqual(point.y, 1, accuracy: 1e-12)
    }

    func testInverseUndoesTheTransform() throws {
        let transform = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(scaleX: 2, y: 3))
            .concatenating(AffineTransform(translationX: 5, y: -7))
        let inverse = try XCTUnwrap(transform.inverted())
        let back = inverse.apply(to: transform.apply(to: CGPoint(x: 4, y: 9)))
        XCTAssertEqual(back.x, 4, accuracy: 1e-9)
        XCTAssertEqual(back.y, 9, accuracy: 1e-9)
        XCTAssertNil(AffineTransform(scaleX: 0, y: 1).inverted())
    }
}
