import Foundation
#if canImport(Glibc)
import Glibc
#endif
import EaselDevice
import EaselViewer

/// One run of a project's preview host in a live preview: the process that draws into the
/// supervisor's window (`LiveLink` is its side). Its output is passed on, but for the answers
/// it gives the supervisor; the end of its standard error is kept to say why it stopped.
final class PreviewWorker {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var pendingOutput = Data()
    private var pendingErrors = Data()
    /// The last lines the preview wrote to standard error.
    private(set) var errorTail: [String] = []
    /// What the runtime said when it stopped the preview, and the frames of the user's code
    /// in its backtrace (kept apart: a backtrace runs to hundreds of lines).
    private(set) var fatalMessage: String?
    private(set) var userFrames: [String] = []
    let started = Date()
    /// When the first frame was on screen, and the preview it showed.
    private(set) var ready: (date: Date, name: String)?
    private(set) var lastAnswer = Date()

    enum Answer: Equatable {
        case ready(String)
        case saved
        /// The window shows the live literals sent.
        case literals
        case pong
        case restart
        case quit
    }

    init(executable: URL, arguments: [String], window: UInt, session: URL?, environment extra: [String: String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in extra { environment[key] = value }
        environment["EASEL_LIVE_WINDOW"] = String(window)
        environment["EASEL_LIVE_SESSION"] = session?.path
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        for handle in [output.fileHandleForReading, errors.fileHandleForReading] {
            let descriptor = handle.fileDescriptor
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
    }

    var outputDescriptor: Int32 { output.fileHandleForReading.fileDescriptor }
    var errorDescriptor: Int32 { errors.fileHandleForReading.fileDescriptor }
    var isRunning: Bool { process.isRunning }

    func send(_ line: String) {
        guard process.isRunning else { return }
        // A preview that died between the check and the write must not end the supervisor.
        signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Reads what the preview wrote: passes its own output on, and returns its answers.
    func readAnswers() -> [Answer] {
        var answers: [Answer] = []
        for line in Self.lines(from: outputDescriptor, pending: &pendingOutput) {
            guard line.hasPrefix(LiveLink.marker) else {
                print(line)
                continue
            }
            lastAnswer = Date()
            let words = line.dropFirst(LiveLink.marker.count).split(separator: " ", maxSplits: 2).map(String.init)
            switch words.first {
            case "ready":
                let name = words.count > 2 ? words[2] : ""
                ready = (Date(), name)
                answers.append(.ready(name))
            case "saved": answers.append(.saved)
            case "literals": answers.append(.literals)
            case "pong": answers.append(.pong)
            case "restart": answers.append(.restart)
            case "quit": answers.append(.quit)
            default: break
            }
        }
        for line in Self.lines(from: errorDescriptor, pending: &pendingErrors) {
            FileHandle.standardError.write(Data((line + "\n").utf8))
            errorTail.append(line)
            if errorTail.count > 80 { errorTail.removeFirst(errorTail.count - 80) }
            if fatalMessage == nil, Self.fatalMarkers.contains(where: { line.contains($0) }) { fatalMessage = line }
            if userFrames.count < 3, line.contains("/Targets/"), line.contains(".swift:"), line.contains(" in ") {
                userFrames.append(line)
            }
        }
        return answers
    }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Why the preview stopped, in a few lines for the window: the runtime's message and the
    /// frames of the user's code it names.
    func stopReason() -> String {
        _ = readAnswers()
        let status = process.terminationReason == .uncaughtSignal ? "signal \(process.terminationStatus)" : "status \(process.terminationStatus)"
        let message = fatalMessage
        let frames = userFrames.map { frame -> String in
            // "2 [ra] 0x… CounterView.body.getter + 449 in EaselPreviewHost at /…/CounterView.swift:7:44"
            let function = frame.range(of: " 0x").flatMap { start -> String? in
                let rest = frame[start.upperBound...].drop { $0 != " " }.dropFirst()
                return rest.components(separatedBy: " + ").first
            } ?? ""
            let place = (frame.components(separatedBy: " at ").last ?? "").split(separator: "/").last.map(String.init) ?? ""
            return "\(function) (\(place))"
        }
        var lines = ["The preview stopped (\(status)): " + (message.map(Self.shortened) ?? "see the terminal for its output")]
        lines += frames.map { "  at " + Self.shortened($0) }
        lines.append("Save a change, or press Ctrl+Shift+R, to start it again.")
        return lines.joined(separator: "\n")
    }

    static let fatalMarkers = ["Fatal error", "fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil"]

    /// A line with its long paths cut to their file names.
    static func shortened(_ line: String) -> String {
        line.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.contains("/") && word.contains(".swift") ? Substring(word.split(separator: "/").last ?? word) : word
        }.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    private static func lines(from descriptor: Int32, pending: inout Data) -> [String] {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            pending.append(contentsOf: buffer[0..<count])
        }
        var lines: [String] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
            pending.removeSubrange(pending.startIndex...newline)
        }
        return lines
    }
}
