import Foundation

/// Replays prepared commands into one horizontal band of the buffer (rows `top..<bottom`).
///
/// Bands never share pixels, so several can render at once without locks. Per command:
/// 1. The command's device bounds are intersected with the band and the current clip's
///    bounds; a command outside them costs nothing more.
/// 2. Its edges go into the band's `CoverageAccumulator`, which sweeps coverage spans into a
///    sink that shades and composites them onto the current target (the buffer or the top
///    layer), through the clip mask when there is one.
/// 3. `pushClip` sweeps the clip path into a new mask (intersected with the enclosing one); a
///    clip whose mask is fully opaque over its bounds (a pixel-aligned rectangle) keeps only
///    its bounds. `popClip` restores the previous clip.
/// 4. `beginLayer` redirects drawing into a transparent band-sized layer; `endLayer`
///    composites it source-over with its opacity. Opacity 1 needs no layer (source-over is
///    associative) and opacity 0 skips the content.
final class BandRenderer {
    private struct Clip {
        var bounds: PixelRect
        var mask: ClipMask?
    }

    private enum Layer {
        case skipped
        case passthrough
        case buffer(pixels: UnsafeMutablePointer<UInt32>, opacity: UInt32, dirty: PixelRect, mode: RasterBlendMode)
    }

    private let width: Int
    private let top: Int
    private let bottom: Int
    private let accumulator: CoverageAccumulator
    private let baseTarget: RenderTarget
    private var clips: [Clip]
    /// Open layers, each with the clip depth at its start.
    private var layers: [(layer: Layer, clipDepth: Int)] = []
    private var skipDepth = 0
    private let pixelScratch: UnsafeMutablePointer<UInt32>
    private let coverageScratch: UnsafeMutablePointer<UInt8>

    init(buffer: PixelBuffer, top: Int, bottom: Int) {
        width = buffer.width
        self.top = top
        self.bottom = bottom
        accumulator = CoverageAccumulator.make(width: width, top: top, bottom: bottom)
        baseTarget = RenderTarget(base: buffer.pixels.baseAddress! + top * width, width: width, top: top)
        clips = [Clip(bounds: PixelRect(minX: 0, minY: top, maxX: width, maxY: bottom), mask: nil)]
        pixelScratch = .allocate(capacity: width + 2)
        coverageScratch = .allocate(capacity: width + 2)
    }

    deinit {
        CoverageAccumulator.recycle(accumulator)
        pixelScratch.deallocate()
        coverageScratch.deallocate()
        for entry in layers {
            if case .buffer(let pixels, _, _, _) = entry.layer { pixels.deallocate() }
        }
    }

    private var target: RenderTarget {
        for entry in layers.reversed() {
            if case .buffer(let pixels, _, _, _) = entry.layer { return RenderTarget(base: pixels, width: width, top: top) }
        }
        return baseTarget
    }

    func run(_ commands: UnsafeBufferPointer<PreparedCommand>) {
        for command in commands {
            switch command {
            case .fill(let edges, let shader, let rule, let antialiased):
                guard skipDepth == 0 else { continue }
                fill(edges, shader: shader, rule: rule, antialiased: antialiased)
            case .masks(let masks, let shader):
                guard skipDepth == 0 else { continue }
                for placed in masks { drawMask(placed, shader: shader) }
            case .pushClip(let edges, let rule):
                pushClip(edges, rule: rule)
            case .popClip:
                if clips.count - 1 > (layers.last?.clipDepth ?? 0) {
                    clips.removeLast()
                } else {
                    RasterDiagnostics.warn(.unbalancedClip, "popClip without a matching pushClip was ignored")
                }
            case .beginLayer(let opacity, let mode, let isolated):
                beginLayer(opacity: opacity, mode: mode, isolated: isolated)
            case .endLayer:
                if layers.isEmpty {
                    RasterDiagnostics.warn(.unbalancedLayer, "endLayer without a matching beginLayer was ignored")
                } else {
                    endLayer()
                }
            case .nothing:
                continue
            }
        }
        if !layers.isEmpty {
            RasterDiagnostics.warn(.unbalancedLayer, "a beginLayer had no matching endLayer; the layer was closed at the end")
            while !layers.isEmpty { endLayer() }
        }
    }

    /// Steps 1–2.
    private func fill(_ edges: EdgeList, shader: PaintShader, rule: FillRule, antialiased: Bool) {
        let clip = clips[clips.count - 1]
        let bounds = edges.pixelBounds.intersection(clip.bounds)
        guard !bounds.isEmpty else { return }
        accumulator.addEdges(edges)
        let target = self.target
        switch shader {
        case .solid(let color):
            sweep(SolidSink(target: target, color: color), clip: clip, bounds: bounds, rule: rule, antialiased: antialiased)
        default:
            let sink = ShaderSink(target: target, shader: shader, scratch: pixelScratch)
            sweep(sink, clip: clip, bounds: bounds, rule: rule, antialiased: antialiased)
        }
        markDirty(bounds)
    }

