import Easel
import EaselRaster
import Foundation

/// `easel-bench shadows`: a screen of 100 cards (4 × 25, 80 × 86 points, corner radius 12),
/// each with a 20-point shadow, on an iPhone 16 at 3× (1179 × 2556 pixels), drawn `--frames`
/// times. Prints the median and 99th percentile per frame as JSON, and the scene's rectangles
/// in device pixels for the peer (`scripts/shadow_peer.py`), which draws the same shadows with
/// Skia's Gaussian mask filter (σ = 60 pixels) in the same run.
func runShadowBench(arguments: [String]) {
    let frames = benchOption(arguments, "--frames", 10)
    struct Cards: View {
        var body: some View {
            VStack(spacing: 12) {
                ForEach(0..<25, id: \.self) { _ in
                    HStack(spacing: 12) {
                        ForEach(0..<4, id: \.self) { _ in
                            RoundedRectangle(cornerRadius: 12, style: .circular)
                                .fill(.white)
                                .frame(width: 80, height: 86)
                                .shadow(color: .black.opacity(0.3), radius: 20, x: 0, y: 8)
                        }
                    }
                }
            }
        }
    }
    // Under a 103-point bar of the `.bar` material (status bar and navigation bar's height),
    // which blurs the cards that scroll under it.
    let screen = Cards().frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .top) { Rectangle().fill(.bar).frame(height: 103) }
    let host = PreviewHost(screen, size: CGSize(width: 393, height: 852))
    _ = host.render(scale: 3)
    var times: [Double] = []
    for _ in 0..<frames { times.append(benchMilliseconds { _ = host.render(scale: 3) }) }
    let (p50, p99) = benchPercentiles(times)
    // The cards as the peer draws them: 4 across, 25 down, centred as the stack centres them.
    let width = 4 * 80 + 3 * 12, height = 25 * 86 + 24 * 12
    let left = (393 - Double(width)) / 2, top = (852 - Double(height)) / 2
    var rects: [String] = []
    for row in 0..<25 {
        for column in 0..<4 {
            let x = (left + Double(column) * 92) * 3, y = (top + Double(row) * 98) * 3
            rects.append("[\(x), \(y), \(80 * 3), \(86 * 3)]")
        }
    }
    print("""
    {"bench": "shadows", "width": 1179, "height": 2556, "cards": 100, "sigma": 60, "offsetY": 24, "radius": 36,
     "frames": \(frames), "easel_p50_ms": \(p50), "easel_p99_ms": \(p99),
     "bar": [0, 0, 1179, 309], "barSigma": 67.5, "barSaturation": 1.1,
     "rects": [\(rects.joined(separator: ", "))]}
    """)
}
