import Foundation
import UIKit

/// A media item's persistent identifier (Apple: "MPMediaEntityPersistentID").
public typealias MPMediaEntityPersistentID = UInt64

/// Kinds of media (Apple: "MPMediaType").
public struct MPMediaType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let music = MPMediaType(rawValue: 1 << 0)
    public static let podcast = MPMediaType(rawValue: 1 << 1)
    public static let audioBook = MPMediaType(rawValue: 1 << 2)
    public static let audioITunesU = MPMediaType(rawValue: 1 << 3)
    public static let anyAudio = MPMediaType(rawValue: 0x00FF)
    public static let movie = MPMediaType(rawValue: 1 << 8)
    public static let tvShow = MPMediaType(rawValue: 1 << 9)
    public static let videoPodcast = MPMediaType(rawValue: 1 << 10)
    public static let musicVideo = MPMediaType(rawValue: 1 << 11)
    public static let videoITunesU = MPMediaType(rawValue: 1 << 12)
    public static let homeVideo = MPMediaType(rawValue: 1 << 13)
    public static let anyVideo = MPMediaType(rawValue: 0xFF00)
    public static let any = MPMediaType(rawValue: ~0)
}

/// An item or collection of the media library (Apple: "MPMediaEntity").
public class MPMediaEntity: NSObject, @unchecked Sendable {
    let properties: [String: Any]

    init(properties: [String: Any]) {
        self.properties = properties
        super.init()
    }

    public override convenience init() {
        self.init(properties: [:])
    }

    /// Apple: "value(forProperty:)".
    public func value(forProperty property: String) -> Any? { properties[property] }

    /// Apple: "persistentID".
    public var persistentID: MPMediaEntityPersistentID { properties[MPMediaItemPropertyPersistentID] as? MPMediaEntityPersistentID ?? 0 }

    /// Apple: "canFilter(byProperty:)".
    public class func canFilter(byProperty property: String) -> Bool {
        [MPMediaItemPropertyPersistentID, MPMediaItemPropertyMediaType, MPMediaItemPropertyTitle, MPMediaItemPropertyAlbumTitle,
         MPMediaItemPropertyArtist, MPMediaItemPropertyAlbumArtist, MPMediaItemPropertyGenre, MPMediaItemPropertyComposer,
         MPMediaItemPropertyIsCompilation, MPMediaItemPropertyPodcastTitle].contains(property)
    }
}

/// A song, podcast or video of the library (Apple: "MPMediaItem"). A preview's library has
/// none; an item made in code reads its properties from nothing.
public class MPMediaItem: MPMediaEntity, @unchecked Sendable {
    public var mediaType: MPMediaType { MPMediaType(rawValue: properties[MPMediaItemPropertyMediaType] as? UInt ?? 0) }
    public var title: String? { properties[MPMediaItemPropertyTitle] as? String }
    public var albumTitle: String? { properties[MPMediaItemPropertyAlbumTitle] as? String }
    public var artist: String? { properties[MPMediaItemPropertyArtist] as? String }
    public var albumArtist: String? { properties[MPMediaItemPropertyAlbumArtist] as? String }
    public var genre: String? { properties[MPMediaItemPropertyGenre] as? String }
    public var composer: String? { properties[MPMediaItemPropertyComposer] as? String }
    public var playbackDuration: TimeInterval { properties[MPMediaItemPropertyPlaybackDuration] as? TimeInterval ?? 0 }
    public var albumTrackNumber: Int { properties[MPMediaItemPropertyAlbumTrackNumber] as? Int ?? 0 }
    public var artwork: MPMediaItemArtwork? { properties[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork }
    public var assetURL: URL? { properties[MPMediaItemPropertyAssetURL] as? URL }
    public var lyrics: String? { properties[MPMediaItemPropertyLyrics] as? String }
    public var releaseDate: Date? { properties[MPMediaItemPropertyReleaseDate] as? Date }
    public var playCount: Int { properties[MPMediaItemPropertyPlayCount] as? Int ?? 0 }
    public var isExplicitItem: Bool { properties[MPMediaItemPropertyIsExplicit] as? Bool ?? false }
    public var isCloudItem: Bool { properties[MPMediaItemPropertyIsCloudItem] as? Bool ?? false }
    public var hasProtectedAsset: Bool { properties[MPMediaItemPropertyHasProtectedAsset] as? Bool ?? false }
    public var playbackStoreID: String { properties[MPMediaItemPropertyPlaybackStoreID] as? String ?? "" }
    public var dateAdded: Date { properties[MPMediaItemPropertyDateAdded] as? Date ?? Date(timeIntervalSince1970: 0) }

    /// Apple: "persistentIDProperty(forGroupingType:)".
    public class func persistentIDProperty(forGroupingType groupingType: MPMediaGrouping) -> String {
        switch groupingType {
        case .album: MPMediaItemPropertyAlbumPersistentID
        case .artist: MPMediaItemPropertyArtistPersistentID
        case .albumArtist: MPMediaItemPropertyAlbumArtistPersistentID
        case .composer: MPMediaItemPropertyComposerPersistentID
        case .genre: MPMediaItemPropertyGenrePersistentID
        case .podcastTitle: MPMediaItemPropertyPodcastPersistentID
        case .title, .playlist: MPMediaItemPropertyPersistentID
        }
    }
}

/// Items grouped together: an album, a playlist (Apple: "MPMediaItemCollection").
public class MPMediaItemCollection: MPMediaEntity, @unchecked Sendable {
    /// Apple: "items".
    public let items: [MPMediaItem]