    private func sweep<Sink: CoverageSink>(_ sink: Sink, clip: Clip, bounds: PixelRect, rule: FillRule, antialiased: Bool) {
        if let mask = clip.mask {
            var clipped = ClippedSink(inner: sink, mask: mask, scratch: coverageScratch)
            accumulator.sweep(into: &clipped, fillRule: rule, antialiased: antialiased, clip: bounds)
        } else {
            var sink = sink
            accumulator.sweep(into: &sink, fillRule: rule, antialiased: antialiased, clip: bounds)
        }
    }

    private func drawMask(_ placed: PlacedMask, shader: PaintShader) {
        let clip = clips[clips.count - 1]
        let maskRect = PixelRect(minX: placed.x, minY: placed.y,
                                 maxX: placed.x + placed.mask.width, maxY: placed.y + placed.mask.height)
        let bounds = maskRect.intersection(clip.bounds)
        guard !bounds.isEmpty else { return }
        let target = self.target
        placed.mask.pixels.withUnsafeBufferPointer { values in
            func blendRows<Sink: CoverageSink>(_ sink: Sink) {
                var sink = sink
                for y in bounds.minY..<bounds.maxY {
                    let row = values.baseAddress! + (y - placed.y) * placed.mask.width + (bounds.minX - placed.x)
                    sink.blendSpan(x: bounds.minX, y: y, count: bounds.maxX - bounds.minX, coverages: row)
                }
            }
            let clipMask = clip.mask
            switch (shader, clipMask) {
            case (.solid(let color), nil): blendRows(SolidSink(target: target, color: color))
            case (.solid(let color), let mask?):
                blendRows(ClippedSink(inner: SolidSink(target: target, color: color), mask: mask, scratch: coverageScratch))
            case (_, nil): blendRows(ShaderSink(target: target, shader: shader, scratch: pixelScratch))
            case (_, let mask?):
                blendRows(ClippedSink(inner: ShaderSink(target: target, shader: shader, scratch: pixelScratch),
                                      mask: mask, scratch: coverageScratch))
            }
        }
        markDirty(bounds)
    }

    /// Step 3.
    private func pushClip(_ edges: EdgeList, rule: FillRule) {
        let enclosing = clips[clips.count - 1]
        let bounds = skipDepth > 0 ? .empty : edges.pixelBounds.intersection(enclosing.bounds)
        guard !bounds.isEmpty else {
            clips.append(Clip(bounds: .empty, mask: nil))
            return
        }
        let mask = ClipMask(width: width, top: top, bottom: bottom)
        accumulator.addEdges(edges)
        var writer = ClipMaskWriter(mask: mask, enclosing: enclosing.mask)
        accumulator.sweep(into: &writer, fillRule: rule, antialiased: true, clip: bounds)
        let isRectangle = enclosing.mask == nil && mask.isFullyCovered(bounds)
        clips.append(Clip(bounds: bounds, mask: isRectangle ? nil : mask))
    }

    /// Step 4.
    private func beginLayer(opacity: UInt32, mode: RasterBlendMode = .normal, isolated: Bool = false) {
        let layer: Layer
        if skipDepth > 0 || opacity == 0 {
            skipDepth += 1
            layer = .skipped
        } else if opacity == 255, mode == .normal, !isolated {
            layer = .passthrough
        } else {
            let count = width * (bottom - top)
            let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: max(count, 1))
            pixels.initialize(repeating: 0, count: max(count, 1))
            layer = .buffer(pixels: pixels, opacity: opacity, dirty: .empty, mode: mode)
        }
        layers.append((layer, clips.count - 1))
    }

    private func endLayer() {
        let (layer, clipDepth) = layers.removeLast()
        if clips.count - 1 > clipDepth {
            RasterDiagnostics.warn(.unbalancedClip, "a layer ended with clips still pushed; they were popped")
            clips.removeLast(clips.count - 1 - clipDepth)
        }
        switch layer {
        case .skipped:
            skipDepth -= 1
        case .passthrough:
            break
        case .buffer(let pixels, let opacity, let dirty, let mode):
            let destination = target
            for y in dirty.minY..<max(dirty.minY, dirty.maxY) {
                let source = pixels + (y - top) * width
                let row = destination.row(y)
                if mode == .normal {
                    for x in dirty.minX..<dirty.maxX where source[x] != 0 {
                        row[x] = PixelMath.sourceOver(PixelMath.scale(source[x], by: opacity), row[x])
                    }
                } else if mode == .sourceAtop || mode == .destinationOut || mode == .destinationOver {
                    // Operators that change the backdrop where the layer is empty too.
                    for x in dirty.minX..<dirty.maxX {
                        row[x] = mode.composite(PixelMath.scale(source[x], by: opacity), onto: row[x])
                    }
                } else {
                    for x in dirty.minX..<dirty.maxX where source[x] != 0 {
                        row[x] = mode.composite(PixelMath.scale(source[x], by: opacity), onto: row[x])
                    }
                }
            }
            pixels.deallocate()
            markDirty(dirty)
        }
    }

    /// Records that `rect` of the innermost layer buffer was drawn on.
    private func markDirty(_ rect: PixelRect) {
        guard let index = layers.lastIndex(where: { if case .buffer = $0.layer { return true } else { return false } }),
              case .buffer(let pixels, let opacity, let dirty, let mode) = layers[index].layer else { return }
        layers[index].layer = .buffer(pixels: pixels, opacity: opacity, dirty: dirty.union(rect), mode: mode)
    }
}
