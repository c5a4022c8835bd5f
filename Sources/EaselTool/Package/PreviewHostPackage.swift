import Foundation
import Easel

/// The package Easel builds to show a user's previews: the user's targets (of a package, an Xcode
/// project or a Playgrounds app), their sources copied with platform conditions read as an
/// iPhone build reads them (`PlatformConditions`), beside an executable that runs the `easel`
/// commands over every preview found in them.
///
/// It lives in the user's `.build/easel-previews/` (`Host/` the package, `build/` its build,
/// `App/` the main bundle it runs from), so the user's own build and sources are never touched.
/// App targets become library targets whose `@main` entry point is renamed, so an app is
/// previewable without running it.
///
/// With a prebuilt runtime (`PreviewRuntime`) the host names no Easel package: every `import
/// SwiftUI` finds the runtime's modules, and the host links its library. Without one, the
/// user's own dependency on Easel is built from source.
struct PreviewHostPackage {
    static let productName = "EaselPreviewHost"

    let user: PreviewProject
    let runtime: PreviewRuntime?
    let folder: URL
    /// For a live preview: each Swift file's copy and literals are recorded here, and view
    /// code's literals are read through the live table when it says so (`LiveSources`).
    var liveSources: LiveSources?

    init(user: PreviewProject, runtime: PreviewRuntime? = nil, folder: URL? = nil) {
        self.user = user
        self.runtime = runtime
        self.folder = folder ?? user.root.appendingPathComponent(".build/easel-previews")
    }

    /// Named after the project: SwiftPM's messages about the host name the package by its
    /// folder, and should name the user's project, not a package they never wrote.
    var packageFolder: URL { folder.appendingPathComponent(Self.packageFolderName(for: user.name)) }

    static func packageFolderName(for name: String) -> String {
        let simple = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(simple.prefix(40)) + "-previews"
    }
    var scratchFolder: URL { folder.appendingPathComponent("build") }
    var bundle: PreviewBundle { PreviewBundle(folder: folder.appendingPathComponent("App")) }

    enum GenerateError: Error, CustomStringConvertible {
        case noEasel(String)
        case noTargets(String)

        var description: String {
            switch self {
            case .noEasel(let package):
                return "Easel's preview runtime is not installed, and no target of \(package) uses Easel's SwiftUI product. "
                    + "Run `make install` in Easel's folder (see \"Preview your app\" in Easel's README), or add Easel to Package.swift: "
                    + ".package(url: \"https://github.com/…/Easel\", from: \"\(EaselVersion.current)\") and .product(name: \"SwiftUI\", package: \"Easel\") in your targets' dependencies."
            case .noTargets(let package): return "\(package) has no app, framework or library targets with Swift sources to preview."
            }
        }
    }

    /// The name of the package that provides Easel from source (the user's own dependency on
    /// it), when the build uses that rather than a runtime.
    private var sourceEasel: String? {
        guard runtime == nil else { return nil }
        return user.targets.filter(\.isPreviewable).compactMap(\.swiftUIPackage).first
    }

    /// Whether `dependency` is Easel itself, which a runtime build leaves out.
    private func isEasel(_ dependency: PreviewProject.TargetDependency) -> Bool {
        guard runtime != nil, let package = dependency.package else { return false }
        return easelPackageNames.contains(package.lowercased())
    }

    /// The names the user's manifest gives Easel's package by (through its `SwiftUI` product).
    private var easelPackageNames: Set<String> {
        let named = Set(user.targets.compactMap(\.swiftUIPackage).map { $0.lowercased() })
        var names = named
        for dependency in user.dependencies where !dependency.names.isDisjoint(with: named) { names.formUnion(dependency.names) }
        return names
    }

    /// The targets built for previews: the user's libraries and apps, and what they depend on
    /// (macros and system libraries). Tests and plugins are left out.
    var builtTargets: [PreviewProject.Target] {
        user.targets.filter { [.regular, .executable, .macro, .system].contains($0.kind) } + snapshotSuites
    }

