import Foundation

/// Builds a preview host with SwiftPM: its packages resolved first, so that one that cannot be
/// had is named in one sentence rather than a page of git's output, then the build, whose
/// messages name the user's files rather than the host's copies.
enum PreviewBuild {
    enum Outcome: Equatable {
        case built
        /// Failed, its messages printed; the first error about the user's code, if one was.
        case failed(Int32, firstError: String?)
        /// Did not build with the view code's literals read through the live table (a
        /// literal whose type the generic call changes): the same code may build without.
        case failedWithLiveLiterals
        /// A package could not be fetched: its identity, and the sentence that says so.
        case unfetchable(String, String)
        /// This machine's copy of a package has no version the project asks for: its
        /// identity, and the sentence that says so.
        case noMatchingVersion(String, String)
    }

    /// Resolves and builds.
    static func run(host: PreviewHostPackage, swift: String, configuration: String) -> Outcome {
        let location = ["--package-path", host.packageFolder.path, "--scratch-path", host.scratchFolder.path]
        if !host.user.dependencies.isEmpty || !hostDependencies(host).isEmpty {
            // No prompt for credentials may wait for an answer nobody will type.
            setenv("GIT_TERMINAL_PROMPT", "0", 1)
            setenv("GIT_SSH_COMMAND", "ssh -o BatchMode=yes", 0)
            let resolved = Subprocess.run(swift, ["package", "resolve"] + location)
            if resolved.status != 0 {
                let (identity, message) = resolutionFailure(resolved.output, dependencies: host.user.dependencies)
                if let identity {
                    return message.contains(noMatchingVersion) ? .noMatchingVersion(identity, message) : .unfetchable(identity, message)
                }
                fail(message)
                return .failed(resolved.status, firstError: message)
            }
        }
        var arguments = ["build"] + location + ["--product", PreviewHostPackage.productName, "-c", configuration,
                                                // A cached build manifest can miss files added to a path dependency (Easel's
                                                // own sources while it is developed): plan the build afresh. Only rebuilds
                                                // get here; an unchanged package skips the build entirely.
                                                "--disable-build-manifest-caching"]
        if let runtime = host.runtime { arguments += runtime.swiftBuildArguments() }
        let rewritesLiterals = host.liveSources?.rewritesLiterals ?? false
        let restoring: ((String) -> String)? = rewritesLiterals ? LiteralScan.restoringLiterals : nil
        let (status, firstError, namedLiveLiterals) = Subprocess.runShowingProgress(swift, arguments, replacing: host.pathMapping,
                                                                                     restoring: restoring)
        if status != 0, rewritesLiterals, namedLiveLiterals || (firstError ?? "").contains("reasonable time") {
            return .failedWithLiveLiterals
        }
        guard status == 0 else {
            fail("The previews of \(host.user.description) did not build; the compiler's messages are above.")
            return .failed(status, firstError: firstError)
        }
        return .built
    }

    /// The packages of the host's own manifest (with Easel from source, Easel's package).
    private static func hostDependencies(_ host: PreviewHostPackage) -> [String] {
        (try? String(contentsOf: host.packageFolder.appendingPathComponent("Package.swift"), encoding: .utf8))?
            .components(separatedBy: "\n").filter { $0.contains(".package(") } ?? []
    }

    /// SwiftPM's resolution errors in a sentence: which package, from where, why, and what to do.
    /// (the package that could not be fetched, if that is what failed; the sentence).
    static func resolutionFailure(_ output: String, dependencies: [PreviewProject.PackageDependency]) -> (String?, String) {
        let lines = output.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            guard let range = line.range(of: "error: Failed to clone repository ") else { continue }
            let url = line[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
            let reason = lines[(index + 1)...].prefix { $0.hasPrefix(" ") }
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") }
                .map { $0.replacingOccurrences(of: "fatal: ", with: "") } ?? "git could not fetch it"
            let identity = PackageIdentity.of(url)
            let dependency = dependencies.first { $0.isNamed(identity) }
            return (identity, "The package \(identity) (\(dependency?.location ?? url)) could not be fetched: \(reason). "
                + "Point easel at a checkout of it with --package-override \(identity)=PATH.")
        }
        // A version the project asks for that this machine's copy of the package does not have.
        if let range = output.range(of: #"no versions of '[^']+' match the requirement [^ ]+"#, options: .regularExpression) {
            let words = output[range].split(separator: "'")
            let identity = PackageIdentity.of(String(words[1]))
            let dependency = dependencies.first { $0.isNamed(identity) }
            let requirement = output[range].components(separatedBy: "requirement ").last ?? ""
            return (identity, "The package \(identity) (\(dependency?.location ?? identity)) \(noMatchingVersion) \(requirement) here. "
                + "Point easel at a checkout of it with --package-override \(identity)=PATH.")
        }
        let errors = lines.filter { $0.hasPrefix("error:") }.map { String($0.dropFirst("error: ".count)) }
        let detail = errors.isEmpty ? output.trimmingCharacters(in: .whitespacesAndNewlines) : errors.joined(separator: " ")
        return (nil, "The project's Swift packages could not be resolved: \(detail) "
            + "A package can be pointed at a local checkout with --package-override NAME=PATH.")
    }

    private static let noMatchingVersion = "has no version that matches"

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data("easel: \(message)\n".utf8))
    }
}
