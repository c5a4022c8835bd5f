import Foundation
import EaselFoundation

/// A document-based app's scene (Apple: "DocumentGroup"). iOS opens with its document browser;
/// a preview has no files to browse, so it shows the editor of a new document, as iOS does once
/// the person taps "Create Document". A viewer-only group shows its viewer of an empty document
/// when the type can be read from no bytes, and otherwise a note saying what it would open.
public struct DocumentGroup<Document, Content: View>: Scene, RootScene {
    package let rootView: AnyView
}

extension DocumentGroup where Document: FileDocument {
    /// Apple: "init(newDocument:editor:)".
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        rootView = AnyView(_NewFileDocumentEditor(document: newDocument(), isEditable: true, editor: editor))
    }

    /// Apple: "init(viewing:viewer:)".
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        let empty = FileDocumentReadConfiguration(contentType: Document.readableContentTypes.first ?? .data,
                                                  file: FileWrapper(regularFileWithContents: Data()))
        if let document = try? Document(configuration: empty) {
            rootView = AnyView(_NewFileDocumentEditor(document: document, isEditable: false, editor: viewer))
        } else {
            rootView = AnyView(Text("DocumentGroup(viewing: \(String(describing: documentType))): a preview opens no document."))
        }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Apple: "init(newDocument:editor:)" for reference documents.
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        rootView = AnyView(_NewReferenceFileDocumentEditor(document: newDocument, editor: editor))
    }
}