    /// Writes the host package: its manifest, the copied sources and its `main.swift`. Files
    /// whose content is unchanged are not rewritten, so an unchanged package builds nothing.
    /// Returns the number of platform conditions rewritten.
    @discardableResult
    func generate() throws -> Int {
        let previewable = user.targets.filter(\.isPreviewable)
        guard !previewable.isEmpty else { throw GenerateError.noTargets(user.description) }
        guard runtime != nil || sourceEasel != nil else { throw GenerateError.noEasel(user.description) }

        var written = Set<String>()
        var conditions = 0
        var providerLocations: [(String, String, Int)] = []
        var catalogs: [URL] = []
        var frameworks: [String: Set<String>] = [:]
        var withAssetSymbols = Set<String>()
        var withDataModels = Set<String>()
        var withAppDelegates = Set<String>()
        for target in builtTargets {
            let copied = try copySources(of: target, written: &written)
            conditions += copied.conditions
            frameworks[target.name] = Self.importedFrameworks(in: copied.source)
            providerLocations += copied.providers
            guard target.isPreviewable else { continue }
            let targetCatalogs = target.assetCatalogs
            catalogs += targetCatalogs
            if let classes = CoreDataClasses.source(models: target.dataModels, existingSource: copied.source) {
                try write(classes, to: "Targets/\(target.name)/\(CoreDataClasses.fileName)", written: &written)
                withDataModels.insert(target.name)
            }
            if let delegate = Self.appDelegateRegistration(in: copied.source) {
                try write(delegate, to: "Targets/\(target.name)/\(Self.appDelegateFile)", written: &written)
                withAppDelegates.insert(target.name)
            }
            if let symbols = AssetSymbols.source(catalogs: targetCatalogs, existingSource: copied.source) {
                try write(symbols, to: "Targets/\(target.name)/\(Self.assetSymbolsFile)", written: &written)
                withAssetSymbols.insert(target.name)
            }
        }
        if !snapshotSuites.isEmpty { try writeSnapshotTestingModule(catalogs: catalogs, written: &written) }
        try write(manifest(frameworks: frameworks, withAssetSymbols: withAssetSymbols, withDataModels: withDataModels,
                           withAppDelegates: withAppDelegates), to: "Package.swift", written: &written)
        try write(Self.localeShim, to: "Sources/\(Self.localeTarget)/locale.S", written: &written)
        try write("// Nothing: the target's code is `locale.S`.\n", to: "Sources/\(Self.localeTarget)/include/\(Self.localeTarget).h", written: &written)
        try write(mainSource(previewable: previewable, providers: providerLocations, catalogs: catalogs, withDataModels: withDataModels,
                             withAppDelegates: withAppDelegates),
                  to: "Sources/\(Self.productName)/main.swift", written: &written)
        // The user's resolved versions, so the host builds the same dependencies.
        if let resolved = user.resolvedFile, let data = try? Data(contentsOf: resolved) {
            try writeData(data, to: "Package.resolved", written: &written)
        }
        removeStaleFiles(keeping: written)
        // Apps first: theirs is the bundle an iPhone would run the preview in.
        let ordered = previewable.filter { $0.kind == .executable } + previewable.filter { $0.kind != .executable }
        let models = ordered.flatMap(\.dataModels).map {
            PreviewProject.BundleResource(source: $0, destination: $0.deletingPathExtension().lastPathComponent + ".momd")
        }
        try bundle.update(resources: ordered.flatMap(\.bundleResources) + models, infoPlist: user.infoPlist)
        return conditions
    }

    // MARK: The manifest

    /// Easel's modules named as Apple's frameworks: a file that imports one gets it, whether or
    /// not the target lists it (on Apple's platforms a framework import needs no dependency).
    static let frameworkProducts = ["Combine", "SwiftData", "Charts", "CoreLocation", "MapKit", "StoreKit", "PhotosUI",
                                    "AVFoundation", "AVKit", "UniformTypeIdentifiers", "UIKit", "LocalAuthentication", "CoreMotion", "CryptoKit",
                                    "CoreHaptics", "UserNotifications", "TipKit", "CoreGraphics", "SwiftUICore", "QuartzCore",
                                    "WidgetKit", "ActivityKit", "AppIntents", "SafariServices", "WebKit", "MessageUI", "HealthKit",
                                    "HealthKitUI", "MediaPlayer", "AudioToolbox", "FoundationModels", "AuthenticationServices", "CoreData",
                                    "Contacts", "CoreImage", "Vision", "Security", "Network", "SystemConfiguration", "CommonCrypto",
                                    "CoreTelephony", "Speech", "PencilKit", "SpriteKit", "GameKit", "Accelerate",
                                    "CoreLocationUI"]
    private static let importLine = try! NSRegularExpression(pattern: #"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)"#,
                                                             options: [.anchorsMatchLines])

