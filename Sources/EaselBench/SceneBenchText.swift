import EaselRaster
import EaselText
import Foundation

/// Joins the scene's text group to the scene benchmark through EaselText: each string is
/// shaped with HarfBuzz in the scene's font (DejaVu Sans through fontconfig, the same file the
/// peers load) and recorded as glyph masks from the glyph cache on whole-pixel baselines and
/// quarter-pixel pen positions.
///
/// Like the paths of the other groups, the strings are shaped and their masks looked up when the
/// scene is built; the timed frames composite the masks. `easel-bench text` times shaping,
/// layout and mask production on their own.
func installSceneBenchText() {
    sceneBenchTextGroup = { texts, fontPath, fontSize, list in
        let family = fontPath.contains("DejaVuSans") ? "DejaVu Sans" : nil
        let font = FontDescriptor(family: family, size: CGFloat(fontSize))
        for text in texts {
            let layout = TextLayoutEngine.layout([TextRun(text.string, font: font)])
            var masks: [PlacedMask] = []
            for run in layout.glyphRuns {
                for (glyph, position) in zip(run.glyphs, run.positions) {
                    let placement = GlyphCache.placement(deviceX: CGFloat(text.x) + position.x)
                    guard let mask = GlyphCache.shared.mask(face: run.face, glyph: glyph, pixelSize: run.size,
                                                            subpixelX: placement.phase) else { continue }
                    let baseline = Int((text.y + Double(position.y - layout.firstBaseline)).rounded())
                    masks.append(PlacedMask(mask: CoverageMask(width: mask.width, height: mask.height, pixels: mask.coverage),
                                            x: placement.wholePixel + mask.left, y: baseline - mask.top))
                }
            }
            list.append(.masks(masks, .solid(text.color), transform: .identity))
        }
    }
}
