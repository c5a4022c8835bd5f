import Foundation
import Easel
import EaselDevice
import EaselRaster

/// The preview window's side of a live preview (`easel preview` on a project): the supervisor
/// process keeps the window and watches the project's files; on each good build it asks the
/// running preview to save its session and end, and starts the new build's preview in the same
/// window with that session. This process never outlives its code: a crash or a hang ends it,
/// not the window.
///
/// The supervisor says what to do in lines on standard input:
/// - `save PATH` — write the session (`LiveSession`) to PATH, answer `saved`, and end;
/// - `banner TEXT` — show TEXT (a JSON string) over the preview, `banner ""` to clear it;
/// - `ping` — answer `pong` (the supervisor's check that the preview is not stuck in a body);
/// - `quit` — end.
/// Answers are lines on standard output that start with `LiveLink.marker`: `ready MS NAME`
/// (the first frame of preview NAME is on screen, at MS milliseconds since 1970), `saved`,
/// `pong`, `restart` (Ctrl+Shift+R: start afresh, without the session), `quit` (Ctrl+Q).
public final class LiveLink {
    /// What starts an answer line; other output is the preview's own.
    public static let marker = "\u{1}easel-live "
    /// The window the supervisor opened (`EASEL_LIVE_WINDOW`).
    public let windowID: UInt
    /// The session to start from (`EASEL_LIVE_SESSION`), if the last build's preview saved one.
    public let session: LiveSession?
    private var pending = Data()

    /// The link of a preview started by a supervisor; nil for a preview started by hand.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> LiveLink? {
        guard let window = environment["EASEL_LIVE_WINDOW"].flatMap({ UInt($0) }) else { return nil }
        if environment["EASEL_RELOAD_TRACE"] == "1" {
            FileHandle.standardError.write(Data("reload: preview process running (\(Int(Date().timeIntervalSince1970 * 1000)))\n".utf8))
        }
        let session = environment["EASEL_LIVE_SESSION"].flatMap { path -> LiveSession? in
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return nil }
            return try? JSONDecoder().decode(LiveSession.self, from: data)
        }
        return LiveLink(windowID: window, session: session)
    }

    init(windowID: UInt, session: LiveSession?) {
        self.windowID = windowID
        self.session = session
        // Views get stable identities, so their state can be carried to the next build.
        PreviewSession.tracksState = true
        if let values = session?.values { PreviewSession.restore(values) }
        let flags = fcntl(STDIN_FILENO, F_GETFL)
        _ = fcntl(STDIN_FILENO, F_SETFL, flags | O_NONBLOCK)
    }

    /// Standard input, to wake the window's event loop when the supervisor writes.
    var controlDescriptor: Int32 { STDIN_FILENO }

    enum Command: Equatable {
        case save(String)
        case banner(String)
        /// New values of the views' live literals (`_LiveLiterals`), by key.
        case literals([String: String])
        case ping
        case quit
    }

    /// The commands that have arrived (none when nothing has).
    func commands() -> [Command] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count > 0 { pending.append(contentsOf: buffer[0..<count]); continue }
            // The supervisor went away: nobody keeps the window; end.
            if count == 0 && pending.isEmpty { return [.quit] }
            break
        }
        var commands: [Command] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            if line.hasPrefix("save ") {
                commands.append(.save(String(line.dropFirst(5))))
            } else if line.hasPrefix("banner ") {
                let json = Data(line.dropFirst(7).utf8)
                commands.append(.banner((try? JSONDecoder().decode(String.self, from: json)) ?? ""))
            } else if line.hasPrefix("literals ") {
                let json = Data(line.dropFirst(9).utf8)
                commands.append(.literals((try? JSONDecoder().decode([String: String].self, from: json)) ?? [:]))
            } else if line == "quit" {
                commands.append(.quit)
            } else if line == "ping" {
                commands.append(.ping)
            }
        }
        return commands
    }

    /// Tells the supervisor something (`ready`, `saved`, `literals`, `restart`, `quit`).
    func answer(_ message: String) {
        print(LiveLink.marker + message)
        fflush(stdout)
    }
}

/// What a live preview carries to the next build's: where the user was and what they set.
public struct LiveSession: Codable, Equatable {
    /// The preview shown, and the file it is written in (an edit may rename or remove it).
    public var previewName: String
    public var previewFile: String?
    public var deviceID: String?
    public var landscape: Bool
    public var dark: Bool
    public var keyboardShown: Bool
    public var dynamicType: String?
    public var locale: String?
    public var windowScale: Double
    /// The screen size when the window was resized to a size of its own ("Freeform").
    public var freeformSize: [Double]?
    public var showsGuides = false
    public var showsFrames = false
    public var slowAnimations = false
    /// The views' state (`PreviewSession.capture`).
    public var values: [String: Data] = [:]
}

/// A message over the preview in the live window: why the code on screen is not the code on
/// disk (a build error, a crash, a hang), until the next good build.
public enum LiveBanner {
    /// A strip of `width` × its height pixels at `scale`, white on red, with `text` wrapped.
    public static func render(_ text: String, width: CGFloat, scale: CGFloat) -> PixelBuffer {
        let banner = Text(text)
            .font(.system(size: 13, design: .monospaced))
            .foregroundColor(.white)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(10)
            .background(Color(red: 0.78, green: 0.11, blue: 0.11))
        let host = PreviewHost(banner, size: CGSize(width: width, height: 1000))
        let height = min(host.sizeThatFits(CGSize(width: width, height: 1000)).height, 400)
        host.size = CGSize(width: width, height: height)
        return host.render(scale: scale)
    }
}
