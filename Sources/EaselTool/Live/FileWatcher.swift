import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Follows the files of a project with Linux's inotify: a save, a new file, a deleted or
/// renamed one, in any folder under the roots (new folders included), but build folders and
/// hidden ones. Editors save in several ways — writing in place, writing a new file and
/// renaming it over the old one (Vim, VS Code), deleting and recreating — and each shows
/// up as a change of the file's path (inotify(7): `IN_CLOSE_WRITE`, `IN_MOVED_TO`,
/// `IN_CREATE`, `IN_DELETE`, `IN_MOVED_FROM`).
///
/// `descriptor` becomes readable when something happened; `changes()` then returns the paths.
final class FileWatcher {
    let descriptor: Int32
    private var folders: [Int32: URL] = [:]

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)

    init?(roots: [URL]) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        for root in roots { watchTree(root) }
    }

    deinit { close(descriptor) }

    /// Whether a file or folder name is one a build, an editor or version control makes, not
    /// the user's code.
    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || name == "4913" || name == "build" || name == "DerivedData" || name == "Pods" || name == "node_modules"
            || name.hasSuffix(".xcuserdatad") || name == "xcuserdata"
    }

    private func watchTree(_ folder: URL) {
        let watch = inotify_add_watch(descriptor, folder.path, FileWatcher.mask)
        guard watch >= 0 else { return }
        folders[watch] = folder
        let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for item in items where !FileWatcher.isIgnored(item.lastPathComponent) {
            if (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true, folders.count < 4000 { watchTree(item) }
        }
    }

    /// The paths that changed since the last call (none when nothing did); new folders are
    /// followed from now on.
    func changes() -> [URL] {
        var changed: [URL] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            var offset = 0
            // struct inotify_event: int wd; uint32_t mask, cookie, len; char name[len].
            while offset + 16 <= count {
                let watch = buffer.withUnsafeBytes { $0.load(fromByteOffset: offset, as: Int32.self) }
                let mask = buffer.withUnsafeBytes { $0.load(fromByteOffset: offset + 4, as: UInt32.self) }
                let length = Int(buffer.withUnsafeBytes { $0.load(fromByteOffset: offset + 12, as: UInt32.self) })
                let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += 16 + length
                guard let folder = folders[watch], !name.isEmpty, !FileWatcher.isIgnored(name) else { continue }
                let url = folder.appendingPathComponent(name)
                if mask & UInt32(IN_ISDIR) != 0 {
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { watchTree(url) }
                    continue
                }
                changed.append(url)
            }
        }
        return changed
    }
}