    /// Apple: "init(items:)".
    public init(items: [MPMediaItem]) {
        self.items = items
        super.init(properties: [:])
    }

    /// Apple: "count".
    public var count: Int { items.count }
    /// Apple: "representativeItem".
    public var representativeItem: MPMediaItem? { items.first }
    /// Apple: "mediaTypes".
    public var mediaTypes: MPMediaType { items.reduce([]) { $0.union($1.mediaType) } }
}

/// A playlist (Apple: "MPMediaPlaylist").
public final class MPMediaPlaylist: MPMediaItemCollection, @unchecked Sendable {
    /// Apple: "name".
    public var name: String? { nil }
}

/// How a query groups its results (Apple: "MPMediaGrouping").
public enum MPMediaGrouping: Int, Sendable {
    case title = 0, album, artist, albumArtist, composer, genre, playlist, podcastTitle
}

/// A filter of a media query (Apple: "MPMediaPredicate").
public class MPMediaPredicate: NSObject, @unchecked Sendable {}

/// Apple: "MPMediaPredicateComparison".
public enum MPMediaPredicateComparison: Int, Sendable {
    case equalTo = 0, contains
}

/// Items whose property has a value (Apple: "MPMediaPropertyPredicate").
public final class MPMediaPropertyPredicate: MPMediaPredicate, @unchecked Sendable {
    /// Apple: "property".
    public let property: String
    /// Apple: "value".
    public let value: Any?
    /// Apple: "comparisonType".
    public let comparisonType: MPMediaPredicateComparison

    /// Apple: "init(value:forProperty:)".
    public convenience init(value: Any?, forProperty property: String) {
        self.init(value: value, forProperty: property, comparisonType: .equalTo)
    }

    /// Apple: "init(value:forProperty:comparisonType:)".
    public init(value: Any?, forProperty property: String, comparisonType: MPMediaPredicateComparison) {
        self.property = property
        self.value = value
        self.comparisonType = comparisonType
        super.init()
    }
}

/// A section of a query's results (Apple: "MPMediaQuerySection").
public final class MPMediaQuerySection: NSObject, @unchecked Sendable {
    /// Apple: "title".
    public let title: String
    /// Apple: "range".
    public let range: NSRange

    init(title: String, range: NSRange) {
        self.title = title
        self.range = range
        super.init()
    }
}

/// A search of the media library (Apple: "MPMediaQuery"). A preview's library, as a
/// simulator's, is empty: `items` and `collections` are empty arrays.
public class MPMediaQuery: NSObject, @unchecked Sendable {
    /// Apple: "filterPredicates".
    public var filterPredicates: Set<MPMediaPredicate>?
    /// Apple: "groupingType".
    public var groupingType = MPMediaGrouping.title

    public override convenience init() {
        self.init(filterPredicates: nil)
    }

    /// Apple: "init(filterPredicates:)".
    public init(filterPredicates: Set<MPMediaPredicate>?) {
        self.filterPredicates = filterPredicates
        super.init()
    }

