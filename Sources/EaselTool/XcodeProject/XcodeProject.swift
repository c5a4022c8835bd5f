import Foundation

/// An Xcode project (`App.xcodeproj`), read from its `project.pbxproj` as Xcode builds it for
/// previews: the Debug configuration of each target, the files of its Sources and Resources
/// build phases (through nested groups and Xcode 16's synchronized folders), and the Swift
/// packages it uses. A file on disk that no target lists is not part of any target.
struct XcodeProject {
    let url: URL
    let name: String
    /// The project's folder (`SRCROOT`).
    let sourceRoot: URL
    let targets: [Target]
    let packages: [PackageReference]
    /// What could not be read, said once (an xcconfig that is missing…).
    let problems: [String]

    struct Target {
        enum Kind: Equatable {
            case application, library
            /// Not previewed, with why ("a unit-test target").
            case skipped(String)
        }

        let id: String
        let name: String
        let kind: Kind
        let productType: String
        let settings: XcodeBuildSettings
        /// The Swift files of its Sources phase.
        let sources: [URL]
        /// Sources it has that Swift cannot compile beside them (Objective-C, C, Metal).
        let otherSources: [URL]
        /// What its Resources phase copies into the app, at its place in the bundle.
        let resources: [PreviewProject.BundleResource]
        let assetCatalogs: [URL]
        /// Its Core Data models (`.xcdatamodeld`, in its Sources phase as Xcode keeps them).
        let dataModels: [URL]
        /// The project's targets it depends on, by identifier.
        let targetDependencies: [String]
        /// Products of Swift packages it uses: (product, package reference identifier or nil).
        let packageProducts: [(product: String, package: String?)]
        /// The file it builds (`Notes.app`, `NotesCore.framework`).
        var productFile: String?
        /// Frameworks of the build's products it links (`NotesCore.framework`): made by a target
        /// of this project, or of another project of its workspace.
        var linkedProducts: [String] = []

        var moduleName: String { settings["PRODUCT_MODULE_NAME"] ?? XcodeBuildSettings.c99Identifier(name) }

        var isPreviewable: Bool { kind == .application || kind == .library }
    }

    struct PackageReference {
        enum Location {
            case remote(url: String, requirement: [String: Any])
            case local(URL)
        }
        let id: String
        let location: Location
    }

    static let configuration = "Debug"

    /// Reads `url` (a `.xcodeproj` folder).
    init(url: URL) throws {
        let projectFolder = url.deletingLastPathComponent()
        let file = url.appendingPathComponent("project.pbxproj")
        let objects = try PBXObjects(contentsOf: file, projectFolder: projectFolder)
        self.url = url
        name = url.deletingPathExtension().lastPathComponent
        sourceRoot = objects.sourceRoot
        var problems: [String] = []
        let projectSettings = objects.configuration(list: objects.project["buildConfigurationList"] as? String,
                                                    named: Self.configuration, problems: &problems)
        var targets: [Target] = []
        for id in objects.project["targets"] as? [String] ?? [] {
            guard let target = Self.target(id, objects: objects, projectName: name, projectFolder: projectFolder,
                                           projectSettings: projectSettings, problems: &problems) else { continue }
            targets.append(target)
        }
        self.targets = targets
        packages = (objects.project["packageReferences"] as? [String] ?? []).compactMap { id in
            switch objects.isa(id) {
            case "XCRemoteSwiftPackageReference":
                guard let url = objects.string(id, "repositoryURL") else { return nil }
                return PackageReference(id: id, location: .remote(url: url, requirement: objects[id]?["requirement"] as? [String: Any] ?? [:]))
            case "XCLocalSwiftPackageReference":
                guard let path = objects.string(id, "relativePath") else { return nil }
                let folder = path.hasPrefix("/") ? URL(fileURLWithPath: path) : projectFolder.appendingPathComponent(path)
                return PackageReference(id: id, location: .local(folder.standardizedFileURL))
            default: return nil
            }
        }
        self.problems = problems
    }

    // MARK: Targets

