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

    private static func runOnce(_ executable: URL, arguments: [String], skipping: [String]) -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["EASEL_MARK_PREVIEWS"] = "1"
        environment["EASEL_SKIP_PREVIEWS"] = skipping.joined(separator: "\n")
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
        func handle(_ line: String) {
            if line.hasPrefix(_PreviewIsolation.marker) {
                let words = line.dropFirst(_PreviewIsolation.marker.count).split(separator: " ", maxSplits: 1).map(String.init)
                guard words.count == 2 else { return }
                if words[0] == "rendered" {
                    run.rendered.append(words[1])
                    run.making = nil
                } else {
                    run.making = words[1]
                    run.message = nil
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
        if process.terminationReason == .uncaughtSignal {
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
