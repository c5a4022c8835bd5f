import Foundation

/// `easel snapshot NAME --output F.png --watch` (and `--all --output-dir D --watch`): writes the
/// PNGs, then again after every save, for editors that show an image beside the code. A build
/// error leaves the last PNGs and says so; the next good save writes them again.
struct SnapshotWatch {
    let builder: PreviewBuilder

    /// Set for the preview host after a save: a PNG whose bytes did not change is not
    /// rewritten, so an editor showing it does not reload (`--all` rewrites the previews the
    /// save touched).
    static let keepUnchangedVariable = "EASEL_SNAPSHOT_KEEP_UNCHANGED"

    func run() -> Int32 {
        StandardOutputLines.flushEachLine()
        guard let watcher = FileWatcher(roots: builder.watchedFolders) else {
            ProjectPreviews.fail("--watch needs inotify, which this system does not have.")
            return 1
        }
        var changedAt = Date()
        var first = true
        while true {
            if !first {
                switch builder.build() {
                case .failed(let message, let firstError):
                    if let message { ProjectPreviews.fail(message) }
                    print("Build failed: " + LivePreview.shortError(firstError ?? message ?? "the build failed"))
                case .ready:
                    snapshot(since: changedAt, keepingUnchanged: true)
                }
            } else {
                snapshot(since: nil, keepingUnchanged: false)
                first = false
            }
            changedAt = waitForChanges(watcher)
        }
    }

    private func snapshot(since change: Date?, keepingUnchanged: Bool) {
        let process = Process()
        process.executableURL = builder.bundleExecutable
        process.arguments = builder.options.arguments
        var environment = ProcessInfo.processInfo.environment
        if let assets = builder.runtime?.assets { environment["EASEL_ASSETS"] = assets.path }
        if keepingUnchanged { environment[SnapshotWatch.keepUnchangedVariable] = "1" }
        process.environment = environment
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            ProjectPreviews.fail("the preview host could not be started: \(error)")
            return
        }
        if let change, process.terminationStatus == 0 {
            print("Reloaded snapshot in \(Int((Date().timeIntervalSince(change) * 1000).rounded())) ms (restart)")
        }
    }

    /// Blocks until files changed and the burst settled; returns when the first change came.
    private func waitForChanges(_ watcher: FileWatcher) -> Date {
        var first: Date?
        var last = Date()
        while true {
            var descriptor = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, first == nil ? -1 : Int32(LivePreview.settleTime * 1000))
            if !watcher.changes().filter(builder.isInput).isEmpty {
                first = first ?? Date()
                last = Date()
            } else if let first, Date().timeIntervalSince(last) >= LivePreview.settleTime {
                return first
            }
        }
    }
}
