import Foundation
import Easel

/// `easel` run in the folder of a user's package (or with `--package-path DIR`): builds the
/// package's preview host (`PreviewHostPackage`) when something changed, then runs the same
/// command in it, over every `#Preview` and `PreviewProvider` of the package.
public enum PackagePreviews {
    /// Runs the command line in the user's package and does not return; returns nil when the
    /// command is not about a user's package (no Package.swift here, Easel's own folder, or a
    /// command that needs no package, like `devices`), so the caller runs it itself.
    public static func runIfInPackage(arguments: [String]) -> Int32? {
        var arguments = Array(arguments.dropFirst())
        var packagePath: String?
        var configuration = "debug"
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--package-path" || argument == "--configuration" || argument == "-c" {
                guard index + 1 < arguments.count else {
                    FileHandle.standardError.write(Data("easel: \(argument) needs a value.\n".utf8))
                    return 2
                }
                if argument == "--package-path" { packagePath = arguments[index + 1] } else { configuration = arguments[index + 1] }
                arguments.removeSubrange(index...index + 1)
            } else if argument.hasPrefix("--package-path=") {
                packagePath = String(argument.dropFirst("--package-path=".count))
                arguments.remove(at: index)
            } else {
                index += 1
            }
        }
        guard configuration == "debug" || configuration == "release" else {
            FileHandle.standardError.write(Data("easel: --configuration must be debug or release, got '\(configuration)'.\n".utf8))
            return 2
        }
        let root = URL(fileURLWithPath: packagePath ?? FileManager.default.currentDirectoryPath).standardizedFileURL
        if packagePath == nil {
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path), !isEaselItself(root) else { return nil }
        } else if !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            FileManager.default.fileExists(atPath: root.path)
                ? fail("There is no Package.swift in \(root.path): --package-path names the folder of a Swift package.")
                : fail("The folder \(root.path) does not exist.")
            return 2
        }
        if arguments.first == "devices" { return nil }
        return run(root: root, configuration: configuration, arguments: arguments)
    }

    private static func run(root: URL, configuration: String, arguments: [String]) -> Int32 {
        let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
        let folder = root.appendingPathComponent(".build/easel-previews")
        let binary = folder.appendingPathComponent("build/\(configuration)/\(PreviewHostPackage.productName)")
        let stampURL = folder.appendingPathComponent("stamp-\(configuration)")
        let stamp = fingerprint(of: root)
        let isCurrent = (try? String(contentsOf: stampURL, encoding: .utf8)) == stamp
            && FileManager.default.isExecutableFile(atPath: binary.path)
        if !isCurrent {
            do {
                let user = try UserPackage.load(at: root, swift: swift)
                let host = PreviewHostPackage(user: user)
                try host.generate()
                forgetUserModulesIfEaselChanged(host, user: user, configuration: configuration, stamps: folder)
                FileHandle.standardError.write(Data("easel: building the previews of \(user.name) (\(configuration))…\n".utf8))
                let status = Subprocess.runShowingProgress(swift, [
                    "build", "--package-path", host.packageFolder.path, "--scratch-path", host.scratchFolder.path,
                    "--product", PreviewHostPackage.productName, "-c", configuration,
                    // A cached build manifest can miss files added to a path dependency (Easel's
                    // own sources while it is developed): plan the build afresh. Only rebuilds
                    // get here; an unchanged package skips the build entirely.
                    "--disable-build-manifest-caching",
                ], replacing: host.pathMapping)
                guard status == 0 else {
                    fail("The previews of \(user.name) did not build; the compiler's messages are above.")
                    return 1
                }
                try? stamp.write(to: stampURL, atomically: true, encoding: .utf8)
            } catch {
                fail("\(error)")
                return 1
            }
        }
        // The host takes over this process: the window, snapshots and exit status are its own.
        let argv = (["easel"] + arguments).map { strdup($0) } + [nil]
        execv(binary.path, argv)
        fail("The preview host \(binary.path) could not be started: \(String(cString: strerror(errno))).")
        return 1
    }

    /// When this `easel` is not the one that built the host last, the user's modules are
    /// compiled again from scratch: SwiftPM's incremental build does not always notice that a
    /// path dependency's interface changed, and would link objects made against the old Easel.
    /// Easel's own dependencies (swift-syntax, OpenCombine) stay built.
    private static func forgetUserModulesIfEaselChanged(_ host: PreviewHostPackage, user: UserPackage, configuration: String, stamps: URL) {
        let stampURL = stamps.appendingPathComponent("easel-\(configuration)")
        let current = easelFingerprint()
        guard (try? String(contentsOf: stampURL, encoding: .utf8)) != current else { return }
        let products = host.scratchFolder.appendingPathComponent(configuration).resolvingSymlinksInPath()
        for target in user.targets {
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

    /// Easel's own folder runs the built-in gallery, as before.
    private static func isEaselItself(_ root: URL) -> Bool {
        guard let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) else { return false }
        return manifest.contains("name: \"Easel\"") && FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/EaselGallery").path)
    }

    /// What the host's build depends on: every file of the package but its build folders and
    /// hidden ones (path, size, modification time), and this `easel` itself.
    static func fingerprint(of root: URL) -> String {
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
        return lines.sorted().joined(separator: "\n")
    }

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data("easel: \(message)\n".utf8))
    }
}
