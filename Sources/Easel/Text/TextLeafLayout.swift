import Foundation

/// The layout and drawing of a `Text`: a paragraph measured by the text engine.
final class TextLeafLayout: NodeLayout {
    override var textLeaf: TextLeafLayout? { self }

    let paragraph: TextParagraph
    let engine: TextEngine
    private var measured: [(width: CGFloat?, result: MeasuredParagraph)] = []
    /// Caret positions, measured when a text field first needs them (`TextLeafLayout+Caret.swift`).
    var knownCaretStops: [CGFloat]?

    init(runs: [Text.Run], environment: EnvironmentValues, engine: TextEngine) {
        let base = environment.font ?? .body
        let defaultPaint = HierarchicalShapeStyle.primary.resolvePaint(in: environment)
        let inherited = environment.textAttributes
        let resolved = runs.map { run in
            let attributes = run.attributes.over(inherited)
            let paint: ResolvedPaint
            if let color = run.color {
                paint = .color(color.resolve(in: environment.colorAppearance))
            } else if let style = run.style {
                paint = style.resolvePaint(in: environment)
            } else if run.link != nil {
                paint = TintShapeStyle().resolvePaint(in: environment)
            } else {
                paint = defaultPaint
            }
            func line(_ style: Text.LineStyle?) -> ResolvedLineStyle? {
                style.map { ResolvedLineStyle(pattern: $0.pattern, paint: $0.color?.resolvePaint(in: environment)) }
            }
            return ResolvedRun(string: run.string,
                               font: ResolvedFont(run.font ?? base, attributes: attributes,
                                                  dynamicTypeSize: environment.dynamicTypeSize),
                               paint: paint, underline: line(attributes.underline), strikethrough: line(attributes.strikethrough),
                               background: run.background?.resolvePaint(in: environment),
                               tracking: (attributes.kerning ?? 0) + (attributes.tracking ?? 0),
                               baselineOffset: attributes.baselineOffset ?? 0, symbol: run.symbol)
        }
        // Leading and trailing are the right and left edges in right-to-left layout.
        var alignment = environment.multilineTextAlignment
        if environment.layoutDirection == .rightToLeft && alignment != .center {
            alignment = alignment == .leading ? .trailing : .leading
        }
        paragraph = TextParagraph(runs: resolved, lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
                                  alignment: alignment, lineSpacing: environment.lineSpacing,
                                  minimumScaleFactor: environment.minimumScaleFactor,
                                  displayScale: Swift.max(1, environment.displayScale),
                                  reservedLineCount: environment.reservedLineCount,
                                  isRedacted: environment.redactsText,
                                  isRightToLeft: environment.layoutDirection == .rightToLeft)
        self.engine = engine
    }

    /// The paragraph laid out for a width (nil: one line per hard break).
    func measure(width: CGFloat?) -> MeasuredParagraph {
        let key = width.map { $0.isFinite ? $0 : nil } ?? nil
        if let hit = measured.first(where: { $0.width == key }) { return hit.result }
        let result = engine.measure(paragraph, width: key)
        // Sixteen widths: a text in nested stacks is offered several (its minimum, maximum and
        // share at each offer above it); laying it out again for a forgotten one is the
        // costliest step of layout, and a measured paragraph is small.
        if measured.count >= 16 { measured.removeFirst() }
        measured.append((key, result))
        return result
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let result = measure(width: proposal.width)
        var size = result.size
        // Text never reports more width than offered unless a single character does not fit.
        if let width = proposal.width, width.isFinite { size.width = Swift.min(size.width, Swift.max(width, 0)) }
        return size
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return measure(width: proposal.width).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return measure(width: proposal.width).lastBaseline }
        return nil
    }

    override func invalidateCache(of node: ViewNode) { measured.removeAll() }

    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        let result = measure(width: node.placedProposal.width)
        // Mid-animation, the runs' colours part way between the old and the new.
        engine.draw(result, origin: node.frame.origin, paints: node.presentedPaints, in: &context)
    }

    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool { node.frame.contains(point) }

    /// Each run's paint (what an animation can draw between).
    var animatablePaints: [ResolvedPaint?] { paragraph.runs.map(\.paint) }

    override func debugDetails(of node: ViewNode) -> String? {
        "\"" + paragraph.runs.map(\.string).joined() + "\""
    }
}
