import Foundation
@_spi(Frameworks) import Easel

// iOS 15's asynchronous loading of an asset's properties (`try await asset.load(.duration)`).
// A preview decodes no media: an asset's duration is zero, it has no metadata and cannot be
// played, as a file AVFoundation cannot read; said once.

/// A property an asset loads asynchronously (Apple: "AVAsyncProperty").
public struct AVAsyncProperty<Root, Value>: @unchecked Sendable {
    let name: String
    let read: (Root) throws -> Value

    init(_ name: String, read: @escaping (Root) throws -> Value) {
        self.name = name
        self.read = read
    }

    /// Apple: "AVAsyncProperty.Status".
    public enum Status {
        case notYetLoaded, loading, loaded(Value), failed(Error)
    }
}

/// Apple: "AVAsynchronousKeyValueLoading".
public protocol AVAsynchronousKeyValueLoading {}

extension AVAsynchronousKeyValueLoading {
    /// Apple: "load(_:)".
    public func load<T>(_ property: AVAsyncProperty<Self, T>) async throws -> T {
        AVAsyncLoading.sayNoMedia()
        return try property.read(self)
    }

    /// Apple: "load(_:_:)".
    public func load<A, B>(_ first: AVAsyncProperty<Self, A>, _ second: AVAsyncProperty<Self, B>) async throws -> (A, B) {
        (try await load(first), try await load(second))
    }

    /// Apple: "load(_:_:_:)".
    public func load<A, B, C>(_ first: AVAsyncProperty<Self, A>, _ second: AVAsyncProperty<Self, B>,
                              _ third: AVAsyncProperty<Self, C>) async throws -> (A, B, C) {
        (try await load(first), try await load(second), try await load(third))
    }

    /// Apple: "status(of:)": what a preview loads is there at once.
    public func status<T>(of property: AVAsyncProperty<Self, T>) -> AVAsyncProperty<Self, T>.Status {
        do { return .loaded(try property.read(self)) } catch { return .failed(error) }
    }
}

enum AVAsyncLoading {
    static func sayNoMedia() {
        Diagnostics.note("avfoundation-no-media", "AVFoundation: a preview decodes no media; an asset loads as empty (duration zero, no metadata, not playable).")
    }
}

extension AVAsset: AVAsynchronousKeyValueLoading {}

extension AVAsyncProperty where Root: AVAsset, Value == CMTime {
    public static var duration: AVAsyncProperty<Root, CMTime> { .init("duration") { _ in .zero } }
}

extension AVAsyncProperty where Root: AVAsset, Value == [AVMetadataItem] {
    public static var metadata: AVAsyncProperty<Root, [AVMetadataItem]> { .init("metadata") { _ in [] } }
    public static var commonMetadata: AVAsyncProperty<Root, [AVMetadataItem]> { .init("commonMetadata") { _ in [] } }
}

extension AVAsyncProperty where Root: AVAsset, Value == Bool {
    public static var isPlayable: AVAsyncProperty<Root, Bool> { .init("isPlayable") { _ in false } }
    public static var isExportable: AVAsyncProperty<Root, Bool> { .init("isExportable") { _ in false } }
    public static var isReadable: AVAsyncProperty<Root, Bool> { .init("isReadable") { _ in false } }
}

/// A key of an asset's metadata (Apple: "AVMetadataKey").
public struct AVMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let commonKeyTitle = AVMetadataKey("title")
    public static let commonKeyArtist = AVMetadataKey("artist")
    public static let commonKeyAlbumName = AVMetadataKey("albumName")
    public static let commonKeyArtwork = AVMetadataKey("artwork")
    public static let commonKeyCreator = AVMetadataKey("creator")
    public static let commonKeyCreationDate = AVMetadataKey("creationDate")
    public static let commonKeyDescription = AVMetadataKey("description")
    public static let commonKeyType = AVMetadataKey("type")
    public static let commonKeyCopyrights = AVMetadataKey("copyrights")
}

/// One item of an asset's metadata (Apple: "AVMetadataItem").
open class AVMetadataItem: NSObject, AVAsynchronousKeyValueLoading, @unchecked Sendable {
    open var commonKey: AVMetadataKey? { nil }
    open var key: (any NSCopying & NSObjectProtocol)? { nil }
    open var value: (any NSCopying & NSObjectProtocol)? { nil }
    open var stringValue: String? { nil }
    open var numberValue: NSNumber? { nil }
    open var dateValue: Date? { nil }
    open var dataValue: Data? { nil }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == (any NSCopying & NSObjectProtocol)? {
    public static var value: AVAsyncProperty<Root, (any NSCopying & NSObjectProtocol)?> { .init("value") { $0.value } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == String? {
    public static var stringValue: AVAsyncProperty<Root, String?> { .init("stringValue") { $0.stringValue } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == Data? {
    public static var dataValue: AVAsyncProperty<Root, Data?> { .init("dataValue") { $0.dataValue } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == NSNumber? {
    public static var numberValue: AVAsyncProperty<Root, NSNumber?> { .init("numberValue") { $0.numberValue } }
}
