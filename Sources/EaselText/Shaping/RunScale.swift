import Foundation

/// How one run is set at one scale factor of a layout: the em its glyphs are drawn at, the points
/// added after each character, its baseline shift and its line metrics. Everything that turns a
/// shaped cluster (in ems) into points goes through here.
struct RunScale {
    /// Point size × scale factor: what the run's metrics are for.
    var size: Double
    /// The size glyphs are drawn and advanced at: `size` × the face's glyph scale.
    var em: Double
    /// How much narrower or wider than the face's its advances are (a condensed or expanded
    /// width, `FontFace.widthScale`): `em` across, for glyph offsets and advances.
    var widthScale = 1.0
    var emAcross: Double { em * widthScale }
    /// Points after every cluster: the system font's tracking plus the run's own.
    var tracking: Double
    /// Points the glyphs are raised by.
    var baselineOffset: Double
    var metrics: FontMetrics
    /// SF Pro's widths, for runs in the system stand-in face.
    var systemWidths: SystemWidths?
    /// The run's own tracking, in points.
    var runTracking: Double
    /// Top and bottom of the run's line box around the line's baseline.
    var ascent: Double
    var descent: Double

    init(run: TextRun, scale: Double, library: FontLibrary) {
        let face = library.face(for: run.font)
        size = Double(run.font.size) * scale
        em = size * (face.tuning?.glyphScale ?? 1)
        widthScale = face.widthScale
        runTracking = Double(run.tracking) * scale
        tracking = (face.tuning?.tracking(size: size) ?? 0) + runTracking
        if face.tuning != nil && !run.isSymbol { systemWidths = SystemWidths(size: size, weight: run.font.weight) }
        baselineOffset = Double(run.baselineOffset) * scale
        metrics = face.metrics(size: CGFloat(size))
        ascent = Double(metrics.ascender) + baselineOffset
        descent = Double(metrics.descender) - baselineOffset
        if run.isSymbol {
            // The Material em box spans the baseline up to one em: lowered so that its middle is
            // the middle of the text's capitals; the line is as tall as the text's or the symbol's.
            em = Double(SymbolCatalog.em(capHeight: metrics.capHeight))
            widthScale = 1
            tracking = Double(run.tracking) * scale
            let middle = Double(metrics.capHeight) / 2
            ascent = Swift.max(ascent, middle + em / 2 + baselineOffset)
            descent = Swift.max(descent, em / 2 - middle - baselineOffset)
            baselineOffset += middle - em / 2
        }
        if let lineHeight = run.lineHeight, lineHeight.isFinite, lineHeight > 0 {
            metrics.lineSpacing = lineHeight * CGFloat(scale)
        }
        metrics.lineSpacing = Swift.max(metrics.ascender + metrics.descender,
                                        metrics.lineSpacing + run.font.leading.lineSpacingDelta * CGFloat(scale))
    }

    /// The width a cluster takes on a line: SF Pro's for ASCII in the system stand-in (with the
    /// face's own kerning), else its glyphs' advances plus tracking.
    func advance(_ cluster: ShapedText.Cluster) -> Double {
        if cluster.systemIndex >= 0, let systemWidths {
            return (systemWidths.advance(ofASCII: cluster.systemIndex) + cluster.kerning * em) * widthScale + runTracking
        }
        return cluster.advance * emAcross + tracking
    }

    /// Where a cluster's glyphs start within its advance: a stand-in glyph is centred in SF Pro's
    /// width (kerning and tracking still follow it).
    func lead(_ cluster: ShapedText.Cluster) -> Double {
        guard cluster.systemIndex >= 0, let systemWidths else { return 0 }
        return (systemWidths.advance(ofASCII: cluster.systemIndex) - (cluster.advance - cluster.kerning) * em) * widthScale / 2
    }
}

extension ShapedParagraph {
    /// The width of `item` on a line set with `scales`.
    func advance(_ item: Item, _ scales: [RunScale]) -> Double {
        scales[run(of: item)].advance(cluster(of: item))
    }
}
