import Foundation

/// What a preview build is made from: the targets of a user's Swift package (`UserPackage`),
/// Xcode project (`XcodeProject`) or Swift Playgrounds app, described the way the preview host
/// (`PreviewHostPackage`) writes them into a manifest of its own.
struct PreviewProject {
    enum Origin: Equatable {
        case package
        /// The `.xcodeproj` folder.
        case xcodeProject(URL)
        /// A `.swiftpm` app package (its manifest declares an `.iOSApplication`).
        case playground
    }

    /// The folder `.build/easel-previews/` is written in: the package's, or the project's.
    let root: URL
    let name: String
    let origin: Origin
    /// The manifest's tools version, e.g. (5, 9).
    var toolsVersion: (major: Int, minor: Int) = (6, 0)
    /// The package's `swiftLanguageModes` (older: `swiftLanguageVersions`), when it sets them.
    var languageModes: [String]?
    /// The package's `defaultLocalization` (SwiftPM needs one where resources are localized).
    var defaultLocalization: String?
    var dependencies: [PackageDependency]
    var targets: [Target]
    /// Its products' targets, by product name (a package's `products:`).
    var products: [String: [String]] = [:]
    /// Targets that are not previewed, each with why (`easel list --verbose`).
    var skipped: [(name: String, reason: String)] = []
    /// The main bundle's `Info.plist` (an Xcode app target's), read by `Bundle.main.infoDictionary`.
    var infoPlist: [String: Any]?
    /// A `Package.resolved` that pins the dependencies' versions.
    var resolvedFile: URL?

    /// A `.package(…)` line and the names a target's `.product(name:package:)` may give it by.
    struct PackageDependency {
        /// Lowercased: its identity, its name for target dependencies, its URL's or path's last part.
        let names: Set<String>
        let rendered: String
        /// Where it comes from and what version it asks for, for messages ("https://… from 5.0.0").
        let location: String
        /// The folder of a local package.
        var localPath: URL?

        func isNamed(_ name: String) -> Bool { names.contains(name.lowercased()) }
    }

    /// A `dependencies:` entry of a target; `package` names the package of a product.
    struct TargetDependency: Equatable {
        let rendered: String
        var package: String?

        /// The name it gives: a target's or a product's (`"Name"`, `.target(name: "Name")`,
        /// `.product(name: "Name", package: …)`).
        var name: String? {
            guard let open = rendered.firstIndex(of: "\"") else { return nil }
            let rest = rendered[rendered.index(after: open)...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }

        /// A bare name, which SwiftPM takes for a target of the package or a product of a dependency.
        var isByName: Bool { rendered.hasPrefix("\"") }
    }

    /// A file or folder copied into the main bundle, at `destination` (relative to the bundle).
    struct BundleResource: Equatable {
        let source: URL
        let destination: String
    }

