// `import MediaPlayer` on Linux: the now-playing information, remote commands, music players
// and media library that audio apps use, as an iOS Simulator has them. A simulator has no
// Music app and no music library: players play nothing and stay stopped, library queries
// find nothing, and `MPVolumeView` is drawn as a placeholder — each said once. What the app
// sets is kept: `MPNowPlayingInfoCenter.default().nowPlayingInfo` reads back, and the remote
// command handlers are kept and called, with their enabled state, as the lock screen would
// call them. Spellings: Apple's MediaPlayer reference.
@_exported import Foundation
@_exported import UIKit
@_spi(Frameworks) import Easel

enum MediaPlayerStandIn {
    static func sayNoMusic() {
        Diagnostics.note("mediaplayer-stand-in", "MediaPlayer: a preview has no Music app or music library, as the iOS Simulator; players play nothing and library queries find nothing (Easel's stand-in).")
    }
}

/// The state of a music player (Apple: "MPMusicPlaybackState").
public enum MPMusicPlaybackState: Int, Sendable {
    case stopped = 0, playing, paused, interrupted, seekingForward, seekingBackward
}

/// Apple: "MPMusicRepeatMode".
public enum MPMusicRepeatMode: Int, Sendable {
    case `default` = 0, none, one, all
}

/// Apple: "MPMusicShuffleMode".
public enum MPMusicShuffleMode: Int, Sendable {
    case `default` = 0, off, songs, albums
}

/// Playback controls shared by players (Apple: "MPMediaPlayback").
public protocol MPMediaPlayback {
    func prepareToPlay()
    var isPreparedToPlay: Bool { get }
    func play()
    func pause()
    func stop()
    var currentPlaybackTime: TimeInterval { get set }
    var currentPlaybackRate: Float { get set }
    func beginSeekingForward()
    func beginSeekingBackward()
    func endSeeking()
}

/// A music player (Apple: "MPMusicPlayerController"). A preview has nothing to play: the
/// queue it is given holds no items, `play()` leaves it stopped, and `nowPlayingItem` is nil.
public class MPMusicPlayerController: NSObject, MPMediaPlayback, @unchecked Sendable {
    /// Apple: "playbackState".
    public private(set) var playbackState = MPMusicPlaybackState.stopped
    /// Apple: "nowPlayingItem".
    public var nowPlayingItem: MPMediaItem?
    /// Apple: "indexOfNowPlayingItem": `NSNotFound` with nothing queued.
    public var indexOfNowPlayingItem: Int { nowPlayingItem == nil ? NSNotFound : 0 }
    /// Apple: "repeatMode".
    public var repeatMode = MPMusicRepeatMode.default
    /// Apple: "shuffleMode".
    public var shuffleMode = MPMusicShuffleMode.default
    public var currentPlaybackTime: TimeInterval = 0
    public var currentPlaybackRate: Float = 0
    public private(set) var isPreparedToPlay = false

    public override init() {
        super.init()
    }

    private static let system = SystemMusicPlayer()
    private static let application = MPMusicPlayerController()
    private static let applicationQueue = MPMusicPlayerApplicationController()

    /// The Music app's player (Apple: "systemMusicPlayer").
    public class var systemMusicPlayer: MPMusicPlayerController & MPSystemMusicPlayerController { system }
    /// The app's own player (Apple: "applicationMusicPlayer").
    public class var applicationMusicPlayer: MPMusicPlayerController { application }
    /// The app's player whose queue can be edited (Apple: "applicationQueuePlayer").
    public class var applicationQueuePlayer: MPMusicPlayerApplicationController { applicationQueue }

    // MARK: Queue

    /// Apple: "setQueue(with:)" for a query.
    public func setQueue(with query: MPMediaQuery) { nowPlayingItem = query.items?.first }
    /// Apple: "setQueue(with:)" for a collection.
    public func setQueue(with itemCollection: MPMediaItemCollection) { nowPlayingItem = itemCollection.items.first }
    /// Apple: "setQueue(with:)" for Apple Music store IDs: a simulator has no Apple Music.
    public func setQueue(with storeIDs: [String]) { MediaPlayerStandIn.sayNoMusic() }
    /// Apple: "setQueue(with:)" for a queue descriptor.
    public func setQueue(with descriptor: MPMusicPlayerQueueDescriptor) { nowPlayingItem = descriptor.items.first }
    /// Apple: "append(_:)".
    public func append(_ descriptor: MPMusicPlayerQueueDescriptor) {}
    /// Apple: "prepend(_:)".
    public func prepend(_ descriptor: MPMusicPlayerQueueDescriptor) {}

    // MARK: Playback

    public func prepareToPlay() { isPreparedToPlay = true }

    /// Apple: "prepareToPlay(completionHandler:)": there is nothing to prepare, which iOS
    /// reports as an error.
    public func prepareToPlay(completionHandler: @escaping ((any Error)?) -> Void) {
        MediaPlayerStandIn.sayNoMusic()
        let error = NSError(domain: "MPErrorDomain", code: 5, userInfo: [NSLocalizedDescriptionKey: "The queue is empty."])
        DispatchQueue.main.async { completionHandler(error) }
    }

    /// Plays the queue: with no items, the player stays stopped, as on a simulator.
    public func play() {
        MediaPlayerStandIn.sayNoMusic()
        setState(nowPlayingItem == nil ? .stopped : .playing)
    }

