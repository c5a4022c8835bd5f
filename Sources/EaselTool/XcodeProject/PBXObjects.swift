import Foundation

/// The objects of an Xcode project file (`project.pbxproj`), an OpenStep property list whose
/// `objects` table maps an identifier to a dictionary with an `isa` (`PBXNativeTarget`,
/// `PBXGroup`, `PBXFileReference`…), parsed by Foundation's `PropertyListSerialization`.
///
/// Files and groups name their place relative to something (`sourceTree`): their parent group
/// (`<group>`), the project's folder (`SOURCE_ROOT`, `SRCROOT`) or nothing (`<absolute>`);
/// `path(of:)` walks that up to a file on disk.
struct PBXObjects {
    let objects: [String: [String: Any]]
    let rootObject: String
    /// The folder paths are relative to: the project's folder and its `projectDirPath`.
    let sourceRoot: URL
    /// Each element's group.
    private let parents: [String: String]

    enum ParseError: Error, CustomStringConvertible {
        case unreadable(URL, String)
        case malformed(URL, String)

        var description: String {
            switch self {
            case .unreadable(let url, let reason): return "\(url.path) could not be read: \(reason)"
            case .malformed(let url, let reason): return "\(url.path) is not an Xcode project file Easel can read: \(reason)"
            }
        }
    }

    init(contentsOf file: URL, projectFolder: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw ParseError.unreadable(file, (error as NSError).localizedDescription)
        }
        let list: Any
        do {
            list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ParseError.malformed(file, Self.reason(error))
        }
        guard let top = list as? [String: Any] else { throw ParseError.malformed(file, "its top level is not a dictionary") }
        guard let table = top["objects"] as? [String: Any] else { throw ParseError.malformed(file, "it has no objects table") }
        guard let root = top["rootObject"] as? String, let project = table[root] as? [String: Any],
              project["isa"] as? String == "PBXProject" else {
            throw ParseError.malformed(file, "its rootObject is not a PBXProject")
        }
        var objects: [String: [String: Any]] = [:]
        for (key, value) in table {
            if let dictionary = value as? [String: Any] { objects[key] = dictionary }
        }
        self.objects = objects
        rootObject = root
        let projectDirPath = project["projectDirPath"] as? String ?? ""
        sourceRoot = projectDirPath.isEmpty ? projectFolder
            : (projectDirPath.hasPrefix("/") ? URL(fileURLWithPath: projectDirPath) : projectFolder.appendingPathComponent(projectDirPath)).standardizedFileURL
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    /// Foundation's parse error, in a sentence.
    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo["NSDebugDescription"] as? String { return detail }
        return nsError.localizedDescription
    }

    subscript(_ id: String) -> [String: Any]? { objects[id] }

    var project: [String: Any] { objects[rootObject] ?? [:] }

    func isa(_ id: String) -> String? { objects[id]?["isa"] as? String }

    func strings(_ id: String, _ key: String) -> [String] { objects[id]?[key] as? [String] ?? [] }

    func string(_ id: String, _ key: String) -> String? { objects[id]?[key] as? String }

    /// Every object of a kind, by identifier.
    func all(_ isa: String) -> [String] {
        objects.filter { $0.value["isa"] as? String == isa }.map(\.key).sorted()
    }

    /// Where a file reference, group or synchronized folder is on disk; nil for build products,
    /// SDK frameworks and other places outside the project.
    func path(of id: String, depth: Int = 0) -> URL? {
        guard depth < 64, let object = objects[id] else { return nil }
        let path = object["path"] as? String
        let tree = object["sourceTree"] as? String ?? "<group>"
        if id == project["mainGroup"] as? String {
            return path.map { sourceRoot.appendingPathComponent($0) } ?? sourceRoot
        }
        let base: URL
        switch tree {
        case "<absolute>":
            guard let path else { return nil }
            return URL(fileURLWithPath: path).standardizedFileURL
        case "<group>":
            if let parent = parents[id] {
                guard let parentPath = self.path(of: parent, depth: depth + 1) else { return nil }
                base = parentPath
            } else {
                // Synchronized folders and package references sit in no group's children list
                // when only a target names them: they are relative to the project.
                base = sourceRoot
            }
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            base = sourceRoot
        default:
            // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: made by the build or part of Xcode.
            return nil
        }
        guard let path, !path.isEmpty else { return base }
        return (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)).standardizedFileURL
    }

    /// The build settings of a configuration list's configuration `name` (Debug), with the
    /// xcconfig file it is based on: (its file's settings, its own settings).
    func configuration(list id: String?, named name: String, problems: inout [String]) -> (file: [String: String], own: [String: String]) {
        guard let id else { return ([:], [:]) }
        let configurations = strings(id, "buildConfigurations")
        let chosen = configurations.first { string($0, "name") == name }
            ?? configurations.first { string($0, "name") == string(id, "defaultConfigurationName") }
            ?? configurations.first
        guard let chosen else { return ([:], [:]) }
        let own = XcodeBuildSettings.level(from: objects[chosen]?["buildSettings"] as? [String: Any] ?? [:])
        var file: [String: String] = [:]
        if let reference = string(chosen, "baseConfigurationReference"), let url = path(of: reference) {
            file = XcodeBuildSettings.level(fromConfigFile: url, problems: &problems)
        } else if let anchor = string(chosen, "baseConfigurationReferenceAnchor"),
                  let relative = string(chosen, "baseConfigurationReferenceRelativePath"), let folder = path(of: anchor) {
            // Xcode 16: an xcconfig inside a synchronized folder.
            file = XcodeBuildSettings.level(fromConfigFile: folder.appendingPathComponent(relative), problems: &problems)
        }
        return (file, own)
    }
}
