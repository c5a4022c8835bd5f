import Foundation

/// The inline Markdown SwiftUI reads in `Text` string literals (`LocalizedStringKey`) and in
/// `AttributedString(markdown:)`: `**strong**`/`__strong__`, `*emphasis*`/`_emphasis_`,
/// `~~strikethrough~~`, `` `code` ``, `[links](url)`, `<https://autolinks>` and backslash escapes;
/// white space is kept as written (Foundation's `.inlineOnlyPreservingWhitespace`, what SwiftUI
/// uses). Block syntax (headings, lists) stays literal text, as in SwiftUI.
///
/// Delimiters are matched as CommonMark's rules do in the common cases: an opening run must be
/// followed by a non-space, a closing run preceded by one, and `_` does not open or close inside
/// a word (`snake_case_name` stays literal). Unmatched delimiters are literal text.
enum MarkdownInline {
    struct Style: Equatable {
        var strong = false
        var emphasis = false
        var strikethrough = false
        var code = false
        var link: URL?
    }

    /// Pieces of plain text with their style, in order; inline image markers are kept in the text.
    static func parse(_ source: String) -> [(String, Style)] {
        var output: [(String, Style)] = []
        parse(Array(source), style: Style(), into: &output)
        return output
    }

    /// `Text.Run`s for `source`, with symbols interpolated into it as inline symbol runs.
    static func runs(_ source: String) -> [Text.Run] {
        var runs: [Text.Run] = []
        for (string, style) in parse(source) {
            for piece in Image.splitInlineMarkers(string) {
                var run = Text.Run(string: piece.text)
                run.symbol = piece.symbol
                if style.strong { run.attributes.weight = .bold }
                if style.emphasis { run.attributes.isItalic = true }
                if style.strikethrough { run.attributes.strikethrough = .single }
                if style.code { run.attributes.isMonospaced = true }
                run.link = style.link
                runs.append(run)
            }
        }
        return runs.isEmpty ? [Text.Run(string: "")] : runs
    }

    private static func append(_ text: String, _ style: Style, to output: inout [(String, Style)]) {
        guard !text.isEmpty else { return }
        if let last = output.last, last.1 == style { output[output.count - 1].0 += text } else { output.append((text, style)) }
    }

    private static func parse(_ chars: [Character], style: Style, into output: inout [(String, Style)]) {
        var index = 0
        var literal = ""
        func flush() { append(literal, style, to: &output); literal = "" }
        while index < chars.count {
            let char = chars[index]
            if char == "\\", index + 1 < chars.count, chars[index + 1].isASCII, chars[index + 1].isPunctuation || chars[index + 1].isSymbol {
                literal.append(chars[index + 1]); index += 2; continue
            }
            if char == "`" {
                let run = runLength(chars, index, "`")
                if let close = findCodeClose(chars, from: index + run, length: run) {
                    flush()
                    var inner = String(chars[(index + run)..<close])
                    if inner.count > 1, inner.first == " ", inner.last == " ", inner.contains(where: { $0 != " " }) {
                        inner = String(inner.dropFirst().dropLast())
                    }
                    var code = style; code.code = true
                    append(inner, code, to: &output)
                    index = close + run
                    continue
                }
                literal += String(repeating: "`", count: run); index += run; continue
            }
            if char == "[", let link = parseLink(chars, index) {
                flush()
                var linked = style; linked.link = link.url
                parse(Array(chars[(index + 1)..<link.textEnd]), style: linked, into: &output)
                index = link.end
                continue
            }
            if char == "<", let close = chars[index...].firstIndex(of: ">"),
               let url = URL(string: String(chars[(index + 1)..<close])), url.scheme != nil,
               !chars[(index + 1)..<close].contains(" ") {
                flush()
                var linked = style; linked.link = url
                append(String(chars[(index + 1)..<close]), linked, to: &output)
                index = close + 1
                continue
            }
            if char == "*" || char == "_" || char == "~" {
                let run = runLength(chars, index, char)
                let length = char == "~" ? (run >= 2 ? 2 : 1) : min(run, 2)
                if canOpen(chars, index, length: run, char: char),
                   let close = findClose(chars, from: index + length, char: char, length: length) {
                    flush()
                    var inner = style
                    if char == "~" { inner.strikethrough = true } else if length == 2 { inner.strong = true } else { inner.emphasis = true }
                    parse(Array(chars[(index + length)..<close]), style: inner, into: &output)
                    index = close + length
                    continue
                }
                literal += String(repeating: char, count: run); index += run; continue
            }
            literal.append(char)
            index += 1
        }
        flush()
    }

    private static func runLength(_ chars: [Character], _ index: Int, _ char: Character) -> Int {
        var end = index
        while end < chars.count && chars[end] == char { end += 1 }
        return end - index
    }

    private static func isSpace(_ chars: [Character], _ index: Int) -> Bool {
        index < 0 || index >= chars.count || chars[index].isWhitespace
    }

    private static func isWordCharacter(_ chars: [Character], _ index: Int) -> Bool {
        index >= 0 && index < chars.count && (chars[index].isLetter || chars[index].isNumber)
    }

    private static func canOpen(_ chars: [Character], _ index: Int, length: Int, char: Character) -> Bool {
        guard !isSpace(chars, index + length) else { return false }
        return char != "_" || !isWordCharacter(chars, index - 1)
    }

    /// The start of the closing run of exactly `length` delimiters, skipping code spans.
    private static func findClose(_ chars: [Character], from start: Int, char: Character, length: Int) -> Int? {
        var index = start
        while index < chars.count {
            if chars[index] == "\\" { index += 2; continue }
            if chars[index] == "`" {
                let run = runLength(chars, index, "`")
                if let close = findCodeClose(chars, from: index + run, length: run) { index = close + run; continue }
                index += run; continue
            }
            if chars[index] == char {
                let run = runLength(chars, index, char)
                let closes = index > start && !isSpace(chars, index - 1)
                    && (char != "_" || !isWordCharacter(chars, index + run))
                // A longer closing run closes with its last delimiters (`***` ends `*…**…***`).
                if closes && (run == length || (run == 3 && char != "~")) {
                    return index + run - length
                }
                index += run
                continue
            }
            index += 1
        }
        return nil
    }

    private static func findCodeClose(_ chars: [Character], from start: Int, length: Int) -> Int? {
        var index = start
        while index < chars.count {
            if chars[index] == "`" {
                let run = runLength(chars, index, "`")
                if run == length { return index }
                index += run
            } else {
                index += 1
            }
        }
        return nil
    }

    /// `[text](destination)`: the end of the text and of the whole link.
    private static func parseLink(_ chars: [Character], _ index: Int) -> (textEnd: Int, end: Int, url: URL)? {
        var depth = 0
        var cursor = index
        while cursor < chars.count {
            if chars[cursor] == "\\" { cursor += 2; continue }
            if chars[cursor] == "[" { depth += 1 }
            if chars[cursor] == "]" { depth -= 1; if depth == 0 { break } }
            cursor += 1
        }
        guard cursor + 1 < chars.count, chars[cursor] == "]", chars[cursor + 1] == "(",
              let close = chars[(cursor + 2)...].firstIndex(of: ")") else { return nil }
        var destination = String(chars[(cursor + 2)..<close]).trimmingCharacters(in: .whitespaces)
        if destination.hasPrefix("<") && destination.hasSuffix(">") { destination = String(destination.dropFirst().dropLast()) }
        if let space = destination.firstIndex(of: " ") { destination = String(destination[..<space]) }
        guard let url = URL(string: destination) else { return nil }
        return (cursor, close + 1, url)
    }
}
