import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One preview that stops the program (a `fatalError`, a force-unwrapped `nil` in its body or
/// in a provider's `previews`) must not take the others with it. `easel list` and
/// `easel snapshot --all` in a project run the preview host watched (`IsolatedHost` in the
/// tool): the host marks on standard error what it is about to make, and when it dies, the
/// tool names the preview that stopped it, with the runtime's message, and runs the host again
/// without it. Not for apps' use.
public enum _PreviewIsolation {
    private static let environment = ProcessInfo.processInfo.environment
    /// Whether the host is watched (it marks what it makes).
    public static let isWatched = environment["EASEL_MARK_PREVIEWS"] == "1"
    /// The previews (and providers, by type name) to leave out: those that stopped a run before.
    public static let skipped = Set((environment["EASEL_SKIP_PREVIEWS"] ?? "").split(separator: "\n").map(String.init))

    /// The marker before the name, on a line of its own.
    public static let marker = "\u{1}easel-"

    public static func isSkipped(_ name: String) -> Bool { skipped.contains(name) }

    /// Whether code that may stop the program is tried in a child process first (`probe`):
    /// set by the preview host, off elsewhere (tests, Easel's own tools).
    nonisolated(unsafe) public static var probes = false

    /// Runs `body` in a child process first: nil when it finished there (or when probing is
    /// off), else why it stopped (the runtime's message, or the signal). The child's output is
    /// kept apart; a child that does not finish in 10 s is ended and counts as stopped.
    public static func probe(_ body: () -> Void) -> String? {
        guard probes else { return nil }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("easel-probe-\(getpid())-\(UUID().uuidString).txt")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        fflush(stdout)
        let child = fork()
        if child == 0 {
            let descriptor = open(log.path, O_WRONLY)
            if descriptor >= 0 { dup2(descriptor, STDERR_FILENO); dup2(descriptor, STDOUT_FILENO) }
            body()
            _exit(0)
        }
        guard child > 0 else { return nil }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(10)
        while waitpid(child, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(child, SIGKILL)
                waitpid(child, &status, 0)
                return "it did not finish in 10 s"
            }
            usleep(2000)
        }
        let exited = status & 0x7f == 0
        if exited && (status >> 8) & 0xff == 0 { return nil }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let markers = ["Fatal error", "fatal error", "Precondition failed", "Assertion failed"]
        if let line = output.split(separator: "\n").first(where: { line in markers.contains { line.contains($0) } }) {
            return String(line).trimmingCharacters(in: .whitespaces)
        }
        return exited ? "exit status \((status >> 8) & 0xff)" : "signal \(status & 0x7f)"
    }

    /// Says what the host is about to do (`making`, `rendering`) or did (`rendered`).
    public static func mark(_ stage: String, _ name: String) {
        guard isWatched else { return }
        FileHandle.standardError.write(Data("\(marker)\(stage) \(name)\n".utf8))
    }
}
