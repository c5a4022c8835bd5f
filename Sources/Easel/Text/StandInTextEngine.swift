import Foundation

/// Deterministic text metrics for layout tests, worked out by hand from the font size:
///
/// - every character is 0.5 × size wide (CJK ideographs 1 × size);
/// - ascent 0.8 × size, descent 0.2 × size, line height 1.2 × size (the text style's when the
///   font is a text style);
/// - lines wrap at spaces; a word wider than the line breaks between characters.
///
/// It draws each character as a box, so screenshots made with it are still readable as layout.
final class StandInTextEngine: TextEngine {
    static func advance(of character: Character, size: CGFloat) -> CGFloat {
        let scalar = character.unicodeScalars.first!.value
        let isWide = (0x2E80...0x9FFF).contains(scalar) || (0xAC00...0xD7AF).contains(scalar) || (0xFF00...0xFFEF).contains(scalar)
        return (isWide ? 1 : 0.5) * size
    }

    static func lineHeight(_ font: ResolvedFont) -> CGFloat { font.lineHeight ?? font.size * 1.2 }

    func measure(_ paragraph: TextParagraph, width: CGFloat?) -> MeasuredParagraph {
        let font = paragraph.runs.map(\.font).max(by: { $0.size < $1.size }) ?? ResolvedFont(.body)
        let characters: [(Character, CGFloat)] = paragraph.runs.flatMap { run in
            run.string.map { ($0, StandInTextEngine.advance(of: $0, size: run.font.size)) }
        }
        var lines: [CGFloat] = []
        var current: CGFloat = 0
        var wordWidth: CGFloat = 0
        let limit = width ?? .infinity
        for (character, advance) in characters {
            if character == "\n" { lines.append(current + wordWidth); current = 0; wordWidth = 0; continue }
            if character == " " {
                current += wordWidth + advance
                wordWidth = 0
                continue
            }
            if current + wordWidth + advance > limit + 0.0001, current > 0 {
                // Wrap before the word; drop the trailing space.
                lines.append(current - StandInTextEngine.advance(of: " ", size: font.size))
                current = 0
            }
            if wordWidth + advance > limit + 0.0001, wordWidth > 0 {
                lines.append(wordWidth)
                wordWidth = 0
            }
            wordWidth += advance
        }
        lines.append(current + wordWidth)
        if let lineLimit = paragraph.lineLimit, lines.count > lineLimit {
            lines = Array(lines.prefix(Swift.max(lineLimit, 1)))
            if let last = lines.last, width != nil { lines[lines.count - 1] = Swift.min(last, limit) }
        }
        let lineHeight = StandInTextEngine.lineHeight(font)
        let shown = Swift.max(lines.count, paragraph.reservedLineCount)
        let height = CGFloat(shown) * lineHeight + CGFloat(shown - 1) * paragraph.lineSpacing
        let ascent = font.size * 0.8
        let leading = (lineHeight - font.size) / 2
        let first = leading + ascent
        let last = first + CGFloat(lines.count - 1) * (lineHeight + paragraph.lineSpacing)
        return MeasuredParagraph(size: CGSize(width: lines.max() ?? 0, height: height),
                                 firstBaseline: first, lastBaseline: last, lineCount: lines.count, drawing: nil)
    }

    func measureSymbol(named name: String, font: ResolvedFont, scale: CGFloat, layered: Bool) -> MeasuredSymbol? {
        let size = font.size * scale
        return MeasuredSymbol(size: CGSize(width: size, height: size), baseline: size * 0.9, drawing: nil)
    }

    func draw(_ paragraph: MeasuredParagraph, origin: CGPoint, paints: [ResolvedPaint?]?, in context: inout RenderContext) {}
    func drawSymbol(_ symbol: MeasuredSymbol, origin: CGPoint, paint: ResolvedPaint, secondary: ResolvedPaint?, mirrored: Bool,
                    in context: inout RenderContext) {}
}
