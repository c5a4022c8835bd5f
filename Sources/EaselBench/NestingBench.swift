import Easel
import EaselFuzz
import Foundation

/// `easel-bench nesting [--cold N] [--warm N] [--only PATTERN]`: how layout time grows with nesting. Every
/// `NestingPattern` (stacks of each kind around a sibling, ZStacks around text, frames,
/// padding, layered modifiers, AnyLayout, guides, priorities) at depths 10, 20 and 40: the
/// median milliseconds of a cold layout (N hosts) and of a relayout after a width change (N
/// resizes), as JSON. Linear work shows as time doubling with depth; `scripts/nesting_peers.py`
/// times Yoga on the three stack patterns with 20 × 20 leaves (`fixedLeaves`), which Easel
/// also runs here, for the ratios `make bench` prints.
func runNestingBench(arguments: [String]) {
    var coldRuns = 15
    var warmRuns = 60
    var only: String?
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--cold" where index + 1 < arguments.count: coldRuns = max(1, Int(arguments[index + 1]) ?? coldRuns); index += 1
        case "--warm" where index + 1 < arguments.count: warmRuns = max(1, Int(arguments[index + 1]) ?? warmRuns); index += 1
        case "--only" where index + 1 < arguments.count: only = arguments[index + 1]; index += 1
        default: FileHandle.standardError.write(Data("easel-bench nesting: ignoring unknown option \(arguments[index])\n".utf8))
        }
        index += 1
    }
    var result: [String: Any] = [:]
    for pattern in NestingPattern.allCases where only == nil || pattern.rawValue == only {
        var depths: [String: Any] = [:]
        for depth in [10, 20, 40] {
            depths[String(depth)] = measureNesting(pattern, depth: depth, fixedLeaves: false, coldRuns: coldRuns, warmRuns: warmRuns)
        }
        result[pattern.rawValue] = depths
    }
    var fixed: [String: Any] = [:]
    for pattern in [NestingPattern.hstackWithSibling, .vstackWithSibling, .alternatingStacks] where only == nil {
        var depths: [String: Any] = [:]
        for depth in [10, 20, 40] {
            depths[String(depth)] = measureNesting(pattern, depth: depth, fixedLeaves: true, coldRuns: coldRuns, warmRuns: warmRuns)
        }
        fixed[pattern.rawValue] = depths
    }
    result["fixed_leaves"] = fixed
    let json = try? JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: json ?? Data(), as: UTF8.self))
}

private func measureNesting(_ pattern: NestingPattern, depth: Int, fixedLeaves: Bool, coldRuns: Int, warmRuns: Int) -> [String: Double] {
    var cold: [Double] = []
    for _ in 0..<coldRuns {
        let host = PreviewHost(pattern.tree(depth: depth, fixedLeaves: fixedLeaves), size: CGSize(width: 390, height: 844))
        let start = DispatchTime.now().uptimeNanoseconds
        host.layoutIfNeeded()
        cold.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    let host = PreviewHost(pattern.tree(depth: depth, fixedLeaves: fixedLeaves), size: CGSize(width: 390, height: 844))
    host.layoutIfNeeded()
    var resize: [Double] = []
    for run in 0..<warmRuns {
        host.size = CGSize(width: run % 2 == 0 ? 389 : 390, height: 844)
        let start = DispatchTime.now().uptimeNanoseconds
        host.layoutIfNeeded()
        resize.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return ["cold_ms": median(cold), "resize_ms": median(resize)]
}
