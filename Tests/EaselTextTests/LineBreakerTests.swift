import XCTest
@testable import EaselText

/// Greedy breaking over hand-made items: every advance is 1 point, so widths are counts.
final class LineBreakerTests: XCTestCase {
    /// Items for `pattern`: a letter is a cluster, " " a hanging space, "|" marks a break
    /// opportunity before the next cluster.
    private func items(_ pattern: String) -> [ShapedParagraph.Item] {
        var result: [ShapedParagraph.Item] = []
        var breakNext = false
        for character in pattern {
            if character == "|" { breakNext = true; continue }
            result.append(.init(piece: 0, cluster: result.count, breakBefore: breakNext, hangs: character == " "))
            breakNext = false
        }
        return result
    }

    private func ranges(_ pattern: String, _ width: Double?) -> [Range<Int>] {
        let list = items(pattern)
        return LineBreaker.lineRanges(items: list, advances: Array(repeating: 1, count: list.count), maxWidth: width)
    }

    func testWordsWrapAtTheLastBreakThatFits() {
        // "aaa bbb ccc": at width 7 "aaa bbb" fits (7), the space hangs, "ccc" goes down.
        XCTAssertEqual(ranges("aaa |bbb |ccc", 7), [0..<8, 8..<11])
        XCTAssertEqual(ranges("aaa |bbb |ccc", 6), [0..<4, 4..<8, 8..<11])
        XCTAssertEqual(ranges("aaa |bbb |ccc", 11), [0..<11])
    }

    func testTrailingSpacesHangPastTheWidth() {
        XCTAssertEqual(ranges("aaa    |b", 3), [0..<7, 7..<8])
    }

    func testAWordLongerThanTheLineBreaksByCharacters() {
        XCTAssertEqual(ranges("aaaaaaa", 3), [0..<3, 3..<6, 6..<7])
        XCTAssertEqual(ranges("a |bbbbb", 3), [0..<2, 2..<5, 5..<7])
    }

    func testEveryLineTakesAtLeastOneCluster() {
        XCTAssertEqual(ranges("ab", 0.5), [0..<1, 1..<2])
    }

    func testNoWidthKeepsOneLine() {
        XCTAssertEqual(ranges("aaa |bbb", nil), [0..<7])
        XCTAssertEqual(ranges("", 10), [0..<0])
    }
}
