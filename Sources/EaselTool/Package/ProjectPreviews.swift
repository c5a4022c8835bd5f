import Foundation
import Easel

/// `easel` run in the folder of a user's Xcode project, Swift package or Playgrounds app (or
/// with `--project PATH` / `--package-path DIR`): builds its preview host (`PreviewHostPackage`)
/// when something changed, then runs the same command in it, over every `#Preview` and
/// `PreviewProvider` of the project.
public enum ProjectPreviews {
    public enum Outcome {
        /// The command ran in a user's project; exit with this status.
        case finished(Int32)
        /// Not about a user's project (Easel's own folder, `--gallery`, `devices`, help): run
        /// these arguments over Easel's gallery.
        case gallery([String])
    }

    /// The options `easel` itself takes before handing the rest to the preview host.
    struct Options {
        var packagePath: String?
        var projectPath: String?
        var target: String?
        var overrides: [String: URL] = [:]
        var configuration = "debug"
        var gallery = false
        var verbose = false
        /// `preview`: follow the project's files (unless `--no-watch`).
        var watches = true
        /// `preview`: literal edits shown without compiling (unless `--no-live-literals`).
        var liveLiterals = true
        /// `snapshot --watch`: write the PNGs again on every save.
        var watchesSnapshots = false
        /// What the preview host is run with.
        var arguments: [String] = []
    }

    /// Runs the command line (`CommandLine.arguments`) in the user's project and does not
    /// return; or says to run it over the gallery.
    public static func run(arguments commandLine: [String]) -> Outcome {
        let options: Options
        do {
            options = try parse(Array(commandLine.dropFirst()))
        } catch {
            fail("\(error)")
            return .finished(2)
        }
        let first = options.arguments.first ?? "list"
        if options.gallery || ["devices", "help", "--help", "-h", "--version"].contains(first) {
            return .gallery(options.arguments)
        }
        let found: ProjectLocator.Found
        do {
            found = try locate(options)
        } catch {
            fail("\(error)")
            return .finished(2)
        }
        switch found {
        case .gallery: return .gallery(options.arguments)
        case .package(let root): return .finished(build(.package(root), options: options))
        case .xcodeProject(let url): return .finished(build(.xcodeProject(url), options: options))
        }
    }

