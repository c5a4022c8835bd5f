import Foundation

/// Builds a project's preview host when something changed since the last build, and links its
/// executable into the app's bundle: once for a command (`easel list`), again on every save
/// for a live preview (`LivePreview`, `SnapshotWatch`).
final class PreviewBuilder {
    enum Outcome {
        /// Built, or nothing changed; the project when it was read.
        case ready(PreviewProject?)
        /// Did not build: a sentence for the terminal (nil when the compiler's messages are
        /// already printed), and the first error about the user's code, for a banner.
        case failed(String?, firstError: String?)
    }

    let source: ProjectPreviews.Source
    let options: ProjectPreviews.Options
    let swift: String
    let runtime: PreviewRuntime?
    /// `.build/easel-previews` (an Xcode project's own folder inside it).
    let folder: URL

    init(source: ProjectPreviews.Source, options: ProjectPreviews.Options) {
        self.source = source
        self.options = options
        swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
        runtime = PreviewRuntime.locate()
        var folder = source.root.appendingPathComponent(".build/easel-previews")
        if case .xcodeProject(let url) = source {
            // Two projects in one folder keep their builds apart.
            folder = folder.appendingPathComponent(url.deletingPathExtension().lastPathComponent)
        }
        self.folder = folder
    }

    /// For `easel preview`: what the last good build compiled (`LiveSources`), so a save can
    /// be a literal edit (no build) or a body edit compiled directly (`rebuildDirectly`).
    private(set) var live: LiveSources?

    func enableLiveSources(literals: Bool) {
        live = LiveSources(rewritesLiterals: literals)
    }

    /// The host's executable in the app's bundle, which the commands run.
    var bundleExecutable: URL { folder.appendingPathComponent("App/\(PreviewHostPackage.productName)") }

    /// Builds if anything the build depends on changed.
    func build() -> Outcome {
        let configuration = options.configuration
        let stampURL = folder.appendingPathComponent("stamp-\(configuration)")
        let stamp = ProjectPreviews.fingerprint(of: source.root, runtime: runtime, options: options)
            + (live?.rewritesLiterals == true ? " live-literals" : "")
        if (try? String(contentsOf: stampURL, encoding: .utf8)) == stamp && FileManager.default.isExecutableFile(atPath: bundleExecutable.path) {
            return .ready(nil)
        }
        do {
            var loaded = try ProjectPreviews.load(source, options: options, swift: swift, scratch: folder)
            try runtime?.check(swift: swift)
            FileHandle.standardError.write(Data("easel: building the previews of \(loaded.description) (\(configuration))…\n".utf8))
            var host: PreviewHostPackage
            var suspended = false
            while true {
                host = PreviewHostPackage(user: loaded, runtime: runtime, folder: folder)
                host.liveSources = live
                try host.generate()
                ProjectPreviews.forgetUserModules(host, configuration: configuration, stamps: folder, runtime: runtime)
                let outcome = PreviewBuild.run(host: host, swift: swift, configuration: configuration)
                switch outcome {
                case .built: break
                case .failed(_, let firstError):
                    live?.discardBuilding()
                    // The code as written does not build either: the error is the code's, and
                    // literals stay live for the next save.
                    if suspended { live?.rewritesLiterals = true }
                    return .failed(nil, firstError: firstError)
                case .failedWithLiveLiterals:
                    // Build the code as written; if that builds, literal edits are compiled
                    // like any other from now on.
                    ProjectPreviews.fail("note: building the views with their literals as written (the messages above name the live literals).")
                    suspended = true
                    live?.discardBuilding()
                    live?.rewritesLiterals = false
                    continue
                case .unfetchable(let identity, let message), .noMatchingVersion(let identity, let message):
                    // A pin this machine lacks: the same major version is the same API
                    // (Semantic Versioning), so the previews build with the version that is here.
                    if case .noMatchingVersion = outcome, let relaxed = loaded.relaxing(package: identity) {
                        ProjectPreviews.fail("warning: The package \(identity) is asked for as \(relaxed.asked), a version this machine does not "
                                             + "have: previewing with its version in \(relaxed.taken) (--package-override \(identity)=PATH points at a checkout).")
                        loaded = relaxed.project
                        continue
                    }
                    // What does not need the package is still previewed.
                    guard let rest = loaded.without(package: identity, because: "could not be fetched") else {
                        return .failed(message, firstError: message)
                    }
                    let dropped = rest.skipped.filter { $0.reason.hasPrefix("needs the package \(identity),") }.map(\.name)
                    ProjectPreviews.fail("warning: \(message) Previewing without the targets that need it\(dropped.isEmpty ? "" : ": " + dropped.joined(separator: ", ")).")
                    loaded = rest
                    continue
                }
                break
            }
            let built = host.scratchFolder.appendingPathComponent("\(configuration)/\(PreviewHostPackage.productName)")
            _ = try host.bundle.linkExecutable(built)
            if suspended {
                ProjectPreviews.fail("note: the views build only with their literals as written; edits to literals are compiled from now on.")
            }
            try? stamp.write(to: stampURL, atomically: true, encoding: .utf8)
            live?.built()
            project = loaded
            return .ready(loaded)
        } catch {
            return .failed("\(error)", firstError: "\(error)")
        }
    }