    private static func target(_ id: String, objects: PBXObjects, projectName: String, projectFolder: URL,
                               projectSettings: (file: [String: String], own: [String: String]), problems: inout [String]) -> Target? {
        guard objects.isa(id) == "PBXNativeTarget", let name = objects.string(id, "name") else { return nil }
        var settings = XcodeBuildSettings(builtIn: [
            "TARGET_NAME": name, "PROJECT_NAME": projectName, "SRCROOT": objects.sourceRoot.path,
            "PROJECT_DIR": objects.sourceRoot.path, "SOURCE_ROOT": objects.sourceRoot.path,
            "PROJECT_FILE_PATH": projectFolder.appendingPathComponent(projectName + ".xcodeproj").path,
        ])
        settings.push(projectSettings.file)
        settings.push(projectSettings.own)
        let own = objects.configuration(list: objects.string(id, "buildConfigurationList"), named: configuration, problems: &problems)
        settings.push(own.file)
        settings.push(own.own)
        let productType = objects.string(id, "productType") ?? ""

        var sources: [URL] = [], others: [URL] = [], resources: [PreviewProject.BundleResource] = [], catalogs: [URL] = [], models: [URL] = []
        for phase in objects.strings(id, "buildPhases") {
            let isa = objects.isa(phase)
            guard isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
            for buildFile in objects.strings(phase, "files") {
                guard let reference = objects.string(buildFile, "fileRef") else { continue }
                if isa == "PBXSourcesBuildPhase" {
                    guard let listed = objects.path(of: reference) else { continue }
                    guard let url = XcodeProject.onDisk(listed) else {
                        // Xcode would stop the build; a preview leaves the file out and says so.
                        problems.append("\(name) lists \(listed.lastPathComponent), which is not on disk (\(listed.path)); it is left out")
                        continue
                    }
                    if url.pathExtension == "swift" { sources.append(url) } else if url.pathExtension == "xcdatamodeld" { models.append(url) } else { others.append(url) }
                } else {
                    let placed = resourceFiles(of: reference, objects: objects)
                    catalogs += placed.filter { $0.source.pathExtension == "xcassets" }.map(\.source)
                    resources += placed.filter { $0.source.pathExtension != "xcassets" }
                }
            }
        }
        // Xcode 16's synchronized folders: every file under the folder belongs to the target,
        // but for the exceptions; the kind of file decides its build phase.
        let infoPlist = settings["INFOPLIST_FILE"].map { XcodeProject.projectFile($0, in: objects.sourceRoot).standardizedFileURL.path }
        for folder in synchronizedFolders(of: id, objects: objects) {
            for file in folder.files {
                if file.url.pathExtension == "swift" {
                    sources.append(file.url)
                } else if file.url.pathExtension == "xcassets" {
                    catalogs.append(file.url)
                } else if file.url.pathExtension == "xcdatamodeld" {
                    models.append(file.url)
                } else if ["m", "mm", "c", "cpp", "metal", "h"].contains(file.url.pathExtension) {
                    others.append(file.url)
                } else if !SynchronizedFolder.notCopied(file.url) && file.url.standardizedFileURL.path != infoPlist {
                    resources.append(.init(source: file.url, destination: file.bundlePath))
                }
            }
        }
        // Development assets ("Preview Content") are part of Debug builds even when no phase lists them.
        for path in settings.list("DEVELOPMENT_ASSET_PATHS") {
            let folder = objects.sourceRoot.appendingPathComponent(path).standardizedFileURL
            for catalog in AssetSymbols.catalogs(in: folder) where !catalogs.contains(catalog) { catalogs.append(catalog) }
        }

        var targetDependencies: [String] = []
        var products: [(String, String?)] = []
        for dependency in objects.strings(id, "dependencies") {
            if let target = objects.string(dependency, "target") { targetDependencies.append(target) }
        }
        for product in objects.strings(id, "packageProductDependencies") {
            guard let productName = objects.string(product, "productName"), !productName.hasPrefix("plugin:") else { continue }
            products.append((productName, objects.string(product, "package")))
        }
        var target = Target(id: id, name: name, kind: kind(productType: productType, settings: settings, hasSources: !sources.isEmpty),
                            productType: productType, settings: settings, sources: unique(sources), otherSources: others,
                            resources: resources, assetCatalogs: unique(catalogs), dataModels: unique(models),
                            targetDependencies: targetDependencies, packageProducts: products)
        target.productFile = objects.string(id, "productReference").flatMap { objects.string($0, "path") }
        for phase in objects.strings(id, "buildPhases") where objects.isa(phase) == "PBXFrameworksBuildPhase" {
            for buildFile in objects.strings(phase, "files") {
                guard let reference = objects.string(buildFile, "fileRef"), objects.string(reference, "sourceTree") == "BUILT_PRODUCTS_DIR",
                      let path = objects.string(reference, "path"), path.hasSuffix(".framework") else { continue }
                target.linkedProducts.append(path)
            }
        }
        return target
    }

