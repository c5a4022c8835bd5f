import Foundation

/// Shrinks a failing case to a small one that fails the same way (greedy delta debugging,
/// Zeller and Hildebrandt, "Simplifying and Isolating Failure-Inducing Input", 2002): try
/// each simpler variant — fewer actions, a node replaced by one of its children, a child
/// dropped, an argument made plain, a plain host — and keep the first that still fails, until
/// none does or the budget is spent. Each try runs in a fresh process.
struct FuzzShrinker {
    let runner: FuzzCampaign
    var maximumTries = 400
    var maximumSeconds = 300.0

    func shrink(_ fuzzCase: FuzzCase, failingAs outcome: FuzzOutcome) -> FuzzCase {
        var best = fuzzCase
        var tries = 0
        let started = Date()
        // A hang is confirmed sooner than the campaign's limit, but not so soon that a slow
        // shrunk case passes for one.
        let timeLimit: Double
        if case .hung = outcome { timeLimit = Swift.min(runner.timeLimit, 3) } else { timeLimit = runner.timeLimit }
        var improved = true
        while improved {
            improved = false
            for candidate in FuzzShrinker.candidates(of: best) {
                guard tries < maximumTries, Date().timeIntervalSince(started) < maximumSeconds else { return best }
                tries += 1
                if runner.outcome(of: candidate, timeLimit: timeLimit).isSameFailure(as: outcome) {
                    best = candidate
                    improved = true
                    break
                }
            }
        }
        return best
    }

    /// Simpler variants of a case, the biggest simplifications first.
    static func candidates(of fuzzCase: FuzzCase) -> [FuzzCase] {
        var result: [FuzzCase] = []
        if !fuzzCase.actions.isEmpty {
            var none = fuzzCase
            none.actions = []
            result.append(none)
            for index in fuzzCase.actions.indices {
                var fewer = fuzzCase
                fewer.actions.remove(at: index)
                result.append(fewer)
            }
        }
        for tree in simplerTrees(fuzzCase.tree) {
            var variant = fuzzCase
            variant.tree = tree
            result.append(variant)
        }
        let plainHost: [(WritableKeyPath<FuzzCase, Double>, Double)] = [(\.width, 100), (\.height, 100), (\.scale, 1), (\.keyboardHeight, 0)]
        for (path, plain) in plainHost where fuzzCase[keyPath: path] != plain {
            var variant = fuzzCase
            variant[keyPath: path] = plain
            result.append(variant)
        }
        if fuzzCase.insets != [0, 0, 0, 0] {
            var variant = fuzzCase
            variant.insets = [0, 0, 0, 0]
            result.append(variant)
        }
        if fuzzCase.isDark {
            var variant = fuzzCase
            variant.isDark = false
            result.append(variant)
        }
        return result
    }

    /// Simpler trees: the root replaced by each child, then the same inside each child; a
    /// container's children dropped one at a time; arguments made plain.
    static func simplerTrees(_ node: FuzzNode) -> [FuzzNode] {
        var result: [FuzzNode] = node.children
        if FuzzCatalog.byName[node.kind].map({ if case .container = $0.role { return true } else { return false } }) == true {
            for index in node.children.indices {
                var fewer = node
                fewer.children.remove(at: index)
                result.append(fewer)
            }
        }
        for index in node.children.indices {
            for simpler in simplerTrees(node.children[index]) {
                var variant = node
                variant.children[index] = simpler
                result.append(variant)
            }
        }
        for index in node.arguments.indices {
            for plain in plainValues(for: node.arguments[index]) where plain != node.arguments[index] {
                var variant = node
                variant.arguments[index] = plain
                result.append(variant)
            }
        }
        return result
    }

    private static func plainValues(for value: FuzzValue) -> [FuzzValue] {
        switch value {
        case .number: return [.number(0), .number(10)]
        case .none: return []
        case .integer: return [.integer(1)]
        case .text(let text): return text.count > 1 ? [.text("A")] : []
        case .flag: return [.flag(false)]
        case .option: return [.option(0)]
        }
    }
}
