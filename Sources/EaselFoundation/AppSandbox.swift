import Foundation

/// The app's own folders, as iOS gives each app a container (Apple: `URL.documentsDirectory`
/// and its siblings, iOS 16, which Linux's Foundation lacks). A preview's app gets a sandbox of
/// its own for the run, in the temporary folder, so what it saves (a JSON file of places, a
/// photo) works as on a device and never lands in your home folder: `Documents`, `Library`,
/// `Library/Caches`, `Library/Application Support`, `tmp`.
public enum _AppSandbox {
    /// The container folder, made on first use.
    public static let container: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-app-\(ProcessInfo.processInfo.processIdentifier)")
        for folder in ["Documents", "Library/Caches", "Library/Application Support", "tmp"] {
            try? FileManager.default.createDirectory(at: url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        return url
    }()

    static func folder(_ path: String) -> URL { container.appendingPathComponent(path, isDirectory: true) }
}

extension URL {
    public static var documentsDirectory: URL { _AppSandbox.folder("Documents") }
    public static var libraryDirectory: URL { _AppSandbox.folder("Library") }
    public static var cachesDirectory: URL { _AppSandbox.folder("Library/Caches") }
    public static var applicationSupportDirectory: URL { _AppSandbox.folder("Library/Application Support") }
    public static var downloadsDirectory: URL { _AppSandbox.folder("Downloads") }
    public static var picturesDirectory: URL { _AppSandbox.folder("Pictures") }
    public static var moviesDirectory: URL { _AppSandbox.folder("Movies") }
    public static var musicDirectory: URL { _AppSandbox.folder("Music") }
}

/// Foundation's integer names from Objective-C (Apple: "NSInteger", "NSUInteger"), which
/// Linux's Foundation does not declare.
public typealias NSInteger = Int
public typealias NSUInteger = UInt

extension UserDefaults {
    /// Key-value coding's setter as `UserDefaults` answers it on Apple's platforms
    /// (Apple: "setValue(_:forKey:)"): the same as `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }

    /// Key-value coding's getter (Apple: "value(forKey:)"): the same as `object(forKey:)`.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}

extension URL {
    /// Apple: "startAccessingSecurityScopedResource()", for a file the document picker or
    /// `fileImporter` gave: Linux has no security scopes, so access is always granted (true).
    public func startAccessingSecurityScopedResource() -> Bool { true }
    /// Apple: "stopAccessingSecurityScopedResource()": nothing to give back on Linux.
    public func stopAccessingSecurityScopedResource() {}
}