    struct Target {
        enum Kind: String { case regular, executable, macro, system, test, plugin, binary }
        let name: String
        let kind: Kind
        /// The folder of its sources. Files are copied into the host at their place under it.
        let directory: URL
        var dependencies: [TargetDependency] = []
        /// `resources:` entries, rendered (`.process("Assets.xcassets")`).
        var resources: [String] = []
        var exclude: [String] = []
        var sources: [String]?
        var swiftSettings: [String] = []
        var cSettings: [String] = []
        var linkerSettings: [String] = []
        var pkgConfig: String?
        /// A C target's public headers folder, when it is not `include`.
        var publicHeadersPath: String?
        /// The name of the package whose `SwiftUI` product this target uses, if any.
        var swiftUIPackage: String?
        /// The exact files it compiles (an Xcode target's Sources phase); nil: every file under
        /// `directory` that SwiftPM would take.
        var files: [URL]?
        /// What it puts in the app's main bundle, where `Bundle.main` finds it.
        var bundleResources: [BundleResource] = []
        /// Its asset catalogs; nil: every `*.xcassets` under `directory`.
        var catalogs: [URL]?
        /// The colour set that is the app's accent colour: an Xcode target's
        /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` ("" when the target does not set one);
        /// nil for a package's targets, where "AccentColor" is used when a catalog has it.
        var accentColorName: String?
        /// Its Core Data models, whose classes are generated and which go into the bundle as
        /// `NAME.momd`, where `NSPersistentContainer(name:)` finds them.
        var dataModels: [URL] = []

        init(name: String, kind: Kind, directory: URL) {
            self.name = name
            self.kind = kind
            self.directory = directory
        }

        var isPreviewable: Bool { kind == .regular || kind == .executable }

        /// The Swift files it compiles.
        var swiftFiles: [URL] {
            if let files { return files.filter { $0.pathExtension == "swift" } }
            guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey],
                                                                  options: [.skipsHiddenFiles]) else { return [] }
            return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }

        /// Its asset catalogs, as listed or found in its folder.
        var assetCatalogs: [URL] { catalogs ?? AssetSymbols.catalogs(in: directory) }
    }

    /// What it is, for messages: "the package Recipes", "the Xcode project Habits".
    var description: String {
        switch origin {
        case .package: return "the package \(name)"
        case .xcodeProject: return "the Xcode project \(name)"
        case .playground: return "the app \(name)"
        }
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension PreviewProject {
    /// The project without the package `identity` and without the targets that need it (through
    /// a product of it, or through another target that does); nil when nothing previewable is left.
    func without(package identity: String, because reason: String) -> PreviewProject? {
        var removed = Set<String>()
        var changed = true
        while changed {
            changed = false
            for target in targets where !removed.contains(target.name) {
                let needs = target.dependencies.contains { dependency in
                    if let package = dependency.package { return PackageIdentity.of(package) == identity }
                    guard let name = dependency.name else { return false }
                    // A bare name that is no target here is a product, named (as most are) after its package.
                    return removed.contains(name) || (dependency.isByName && name.lowercased() == identity && !targets.contains { $0.name == name })
                }
                if needs {
                    removed.insert(target.name)
                    changed = true
                }
            }
        }
        var project = self
        project.dependencies = dependencies.filter { !$0.isNamed(identity) }
        project.targets = targets.filter { !removed.contains($0.name) }
        project.skipped += targets.filter { removed.contains($0.name) && $0.isPreviewable }.map { ($0.name, "needs the package \(identity), which \(reason)") }
        return project.targets.contains(where: \.isPreviewable) ? project : nil
    }
}

extension PreviewProject {
    /// The project with the package `identity` asked for as any version of the major version it
    /// names (`exact: "1.15.2"` becomes `"1.0.0"..<"2.0.0"`), which Semantic Versioning makes the
    /// same API: the requirement asked for and the one taken, or nil when it names no version or
    /// already asks for the whole major version.
    func relaxing(package identity: String) -> (project: PreviewProject, asked: String, taken: String)? {
        guard let index = dependencies.firstIndex(where: { $0.isNamed(identity) }) else { return nil }
        let dependency = dependencies[index]
        let pattern = #"^(\.package\((?:name: "[^"]*", )?(?:url|id): "(?:[^"\\]|\\.)*", )(.*)\)$"#
        guard let regex = try? Regex(pattern), let match = dependency.rendered.firstMatch(of: regex),
              let head = match.output[1].substring, let asked = match.output[2].substring,
              let version = asked.range(of: #"\d+\.\d+\.\d+"#, options: .regularExpression),
              let major = asked[version].split(separator: ".").first.flatMap({ Int($0) }) else { return nil }
        let taken = "\"\(major).0.0\"..<\"\(major + 1).0.0\""
        guard asked != taken else { return nil }
        var project = self
        project.dependencies[index] = PackageDependency(names: dependency.names, rendered: "\(head)\(taken))",
                                                        location: dependency.location, localPath: dependency.localPath)
        return (project, String(asked), taken)
    }
}

extension PreviewProject {
    /// The targets `roots` need, themselves included: by name, through target dependencies.
    func closure(of roots: [String]) -> Set<String> {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var reached = Set(roots)
        var queue = roots
        while let next = queue.popLast() {
            for dependency in byName[next]?.dependencies ?? [] where dependency.package == nil {
                if let name = dependency.name, byName[name] != nil, reached.insert(name).inserted { queue.append(name) }
            }
        }
        return reached
    }
}

extension PreviewProject {
    /// Whether a changed file is one the previews are built from: a file under a target's
    /// folder, one of its listed files or resources, or the project's own description
    /// (`Package.swift`, `project.pbxproj`, an xcconfig, `Package.resolved`). A screenshot saved
    /// into the project's folder, or a note beside it, is not.
    func isInput(_ url: URL) -> Bool {
        let path = url.standardizedFileURL.path
        if ["swift", "xcconfig", "pbxproj", "resolved", "plist"].contains(url.pathExtension) && !path.contains("/.build/") {
            // A new Swift file may belong to a target whose folder is the project's root
            // (synchronized folders, `path: "."`); descriptions can change what is built.
            return path.hasPrefix(root.standardizedFileURL.path + "/") || inputFolders.contains { path.hasPrefix($0 + "/") }
        }
        return inputFolders.contains { path.hasPrefix($0 + "/") } || inputFiles.contains(path)
    }

    /// The folders whose files are inputs: SwiftPM targets' folders (every file in them is a
    /// source or a resource), and the folders of an Xcode target's asset catalogs.
    private var inputFolders: [String] {
        targets.flatMap { target -> [String] in
            var folders = target.files == nil ? [target.directory.standardizedFileURL.path] : []
            folders += (target.catalogs ?? []).map { $0.standardizedFileURL.path }
            folders += target.bundleResources.map { $0.source.standardizedFileURL.path }
            return folders
        }
    }

    /// The files an Xcode target lists.
    private var inputFiles: Set<String> {
        Set(targets.flatMap { ($0.files ?? []).map { $0.standardizedFileURL.path } + $0.bundleResources.map { $0.source.standardizedFileURL.path } })
    }
}
