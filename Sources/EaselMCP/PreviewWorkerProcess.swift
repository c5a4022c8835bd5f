import Foundation
import EaselTool
#if canImport(Glibc)
import Glibc
#endif

/// The preview host run as `easel serve`, asked one request at a time. A request that does not
/// answer in time ends the worker ("did not finish in N s"); a worker that stops (a
/// `fatalError` in a view) answers with the runtime's message. Either way the next request
/// starts a new one, so the server never goes down with a preview.
final class PreviewWorkerProcess: @unchecked Sendable {
    struct Answer {
        var fields: [String: Any]
        /// What the previews said on standard error while answering (Easel's notes about
        /// what it does not do, the views' own prints).
        var messages: [String]
    }

    enum Failure: Error, CustomStringConvertible {
        case stopped(String)
        case timedOut(TimeInterval)
        case notStarted(String)

        var description: String {
            switch self {
            case .stopped(let why): return "The preview stopped the program: \(why). The next call starts it again."
            case .timedOut(let seconds): return "The preview did not finish in \(Int(seconds)) s; it was stopped. The next call starts it again."
            case .notStarted(let why): return "The preview host could not be started: \(why)."
            }
        }
    }

    private let executable: URL
    private let arguments: [String]
    private var process: Process?
    private var input: FileHandle?
    private let lock = NSCondition()
    private var answers: [String] = []
    private var messages: [String] = []
    private var outputClosed = false

    init(executable: URL, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    var isRunning: Bool { process?.isRunning == true }

    func stop() {
        if let process, process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        process = nil
    }

    private func start() throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        lock.lock()
        answers = []
        messages = []
        outputClosed = false
        lock.unlock()
        do {
            try process.run()
        } catch {
            throw Failure.notStarted("\(error)")
        }
        self.process = process
        input = stdin.fileHandleForWriting
        read(stdout.fileHandleForReading, isOutput: true)
        read(stderr.fileHandleForReading, isOutput: false)
    }

    /// Reads lines on a thread of their own: answers (after the marker) and everything else.
    private func read(_ handle: FileHandle, isOutput: Bool) {
        let marker = "\u{1}easel-serve "
        let thread = Thread { [weak self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                guard let self else { return }
                if chunk.isEmpty {
                    self.lock.lock()
                    if isOutput { self.outputClosed = true }
                    self.lock.broadcast()
                    self.lock.unlock()
                    return
                }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    self.lock.lock()
                    if isOutput, line.hasPrefix(marker) {
                        self.answers.append(String(line.dropFirst(marker.count)))
                    } else if !line.isEmpty {
                        self.messages.append(line)
                        // The worker's own output goes where the server logs: standard error.
                        FileHandle.standardError.write(Data((line + "\n").utf8))
                    }
                    self.lock.broadcast()
                    self.lock.unlock()
                }
            }
        }
        thread.start()
    }

    /// Sends `request` and waits for its answer, at most `timeout` seconds.
    func request(_ request: [String: Any], timeout: TimeInterval) throws -> Answer {
        if !isRunning { try start() }
        guard let input else { throw Failure.notStarted("no input") }
        let data = try JSONSerialization.data(withJSONObject: request)
        lock.lock()
        let firstMessage = messages.count
        lock.unlock()
        signal(SIGPIPE, SIG_IGN)
        do {
            try input.write(contentsOf: data + Data("\n".utf8))
        } catch {
            stop()
            throw Failure.stopped("it was not running")
        }
        let deadline = Date(timeIntervalSinceNow: timeout)
        lock.lock()
        while answers.isEmpty && !outputClosed {
            if !lock.wait(until: deadline) { break }
        }
        let line = answers.isEmpty ? nil : answers.removeFirst()
        let said = Array(messages.dropFirst(firstMessage))
        let closed = outputClosed
        lock.unlock()
        guard let line else {
            if closed {
                process?.waitUntilExit()
                let why = Self.reason(in: said) ?? process.map { "signal \($0.terminationStatus)" } ?? "it stopped"
                process = nil
                throw Failure.stopped(why)
            }
            stop()
            throw Failure.timedOut(timeout)
        }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
            throw Failure.stopped("it answered something that is not JSON")
        }
        return Answer(fields: object, messages: said)
    }

    /// The runtime's sentence about why a program stopped, if it said one.
    static func reason(in lines: [String]) -> String? {
        lines.first { line in PreviewService.fatalMarkers.contains { line.contains($0) } }?.trimmingCharacters(in: .whitespaces)
    }
}
