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
        let runs: [ResolvedRun]
        let isRedacted: Bool
        init(layout: EaselText.TextLayout, runs: [ResolvedRun], isRedacted: Bool) {
            self.layout = layout
            self.runs = runs
            self.isRedacted = isRedacted
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
        var descriptor = FontDescriptor(family: font.family, size: font.size, weight: font.weight, italic: font.isItalic,
                                        design: design, monospacedDigit: font.isMonospacedDigit)
        descriptor.openTypeFeatures = font.features
        descriptor.widthScale = Double(font.widthScale)
        switch font.leading {
        case .standard: descriptor.leading = .standard
        case .tight: descriptor.leading = .tight
        case .loose: descriptor.leading = .loose
        }
        return descriptor
    }

    func measure(_ paragraph: TextParagraph, width: CGFloat?) -> MeasuredParagraph {
        let runs = paragraph.runs.enumerated().compactMap { index, run -> TextRun? in
            var text = TextRun(run.string, font: FontTextEngine.descriptor(run.font), underline: run.isUnderlined,
                               strikethrough: run.isStruckThrough, tag: index, tracking: run.tracking,
                               baselineOffset: run.baselineOffset)
            text.lineHeight = run.font.lineHeight
            text.hasBackground = run.background.map { !$0.isClear } ?? false
            if let symbol = run.symbol {
                var code = SymbolCatalog.codepoint(named: symbol)
                if code == nil {
                    // As `Image(systemName:)` does: the nearest stand-in, said once.
                    let nearest = SymbolCatalog.closestName(to: symbol)
                    code = SymbolCatalog.codepoint(named: nearest)
                    Diagnostics.warnOnce("symbol-\(symbol)", "No symbol named '\(symbol)' among Easel's SF Symbols stand-ins (or in SF Symbols); drawn as '\(nearest)'")
                }
                guard let code, let scalar = Unicode.Scalar(code) else { return nil }
                text.string = String(Character(scalar))
                text.isSymbol = true
            }
            return text
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
                                   minimumScaleFactor: paragraph.minimumScaleFactor,
                                   reservedLineCount: paragraph.reservedLineCount,
                                   direction: paragraph.isRightToLeft ? .rightToLeft : nil)
        let layout = TextLayoutEngine.layout(runs, style: style)
        // Up to whole pixels; a thousandth of a pixel of float error does not add one.
        let scale = paragraph.displayScale
        func pixels(_ value: CGFloat) -> CGFloat { (value * scale - 0.001).rounded(.up) / scale }
        let size = CGSize(width: pixels(layout.size.width), height: pixels(layout.size.height))
        return MeasuredParagraph(size: size, firstBaseline: layout.firstBaseline, lastBaseline: layout.lastBaseline,
                                 lineCount: layout.lines.count, drawing: Drawing(layout: layout, runs: paragraph.runs,
                                                                  isRedacted: paragraph.isRedacted))
    }

    func measureSymbol(named name: String, font: ResolvedFont, scale: CGFloat, layered: Bool) -> MeasuredSymbol? {
        guard let glyph = SymbolCatalog.glyph(named: name, font: FontTextEngine.descriptor(font), scale: scale, layered: layered) else {
            return nil
        }
        return MeasuredSymbol(size: CGSize(width: glyph.advance, height: glyph.ascent + glyph.descent),
                              baseline: glyph.ascent, drawing: SymbolDrawing(glyph),
                              inkRect: glyph.inkBounds?.offsetBy(dx: 0, dy: glyph.ascent))
    }

    func draw(_ paragraph: MeasuredParagraph, origin: CGPoint, paints: [ResolvedPaint?]?, in context: inout RenderContext) {
        guard let drawing = paragraph.drawing as? Drawing else { return }
        func paint(_ tag: Int) -> ResolvedPaint {
            if let paints, tag < paints.count, let paint = paints[tag] { return paint }
            return drawing.runs[tag].paint
        }
        let frame = CGRect(origin: origin, size: paragraph.size)
        if drawing.isRedacted {
            drawPlaceholderBars(drawing, origin: origin, frame: frame, in: &context)
            return
        }
        // Backgrounds first, under every glyph.
        for decoration in drawing.layout.decorations where decoration.kind == .background {
            guard let paint = drawing.runs[decoration.tag].background else { continue }
            context.fill(Path(decoration.rect.offsetBy(dx: origin.x, dy: origin.y)), paint: paint, in: frame)
        }
        var masks: [PlacedMask] = []
        var currentTag = -1
        func flush(_ context: inout RenderContext) {
            guard !masks.isEmpty, currentTag >= 0 else { return }
            let paint = paint(currentTag)
            if !paint.isClear {
                context.append(.masks(masks, paint.rasterPaint(in: frame), transform: context.rasterTransform))
            }
            masks.removeAll(keepingCapacity: true)
        }
        for run in drawing.layout.glyphRuns {
            if run.tag != currentTag { flush(&context); currentTag = run.tag }
            for (glyph, position) in zip(run.glyphs, run.positions) {
                appendGlyph(face: run.face, glyph: glyph, size: run.size, at: CGPoint(x: origin.x + position.x, y: origin.y + position.y),
                            paint: paint(run.tag), frame: frame, context: &context, into: &masks)
            }
        }
        flush(&context)
        for decoration in drawing.layout.decorations where decoration.kind != .background {
            let run = drawing.runs[decoration.tag]
            let style = decoration.kind == .underline ? run.underline : run.strikethrough
            let rect = decoration.rect.offsetBy(dx: origin.x, dy: origin.y)
            context.fill(FontTextEngine.dashes(of: rect, pattern: style?.dashes ?? []), paint: style?.paint ?? paint(decoration.tag), in: frame)
        }
    }

    /// A line's rectangle as its pattern's dashes (the whole rectangle when solid), measured in
    /// the line's thickness from its start.
    static func dashes(of rect: CGRect, pattern: [CGFloat]) -> Path {
        let unit = rect.height
        let period = pattern.reduce(0, +) * unit
        guard !pattern.isEmpty, unit > 0, period > 0, rect.width.isFinite, rect.width / period < 10_000 else { return Path(rect) }
        var path = Path()
        var x = rect.minX, index = 0
        while x < rect.maxX {
            let length = pattern[index % pattern.count] * unit
            if index % 2 == 0 { path.addRect(CGRect(x: x, y: rect.minY, width: Swift.min(length, rect.maxX - x), height: rect.height)) }
            x += length
            index += 1
        }
        return path
    }

    /// `redacted(reason: .placeholder)`: each line becomes a rounded bar in its first run's
    /// colour at 16 % opacity, as iOS draws placeholder text. The bar's height (the line box less
    /// a sixth above and below) and radius are read off iOS screenshots of redacted text, not a
    /// published figure.
    private func drawPlaceholderBars(_ drawing: Drawing, origin: CGPoint, frame: CGRect, in context: inout RenderContext) {
        for line in drawing.layout.lines where line.width > 0 {
            let inset = line.height / 6
            let rect = CGRect(x: origin.x + line.x, y: origin.y + line.top + inset, width: line.width, height: line.height - 2 * inset)
            let tag = line.glyphRuns.first?.tag ?? 0
            let paint = drawing.runs.indices.contains(tag) ? drawing.runs[tag].paint : .color(RGBA(red: 0, green: 0, blue: 0, alpha: 1))
            context.fill(Path(roundedRect: rect, cornerRadius: rect.height / 4), paint: paint.withOpacity(0.16), in: frame)
        }
    }

    func drawSymbol(_ symbol: MeasuredSymbol, origin: CGPoint, paint: ResolvedPaint, secondary: ResolvedPaint?, mirrored: Bool,
                    in context: inout RenderContext) {
        guard let drawing = symbol.drawing as? SymbolDrawing else { return }
        let glyph = drawing.glyph
        let frame = CGRect(origin: origin, size: symbol.size)
        let pen = CGPoint(x: origin.x + glyph.glyphOffset.x, y: origin.y + symbol.baseline + glyph.glyphOffset.y)
        var masks: [PlacedMask] = []
        // Glyphs scaled about the centre of the em box (which spans `size` up and right of its pen).
        func centred(_ scale: CGFloat) -> (size: CGFloat, pen: CGPoint) {
            let size = glyph.size * scale, inset = (glyph.size - size) / 2
            return (size, CGPoint(x: pen.x + inset, y: pen.y - inset))
        }
        let outer = centred(glyph.outerScale)
        appendGlyph(face: glyph.face, glyph: glyph.glyph, size: outer.size, at: outer.pen, paint: paint, frame: frame,
                    context: &context, into: &masks)
        var innerMasks: [PlacedMask] = []
        if let inner = glyph.innerGlyph {
            let placed = centred(glyph.innerScale)
            appendGlyph(face: glyph.face, glyph: inner, size: placed.size, at: placed.pen,
                        paint: paint, frame: frame, context: &context, into: &innerMasks)
            if secondary == nil {
                if glyph.knocksOut, masks.count == 1, let cut = innerMasks.first {
                    masks[0] = FontTextEngine.knockOut(cut, from: masks[0])
                } else {
                    masks += innerMasks
                }
                innerMasks = []
            }
        }
        // Layers apart: the container in the secondary paint, the icon over it in the primary.
        for (layer, layerPaint) in [(masks, innerMasks.isEmpty ? paint : secondary ?? paint), (innerMasks, paint)] {
            guard !layer.isEmpty, !layerPaint.isClear else { continue }
            var placed = layer
            if mirrored {
                // Reflected about the frame's centre, in device pixels (glyph masks are not transformed).
                let centre = CGPoint(x: frame.midX, y: frame.midY).applying(context.transform).x
                placed = placed.map { FontTextEngine.mirror($0, about: centre) }
            }
            context.append(.masks(placed, layerPaint.rasterPaint(in: frame), transform: context.rasterTransform))
        }
    }

    /// A mask reflected left to right about the device x coordinate `centre`.
    static func mirror(_ placed: PlacedMask, about centre: CGFloat) -> PlacedMask {
        let width = placed.mask.width
        var pixels = placed.mask.pixels
        for row in 0..<placed.mask.height {
            pixels[(row * width)..<((row + 1) * width)].reverse()
        }
        let x = Int((2 * centre).rounded()) - placed.x - width
        return PlacedMask(mask: CoverageMask(width: width, height: placed.mask.height, pixels: pixels), x: x, y: placed.y)
    }

    /// Device pixels per em above which a glyph is filled as a path instead of rendered to a
    /// mask: a mask's memory and rendering time grow with the square of its size (a 17 pt
    /// glyph under `scaleEffect(400)` at 3× would be a 20,000-pixel mask), a path's with the
    /// part of it that is on screen. Masks up to this size cost at most 256 KiB each.
    static let largestMaskSize: CGFloat = 512

    /// Adds one glyph, its pen at a point given in host points: a mask placed in device pixels,
    /// or, when it is drawn larger than `largestMaskSize`, its outline filled. Glyphs that
    /// cannot be on any buffer (beyond `RenderContext.visibleLimit`) are skipped.
    private func appendGlyph(face: FontFace, glyph: UInt32, size: CGFloat, at point: CGPoint, paint: ResolvedPaint,
                             frame: CGRect, context: inout RenderContext, into masks: inout [PlacedMask]) {
        let transform = context.transform
        let device = point.applying(transform)
        // The device size of one point: the transform's horizontal scale.
        let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let pixelSize = size * scale
        guard pixelSize.isFinite, pixelSize > 0, abs(device.x) < RenderContext.visibleLimit,
              abs(device.y) < RenderContext.visibleLimit else { return }
        if face.hasColorGlyphs {
            // An emoji: its colour bitmap scaled to the text's size, unaffected by the text's
            // colour, as iOS draws Apple Color Emoji.
            guard let color = GlyphCache.shared.colorGlyph(face: face, glyph: glyph) else { return }
            context.append(.image(RasterImage(width: color.width, height: color.height, pixels: color.pixels),
                                  destination: color.destination(pen: point, size: size), opacity: 1,
                                  transform: context.rasterTransform))
            return
        }
        if pixelSize > FontTextEngine.largestMaskSize {
            guard let outline = face.outline(of: glyph) else { return }
            context.fill(FontTextEngine.path(of: outline, size: size, pen: point), paint: paint, in: frame)
            return
        }
        let placement = GlyphCache.placement(deviceX: device.x)
        guard let mask = GlyphCache.shared.mask(face: face, glyph: glyph, pixelSize: pixelSize, subpixelX: placement.phase) else { return }
        let baseline = Int(device.y.rounded())
        masks.append(PlacedMask(mask: CoverageMask(width: mask.width, height: mask.height, pixels: mask.coverage),
                                x: placement.wholePixel + mask.left, y: baseline - mask.top))
    }

    /// `base` with `hole`'s coverage taken out of it, pixel by pixel (a filled container with its
    /// icon cut out, as SF Symbols draw `heart.circle.fill`).
    static func knockOut(_ hole: PlacedMask, from base: PlacedMask) -> PlacedMask {
        var pixels = base.mask.pixels
        let width = base.mask.width, height = base.mask.height
        for row in 0..<hole.mask.height {
            let y = hole.y + row - base.y
            guard y >= 0 && y < height else { continue }
            for column in 0..<hole.mask.width {
                let x = hole.x + column - base.x
                guard x >= 0 && x < width else { continue }
                let cut = Int(hole.mask.pixels[row * hole.mask.width + column])
                let index = y * width + x
                pixels[index] = UInt8(Int(pixels[index]) * (255 - cut) / 255)
            }
        }
        return PlacedMask(mask: CoverageMask(width: width, height: height, pixels: pixels), x: base.x, y: base.y)
    }

    /// A glyph outline (font units, y up) as a path in host points with its pen at `pen`.
    static func path(of outline: GlyphOutline, size: CGFloat, pen: CGPoint) -> Path {
        let scale = size / CGFloat(outline.unitsPerEm)
        func point(_ p: CGPoint) -> CGPoint { CGPoint(x: pen.x + p.x * scale, y: pen.y - p.y * scale) }
        var path = Path()
        for element in outline.elements {
            switch element {
            case .move(let to): path.move(to: point(to))
            case .line(let to): path.addLine(to: point(to))
            case .quadCurve(let to, let control): path.addQuadCurve(to: point(to), control: point(control))
            case .curve(let to, let control1, let control2):
                path.addCurve(to: point(to), control1: point(control1), control2: point(control2))
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}
