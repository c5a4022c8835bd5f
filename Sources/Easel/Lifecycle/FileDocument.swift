import Foundation
import EaselFoundation
import OpenCombine

/// A document of value type that a document-based app reads from and writes to a file
/// (Apple: "FileDocument"). A preview opens no files: `DocumentGroup` shows the editor of a new
/// document, and the conformance compiles as it does on iOS.
public protocol FileDocument {
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// Apple: the readable types, by default.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document of reference type, saved from a snapshot (Apple: "ReferenceFileDocument").
public protocol ReferenceFileDocument: ObservableObject {
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from (Apple: "FileDocumentReadConfiguration").
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document is written as (Apple: "FileDocumentWriteConfiguration").
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    /// The file as last saved; nil for a new document.
    public let existingFile: FileWrapper?
    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// The document a `DocumentGroup`'s editor is given (Apple: "FileDocumentConfiguration").
public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    /// Where the document is saved; nil for a new document, as in a preview.
    public var fileURL: URL?
    public var isEditable: Bool

    public init(document: Binding<Document>, fileURL: URL? = nil, isEditable: Bool = true) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// The document a `DocumentGroup`'s editor of reference documents is given (Apple:
/// "ReferenceFileDocumentConfiguration").
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    @ObservedObject public var document: Document
    public var fileURL: URL?
    public var isEditable: Bool

    public init(document: Document, fileURL: URL? = nil, isEditable: Bool = true) {
        self.document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// The editor of a new value-type document, holding it as state: what `DocumentGroup` shows.
public struct _NewFileDocumentEditor<Document: FileDocument, Content: View>: View {
    @State private var document: Document
    private let isEditable: Bool
    private let editor: (FileDocumentConfiguration<Document>) -> Content

    public init(document: Document, isEditable: Bool, editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        _document = State(initialValue: document)
        self.isEditable = isEditable
        self.editor = editor
    }

    public var body: some View {
        editor(FileDocumentConfiguration(document: $document, isEditable: isEditable))
    }
}

/// The editor of a new reference-type document, holding it as a state object.
public struct _NewReferenceFileDocumentEditor<Document: ReferenceFileDocument, Content: View>: View {
    @StateObject private var document: Document
    private let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

    public init(document: @escaping () -> Document, editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        _document = StateObject(wrappedValue: document())
        self.editor = editor
    }

    public var body: some View {
        editor(ReferenceFileDocumentConfiguration(document: document))
    }
}
