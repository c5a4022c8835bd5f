import XCTest
@testable import Easel
import EaselFuzz

/// Layout must stay linear in the number of views, however deeply they nest: each pattern
/// below is nested 10, 20 and 40 levels deep, and the layout work (questions nodes answer by
/// computing, `LayoutCounters`) may at most grow in proportion. Counting work rather than
/// timing it keeps the test exact on a shared, noisy machine; `make bench` times the same
/// trees (`easel-bench nesting`).
final class LayoutLinearityTests: XCTestCase {
    /// Work for one nesting pattern at one depth: build, lay out, then resize once.
    private func work(depth: Int, _ pattern: NestingPattern) -> Int {
        let host = PreviewHost(pattern.tree(depth: depth), size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(),
                               keyboardHeight: 0, colorScheme: .light, textEngine: StandInTextEngine())
        LayoutCounters.reset()
        host.layoutIfNeeded()
        host.size = CGSize(width: 320, height: 600)
        host.layoutIfNeeded()
        return LayoutCounters.total
    }

    func testEveryNestingPatternLaysOutInLinearWork() {
        for pattern in NestingPattern.allCases where pattern != .alternatingStacks {
            // Each depth is tried only if the one before stayed linear: work that multiplies
            // with depth would not finish at 40 levels (3⁴⁰ questions), and a test must fail, not hang.
            var previous = work(depth: 5, pattern)
            for depth in [10, 20, 40] {
                let current = work(depth: depth, pattern)
                // Doubling the depth doubles the views: allow a little more for the fixed part.
                XCTAssertLessThanOrEqual(Double(current), 2.3 * Double(previous),
                                         "\(pattern): \(previous) → \(current) from depth \(depth / 2) to \(depth)")
                guard Double(current) <= 2.3 * Double(previous) else { break }
                previous = current
            }
        }
    }

    /// HStacks and VStacks in turn, each with a text beside it, are the one pattern whose work
    /// per view grows with depth at first: a stack asks each child for its minimum and maximum
    /// along its axis at the cross offer it was given, and each level's sibling takes a
    /// different height from each offer (a text proposed no width is a tall column), so deeper
    /// views are offered more distinct heights. Offers shrink with every level and stop at 0,
    /// so the count is bounded by the screen's size, and past about 40 levels the work grows in
    /// proportion to the depth again — which is what this test holds it to.
    func testAlternatingStacksLayOutInLinearWorkOnceOffersAreExhausted() {
        var works: [Int: Int] = [:]
        for depth in [10, 20, 40, 80, 160] {
            works[depth] = work(depth: depth, .alternatingStacks)
            // No view is asked more often than offers can differ: 844 points, a few points a level
            // (the count covers a layout and a relayout after a resize).
            XCTAssertLessThan(works[depth]!, depth * 2 * 150, "work per view is bounded at depth \(depth)")
            guard works[depth]! < depth * 2 * 150 else { return }
        }
        XCTAssertLessThanOrEqual(Double(works[80]!), 2.3 * Double(works[40]!), "depth 40 → 80")
        XCTAssertLessThanOrEqual(Double(works[160]!), 2.3 * Double(works[80]!), "depth 80 → 160")
    }
}