    private static func unique(_ urls: [URL]) -> [URL] {
        var seen = Set<String>()
        return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// Which targets are previewed: apps, frameworks and libraries for the iPhone.
    static func kind(productType: String, settings: XcodeBuildSettings, hasSources: Bool) -> Target.Kind {
        let type = productType.replacingOccurrences(of: "com.apple.product-type.", with: "")
        let sdk = (settings["SDKROOT"] ?? "iphoneos").lowercased()
        let platforms = settings.list("SUPPORTED_PLATFORMS").map { $0.lowercased() }
        let kind: Target.Kind
        switch type {
        case "application", "application.on-demand-install-capable": kind = .application
        case "framework", "framework.static", "library.static", "library.dynamic": kind = .library
        case "bundle.unit-test": return .skipped("a unit-test target")
        case "bundle.ui-testing": return .skipped("a UI-test target")
        case "app-extension", "extensionkit-extension", "app-extension.messages", "app-extension.intents-service":
            return .skipped("an app extension (widget, share, intents…): extensions run inside other apps")
        case "application.watchapp", "application.watchapp2", "application.watchapp2-container", "watchkit-extension", "watchkit2-extension":
            return .skipped("a watch app")
        case "application.messages": return .skipped("an iMessage app")
        case "tool": return .skipped("a command-line tool")
        case "bundle": return .skipped("a resource bundle")
        default: return .skipped("a target of type \(productType.isEmpty ? "unknown" : productType), which Easel does not preview")
        }
        if sdk.hasPrefix("watch") { return .skipped("a watchOS target") }
        if sdk.hasPrefix("appletv") { return .skipped("a tvOS target") }
        if sdk.hasPrefix("macosx") && !platforms.contains(where: { $0.hasPrefix("iphone") }) && !settings.isOn("SUPPORTS_MACCATALYST") {
            return .skipped("a macOS target (Easel previews iPhone screens)")
        }
        if !hasSources { return .skipped("a target with no Swift sources") }
        return kind
    }

    /// The files a Resources phase entry puts in the bundle: a file at the top, a localized
    /// file (a variant group) in its `LANG.lproj/` folder, a folder reference as a folder.
    private static func resourceFiles(of reference: String, objects: PBXObjects) -> [PreviewProject.BundleResource] {
        if objects.isa(reference) == "PBXVariantGroup" {
            return objects.strings(reference, "children").compactMap { child in
                guard let url = objects.path(of: child) else { return nil }
                let folder = url.deletingLastPathComponent()
                let destination = folder.pathExtension == "lproj" ? "\(folder.lastPathComponent)/\(url.lastPathComponent)" : url.lastPathComponent
                return .init(source: url, destination: destination)
            }
        }
        guard let url = objects.path(of: reference) else { return [] }
        return [.init(source: url, destination: url.lastPathComponent)]
    }
}

extension XcodeProject {
    /// The file a project's path names, as a Mac finds it: the Mac's file system ignores case
    /// by default, so a project that lists `EmptyPlaceholderView.swift` builds from
    /// `EmptyPlaceholderVIew.swift` there. Here each part of the path that is not on disk as
    /// spelled is matched without regard to case, when exactly one entry matches; nil if the
    /// file is not there in any case.
    static func onDisk(_ url: URL) -> URL? {
        let files = FileManager.default
        if files.fileExists(atPath: url.path) { return url }
        var found = URL(fileURLWithPath: "/")
        for part in url.standardizedFileURL.pathComponents.dropFirst() {
            let exact = found.appendingPathComponent(part)
            if files.fileExists(atPath: exact.path) {
                found = exact
                continue
            }
            let wanted = part.lowercased()
            let matches = (try? files.contentsOfDirectory(atPath: found.path))?.filter { $0.lowercased() == wanted } ?? []
            guard matches.count == 1 else { return nil }
            found = found.appendingPathComponent(matches[0])
        }
        return found
    }
}
