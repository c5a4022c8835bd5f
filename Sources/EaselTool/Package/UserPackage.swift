import Foundation

/// A user's Swift package, as `swift package dump-package` describes it, read into the targets
/// a preview host builds again beside Easel's preview tool.
enum UserPackage {
    typealias Target = PreviewProject.Target

    enum LoadError: Error, CustomStringConvertible {
        case noManifest(URL)
        case dumpFailed(String)
        case unreadable(String)

        var description: String {
            switch self {
            case .noManifest(let folder): return "There is no Package.swift in \(folder.path)."
            case .dumpFailed(let output): return "SwiftPM could not read the package's manifest:\n\(output)"
            case .unreadable(let detail): return "The package's description could not be read: \(detail)"
            }
        }
    }

    /// Reads the package in `root` through `swift package dump-package`.
    /// A Swift Playgrounds app's manifest (`import AppleProductTypes`, `.iOSApplication(…)`) is
    /// read through a copy without them, in `scratch`: SwiftPM on Linux has no such module.
    static func load(at root: URL, swift: String, scratch: URL) throws -> PreviewProject {
        let manifestURL = root.appendingPathComponent("Package.swift")
        guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else { throw LoadError.noManifest(root) }
        var manifestFolder = root
        let playground = PlaygroundManifest.isAppManifest(manifest)
        if playground {
            manifestFolder = scratch.appendingPathComponent("Manifest")
            try FileManager.default.createDirectory(at: manifestFolder, withIntermediateDirectories: true)
            let copy = manifestFolder.appendingPathComponent("Package.swift")
            let text = PlaygroundManifest.withoutAppleProductTypes(manifest)
            if (try? String(contentsOf: copy, encoding: .utf8)) != text { try text.write(to: copy, atomically: true, encoding: .utf8) }
        }
        let result = Subprocess.run(swift, ["package", "dump-package", "--package-path", manifestFolder.path])
        guard result.status == 0 else { throw LoadError.dumpFailed(result.output) }
        guard let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            throw LoadError.unreadable("not JSON")
        }
        var project = try read(root: root, json: json, origin: playground ? .playground : .package)
        let resolved = root.appendingPathComponent("Package.resolved")
        if FileManager.default.fileExists(atPath: resolved.path) { project.resolvedFile = resolved }
        return project
    }

    static func read(root: URL, json: [String: Any], origin: PreviewProject.Origin = .package) throws -> PreviewProject {
        let version = ((json["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "5.9.0").split(separator: ".").compactMap { Int($0) }
        let toolsVersion = (version.first ?? 5, version.dropFirst().first ?? 9)
        let toolsAtLeast6 = toolsVersion.0 >= 6
        let targets = json["targets"] as? [[String: Any]] ?? []
        let nonTests = targets.filter { $0["type"] as? String != "test" }.count
        var project = PreviewProject(
            root: root, name: json["name"] as? String ?? root.lastPathComponent, origin: origin,
            dependencies: (json["dependencies"] as? [[String: Any]] ?? []).compactMap(UserPackage.dependency),
            targets: targets.compactMap { UserPackage.target($0, root: root, toolsAtLeast6: toolsAtLeast6, singleTarget: nonTests == 1) })
        project.toolsVersion = toolsVersion
        for product in json["products"] as? [[String: Any]] ?? [] {
            if let name = product["name"] as? String { project.products[name] = product["targets"] as? [String] ?? [] }
        }
        project.languageModes = (json["swiftLanguageVersions"] as? [Any])?.compactMap(UserPackage.languageMode)
        project.defaultLocalization = json["defaultLocalization"] as? String
        for target in project.targets where !target.isPreviewable && target.kind != .macro && target.kind != .system {
            project.skipped.append((target.name, target.kind == .test ? "a test target" : "a \(target.kind.rawValue) target"))
        }
        return project
    }

    // MARK: Dependencies

    private static func dependency(_ json: [String: Any]) -> PreviewProject.PackageDependency? {
        func names(_ entry: [String: Any], _ location: String) -> Set<String> {
            var names: Set<String> = [PackageIdentity.of(location)]
            for key in ["identity", "nameForTargetDependencyResolutionOnly"] {
                if let name = entry[key] as? String { names.insert(name.lowercased()) }
            }
            return names
        }
        if let fileSystem = (json["fileSystem"] as? [[String: Any]])?.first, let path = fileSystem["path"] as? String {
            let rendered = (fileSystem["nameForTargetDependencyResolutionOnly"] as? String).map {
                ".package(name: \(literal($0)), path: \(literal(path)))"
            } ?? ".package(path: \(literal(path)))"
            var dependency = PreviewProject.PackageDependency(names: names(fileSystem, path), rendered: rendered, location: path)
            dependency.localPath = URL(fileURLWithPath: path)
            return dependency
        }
        if let control = (json["sourceControl"] as? [[String: Any]])?.first {
            let location = control["location"] as? [String: Any]
            let url = ((location?["remote"] as? [Any])?.first).flatMap { ($0 as? [String: Any])?["urlString"] as? String ?? $0 as? String }
                ?? (location?["local"] as? [String])?.first
            guard let url else { return nil }
            let name = (control["nameForTargetDependencyResolutionOnly"] as? String).map { "name: \(literal($0)), " } ?? ""
            guard let requirement = control["requirement"] as? [String: Any] else { return nil }
            let rendered = self.requirement(requirement)
            return .init(names: names(control, url), rendered: ".package(\(name)url: \(literal(url)), \(rendered))", location: "\(url) \(rendered)")
        }
        if let registry = (json["registry"] as? [[String: Any]])?.first, let identity = registry["identity"] as? String,
           let requirement = registry["requirement"] as? [String: Any] {
            let rendered = self.requirement(requirement)
            return .init(names: [identity.lowercased()], rendered: ".package(id: \(literal(identity)), \(rendered))", location: "\(identity) \(rendered)")
        }
        return nil
    }

    private static func requirement(_ json: [String: Any]) -> String {
        if let range = (json["range"] as? [[String: Any]])?.first,
           let lower = range["lowerBound"] as? String, let upper = range["upperBound"] as? String {
            return "\(literal(lower))..<\(literal(upper))"
        }
        if let exact = (json["exact"] as? [String])?.first { return "exact: \(literal(exact))" }
        if let branch = (json["branch"] as? [String])?.first { return "branch: \(literal(branch))" }
        if let revision = (json["revision"] as? [String])?.first { return "revision: \(literal(revision))" }
        return "from: \"0.0.0\""
    }

    // MARK: Targets

    private static func target(_ json: [String: Any], root: URL, toolsAtLeast6: Bool, singleTarget: Bool) -> Target? {
        guard let name = json["name"] as? String, let kind = Target.Kind(rawValue: json["type"] as? String ?? "") else { return nil }
        let directory: URL
        if let path = json["path"] as? String {
            directory = root.appendingPathComponent(path)
        } else {
            // SwiftPM's default folders, in its order of search.
            let bases = kind == .test ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
            directory = bases.map { root.appendingPathComponent($0).appendingPathComponent(name) }
                .first { FileManager.default.fileExists(atPath: $0.path) }
                // A package of one target may keep its files in Sources/ itself.
                ?? (singleTarget && kind != .test ? bases.map { root.appendingPathComponent($0) }.first { FileManager.default.fileExists(atPath: $0.path) } : nil)
                ?? root.appendingPathComponent("Sources/\(name)")
        }
        var target = Target(name: name, kind: kind, directory: directory)
        for dependency in json["dependencies"] as? [[String: Any]] ?? [] {
            if let byName = dependency["byName"] as? [Any], let name = byName.first as? String, appliesToPreviews(byName.dropFirst().first) {
                target.dependencies.append(.init(rendered: literal(name)))
            } else if let other = dependency["target"] as? [Any], let targetName = other.first as? String, appliesToPreviews(other.dropFirst().first) {
                target.dependencies.append(.init(rendered: ".target(name: \(literal(targetName)))"))
            } else if let product = dependency["product"] as? [Any], let productName = product.first as? String,
                      let package = product.dropFirst().first as? String, appliesToPreviews(product.dropFirst(3).first) {
                target.dependencies.append(.init(rendered: ".product(name: \(literal(productName)), package: \(literal(package)))", package: package))
                if productName == "SwiftUI" { target.swiftUIPackage = package }
            }
        }
        for resource in json["resources"] as? [[String: Any]] ?? [] {
            guard let path = resource["path"] as? String, let rule = resource["rule"] as? [String: Any] else { continue }
            guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path) else {
                // SwiftPM would stop the build on it; the preview goes on without it.
                FileHandle.standardError.write(Data("easel: warning: \(name)'s resource \(path) is not on disk; it is left out\n".utf8))
                continue
            }
            if let process = rule["process"] as? [String: Any] {
                let localization = (process["localization"] as? String).map { ", localization: .\($0)" } ?? ""
                target.resources.append(".process(\(literal(path))\(localization))")
                target.bundleResources += BundleResources.processed(directory.appendingPathComponent(path))
            } else if rule["copy"] != nil {
                target.resources.append(".copy(\(literal(path)))")
                let source = directory.appendingPathComponent(path)
                target.bundleResources.append(.init(source: source, destination: source.lastPathComponent))
            } else if rule["embedInCode"] != nil {
                target.resources.append(".embedInCode(\(literal(path)))")
            }
        }
        // Asset catalogs SwiftPM processes on Apple's platforms without a `resources:` entry
        // (so `Bundle.module` exists there); SwiftPM on Linux needs the entry.
        if kind == .regular || kind == .executable {
            let declared = (json["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
                + (json["exclude"] as? [String] ?? [])
            for catalog in AssetSymbols.catalogs(in: directory) {
                let base = directory.standardizedFileURL.path + "/"
                let path = catalog.standardizedFileURL.path
                guard path.hasPrefix(base) else { continue }
                let relative = String(path.dropFirst(base.count))
                if declared.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
                target.resources.append(".process(\(literal(relative)))")
            }
        }
        var swiftSettings: [String] = [], cSettings: [String] = [], linkerSettings: [String] = []
        var hasLanguageMode = false
        for setting in json["settings"] as? [[String: Any]] ?? [] {
            guard let tool = setting["tool"] as? String, let kind = setting["kind"] as? [String: Any],
                  let (key, value) = kind.first.map({ ($0.key, ($0.value as? [String: Any])?["_0"]) }),
                  appliesToPreviews(setting["condition"]) else { continue }
            let rendered: String?
            switch key {
            case "define": rendered = (value as? String).map { ".define(\(literal($0)))" }
            case "unsafeFlags": rendered = (value as? [String]).map { ".unsafeFlags([\($0.map(literal).joined(separator: ", "))])" }
            case "enableUpcomingFeature": rendered = (value as? String).map { ".enableUpcomingFeature(\(literal($0)))" }
            case "enableExperimentalFeature": rendered = (value as? String).map { ".enableExperimentalFeature(\(literal($0)))" }
            case "swiftLanguageMode", "swiftLanguageVersion":
                hasLanguageMode = true
                rendered = languageMode(value).map { ".swiftLanguageMode(.version(\(literal($0))))" }
            case "interoperabilityMode": rendered = (value as? String).map { ".interoperabilityMode(.\($0))" }
            case "headerSearchPath": rendered = (value as? String).map { ".headerSearchPath(\(literal($0)))" }
            case "linkedLibrary": rendered = (value as? String).map { ".linkedLibrary(\(literal($0)))" }
            default: rendered = nil
            }
            guard let rendered else { continue }
            switch tool {
            case "swift": swiftSettings.append(rendered)
            case "linker": linkerSettings.append(rendered)
            default: cSettings.append(rendered)
            }
        }
        // Before tools version 6, every target was Swift 5; keep it so when the host is 6.
        if !toolsAtLeast6 && !hasLanguageMode && kind != .system { swiftSettings.append(".swiftLanguageMode(.v5)") }
        target.exclude = json["exclude"] as? [String] ?? []
        target.sources = json["sources"] as? [String]
        target.swiftSettings = swiftSettings
        target.cSettings = cSettings
        target.linkerSettings = linkerSettings
        target.pkgConfig = json["pkgConfig"] as? String
        target.publicHeadersPath = json["publicHeadersPath"] as? String
        return target
    }

    /// A preview build is an iPhone build made on Linux: a condition on platforms applies when
    /// it names iOS or Linux (or names none), so `.when(platforms: [.linux])` still brings in
    /// Easel's SwiftUI product.
    private static func appliesToPreviews(_ condition: Any?) -> Bool {
        guard let condition = condition as? [String: Any], let platforms = condition["platformNames"] as? [String], !platforms.isEmpty else {
            return true
        }
        return platforms.contains("ios") || platforms.contains("linux")
    }

    private static func languageMode(_ value: Any?) -> String? {
        if let text = value as? String { return text }
        if let object = value as? [String: Any], let text = object["_0"] as? String ?? object["version"] as? String { return text }
        return nil
    }

    static func literal(_ text: String) -> String { PreviewProject.literal(text) }
}
