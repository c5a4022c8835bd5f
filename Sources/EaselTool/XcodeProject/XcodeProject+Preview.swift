import Foundation

extension XcodeProject {
    enum SelectionError: Error, CustomStringConvertible {
        case unknownTarget(String, project: String, previewable: [String])
        case nothingToPreview(project: String, skipped: [(String, String)])

        var description: String {
            switch self {
            case .unknownTarget(let name, let project, let previewable):
                return "\(project) has no previewable target named '\(name)'. Its targets: \(previewable.joined(separator: ", "))."
            case .nothingToPreview(let project, let skipped):
                let reasons = skipped.map { "\($0.0) (\($0.1))" }.joined(separator: ", ")
                return "\(project) has no app, framework or library target for the iPhone with Swift sources to preview"
                    + (reasons.isEmpty ? "." : ": \(reasons).")
            }
        }
    }

    /// The project as a preview build sees it: its previewable targets (or `--target` and what
    /// it depends on), their settings as Swift settings, their packages. Local packages are the
    /// project's own code and are built as its targets are; remote ones are dependencies, or
    /// a local checkout where `overrides` names one (by identity, lowercased).
    func previewProject(targetName: String?, overrides: [String: URL], swift: String, scratch: URL,
                        visited: Set<String> = []) throws -> PreviewProject {
        let byID = Dictionary(targets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var skipped: [(String, String)] = targets.compactMap { target in
            if case .skipped(let reason) = target.kind { return (target.name, reason) }
            return nil
        }
        var chosen = targets.filter(\.isPreviewable)
        if let targetName {
            guard let selected = chosen.first(where: { $0.name == targetName || $0.moduleName == targetName }) else {
                throw SelectionError.unknownTarget(targetName, project: "\(name).xcodeproj", previewable: chosen.map(\.name))
            }
            var keep: Set<String> = [selected.id]
            var queue = [selected.id]
            while let next = queue.popLast() {
                for dependency in byID[next]?.targetDependencies ?? [] where keep.insert(dependency).inserted { queue.append(dependency) }
            }
            for target in chosen where !keep.contains(target.id) { skipped.append((target.name, "not the --target")) }
            chosen = chosen.filter { keep.contains($0.id) }
        }
        guard !chosen.isEmpty else { throw SelectionError.nothingToPreview(project: "\(name).xcodeproj", skipped: skipped) }
        let siblings = try siblingFrameworks(linkedBy: chosen, overrides: overrides, swift: swift, scratch: scratch,
                                             visited: visited.union([url.standardizedFileURL.path]))

        // Packages: local ones (and the local packages they use) are read as code of the project.
        var local = LocalPackages(swift: swift, scratch: scratch)
        var dependencies: [PreviewProject.PackageDependency] = []
        var packageNames: [String: String] = [:]
        for package in packages {
            switch package.location {
            case .local(let folder):
                try local.add(folder)
                packageNames[package.id] = PackageIdentity.of(folder.path)
            case .remote(let url, let requirement):
                let identity = PackageIdentity.of(url)
                packageNames[package.id] = identity
                if let checkout = overrides[identity] {
                    try local.add(checkout)
                } else {
                    dependencies.append(Self.dependency(url: url, requirement: requirement))
                }
            }
        }
        for folder in folderReferencedPackages() { try local.add(folder) }
        try local.checkNothingMissing()

        var previewTargets: [PreviewProject.Target] = []
        for target in chosen {
            var preview = PreviewProject.Target(name: target.moduleName, kind: target.kind == .application ? .executable : .regular,
                                                directory: sourceRoot)
            preview.files = target.sources
            preview.bundleResources = target.resources
            preview.catalogs = target.assetCatalogs
            preview.accentColorName = target.settings["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"] ?? ""
            preview.dataModels = target.dataModels
            preview.swiftSettings = Self.swiftSettings(target.settings)
            for dependency in target.targetDependencies {
                guard let other = byID[dependency], chosen.contains(where: { $0.id == dependency }), other.kind == .library else { continue }
                preview.dependencies.append(.init(rendered: ".target(name: \(PreviewProject.literal(other.moduleName)))"))
            }
            for product in target.linkedProducts {
                guard let module = siblings.modules[product] else { continue }
                preview.dependencies.append(.init(rendered: ".target(name: \(PreviewProject.literal(module)))"))
            }
            for (product, reference) in target.packageProducts {
                let package = reference.flatMap { packageNames[$0] } ?? local.package(vending: product)
                guard let package else { continue }
                preview.dependencies += local.dependencies(on: product, in: package)
                    ?? [.init(rendered: ".product(name: \(PreviewProject.literal(product)), package: \(PreviewProject.literal(package)))", package: package)]
            }
            previewTargets.append(preview)
        }
        for (target, reason) in chosen.flatMap({ target in target.otherSources.prefix(1).map { _ in (target.name, target.otherSources.count) } }) {
            skipped.append(("\(target)'s \(reason) Objective-C, C or Metal file\(reason == 1 ? "" : "s")", "Swift only: they are left out"))
        }
        var siblingTargets: [PreviewProject.Target] = []
        var siblingDependencies: [PreviewProject.PackageDependency] = []
        for sibling in siblings.projects {
            for target in sibling.targets where target.kind != .test && !(previewTargets + local.targets + siblingTargets).contains(where: { $0.name == target.name }) {
                siblingTargets.append(target)
            }
            siblingDependencies = Self.merged(siblingDependencies, sibling.dependencies)
            skipped += sibling.skipped.filter { entry in !skipped.contains { $0.0 == entry.0 } }
        }
        var project = PreviewProject(root: sourceRoot, name: name, origin: .xcodeProject(url),
                                     dependencies: Self.merged(Self.merged(dependencies, local.dependencies), siblingDependencies),
                                     targets: previewTargets + local.targets + siblingTargets)
        // Of the local packages, what the previewed targets use (not a watch app's packages).
        let needed = project.closure(of: previewTargets.map(\.name))
        project.targets = project.targets.filter { needed.contains($0.name) }
        // Unit-test targets that use swift-snapshot-testing, for `easel test`.
        let suites = snapshotSuites(of: chosen, byID: byID, packageNames: packageNames, local: local)
        project.targets += suites
        let suiteTargets = Set(targets.filter { target in suites.contains { $0.name == target.moduleName } }.map(\.name))
        project.skipped = skipped.map { suiteTargets.contains($0.0) ? ($0.0, "a unit-test target: `easel test` runs its snapshot tests") : $0 }
            + local.skipped
        let resolved = url.appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
        if FileManager.default.fileExists(atPath: resolved.path) { project.resolvedFile = resolved }
        if let app = chosen.first(where: { $0.kind == .application }) { project.infoPlist = infoPlist(of: app) }
        return project
    }

    /// The unit-test targets that use swift-snapshot-testing's `SnapshotTesting`, as test targets
    /// of the previewed targets they test (the others are left out: what they test is not built).
    private func snapshotSuites(of chosen: [Target], byID: [String: Target], packageNames: [String: String],
                                local: LocalPackages) -> [PreviewProject.Target] {
        var suites: [PreviewProject.Target] = []
        for target in targets where target.productType.hasSuffix("bundle.unit-test") {
            guard let reference = target.packageProducts.first(where: { $0.product == "SnapshotTesting" }),
                  let package = reference.package.flatMap({ packageNames[$0] }) ?? local.package(vending: "SnapshotTesting") else { continue }
            let tested = target.targetDependencies.compactMap { byID[$0] }
            guard !tested.isEmpty, tested.allSatisfy({ other in chosen.contains { $0.id == other.id } }) else { continue }
            var suite = PreviewProject.Target(name: target.moduleName, kind: .test, directory: sourceRoot)
            suite.files = target.sources
            suite.swiftSettings = Self.swiftSettings(target.settings)
            suite.dependencies = tested.map { .init(rendered: ".target(name: \(PreviewProject.literal($0.moduleName)))") }
            suite.dependencies.append(.init(rendered: ".product(name: \"SnapshotTesting\", package: \(PreviewProject.literal(package)))", package: package))
            suites.append(suite)
        }
        return suites
    }

    /// Packages added to the project as folders (before Xcode 15's local package references):
    /// a group's folder that holds a `Package.swift`.
    private func folderReferencedPackages() -> [URL] {
        guard let objects = try? PBXObjects(contentsOf: url.appendingPathComponent("project.pbxproj"), projectFolder: url.deletingLastPathComponent()) else { return [] }
        return objects.all("PBXFileReference").compactMap { id -> URL? in
            let type = objects.string(id, "lastKnownFileType") ?? objects.string(id, "explicitFileType") ?? ""
            guard type == "wrapper" || type == "folder" || type.isEmpty, let folder = objects.path(of: id) else { return nil }
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) ? folder : nil
        }
    }

