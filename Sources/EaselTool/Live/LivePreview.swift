import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Easel
import EaselX11
import EaselDevice
import EaselViewer

/// `easel preview` in a project: one window that follows every save.
///
/// This process (the supervisor) opens the window and never runs the user's code. The preview
/// runs in a worker process (the project's preview host) that draws into the window and takes
/// its input (`LiveLink`). On a save the project is built again (only what changed is
/// compiled); when it builds, the worker saves its session — the preview shown, the device and
/// its settings, and the views' `Codable` state (`PreviewSession`) — and ends, and the new
/// build's worker starts from that session in the same window. A build error leaves the last
/// good preview running under a banner that names the error; a crash or a hang of the user's
/// code ends only the worker: the window keeps its last frame under a banner that says why,
/// and the next good save (or Ctrl+Shift+R) starts it again.
///
/// A save that changes only literals in view code (a string, a number, a boolean in `body`)
/// needs neither: the running preview is sent the new values and runs its bodies again
/// (`LiteralScan`, `_LiveLiterals`).
///
/// A body edit of files the build already has is compiled directly — their module, with the
/// command SwiftPM recorded, and the link — and the worker restarted (`DirectRebuild`).
///
/// Each reload prints one line for scripts: `Reloaded NAME in N ms (literal|body|restart)`, or
/// `Build failed: File.swift:LINE: message`.
final class LivePreview {
    private let builder: PreviewBuilder
    private var window: PreviewWindow?
    private var worker: PreviewWorker?
    private var watcher: FileWatcher?
    /// When the first unhandled change was seen, and the last one (saves come in bursts).
    private var pendingChange: (first: Date, last: Date)?
    /// The last change of the burst whose literals were tried (once per burst).
    private var literalsTried: Date?
    /// The files the pending changes touched.
    private var changedFiles: [URL] = []
    /// When the literal update being waited for started (its change), for the printed time.
    private var literalsStarted: Date?
    /// When the reload being waited for started (its change), for the printed time.
    private var reloadStarted: Date?
    /// What the window shows over the preview, if anything.
    private var banner = ""
    private var lastPing = Date()

    /// How long a burst of saves is let settle, and how long the preview may not answer.
    static let settleTime = 0.06
    static let literalSettleTime = 0.01
    static let unresponsiveTime = 8.0

    init(builder: PreviewBuilder) {
        self.builder = builder
    }

    private var sessionURL: URL { builder.folder.appendingPathComponent("live-session.json") }

    /// Runs until the window is closed or Ctrl+Q; nil when no window could be opened (the
    /// caller then runs the preview as before, which says why).
    func run() -> Int32? {
        StandardOutputLines.flushEachLine()
        do {
            window = try PreviewWindow(title: "Easel — starting the preview…", width: 393, height: 852, minimumSize: (120, 120), takesInput: false)
        } catch {
            return nil
        }
        watcher = FileWatcher(roots: builder.watchedFolders)
        if watcher == nil { ProjectPreviews.fail("warning: the project's files cannot be followed (inotify is not available): the window shows the code as it is now.") }
        try? FileManager.default.removeItem(at: sessionURL)
        LivePreview.endWorkerOnSignals()
        startWorker(restoring: false)
        builder.recordLiveSourcesIfNeeded()
        defer { worker?.stop(); window?.close() }
        while true {
            waitForSomething()
            if let status = handleWindowEvents() { return status }
            if let status = handleWorker() { return status }
            if let changes = watcher?.changes().filter(builder.isInput), !changes.isEmpty {
                let now = Date()
                pendingChange = (pendingChange?.first ?? now, now)
                for change in changes where !changedFiles.contains(change) { changedFiles.append(change) }
            }
            if let pending = pendingChange {
                // Literals are tried as soon as the writing has paused (a half-written file
                // is not literals-only, and waits for the burst to settle); a build waits for it.
                let quiet = Date().timeIntervalSince(pending.last)
                if quiet >= LivePreview.literalSettleTime, literalsTried != pending.last,
                   { literalsTried = pending.last; return updateLiterals(after: changedFiles, changedAt: pending.first) }() {
                    pendingChange = nil
                    changedFiles = []
                } else if quiet >= LivePreview.settleTime {
                    let files = changedFiles
                    pendingChange = nil
                    changedFiles = []
                    reload(changedAt: pending.first, files: files)
                }
            }
        }
    }

