import XCTest
import SwiftUI
@testable import Easel

/// The Path API and the geometry helpers, checked against values worked out by hand.
final class PathGeometryTests: XCTestCase {
    func testAngleArithmeticAsSwiftUIOffersIt() {
        XCTAssertEqual((Angle.degrees(45) * 2).degrees, 90, accuracy: 1e-9)
        XCTAssertEqual((Angle.degrees(90) / 3).degrees, 30, accuracy: 1e-9)
        XCTAssertEqual((Angle.degrees(10) + .degrees(20) - .radians(.pi / 18)).degrees, 20, accuracy: 1e-9)
        XCTAssertEqual((-Angle.degrees(30)).degrees, -30, accuracy: 1e-9)
        var angle = Angle.degrees(10)
        angle += .degrees(5)
        angle *= 2
        XCTAssertEqual(angle.degrees, 30, accuracy: 1e-9)
        XCTAssertEqual((EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) * 2).trailing, 8)
    }

    func testCurrentPointDescriptionAndElements() throws {
        var path = Path()
        XCTAssertNil(path.currentPoint)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 10))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, .zero)
        XCTAssertEqual(path.description, "0 0 m 10 0 l 15 5 10 10 q h")
        XCTAssertEqual(Path(path.description), path)
        XCTAssertNil(Path("1 2 x"))
        var elements: [Path.Element] = []
        Path(CGRect(x: 0, y: 0, width: 4, height: 2)).forEach { elements.append($0) }
        XCTAssertEqual(elements, [.move(to: .zero), .line(to: CGPoint(x: 4, y: 0)), .line(to: CGPoint(x: 4, y: 2)),
                                  .line(to: CGPoint(x: 0, y: 2)), .closeSubpath])
        XCTAssertEqual(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 20)).boundingRect, CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(Path(path.cgPath), path)
    }

    func testTrimmedPathKeepsTheRequestedLength() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        // Perimeter 40: from 0.25 to 0.5 is the right side, top to bottom.
        let side = square.trimmedPath(from: 0.25, to: 0.5)
        var elements: [Path.Element] = []
        side.forEach { elements.append($0) }
        XCTAssertEqual(elements, [.move(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10))])
        // Half a circle of radius 10 ends opposite its start; its length is 10π.
        let half = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20)).trimmedPath(from: 0, to: 0.5)
        let end = try XCTUnwrap(half.currentPoint)
        XCTAssertEqual(end.x, -10, accuracy: 0.05)
        XCTAssertEqual(end.y, 0, accuracy: 0.05)
        XCTAssertTrue(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        XCTAssertEqual(square.trimmedPath(from: 0, to: 1), square)
    }

    func testStrokedPathCoversTheStroke() {
        let line = Path { $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 20, y: 0)) }
        let outline = line.strokedPath(StrokeStyle(lineWidth: 4))
        XCTAssertTrue(outline.contains(CGPoint(x: 10, y: 1.9)))
        XCTAssertFalse(outline.contains(CGPoint(x: 10, y: 2.1)))
        XCTAssertEqual(outline.boundingRect.height, 4, accuracy: 1e-9)
    }

    func testArcTangentToTwoLinesRoundsACorner() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        // The arc starts 4 before the corner and ends 4 below it.
        var points: [CGPoint] = []
        path.forEach { if case .line(let p) = $0 { points.append(p) } }
        XCTAssertEqual(points.first?.x ?? 0, 6, accuracy: 1e-9)
        let end = try XCTUnwrap(path.currentPoint)
        XCTAssertEqual(end.x, 10, accuracy: 1e-9)
        XCTAssertEqual(end.y, 4, accuracy: 1e-9)
        var relative = Path()
        relative.addRelativeArc(center: .zero, radius: 5, startAngle: .zero, delta: .degrees(90))
        XCTAssertEqual(relative.currentPoint?.y ?? 0, 5, accuracy: 1e-9)
    }

    func testShapeModifiersMoveTheirPaths() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(Rectangle().offset(x: 5, y: 1).path(in: rect).boundingRect, CGRect(x: 5, y: 1, width: 10, height: 10))
        XCTAssertEqual(Rectangle().scale(0.5).path(in: rect).boundingRect, CGRect(x: 2.5, y: 2.5, width: 5, height: 5))
        let rotated = Rectangle().rotation(.degrees(45)).path(in: rect).boundingRect
        XCTAssertEqual(rotated.width, 10 * 2.0.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(Circle().size(width: 4, height: 4).path(in: rect).boundingRect, CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    func testColourMixingResolvingAndUIKitNames() {
        let mixed = Color.black.mix(with: .white, by: 0.5, in: .device).resolve(in: .light)
        XCTAssertEqual(mixed.red, 0.5, accuracy: 1e-9)
        // Oklab's midpoint of black and white is lighter than the sRGB one (L = 0.5 → 0.389 in
        // sRGB encoding… cubed: 0.125 linear → 0.389 encoded).
        let perceptual = Color.black.mix(with: .white, by: 0.5).resolve(in: .light)
        XCTAssertEqual(perceptual.red, 0.389, accuracy: 0.005)
        let resolved = Color(red: 1, green: 0.5, blue: 0).resolve(in: EnvironmentValues())
        XCTAssertEqual(resolved.linearGreen, 0.214, accuracy: 0.001)
        XCTAssertEqual(resolved.green, 0.5, accuracy: 1e-6)
        XCTAssertEqual(Color(UIColor.secondarySystemBackground).resolve(in: .dark), RGBA(28, 28, 30))
        XCTAssertEqual(Color(uiColor: .systemGray6).resolve(in: .light), RGBA(242, 242, 247))
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(Color(dynamic).resolve(in: .dark), RGBA(255, 255, 255))
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.5).color.resolve(in: .light).alpha, 0.5)
    }
}
