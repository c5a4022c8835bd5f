import XCTest
import EaselRaster
@testable import Easel

/// A change's transaction flows down the tree, as Apple's "Transaction" describes it:
/// `.animation(_:value:)` animates only the views it wraps, `.animation(nil, value:)` and
/// `.transaction { $0.animation = nil }` keep views still inside `withAnimation`, and
/// `.transaction` can give the views below an animation of their own.
final class TransactionTests: XCTestCase {
    final class Clock {
        var time: TimeInterval = 100
    }

    /// Two squares that move from left to right when `isRight` changes: the red one with the
    /// `scope` modifiers applied, the blue one as it is.
    struct Movers<Scoped: View>: View {
        let usesAnimation: Bool
        let scope: (AnyView, Bool) -> Scoped
        @State private var isRight = false

        var body: some View {
            VStack(spacing: 0) {
                Button("Move") {
                    if usesAnimation {
                        withAnimation(.linear(duration: 1)) { isRight.toggle() }
                    } else {
                        isRight.toggle()
                    }
                }
                .frame(height: 40)
                .accessibilityIdentifier("move")
                scope(AnyView(square(.red).accessibilityIdentifier("red")), isRight)
                square(.blue).accessibilityIdentifier("blue")
            }
        }

        private func square(_ color: Color) -> some View {
            color.frame(width: 40, height: 40).frame(maxWidth: .infinity, alignment: isRight ? .trailing : .leading)
        }
    }

    private func host<V: View>(_ view: V, clock: Clock) -> PreviewHost {
        let host = PreviewHost(view, size: CGSize(width: 400, height: 200))
        host.graph.animator.now = { clock.time }
        return host
    }

    /// Where the red and the blue square are drawn half a second after the tap: the left edge of
    /// each one's row of strongly coloured pixels.
    private func positionsHalfWay<V: View>(_ view: V, after seconds: TimeInterval = 0.5) -> (red: Int?, blue: Int?) {
        let clock = Clock()
        let host = host(view, clock: clock)
        host.tap("move")
        clock.time += seconds
        let pixels = host.render(scale: 1)
        func left(row: Int, _ matches: (RasterColor) -> Bool) -> Int? {
            (0..<pixels.width).first { matches(pixels.pixel(x: $0, y: row)) }
        }
        let redRow = Int(host.frame(of: "red")?.midY ?? 0), blueRow = Int(host.frame(of: "blue")?.midY ?? 0)
        return (left(row: redRow) { $0.red > 0.9 && $0.blue < 0.4 }, left(row: blueRow) { $0.blue > 0.9 && $0.red < 0.4 })
    }

    func testAnAnimationModifierAnimatesOnlyTheViewsItWraps() {
        let positions = positionsHalfWay(Movers(usesAnimation: false) { red, isRight in
            red.animation(.linear(duration: 1), value: isRight)
        })
        XCTAssertEqual(positions.red, 180, "half way along its own animation")
        XCTAssertEqual(positions.blue, 360, "outside the modifier: at its new place at once")
    }

    func testAnAnimationModifierWithNilKeepsItsViewsStillInsideWithAnimation() {
        let positions = positionsHalfWay(Movers(usesAnimation: true) { red, isRight in
            red.animation(nil, value: isRight)
        })
        XCTAssertEqual(positions.red, 360, "no animation for the wrapped view")
        XCTAssertEqual(positions.blue, 180, "the change's animation for the rest")
    }

    func testATransactionWithoutAnimationKeepsItsViewsStill() {
        let positions = positionsHalfWay(Movers(usesAnimation: true) { red, _ in
            red.transaction { $0.animation = nil }
        })
        XCTAssertEqual(positions.red, 360)
        XCTAssertEqual(positions.blue, 180)
    }

    func testATransactionCanGiveItsViewsAnotherAnimation() {
        let positions = positionsHalfWay(Movers(usesAnimation: true) { red, _ in
            red.transaction { transaction in transaction.animation = .linear(duration: 2) }
        })
        XCTAssertEqual(positions.red, 90, "a quarter of the way along two seconds")
        XCTAssertEqual(positions.blue, 180)
    }

    func testATransactionAnimatesAChangeMadeWithoutAnimation() {
        let positions = positionsHalfWay(Movers(usesAnimation: false) { red, _ in
            red.transaction { $0.animation = .linear(duration: 1) }
        })
        XCTAssertEqual(positions.red, 180)
        XCTAssertEqual(positions.blue, 360)
    }

    func testATransactionWithAValueRunsOnlyWhenItChanges() {
        struct Counter: View {
            @State private var isRight = false
            @State private var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button("Move") { isRight.toggle() }.frame(height: 20).accessibilityIdentifier("move")
                    Button("Count") { taps += 1; isRight.toggle() }.frame(height: 20).accessibilityIdentifier("count")
                    Color.red.frame(width: 40, height: 40)
                        .frame(maxWidth: .infinity, alignment: isRight ? .trailing : .leading)
                        .transaction(value: taps) { $0.animation = .linear(duration: 1) }
                }
            }
        }
        let clock = Clock()
        let host = host(Counter(), clock: clock)
        host.tap("move")
        XCTAssertFalse(host.isAnimating, "taps did not change: no animation")
        host.tap("count")
        XCTAssertTrue(host.isAnimating, "taps changed: the transform gave the change an animation")
    }

    func testDisablingAnimationsStopsAnimationModifiers() {
        let clock = Clock()
        struct Disabled: View {
            @State private var isRight = false
            var body: some View {
                VStack(spacing: 0) {
                    Button("Move") {
                        var transaction = Transaction()
                        transaction.disablesAnimations = true
                        withTransaction(transaction) { isRight.toggle() }
                    }
                    .accessibilityIdentifier("move")
                    Color.red.frame(width: 40, height: 40)
                        .frame(maxWidth: .infinity, alignment: isRight ? .trailing : .leading)
                        .animation(.linear(duration: 1), value: isRight)
                }
            }
        }
        let host = host(Disabled(), clock: clock)
        host.tap("move")
        XCTAssertFalse(host.isAnimating)
    }
}
