import Foundation

/// Materials' backdrops (`DrawCommand.backdrop`): a material blurs what is drawn *before* it,
/// so the frame is drawn in stages.
///
/// 1. A drop shadow whose content holds a backdrop becomes the shadow alone
///    (`LayerEffect.shadowBeneath`) followed by the content, drawn on the frame (the same
///    pixels: a shadow effect is its content source-over its shadow).
/// 2. The commands are cut at each backdrop outside any layer. Each stage is rendered as a
///    frame is (prepared, then band by band over the threads); the clips open at the cut are
///    pushed again at the start of the next stage.
/// 3. At a cut, the frame's pixels under the backdrop's path, grown by the blur's reach, are
///    copied, blurred (`GaussianBlur`, edges extended) and saturated, and the next stage
///    starts by drawing them back through the path and the open clips.
extension Rasterizer {
    /// Counts the layers a run of commands opens and closes, to tell which commands stand
    /// outside all of them: only those are staged.
    private struct LayerDepth {
        private var depth = 0

        /// Whether `command` stands outside every layer (then takes the layer it opens or closes into account).
        mutating func isOutsideLayers(_ command: DrawCommand) -> Bool {
            let outside = depth == 0
            switch command {
            case .beginLayer, .beginBlendLayer: depth += 1
            case .endLayer: depth = max(0, depth - 1)
            default: break
            }
            return outside
        }
    }

    /// Whether `commands` hold a backdrop that staging draws (outside layers, or in the
    /// content of a drop shadow outside layers).
    static func needsStages(_ commands: [DrawCommand]) -> Bool {
        var layers = LayerDepth()
        return commands.contains { command in
            guard layers.isOutsideLayers(command) else { return false }
            switch command {
            case .backdrop: return true
            case .effect(let content, .shadow): return needsStages(content.commands)
            default: return false
            }
        }
    }

    /// Step 1.
    private static func separatingShadows(_ commands: [DrawCommand]) -> [DrawCommand] {
        var layers = LayerDepth()
        return commands.flatMap { command -> [DrawCommand] in
            guard layers.isOutsideLayers(command), case .effect(let content, .shadow(let color, let sigma, let x, let y)) = command,
                  needsStages(content.commands) else { return [command] }
            return [.effect(content, .shadowBeneath(color: color, sigma: sigma, offsetX: x, offsetY: y))]
                + separatingShadows(content.commands)
        }
    }

    /// Steps 2 and 3.
    static func renderInStages(_ list: DrawList, into buffer: PixelBuffer, threads: Int, clearingTo background: RasterColor?) {
        var clearing = background
        var openClips: [DrawCommand] = []
        var stage: [DrawCommand] = []
        var layers = LayerDepth()
        for command in separatingShadows(list.commands) {
            guard layers.isOutsideLayers(command) else {
                stage.append(command)
                continue
            }
            switch command {
            case .backdrop(let path, let rule, let backdrop, let transform):
                render(DrawList(stage), into: buffer, threads: threads, clearingTo: clearing)
                clearing = nil
                stage = openClips + backdropCommands(path, rule, backdrop, transform, from: buffer)
                continue
            case .pushClip: openClips.append(command)
            case .popClip: _ = openClips.popLast()
            default: break
            }
            stage.append(command)
        }
        render(DrawList(stage), into: buffer, threads: threads, clearingTo: clearing)
    }

    /// Step 3: the blurred, saturated pixels drawn back through the path.
    private static func backdropCommands(_ path: RasterPath, _ rule: FillRule, _ backdrop: Backdrop, _ transform: AffineTransform,
                                         from buffer: PixelBuffer) -> [DrawCommand] {
        guard let bounds = DrawCommand.backdrop(path, rule, backdrop, transform: transform).deviceBounds else { return [] }
        let sigma = backdrop.sigma.isFinite ? max(0, min(backdrop.sigma, 1_000)) : 0
        let reach = CGFloat(LayerEffect.blur(sigma: sigma, opaque: false).reach)
        let region = bounds.insetBy(dx: -reach, dy: -reach).intersection(CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return [] }
        let area = PixelRect(minX: Int(region.minX.rounded(.down)), minY: Int(region.minY.rounded(.down)),
                             maxX: Int(region.maxX.rounded(.up)), maxY: Int(region.maxY.rounded(.up)))
        let shown = PixelRect(minX: Int(bounds.minX.rounded(.down)), minY: Int(bounds.minY.rounded(.down)),
                              maxX: Int(bounds.maxX.rounded(.up)), maxY: Int(bounds.maxY.rounded(.up))).intersection(area)
        guard !shown.isEmpty else { return [] }
        let blurred = blurredBackdrop(buffer, area: area, shown: shown, backdrop: backdrop, sigma: sigma)
        return [.pushClip(path, rule, transform: transform),
                .image(RasterImage(blurred), destination: CGRect(x: shown.minX, y: shown.minY, width: blurred.width, height: blurred.height),
                       opacity: 1, transform: .identity),
                .popClip]
    }

