import Easel
import Foundation
import OpenCombine

/// `easel-bench animation [--views N] [--seconds S]`: the data-flow issue's animation benchmark
/// — N views (300 by default) moved at once by one `withAnimation`, drawn frame after frame on
/// an iPhone 16 at 3× for S seconds (2 by default). Prints `frame_p50_ms` / `frame_p99_ms`:
/// the time to lay out (nothing changes) and draw each in-between frame. The goal is a p99
/// under 8.3 ms (120 Hz); there is no peer.
func runAnimationBench(arguments: [String]) {
    let views = benchOption(arguments, "--views", 300), seconds = Double(benchOption(arguments, "--seconds", 2))
    final class Toggle { var move: (() -> Void)? }
    struct Dots: View {
        let count: Int
        let toggle: Toggle
        @State private var isMoved = false
        var body: some View {
            toggle.move = { withAnimation(.easeInOut(duration: 10)) { isMoved.toggle() } }
            return LazyVGrid(columns: Array(repeating: GridItem(.fixed(16)), count: 15), spacing: 4) {
                ForEach(0..<count, id: \.self) { index in
                    Circle().fill(index.isMultiple(of: 3) ? Color.orange : Color.blue)
                        .frame(width: 12, height: 12)
                        .offset(x: isMoved ? 120 : 0, y: isMoved ? CGFloat(index % 7) * 10 : 0)
                }
            }
        }
    }
    let toggle = Toggle()
    let host = PreviewHost(Dots(count: views, toggle: toggle), device: .defaultDevice)
    _ = host.render(scale: 3)
    host.animationTime = 0
    toggle.move?()
    _ = host.render(scale: 3)
    var times: [Double] = []
    var time = 0.0
    // A frame every 1/120 s of animation time, drawn as fast as the machine allows.
    while time < seconds {
        time += 1.0 / 120
        host.animationTime = time
        times.append(benchMilliseconds { _ = host.render(scale: 3) })
    }
    let (p50, p99) = benchPercentiles(times)
    print("{\"views\": \(views), \"frames\": \(times.count), \"animating\": \(host.isAnimating), "
          + "\"frame_p50_ms\": \(String(format: "%.2f", p50)), \"frame_p99_ms\": \(String(format: "%.2f", p99))}")
}

/// `easel-bench observable [--rows N] [--changes N]`: one `@Published` property read by one row
/// of an N-row list (1,000 by default) changes; prints the state-change-to-pixels time (p50,
/// p99 over `changes` changes) and how many row bodies each change ran (the goal: one).
func runObservableBench(arguments: [String]) {
    let rows = benchOption(arguments, "--rows", 1_000), changes = benchOption(arguments, "--changes", 200)
    final class Score: ObservableObject {
        @Published var value = 0
    }
    final class Counter { var rowBodies = 0 }
    struct Row: View {
        let index: Int
        let counter: Counter
        var body: some View {
            counter.rowBodies += 1
            return Text("Row \(index)")
        }
    }
    struct ScoreRow: View {
        @ObservedObject var score: Score
        let counter: Counter
        var body: some View {
            counter.rowBodies += 1
            return Text("Score \(score.value)")
        }
    }
    struct Screen: View {
        let rows: Int
        let score: Score
        let counter: Counter
        var body: some View {
            List {
                ScoreRow(score: score, counter: counter)
                ForEach(1..<rows, id: \.self) { Row(index: $0, counter: counter) }
            }
        }
    }
    let score = Score(), counter = Counter()
    let host = PreviewHost(Screen(rows: rows, score: score, counter: counter), device: .defaultDevice)
    _ = host.render(scale: 3)
    var times: [Double] = []
    var bodies: [Int] = []
    for _ in 0..<changes {
        let before = counter.rowBodies
        times.append(benchMilliseconds {
            score.value += 1
            _ = host.render(scale: 3)
        })
        bodies.append(counter.rowBodies - before)
    }
    let (p50, p99) = benchPercentiles(times)
    print("{\"rows\": \(rows), \"change_p50_ms\": \(String(format: "%.2f", p50)), \"change_p99_ms\": \(String(format: "%.2f", p99)), "
          + "\"row_bodies_per_change\": \(bodies.max() ?? 0)}")
}
