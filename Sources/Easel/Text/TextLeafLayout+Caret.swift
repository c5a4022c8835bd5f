import Foundation

extension TextLeafLayout {
    /// The horizontal position of every caret stop of a one-line text, from its leading edge:
    /// entry `i` is the advance of the first `i` characters (so entry 0 is 0 and the last is the
    /// line's width). A text field places its caret and maps taps to caret stops with them.
    ///
    /// Each prefix is measured as its own paragraph, through the same engine that draws the
    /// text, so shaping and kerning inside the prefix count; only a kerning pair across the
    /// caret is missed, a fraction of a point. Measured once per layout (a keystroke rebuilds
    /// the field, and with it the layout).
    func caretStops() -> [CGFloat] {
        if let known = knownCaretStops { return known }
        var stops: [CGFloat] = [0]
        let characters = paragraph.runs.reduce(0) { $0 + $1.string.count }
        if characters > 0 {
            for end in 1...characters {
                var prefix = paragraph
                prefix.lineLimit = nil
                prefix.runs = TextLeafLayout.runs(paragraph.runs, firstCharacters: end)
                stops.append(engine.measure(prefix, width: nil).size.width)
            }
        }
        knownCaretStops = stops
        return stops
    }

    /// The caret stop nearest to `x` (from the text's leading edge).
    func caretIndex(nearest x: CGFloat) -> Int {
        let stops = caretStops()
        var best = 0
        for (index, stop) in stops.enumerated() where abs(stop - x) < abs(stops[best] - x) { best = index }
        return best
    }

    private static func runs(_ runs: [ResolvedRun], firstCharacters count: Int) -> [ResolvedRun] {
        var remaining = count
        var result: [ResolvedRun] = []
        for run in runs where remaining > 0 {
            var cut = run
            // Spaces become no-break spaces of the same width: a line's trailing spaces hang
            // outside its measured width (UAX #14 LB18), but a caret after them must not.
            cut.string = String(run.string.prefix(remaining).map { $0 == " " ? "\u{00A0}" : $0 })
            remaining -= cut.string.count
            result.append(cut)
        }
        return result
    }
}
