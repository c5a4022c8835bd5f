import Foundation

/// A user's Swift package, as `swift package dump-package` describes it: what a preview host
/// needs to build the package's targets again beside Easel's preview tool.
struct UserPackage {
    let root: URL
    let name: String
    /// The manifest's tools version, e.g. (5, 9).
    let toolsVersion: (major: Int, minor: Int)
    /// The package's `swiftLanguageModes` (older: `swiftLanguageVersions`), when it sets them.
    let languageModes: [String]?
    /// The `.package(…)` lines of its dependencies, as a manifest writes them.
    let dependencies: [String]
    let targets: [Target]

    struct Target {
        enum Kind: String { case regular, executable, macro, system, test, plugin, binary }
        let name: String
        let kind: Kind
        /// The folder of its sources.
        let directory: URL
        /// `dependencies:` entries, rendered.
        let dependencies: [String]
        /// `resources:` entries, rendered (`.process("Assets.xcassets")`).
        let resources: [String]
        let exclude: [String]
        let sources: [String]?
        let swiftSettings: [String]
        let cSettings: [String]
        let linkerSettings: [String]
        let pkgConfig: String?
        /// The name of the package whose `SwiftUI` product this target uses, if any.
        let swiftUIPackage: String?

        var isPreviewable: Bool { kind == .regular || kind == .executable }
    }

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
    static func load(at root: URL, swift: String) throws -> UserPackage {
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw LoadError.noManifest(root)
        }
        let result = Subprocess.run(swift, ["package", "dump-package", "--package-path", root.path])
        guard result.status == 0 else { throw LoadError.dumpFailed(result.output) }
        guard let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            throw LoadError.unreadable("not JSON")
        }
        return try UserPackage(root: root, json: json)
    }

    init(root: URL, json: [String: Any]) throws {
        self.root = root
        name = json["name"] as? String ?? root.lastPathComponent
        let version = ((json["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "5.9.0").split(separator: ".").compactMap { Int($0) }
        toolsVersion = (version.first ?? 5, version.dropFirst().first ?? 9)
        languageModes = (json["swiftLanguageVersions"] as? [Any])?.compactMap(UserPackage.languageMode)
        dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap(UserPackage.dependency)
        let toolsAtLeast6 = toolsVersion.major >= 6
        targets = (json["targets"] as? [[String: Any]] ?? []).compactMap { UserPackage.target($0, root: root, toolsAtLeast6: toolsAtLeast6) }
    }

    // MARK: Dependencies

    private static func dependency(_ json: [String: Any]) -> String? {
        if let fileSystem = (json["fileSystem"] as? [[String: Any]])?.first, let path = fileSystem["path"] as? String {
            if let name = fileSystem["nameForTargetDependencyResolutionOnly"] as? String {
                return ".package(name: \(literal(name)), path: \(literal(path)))"
            }
            return ".package(path: \(literal(path)))"
        }
        if let control = (json["sourceControl"] as? [[String: Any]])?.first {
            let location = control["location"] as? [String: Any]
            let url = ((location?["remote"] as? [Any])?.first).flatMap { ($0 as? [String: Any])?["urlString"] as? String ?? $0 as? String }
                ?? (location?["local"] as? [String])?.first
            guard let url else { return nil }
            let name = (control["nameForTargetDependencyResolutionOnly"] as? String).map { "name: \(literal($0)), " } ?? ""
            guard let requirement = control["requirement"] as? [String: Any] else { return nil }
            return ".package(\(name)url: \(literal(url)), \(self.requirement(requirement)))"
        }
        if let registry = (json["registry"] as? [[String: Any]])?.first, let identity = registry["identity"] as? String,
           let requirement = registry["requirement"] as? [String: Any] {
            return ".package(id: \(literal(identity)), \(self.requirement(requirement)))"
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

    private static func target(_ json: [String: Any], root: URL, toolsAtLeast6: Bool) -> Target? {
        guard let name = json["name"] as? String, let kind = Target.Kind(rawValue: json["type"] as? String ?? "") else { return nil }
        let directory: URL
        if let path = json["path"] as? String {
            directory = root.appendingPathComponent(path)
        } else {
            // SwiftPM's default folders, in its order of search.
            let bases = kind == .test ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
            directory = bases.map { root.appendingPathComponent($0).appendingPathComponent(name) }
                .first { FileManager.default.fileExists(atPath: $0.path) } ?? root.appendingPathComponent("Sources/\(name)")
        }
        var swiftUIPackage: String?
        var dependencies: [String] = []
        for dependency in json["dependencies"] as? [[String: Any]] ?? [] {
            if let byName = dependency["byName"] as? [Any], let target = byName.first as? String, appliesToPreviews(byName.dropFirst().first) {
                dependencies.append(literal(target))
            } else if let target = dependency["target"] as? [Any], let targetName = target.first as? String, appliesToPreviews(target.dropFirst().first) {
                dependencies.append(".target(name: \(literal(targetName)))")
            } else if let product = dependency["product"] as? [Any], let productName = product.first as? String,
                      let package = product.dropFirst().first as? String, appliesToPreviews(product.dropFirst(3).first) {
                dependencies.append(".product(name: \(literal(productName)), package: \(literal(package)))")
                if productName == "SwiftUI" { swiftUIPackage = package }
            }
        }
        var resources: [String] = []
        for resource in json["resources"] as? [[String: Any]] ?? [] {
            guard let path = resource["path"] as? String, let rule = resource["rule"] as? [String: Any] else { continue }
            if let process = rule["process"] as? [String: Any] {
                let localization = (process["localization"] as? String).map { ", localization: .\($0)" } ?? ""
                resources.append(".process(\(literal(path))\(localization))")
            } else if rule["copy"] != nil {
                resources.append(".copy(\(literal(path)))")
            } else if rule["embedInCode"] != nil {
                resources.append(".embedInCode(\(literal(path)))")
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
        return Target(name: name, kind: kind, directory: directory, dependencies: dependencies, resources: resources,
                      exclude: json["exclude"] as? [String] ?? [], sources: json["sources"] as? [String],
                      swiftSettings: swiftSettings, cSettings: cSettings, linkerSettings: linkerSettings,
                      pkgConfig: json["pkgConfig"] as? String, swiftUIPackage: swiftUIPackage)
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

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
