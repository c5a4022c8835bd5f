import Foundation

/// Runs cut at hard line breaks, shaped, and flattened into clusters with their break
/// opportunities: everything about a paragraph that does not depend on width or size, so that
/// `TextLayoutEngine` can try several widths and scales without shaping again.
struct ShapedParagraph {
    /// A run's text between two hard line breaks, shaped.
    struct Piece {
        var run: Int
        var shaped: ShapedText
    }

    /// One cluster of one piece: the unit lines are built from.
    struct Item {
        var piece: Int
        var cluster: Int
        /// A line may start at this item (`LineBreakRules`).
        var breakBefore: Bool
        /// White space that hangs at the end of a line.
        var hangs: Bool
    }

    /// The text between two hard line breaks.
    struct HardLine {
        var items: [Item] = []
        /// Runs with text on this hard line, or the run holding the break for an empty line:
        /// their fonts set the line's height.
        var runs: [Int] = []
    }

    let runs: [TextRun]
    private(set) var pieces: [Piece] = []
    private(set) var hardLines: [HardLine] = []

    /// Hard breaks are `Character.isNewline`: LF, CR, CRLF, NEL, LS, PS, VT and FF.
    init(runs: [TextRun], cache: ShapingCache) {
        self.runs = runs
        var current = HardLine()
        var previous: Unicode.Scalar?
        var beforePrevious: Unicode.Scalar?
        for (runIndex, run) in runs.enumerated() {
            let parts = run.string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (partIndex, part) in parts.enumerated() {
                if partIndex > 0 {
                    if !current.runs.contains(runIndex) { current.runs.append(runIndex) }
                    hardLines.append(current)
                    current = HardLine(items: [], runs: [runIndex])
                    previous = nil
                    beforePrevious = nil
                }
                guard !part.isEmpty else { continue }
                let shaped = cache.shaped(String(part), font: run.shapingFont)
                pieces.append(Piece(run: runIndex, shaped: shaped))
                if current.runs.last != runIndex { current.runs.append(runIndex) }
                for (clusterIndex, cluster) in shaped.clusters.enumerated() {
                    let first = shaped.scalars[cluster.scalarStart]
                    let breakBefore = previous.map {
                        LineBreakRules.canBreak(after: $0, beforePrevious: beforePrevious, before: first)
                    } ?? false
                    current.items.append(Item(piece: pieces.count - 1, cluster: clusterIndex,
                                              breakBefore: breakBefore, hangs: cluster.isHangingSpace))
                    let count = cluster.scalarEnd - cluster.scalarStart
                    beforePrevious = count > 1 ? shaped.scalars[cluster.scalarEnd - 2] : previous
                    previous = shaped.scalars[cluster.scalarEnd - 1]
                }
            }
        }
        // A final empty line (text ending in a newline) is not a line, as in Core Text's framesetter.
        if !current.items.isEmpty { hardLines.append(current) }
    }

    /// Adds a piece that is not part of the input (the truncation ellipsis) and returns its items.
    mutating func appendPiece(_ string: String, run: Int, cache: ShapingCache) -> [Item] {
        let shaped = cache.shaped(string, font: runs[run].font)
        pieces.append(Piece(run: run, shaped: shaped))
        return shaped.clusters.indices.map {
            Item(piece: pieces.count - 1, cluster: $0, breakBefore: false, hangs: false)
        }
    }

    func cluster(of item: Item) -> ShapedText.Cluster {
        pieces[item.piece].shaped.clusters[item.cluster]
    }

    func run(of item: Item) -> Int { pieces[item.piece].run }
}

extension TextRun {
    /// The descriptor the run's characters are shaped with: the symbol face for a symbol.
    var shapingFont: FontDescriptor {
        var font = self.font
        font.isSymbolFace = isSymbol
        return font
    }
}
