import Foundation
import Easel
import EaselRaster

/// The viewer's debugging layers, drawn over the screen in the window only (never in
/// screenshots): safe-area guides (Ctrl+G), view frames and baselines (Ctrl+F), key help (F1).
package enum DebugOverlay {
    static let containerColor = RasterColor(red: 1, green: 0.2, blue: 0.6, alpha: 0.35)
    static let keyboardColor = RasterColor(red: 0.1, green: 0.6, blue: 1, alpha: 0.35)
    static let frameColor = RasterColor(red: 1, green: 0.3, blue: 0.1, alpha: 0.9)
    static let baselineColor = RasterColor(red: 0.1, green: 0.75, blue: 0.2, alpha: 0.9)

    /// Hatches the container insets and the keyboard region in two colours.
    package static func drawGuides(for screen: DeviceScreen, into buffer: PixelBuffer, scale: CGFloat) {
        let size = screen.size, insets = screen.insets
        var list = DrawList()
        let transform = AffineTransform(scaleX: Double(scale), y: Double(scale))
        func hatch(_ rect: CGRect, _ color: RasterColor) {
            guard rect.width > 0, rect.height > 0 else { return }
            var clip = RasterPath()
            clip.addRect(rect)
            list.append(.pushClip(clip, .nonZero, transform: transform))
            var stripes = RasterPath()
            var x = rect.minX - rect.height
            while x < rect.maxX {
                stripes.move(to: CGPoint(x: x, y: rect.maxY))
                stripes.addLine(to: CGPoint(x: x + rect.height, y: rect.minY))
                x += 8
            }
            list.stroke(stripes, style: RasterStrokeStyle(lineWidth: 2), with: .solid(color), transform: transform)
            list.append(.popClip)
        }
        let bottomContainer = screen.isKeyboardShown ? 0 : insets.bottom
        hatch(CGRect(x: 0, y: 0, width: size.width, height: insets.top), containerColor)
        hatch(CGRect(x: 0, y: size.height - bottomContainer, width: size.width, height: bottomContainer), containerColor)
        hatch(CGRect(x: 0, y: 0, width: insets.leading, height: size.height), containerColor)
        hatch(CGRect(x: size.width - insets.trailing, y: 0, width: insets.trailing, height: size.height), containerColor)
        if screen.isKeyboardShown {
            hatch(CGRect(x: 0, y: size.height - screen.keyboardHeight, width: size.width, height: screen.keyboardHeight), keyboardColor)
        }
        Rasterizer.render(list, into: buffer)
    }

    /// Outlines every laid-out view and draws text baselines in another colour.
    package static func drawFrames(for screen: DeviceScreen, into buffer: PixelBuffer, scale: CGFloat) {
        var list = DrawList()
        let transform = AffineTransform(scaleX: Double(scale), y: Double(scale))
        let hairline = RasterStrokeStyle(lineWidth: 1 / scale)
        for view in screen.host.laidOutViews() {
            var outline = RasterPath()
            outline.addRect(view.frame.insetBy(dx: 0.5 / scale, dy: 0.5 / scale))
            list.stroke(outline, style: hairline, with: .solid(frameColor), transform: transform)
            if let baseline = view.firstBaseline, view.kind == "Text" || view.kind == "Image" {
                var line = RasterPath()
                line.move(to: CGPoint(x: view.frame.minX, y: view.frame.minY + baseline))
                line.addLine(to: CGPoint(x: view.frame.maxX, y: view.frame.minY + baseline))
                list.stroke(line, style: hairline, with: .solid(baselineColor), transform: transform)
            }
        }
        Rasterizer.render(list, into: buffer)
    }

    static let keyHelp: [(String, String)] = [
        ("Ctrl+K", "on-screen keyboard"), ("Ctrl+S", "screenshot"), ("Ctrl+R", "rotate"),
        ("Ctrl+G", "safe-area guides"), ("Ctrl+F", "view frames"), ("Ctrl+D", "dark mode"),
        ("Ctrl+= / Ctrl+-", "larger / smaller text"), ("Ctrl+L", "next language"),
        ("Ctrl+U", "system UI"), ("Ctrl+T", "slow animations"), ("Ctrl+N / Ctrl+P", "next / previous preview"), ("Ctrl+Q", "quit"), ("F1", "this help"),
        ("Click, type", "use the preview"), ("Ctrl+wheel", "pinch (with Shift: rotate)"),
    ]

    /// A panel listing the keys, centred on the screen.
    package static func drawHelp(for screen: DeviceScreen, into buffer: PixelBuffer, scale: CGFloat) {
        let panel = VStack(alignment: .leading, spacing: 6) {
            Text("Easel preview").font(.headline)
            ForEach(keyHelp, id: \.0) { key, action in
                HStack {
                    Text(key).font(.system(size: 14, weight: .semibold)).frame(width: 120, alignment: .leading)
                    Text(action).font(.system(size: 14))
                }
            }
        }
        .foregroundColor(.white)
        .padding(16)
        .background(Color.black.opacity(0.8), in: RoundedRectangle(cornerRadius: 12))
        PreviewHost(panel, size: screen.size).draw(into: buffer, scale: scale)
    }
}
