import Easel
import Foundation

/// `easel-bench layout [--cold N] [--warm N]`: Easel's side of the layout benchmark in
/// `shared/bench/layout_peers.py`, which times Yoga and Taffy on the same two trees. Prints, per
/// tree, the median milliseconds of a cold layout, of a relayout after a width change and of a
/// relayout with nothing changed, the root's size and Easel's node count, as JSON.
///
/// What is timed, as the peers time it (tree construction is excluded on both sides):
/// - cold: the first `layoutIfNeeded()` of a freshly built `PreviewHost` (N = 25 hosts);
/// - resize: `host.size.width` alternating 1279 ↔ 1280, then `layoutIfNeeded()` (N = 200);
/// - no-change: `layoutIfNeeded()` again right after a resize (N = 200). `PreviewHost` returns
///   at once when nothing changed, so this is Easel's cache-hit path, as Yoga's and Taffy's
///   no-change numbers are theirs (a clean root returns its cached layout).
///
/// How the flexbox trees map onto SwiftUI views:
/// - A column is `VStack(spacing: 0)`, a row `HStack(spacing: 0)`; flexbox's default
///   `align-items: stretch` leaves children of fixed cross size at the start, so the stacks
///   align `.leading` / `.top`.
/// - A node `size 10×10, flex_grow 1` is fixed at 10 across its parent's axis and at least 10
///   along it, growing into free space from a flex basis of 10: `.frame(minWidth: 10,
///   idealWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: 10)` in a row, the
///   transpose in a column. The ideal is the basis: with no proposal (an unbounded column) the
///   node is 10 long whatever its content, as in flexbox, where a definite size is not grown
///   by content. Yoga's `flex_shrink` is 0, so an overfull container overflows, as an Easel
///   stack does. The root box then matches Yoga's (1280 × 100).
/// - Leaves are `Color` views inside their frame; every frame and padding is a node of its
///   own in Easel, so Easel's node count is about twice the peers' for the same tree.
/// - The root is laid out at width 1280 with no height limit (Yoga's `NaN`, Taffy's `auto`
///   height): `.fixedSize(horizontal: false, vertical: true)` proposes `nil` (ideal) height, as
///   a `ScrollView` would. The nested tree's root fills the width like Yoga's root does
///   (`.frame(maxWidth: .infinity)`); the settings list's rows fill it through their flexible
///   labels column.
/// - Margins become padding: the settings icon's right margin 12 is `.padding(.trailing, 12)`.
func runLayoutBench(arguments: [String]) {
    var coldRuns = 25
    var warmRuns = 200
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--cold" where index + 1 < arguments.count:
            coldRuns = max(1, Int(arguments[index + 1]) ?? coldRuns)
            index += 1
        case "--warm" where index + 1 < arguments.count:
            warmRuns = max(1, Int(arguments[index + 1]) ?? warmRuns)
            index += 1
        default:
            FileHandle.standardError.write(Data("easel-bench layout: ignoring unknown option \(arguments[index])\n".utf8))
        }
        index += 1
    }
    let result: [String: Any] = [
        "huge_nested": LayoutBenchTree.measure(HugeNestedTree(), coldRuns: coldRuns, warmRuns: warmRuns),
        "settings": LayoutBenchTree.measure(SettingsListTree(), coldRuns: coldRuns, warmRuns: warmRuns),
    ]
    let json = try? JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: json ?? Data(), as: UTF8.self))
}

/// Times one tree the way `layout_peers.py` times Yoga and Taffy.
enum LayoutBenchTree {
    static let hostSize = CGSize(width: 1280, height: 800)
    static let rootIdentifier = "layout-bench-root"

    static func measure<V: View>(_ view: V, coldRuns: Int, warmRuns: Int) -> [String: Any] {
        var cold: [Double] = []
        for _ in 0..<coldRuns {
            let host = PreviewHost(view, size: hostSize)
            cold.append(milliseconds { host.layoutIfNeeded() })
        }
        let host = PreviewHost(view, size: hostSize)
        host.layoutIfNeeded()
        var resize: [Double] = [], noChange: [Double] = []
        for run in 0..<warmRuns {
            let width: CGFloat = run % 2 == 0 ? 1279 : 1280
            resize.append(milliseconds {
                host.size = CGSize(width: width, height: hostSize.height)
                host.layoutIfNeeded()
            })
            noChange.append(milliseconds { host.layoutIfNeeded() })
        }
        host.size = hostSize
        let root = host.frame(of: rootIdentifier) ?? .zero
        // One dump line per node of the graph.
        let nodes = host.layoutDump().split(separator: "\n").count
        return ["nodes": nodes, "cold_ms": median(cold), "resize_ms": median(resize),
                "nochange_ms": median(noChange), "root": [Double(root.width), Double(root.height)]]
    }

    private static func milliseconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        let value = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        return (value * 1e6).rounded() / 1e6
    }
}

extension View {
    /// A flexbox node `size 10×10, flex_grow 1` in a parent stacking along `axis`.
    fileprivate func flexCell(growingAlong axis: Axis) -> some View {
        frame(minWidth: 10, idealWidth: 10, maxWidth: axis == .horizontal ? .infinity : 10,
              minHeight: 10, idealHeight: 10, maxHeight: axis == .vertical ? .infinity : 10)
    }
}

/// Yoga's YGBenchmark "Huge nested layout": columns of rows of columns of rows, ten children
/// each, every node 10×10 growing along its parent's axis (1 + 10 + 100 + 1,000 + 10,000 nodes).
struct HugeNestedTree: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<10) { _ in
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<10) { _ in
                        HStack(alignment: .top, spacing: 0) {
                            ForEach(0..<10) { _ in
                                VStack(alignment: .leading, spacing: 0) {
                                    ForEach(0..<10) { _ in
                                        Color.gray.flexCell(growingAlong: .vertical)
                                    }
                                }
                                .flexCell(growingAlong: .horizontal)
                            }
                        }
                        .flexCell(growingAlong: .vertical)
                    }
                }
                .flexCell(growingAlong: .vertical)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .fixedSize(horizontal: false, vertical: true)
        .accessibilityIdentifier(LayoutBenchTree.rootIdentifier)
    }
}

/// A settings list: 200 rows of icon, title and subtitle, value and chevron, padded 16.
struct SettingsListTree: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<200) { _ in SettingsRow() }
        }
        .padding(16)
        .fixedSize(horizontal: false, vertical: true)
        .accessibilityIdentifier(LayoutBenchTree.rootIdentifier)
    }
}

/// One settings row; the labels column takes the width the fixed-size parts leave.
struct SettingsRow: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.blue.frame(width: 28, height: 28).padding(.trailing, 12)
            VStack(alignment: .leading, spacing: 0) {
                Color.primary.frame(width: 160, height: 20)
                Color.secondary.frame(width: 220, height: 16)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Color.gray.frame(width: 60, height: 20)
            Color.gray.frame(width: 12, height: 20)
        }
        .padding(8)
    }
}
