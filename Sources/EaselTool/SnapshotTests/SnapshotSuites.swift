import Foundation

/// `easel test` running a project's swift-snapshot-testing suites, unchanged, in the preview host
/// (`PreviewHostPackage+Suites`): their test targets built with `swift build --build-tests`, then
/// run as XCTest runs them, from the project's folder, so the library reads and records
/// references in the `__Snapshots__` folders beside the test files as it does on a Mac.
struct SnapshotSuites {
    let builder: PreviewBuilder
    let root: URL

    /// The host package the builder generated (one per build folder).
    private var hostPackage: URL? {
        let items = (try? FileManager.default.contentsOfDirectory(atPath: builder.folder.path)) ?? []
        return items.filter { $0.hasSuffix("-previews") }.sorted().map { builder.folder.appendingPathComponent($0) }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) }
    }

    /// Whether the host holds any suite.
    var exist: Bool {
        guard let hostPackage, let manifest = try? String(contentsOf: hostPackage.appendingPathComponent("Package.swift"), encoding: .utf8) else {
            return false
        }
        return manifest.contains(".testTarget(")
    }

    /// Builds and runs the suites; the XCTest run's exit status (1 when a build fails).
    /// `record` records every reference anew (the library's `SNAPSHOT_TESTING_RECORD=all`).
    func run(record: Bool) -> Int32 {
        guard let hostPackage, let runtime = builder.runtime else { return 0 }
        let configuration = builder.options.configuration
        let scratch = builder.folder.appendingPathComponent("build")
        // Built already when nothing changed since (the project's files, the runtime).
        let stampURL = builder.folder.appendingPathComponent("stamp-suites-\(configuration)")
        let stamp = ProjectPreviews.fingerprint(of: root, runtime: runtime, options: builder.options)
        if (try? String(contentsOf: stampURL, encoding: .utf8)) != stamp {
            FileHandle.standardError.write(Data("easel: building the snapshot test suites…\n".utf8))
            let arguments = ["build", "--build-tests", "--package-path", hostPackage.path, "--scratch-path", scratch.path, "-c", configuration]
                + runtime.swiftBuildArguments()
            let (status, _, _) = Subprocess.runShowingProgress(builder.swift, arguments, replacing: [(hostPackage.appendingPathComponent("Targets").path + "/", root.path + "/")],
                                                               restoring: nil)
            guard status == 0 else {
                FileHandle.standardError.write(Data("easel: The snapshot test suites did not build; the compiler's messages are above.\n".utf8))
                return 1
            }
            try? stamp.write(to: stampURL, atomically: true, encoding: .utf8)
        }
        // `swift test` runs both XCTest's cases and Swift Testing's `@Test`s, as on a Mac.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [builder.swift, "test", "--skip-build", "--package-path", hostPackage.path, "--scratch-path", scratch.path,
                             "-c", configuration]
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        if environment["SNAPSHOT_ARTIFACTS"] == nil {
            environment["SNAPSHOT_ARTIFACTS"] = root.appendingPathComponent(SnapshotTestPaths.artifactsFolder).appendingPathComponent("suites").path
        }
        if record { environment["SNAPSHOT_TESTING_RECORD"] = "all" }
        // A test target on iOS runs inside its app: the app's strings tables are the tests' too.
        let app = builder.folder.appendingPathComponent("App").path
        environment["EASEL_STRINGS_PATH"] = environment["EASEL_STRINGS_PATH"].map { "\(app):\($0)" } ?? app
        process.environment = environment
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("easel: The snapshot test suites could not be started: \(error).\n".utf8))
            return 1
        }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            FileHandle.standardError.write(Data("easel: The snapshot test suites stopped (signal \(process.terminationStatus)).\n".utf8))
            return 1
        }
        return process.terminationStatus
    }
}
