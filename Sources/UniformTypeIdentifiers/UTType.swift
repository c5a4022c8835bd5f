// `import UniformTypeIdentifiers` on Linux: `UTType`, the type of a file or of transferred data,
// with the system's common types, what they conform to and their filename extensions.
import Foundation

/// A uniform type identifier (Apple: "UTType"). The common system types are declared with
/// their identifiers, preferred extensions and what they conform to (Apple's "System-declared
/// uniform type identifiers"); others are made from an identifier or an extension.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    let parents: [String]

    init(_ identifier: String, extension ext: String? = nil, mime: String? = nil, parents: [String]) {
        self.identifier = identifier
        preferredFilenameExtension = ext
        preferredMIMEType = mime
        self.parents = parents
    }

    /// The type with this identifier: a system type, or a dynamic type conforming to `data`.
    public init?(_ identifier: String) {
        if let known = UTType.known.first(where: { $0.identifier == identifier }) {
            self = known
        } else if identifier.isEmpty {
            return nil
        } else {
            self.init(identifier, parents: ["public.data"])
        }
    }

    /// The type of files with this extension, conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        if let known = UTType.known.first(where: { $0.preferredFilenameExtension == ext || UTType.aliases[ext] == $0.identifier }) {
            self = known
        } else {
            self.init("dyn.\(ext)", extension: ext, parents: [supertype.identifier])
        }
    }

    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = UTType.known.first(where: { $0.preferredMIMEType == mimeType }) else { return nil }
        self = known
    }

    /// A type your app declares (Apple: "init(exportedAs:conformingTo:)").
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parents: [(parentType ?? .data).identifier])
    }

    /// A type another app declares (Apple: "init(importedAs:conformingTo:)").
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parents: [(parentType ?? .data).identifier])
    }

    public var description: String { identifier }
    public var localizedDescription: String? { identifier }
    public var isDeclared: Bool { UTType.known.contains(self) }
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    public var supertypes: Set<UTType> {
        var result = Set<UTType>()
        var queue = parents
        while let next = queue.popLast() {
            guard let type = UTType.known.first(where: { $0.identifier == next }), result.insert(type).inserted else { continue }
            queue += type.parents
        }
        return result
    }

    /// Whether the type is `type` or one of its descendants.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { conforms(to: self) && self != type }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public static let item = UTType("public.item", parents: [])
    public static let content = UTType("public.content", parents: ["public.item"])
    public static let data = UTType("public.data", parents: ["public.item"])
    public static let directory = UTType("public.directory", parents: ["public.item"])
    public static let folder = UTType("public.folder", parents: ["public.directory"])
    public static let url = UTType("public.url", parents: ["public.data"])
    public static let fileURL = UTType("public.file-url", parents: ["public.url"])
    public static let text = UTType("public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", extension: "txt", mime: "text/plain", parents: ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", parents: ["public.plain-text"])
    public static let rtf = UTType("public.rtf", extension: "rtf", mime: "text/rtf", parents: ["public.text"])
    public static let html = UTType("public.html", extension: "html", mime: "text/html", parents: ["public.text"])
    public static let json = UTType("public.json", extension: "json", mime: "application/json", parents: ["public.text"])
    public static let xml = UTType("public.xml", extension: "xml", mime: "application/xml", parents: ["public.text"])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", extension: "csv", mime: "text/csv",
                                                  parents: ["public.text"])
    public static let sourceCode = UTType("public.source-code", parents: ["public.plain-text"])
    public static let swiftSource = UTType("public.swift-source", extension: "swift", parents: ["public.source-code"])
    public static let image = UTType("public.image", parents: ["public.data", "public.content"])
    public static let png = UTType("public.png", extension: "png", mime: "image/png", parents: ["public.image"])
    public static let jpeg = UTType("public.jpeg", extension: "jpeg", mime: "image/jpeg", parents: ["public.image"])
    public static let heic = UTType("public.heic", extension: "heic", mime: "image/heic", parents: ["public.image"])
    public static let gif = UTType("com.compuserve.gif", extension: "gif", mime: "image/gif", parents: ["public.image"])
    public static let tiff = UTType("public.tiff", extension: "tiff", mime: "image/tiff", parents: ["public.image"])
    public static let svg = UTType("public.svg-image", extension: "svg", mime: "image/svg+xml", parents: ["public.image"])
    public static let pdf = UTType("com.adobe.pdf", extension: "pdf", mime: "application/pdf", parents: ["public.data", "public.content"])
    public static let audiovisualContent = UTType("public.audiovisual-content", parents: ["public.data", "public.content"])
    public static let movie = UTType("public.movie", parents: ["public.audiovisual-content"])
    public static let video = UTType("public.video", parents: ["public.movie"])
    public static let mpeg4Movie = UTType("public.mpeg-4", extension: "mp4", mime: "video/mp4", parents: ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", extension: "mov", mime: "video/quicktime", parents: ["public.movie"])
    public static let audio = UTType("public.audio", parents: ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", extension: "mp3", mime: "audio/mpeg", parents: ["public.audio"])
    public static let archive = UTType("public.archive", parents: ["public.data"])
    public static let zip = UTType("public.zip-archive", extension: "zip", mime: "application/zip", parents: ["public.archive"])
    public static let spreadsheet = UTType("public.spreadsheet", parents: ["public.content"])
    public static let presentation = UTType("public.presentation", parents: ["public.content"])
    public static let database = UTType("public.database", parents: ["public.item"])
    public static let vCard = UTType("public.vcard", extension: "vcf", mime: "text/vcard", parents: ["public.text"])
    public static let calendarEvent = UTType("public.calendar-event", extension: "ics", parents: ["public.data"])

    static let known: [UTType] = [
        item, content, data, directory, folder, url, fileURL, text, plainText, utf8PlainText, rtf, html, json, xml,
        commaSeparatedText, sourceCode, swiftSource, image, png, jpeg, heic, gif, tiff, svg, pdf, audiovisualContent, movie,
        video, mpeg4Movie, quickTimeMovie, audio, mp3, archive, zip, spreadsheet, presentation, database, vCard, calendarEvent,
    ]
    static let aliases = ["jpg": "public.jpeg", "htm": "public.html", "tif": "public.tiff", "text": "public.plain-text", "m4v": "public.mpeg-4"]
}

extension URL {
    /// The URL with a type's preferred extension added (Apple: "appendingPathExtension(for:)").
    public func appendingPathExtension(for contentType: UTType) -> URL {
        guard let ext = contentType.preferredFilenameExtension else { return self }
        return appendingPathExtension(ext)
    }
}
