import Foundation

/// A file, a folder of files or a symbolic link, in memory (Apple: Foundation's "FileWrapper",
/// which Linux's Foundation lacks): what `FileDocument` reads from and writes to.
open class FileWrapper: NSObject, @unchecked Sendable {
    /// Apple: "FileWrapper.ReadingOptions".
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// Apple: "FileWrapper.WritingOptions".
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Contents {
        case regular(Data)
        case directory([String: FileWrapper])
        case link(URL)
    }

    private var contents: Contents
    open var preferredFilename: String?
    open var filename: String?
    open var fileAttributes: [String: Any] = [:]

    /// Apple: "init(regularFileWithContents:)".
    public init(regularFileWithContents contents: Data) {
        self.contents = .regular(contents)
        super.init()
    }

    /// Apple: "init(directoryWithFileWrappers:)": each wrapper is named by its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName {
            child.preferredFilename = child.preferredFilename ?? name
            child.filename = name
        }
        contents = .directory(childrenByPreferredName)
        super.init()
    }

    /// Apple: "init(symbolicLinkWithDestinationURL:)".
    public init(symbolicLinkWithDestinationURL url: URL) {
        contents = .link(url)
        super.init()
    }

    /// Apple: "init(url:options:)": reads the file, folder or link at `url`.
    public init(url: URL, options: ReadingOptions = []) throws {
        contents = try FileWrapper.read(url)
        super.init()
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    private static func read(_ url: URL) throws -> Contents {
        let manager = FileManager.default
        if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
            return .link(URL(fileURLWithPath: destination))
        }
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        guard isDirectory.boolValue else { return .regular(try Data(contentsOf: url)) }
        var children: [String: FileWrapper] = [:]
        for name in try manager.contentsOfDirectory(atPath: url.path) {
            children[name] = try FileWrapper(url: url.appendingPathComponent(name))
        }
        return .directory(children)
    }

    open var isRegularFile: Bool { if case .regular = contents { return true }; return false }
    open var isDirectory: Bool { if case .directory = contents { return true }; return false }
    open var isSymbolicLink: Bool { if case .link = contents { return true }; return false }

    /// The file's bytes; nil for a folder or a link.
    open var regularFileContents: Data? { if case .regular(let data) = contents { return data }; return nil }
    /// A folder's files by name; nil for a file or a link.
    open var fileWrappers: [String: FileWrapper]? { if case .directory(let children) = contents { return children }; return nil }
    /// A link's destination; nil for a file or a folder.
    open var symbolicLinkDestinationURL: URL? { if case .link(let url) = contents { return url }; return nil }

    /// Apple: "addFileWrapper(_:)": adds a child to a folder under its preferred name (made
    /// unique as Foundation does, "name 2"), and returns the name used.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = contents else {
            preconditionFailure("addFileWrapper(_:) on a FileWrapper that is not a directory")
        }
        let base = child.preferredFilename ?? "Untitled"
        var name = base, number = 2
        while children[name] != nil {
            let url = URL(fileURLWithPath: base)
            let stem = url.deletingPathExtension().lastPathComponent, ext = url.pathExtension
            name = ext.isEmpty ? "\(stem) \(number)" : "\(stem) \(number).\(ext)"
            number += 1
        }
        child.filename = name
        children[name] = child
        contents = .directory(children)
        return name
    }

    /// Apple: "addRegularFile(withContents:preferredFilename:)".
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Apple: "removeFileWrapper(_:)".
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = contents, let key = keyForChildFileWrapper(child) else { return }
        children[key] = nil
        contents = .directory(children)
    }

    /// Apple: "keyForChildFileWrapper(_:)".
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// Apple: "write(to:options:originalContentsURL:)": writes the file, folder or link at `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch contents {
        case .regular(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case .link(let destination):
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    /// Apple: "read(from:options:)": replaces the contents with what is at `url`.
    open func read(from url: URL, options: ReadingOptions = []) throws {
        contents = try FileWrapper.read(url)
    }

    /// Apple: "matchesContents(of:)".
    open func matchesContents(of url: URL) -> Bool {
        guard let other = try? FileWrapper(url: url) else { return false }
        return FileWrapper.same(self, other)
    }

    private static func same(_ a: FileWrapper, _ b: FileWrapper) -> Bool {
        switch (a.contents, b.contents) {
        case (.regular(let x), .regular(let y)): return x == y
        case (.link(let x), .link(let y)): return x.path == y.path
        case (.directory(let x), .directory(let y)):
            return Set(x.keys) == Set(y.keys) && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
        default: return false
        }
    }
}