    // MARK: The loop

    private func waitForSomething() {
        var descriptors: [pollfd] = []
        for descriptor in [window?.connectionDescriptor, watcher?.descriptor, worker?.outputDescriptor, worker?.errorDescriptor] {
            if let descriptor { descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
        }
        let timeout: Int32 = pendingChange != nil ? Int32(LivePreview.literalSettleTime * 1000) : 200
        _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
    }

    private func handleWindowEvents() -> Int32? {
        guard let window else { return 0 }
        let events: [WindowEvent]
        do {
            events = try window.nextEvents(timeout: 0)
        } catch {
            ProjectPreviews.fail("\(error)")
            return 1
        }
        for event in events {
            switch event {
            case .closeRequested, .destroyed:
                worker?.send("quit")
                return 0
            case .exposed where !(worker?.isRunning ?? false):
                drawOwnBanner()
            case .key(let press) where !(worker?.isRunning ?? false) && press.modifiers.contains(.control):
                // The preview is gone: the supervisor answers its keys.
                if case .character(let character) = press.key {
                    if character.lowercased() == "q" { return 0 }
                    if character.lowercased() == "r" && press.modifiers.contains(.shift) { startWorker(restoring: false) }
                }
            default:
                break
            }
        }
        return nil
    }

    private func handleWorker() -> Int32? {
        guard let worker else { return nil }
        for answer in worker.readAnswers() {
            switch answer {
            case .ready(let name):
                if let started = reloadStarted {
                    print("Reloaded \(name) in \(Int((Date().timeIntervalSince(started) * 1000).rounded())) ms (\(reloadKind))")
                    reloadStarted = nil
                }
                if !banner.isEmpty { worker.send("banner " + LivePreview.json(banner)) }
            case .restart:
                worker.stop()
                banner = ""
                startWorker(restoring: false)
                return nil
            case .quit:
                worker.process.waitUntilExit()
                return 0
            case .literals:
                if let started = literalsStarted {
                    print("Reloaded \(worker.ready?.name ?? "the preview") in \(Int((Date().timeIntervalSince(started) * 1000).rounded())) ms (literal)")
                    literalsStarted = nil
                }
            case .saved, .pong:
                break
            }
        }
        if !worker.isRunning {
            self.worker = nil
            banner = worker.stopReason()
            print("Preview stopped: " + (banner.split(separator: "\n").first.map(String.init) ?? ""))
            drawOwnBanner()
            return nil
        }
        // A preview stuck in its code (a body that never returns) answers nothing.
        if Date().timeIntervalSince(lastPing) > 2 {
            worker.send("ping")
            lastPing = Date()
        }
        if Date().timeIntervalSince(worker.lastAnswer) > LivePreview.unresponsiveTime && Date().timeIntervalSince(worker.started) > LivePreview.unresponsiveTime {
            worker.stop()
            self.worker = nil
            banner = "The preview did not finish in \(Int(LivePreview.unresponsiveTime)) s (a body or an action that never returns?). "
                + "Save a change, or press Ctrl+Shift+R, to start it again."
            print("Preview stopped: it did not answer in \(Int(LivePreview.unresponsiveTime)) s")
            drawOwnBanner()
        }
        return nil
    }

    // MARK: Reloading

    /// A save that changed only literals of view code: the running preview takes the new
    /// values (no build, no restart, every state kept). False when the change needs a build.
    private func updateLiterals(after files: [URL], changedAt change: Date) -> Bool {
        guard let worker, worker.isRunning, worker.ready != nil, banner.isEmpty || banner.hasPrefix("Build failed"),
              let values = builder.live?.literalValues(afterChangesTo: files),
              let json = try? JSONEncoder().encode(values) else { return false }
        banner = ""
        literalsStarted = change
        worker.send("literals " + String(decoding: json, as: UTF8.self))
        return true
    }

    /// A body edit compiled directly is a `body` reload; anything the full build built, a `restart`.
    private var reloadKind = "restart"

    private func reload(changedAt change: Date, files: [URL] = []) {
        ReloadTrace.start = change
        ReloadTrace.mark("settled", since: change)
        let direct = worker?.isRunning == true ? builder.rebuildDirectly(after: files) : nil
        reloadKind = direct == nil ? "restart" : "body"
        switch direct ?? builder.build() {
        case .failed(let message, let firstError):
            if let message { ProjectPreviews.fail(message) }
            let error = firstError ?? message ?? "the build failed"
            print("Build failed: " + LivePreview.shortError(error))
            banner = "Build failed: " + PreviewWorker.shortened(error)
            if let worker, worker.isRunning {
                worker.send("banner " + LivePreview.json(banner))
            } else {
                drawOwnBanner()
            }
        case .ready:
            ReloadTrace.mark("built", since: change)
            if reloadKind == "restart" { builder.prepareDirectRebuilds() }
            banner = ""
            reloadStarted = change
            var restoring = false
            if let worker, worker.isRunning, worker.ready != nil {
                try? FileManager.default.removeItem(at: sessionURL)
                worker.send("save \(sessionURL.path)")
                let deadline = Date().addingTimeInterval(3)
                while worker.isRunning && Date() < deadline {
                    _ = worker.readAnswers()
                    usleep(5000)
                }
                worker.stop()
                restoring = FileManager.default.fileExists(atPath: sessionURL.path)
            } else {
                worker?.stop()
            }
            ReloadTrace.mark("saved", since: change)
            startWorker(restoring: restoring)
            ReloadTrace.mark("started", since: change)
        }
    }

    private func startWorker(restoring: Bool) {
        guard let window else { return }
        var environment: [String: String] = [:]
        if let assets = builder.runtime?.assets { environment["EASEL_ASSETS"] = assets.path }
        do {
            worker = try PreviewWorker(executable: builder.bundleExecutable, arguments: builder.options.arguments,
                                       window: window.windowID, session: restoring ? sessionURL : nil, environment: environment)
            LivePreview.workerProcess = worker?.process.processIdentifier ?? 0
            lastPing = Date()
        } catch {
            worker = nil
            banner = "The preview could not be started: \(error)"
            drawOwnBanner()
        }
    }

    /// The running preview's process, for the signal handler.
    nonisolated(unsafe) static var workerProcess: pid_t = 0

    /// Ended by a signal (Ctrl+C in the terminal, `kill`), the supervisor ends its preview too.
    private static func endWorkerOnSignals() {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            Glibc.signal(signal) { received in
                if LivePreview.workerProcess > 0 { kill(LivePreview.workerProcess, SIGKILL) }
                _exit(128 + received)
            }
        }
    }