    /// Reads what the build that is already there compiled (nothing had changed, so `build()`
    /// built nothing and read no file), so the first save can be a literal or direct edit.
    func recordLiveSourcesIfNeeded() {
        guard let live, live.isEmpty else { return }
        guard let loaded = project ?? (try? ProjectPreviews.load(source, options: options, swift: swift, scratch: folder)) else { return }
        var host = PreviewHostPackage(user: loaded, runtime: runtime, folder: folder)
        host.liveSources = live
        // The sources are those of the last build: generating writes no file that changed.
        guard (try? host.generate()) != nil else { return live.discardBuilding() }
        live.built()
        project = loaded
        prepareDirectRebuilds()
    }

    /// Has the compiler's plans for a body edit read in the background (`DirectRebuild.prepare`).
    func prepareDirectRebuilds() {
        guard live != nil else { return }
        DirectRebuild(scratch: folder.appendingPathComponent("build"), configuration: options.configuration)?.prepare()
    }

    /// A body edit of files the last build compiled, with their imports unchanged: only their
    /// module is compiled again, with the command SwiftPM recorded for it, and the host linked
    /// (`DirectRebuild`), skipping SwiftPM's planning and the project's reading. Nil when the
    /// save needs the full build (a file added or removed, imports or a module's interface
    /// changed, no recorded plan).
    func rebuildDirectly(after urls: [URL]) -> Outcome? {
        guard let live, runtime != nil, let edits = live.bodyEdits(afterChangesTo: urls),
              let plan = DirectRebuild(scratch: folder.appendingPathComponent("build"), configuration: options.configuration) else { return nil }
        let configuration = options.configuration
        for edit in edits where (try? String(contentsOf: edit.file.copy, encoding: .utf8)) != edit.text {
            guard (try? edit.text.write(to: edit.file.copy, atomically: true, encoding: .utf8)) != nil else { return nil }
        }
        let mapping = edits.map { ($0.file.copy.path, $0.url.path) }
        ReloadTrace.mark("planned", since: ReloadTrace.start)
        switch plan.run(changed: edits.map(\.file.copy), mapping: mapping, restoresLiterals: live.rewritesLiterals) {
        case .needsFullBuild:
            return nil
        case .failed(let firstError):
            return .failed(nil, firstError: firstError)
        case .built(let executable):
            ReloadTrace.mark("linked", since: ReloadTrace.start)
            guard (try? PreviewBundle(folder: folder.appendingPathComponent("App")).linkExecutable(executable)) != nil else { return nil }
            live.compiled(edits)
            let stamp = ProjectPreviews.fingerprint(of: source.root, runtime: runtime, options: options)
                + (live.rewritesLiterals ? " live-literals" : "")
            try? stamp.write(to: folder.appendingPathComponent("stamp-\(configuration)"), atomically: true, encoding: .utf8)
            return .ready(project)
        }
    }

    /// The folders whose files a live preview follows: the project's, and its local packages'.
    var watchedFolders: [URL] {
        var folders = [source.root]
        for target in project?.targets ?? [] where !target.directory.standardizedFileURL.path.hasPrefix(source.root.standardizedFileURL.path + "/") {
            if !folders.contains(target.directory) { folders.append(target.directory) }
        }
        return folders
    }

    /// The project as last read (by a build, or once to know its inputs).
    private(set) var project: PreviewProject?

    /// Whether a change to `url` can change the previews (see `PreviewProject.isInput`).
    func isInput(_ url: URL) -> Bool {
        if project == nil { project = try? ProjectPreviews.load(source, options: options, swift: swift, scratch: folder) }
        return project?.isInput(url) ?? true
    }
}
