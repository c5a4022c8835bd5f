import XCTest
import SwiftUI
import EaselRaster

/// `rotation3DEffect` with perspective (`PerspectiveRotation`): a 100-point square turned 45°
/// about the y axis through its centre, seen from d = max(100, 100) / 1 = 100 points. Its left
/// edge comes nearer (r.z = 35.36, divided by 1 − 0.3536): from x −4.7 and y −27.4 to 127.4;
/// its right edge goes away: at x 76.1, from y 13.1 to 86.9. Flat, both edges would be at
/// 14.6 and 85.4, the full height.
final class PerspectiveTests: XCTestCase {
    struct Card: View {
        var perspective: CGFloat = 1
        var taps = Box()
        var body: some View {
            Color.red
                .frame(width: 100, height: 100)
                .onTapGesture { taps.count += 1 }
                .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: perspective)
        }
    }

    final class Box { var count = 0 }

    private func isRed(_ colour: RasterColor) -> Bool { colour.red > 0.9 && colour.green < 0.4 }

    func testTheNearEdgeGrowsAndTheFarEdgeShrinks() {
        // The square at (50, 50) in a 200-point host.
        let pixels = PreviewHost(Card(), size: CGSize(width: 200, height: 200)).render(scale: 1)
        XCTAssertTrue(isRed(pixels.pixel(x: 48, y: 100)), "the near edge is left of where it would be flat (64.6)")
        XCTAssertTrue(isRed(pixels.pixel(x: 48, y: 30)), "and taller than the square")
        XCTAssertTrue(isRed(pixels.pixel(x: 120, y: 100)))
        XCTAssertFalse(isRed(pixels.pixel(x: 120, y: 55)), "the far edge is shorter")
        XCTAssertFalse(isRed(pixels.pixel(x: 120, y: 145)))
        XCTAssertFalse(isRed(pixels.pixel(x: 130, y: 100)), "and nearer the middle than 135.4")
        // Without perspective: the flat projection.
        let flat = PreviewHost(Card(perspective: 0), size: CGSize(width: 200, height: 200)).render(scale: 1)
        XCTAssertFalse(isRed(flat.pixel(x: 48, y: 100)))
        XCTAssertTrue(isRed(flat.pixel(x: 120, y: 55)))
    }

    func testTapsLandWhereTheCardIsSeen() {
        let card = Card()
        let host = PreviewHost(card, size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 48, y: 100))
        XCTAssertEqual(card.taps.count, 1, "on the near edge, outside the flat square")
        host.tap(at: CGPoint(x: 120, y: 55))
        XCTAssertEqual(card.taps.count, 1, "above the far edge")
    }
}

/// Custom `GeometryEffect`s as tutorials write them (a shake, a flip built from
/// `CATransform3D` with `m34`), and `projectionEffect`.
final class GeometryEffectTests: XCTestCase {
    struct Shake: GeometryEffect {
        var amount: CGFloat = 10
        var shakesPerUnit = 3
        var animatableData: CGFloat

        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
        }
    }

    struct FlipEffect: GeometryEffect {
        var angle: Double
        var animatableData: Double {
            get { angle }
            set { angle = newValue }
        }

        func effectValue(size: CGSize) -> ProjectionTransform {
            let radians = CGFloat(Angle(degrees: angle).radians)
            var transform3d = CATransform3DIdentity
            transform3d.m34 = -1 / max(size.width, size.height)
            transform3d = CATransform3DRotate(transform3d, radians, 0, 1, 0)
            transform3d = CATransform3DTranslate(transform3d, -size.width / 2.0, -size.height / 2.0, 0)
            let affineTransform = ProjectionTransform(CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
            return ProjectionTransform(transform3d).concatenating(affineTransform)
        }
    }

    private func isRed(_ colour: RasterColor) -> Bool { colour.red > 0.9 && colour.green < 0.4 }

    func testAShakeMovesTheDrawingNotTheLayout() throws {
        // sin(0.5 × 3π) = −1: ten points to the left.
        let host = PreviewHost(Color.red.frame(width: 50, height: 50).accessibilityIdentifier("box").modifier(Shake(animatableData: 0.5)),
                               size: CGSize(width: 100, height: 100))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "box")).minX, 25, "layout is untouched")
        let pixels = host.render(scale: 1)
        XCTAssertTrue(isRed(pixels.pixel(x: 17, y: 50)))
        XCTAssertFalse(isRed(pixels.pixel(x: 67, y: 50)))
    }

    /// The tutorial's shake on a wrong password: `attempts` goes from 0 to 1 in an animation,
    /// and the effect is drawn at the data part way — half way, sin(0.5 × 3π) = −1, ten points
    /// to the left — though it rests where it started at both ends.
    func testAnAnimatedShakeIsDrawnAtItsDataPartWay() throws {
        struct Login: View {
            @State var attempts: CGFloat = 0
            var body: some View {
                VStack {
                    Button("Sign In") { withAnimation(.linear(duration: 1)) { attempts += 1 } }.accessibilityIdentifier("sign-in")
                    Color.red.frame(width: 50, height: 50).accessibilityIdentifier("field")
                        .modifier(Shake(animatableData: attempts))
                }
            }
        }
        let host = PreviewHost(Login(), size: CGSize(width: 200, height: 200))
        let field = try XCTUnwrap(host.frame(of: "field"))
        func leftEdge() -> Int? {
            let pixels = host.render(scale: 1)
            return (0..<200).first { isRed(pixels.pixel(x: $0, y: Int(field.midY))) }
        }
        XCTAssertEqual(leftEdge(), Int(field.minX))
        host.animationTime = 0
        host.tap("sign-in")
        host.animationTime = 0.5
        XCTAssertEqual(try XCTUnwrap(leftEdge()), Int(field.minX) - 10, accuracy: 1, "half way: sin(1.5π) = −1")
        host.animationTime = 1.0 / 6
        XCTAssertEqual(try XCTUnwrap(leftEdge()), Int(field.minX) + 10, accuracy: 1, "a sixth of the way: sin(0.5π) = 1")
        host.animationTime = 2
        XCTAssertEqual(leftEdge(), Int(field.minX), "at rest again")
    }

    func testAFlipBuiltFromCATransform3DDrawsAsRotation3DEffect() {
        let flipped = PreviewHost(Color.red.frame(width: 100, height: 100).modifier(FlipEffect(angle: 45)),
                                  size: CGSize(width: 200, height: 200)).render(scale: 1)
        let rotated = PreviewHost(Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)),
                                  size: CGSize(width: 200, height: 200)).render(scale: 1)
        var differing = 0
        for y in stride(from: 0, to: 200, by: 2) {
            for x in stride(from: 0, to: 200, by: 2) where isRed(flipped.pixel(x: x, y: y)) != isRed(rotated.pixel(x: x, y: y)) { differing += 1 }
        }
        XCTAssertLessThan(differing, 20, "the same perspective (m34 = −1/100): \(differing) samples differ")
        XCTAssertTrue(isRed(flipped.pixel(x: 48, y: 30)), "the near edge, taller than the square")
    }

    func testProjectionEffectTakesAnAffineProjection() {
        let pixels = PreviewHost(Color.red.frame(width: 50, height: 50)
            .projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 20, y: 0))), size: CGSize(width: 100, height: 100)).render(scale: 1)
        XCTAssertTrue(isRed(pixels.pixel(x: 90, y: 50)))
        XCTAssertFalse(isRed(pixels.pixel(x: 30, y: 50)))
    }
}
