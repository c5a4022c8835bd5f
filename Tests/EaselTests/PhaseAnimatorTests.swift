import XCTest
import SwiftUI

/// `phaseAnimator` plays (iOS 17's "Controlling the timing and movements of your animations"
/// idioms): a continuous one cycles for as long as it is shown, a triggered one goes once round
/// its phases when the trigger changes. Each phase is set with its animation, the next after
/// that animation's duration (`host.advance` waits real time).
final class PhaseAnimatorTests: XCTestCase {
    struct Pulse: View {
        var body: some View {
            Color.blue
                .phaseAnimator([false, true]) { content, grown in
                    content.frame(width: grown ? 100 : 50, height: 20)
                } animation: { _ in .linear(duration: 0.2) }
                .accessibilityIdentifier("pulse")
        }
    }

    func testAContinuousAnimatorCycles() throws {
        let host = PreviewHost(Pulse(), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "pulse")).width, 50, accuracy: 0.5, "the first phase at first")
        var widths: [CGFloat] = []
        for _ in 0..<24 {
            host.advance(by: 0.05)
            widths.append(try XCTUnwrap(host.frame(of: "pulse")).width)
        }
        // It grows to the second phase, then shrinks back: the cycle goes on.
        let peak = try XCTUnwrap(widths.firstIndex { $0 > 90 }, "it grew: \(widths)")
        XCTAssertTrue(widths[peak...].contains { $0 < 60 }, "and shrank again: \(widths)")
    }

    enum Step: CaseIterable { case rest, up, down }

    struct Bounce: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                PhaseAnimator(Step.allCases, trigger: taps) { step in
                    Color.orange.frame(width: 40, height: step == .up ? 80 : step == .down ? 10 : 40)
                        .accessibilityIdentifier("ball")
                } animation: { _ in .linear(duration: 0.1) }
                Button("Bounce") { taps += 1 }.accessibilityIdentifier("bounce")
            }
        }
    }

    func testATriggeredAnimatorGoesOnceRoundWhenItsTriggerChanges() throws {
        let host = PreviewHost(Bounce(), size: CGSize(width: 300, height: 300))
        host.advance(by: 0.3)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "ball")).height, 40, accuracy: 0.5, "at rest until the trigger changes")
        host.tap("bounce")
        var heights: [CGFloat] = []
        for _ in 0..<20 {
            host.advance(by: 0.05)
            heights.append(try XCTUnwrap(host.frame(of: "ball")).height)
        }
        XCTAssertGreaterThan(heights.max() ?? 0, 60, "it went up")
        XCTAssertLessThan(heights.min() ?? 100, 30, "and down")
        host.advance(by: 0.3)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "ball")).height, 40, accuracy: 0.5, "and back to rest")
    }
}
