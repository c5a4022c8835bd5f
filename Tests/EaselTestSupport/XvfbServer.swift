import Foundation
import XCTest

/// A private Xvfb server for the window tests, so they run the same on a laptop, over SSH and
/// in CI with no display, and never put windows or synthetic keys on a person's desktop.
///
/// Xvfb picks a free display number itself (`-displayfd` checks `/tmp/.X11-unix` and the lock
/// files atomically) and writes it once it accepts connections, so two test runs never
/// collide. When Xvfb is not installed the tests use `$DISPLAY` if set, and skip otherwise.
public final class XvfbServer {
    /// The display name to connect to, like ":7".
    public let displayName: String
    private let process: Process?

    /// Starts a 1600×1200 24-bit server with `extraArguments` (`["-extension", "MIT-SHM"]`
    /// leaves that extension out), or adopts `$DISPLAY` when Xvfb is missing and no extra
    /// arguments were asked for.
    /// - Throws: `XCTSkip` naming what to install when neither is available.
    public init(extraArguments: [String] = []) throws {
        guard let xvfb = XvfbServer.executable("Xvfb") else {
            if extraArguments.isEmpty, let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty {
                displayName = display
                process = nil
                return
            }
            throw XCTSkip("Xvfb is not installed and $DISPLAY is not set: install the `xvfb` package to run the X11 window tests.")
        }
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: xvfb)
        // -noreset: by default the server resets when its last client leaves, and refuses
        // connections meanwhile, so the next test's window would fail to open.
        process.arguments = ["-displayfd", "1", "-screen", "0", "1600x1200x24", "-nolisten", "tcp", "-noreset"]
            + extraArguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The number arrives followed by a newline; end of file means Xvfb gave up.
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw XCTSkip("Xvfb did not start (it printed \"\(text)\"); the X11 window tests need it.")
        }
        self.displayName = ":\(number)"
        self.process = process
    }

    /// Stops the server (if this object started it) and waits until it has exited.
    public func stop() {
        guard let process, process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    deinit { stop() }

    /// Runs an X client tool (`xdotool`, `xprop`) against this display and returns its output.
    /// - Throws: `XCTSkip` when the tool is not installed, so the rest of the suite still runs.
    @discardableResult
    public func run(_ tool: String, _ arguments: [String]) throws -> String {
        let (status, output) = try execute(tool, arguments)
        XCTAssertEqual(status, 0, "\(tool) \(arguments.joined(separator: " ")) failed")
        return output
    }

    /// Like `run`, for polling: a failure (`xdotool search` before the window exists, a key sent
    /// to a window that closes on it) is an answer, not a test failure; nil then.
    public func query(_ tool: String, _ arguments: [String]) throws -> String? {
        let (status, output) = try execute(tool, arguments)
        return status == 0 ? output : nil
    }

    private func execute(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
        guard let path = XvfbServer.executable(tool) else {
            throw XCTSkip("\(tool) is not installed; this test needs it to act on the window.")
        }
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = displayName
        environment["LC_ALL"] = "C.UTF-8"  // so xprop prints "—" rather than octal escapes
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice  // xdotool complains about the missing window manager
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    public static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
