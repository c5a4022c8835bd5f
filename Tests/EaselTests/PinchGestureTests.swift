import XCTest
import SwiftUI
@testable import Easel

// Two-finger gestures, written as Apple's documentation writes them ("MagnifyGesture",
// "RotateGesture") and as photo viewers combine them, driven through the host's pinch calls.

/// Apple's MagnifyGesture example: the circle grows while pinched and springs back after.
private struct MagnifyGestureView: View {
    @GestureState private var magnifyBy = 1.0

    var magnification: some Gesture {
        MagnifyGesture()
            .updating($magnifyBy) { value, gestureState, transaction in
                gestureState = value.magnification
            }
    }

    var body: some View {
        VStack {
            Circle()
                .frame(width: 100, height: 100)
                .scaleEffect(magnifyBy)
                .gesture(magnification)
                .accessibilityIdentifier("circle")
            Text(String(format: "%.2f", magnifyBy)).accessibilityIdentifier("scale")
        }
    }
}

/// Apple's RotateGesture example, keeping the angle.
private struct RotateGestureView: View {
    @State private var angle = Angle(degrees: 0.0)
    @State private var anchor = UnitPoint.center

    var rotation: some Gesture {
        RotateGesture()
            .onChanged { value in
                angle = value.rotation
                anchor = value.startAnchor
            }
    }

    var body: some View {
        VStack {
            Rectangle()
                .frame(width: 200, height: 200, alignment: .center)
                .rotationEffect(angle)
                .gesture(rotation)
                .accessibilityIdentifier("square")
            Text("\(Int(angle.degrees.rounded()))°").accessibilityIdentifier("angle")
            Text(String(format: "%.2f,%.2f", anchor.x, anchor.y)).accessibilityIdentifier("anchor")
        }
    }
}

/// A photo that zooms and turns at once, keeping what each pinch did (the iOS 13 spellings).
private struct PhotoViewer: View {
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @State private var endings = 0
    @GestureState private var liveScale: CGFloat = 1

    var body: some View {
        VStack {
            Image(systemName: "photo")
                .resizable()
                .frame(width: 240, height: 180)
                .scaleEffect(scale * liveScale)
                .rotationEffect(angle)
                .gesture(
                    MagnificationGesture()
                        .simultaneously(with: RotationGesture())
                        .updating($liveScale) { value, state, _ in state = value.first ?? 1 }
                        .onEnded { value in
                            scale *= value.first ?? 1
                            angle += value.second ?? .zero
                            endings += 1
                        }
                )
                .accessibilityIdentifier("photo")
            Text(String(format: "%.2f %d° %d", scale, Int(angle.degrees.rounded()), endings)).accessibilityIdentifier("result")
        }
    }
}

/// A zoomable map inside a zoomable page: the inner view's pinch comes first, unless the page's
/// is attached with high priority.
private struct NestedPinches: View {
    let pageFirst: Bool
    @State private var log: [String] = []

    var body: some View {
        let map = Color.green.frame(width: 150, height: 150)
            .gesture(MagnifyGesture().onChanged { _ in note("map") })
            .accessibilityIdentifier("map")
        let page = VStack { map }.frame(width: 320, height: 320)
        VStack {
            if pageFirst {
                page.highPriorityGesture(MagnifyGesture().onChanged { _ in note("page") })
            } else {
                page.gesture(MagnifyGesture().onChanged { _ in note("page") })
            }
            Text(log.joined(separator: ",")).accessibilityIdentifier("log")
        }
    }

    private func note(_ name: String) {
        if !log.contains(name) { log.append(name) }
    }
}

