import Foundation

/// Easel built once: the shared library with every module a user's code imports
/// (`libEaselPreviewRuntime.so`), those modules' compiled interfaces, the C modules they import,
/// and the `#Preview`/`@Model` macro plugin. A preview build compiles only the user's code
/// against it, so the first preview of a project takes seconds, not the minutes a build of
/// Easel and swift-syntax from source takes.
///
/// Where it is found, in order:
/// 1. `$EASEL_RUNTIME`, a folder laid out as an installed runtime;
/// 2. `PREFIX/lib/easel` beside `PREFIX/bin/easel` (`make install`);
/// 3. the SwiftPM build folder `easel` itself runs from (`.build/release/easel` after `make
///    run`, `.build/debug/easel` in `make test`), when it holds the library product.
///
/// An installed runtime's folder holds `libEaselPreviewRuntime.so`, `Modules/` (`*.swiftmodule`),
/// `include/NAME/module.modulemap` (each C module with its headers), the macro plugin
/// `EaselMacros-tool` and `swift-version.txt` (the compiler that built it). A build folder holds
/// the same things where SwiftPM puts them; its C module maps are the package's own.
struct PreviewRuntime {
    static let libraryName = "EaselPreviewRuntime"
    static let macroPluginName = "EaselMacros-tool"
    static let environmentVariable = "EASEL_RUNTIME"
    /// The C libraries Easel's modules import, by their pkg-config names: a user's compile finds
    /// their headers through these (FreeType's `ft2build.h` is in `/usr/include/freetype2`).
    static let pkgConfigPackages = ["freetype2", "harfbuzz", "fribidi", "fontconfig", "libpng", "sqlite3", "x11"]

    /// The folder of the library and the modules.
    let folder: URL
    /// The `module.modulemap` files of the C modules Easel's modules import.
    let moduleMaps: [URL]
    /// Easel's fonts and images (`EASEL_ASSETS` for the preview host).
    let assets: URL?

    /// The sources of `EaselSnapshotTesting`, which `easel test` compiles beside a project's
    /// swift-snapshot-testing suites (against the project's own copy of the library).
    var snapshotTestingSources: URL?

    var library: URL { folder.appendingPathComponent("lib\(Self.libraryName).so") }
    var modules: URL { folder.appendingPathComponent("Modules") }
    var macroPlugin: URL { folder.appendingPathComponent(Self.macroPluginName) }

    enum Problem: Error, CustomStringConvertible {
        case incomplete(URL, missing: String)
        case toolchainMismatch(runtime: String, toolchain: String, folder: URL)

        var description: String {
            switch self {
            case .incomplete(let folder, let missing):
                return "Easel's preview runtime in \(folder.path) is incomplete (\(missing) is missing); run `make install` in Easel's folder again."
            case .toolchainMismatch(let runtime, let toolchain, let folder):
                return "Easel's preview runtime in \(folder.path) was built with \(runtime), but this machine's `swift` is \(toolchain): "
                    + "Swift modules only load in the compiler that built them, so run `make install` in Easel's folder again with this toolchain."
            }
        }
    }

    // MARK: Finding it

