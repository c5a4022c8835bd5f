import Foundation

/// What the benchmarks share: reading a numeric option, timing a piece of work, the median and
/// 99th percentile of a run, and the process's resident memory.

/// The positive integer after `name` in `arguments`, else `fallback`.
func benchOption(_ arguments: [String], _ name: String, _ fallback: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let value = Int(arguments[index + 1]) else { return fallback }
    return max(1, value)
}

/// Milliseconds `work` took on the continuous clock.
func benchMilliseconds(_ work: () -> Void) -> Double {
    let duration = ContinuousClock().measure(work)
    return Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// The median and the 99th percentile of `values` (0 for none).
func benchPercentiles(_ values: [Double]) -> (p50: Double, p99: Double) {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return (0, 0) }
    return (sorted[sorted.count / 2], sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))])
}

/// Resident memory from /proc/self/statm, in megabytes.
func residentMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}