    /// What the options name: a project, a package, or (in Easel's own folder, `--gallery`) the gallery.
    static func locate(_ options: Options) throws -> ProjectLocator.Found {
        if options.gallery { return .gallery }
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let project = options.projectPath { return try ProjectLocator.project(at: project, base: base) }
        if let packagePath = options.packagePath {
            let root = ProjectLocator.resolve(packagePath, base: base)
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
                let hasProject = (try? ProjectLocator.inFolder(root)).map { if case .xcodeProject = $0 { return true } else { return false } } ?? false
                throw UsageError(!FileManager.default.fileExists(atPath: root.path) ? "The folder \(root.path) does not exist."
                                 : "There is no Package.swift in \(root.path): --package-path names the folder of a Swift package"
                                    + (hasProject ? "; for the Xcode project there, use --project." : "."))
            }
            return .package(root)
        }
        return try ProjectLocator.inFolder(base)
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var rest: [String] = []
        var index = 0
        func value(_ name: String) throws -> String {
            guard index + 1 < arguments.count else { throw UsageError("\(name) needs a value.") }
            index += 1
            return arguments[index]
        }
        while index < arguments.count {
            var argument = arguments[index]
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inline = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func take() throws -> String { try inline ?? value(argument) }
            switch argument {
            case "--package-path": options.packagePath = try take()
            case "--project": options.projectPath = try take()
            case "--target": options.target = try take()
            case "--configuration", "-c": options.configuration = try take()
            case "--gallery": options.gallery = true
            case "--no-watch": options.watches = false
            case "--no-live-literals": options.liveLiterals = false
            case "--watch": options.watchesSnapshots = true
            case "--package-override":
                let pair = try take()
                guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                    throw UsageError("--package-override takes NAME=PATH (the package's name and the folder of its checkout), got '\(pair)'.")
                }
                let path = String(pair[pair.index(after: equals)...])
                options.overrides[PackageIdentity.of(String(pair[..<equals]))] = URL(fileURLWithPath: path).standardizedFileURL
            default:
                if argument == "--verbose" || argument == "-v" { options.verbose = true }
                rest.append(arguments[index])
            }
            index += 1
        }
        guard options.configuration == "debug" || options.configuration == "release" else {
            throw UsageError("--configuration must be debug or release, got '\(options.configuration)'.")
        }
        if options.packagePath != nil && options.projectPath != nil {
            throw UsageError("Give either --project or --package-path, not both.")
        }
        options.arguments = rest
        return options
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: Building

    enum Source {
        case package(URL)
        case xcodeProject(URL)

        /// The folder the preview build lives in (`.build/easel-previews`).
        var root: URL {
            switch self {
            case .package(let root): return root
            case .xcodeProject(let url): return url.deletingLastPathComponent()
            }
        }
    }

    private static func build(_ source: Source, options: Options) -> Int32 {
        let builder = PreviewBuilder(source: source, options: options)
        let command = options.arguments.first { !$0.hasPrefix("-") } ?? "list"
        let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } == true
        let live = command == "preview" && options.watches && hasDisplay
        if live { builder.enableLiveSources(literals: options.liveLiterals) }
        let outcome = builder.build()
        guard case .ready(let project) = outcome else {
            if case .failed(let message?, _) = outcome { fail(message) }
            return 1
        }
        if options.verbose && command == "list" {
            let skipped = project?.skipped ?? (try? load(source, options: options, swift: builder.swift, scratch: builder.folder).skipped) ?? []
            for (name, reason) in skipped { print("Skipped target \(name): \(reason)") }
        }
        if let assets = builder.runtime?.assets { setenv("EASEL_ASSETS", assets.path, 0) }
        // `easel preview` on a display follows the project's files in one window.
        if live, let status = LivePreview(builder: builder).run() {
            return status
        }
        if options.watchesSnapshots && command == "snapshot" { return SnapshotWatch(builder: builder).run() }
        // Writing every preview: one that stops the program leaves out only itself.
        if command == "snapshot" && options.arguments.contains("--all") {
            fflush(stdout)
            return IsolatedHost.run(builder.bundleExecutable, arguments: options.arguments)
        }
        // `easel test`: the project's snapshot test suites, then every preview as a test.
        if command == "test" {
            fflush(stdout)
            var arguments = options.arguments
            let onlySuites = arguments.contains("--suites"), onlyPreviews = arguments.contains("--previews")
            arguments.removeAll { $0 == "--suites" || $0 == "--previews" }
            let suites = SnapshotSuites(builder: builder, root: source.root)
            var status: Int32 = 0
            if !onlyPreviews && suites.exist {
                status = suites.run(record: arguments.contains("--record"))
            } else if onlySuites {
                fail("\(source.root.path) has no snapshot test suite easel can run: no test target that uses swift-snapshot-testing's SnapshotTesting"
                     + (builder.runtime == nil ? " (suites run with the installed runtime: `make install`)." : ", or the library could not be had (see the warnings above)."))
                return 1
            }
            if onlySuites { return status }
            fflush(stdout)
            let previews = IsolatedHost.runTests(builder.bundleExecutable, arguments: SnapshotTestPaths.arguments(arguments, root: source.root))
            return status != 0 ? status : previews
        }
        // The host takes over this process: the window, snapshots and exit status are its own.
        let argv = (["easel"] + options.arguments).map { strdup($0) } + [nil]
        fflush(stdout)
        execv(builder.bundleExecutable.path, argv)
        fail("The preview host \(builder.bundleExecutable.path) could not be started: \(String(cString: strerror(errno))).")
        return 1
    }

    static func load(_ source: Source, options: Options, swift: String, scratch: URL) throws -> PreviewProject {
        switch source {
        case .package(let root):
            var project = try UserPackage.load(at: root, swift: swift, scratch: scratch)
            if let target = options.target { project = try narrowed(project, to: target) }
            return project
        case .xcodeProject(let url):
            let xcode = try XcodeProject(url: url)
            for problem in xcode.problems { fail("warning: \(problem)") }
            return try xcode.previewProject(targetName: options.target, overrides: options.overrides, swift: swift, scratch: scratch)
        }
    }

    /// A package with only `target` (and what it depends on) previewed.
    private static func narrowed(_ project: PreviewProject, to target: String) throws -> PreviewProject {
        guard project.targets.contains(where: { $0.name == target && $0.isPreviewable }) else {
            throw UsageError("\(project.description) has no previewable target named '\(target)'. Its targets: "
                             + project.targets.filter(\.isPreviewable).map(\.name).joined(separator: ", ") + ".")
        }
        var project = project
        for other in project.targets where other.isPreviewable && other.name != target {
            let isDependency = project.targets.first { $0.name == target }?.dependencies.contains { $0.rendered.contains("\"\(other.name)\"") } ?? false
            if !isDependency { project.skipped.append((other.name, "not the --target")) }
        }
        let skippedNames = Set(project.skipped.map(\.name))
        project.targets = project.targets.filter { !skippedNames.contains($0.name) || !$0.isPreviewable }
        return project
    }

    /// When this `easel`, or its prebuilt runtime, is not the one that built the host last, the
    /// user's modules are compiled again from scratch: SwiftPM's incremental build does not
    /// notice that a path dependency's or the runtime's interface changed (the runtime's
    /// modules are found through a search path at the same place), and would link objects
    /// made against the old Easel — whose types' layouts may differ, which crashes. Easel's own
    /// dependencies (swift-syntax, OpenCombine) stay built.
    static func forgetUserModules(_ host: PreviewHostPackage, configuration: String, stamps: URL, runtime: PreviewRuntime?) {
        let stampURL = stamps.appendingPathComponent("easel-\(configuration)")
        let current = easelFingerprint() + "\n" + (runtime?.fingerprint ?? "from source")
        guard (try? String(contentsOf: stampURL, encoding: .utf8)) != current else { return }
        let products = host.scratchFolder.appendingPathComponent(configuration).resolvingSymlinksInPath()
        for target in host.user.targets {
            try? FileManager.default.removeItem(at: products.appendingPathComponent("\(target.name).build"))
        }
        try? current.write(to: stampURL, atomically: true, encoding: .utf8)
    }

    /// This `easel` executable and its version.
    private static func easelFingerprint() -> String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let time = (try? executable.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate?.timeIntervalSince1970 ?? 0
        return "easel \(executable.path) \(time)\nversion \(EaselVersion.current)"
    }

    /// What the host's build depends on: every file of the project's folder but build folders
    /// and hidden ones (path, size, modification time), this `easel`, its runtime, and the
    /// options that change what is built.
    static func fingerprint(of root: URL, runtime: PreviewRuntime?, options: Options) -> String {
        var lines: [String] = []
        let keys: [URLResourceKey] = [.isRegularFileKey, .contentModificationDateKey, .fileSizeKey]
        if let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) {
            for case let url as URL in enumerator {
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                let time = values.contentModificationDate?.timeIntervalSince1970 ?? 0
                lines.append("\(url.path) \(values.fileSize ?? 0) \(time)")
            }
        }
        lines.append(easelFingerprint())
        lines.append(runtime?.fingerprint ?? "from source")
        lines.append("target \(options.target ?? "")")
        lines += options.overrides.sorted { $0.key < $1.key }.map { "override \($0.key)=\($0.value.path)" }
        return lines.sorted().joined(separator: "\n")
    }

    static func fail(_ message: String) {
        FileHandle.standardError.write(Data("easel: \(message)\n".utf8))
    }
}
