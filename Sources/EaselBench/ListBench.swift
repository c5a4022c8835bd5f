import Easel
import EaselRaster
import Foundation

/// `easel-bench list [--rows N] [--steps N]`: the app-structure benchmark of the issue — a
/// `List` of N rows (text and a symbol each, 10,000 by default) in a `NavigationStack` on an
/// iPhone 16 at 3× (1179 × 2556 pixels). Prints, as JSON:
/// - `first_frame_ms`: building the views, laying them out and drawing the first frame;
/// - `scroll_p50_ms` / `scroll_p99_ms`: one 40-point scroll step, laid out and drawn, over
///   `steps` steps (300 by default);
/// - `rss_mb_before` / `rss_mb_after` / `rss_mb_at_bottom`: resident memory after the first
///   frame, after the steps, and after scrolling on to the bottom a screen at a time.
/// There is no peer: the goal is a p99 under 8.3 ms (120 Hz) and memory that does not grow with
/// scrolling.
func runListBench(arguments: [String]) {
    let rows = benchOption(arguments, "--rows", 10_000), steps = benchOption(arguments, "--steps", 300)
    struct Screen: View {
        let rows: Int
        var body: some View {
            NavigationStack {
                List(0..<rows, id: \.self) { index in
                    Label("Row \(index)", systemImage: index.isMultiple(of: 2) ? "star" : "heart")
                }
                .navigationTitle("Rows")
            }
        }
    }
    let device = Device.defaultDevice
    var host: PreviewHost!
    let first = benchMilliseconds {
        host = PreviewHost(Screen(rows: rows), device: device)
        _ = host.render(scale: 3)
    }
    let before = residentMegabytes()
    var times: [Double] = []
    let point = CGPoint(x: 200, y: 500)
    for _ in 0..<steps {
        times.append(benchMilliseconds {
            host.scroll(by: CGSize(width: 0, height: 40), at: point)
            _ = host.render(scale: 3)
        })
    }
    let (p50, p99) = benchPercentiles(times)
    let after = residentMegabytes()
    // On to the bottom, a screen at a time, drawing each.
    while host.scroll(by: CGSize(width: 0, height: 700), at: point) { _ = host.render(scale: 3) }
    let bottom = residentMegabytes()
    print("{\"rows\": \(rows), \"first_frame_ms\": \(String(format: "%.1f", first)), \"scroll_p50_ms\": \(String(format: "%.2f", p50)), "
          + "\"scroll_p99_ms\": \(String(format: "%.2f", p99)), \"rss_mb_before\": \(String(format: "%.1f", before)), "
          + "\"rss_mb_after\": \(String(format: "%.1f", after)), \"rss_mb_at_bottom\": \(String(format: "%.1f", bottom))}")
}