    /// The banner drawn by the supervisor itself, over the last frame, when no preview runs.
    private func drawOwnBanner() {
        guard let window, !banner.isEmpty else { return }
        let strip = LiveBanner.render(banner, width: CGFloat(window.size.width), scale: 1)
        window.presentPatch(UnsafeBufferPointer(strip.pixels), width: strip.width, height: strip.height, x: 0, y: 0)
    }

    /// `File.swift:12:5: error: message` as `File.swift:12: message`.
    static func shortError(_ error: String) -> String {
        let short = PreviewWorker.shortened(error)
        guard let range = short.range(of: ": error: ") else { return short }
        var place = String(short[..<range.lowerBound])
        let parts = place.split(separator: ":")
        if parts.count >= 3 { place = parts.dropLast().joined(separator: ":") }
        return place + ": " + short[range.upperBound...]
    }

    static func json(_ text: String) -> String {
        (try? String(decoding: JSONEncoder().encode(text), as: UTF8.self)) ?? "\"\""
    }
}

/// With `EASEL_RELOAD_TRACE=1`, each step of a reload on standard error, in milliseconds since
/// the save: what `make bench`'s body-edit figure is made of.
enum ReloadTrace {
    static let isOn = ProcessInfo.processInfo.environment["EASEL_RELOAD_TRACE"] == "1"
    nonisolated(unsafe) static var start = Date()
    static func mark(_ step: String, since start: Date) {
        guard isOn else { return }
        FileHandle.standardError.write(Data("reload: \(step) at \(Int((Date().timeIntervalSince(start) * 1000).rounded())) ms (\(Int(Date().timeIntervalSince1970 * 1000)))\n".utf8))
    }
}

/// Standard output a line at a time, so scripts reading "Reloaded …" through a pipe see it.
enum StandardOutputLines {
    static func flushEachLine() { setvbuf(stdout, nil, _IOLBF, 0) }
}