    public func pause() { if playbackState != .stopped { setState(.paused) } }

    public func stop() {
        currentPlaybackTime = 0
        setState(.stopped)
    }

    public func beginSeekingForward() {}
    public func beginSeekingBackward() {}
    public func endSeeking() {}

    /// Apple: "skipToNextItem()".
    public func skipToNextItem() {}
    /// Apple: "skipToBeginning()".
    public func skipToBeginning() { currentPlaybackTime = 0 }
    /// Apple: "skipToPreviousItem()".
    public func skipToPreviousItem() {}

    private var generatesNotifications = false
    /// Apple: "beginGeneratingPlaybackNotifications()".
    public func beginGeneratingPlaybackNotifications() { generatesNotifications = true }
    /// Apple: "endGeneratingPlaybackNotifications()".
    public func endGeneratingPlaybackNotifications() { generatesNotifications = false }

    private func setState(_ state: MPMusicPlaybackState) {
        guard state != playbackState else { return }
        playbackState = state
        if generatesNotifications { NotificationCenter.default.post(name: .MPMusicPlayerControllerPlaybackStateDidChange, object: self) }
    }
}

/// The system player's extra ability (Apple: "MPSystemMusicPlayerController").
public protocol MPSystemMusicPlayerController: NSObjectProtocol {
    func openToPlay(_ queueDescriptor: MPMusicPlayerQueueDescriptor)
}

private final class SystemMusicPlayer: MPMusicPlayerController, MPSystemMusicPlayerController, @unchecked Sendable {
    /// Opens the Music app: a simulator has none.
    func openToPlay(_ queueDescriptor: MPMusicPlayerQueueDescriptor) { MediaPlayerStandIn.sayNoMusic() }
}

/// A player whose queue the app edits (Apple: "MPMusicPlayerApplicationController").
public final class MPMusicPlayerApplicationController: MPMusicPlayerController, @unchecked Sendable {
    /// Apple: "perform(queueTransaction:completionHandler:)": the queue stays empty.
    public func perform(queueTransaction: @escaping (MPMusicPlayerControllerMutableQueue) -> Void,
                        completionHandler: @escaping (MPMusicPlayerControllerQueue, (any Error)?) -> Void) {
        let queue = MPMusicPlayerControllerMutableQueue()
        queueTransaction(queue)
        DispatchQueue.main.async { completionHandler(queue, nil) }
    }
}

/// Apple: "MPMusicPlayerControllerQueue".
public class MPMusicPlayerControllerQueue: NSObject, @unchecked Sendable {
    /// Apple: "items".
    public var items: [MPMediaItem] { [] }
}

/// Apple: "MPMusicPlayerControllerMutableQueue".
public final class MPMusicPlayerControllerMutableQueue: MPMusicPlayerControllerQueue, @unchecked Sendable {
    public func insert(_ queueDescriptor: MPMusicPlayerQueueDescriptor, after afterItem: MPMediaItem?) {}
    public func removeItem(_ item: MPMediaItem) {}
}

/// What to queue (Apple: "MPMusicPlayerQueueDescriptor").
public class MPMusicPlayerQueueDescriptor: NSObject, @unchecked Sendable {
    var items: [MPMediaItem] { [] }
}

/// Apple Music store IDs to queue (Apple: "MPMusicPlayerStoreQueueDescriptor").
public final class MPMusicPlayerStoreQueueDescriptor: MPMusicPlayerQueueDescriptor, @unchecked Sendable {
    /// Apple: "storeIDs".
    public var storeIDs: [String]?
    /// Apple: "init(storeIDs:)".
    public init(storeIDs: [String]) {
        self.storeIDs = storeIDs
        super.init()
    }
}

/// Library items to queue (Apple: "MPMusicPlayerMediaItemQueueDescriptor").
public final class MPMusicPlayerMediaItemQueueDescriptor: MPMusicPlayerQueueDescriptor, @unchecked Sendable {
    /// Apple: "query".
    public let query: MPMediaQuery
    /// Apple: "itemCollection".
    public let itemCollection: MPMediaItemCollection

    /// Apple: "init(query:)".
    public init(query: MPMediaQuery) {
        self.query = query
        itemCollection = MPMediaItemCollection(items: query.items ?? [])
        super.init()
    }

    /// Apple: "init(itemCollection:)".
    public init(itemCollection: MPMediaItemCollection) {
        query = MPMediaQuery()
        self.itemCollection = itemCollection
        super.init()
    }

    override var items: [MPMediaItem] { itemCollection.items }
}

extension NSNotification.Name {
    /// Apple: "MPMusicPlayerControllerPlaybackStateDidChange".
    public static let MPMusicPlayerControllerPlaybackStateDidChange = NSNotification.Name("MPMusicPlayerControllerPlaybackStateDidChangeNotification")
    /// Apple: "MPMusicPlayerControllerNowPlayingItemDidChange".
    public static let MPMusicPlayerControllerNowPlayingItemDidChange = NSNotification.Name("MPMusicPlayerControllerNowPlayingItemDidChangeNotification")
    /// Apple: "MPMusicPlayerControllerVolumeDidChange".
    public static let MPMusicPlayerControllerVolumeDidChange = NSNotification.Name("MPMusicPlayerControllerVolumeDidChangeNotification")
    /// Apple: "MPMediaLibraryDidChange".
    public static let MPMediaLibraryDidChange = NSNotification.Name("MPMediaLibraryDidChangeNotification")
}
