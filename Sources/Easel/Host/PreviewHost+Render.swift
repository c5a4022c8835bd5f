import Foundation
import EaselRaster

extension PreviewHost {
    /// What the view draws, as recorded commands in device pixels (points × `scale`), laid out
    /// for the host's current state. The system background is not included.
    public func drawList(scale: CGFloat, offset: CGPoint = .zero) -> DrawList {
        layoutIfNeeded()
        var context = RenderContext(scale: scale, colorScheme: colorScheme, offset: offset)
        context.interaction = interaction.appearance
        graph.animator.withPresentation {
            context.ghosts = graph.animator.ghosts
            let layers = graph.rootNode.presentationLayers()
            if let first = layers.first, first.layout.pushesPresenterBack {
                PresentedBackdrop(bounds: CGRect(origin: .zero, size: size), safeAreaTop: safeAreaInsets.top, colorScheme: colorScheme)
                    .draw(in: &context) { $0.draw(graph.rootNode) }
            } else {
                context.draw(graph.rootNode)
            }
            // Sheets and alerts: over everything, in host coordinates.
            for layer in layers { context.draw(layer) }
        }
        return context.list
    }

    /// Whether a sheet at its large detent has the screen step back over black, where the
    /// status bar's time and icons are white.
    public var showsScreenSteppedBack: Bool {
        layoutIfNeeded()
        return graph.rootNode.presentationLayers().first?.layout.pushesPresenterBack == true
    }

    /// The view drawn over the system background (white, or black in dark mode) at `scale`
    /// pixels per point. The host draws the view only; the viewer adds the keyboard and system UI.
    public func render(scale: CGFloat = 1) -> PixelBuffer {
        let scale = PreviewHost.validatedScale(scale)
        let pixels = PreviewHost.pixelSize(of: PreviewHost.validated(size), scale: scale)
        let buffer = PixelBuffer(uninitializedWidth: pixels.width, height: pixels.height)
        Rasterizer.render(drawList(scale: scale), into: buffer, clearingTo: Color.systemBackground.resolve(in: colorScheme).raster)
        return buffer
    }

    /// Draws the view over what `buffer` already holds, its top-leading corner at `offset`
    /// points from the buffer's, at `scale` pixels per point. No background is drawn.
    public func draw(into buffer: PixelBuffer, scale: CGFloat, offset: CGPoint = .zero) {
        Rasterizer.render(drawList(scale: PreviewHost.validatedScale(scale), offset: offset), into: buffer)
    }

    /// Renders and writes a PNG atomically (a temporary file, then a rename), recording how it
    /// was made in `tEXt` chunks. Throws an error that names the path when it cannot be written.
    public func writePNG(to url: URL, scale: CGFloat = 1, name: String = "Preview") throws {
        let buffer = render(scale: scale)
        try buffer.writePNG(to: url, text: pngMetadata(name: name, scale: scale))
    }

    /// The pixels a size in points takes at `scale`, each side rounded to the nearest pixel,
    /// for `PixelBuffer.sizeProblem(width:height:)` to check. Sides are capped at a billion
    /// pixels (and NaN is 0), so the conversion cannot trap and the product cannot overflow.
    public static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        func pixels(_ points: CGFloat) -> Int {
            let value = (points * scale).rounded()
            guard !value.isNaN else { return 0 }
            return Int(Swift.min(Swift.max(value, 0), 1_000_000_000))
        }
        return (pixels(size.width), pixels(size.height))
    }

    func pngMetadata(name: String, scale: CGFloat) -> [(key: String, value: String)] {
        let insets = safeAreaInsets
        return [
            ("Software", "Easel \(EaselVersion.current)"),
            ("Title", name),
            ("Easel.Size", "\(PreviewHost.number(size.width))x\(PreviewHost.number(size.height)) pt"),
            ("Easel.Scale", PreviewHost.number(scale)),
            ("Easel.SafeAreaInsets", "top \(PreviewHost.number(insets.top)), leading \(PreviewHost.number(insets.leading)), bottom \(PreviewHost.number(insets.bottom)), trailing \(PreviewHost.number(insets.trailing))"),
            ("Easel.KeyboardHeight", PreviewHost.number(keyboardHeight)),
            ("Easel.ColorScheme", colorScheme == .dark ? "dark" : "light"),
        ]
    }

    static func validatedScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0, scale <= 8 else {
            Diagnostics.warnOnce("invalid-scale-\(scale)", "Invalid scale \(scale): use a finite number from 0 to 8; using 1.")
            return 1
        }
        return scale
    }
}

/// Easel's version, recorded in screenshots.
public enum EaselVersion {
    public static let current = "0.2.0"
}
