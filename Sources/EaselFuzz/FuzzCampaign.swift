import Foundation

/// A fuzzing campaign: cases `first..<first + count` of a seed, run in worker processes that
/// are watched for crashes, hangs and runaway memory. A worker that fails is replaced by a
/// new one that carries on after the failing case, which is then shrunk to a minimal
/// reproduction.
public struct FuzzCampaign {
    public var seed: UInt64
    public var first: Int
    public var count: Int
    public var generator: FuzzGenerator
    /// The `easel-fuzz` executable the workers run.
    public var executable: URL
    /// How long one case may take before it counts as a hang.
    public var timeLimit: Double
    /// Resident memory, in megabytes, past which a worker counts as runaway.
    public var memoryLimit: Int
    /// Whether to shrink failures to a minimal reproduction.
    public var shrinks: Bool
    /// Called with each line of progress.
    public var log: (String) -> Void

    public init(seed: UInt64, first: Int = 0, count: Int, generator: FuzzGenerator, executable: URL,
                timeLimit: Double = 10, memoryLimit: Int = 4096, shrinks: Bool = true, log: @escaping (String) -> Void = { _ in }) {
        self.seed = seed
        self.first = first
        self.count = count
        self.generator = generator
        self.executable = executable
        self.timeLimit = timeLimit
        self.memoryLimit = memoryLimit
        self.shrinks = shrinks
        self.log = log
    }

    public struct Failure {
        public let index: Int
        public let fuzzCase: FuzzCase
        public let outcome: FuzzOutcome
        /// The smallest case found that fails the same way.
        public let minimal: FuzzCase
    }

    public struct Report {
        public var casesRun = 0
        public var failures: [Failure] = []
        public var seconds = 0.0
        /// The slowest case and how long it took.
        public var slowest: (index: Int, seconds: Double)?
    }

    public func run() throws -> Report {
        var report = Report()
        let start = Date()
        var next = first
        let end = first + count
        while next < end {
            let child = try FuzzChild(executable: executable, arguments: workerArguments(from: next, to: end))
            var current: (index: Int, started: Date)?
            var failed: (index: Int, outcome: FuzzOutcome)?
            loop: while true {
                switch child.next(within: 0.25) {
                case .line(let line):
                    let parts = line.split(separator: " ")
                    guard parts.count == 2, let index = Int(parts[1]) else { continue }
                    if parts[0] == "start" {
                        current = (index, Date())
                    } else if parts[0] == "done", let running = current {
                        let seconds = Date().timeIntervalSince(running.started)
                        if seconds > (report.slowest?.seconds ?? -1) { report.slowest = (index, seconds) }
                        report.casesRun += 1
                        current = nil
                        next = index + 1
                        if report.casesRun % 10_000 == 0 {
                            log("… \(report.casesRun) cases, \(report.failures.count) failures, \(Int(Date().timeIntervalSince(start))) s")
                        }
                    }
                case .ended:
                    if let running = current { failed = (running.index, child.crashOutcome()) } else { child.process.waitUntilExit() }
                    if current == nil, child.process.terminationStatus != 0 {
                        // The worker died between cases: a failure of the harness, not of a case.
                        throw FuzzError.workerFailed(child.errorText)
                    }
                    break loop
                case .quiet:
                    break
                }
                if let running = current {
                    let elapsed = Date().timeIntervalSince(running.started)
                    if elapsed > timeLimit {
                        child.kill()
                        failed = (running.index, .hung(seconds: elapsed))
                        break loop
                    }
                    let memory = child.residentMegabytes
                    if memory > memoryLimit {
                        child.kill()
                        failed = (running.index, .exhaustedMemory(megabytes: memoryLimit))
                        break loop
                    }
                }
            }
            if let failed {
                report.casesRun += 1
                let fuzzCase = makeCase(failed.index)
                log("FAILED case \(failed.index) (seed \(seed)): \(failed.outcome)")
                let minimal = shrinks ? FuzzShrinker(runner: self).shrink(fuzzCase, failingAs: failed.outcome) : fuzzCase
                report.failures.append(Failure(index: failed.index, fuzzCase: fuzzCase, outcome: failed.outcome, minimal: minimal))
                next = failed.index + 1
            }
        }
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    public func makeCase(_ index: Int) -> FuzzCase {
        generator.makeCase(seed: FuzzRandom.treeSeed(campaign: seed, index: index))
    }

    private func workerArguments(from: Int, to end: Int) -> [String] {
        ["worker", "--seed", String(seed), "--from", String(from), "--count", String(end - from),
         "--profile", generator.profile.rawValue, "--nodes", String(generator.maximumNodes)]
    }

    /// Runs one case in a fresh process and says how it ended.
    func outcome(of fuzzCase: FuzzCase, timeLimit: Double) -> FuzzOutcome {
        guard let child = try? FuzzChild(executable: executable, arguments: ["case"], input: fuzzCase.json()) else {
            return .passed
        }
        let started = Date()
        while true {
            switch child.next(within: 0.25) {
            case .line:
                continue
            case .ended:
                child.process.waitUntilExit()
                if child.process.terminationReason == .exit, child.process.terminationStatus == 0 { return .passed }
                return child.crashOutcome()
            case .quiet:
                break
            }
            let elapsed = Date().timeIntervalSince(started)
            if elapsed > timeLimit {
                child.kill()
                return .hung(seconds: elapsed)
            }
            if child.residentMegabytes > memoryLimit {
                child.kill()
                return .exhaustedMemory(megabytes: memoryLimit)
            }
        }
    }
}

public enum FuzzError: Error, CustomStringConvertible {
    case workerFailed(String)

    public var description: String {
        switch self {
        case .workerFailed(let error): return "a fuzz worker stopped outside any case:\n\(error)"
        }
    }
}
