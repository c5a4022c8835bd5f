import Foundation
@_exported import UniformTypeIdentifiers

/// A type that can be dragged, dropped, shared or exported (Apple: CoreTransferable's
/// "Transferable", which SwiftUI re-exports). A preview transfers nothing between apps, so
/// representations are declared, compile and are kept, not run.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a transferable type is sent and received (Apple: "TransferRepresentation").
public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: TransferRepresentation {
    public typealias Item = _NeverTransferable
}

/// The item type of `Never` as a representation. Public only because `Never` must name it.
public enum _NeverTransferable: Transferable {
    public static var transferRepresentation: Never { fatalError("no representation") }
}

extension TransferRepresentation where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive representation") }
}

/// Builds a type's representations, in order of preference (Apple: "TransferRepresentationBuilder").
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildBlock(_ representations: any TransferRepresentation<Item>...) -> _TransferRepresentations<Item> {
        _TransferRepresentations(count: representations.count)
    }
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> _TransferRepresentations<Item> where R.Item == Item {
        _TransferRepresentations(count: 1)
    }
}

/// Several representations. Public only because the builder must name it.
public struct _TransferRepresentations<Item: Transferable>: TransferRepresentation {
    public typealias Body = Never
    let count: Int
}

/// Sent and received as data of a type (Apple: "DataRepresentation").
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public typealias Body = Never
    public let contentType: UTType

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
    }

    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        contentType = exportedContentType
    }

    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        contentType = importedContentType
    }
}

/// A file sent or received (Apple: "SentTransferredFile", "ReceivedTransferredFile").
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// Sent and received as a file (Apple: "FileRepresentation").
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public typealias Body = Never
    public let contentType: UTType

    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
    }

    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        contentType = exportedContentType
    }

    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        contentType = importedContentType
    }
}

/// Sent and received as JSON of a `Codable` type (Apple: "CodableRepresentation").
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation {
    public typealias Body = Never
    public let contentType: UTType
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    public init(contentType: UTType) { self.contentType = contentType }
    public init(for itemType: Item.Type, contentType: UTType) { self.contentType = contentType }
}

/// Sent as (and received from) another transferable type (Apple: "ProxyRepresentation").
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    public typealias Body = Never

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {}

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {}

    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {}
}

/// A representation with a change (Apple's representation modifiers): the representation is kept.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    public typealias Item = Base.Item
    public typealias Body = Never
    let base: Base
}

/// Who may receive a representation (Apple: "TransferRepresentationVisibility").
public enum TransferRepresentationVisibility: Sendable { case all, team, group, ownProcess }

extension TransferRepresentation {
    /// The file name a receiver is offered (Apple: "suggestedFileName(_:)").
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> { _ModifiedTransferRepresentation(base: self) }
    public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self)
    }
    /// When the representation is offered (Apple: "exportingCondition(_:)").
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self)
    }
    /// Who receives it (Apple: "visibility(_:)").
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self)
    }
}

// The system's transferable types.
extension String: Transferable {
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) },
                           importing: { URL(string: String(decoding: $0, as: UTF8.self)) ?? URL(fileURLWithPath: "/") })
    }
}

extension AttributedString: Transferable {
    public static var transferRepresentation: ProxyRepresentation<AttributedString, String> {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}

extension Image: Transferable {
    public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(exportedContentType: .png, exporting: { _ in Data() })
    }
}

extension Color: Transferable {
    public static var transferRepresentation: DataRepresentation<Color> {
        DataRepresentation(exportedContentType: .data, exporting: { _ in Data() })
    }
}

// MARK: Drag and drop, files

extension View {
    /// Makes the view a drag source (Apple: "draggable(_:)"); a preview drags nothing.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// Makes the view a drop target (Apple: "dropDestination(for:action:isTargeted:)"); nothing
    /// is dropped in a preview.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        self
    }

    /// Presents the system's file picker (Apple: "fileImporter(isPresented:allowedContentTypes:onCompletion:)").
    /// A preview has no file picker: when asked to show it, it says so once and puts the flag back.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(UnavailablePresentation(isPresented: isPresented, kind: "file-importer",
                                         message: "fileImporter: a preview has no file picker; nothing is chosen."))
    }

    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        modifier(UnavailablePresentation(isPresented: isPresented, kind: "file-importer",
                                         message: "fileImporter: a preview has no file picker; nothing is chosen."))
    }

    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        modifier(UnavailablePresentation(isPresented: isPresented, kind: "file-importer",
                                         message: "fileImporter: a preview has no file picker; nothing is chosen.", onCancellation: onCancellation))
    }

    /// Presents the system's file exporter for a transferable item (Apple: "fileExporter(isPresented:item:contentTypes:defaultFilename:onCompletion:onCancellation:)").
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        modifier(UnavailablePresentation(isPresented: isPresented, kind: "file-exporter",
                                         message: "fileExporter: a preview has no file exporter; nothing is saved.", onCancellation: onCancellation))
    }

    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View where C.Element: Transferable {
        modifier(UnavailablePresentation(isPresented: isPresented, kind: "file-exporter",
                                         message: "fileExporter: a preview has no file exporter; nothing is saved.", onCancellation: onCancellation))
    }
}

/// A presentation a preview cannot show: when its flag turns on, it says so once, cancels and
/// turns the flag off, so the screen carries on as after a cancel.
struct UnavailablePresentation: ViewModifier {
    let isPresented: Binding<Bool>
    let kind: String
    let message: String
    var onCancellation: () -> Void = {}

    func body(content: Content) -> some View {
        content.onChange(of: isPresented.wrappedValue) { _, shown in
            guard shown else { return }
            Diagnostics.warnOnce(kind, message)
            isPresented.wrappedValue = false
            onCancellation()
        }
    }
}

/// How a shared item shows in the share sheet (Apple: "SharePreview").
public struct SharePreview<Image, Icon> {
    let title: Text
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { title = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = Text(verbatim: String(title)) }
}

extension SharePreview where Icon == Never, Image: Transferable {
    public init(_ titleKey: LocalizedStringKey, image: Image) { title = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = Text(verbatim: String(title)) }
}

extension SharePreview where Image == Never, Icon: Transferable {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = Text(verbatim: String(title)) }
}

extension SharePreview where Image: Transferable, Icon: Transferable {
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = Text(verbatim: String(title)) }
}
