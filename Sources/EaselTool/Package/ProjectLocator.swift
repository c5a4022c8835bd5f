import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What `easel` opens: the Xcode project, Swift package or Playgrounds app named on the command
/// line (`--project`, `--package-path`), or the one in the current folder.
///
/// In a folder, a `Package.swift` is a package (a Playgrounds app when its manifest declares an
/// `.iOSApplication`); otherwise one `.xcodeproj` is that project; several projects, or a
/// workspace that names several, are listed for the user to choose from; one `.swiftpm` folder
/// is that app. A folder with none of them is an error — never Easel's own gallery, which only
/// Easel's folder and `--gallery` show.
enum ProjectLocator {
    enum Found: Equatable {
        case package(URL)
        case xcodeProject(URL)
        /// Easel's own gallery of examples.
        case gallery
    }

    enum Failure: Error, CustomStringConvertible, Equatable {
        case nothingHere(URL)
        case missing(URL)
        case notAProject(URL)
        case several(URL, [String])

        var description: String {
            switch self {
            case .nothingHere(let folder):
                return "There is no Xcode project or Swift package in \(folder.path). Run easel in your app's folder, or name one with "
                    + "--project PATH.xcodeproj or --package-path DIR (easel --gallery shows Easel's own examples)."
            case .missing(let url): return "\(url.path) does not exist."
            case .notAProject(let url):
                return "\(url.path) is not an Xcode project (.xcodeproj), a workspace or the folder of a Swift package."
            case .several(let folder, let projects):
                return "\(folder.path) holds several projects: \(projects.joined(separator: ", ")). Choose one with --project, e.g. easel list --project \(projects[0])."
            }
        }
    }

    /// Resolves `--project` (an `.xcodeproj`, an `.xcworkspace`, or a package's folder).
    static func project(at path: String, base: URL) throws -> Found {
        let url = resolve(path, base: base)
        guard FileManager.default.fileExists(atPath: url.path) else { throw Failure.missing(url) }
        switch url.pathExtension {
        case "xcodeproj":
            return .xcodeProject(url)
        case "xcworkspace":
            let projects = workspaceProjects(url).filter { $0.lastPathComponent != "Pods.xcodeproj" }
            if projects.count == 1, let only = projects.first { return .xcodeProject(only) }
            if let app = onlyApp(among: projects) { return .xcodeProject(app) }
            throw Failure.several(url, projects.map { relativePath($0, from: base) })
        default:
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return .package(url) }
            if case .xcodeProject(let project)? = try? inFolder(url) { return .xcodeProject(project) }
            throw Failure.notAProject(url)
        }
    }

    /// What the folder holds; `.gallery` in Easel's own folder.
    static func inFolder(_ folder: URL) throws -> Found {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            return isEasel(folder) ? .gallery : .package(folder)
        }
        let items = ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var projects = items.filter { $0.hasSuffix(".xcodeproj") }.map { folder.appendingPathComponent($0).standardizedFileURL }
        var fromWorkspace = Set<String>()
        for workspace in items.filter({ $0.hasSuffix(".xcworkspace") }) {
            for project in workspaceProjects(folder.appendingPathComponent(workspace)) {
                fromWorkspace.insert(project.path)
                if !projects.contains(project) { projects.append(project) }
            }
        }
        // CocoaPods' own project is not the user's app.
        projects = projects.filter { $0.lastPathComponent != "Pods.xcodeproj" }
        if projects.count == 1, let only = projects.first { return .xcodeProject(only) }
        // A workspace of one app and the frameworks it links (a project per module): the app's
        // project, which builds the others' frameworks with it.
        if projects.allSatisfy({ fromWorkspace.contains($0.path) }), let app = onlyApp(among: projects) { return .xcodeProject(app) }
        if projects.count > 1 { throw Failure.several(folder, projects.map { relativePath($0, from: folder) }) }
        let apps = items.filter { $0.hasSuffix(".swiftpm") }
            .map { folder.appendingPathComponent($0) }
            .filter { fileManager.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) }
        if apps.count == 1, let only = apps.first { return .package(only) }
        if apps.count > 1 { throw Failure.several(folder, apps.map(\.lastPathComponent)) }
        throw Failure.nothingHere(folder)
    }

    /// The one project of `projects` with an app target, if exactly one has one.
    static func onlyApp(among projects: [URL]) -> URL? {
        let apps = projects.filter { url in
            (try? XcodeProject(url: url))?.targets.contains { $0.productType == "com.apple.product-type.application" } == true
        }
        return apps.count == 1 ? apps.first : nil
    }

    /// The projects a workspace names (`contents.xcworkspacedata`'s `FileRef`s), that exist.
    static func workspaceProjects(_ workspace: URL) -> [URL] {
        guard let data = try? Data(contentsOf: workspace.appendingPathComponent("contents.xcworkspacedata")) else { return [] }
        let delegate = WorkspaceReader(base: workspace.deletingLastPathComponent())
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        parser.parse()
        return delegate.projects.filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("project.pbxproj").path) }
    }

    /// `path` as given on the command line: absolute, or relative to `base`.
    static func resolve(_ path: String, base: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)).standardizedFileURL
    }

    /// Easel's own package: `easel` there shows the gallery, as `make run` does.
    static func isEasel(_ folder: URL) -> Bool {
        guard let manifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) else { return false }
        return manifest.contains("name: \"Easel\"") && FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/EaselGallery").path)
    }

    private static func relativePath(_ url: URL, from base: URL) -> String {
        let basePath = base.standardizedFileURL.path + "/"
        return url.path.hasPrefix(basePath) ? String(url.path.dropFirst(basePath.count)) : url.path
    }

    /// Reads `<FileRef location = "group:App.xcodeproj">` entries, inside `<Group>`s with their
    /// own locations.
    private final class WorkspaceReader: NSObject, XMLParserDelegate {
        var projects: [URL] = []
        private var groups: [URL]

        init(base: URL) { groups = [base] }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard element == "FileRef" || element == "Group" else { return }
            let base = groups.last ?? URL(fileURLWithPath: "/")
            guard let location = attributes["location"] else {
                if element == "Group" { groups.append(base) }
                return
            }
            var url = base
            if let colon = location.firstIndex(of: ":") {
                let kind = location[..<colon], path = String(location[location.index(after: colon)...])
                switch kind {
                case "absolute": url = URL(fileURLWithPath: path)
                case "container": url = (groups.first ?? base).appendingPathComponent(path)
                default: url = path.isEmpty ? base : base.appendingPathComponent(path)
                }
            }
            url = url.standardizedFileURL
            if element == "Group" {
                groups.append(url)
            } else if url.pathExtension == "xcodeproj", !projects.contains(url) {
                projects.append(url)
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "Group", groups.count > 1 { groups.removeLast() }
        }
    }
}