    private static func merged(_ first: [PreviewProject.PackageDependency], _ second: [PreviewProject.PackageDependency]) -> [PreviewProject.PackageDependency] {
        var result = first
        for dependency in second where !result.contains(where: { !$0.names.isDisjoint(with: dependency.names) }) { result.append(dependency) }
        return result
    }

    /// A remote package as a manifest writes it, from Xcode's requirement.
    static func dependency(url: String, requirement: [String: Any]) -> PreviewProject.PackageDependency {
        let literal = PreviewProject.literal
        let minimum = requirement["minimumVersion"] as? String ?? "0.0.0"
        let rendered: String
        switch requirement["kind"] as? String ?? "" {
        case "exactVersion": rendered = "exact: \(literal(requirement["version"] as? String ?? minimum))"
        case "upToNextMinorVersion": rendered = ".upToNextMinor(from: \(literal(minimum)))"
        case "versionRange": rendered = "\(literal(minimum))..<\(literal(requirement["maximumVersion"] as? String ?? "99999.0.0"))"
        case "branch": rendered = "branch: \(literal(requirement["branch"] as? String ?? "main"))"
        case "revision": rendered = "revision: \(literal(requirement["revision"] as? String ?? ""))"
        default: rendered = "from: \(literal(minimum))"
        }
        return .init(names: [PackageIdentity.of(url)], rendered: ".package(url: \(literal(url)), \(rendered))", location: "\(url), \(rendered)")
    }

