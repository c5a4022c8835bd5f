import Foundation

/// Runs a program and collects what it prints.
enum Subprocess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var output: String { [stdout, stderr].filter { !$0.isEmpty }.joined(separator: "\n") }
    }

    /// Runs `program` (a path, or a name looked up in PATH) and waits; status 127 when it cannot start.
    static func run(_ program: String, _ arguments: [String], in directory: URL? = nil) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        if let directory { process.currentDirectoryURL = directory }
        // Standard error into a file, standard output through a pipe read to its end: neither
        // can fill up and block the child.
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("easel-\(getpid())-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errURL) }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle(forWritingAtPath: errURL.path)
        do {
            try process.run()
        } catch {
            return Result(status: 127, stdout: "", stderr: "\(program) could not be started: \(error)")
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errData = (try? Data(contentsOf: errURL)) ?? Data()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs `program` with its output going to this process's standard error (a build's
    /// progress), and returns its exit status.
    /// Each line has every `replacing` path prefix swapped for its replacement (a compiler
    /// message about a copied file names the user's own file), and goes through `BuildOutput`:
    /// each message once, nothing of the preview host's own making.
    /// The compiler's messages of the last `runShowingProgress` (for `easel mcp`'s build_diagnostics).
    nonisolated(unsafe) static var lastDiagnostics: [String] = []

    static func runShowingProgress(_ program: String, _ arguments: [String], replacing paths: [(String, String)] = []) -> Int32 {
        runShowingProgress(program, arguments, replacing: paths).status
    }

    /// `runShowingProgress`, with the build's first error about the user's code.
    /// A `restoring` function gives each line back its original text (the live literals' calls
    /// as the literals they were), and the answer says whether a message (not a quoted line)
    /// named one of those calls.
    static func runShowingProgress(_ program: String, _ arguments: [String], replacing paths: [(String, String)] = [],
                                   restoring: ((String) -> String)? = nil)
        -> (status: Int32, firstError: String?, namedLiveLiterals: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("easel: \(program) could not be started: \(error)\n".utf8))
            return (127, nil, false)
        }
        var namedLiveLiterals = false
        var pending = Data()
        let reader = pipe.fileHandleForReading
        var output = BuildOutput(isTerminal: isatty(STDERR_FILENO) != 0)
        func emit(_ line: Data) {
            var text = String(decoding: line, as: UTF8.self)
            if let restoring {
                if text.contains("_easelLiteral"), text.contains(": error: ") || text.contains(": note: ") { namedLiveLiterals = true }
                text = restoring(text)
            }
            for (from, to) in paths { text = text.replacingOccurrences(of: from, with: to) }
            if let shown = output.filter(text) { FileHandle.standardError.write(Data(shown.utf8)) }
        }
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                emit(pending[pending.startIndex...newline])
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty { emit(pending) }
        if let last = output.finish() { FileHandle.standardError.write(Data(last.utf8)) }
        process.waitUntilExit()
        lastDiagnostics = output.diagnostics
        return (process.terminationStatus, output.firstError, namedLiveLiterals)
    }
}
