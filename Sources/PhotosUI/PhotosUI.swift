// `import PhotosUI` on Linux: `PhotosPicker` drawn as its button and the item type apps load
// from. A preview has no photo library: the picker offers nothing, and says so once when used.
@_exported import Foundation
@_spi(Frameworks) import Easel

enum PhotosStandIn {
    static func sayNoLibrary() {
        Diagnostics.note("photosui-stand-in", "PhotosUI: a preview has no photo library; PhotosPicker chooses nothing (Easel's stand-in).")
    }
}

/// A picked photo or video (Apple: "PhotosPickerItem"). Loading its content finds nothing in a
/// preview.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    public let itemIdentifier: String?
    public let supportedContentTypes: [String]

    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        supportedContentTypes = []
    }

    /// The item's content as `type` (Apple: "loadTransferable(type:)"): nil in a preview.
    public func loadTransferable<T>(type: T.Type) async throws -> T? {
        PhotosStandIn.sayNoLibrary()
        return nil
    }

    public func loadTransferable<T>(type: T.Type, completionHandler: @escaping (Result<T?, Error>) -> Void) -> Progress {
        PhotosStandIn.sayNoLibrary()
        completionHandler(.success(nil))
        return Progress(totalUnitCount: 0)
    }

    /// How the picker may re-encode items (Apple: "PhotosPickerItem.EncodingDisambiguationPolicy").
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        public static let automatic = EncodingDisambiguationPolicy()
        public static let current = EncodingDisambiguationPolicy()
        public static let compatible = EncodingDisambiguationPolicy()
    }
}

/// What the picker shows (Apple: "PHPickerFilter").
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    let name: String
    public static let images = PHPickerFilter(name: "images")
    public static let videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    public static let screenshots = PHPickerFilter(name: "screenshots")
    public static let panoramas = PHPickerFilter(name: "panoramas")
    public static let bursts = PHPickerFilter(name: "bursts")
    public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all") }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not") }
}

/// How several picks are chosen (Apple: "PhotosPickerSelectionBehavior").
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    public static let `default` = PhotosPickerSelectionBehavior()
    public static let ordered = PhotosPickerSelectionBehavior()
    public static let continuous = PhotosPickerSelectionBehavior()
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior()
}

/// The photo library (Apple: "PHPhotoLibrary").
public final class PHPhotoLibrary: @unchecked Sendable {
    public static func shared() -> PHPhotoLibrary { PHPhotoLibrary() }
}

/// A button that opens the photo picker (Apple: "PhotosPicker"): its label, as a button; a
/// click says once that a preview has no library.
public struct PhotosPicker<Label: View>: View {
    let label: Label

    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button(action: PhotosStandIn.sayNoLibrary) { label }
    }
}

extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(verbatim: String(title))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(verbatim: String(title))
    }
}

extension View {
    /// The photo picker presented by a flag (Apple: "photosPicker(isPresented:selection:matching:…)"):
    /// a preview has no library, so it is not shown and the flag is put back.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(PhotosPickerPresentation(isPresented: isPresented))
    }

    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(PhotosPickerPresentation(isPresented: isPresented))
    }
}

struct PhotosPickerPresentation: ViewModifier {
    let isPresented: Binding<Bool>

    func body(content: Content) -> some View {
        content.onChange(of: isPresented.wrappedValue) { _, shown in
            guard shown else { return }
            PhotosStandIn.sayNoLibrary()
            isPresented.wrappedValue = false
        }
    }
}