    /// The framework modules Easel provides that `source` imports.
    static func importedFrameworks(in source: String) -> Set<String> {
        var found = Set<String>()
        for match in importLine.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
            guard let name = Range(match.range(at: 1), in: source) else { continue }
            let module = String(source[name])
            if frameworkProducts.contains(module) { found.insert(module) }
            if module == "OSLog" || module == "os" { found.insert(PlatformConditions.osLogModule) }
        }
        return found
    }

    /// On Apple's platforms `import Foundation` alone makes Combine's `ObservableObject` and
    /// `@Published` and Observation's `@Observable` visible: view models and Apple's own
    /// tutorials (Landmarks' `ModelData.swift`) import nothing else. And Foundation has
    /// `URLSession`, which on Linux is FoundationNetworking's, and `DateComponentsFormatter`,
    /// which Linux's Foundation declares unavailable (Easel's is in `EaselFoundation`). Linux's
    /// Foundation re-exports none of them, so every Swift target of the host imports them
    /// implicitly.
    static let implicitModules: [(name: String, isEaselProduct: Bool)] = [
        ("Combine", true), ("Observation", false), ("FoundationNetworking", false), ("EaselFoundation", true),
        // Apple's Foundation brings Security's keychain (`SecItemAdd`, `kSecClass`) with it too.
        ("Security", true),
    ]
    static let implicitImports = ".unsafeFlags([" + implicitModules.map(\.name)
        .map { #""-Xfrontend", "-import-module", "-Xfrontend", "\#($0)""# }.joined(separator: ", ") + "])"

    static let assetSymbolsFile = "EaselGeneratedAssetSymbols.swift"

    /// The preview host's own `Locale.current` and `Locale.autoupdatingCurrent`: each a jump to
    /// Easel's `_easelPreviewLocale()` (see `_PreviewLocale`). Foundation's getters take no
    /// arguments (a static property's metatype has no representation) and return the locale in
    /// registers, so a jump keeps the call as it was.
    static let localeTarget = "EaselPreviewLocale"
    static let localeShim = """
        // Generated by `easel`: the preview runs in the preview's locale (Easel's `_PreviewLocale`).
        #define CURRENT "$s20FoundationEssentials6LocaleV7currentACvgZ"
        #define AUTOUPDATING "$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ"
        #if defined(__x86_64__)
            .text
            .globl CURRENT
            .type CURRENT, @function
        CURRENT:
            jmp easel_preview_locale@PLT
            .globl AUTOUPDATING
            .type AUTOUPDATING, @function
        AUTOUPDATING:
            jmp easel_preview_locale@PLT
        #elif defined(__aarch64__)
            .text
            .globl CURRENT
            .type CURRENT, %function
        CURRENT:
            b easel_preview_locale
            .globl AUTOUPDATING
            .type AUTOUPDATING, %function
        AUTOUPDATING:
            b easel_preview_locale
        #endif
            .section .note.GNU-stack,"",%progbits

        """

    private func manifest(frameworks: [String: Set<String>] = [:], withAssetSymbols: Set<String> = [], withDataModels: Set<String> = [],
                          withAppDelegates: Set<String> = []) -> String {
        var targets: [String] = []
        for target in builtTargets {
            let path = UserPackage.literal("Targets/\(target.name)")
            var arguments = ["name: \(UserPackage.literal(target.name))"]
            switch target.kind {
            case .system:
                if let pkgConfig = target.pkgConfig { arguments.append("pkgConfig: \(UserPackage.literal(pkgConfig))") }
                targets.append(".systemLibrary(\(arguments.joined(separator: ", ")), path: \(path))")
                continue
            default: break
            }
            let isSwift = target.kind == .regular || target.kind == .executable || target.kind == .test
            var dependencies = target.dependencies.filter { !isEasel($0) }.map(\.rendered)
            if target.kind == .test { dependencies += [UserPackage.literal(Self.snapshotTestingModule), UserPackage.literal(Self.localeTarget)] }
            if let easelPackage = sourceEasel {
                // The frameworks its files import that it does not list (and `Combine` for the
                // implicit imports below). A runtime has them all.
                var imported = frameworks[target.name] ?? []
                if isSwift { imported.formUnion(Self.implicitModules.filter(\.isEaselProduct).map(\.name)) }
                let missing = imported.sorted().filter { name in
                    !target.dependencies.contains { $0.rendered.contains("\"\(name)\"") }
                }
                dependencies += missing.map { ".product(name: \(UserPackage.literal($0)), package: \(UserPackage.literal(easelPackage)))" }
            }
            arguments.append("dependencies: [\(dependencies.joined(separator: ", "))]")
            arguments.append("path: \(path)")
            var exclude = target.exclude
            var swiftSettings = target.swiftSettings
            var linkerSettings = target.linkerSettings
            // `#if EASEL` fences off what a preview cannot run, beside `DEBUG`.
            if isSwift { swiftSettings += [Self.implicitImports, ".define(\"EASEL\")"] }
            if target.kind == .test {
                // The suite's files see the image strategies without importing them, and link the runtime.
                // Swift Testing's overlays for Apple's CoreImage, CoreGraphics and UIKit are not in
                // Linux's toolchain, though it names them: Easel's modules of those names must not ask for them.
                swiftSettings.append(".unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"\(Self.snapshotTestingModule)\", "
                                     + "\"-Xfrontend\", \"-disable-cross-import-overlays\"])")
                linkerSettings.append(".unsafeFlags([\((["-Xlinker", "--export-dynamic"] + (runtime?.linkerFlags ?? [])).map(UserPackage.literal).joined(separator: ", "))])")
                // Reference images are not copied.
                exclude.removeAll { $0.split(separator: "/").contains("__Snapshots__") }
            }
            var sources = target.sources
            if target.kind == .executable {
                // An app's top-level code would run the app: left out. Its `@main` type stays,
                // under another entry-point name, so it links beside the host's own `main`.
                if let files = target.files {
                    sources = files.filter { $0.lastPathComponent != "main.swift" }.map { copiedPath(of: $0, in: target) }
                } else if FileManager.default.fileExists(atPath: target.directory.appendingPathComponent("main.swift").path) {
                    exclude.append("main.swift")
                }
                swiftSettings.append(".unsafeFlags([\"-Xfrontend\", \"-entry-point-function-name\", \"-Xfrontend\", \"\(target.name)_main\"])")
            } else if let files = target.files {
                sources = files.map { copiedPath(of: $0, in: target) }
            }
            if target.files != nil && withAssetSymbols.contains(target.name) { sources?.append(Self.assetSymbolsFile) }
            if target.files != nil && withDataModels.contains(target.name) { sources?.append(CoreDataClasses.fileName) }
            if target.files != nil && withAppDelegates.contains(target.name) { sources?.append(Self.appDelegateFile) }
            if !exclude.isEmpty { arguments.append("exclude: [\(exclude.map(UserPackage.literal).joined(separator: ", "))]") }
            if let sources { arguments.append("sources: [\(sources.map(UserPackage.literal).joined(separator: ", "))]") }
            if !target.resources.isEmpty && target.kind != .macro { arguments.append("resources: [\(target.resources.joined(separator: ", "))]") }
            if let headers = target.publicHeadersPath { arguments.append("publicHeadersPath: \(UserPackage.literal(headers))") }
            if !target.cSettings.isEmpty { arguments.append("cSettings: [\(target.cSettings.joined(separator: ", "))]") }
            if !swiftSettings.isEmpty { arguments.append("swiftSettings: [\(swiftSettings.joined(separator: ", "))]") }
            if !linkerSettings.isEmpty { arguments.append("linkerSettings: [\(linkerSettings.joined(separator: ", "))]") }
            let kind = target.kind == .macro ? ".macro" : target.kind == .test ? ".testTarget" : ".target"
            targets.append("\(kind)(\(arguments.joined(separator: ",\n            ")))")
        }
        if let declaration = snapshotTestingTarget { targets.append(declaration) }
        var hostDependencies = user.targets.filter(\.isPreviewable).map { UserPackage.literal($0.name) } + [UserPackage.literal(Self.localeTarget)]
        // The executable's symbols come first for the libraries it loads (`localeShim`).
        var linkerFlags = ["-Xlinker", "--export-dynamic"]
        if let easelPackage = sourceEasel {
            hostDependencies.append(".product(name: \"EaselTool\", package: \(UserPackage.literal(easelPackage)))")
        } else if let runtime {
            linkerFlags += runtime.linkerFlags
        }
        let hostSettings = ", linkerSettings: [.unsafeFlags([\(linkerFlags.map(UserPackage.literal).joined(separator: ", "))])]"
        targets.append(".target(name: \(UserPackage.literal(Self.localeTarget)))")
        targets.append(".executableTarget(name: \"\(Self.productName)\", dependencies: [\(hostDependencies.joined(separator: ", "))]\(hostSettings))")
        let packageDependencies = user.dependencies.filter { runtime == nil || $0.names.isDisjoint(with: easelPackageNames) }.map(\.rendered)
        let localization = user.defaultLocalization.map { ",\n    defaultLocalization: \(UserPackage.literal($0))" } ?? ""
        let languageModes = user.languageModes.map { ",\n    swiftLanguageModes: [\($0.map { ".version(\(UserPackage.literal($0)))" }.joined(separator: ", "))]" } ?? ""
        return """
            // swift-tools-version:6.0
            // Generated by `easel` for the previews of \(user.name) (\(user.root.path)). Do not edit:
            // it is written again from the package's own manifest on every run.
            import PackageDescription
            import CompilerPluginSupport

            let package = Package(
                name: "\(Self.productName)"\(localization),
                dependencies: [
                    \(packageDependencies.joined(separator: ",\n        "))
                ],
                targets: [
                    \(targets.joined(separator: ",\n        "))
                ]\(languageModes)
            )

            """
    }

    static let appDelegateFile = "EaselAppDelegate.swift"
    private static let mainDelegate = try! NSRegularExpression(
        pattern: #"@(?:main|UIApplicationMain)\s+(?:(?:public|internal|final|open)\s+)*class\s+(\w+)\s*:[^{]*\bUIApplicationDelegate\b"#)

    /// For a target whose `@UIApplicationMain` (written `@main` by the preview build) class is a
    /// UIKit app delegate: a function that registers it, so `UIApplication.shared.delegate as!
    /// AppDelegate` in a preview finds one, made and launched when first asked for (Xcode's
    /// previews run the app, delegate included).
    static func appDelegateRegistration(in source: String) -> String? {
        guard let match = mainDelegate.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)),
              let name = Range(match.range(at: 1), in: source) else { return nil }
        return """
            // Generated by `easel`: the app's UIKit delegate, for `UIApplication.shared.delegate`.
            import UIKit

            public func _easelRegisterAppDelegate() {
                UIApplication._easelMainDelegate = { \(source[name])() }
            }

            """
    }

    private func mainSource(previewable: [PreviewProject.Target], providers: [(String, String, Int)], catalogs: [URL],
                            withDataModels: Set<String> = [], withAppDelegates: Set<String> = []) -> String {
        let locations = providers.map { "    \(UserPackage.literal($0.0)): (\(UserPackage.literal($0.1)), \($0.2))," }
        let registrations = assetRegistrations(catalogs: catalogs)
        return """
            // Generated by `easel`: the `easel` commands over every preview of \(user.name).
            import Foundation
            import Easel
            import EaselTool
            \(withDataModels.union(withAppDelegates).sorted().map { "import \($0)" }.joined(separator: "\n"))

            // The Core Data models' classes, for objects read back from a store.
            \(withDataModels.sorted().map { "\($0)._easelRegisterCoreDataClasses()" }.joined(separator: "\n"))
            // The UIKit app delegate (`@UIApplicationMain`), made when code asks UIApplication for it.
            \(withAppDelegates.sorted().map { "\($0)._easelRegisterAppDelegate()" }.joined(separator: "\n"))
            // Where each PreviewProvider is declared (Swift records no place for a type).
            Previews.providerLocations = [
            \(locations.isEmpty ? "    :" : locations.joined(separator: "\n"))
            ]
            // The package's asset catalogs, read where they are written (Color("Name"), Image("Name")).
            \(registrations.joined(separator: "\n"))
            // A provider whose `previews` stops the program leaves out only itself.
            _PreviewIsolation.probes = true
            EaselCommand.main(packageName: \(UserPackage.literal(user.name)))

            """
    }

    /// Each copied target's folder and the user's folder it copies, for the build's messages.
    var pathMapping: [(copy: String, original: String)] {
        builtTargets.map { (packageFolder.appendingPathComponent("Targets/\($0.name)").path + "/", $0.directory.path + "/") }
    }

    // MARK: Sources

    private static let providerDeclaration = try! NSRegularExpression(
        pattern: #"^\s*(?:(?:public|internal|fileprivate|private|final)\s+)*(?:struct|enum|class)\s+(\w+)\s*:[^{]*\bPreviewProvider\b"#,
        options: [.anchorsMatchLines])

    /// Copies a target's folder into the host: Swift files with their conditions rewritten (line
    /// for line), everything else as is.
    private func copySources(of target: PreviewProject.Target, written: inout Set<String>) throws -> (conditions: Int, providers: [(String, String, Int)], source: String) {
        var files: [URL]
        if let listed = target.files {
            files = listed
        } else {
            guard let enumerator = FileManager.default.enumerator(at: target.directory, includingPropertiesForKeys: [.isRegularFileKey],
                                                                  options: [.skipsHiddenFiles]) else { return (0, [], "") }
            files = enumerator.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true }
            // A target at the package's root (`path: "."`, as Playgrounds apps have) does not
            // compile the manifest, as SwiftPM does not.
            let root = user.root.standardizedFileURL.path
            files.removeAll { file in
                let name = file.lastPathComponent
                return file.deletingLastPathComponent().standardizedFileURL.path == root
                    && (name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift")))
            }
        }
        if target.kind == .test {
            // A suite's reference images stay where they are: the library finds them from the
            // original file's path (`#sourceLocation` below).
            files.removeAll { $0.pathComponents.contains("__Snapshots__") }
        }
        var allSource = ""
        var conditions = 0
        var providers: [(String, String, Int)] = []
        for url in files {
            let destination = "Targets/\(target.name)/\(copiedPath(of: url, in: target))"
            if url.pathExtension == "swift", target.kind != .macro, let source = try? String(contentsOf: url, encoding: .utf8) {
                allSource += source
                let rewritten = PlatformConditions.rewrite(source)
                conditions += rewritten.changed
                var text = rewritten.text
                if let liveSources, target.kind != .system {
                    let key = "\(target.name)/\(copiedPath(of: url, in: target))"
                    let prepared = liveSources.prepare(source, key: key)
                    text = prepared.text
                    liveSources.record(url, key: key, copy: packageFolder.appendingPathComponent(destination), source: source, scan: prepared.scan)
                }
                // Same name, same lines: `#fileID`, `#line` and `#Preview`'s place are the
                // original's; the build's messages are given the original's path (`pathMapping`).
                // A test file also keeps its `#filePath`, where snapshot tests keep their references.
                if target.kind == .test { text = Self.sourceLocation(of: url) + text }
                try write(text, to: destination, written: &written)
                let whole = NSRange(source.startIndex..., in: source)
                for match in Self.providerDeclaration.matches(in: source, range: whole) {
                    guard let name = Range(match.range(at: 1), in: source) else { continue }
                    let line = source[..<name.lowerBound].filter { $0 == "\n" }.count + 1
                    providers.append(("\(target.name).\(source[name])", "\(target.name)/\(url.lastPathComponent)", line))
                }
            } else {
                try writeData(try Data(contentsOf: url), to: destination, written: &written)
            }
        }
        return (conditions, providers, allSource)
    }

    /// Where a file of the target is copied, relative to the target's folder in the host: its
    /// place under the target's folder, or (a file outside it) under `External/`.
    private func copiedPath(of file: URL, in target: PreviewProject.Target) -> String {
        let base = target.directory.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        var copied = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : "External" + path
        // A test file's copy says it is the original (`#sourceLocation`): another name keeps
        // the two from claiming one `#fileID`.
        if target.kind == .test && copied.hasSuffix(".swift") { copied = String(copied.dropLast(6)) + "+copy.swift" }
        return copied
    }

    func write(_ text: String, to path: String, written: inout Set<String>) throws {
        try writeData(Data(text.utf8), to: path, written: &written)
    }

    func writeData(_ data: Data, to path: String, written: inout Set<String>) throws {
        written.insert(path)
        let url = packageFolder.appendingPathComponent(path)
        if let existing = try? Data(contentsOf: url), existing == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// Removes copies of files the user deleted or moved.
    private func removeStaleFiles(keeping written: Set<String>) {
        let root = packageFolder.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(at: packageFolder, includingPropertiesForKeys: [.isRegularFileKey]) else { return }
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
            if !written.contains(relative) { try? FileManager.default.removeItem(at: url) }
        }
    }
}
