import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a run of cases in a child process ended.
public enum FuzzOutcome: Equatable, Sendable, CustomStringConvertible {
    case passed
    /// The process died: by a signal (a Swift trap is SIGILL or SIGTRAP, a sanitizer report
    /// aborts) or with a failing status; `message` is the trap's or the sanitizer's first line.
    case crashed(status: String, message: String)
    /// No progress for longer than the time limit.
    case hung(seconds: Double)
    /// Resident memory passed the limit.
    case exhaustedMemory(megabytes: Int)

    public var description: String {
        switch self {
        case .passed: return "passed"
        case .crashed(let status, let message): return "crashed (\(status))" + (message.isEmpty ? "" : ": \(message)")
        case .hung(let seconds): return "hung (no result after \(Int(seconds)) s)"
        case .exhaustedMemory(let megabytes): return "used more than \(megabytes) MB of memory"
        }
    }

    /// Whether two outcomes are the same failure, for shrinking: the same kind, and for a
    /// crash the same message when there is one.
    func isSameFailure(as other: FuzzOutcome) -> Bool {
        switch (self, other) {
        case (.crashed(_, let a), .crashed(_, let b)): return a.isEmpty || b.isEmpty || a == b
        case (.hung, .hung), (.exhaustedMemory, .exhaustedMemory): return true
        default: return false
        }
    }
}

/// A child process running cases, watched for progress, time and memory.
final class FuzzChild {
    let process = Process()
    private let output = Pipe()
    private let errorFile: URL
    private var buffered = Data()

    init(executable: URL, arguments: [String], input: Data? = nil) throws {
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("easel-fuzz-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(input) }
        try? inputPipe.fileHandleForWriting.close()
    }

    deinit {
        try? FileManager.default.removeItem(at: errorFile)
    }

    enum Event {
        case line(String)
        case ended
        case quiet
    }

    /// The next line the child prints, or `.quiet` when none came within `seconds`.
    func next(within seconds: Double) -> Event {
        let deadline = Date().addingTimeInterval(seconds)
        let fd = output.fileHandleForReading.fileDescriptor
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
                buffered = Data(buffered[buffered.index(after: newline)...])
                return .line(line)
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return .quiet }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(Swift.min(remaining, 1) * 1000))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(fd, &chunk, chunk.count)
            if count <= 0 { return .ended }
            buffered.append(contentsOf: chunk[0..<count])
        }
    }

    /// Resident memory of the child in megabytes, from `/proc` (0 where there is none).
    var residentMegabytes: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        return kilobytes / 1024
    }

    func kill() {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// How the child ended, once it has.
    func crashOutcome() -> FuzzOutcome {
        process.waitUntilExit()
        let status: String
        if process.terminationReason == .uncaughtSignal {
            status = "signal \(process.terminationStatus)" + (FuzzChild.signalNames[process.terminationStatus].map { " \($0)" } ?? "")
        } else {
            status = "exit status \(process.terminationStatus)"
        }
        return .crashed(status: status, message: FuzzChild.firstFailureLine(in: errorText))
    }

    var errorText: String {
        (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    }

    private static let signalNames: [Int32: String] = [4: "SIGILL, a Swift trap", 5: "SIGTRAP, a Swift trap",
                                                      6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV"]

    /// What says why the process stopped: Swift's "Fatal error" or a sanitizer's "ERROR:"
    /// line, and where in Easel it happened (the innermost frame of Easel's own code in the
    /// backtrace), or else the last line printed.
    static func firstFailureLine(in text: String) -> String {
        let lines = text.split(separator: "\n").map(String.init)
        var reason = ""
        if let fatal = lines.first(where: { $0.contains("Fatal error") || $0.contains("ERROR: AddressSanitizer") }) {
            // Without the file and line: the same trap reached through another path is the same failure.
            if let range = fatal.range(of: "Fatal error: ") { reason = "Fatal error: " + fatal[range.upperBound...] } else { reason = fatal }
        } else if let crash = lines.first(where: { $0.hasPrefix("*** Program crashed: ") }) {
            // "*** Program crashed: Illegal instruction at 0x… ***": the kind, not the address.
            reason = String(crash.dropFirst(21).prefix { $0 != "*" }).components(separatedBy: " at 0x").first ?? ""
        }
        let frames = lines.filter { $0.contains(" at /") && $0.contains("/Sources/") && !$0.contains("/Sources/EaselFuzz") }
        if let frame = frames.first, let at = frame.range(of: "/Sources/") {
            let place = frame[at.upperBound...].split(separator: ":").prefix(2).joined(separator: ":")
            // "  2 [ra] [thunk] 0x000055d3… RGBA.init(hue:…) + 601 in easel-fuzz at /…": the function.
            var function = ""
            if let address = frame.range(of: #"0x[0-9a-f]+ "#, options: .regularExpression),
               let end = frame.range(of: #" \+ [0-9]+ in "#, options: .regularExpression) {
                function = String(frame[address.upperBound..<end.lowerBound])
            }
            reason += (reason.isEmpty ? "" : ", ") + "in \(function) at \(place)"
        }
        if !reason.isEmpty { return reason }
        return lines.last(where: { !$0.hasPrefix("Easel: ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }) ?? ""
    }
}
