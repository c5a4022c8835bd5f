import Foundation
import Easel

/// `easel snapshot --all` in a project, run so that one preview whose body stops the program (a
/// `fatalError`, a force-unwrapped `nil`) leaves out that preview only: the preview host marks
/// what it is about to draw (`_PreviewIsolation`); when it dies, the preview it was drawing is
/// named with the runtime's message, and the host runs again without it and without those it
/// already wrote. (A provider's `previews` are tried in a child process as they are listed, in
/// every command.) Xcode's canvas shows such a preview's error in its place and the others as
/// usual.
enum IsolatedHost {
    /// How many previews may stop the program before the run gives up.
    static let limit = 50

    /// How long one preview may take before it counts as hung and the host is stopped.
    static let previewTimeout: TimeInterval = {
        let value = ProcessInfo.processInfo.environment["EASEL_PREVIEW_TIMEOUT"].flatMap(Double.init) ?? 60
        return value > 0 ? value : 60
    }()

    /// `easel test` watched: the host appends each result to a file; a preview that stops it
    /// or hangs is a failure with its message, and the host runs again for the rest. The
    /// summary and report are written here, over every run's results.
    static func runTests(_ executable: URL, arguments: [String]) -> Int32 {
        let resultsFile = FileManager.default.temporaryDirectory.appendingPathComponent("easel-test-\(getpid())-\(UUID().uuidString).jsonl")
        FileManager.default.createFile(atPath: resultsFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: resultsFile) }
        var leftOut: [String] = []
        var done: [String] = []
        var crashed: [SnapshotTestResult] = []
        var status: Int32 = 0
        for _ in 0...limit {
            let run = runOnce(executable, arguments: arguments, skipping: leftOut + done,
                              environment: [SnapshotTestReport.resultsVariable: resultsFile.path])
            done += run.rendered
            guard let signal = run.signal else {
                status = run.status
                break
            }
            guard let culprit = run.making else {
                FileHandle.standardError.write(Data("easel: the preview host stopped (signal \(signal)).\n".utf8))
                return 128 + signal
            }
            let message = run.message.map { $0.trimmingCharacters(in: .whitespaces) } ?? "signal \(signal)"
            let result = SnapshotTestResult(preview: culprit, variant: culprit, status: .crashed,
                                            message: "The preview stopped the program: \(message)")
            print("✗ \(culprit): \(result.message!)")
            crashed.append(result)
            leftOut.append(culprit)
        }
        // A usage mistake (status 2) is the host's own message; nothing was tested.
        if status == 2 { return status }
        let results = SnapshotTestReport.read(fromFile: resultsFile.path) + crashed
        let finished = SnapshotTestReport.finish(results, reportPath: SnapshotTestPaths.value(of: "--report", in: arguments))
        return status != 0 ? status : finished
    }

    static func run(_ executable: URL, arguments: [String]) -> Int32 {
        let writesAll = arguments.first { !$0.hasPrefix("-") } == "snapshot" && arguments.contains("--all")
        var leftOut: [String] = []
        var written: [String] = []
        var failures: [(name: String, message: String)] = []
        for _ in 0...limit {
            let run = runOnce(executable, arguments: arguments, skipping: leftOut + written)
            written += run.rendered
            guard let signal = run.signal else {
                report(failures)
                return writesAll && !failures.isEmpty && run.status == 0 ? 1 : run.status
            }
            // The preview being drawn stopped the host: for `--all`, the others are drawn.
            guard let culprit = run.making, writesAll else {
                report(failures)
                FileHandle.standardError.write(Data("easel: the preview host stopped (signal \(signal)).\n".utf8))
                return 128 + signal
            }
            failures.append((culprit, run.message ?? "signal \(signal)"))
            leftOut.append(culprit)
        }
        report(failures)
        return 1
    }

    private struct Run {
        var status: Int32 = 0
        var signal: Int32?
        /// What the host was making when it stopped (a preview or a provider's type).
        var making: String?
        var rendered: [String] = []
        var message: String?
    }

    private static func runOnce(_ executable: URL, arguments: [String], skipping: [String], environment extra: [String: String] = [:]) -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["EASEL_MARK_PREVIEWS"] = "1"
        environment["EASEL_SKIP_PREVIEWS"] = skipping.joined(separator: "\n")
        environment.merge(extra) { $1 }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        var run = Run()
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("easel: The preview host \(executable.path) could not be started: \(error).\n".utf8))
            run.status = 1
            return run
        }
        var pending = Data()
        let watchdog = Watchdog(process: process, timeout: previewTimeout)
        func handle(_ line: String) {
            if line.hasPrefix(_PreviewIsolation.marker) {
                let words = line.dropFirst(_PreviewIsolation.marker.count).split(separator: " ", maxSplits: 1).map(String.init)
                guard words.count == 2 else { return }
                if words[0] == "rendered" {
                    run.rendered.append(words[1])
                    run.making = nil
                    watchdog.started(nil)
                } else {
                    run.making = words[1]
                    run.message = nil
                    watchdog.started(words[1])
                }
                return
            }
            if run.message == nil, PreviewWorker.fatalMarkers.contains(where: { line.contains($0) }) { run.message = line }
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        let reader = errors.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                handle(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty { handle(String(decoding: pending, as: UTF8.self)) }
        process.waitUntilExit()
        watchdog.stop()
        if watchdog.fired {
            run.signal = SIGKILL
            run.message = "it did not finish in \(Int(previewTimeout)) s"
        } else if process.terminationReason == .uncaughtSignal {
            run.signal = process.terminationStatus
        } else {
            run.status = process.terminationStatus
        }
        return run
    }

    private static func report(_ failures: [(name: String, message: String)]) {
        for failure in failures {
            let what = failure.name.hasSuffix("_Previews") || failure.name.contains(".")
                ? "The previews of \(failure.name)" : "The preview \"\(failure.name)\""
            let message = failure.message.trimmingCharacters(in: .whitespaces)
            FileHandle.standardError.write(Data("easel: warning: \(what) stopped the program (\(message)); left out, the others are shown.\n".utf8))
        }
    }
}

/// Stops the preview host when one preview takes longer than `timeout` (a body that never
/// returns, an endless loop in `onAppear`): the run then goes on without that preview.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (name: String, since: Date)?
    private var stopped = false
    private var didFire = false

    /// Whether the host was stopped for taking too long.
    var fired: Bool {
        lock.lock()
        defer { lock.unlock() }
        return didFire
    }

    init(process: Process, timeout: TimeInterval) {
        let thread = Thread { [weak process] in
            while true {
                Thread.sleep(forTimeInterval: 0.2)
                self.lock.lock()
                let done = self.stopped
                let overdue = self.current.map { Date().timeIntervalSince($0.since) > timeout } ?? false
                if overdue { self.didFire = true }
                self.lock.unlock()
                if done { return }
                if overdue, let process, process.isRunning {
                    kill(process.processIdentifier, SIGKILL)
                    return
                }
            }
        }
        thread.start()
    }

    func started(_ name: String?) {
        lock.lock()
        current = name.map { ($0, Date()) }
        lock.unlock()
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }
}