    /// The runtime this `easel` uses, or nil when there is none (a build of the `easel` product
    /// alone); `executable` is this program's path.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                       executable: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
                       sourceFile: String = #filePath) -> PreviewRuntime? {
        let fileManager = FileManager.default
        func hasLibrary(_ folder: URL) -> Bool {
            fileManager.fileExists(atPath: folder.appendingPathComponent("lib\(libraryName).so").path)
        }
        if let override = environment[environmentVariable], !override.isEmpty {
            return installed(at: URL(fileURLWithPath: override, isDirectory: true), assets: environment["EASEL_ASSETS"])
        }
        let binFolder = executable.deletingLastPathComponent()
        let prefix = binFolder.deletingLastPathComponent()
        let installedFolder = prefix.appendingPathComponent("lib/easel", isDirectory: true)
        if hasLibrary(installedFolder) {
            return installed(at: installedFolder, assets: prefix.appendingPathComponent("share/easel/assets").path)
        }
        guard hasLibrary(binFolder) else { return nil }
        // A SwiftPM build folder of Easel's package: C module maps from its sources, OpenCombine's
        // from the folder SwiftPM generated it in.
        var packageRoot = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        while packageRoot.path != "/" && !fileManager.fileExists(atPath: packageRoot.appendingPathComponent("Package.swift").path) {
            packageRoot = packageRoot.deletingLastPathComponent()
        }
        let sources = packageRoot.appendingPathComponent("Sources")
        var maps = ((try? fileManager.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
            .map { sources.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
            .filter { fileManager.fileExists(atPath: $0.path) }
        let combineHelpers = binFolder.appendingPathComponent("COpenCombineHelpers.build/module.modulemap")
        if fileManager.fileExists(atPath: combineHelpers.path) { maps.append(combineHelpers) }
        let assets = environment["EASEL_ASSETS"].flatMap { $0.isEmpty ? nil : $0 } ?? packageRoot.appendingPathComponent("assets").path
        var runtime = PreviewRuntime(folder: binFolder, moduleMaps: maps, assets: URL(fileURLWithPath: assets, isDirectory: true))
        runtime.snapshotTestingSources = sources.appendingPathComponent("EaselSnapshotTesting")
        return runtime
    }

    private static func installed(at folder: URL, assets: String?) -> PreviewRuntime {
        let include = folder.appendingPathComponent("include")
        let maps = ((try? FileManager.default.contentsOfDirectory(atPath: include.path)) ?? []).sorted()
            .map { include.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        let assetsFolder = assets.flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
        var runtime = PreviewRuntime(folder: folder, moduleMaps: maps, assets: assetsFolder)
        let snapshotTesting = folder.appendingPathComponent("EaselSnapshotTesting")
        if FileManager.default.fileExists(atPath: snapshotTesting.path) { runtime.snapshotTestingSources = snapshotTesting }
        return runtime
    }

    // MARK: Checking it

    /// The compiler that built the runtime, as `swift --version` printed its first line.
    var builtWith: String? {
        let fileManager = FileManager.default
        let named = folder.appendingPathComponent("swift-version.txt")
        var candidates = [named]
        // SwiftPM writes `swift-version-HASH.txt` into its build folder.
        if let items = try? fileManager.contentsOfDirectory(atPath: folder.path) {
            candidates += items.filter { $0.hasPrefix("swift-version") && $0.hasSuffix(".txt") }.sorted().map { folder.appendingPathComponent($0) }
        }
        for file in candidates {
            if let text = try? String(contentsOf: file, encoding: .utf8), let line = text.split(separator: "\n").first {
                return line.trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// Throws when a part is missing or the runtime was built by another compiler than `swift`'s.
    func check(swift: String) throws {
        let fileManager = FileManager.default
        for (url, name) in [(library, library.lastPathComponent), (modules.appendingPathComponent("SwiftUI.swiftmodule"), "Modules/SwiftUI.swiftmodule"),
                            (macroPlugin, Self.macroPluginName)] where !fileManager.fileExists(atPath: url.path) {
            throw Problem.incomplete(folder, missing: name)
        }
        guard let builtWith else { return }
        let toolchain = Subprocess.run(swift, ["--version"]).stdout.split(separator: "\n").first.map(String.init)?
            .trimmingCharacters(in: .whitespaces) ?? ""
        if !toolchain.isEmpty && toolchain != builtWith {
            throw Problem.toolchainMismatch(runtime: builtWith, toolchain: toolchain, folder: folder)
        }
    }

    // MARK: Building against it

    /// `swift build` arguments that compile every Swift target of a build (the user's and their
    /// packages') against the runtime: its modules, its C modules' maps and headers, and the
    /// macro plugin that expands `#Preview` and `@Model`.
    func swiftBuildArguments() -> [String] {
        var compiler = ["-I", modules.path, "-load-plugin-executable", "\(macroPlugin.path)#EaselMacros"]
        for map in moduleMaps { compiler += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        for include in Self.headerSearchPaths() { compiler += ["-Xcc", "-I\(include)"] }
        return compiler.flatMap { ["-Xswiftc", $0] }
    }

    /// The linker settings of the preview host's executable: the runtime library, found again at
    /// run time where it is.
    var linkerFlags: [String] {
        ["-L\(folder.path)", "-l\(Self.libraryName)", "-Xlinker", "-rpath", "-Xlinker", folder.path]
    }

    /// The include folders pkg-config gives for the C libraries (`-I` flags only).
    static func headerSearchPaths() -> [String] {
        let result = Subprocess.run("pkg-config", ["--cflags-only-I"] + pkgConfigPackages)
        guard result.status == 0 else { return [] }
        return result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" })
            .filter { $0.hasPrefix("-I") }.map { String($0.dropFirst(2)) }
    }

    /// What a change of the runtime is seen by: its library's size and time.
    var fingerprint: String {
        func stamp(_ url: URL) -> String {
            let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
            return "\(url.path) \(values?.fileSize ?? 0) \(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)"
        }
        var lines = ["runtime " + stamp(library)]
        // The snapshot strategies are compiled with a project's suites: a change rebuilds them.
        if let sources = snapshotTestingSources, let files = try? FileManager.default.contentsOfDirectory(atPath: sources.path) {
            lines += files.sorted().map { stamp(sources.appendingPathComponent($0)) }
        }
        return lines.joined(separator: " ")
    }
}
