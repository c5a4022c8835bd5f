import Foundation

extension XcodeProject {
    /// The frameworks `targets` link that no target of this project builds, but a framework
    /// target of another project of the same workspace does (Xcode finds them by the product's
    /// name: "implicit dependencies", on by default in schemes). Each joins the preview build
    /// with what it depends on, read from its own project; `modules` maps the linked product
    /// (`NotesCore.framework`) to its module.
    func siblingFrameworks(linkedBy targets: [Target], overrides: [String: URL], swift: String, scratch: URL,
                           visited: Set<String>) throws -> (projects: [PreviewProject], modules: [String: String]) {
        let built = Set(self.targets.compactMap(\.productFile))
        let wanted = Set(targets.flatMap(\.linkedProducts)).subtracting(built)
        guard !wanted.isEmpty else { return ([], [:]) }
        var projects: [PreviewProject] = []
        var modules: [String: String] = [:]
        for sibling in Self.workspaceSiblings(of: url) where !visited.contains(sibling.url.standardizedFileURL.path) {
            for target in sibling.targets where target.kind == .library {
                guard let product = target.productFile, wanted.contains(product), modules[product] == nil else { continue }
                projects.append(try sibling.previewProject(targetName: target.name, overrides: overrides, swift: swift,
                                                           scratch: scratch, visited: visited))
                modules[product] = target.moduleName
            }
        }
        return (projects, modules)
    }

    /// The other projects of the workspaces that name this one, in this project's folder or up
    /// to three folders above it.
    static func workspaceSiblings(of project: URL) -> [XcodeProject] {
        let own = project.standardizedFileURL.path
        var folder = project.deletingLastPathComponent().standardizedFileURL
        var found: [URL] = []
        for _ in 0..<4 {
            let items = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for workspace in items.sorted() where workspace.hasSuffix(".xcworkspace") {
                let projects = ProjectLocator.workspaceProjects(folder.appendingPathComponent(workspace)).map(\.standardizedFileURL)
                guard projects.contains(where: { $0.path == own }) else { continue }
                for other in projects where other.path != own && !found.contains(other) { found.append(other) }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return found.compactMap { try? XcodeProject(url: $0) }
    }
}