final class PinchGestureTests: XCTestCase {
    private func center(of identifier: String, in host: PreviewHost) throws -> CGPoint {
        let frame = try XCTUnwrap(host.frame(of: identifier))
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    func testMagnifyUpdatesGestureStateWhilePinchedAndResetsAfter() throws {
        let host = phoneHost(MagnifyGestureView())
        host.pinchBegan(at: try center(of: "circle", in: host))
        host.pinchChanged(magnification: 1.5)
        XCTAssertEqual(host.text(of: "scale"), "1.50")
        host.pinchChanged(magnification: 2)
        XCTAssertEqual(host.text(of: "scale"), "2.00")
        host.pinchEnded()
        XCTAssertEqual(host.text(of: "scale"), "1.00", "@GestureState goes back when the fingers lift")
    }

    func testAChangeBelowTheMinimumScaleDeltaDoesNotBegin() throws {
        let host = phoneHost(MagnifyGestureView())
        host.pinchBegan(at: try center(of: "circle", in: host))
        host.pinchChanged(magnification: 1.008)
        XCTAssertEqual(host.text(of: "scale"), "1.00", "0.8 % is under the default 1 %")
        host.pinchChanged(magnification: 1.02)
        XCTAssertEqual(host.text(of: "scale"), "1.02")
        host.pinchEnded()
    }

    func testAPinchOutsideTheViewDoesNothing() throws {
        let host = phoneHost(MagnifyGestureView())
        let circle = try XCTUnwrap(host.frame(of: "circle"))
        host.pinchBegan(at: CGPoint(x: circle.maxX + 60, y: circle.midY))
        XCTAssertFalse(host.isPinching, "no view under the fingers has a two-finger gesture")
        host.pinchChanged(magnification: 2)
        XCTAssertEqual(host.text(of: "scale"), "1.00")
    }

    func testRotateReportsTheAngleAndWhereTheFingersWentDown() throws {
        let host = phoneHost(RotateGestureView())
        let square = try XCTUnwrap(host.frame(of: "square"))
        // A quarter of the way across and down the square.
        host.pinch(at: CGPoint(x: square.minX + 50, y: square.minY + 150), rotation: .degrees(45), steps: 5)
        XCTAssertEqual(host.text(of: "angle"), "45°")
        XCTAssertEqual(host.text(of: "anchor"), "0.25,0.75")
    }

    func testRotationUnderTheMinimumAngleDoesNotBegin() throws {
        let host = phoneHost(RotateGestureView())
        host.pinch(at: try center(of: "square", in: host), rotation: .degrees(0.5), steps: 1)
        XCTAssertEqual(host.text(of: "angle"), "0°")
    }

    func testASimultaneousZoomAndTurnEndsOnceWithBothValues() throws {
        let host = phoneHost(PhotoViewer())
        let photo = try center(of: "photo", in: host)
        host.pinch(at: photo, magnification: 2, rotation: .degrees(30))
        XCTAssertEqual(host.text(of: "result"), "2.00 30° 1", "both parts ran, and the pair ended once")
        // The next pinch builds on the first.
        host.pinch(at: photo, magnification: 1.5, rotation: .degrees(-10))
        XCTAssertEqual(host.text(of: "result"), "3.00 20° 2")
    }

    func testTheLiveScaleIsDrawn() throws {
        let host = phoneHost(MagnifyGestureView())
        let circle = try XCTUnwrap(host.frame(of: "circle"))
        /// How wide the circle is drawn across its middle: its dark pixels on that row.
        func drawnWidth() -> Int {
            let pixels = host.render(scale: 1)
            let row = Int(circle.midY)
            return (0..<pixels.width).filter { pixels.pixel(x: $0, y: row).red < 0.5 }.count
        }
        XCTAssertEqual(drawnWidth(), 100, accuracy: 2)
        host.pinchBegan(at: CGPoint(x: circle.midX, y: circle.midY))
        host.pinchChanged(magnification: 1.5)
        XCTAssertEqual(drawnWidth(), 150, accuracy: 2, "scaleEffect of the gesture state draws the circle larger")
        host.pinchEnded()
        XCTAssertEqual(drawnWidth(), 100, accuracy: 2)
    }

    func testTheInnerViewsPinchComesFirstUnlessTheParentsHasHighPriority() throws {
        for (pageFirst, expected) in [(false, "map"), (true, "page")] {
            let host = phoneHost(NestedPinches(pageFirst: pageFirst))
            host.pinch(at: try center(of: "map", in: host), magnification: 1.3)
            XCTAssertEqual(host.text(of: "log"), expected)
        }
    }

    func testAnInvalidMagnificationIsIgnoredWithAWarning() throws {
        Diagnostics.reset()
        let host = phoneHost(MagnifyGestureView())
        host.pinchBegan(at: try center(of: "circle", in: host))
        host.pinchChanged(magnification: 1.5)
        host.pinchChanged(magnification: -1)
        host.pinchChanged(magnification: .nan)
        XCTAssertEqual(host.text(of: "scale"), "1.50")
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("pinchChanged") }.count, 1)
        host.pinchEnded()
    }
}