    /// Step 3's pixels for `shown`: the frame's pixels of `area` (which holds `shown` and the
    /// blur's reach around it) averaged down by the blur's downsampling factor (iOS too samples
    /// its backdrops at a quarter of their resolution), blurred, put through the recipe, and
    /// read back over `shown` with bilinear interpolation.
    private static func blurredBackdrop(_ buffer: PixelBuffer, area: PixelRect, shown: PixelRect, backdrop: Backdrop,
                                        sigma: Double) -> PixelBuffer {
        let factor = GaussianBlur.downsampling(sigma)
        let width = area.maxX - area.minX, height = area.maxY - area.minY
        let smallWidth = (width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
        var sums = [Int](repeating: 0, count: smallWidth * smallHeight * 4)
        var counts = [Int](repeating: 0, count: smallWidth * smallHeight)
        for y in 0..<height {
            let source = (area.minY + y) * buffer.width + area.minX, row = (y / factor) * smallWidth
            for x in 0..<width {
                let pixel = buffer.pixels[source + x], cell = row + x / factor
                counts[cell] += 1
                sums[cell * 4] += Int(pixel >> 24)
                sums[cell * 4 + 1] += Int((pixel >> 16) & 0xFF)
                sums[cell * 4 + 2] += Int((pixel >> 8) & 0xFF)
                sums[cell * 4 + 3] += Int(pixel & 0xFF)
            }
        }
        var planes = (0..<4).map { channel in
            GaussianBlur.Plane(width: smallWidth, height: smallHeight, values: counts.indices.map { cell in
                UInt8(min(255, (sums[cell * 4 + channel] + counts[cell] / 2) / max(counts[cell], 1)))
            })
        }
        if sigma > 0 {
            for channel in 0..<4 { GaussianBlur.blur(&planes[channel], sigma: sigma / Double(factor), extendEdges: true) }
        }
        let small = PixelBuffer(uninitializedWidth: smallWidth, height: smallHeight)
        for cell in 0..<(smallWidth * smallHeight) {
            let alpha = UInt32(planes[0].values[cell])
            small.pixels[cell] = alpha << 24 | min(UInt32(planes[1].values[cell]), alpha) << 16
                | min(UInt32(planes[2].values[cell]), alpha) << 8 | min(UInt32(planes[3].values[cell]), alpha)
        }
        applyRecipe(backdrop, to: small)
        guard factor > 1 else {
            let result = PixelBuffer(uninitializedWidth: shown.maxX - shown.minX, height: shown.maxY - shown.minY)
            for y in 0..<result.height {
                for x in 0..<result.width {
                    result.pixels[y * result.width + x] = small.pixels[(shown.minY - area.minY + y) * smallWidth + shown.minX - area.minX + x]
                }
            }
            return result
        }
        return upsampled(small, factor: factor, from: area, over: shown)
    }

    /// The small image read back at full resolution over `shown`, bilinear, in 8-bit fixed point.
    private static func upsampled(_ small: PixelBuffer, factor: Int, from area: PixelRect, over shown: PixelRect) -> PixelBuffer {
        let result = PixelBuffer(uninitializedWidth: shown.maxX - shown.minX, height: shown.maxY - shown.minY)
        let lastX = small.width - 1, lastY = small.height - 1
        // A sample's place in the small image in 1/256ths: ((x + ½) / factor − ½) · 256.
        @inline(__always) func place(_ offset: Int) -> (Int, Int) {
            let fixed = max(0, ((2 * offset + 1) * 128) / factor - 128)
            return (fixed >> 8, fixed & 0xFF)
        }
        let columns = (shown.minX..<shown.maxX).map { place($0 - area.minX) }
        for y in shown.minY..<shown.maxY {
            let (row, fy) = place(y - area.minY)
            let top = min(row, lastY) * small.width, bottom = min(row + 1, lastY) * small.width
            let out = (y - shown.minY) * result.width
            for (index, (column, fx)) in columns.enumerated() {
                let left = min(column, lastX), right = min(column + 1, lastX)
                let upper = ImageShader.lerp(small.pixels[top + left], small.pixels[top + right], UInt32(fx))
                let lower = ImageShader.lerp(small.pixels[bottom + left], small.pixels[bottom + right], UInt32(fx))
                result.pixels[out + index] = ImageShader.lerp(upper, lower, UInt32(fy))
            }
        }
        return result
    }

    /// After the blur: saturation (the W3C Filter Effects `saturate` matrix), the luminance
    /// plate and brightness, on straight colours, per pixel.
    static func applyRecipe(_ backdrop: Backdrop, to buffer: PixelBuffer) {
        let s = backdrop.saturation.isFinite ? max(0, backdrop.saturation) : 1
        let m = [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
                 0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
                 0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s]
        let amount = backdrop.luminanceAmount.isFinite ? min(max(backdrop.luminanceAmount, 0), 1) : 0
        let brightness = backdrop.brightness.isFinite ? backdrop.brightness : 0
        // The plate's grey for each 8-bit luminance, so the curve is read once per level.
        let greys = (0...255).map { backdrop.plateGrey(Double($0) / 255) }
        for index in 0..<buffer.pixels.count {
            let pixel = buffer.pixels[index]
            let alpha = pixel >> 24
            guard alpha > 0 else { continue }
            let a = Double(alpha) / 255
            let r = Double((pixel >> 16) & 0xFF) / 255 / a, g = Double((pixel >> 8) & 0xFF) / 255 / a, b = Double(pixel & 0xFF) / 255 / a
            var red = m[0] * r + m[1] * g + m[2] * b, green = m[3] * r + m[4] * g + m[5] * b, blue = m[6] * r + m[7] * g + m[8] * b
            red = min(max(red, 0), 1); green = min(max(green, 0), 1); blue = min(max(blue, 0), 1)
            if amount > 0 {
                // Rec. 709 luminance of the saturated pixel.
                let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
                let grey = greys[Int((luminance * 255).rounded())] * amount
                red = red * (1 - amount) + grey; green = green * (1 - amount) + grey; blue = blue * (1 - amount) + grey
            }
            func channel(_ value: Double) -> UInt32 { UInt32((min(max(value + brightness, 0), 1) * a * 255).rounded()) }
            buffer.pixels[index] = alpha << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
        }
    }
}
