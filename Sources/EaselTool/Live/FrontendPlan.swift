import Foundation

/// The compiler's own jobs for one module, so a body edit runs them without the driver.
///
/// The driver (`swiftc` with the command SwiftPM recorded) plans an incremental build before it
/// compiles anything: on `Examples/Recipes`, 0.1 s of planning and a `-c` job that takes 0.45 s
/// in all, against 0.16 s for the same file's frontend job run directly. The driver prints its
/// plan without running it (`-###`); with `-disable-batch-mode` each file has a job of its own
/// (`swift-frontend -frontend -c … -primary-file FILE … -o FILE.o`, writing the object and
/// dependency files SwiftPM's build expects), beside the module's `-emit-module` job and the
/// `-modulewrap` job that wraps its interface for the debugger. The plan is read once per
/// recorded command (a new SwiftPM build that changes the command makes a new plan).
struct FrontendPlan {
    /// The job that writes the module's interface (`.swiftmodule`).
    let emitModule: [String]
    /// Each file's compile job, by the file's path.
    let compiles: [String: [String]]
    /// The job that wraps the interface into an object, if the build has one.
    let wrap: [String]?

    nonisolated(unsafe) private static var cache: [[String]: FrontendPlan] = [:]
    private static let lock = NSLock()

    /// The plan of the module compiled by `driverArguments` (the recorded `swiftc` command,
    /// program first); nil when the driver cannot say or a job passes its arguments in a
    /// response file (whose temporary file is gone by the time the job would run).
    static func plan(driverArguments: [String]) -> FrontendPlan? {
        lock.lock()
        let known = cache[driverArguments]
        lock.unlock()
        if let known { return known }
        guard let program = driverArguments.first else { return nil }
        let printed = Subprocess.run(program, Array(driverArguments.dropFirst()) + ["-###", "-disable-batch-mode"])
        guard printed.status == 0, let plan = FrontendPlan(printed: printed.output) else { return nil }
        lock.lock()
        cache[driverArguments] = plan
        lock.unlock()
        return plan
    }

    init?(printed: String) {
        var emitModule: [String]?
        var compiles: [String: [String]] = [:]
        var wrap: [String]?
        for line in printed.split(separator: "\n") {
            guard let job = FrontendPlan.words(of: String(line)), let program = job.first, program.hasSuffix("swift-frontend") else { continue }
            if job.contains(where: { $0.hasPrefix("@") }) { return nil }
            switch job.dropFirst().first {
            case "-frontend" where job.dropFirst(2).first == "-emit-module":
                emitModule = job
            case "-frontend" where job.dropFirst(2).first == "-c":
                let primaries = job.indices.filter { job[$0] == "-primary-file" && $0 + 1 < job.count }.map { job[$0 + 1] }
                guard primaries.count == 1 else { return nil }
                compiles[primaries[0]] = job
            case "-modulewrap":
                wrap = job
            default:
                continue
            }
        }
        guard let emitModule, !compiles.isEmpty else { return nil }
        self.emitModule = emitModule
        self.compiles = compiles
        self.wrap = wrap
    }

    /// A command line split into its words as a POSIX shell splits it (the driver quotes with
    /// single quotes, `'\''` for a quote); nil for an unfinished quote.
    static func words(of line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case (nil, "\\"), ("\"", "\\"):
                escaped = true
                inWord = true
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case (nil, " "), (nil, "\t"):
                if inWord { words.append(current) }
                current = ""
                inWord = false
            default:
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(current) }
        return words
    }
}