    // MARK: Settings

    /// Xcode's Swift settings as a manifest's: the language mode (`SWIFT_VERSION`), the
    /// compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS`'
    /// `-D`), upcoming features, and the default actor isolation of Xcode 26's templates.
    static func swiftSettings(_ settings: XcodeBuildSettings) -> [String] {
        let literal = PreviewProject.literal
        var result: [String] = []
        if let version = settings["SWIFT_VERSION"], let mode = languageMode(version) {
            result.append(".swiftLanguageMode(.version(\(literal(mode))))")
        } else {
            result.append(".swiftLanguageMode(.v5)")
        }
        var defines: [String] = settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS")
        var features: [String] = []
        let flags = settings.list("OTHER_SWIFT_FLAGS")
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            if flag == "-D", index + 1 < flags.count {
                defines.append(flags[index + 1])
                index += 1
            } else if flag.hasPrefix("-D"), flag.count > 2 {
                defines.append(String(flag.dropFirst(2)))
            } else if flag == "-enable-upcoming-feature", index + 1 < flags.count {
                features.append(flags[index + 1])
                index += 1
            }
            index += 1
        }
        var seen = Set<String>()
        for define in defines where !define.isEmpty && define != "$(inherited)" && seen.insert(define).inserted {
            result.append(".define(\(literal(define)))")
        }
        for (name, value) in settings.levels.flatMap({ $0 }) where name.hasPrefix("SWIFT_UPCOMING_FEATURE_") {
            if ["yes", "true"].contains(value.lowercased()) { features.append(upcomingFeature(String(name.dropFirst("SWIFT_UPCOMING_FEATURE_".count)))) }
        }
        if settings.isOn("SWIFT_APPROACHABLE_CONCURRENCY") {
            // What Xcode 26's "Approachable Concurrency" turns on.
            features += ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
                         "InferSendableFromCaptures", "NonisolatedNonsendingByDefault"]
        }
        var seenFeatures = Set<String>()
        for feature in features where seenFeatures.insert(feature).inserted {
            result.append(".enableUpcomingFeature(\(literal(feature)))")
        }
        if settings["SWIFT_DEFAULT_ACTOR_ISOLATION"]?.lowercased() == "mainactor" {
            result.append(".unsafeFlags([\"-default-isolation\", \"MainActor\"])")
        }
        return result
    }

    /// `5.0` → `5`, `4.2` → `4.2`, `6.0` → `6`.
    static func languageMode(_ version: String) -> String? {
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard let major = parts.first else { return nil }
        if major == 4, parts.dropFirst().first == 2 { return "4.2" }
        return String(major)
    }

    /// `EXISTENTIAL_ANY` → `ExistentialAny`, with the settings whose names differ from their feature's.
    static func upcomingFeature(_ setting: String) -> String {
        let renamed = ["DISABLE_OUTWARD_ACTOR_ISOLATION": "DisableOutwardActorInference"]
        if let known = renamed[setting] { return known }
        return setting.lowercased().split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    // MARK: Info.plist

    /// What `Bundle.main.infoDictionary` gives in the app: its `INFOPLIST_FILE` (settings
    /// expanded), the generated `INFOPLIST_KEY_*` entries, and the keys Xcode always writes.
    func infoPlist(of target: Target) -> [String: Any] {
        let settings = target.settings
        var info: [String: Any] = [:]
        if let path = settings["INFOPLIST_FILE"], !path.isEmpty,
           let data = try? Data(contentsOf: Self.projectFile(path, in: sourceRoot)),
           let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] {
            info = list.mapValues { expandStrings($0, settings: settings) }
        }
        for (name, _) in settings.levels.flatMap({ $0 }) where name.hasPrefix("INFOPLIST_KEY_") {
            let key = String(name.dropFirst("INFOPLIST_KEY_".count))
            guard info[key] == nil, let value = settings[name] else { continue }
            info[key] = ["YES": true, "NO": false][value] ?? value
        }
        let standard: [(String, String)] = [
            ("CFBundleIdentifier", "PRODUCT_BUNDLE_IDENTIFIER"), ("CFBundleName", "PRODUCT_NAME"),
            ("CFBundleShortVersionString", "MARKETING_VERSION"), ("CFBundleVersion", "CURRENT_PROJECT_VERSION"),
            ("CFBundleDevelopmentRegion", "DEVELOPMENT_LANGUAGE"),
        ]
        for (key, setting) in standard where info[key] == nil {
            if let value = settings[setting], !value.isEmpty { info[key] = value }
        }
        info["CFBundleExecutable"] = info["CFBundleExecutable"] ?? settings["PRODUCT_NAME"]
        info["CFBundlePackageType"] = info["CFBundlePackageType"] ?? "APPL"
        return info.mapValues { expandStrings($0, settings: settings) }
    }

    /// A path a setting gives: absolute once `$(SRCROOT)` is expanded, else the project folder's.
    static func projectFile(_ path: String, in sourceRoot: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : sourceRoot.appendingPathComponent(path)
    }

    private func expandStrings(_ value: Any, settings: XcodeBuildSettings) -> Any {
        if let text = value as? String { return settings.expanded(text) }
        if let array = value as? [Any] { return array.map { expandStrings($0, settings: settings) } }
        if let dictionary = value as? [String: Any] { return dictionary.mapValues { expandStrings($0, settings: settings) } }
        return value
    }
}
