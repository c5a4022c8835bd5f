import Foundation
import EaselRaster
import EaselText

/// The text engine with real fonts: EaselText's FreeType metrics, HarfBuzz shaping and glyph
/// masks, drawn through the rasterizer's coverage masks.
///
/// Text is drawn as device-pixel glyph masks placed at quarter-pixel horizontal positions and
/// whole-pixel baselines (as iOS snaps text baselines to the pixel grid); a transform that
/// rotates or scales unevenly moves the glyphs but does not rotate them.
final class FontTextEngine: TextEngine {
    static let shared = FontTextEngine()

    /// The laid-out paragraph kept for drawing.
    private final class Drawing {
        let layout: EaselText.TextLayout
        let paints: [ResolvedPaint]
        init(layout: EaselText.TextLayout, paints: [ResolvedPaint]) {
            self.layout = layout
            self.paints = paints
        }
    }

    private final class SymbolDrawing {
        let glyph: SymbolGlyph
        init(_ glyph: SymbolGlyph) { self.glyph = glyph }
    }

    static func descriptor(_ font: ResolvedFont) -> FontDescriptor {
        let design: FontDesign
        switch font.design {
        case .default: design = .default
        case .serif: design = .serif
        case .rounded: design = .rounded
        case .monospaced: design = .monospaced
        }
        return FontDescriptor(family: font.family, size: font.size, weight: font.weight, italic: font.isItalic,
                              design: design, monospacedDigit: font.isMonospacedDigit)
    }

    func measure(_ paragraph: TextParagraph, width: CGFloat?) -> MeasuredParagraph {
        let runs = paragraph.runs.enumerated().map { index, run in
            TextRun(run.string, font: FontTextEngine.descriptor(run.font), underline: run.isUnderlined,
                    strikethrough: run.isStruckThrough, tag: index)
        }
        let truncation: ParagraphStyle.Truncation
        switch paragraph.truncationMode {
        case .head: truncation = .head
        case .middle: truncation = .middle
        case .tail: truncation = .tail
        }
        let alignment: ParagraphStyle.Alignment
        switch paragraph.alignment {
        case .leading: alignment = .leading
        case .center: alignment = .center
        case .trailing: alignment = .trailing
        }
        let style = ParagraphStyle(maxWidth: width, lineLimit: paragraph.lineLimit, truncation: truncation,
                                   lineSpacing: paragraph.lineSpacing, alignment: alignment,
                                   minimumScaleFactor: paragraph.minimumScaleFactor)
        let layout = TextLayoutEngine.layout(runs, style: style)
        return MeasuredParagraph(size: layout.size, firstBaseline: layout.firstBaseline, lastBaseline: layout.lastBaseline,
                                 lineCount: layout.lines.count, drawing: Drawing(layout: layout, paints: paragraph.runs.map(\.paint)))
    }

    func measureSymbol(named name: String, font: ResolvedFont) -> MeasuredSymbol? {
        guard let glyph = SymbolCatalog.glyph(named: name, font: FontTextEngine.descriptor(font)) else { return nil }
        return MeasuredSymbol(size: CGSize(width: glyph.advance, height: glyph.ascent + glyph.descent),
                              baseline: glyph.ascent, drawing: SymbolDrawing(glyph))
    }

    func draw(_ paragraph: MeasuredParagraph, origin: CGPoint, in context: inout RenderContext) {
        guard let drawing = paragraph.drawing as? Drawing else { return }
        let frame = CGRect(origin: origin, size: paragraph.size)
        var masks: [PlacedMask] = []
        var currentTag = -1
        func flush() {
            guard !masks.isEmpty, currentTag >= 0 else { return }
            let paint = drawing.paints[currentTag]
            if !paint.isClear {
                context.append(.masks(masks, paint.rasterPaint(in: frame), transform: context.rasterTransform))
            }
            masks.removeAll(keepingCapacity: true)
        }
        for run in drawing.layout.glyphRuns {
            if run.tag != currentTag { flush(); currentTag = run.tag }
            for (glyph, position) in zip(run.glyphs, run.positions) {
                appendMask(face: run.face, glyph: glyph, size: run.size,
                           at: CGPoint(x: origin.x + position.x, y: origin.y + position.y), context: context, into: &masks)
            }
        }
        flush()
        for decoration in drawing.layout.decorations {
            let rect = decoration.rect.offsetBy(dx: origin.x, dy: origin.y)
            context.fill(Path(rect), paint: drawing.paints[decoration.tag], in: frame)
        }
    }

    func drawSymbol(_ symbol: MeasuredSymbol, origin: CGPoint, paint: ResolvedPaint, in context: inout RenderContext) {
        guard let drawing = symbol.drawing as? SymbolDrawing, !paint.isClear else { return }
        let glyph = drawing.glyph
        let pen = CGPoint(x: origin.x + glyph.glyphOffset.x, y: origin.y + symbol.baseline + glyph.glyphOffset.y)
        var masks: [PlacedMask] = []
        appendMask(face: glyph.face, glyph: glyph.glyph, size: glyph.size, at: pen, context: context, into: &masks)
        if let inner = glyph.innerGlyph {
            // Centred in the outer glyph's em box (which spans `size` up and right of its pen).
            let innerSize = glyph.size * glyph.innerScale, inset = (glyph.size - innerSize) / 2
            appendMask(face: glyph.face, glyph: inner, size: innerSize, at: CGPoint(x: pen.x + inset, y: pen.y - inset),
                       context: context, into: &masks)
        }
        guard !masks.isEmpty else { return }
        context.append(.masks(masks, paint.rasterPaint(in: CGRect(origin: origin, size: symbol.size)), transform: context.rasterTransform))
    }

    /// Places one glyph's mask at a pen position given in host points.
    private func appendMask(face: FontFace, glyph: UInt32, size: CGFloat, at point: CGPoint,
                            context: RenderContext, into masks: inout [PlacedMask]) {
        let transform = context.transform
        let device = point.applying(transform)
        // The device size of one point: the transform's horizontal scale.
        let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        guard scale.isFinite, scale > 0, device.x.isFinite, device.y.isFinite else { return }
        let placement = GlyphCache.placement(deviceX: device.x)
        guard let mask = GlyphCache.shared.mask(face: face, glyph: glyph, pixelSize: size * scale, subpixelX: placement.phase) else { return }
        let baseline = Int(device.y.rounded())
        masks.append(PlacedMask(mask: CoverageMask(width: mask.width, height: mask.height, pixels: mask.coverage),
                                x: placement.wholePixel + mask.left, y: baseline - mask.top))
    }
}
