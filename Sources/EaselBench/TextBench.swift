import EaselText
import Foundation

/// Measures EaselText's costs on a screenful-plus of body text and prints one JSON object.
///
/// Workload: `--words N` (default 2,000) words of deterministic pseudo-English in paragraphs
/// of about 80 words, Inter 17 pt, wrapped in a 390 pt column (an iPhone's width) and drawn at
/// scale 3. Phases:
/// 1. `layout_first_ms`: the first layout in the process: shaping (HarfBuzz) and breaking. The
///    font is opened beforehand and reported separately as `font_open_ms`.
/// 2. `layout_warm_ms`: the same layout again, shaping cached: breaking and positioning only
///    (median of `--repeats` runs, default 5).
/// 3. `relayout_new_width_ms`: layout at 300 pt, shaping still cached (median).
/// 4. `masks_cold_ms`: a coverage mask for every glyph of the layout from an empty glyph cache,
///    with quarter-pixel phases as a renderer would ask; `masks_warm_ms`: the same requests again
///    (median).
func runTextBench(arguments: [String]) {
    func option(_ name: String, _ fallback: Int) -> Int {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
              let value = Int(arguments[index + 1]), value > 0 else { return fallback }
        return value
    }
    let wordCount = option("--words", 2000)
    let repeats = option("--repeats", 5)
    let scale: CGFloat = 3
    let font = FontDescriptor(size: 17)
    let runs = [TextRun(benchText(words: wordCount), font: font)]
    let column = ParagraphStyle(maxWidth: 390)

    let clock = ContinuousClock()
    func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
    func median(_ work: () -> Void) -> Double {
        let times = (0..<repeats).map { _ in milliseconds(clock.measure(work)) }.sorted()
        return times[times.count / 2]
    }

    let fontOpen = milliseconds(clock.measure { _ = FontLibrary.shared.face(for: font) })
    var layout = TextLayout.empty
    let first = milliseconds(clock.measure { layout = TextLayoutEngine.layout(runs, style: column) })
    let warm = median { layout = TextLayoutEngine.layout(runs, style: column) }
    let relayout = median { _ = TextLayoutEngine.layout(runs, style: ParagraphStyle(maxWidth: 300)) }

    let cache = GlyphCache()
    func renderAll() {
        for run in layout.glyphRuns {
            for (glyph, position) in zip(run.glyphs, run.positions) {
                let placement = GlyphCache.placement(deviceX: position.x * scale)
                _ = cache.mask(face: run.face, glyph: glyph, pixelSize: run.size * scale, subpixelX: placement.phase)
            }
        }
    }
    let masksCold = milliseconds(clock.measure(renderAll))
    let uniqueMasks = cache.misses
    let masksWarm = median(renderAll)
    let glyphCount = layout.glyphRuns.reduce(0) { $0 + $1.glyphs.count }

    let report: [(String, String)] = [
        ("benchmark", "\"text\""), ("words", "\(wordCount)"), ("column_pt", "390"), ("scale", "3"),
        ("lines", "\(layout.lines.count)"), ("glyphs", "\(glyphCount)"), ("unique_masks", "\(uniqueMasks)"),
        ("font_open_ms", format(fontOpen)), ("layout_first_ms", format(first)),
        ("layout_warm_ms", format(warm)), ("relayout_new_width_ms", format(relayout)),
        ("masks_cold_ms", format(masksCold)), ("masks_warm_ms", format(masksWarm)),
    ]
    print("{" + report.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
}

private func format(_ value: Double) -> String { String(format: "%.3f", value) }

/// `count` words drawn from a fixed vocabulary by a fixed linear congruential sequence (the
/// same text on every run and machine), with a paragraph break every 80 words and punctuation.
private func benchText(words count: Int) -> String {
    let vocabulary = ["the", "layout", "of", "text", "is", "measured", "in", "points", "and", "every",
                      "line", "wraps", "at", "word", "boundaries", "when", "a", "paragraph", "grows",
                      "wider", "than", "its", "column", "typography", "kerning", "AV", "office",
                      "ligatures", "Swift", "preview", "rendering", "glyphs", "quickly", "brown",
                      "fox", "jumps", "over", "lazy", "dog", "well-known", "coverage", "baseline"]
    var state: UInt64 = 0x2545F4914F6CDD1D
    var text = ""
    for index in 0..<count {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let word = vocabulary[Int(state >> 33) % vocabulary.count]
        if index > 0 { text += index % 80 == 0 ? ".\n" : (index % 13 == 0 ? ", " : " ") }
        text += word
    }
    return text + "."
}
