import Foundation

/// What the lock screen and Control Center show as playing (Apple: "MPNowPlayingInfoCenter").
/// A preview has neither; what the app sets is kept and read back.
public final class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let shared = MPNowPlayingInfoCenter()
    private let lock = NSLock()
    private var info: [String: Any]?
    private var state = MPNowPlayingPlaybackState.unknown

    public override init() {
        super.init()
    }

    /// Apple: "default()".
    public class func `default`() -> MPNowPlayingInfoCenter { shared }

    /// The playing item's title, artist, artwork, duration, elapsed time and rate, keyed by
    /// the `MPMediaItemProperty…` and `MPNowPlayingInfoProperty…` constants
    /// (Apple: "nowPlayingInfo").
    public var nowPlayingInfo: [String: Any]? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return info
        }
        set {
            lock.lock()
            info = newValue
            lock.unlock()
        }
    }

    /// Apple: "playbackState".
    public var playbackState: MPNowPlayingPlaybackState {
        get {
            lock.lock()
            defer { lock.unlock() }
            return state
        }
        set {
            lock.lock()
            state = newValue
            lock.unlock()
        }
    }
}

/// Apple: "MPNowPlayingPlaybackState".
public enum MPNowPlayingPlaybackState: UInt, Sendable {
    case unknown = 0, playing, paused, stopped, interrupted
}

/// Apple: "MPNowPlayingInfoMediaType".
public enum MPNowPlayingInfoMediaType: UInt, Sendable {
    case none = 0, audio, video
}

/// Apple: "MPNowPlayingInfoLanguageOptionType".
public enum MPNowPlayingInfoLanguageOptionType: UInt, Sendable {
    case audible = 0, legible
}

// MARK: Now-playing keys (Apple: "Now Playing Metadata Properties")

public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
public let MPNowPlayingInfoPropertyChapterNumber = "MPNowPlayingInfoPropertyChapterNumber"
public let MPNowPlayingInfoPropertyChapterCount = "MPNowPlayingInfoPropertyChapterCount"
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
public let MPNowPlayingInfoPropertyPlaybackProgress = "MPNowPlayingInfoPropertyPlaybackProgress"
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
public let MPNowPlayingInfoPropertyCurrentPlaybackDate = "MPNowPlayingInfoPropertyCurrentPlaybackDate"
public let MPNowPlayingInfoPropertyExternalContentIdentifier = "MPNowPlayingInfoPropertyExternalContentIdentifier"
public let MPNowPlayingInfoPropertyExternalUserProfileIdentifier = "MPNowPlayingInfoPropertyExternalUserProfileIdentifier"
public let MPNowPlayingInfoPropertyServiceIdentifier = "MPNowPlayingInfoPropertyServiceIdentifier"
public let MPNowPlayingInfoPropertyAvailableLanguageOptions = "MPNowPlayingInfoPropertyAvailableLanguageOptions"
public let MPNowPlayingInfoPropertyCurrentLanguageOptions = "MPNowPlayingInfoPropertyCurrentLanguageOptions"
public let MPNowPlayingInfoCollectionIdentifier = "MPNowPlayingInfoCollectionIdentifier"

// MARK: Media item keys (Apple: "General Media Item Property Keys")

public let MPMediaItemPropertyPersistentID = "persistentID"
public let MPMediaItemPropertyMediaType = "mediaType"
public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyAlbumPersistentID = "albumPID"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyArtistPersistentID = "artistPID"
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
public let MPMediaItemPropertyAlbumArtistPersistentID = "albumArtistPID"
public let MPMediaItemPropertyGenre = "genre"
public let MPMediaItemPropertyGenrePersistentID = "genrePID"
public let MPMediaItemPropertyComposer = "composer"
public let MPMediaItemPropertyComposerPersistentID = "composerPID"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPMediaItemPropertyAlbumTrackNumber = "albumTrackNumber"
public let MPMediaItemPropertyAlbumTrackCount = "albumTrackCount"
public let MPMediaItemPropertyDiscNumber = "discNumber"
public let MPMediaItemPropertyDiscCount = "discCount"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPMediaItemPropertyIsExplicit = "isExplicit"
public let MPMediaItemPropertyLyrics = "lyrics"
public let MPMediaItemPropertyIsCompilation = "isCompilation"
public let MPMediaItemPropertyReleaseDate = "releaseDate"
public let MPMediaItemPropertyBeatsPerMinute = "beatsPerMinute"
public let MPMediaItemPropertyComments = "comments"
public let MPMediaItemPropertyAssetURL = "assetURL"
public let MPMediaItemPropertyIsCloudItem = "isCloudItem"
public let MPMediaItemPropertyHasProtectedAsset = "protectedAsset"
public let MPMediaItemPropertyPodcastTitle = "podcastTitle"
public let MPMediaItemPropertyPodcastPersistentID = "podcastPID"
public let MPMediaItemPropertyPlayCount = "playCount"
public let MPMediaItemPropertySkipCount = "skipCount"
public let MPMediaItemPropertyRating = "rating"
public let MPMediaItemPropertyLastPlayedDate = "lastPlayedDate"
public let MPMediaItemPropertyUserGrouping = "userGrouping"
public let MPMediaItemPropertyBookmarkTime = "bookmarkTime"
public let MPMediaItemPropertyDateAdded = "dateAdded"
public let MPMediaItemPropertyPlaybackStoreID = "playbackStoreID"
public let MPMediaItemPropertyIsPreorder = "isPreorder"
