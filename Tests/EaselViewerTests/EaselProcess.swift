import Foundation
import XCTest

/// The `easel` executable built beside the test bundle, run as a person would run it.
struct EaselProcess {
    /// `easel` in the build folder that holds the running test bundle.
    static var executable: URL {
        get throws {
            let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            var folder = testBinary.deletingLastPathComponent()
            // On Linux the bundle is the binary itself; elsewhere it may be a folder inside the build folder.
            for _ in 0..<3 {
                let candidate = folder.appendingPathComponent("easel")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                folder = folder.deletingLastPathComponent()
            }
            throw XCTSkip("the easel executable was not built beside the tests; build with `swift build --build-tests`")
        }
    }

    /// Runs `easel` to completion and returns its status and output.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil) throws
        -> (status: Int32, output: String, error: String) {
        let process = try start(arguments, environment: environment, directory: directory)
        // Both pipes at once: a child that fills one (a build's progress on standard error)
        // while the other is read would wait for ever.
        final class Collected: @unchecked Sendable { var data = Data() }
        let collected = Collected()
        let errorReader = Thread { collected.data = process.standardErrorPipe.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let output = process.standardOutputPipe.fileHandleForReading.readDataToEndOfFile()
        process.process.waitUntilExit()
        while !errorReader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        let error = collected.data
        return (process.process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    let process: Process
    let standardOutputPipe: Pipe
    let standardErrorPipe: Pipe

    static func start(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
                      removingDisplay: Bool = false) throws -> EaselProcess {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        if removingDisplay { env["DISPLAY"] = nil }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return EaselProcess(process: process, standardOutputPipe: output, standardErrorPipe: error)
    }

    /// Waits until `condition` holds, polling, for at most `seconds`.
    static func wait(_ seconds: Double, until condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return try condition()
    }

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
