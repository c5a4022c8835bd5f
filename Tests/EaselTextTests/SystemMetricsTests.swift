import XCTest
@testable import EaselText

/// The system font (bundled Inter tuned to SF Pro) against published SF Pro figures.
final class SystemMetricsTests: XCTestCase {
    private func width(_ string: String, size: CGFloat = 17, weight: Int = FontDescriptor.regular) -> CGFloat {
        TextLayoutEngine.layout([TextRun(string, font: FontDescriptor(size: size, weight: weight))]).size.width
    }

    /// "Hello" in the 17 pt system font is 38.814453125 pt wide on iOS 26.1 (CTLine and UILabel
    /// agree; measured by openuikit's Core Text notes). No kerning pair fires in it.
    func testHelloIsSFProWidth() {
        XCTAssertEqual(width("Hello"), 38.814453125, accuracy: 0.01)
    }

    /// The figures: strings that iOS sets 5–6 % narrower than untuned Inter. Every
    /// ordinary string is within 1.5 % of SF Pro's sum of advances with Apple's tracking.
    func testEverydayStringsWithinOnePointFivePercentOfSFPro() {
        // iOS widths computed from SF Pro's advances (see SystemFontTuning+Advances) at 17 pt.
        let expected: [(String, CGFloat)] = [
            ("Hello UIKit", 79.66259765625),
            ("The quick brown fox jumps over the lazy dog", 338.954),
        ]
        for (string, iOS) in expected {
            let measured = width(string)
            XCTAssertEqual(measured / iOS, 1, accuracy: 0.015, "\(string): \(measured) pt, iOS \(iOS) pt")
        }
    }

    /// The widths follow the size's tracking: 12 pt has none, 17 pt −0.43 pt per character.
    func testAppleTrackingPerSize() {
        let at12 = width("iiiii", size: 12), at17 = width("iiiii", size: 17)
        XCTAssertEqual(at12, 5 * 506 * 12 / 2048, accuracy: 0.01)
        XCTAssertEqual(at17, 5 * (506 * 17 / 2048 - 0.43), accuracy: 0.01)
    }

    /// From 28 pt the Display widths apply: "a" is 1028 units there, 1130 in Text sizes.
    func testDisplayOpticalSizeAtLargeSizes() {
        XCTAssertEqual(width("a", size: 34), 1028 * 34 / 2048 + 0.40, accuracy: 0.01)
        XCTAssertEqual(width("a", size: 12), 1130 * 12 / 2048, accuracy: 0.01)
    }

    /// Bold text takes SF Pro Bold's widths.
    func testBoldWidths() {
        XCTAssertEqual(width("m", weight: FontDescriptor.bold), 1909 * 17 / 2048 - 0.43, accuracy: 0.01)
    }

    /// One line of 17 pt system text is `UIFont.systemFont(ofSize: 17).lineHeight` (20.287 pt)
    /// with its baseline at the ascender (16.187 pt); wrapped lines advance 22 pt as on iOS.
    func testLineHeightsAreSFPros() {
        let one = TextLayoutEngine.layout([TextRun("Body", font: FontDescriptor(size: 17))])
        XCTAssertEqual(one.size.height, 20.287109375, accuracy: 0.001)
        XCTAssertEqual(one.firstBaseline, 16.1865234375, accuracy: 0.001)
        let three = TextLayoutEngine.layout([TextRun("one two three", font: FontDescriptor(size: 17))],
                                            style: ParagraphStyle(maxWidth: 40))
        XCTAssertEqual(three.lines.count, 3)
        XCTAssertEqual(three.lines[1].baseline - three.lines[0].baseline, 22, accuracy: 0.001)
        XCTAssertEqual(three.size.height, 20.287109375 + 2 * 22, accuracy: 0.001)
    }

    /// The line spacing follows Apple's table by size (34 pt → 41) and a run's own line height
    /// (a text style's) wins; `.tight`/`.loose` take 2 pt off or add it.
    func testLineSpacingBySizeStyleAndLeading() {
        func spacing(_ run: TextRun) -> CGFloat {
            let layout = TextLayoutEngine.layout([run], style: ParagraphStyle(maxWidth: 1))
            return layout.lines[1].baseline - layout.lines[0].baseline
        }
        XCTAssertEqual(spacing(TextRun("a b", font: FontDescriptor(size: 34))), 41, accuracy: 0.001)
        var styled = TextRun("a b", font: FontDescriptor(size: 21))
        styled.lineHeight = 28
        XCTAssertEqual(spacing(styled), 28, accuracy: 0.001)
        var tight = FontDescriptor(size: 17)
        tight.leading = .tight
        XCTAssertEqual(spacing(TextRun("a b", font: tight)), 20.287, accuracy: 0.001, "never below the line box")
        var loose = FontDescriptor(size: 17)
        loose.leading = .loose
        XCTAssertEqual(spacing(TextRun("a b", font: loose)), 24, accuracy: 0.001)
    }

    /// Capitals are SF Pro's height: Inter's glyphs are drawn at SF's cap height ÷ Inter's.
    func testGlyphsDrawnAtSFCapHeight() throws {
        let layout = TextLayoutEngine.layout([TextRun("H", font: FontDescriptor(size: 17))])
        let run = try XCTUnwrap(layout.glyphRuns.first)
        let inter = run.face.metrics(size: 17)
        XCTAssertEqual(inter.capHeight, 11.978, accuracy: 0.01)
        XCTAssertEqual(run.size, 17 * (1443.0 / 2048) / (2048.0 / 2816), accuracy: 0.01)
    }

    /// Tracking and baseline offsets of a run.
    func testRunTrackingAndBaselineOffset() {
        let plain = width("abc")
        let tracked = TextLayoutEngine.layout([TextRun("abc", font: FontDescriptor(size: 17), tracking: 2)])
        XCTAssertEqual(tracked.size.width, plain + 6, accuracy: 0.01)
        let raised = TextLayoutEngine.layout([TextRun("x", font: FontDescriptor(size: 17)),
                                              TextRun("2", font: FontDescriptor(size: 17), baselineOffset: 6)])
        XCTAssertEqual(raised.firstBaseline, 16.1865234375 + 6, accuracy: 0.001, "the line grows to hold the raised run")
        let digit = raised.glyphRuns.first { $0.runIndex == 1 }
        XCTAssertEqual(digit?.positions.first?.y ?? 0, raised.firstBaseline - 6, accuracy: 0.001)
    }
}
