import Foundation

/// Finds Easel's `assets` folder (bundled fonts) without a resource bundle.
///
/// SwiftPM resource bundles are not used: their location differs between `swift run`, `swift
/// test` and a copied binary. Instead the package root is found from this source file's path,
/// known at compile time through `#filePath`, by walking up to the folder that holds
/// `Package.swift`; failing that, `../share/easel/assets` beside the executable (`make install`).
/// A binary moved elsewhere sets `EASEL_ASSETS` instead.
public enum AssetLocator {
    /// Environment variable naming the assets folder (the one containing `fonts/`); it wins over
    /// the folder found from the source path.
    static let environmentVariable = "EASEL_ASSETS"

    /// The assets folder: `$EASEL_ASSETS` when set and non-empty, otherwise `<package root>/assets`
    /// (or `assets` beside the source file's ancestors' root when no `Package.swift` is found,
    /// which then fails visibly with a missing-font warning rather than silently).
    public static func assetsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment,
                                       sourceFile: String = #filePath) -> URL {
        if let override = environment[environmentVariable], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        let root = packageRoot(containing: sourceFile) ?? URL(fileURLWithPath: "/")
        let fromSources = root.appendingPathComponent("assets", isDirectory: true)
        if FileManager.default.fileExists(atPath: fromSources.path) { return fromSources }
        // `make install` puts them in PREFIX/share/easel/assets beside PREFIX/bin/easel.
        let installed = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/easel/assets", isDirectory: true)
        return FileManager.default.fileExists(atPath: installed.path) ? installed : fromSources
    }

    /// The nearest ancestor folder of `file` that contains `Package.swift`.
    static func packageRoot(containing file: String) -> URL? {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            let manifest = folder.appendingPathComponent("Package.swift").path
            if FileManager.default.fileExists(atPath: manifest) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