    /// Apple: "addFilterPredicate(_:)".
    public func addFilterPredicate(_ predicate: MPMediaPredicate) {
        filterPredicates = (filterPredicates ?? []).union([predicate])
    }

    /// Apple: "removeFilterPredicate(_:)".
    public func removeFilterPredicate(_ predicate: MPMediaPredicate) {
        filterPredicates?.remove(predicate)
    }

    /// The matching items (Apple: "items"): none.
    public var items: [MPMediaItem]? {
        MediaPlayerStandIn.sayNoMusic()
        return []
    }

    /// The matching collections (Apple: "collections"): none.
    public var collections: [MPMediaItemCollection]? {
        MediaPlayerStandIn.sayNoMusic()
        return []
    }

    /// Apple: "itemSections".
    public var itemSections: [MPMediaQuerySection]? { [] }
    /// Apple: "collectionSections".
    public var collectionSections: [MPMediaQuerySection]? { [] }

    private static func grouped(_ grouping: MPMediaGrouping, _ type: MPMediaType = .music) -> MPMediaQuery {
        let query = MPMediaQuery(filterPredicates: [MPMediaPropertyPredicate(value: type.rawValue, forProperty: MPMediaItemPropertyMediaType)])
        query.groupingType = grouping
        return query
    }

    public class func albums() -> MPMediaQuery { grouped(.album) }
    public class func artists() -> MPMediaQuery { grouped(.artist) }
    public class func songs() -> MPMediaQuery { grouped(.title) }
    public class func playlists() -> MPMediaQuery { grouped(.playlist, .any) }
    public class func podcasts() -> MPMediaQuery { grouped(.podcastTitle, .podcast) }
    public class func audiobooks() -> MPMediaQuery { grouped(.title, .audioBook) }
    public class func compilations() -> MPMediaQuery { grouped(.album) }
    public class func composers() -> MPMediaQuery { grouped(.composer, .anyAudio) }
    public class func genres() -> MPMediaQuery { grouped(.genre, .anyAudio) }
}

/// Apple: "MPMediaLibraryAuthorizationStatus".
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, denied, restricted, authorized
}

/// The device's media library (Apple: "MPMediaLibrary"): permission is granted when asked,
/// and the library is empty.
public final class MPMediaLibrary: NSObject, @unchecked Sendable {
    private static let library = MPMediaLibrary()
    nonisolated(unsafe) private static var status = MPMediaLibraryAuthorizationStatus.notDetermined

    /// Apple: "default()".
    public class func `default`() -> MPMediaLibrary { library }

    /// Apple: "authorizationStatus()".
    public class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { status }

    /// Apple: "requestAuthorization(_:)": granted.
    public class func requestAuthorization(_ handler: @escaping (MPMediaLibraryAuthorizationStatus) -> Void) {
        status = .authorized
        DispatchQueue.main.async { handler(.authorized) }
    }

    /// Apple: "requestAuthorization()".
    public class func requestAuthorization() async -> MPMediaLibraryAuthorizationStatus {
        status = .authorized
        return .authorized
    }

    /// Apple: "lastModifiedDate".
    public var lastModifiedDate: Date { Date(timeIntervalSince1970: 0) }

    /// Apple: "beginGeneratingLibraryChangeNotifications()".
    public func beginGeneratingLibraryChangeNotifications() {}
    /// Apple: "endGeneratingLibraryChangeNotifications()".
    public func endGeneratingLibraryChangeNotifications() {}
}

/// Artwork for the now-playing screen (Apple: "MPMediaItemArtwork"): the image is asked of
/// the request handler at the size wanted.
public final class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    private let requestHandler: (CGSize) -> UIImage

    /// Apple: "bounds": the largest size the artwork has.
    public let bounds: CGRect
    /// Apple: "imageCropRect" (deprecated).
    public var imageCropRect: CGRect { bounds }

    /// Apple: "init(boundsSize:requestHandler:)", iOS 10.
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        self.requestHandler = requestHandler
        super.init()
    }

    /// Apple: "init(image:)", deprecated in iOS 10.
    public convenience init(image: UIImage) {
        self.init(boundsSize: image.size) { _ in image }
    }

    /// The image at a size (Apple: "image(at:)").
    public func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}
