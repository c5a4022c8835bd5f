import XCTest
@testable import Easel

/// The inline Markdown of `Text` literals, case by case as CommonMark reads them.
final class MarkdownInlineTests: XCTestCase {
    private func pieces(_ source: String) -> [String] {
        MarkdownInline.parse(source).map { text, style in
            var marks = ""
            if style.strong { marks += "B" }
            if style.emphasis { marks += "I" }
            if style.strikethrough { marks += "S" }
            if style.code { marks += "C" }
            if style.link != nil { marks += "L" }
            return marks.isEmpty ? text : "\(marks):\(text)"
        }
    }

    func testEmphasisStrongStrikeCode() {
        XCTAssertEqual(pieces("a **b** c"), ["a ", "B:b", " c"])
        XCTAssertEqual(pieces("*i* and _j_"), ["I:i", " and ", "I:j"])
        XCTAssertEqual(pieces("__bold__"), ["B:bold"])
        XCTAssertEqual(pieces("~~gone~~ now"), ["S:gone", " now"])
        XCTAssertEqual(pieces("run `ls *.txt` here"), ["run ", "C:ls *.txt", " here"])
        XCTAssertEqual(pieces("**bold *and italic***"), ["B:bold ", "BI:and italic"])
    }

    func testLiteralsThatAreNotMarkup() {
        XCTAssertEqual(pieces("snake_case_name"), ["snake_case_name"])
        XCTAssertEqual(pieces("2 * 3 * 4"), ["2 * 3 * 4"])
        XCTAssertEqual(pieces("a ** b"), ["a ** b"])
        XCTAssertEqual(pieces("unclosed **bold"), ["unclosed **bold"])
        XCTAssertEqual(pieces(#"\*not\* italic"#), ["*not* italic"])
        XCTAssertEqual(pieces("# Not a heading"), ["# Not a heading"])
        XCTAssertEqual(pieces("50% off"), ["50% off"])
    }

    func testLinks() {
        XCTAssertEqual(pieces("See [the **docs**](https://example.com)."), ["See ", "L:the ", "BL:docs", "."])
        XCTAssertEqual(MarkdownInline.parse("[a](https://example.com/x)").first?.1.link?.absoluteString, "https://example.com/x")
        XCTAssertEqual(pieces("<https://swift.org>"), ["L:https://swift.org"])
        XCTAssertEqual(pieces("[no link] here"), ["[no link] here"])
    }
}
