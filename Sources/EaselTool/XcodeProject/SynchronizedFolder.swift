import Foundation

/// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`): a folder whose files
/// all belong to the targets that list it in `fileSystemSynchronizedGroups`, as they are on disk.
/// Its `exceptions` (`PBXFileSystemSynchronizedBuildFileExceptionSet`, one per target) flip a
/// file's membership for one target: listed files are left out of a target the folder belongs
/// to, and put into a target it does not belong to.
struct SynchronizedFolder {
    struct File {
        let url: URL
        /// Where a resource goes in the bundle: its name, or `LANG.lproj/NAME` for a localized one.
        let bundlePath: String
    }

    let folder: URL
    let files: [File]

    /// Files that are part of the project but not copied into the app (settings, entitlements,
    /// documentation catalogs, test plans).
    static func notCopied(_ url: URL) -> Bool {
        ["xcconfig", "entitlements", "docc", "xctestplan", "md", "modulemap", "pch", "storekit", "gpx", "xcscheme"].contains(url.pathExtension)
            || url.lastPathComponent == "Info.plist"
    }

    /// Folders Xcode treats as one item (their insides are not files of the target).
    static func isLeaf(_ url: URL) -> Bool {
        url.pathExtension == "xcassets" || BundleResources.isPackageLike(url)
    }
}

extension XcodeProject {
    /// The synchronized folders a target's files come from, each with the files that are the
    /// target's.
    static func synchronizedFolders(of target: String, objects: PBXObjects) -> [SynchronizedFolder] {
        let attached = Set(objects.strings(target, "fileSystemSynchronizedGroups"))
        var result: [SynchronizedFolder] = []
        for group in objects.all("PBXFileSystemSynchronizedRootGroup") {
            guard let folder = objects.path(of: group) else { continue }
            var flipped = Set<String>()
            for exception in objects.strings(group, "exceptions") where objects.string(exception, "target") == target {
                flipped.formUnion(objects.strings(exception, "membershipExceptions"))
            }
            let explicitFolders = Set(objects.strings(group, "explicitFolders"))
            if attached.contains(group) {
                let files = contents(of: folder, explicitFolders: explicitFolders).filter { !isListed($0.relative, in: flipped) }
                result.append(SynchronizedFolder(folder: folder, files: files.map(\.file)))
            } else if !flipped.isEmpty {
                let files = contents(of: folder, explicitFolders: explicitFolders).filter { isListed($0.relative, in: flipped) }
                result.append(SynchronizedFolder(folder: folder, files: files.map(\.file)))
            }
        }
        return result
    }

    /// A path listed itself, or inside a listed folder.
    private static func isListed(_ relative: String, in listed: Set<String>) -> Bool {
        if listed.contains(relative) { return true }
        var path = relative
        while let slash = path.lastIndex(of: "/") {
            path = String(path[..<slash])
            if listed.contains(path) { return true }
        }
        return false
    }

    /// Every file under `folder` (hidden ones aside), leaf folders as one item.
    private static func contents(of folder: URL, explicitFolders: Set<String>) -> [(relative: String, file: SynchronizedFolder.File)] {
        var found: [(String, SynchronizedFolder.File)] = []
        func visit(_ url: URL, relative: String, localization: String?, depth: Int) {
            guard depth < 32, found.count < 20_000 else { return }
            let items = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.isDirectoryKey],
                                                                      options: [.skipsHiddenFiles])) ?? []
            for item in items.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
                let name = item.lastPathComponent
                let path = relative.isEmpty ? name : relative + "/" + name
                let isFolder = (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
                let bundlePath = localization.map { "\($0)/\(name)" } ?? name
                if !isFolder || SynchronizedFolder.isLeaf(item) || explicitFolders.contains(path) {
                    found.append((path, .init(url: item, bundlePath: bundlePath)))
                } else {
                    visit(item, relative: path, localization: item.pathExtension == "lproj" ? name : localization, depth: depth + 1)
                }
            }
        }
        visit(folder, relative: "", localization: nil, depth: 0)
        return found
    }
}
