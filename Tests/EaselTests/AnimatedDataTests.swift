import XCTest
import SwiftUI
@testable import Easel

// Views and modifiers of the app's own that are `Animatable`: while a change to their
// `animatableData` animates, their body runs again at every frame with the data part way, as
// SwiftUI does. Written as tutorials write them: a score that counts up, a progress bar whose
// width is its data, an `Animatable` view that formats its value.

/// The counting-number modifier of many tutorials (`AnimatableModifier`, iOS 13's spelling).
private struct CountingNumber: AnimatableModifier {
    var number: Double
    var animatableData: Double {
        get { number }
        set { number = newValue }
    }
    func body(content: Content) -> some View {
        content.overlay(Text("\(Int(number.rounded()))").accessibilityIdentifier("score"))
    }
}

private struct ScoreBoard: View {
    @State private var score = 0.0
    var body: some View {
        VStack {
            Color.clear.frame(width: 200, height: 60)
                .modifier(CountingNumber(number: score))
            Button("Win") { withAnimation(.linear(duration: 1)) { score = 100 } }
                .accessibilityIdentifier("win")
            Button("Lose") { withAnimation(.linear(duration: 1)) { score = 0 } }
                .accessibilityIdentifier("lose")
            Button("Reset") { score = 40 }
                .accessibilityIdentifier("reset")
        }
    }
}

/// A progress bar whose width is laid out from its data (`ViewModifier & Animatable`).
private struct BarWidth: ViewModifier, Animatable {
    var fraction: CGFloat
    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func body(content: Content) -> some View {
        content.frame(width: 300 * fraction, height: 8)
    }
}

private struct DownloadRow: View {
    @State private var progress: CGFloat = 0
    var body: some View {
        VStack(alignment: .leading) {
            Capsule().fill(.blue)
                .modifier(BarWidth(fraction: progress))
                .accessibilityIdentifier("bar")
            Button("Download") { progress = 1 }
                .accessibilityIdentifier("download")
        }
        .animation(.easeInOut(duration: 2), value: progress)
    }
}

/// An `Animatable` view (iOS 17's idiom), animated by `.animation(_:value:)`.
private struct AnimatedTotal: View, Animatable {
    var total: Double
    var animatableData: Double {
        get { total }
        set { total = newValue }
    }
    var body: some View {
        Text(total, format: .currency(code: "USD").precision(.fractionLength(0)))
            .accessibilityIdentifier("total")
    }
}

private struct CartSummary: View {
    @State private var total = 0.0
    var body: some View {
        VStack {
            AnimatedTotal(total: total)
                .animation(.linear(duration: 2), value: total)
            Button("Add") { total += 200 }.accessibilityIdentifier("add")
        }
    }
}

final class AnimatedDataTests: XCTestCase {
    private func host<V: View>(_ view: V) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: 390, height: 400))
    }

    func testAnAnimatableModifiersBodyRunsAtInBetweenValues() {
        let host = host(ScoreBoard())
        XCTAssertEqual(host.text(of: "score"), "0")
        host.tap("win")
        XCTAssertEqual(host.text(of: "score"), "0", "the animation starts at the old value")
        host.advance(by: 0.25)
        XCTAssertEqual(host.text(of: "score"), "25")
        host.advance(by: 0.5)
        XCTAssertEqual(host.text(of: "score"), "75")
        host.advance(by: 0.5)
        XCTAssertEqual(host.text(of: "score"), "100")
        XCTAssertFalse(host.isAnimating)
    }

    func testAChangeMidwayGoesOnFromTheValueShown() {
        let host = host(ScoreBoard())
        host.tap("win")
        host.advance(by: 0.5)
        XCTAssertEqual(host.text(of: "score"), "50")
        host.tap("lose")
        host.advance(by: 0.5)
        XCTAssertEqual(host.text(of: "score"), "25", "halfway from 50 back to 0")
        host.advance(by: 0.5)
        XCTAssertEqual(host.text(of: "score"), "0")
    }

    func testAChangeWithoutAnimationJumps() {
        let host = host(ScoreBoard())
        host.tap("reset")
        XCTAssertEqual(host.text(of: "score"), "40")
        XCTAssertFalse(host.isAnimating)
    }

    func testLayoutFollowsTheDataOfAnImplicitAnimation() throws {
        let host = host(DownloadRow())
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "bar")).width, 0)
        host.tap("download")
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "bar")).width, 0, accuracy: 0.01)
        host.advance(by: 1)
        // easeInOut is symmetric: halfway in time is halfway in value.
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "bar")).width, 150, accuracy: 1)
        host.advance(by: 0.5)
        let late = try XCTUnwrap(host.frame(of: "bar")).width
        XCTAssertGreaterThan(late, 225, "ease-in-out is past three quarters at three quarters of the time")
        XCTAssertLessThan(late, 300)
        XCTAssertTrue(host.settle())
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "bar")).width, 300)
    }

    func testAnAnimatableViewFormatsItsInBetweenValues() {
        let host = host(CartSummary())
        XCTAssertEqual(host.text(of: "total"), "$0")
        host.tap("add")
        host.advance(by: 1)
        XCTAssertEqual(host.text(of: "total"), "$100")
        host.advance(by: 1)
        XCTAssertEqual(host.text(of: "total"), "$200")
        XCTAssertFalse(host.isAnimating)
    }

    func testTheBodyRunsOncePerFrameAndStopsWhenTheAnimationEnds() {
        let host = host(ScoreBoard())
        host.tap("win")
        let frames = 12
        for _ in 0..<frames { host.advance(by: 1.0 / 60); _ = host.render(scale: 1) }
        let record = host.graph.records.values.first { $0.animatedData is AnimatedDataRun<Double> }
        let during = record?.bodyEvaluations ?? 0
        XCTAssertGreaterThanOrEqual(during, frames, "one evaluation per frame")
        XCTAssertLessThanOrEqual(during, frames + 3)
        XCTAssertTrue(host.settle())
        let after = record?.bodyEvaluations ?? 0
        host.advance(by: 1)
        _ = host.render(scale: 1)
        XCTAssertEqual(record?.bodyEvaluations, after, "nothing runs once the value arrived")
    }
}
