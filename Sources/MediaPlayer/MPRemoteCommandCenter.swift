import Foundation
import UIKit

/// The commands the lock screen, Control Center and headphones send (Apple:
/// "MPRemoteCommandCenter"). A preview has none of them: the commands keep their handlers and
/// enabled state, and Easel's tests send a command as the lock screen would (`send(_:)`).
public final class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let center = MPRemoteCommandCenter()

    /// Apple: "shared()".
    public class func shared() -> MPRemoteCommandCenter { center }

    public let pauseCommand = MPRemoteCommand()
    public let playCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let enableLanguageOptionCommand = MPRemoteCommand()
    public let disableLanguageOptionCommand = MPRemoteCommand()
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    public let changeRepeatModeCommand = MPChangeRepeatModeCommand()
    public let changeShuffleModeCommand = MPChangeShuffleModeCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let seekForwardCommand = MPRemoteCommand()
    public let seekBackwardCommand = MPRemoteCommand()
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    public let ratingCommand = MPRatingCommand()
    public let likeCommand = MPFeedbackCommand()
    public let dislikeCommand = MPFeedbackCommand()
    public let bookmarkCommand = MPFeedbackCommand()
}

/// What a command handler reports (Apple: "MPRemoteCommandHandlerStatus").
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    case success = 0
    case noSuchContent = 100
    case noActionableNowPlayingItem = 110
    case deviceNotFound = 120
    case commandFailed = 200
}

/// A command the system sends to the app (Apple: "MPRemoteCommand").
public class MPRemoteCommand: NSObject, @unchecked Sendable {
    /// One handler added to a command; `addTarget(handler:)` returns it, for `removeTarget(_:)`.
    private final class Target: NSObject {
        let handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus
        let object: AnyObject?
        init(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus, object: AnyObject? = nil) {
            self.handler = handler
            self.object = object
            super.init()
        }
    }

    private let lock = NSLock()
    private var targets: [Target] = []

    /// Whether the command's button is enabled (Apple: "isEnabled"): a disabled command is
    /// not sent.
    public var isEnabled = true

    public override init() {
        super.init()
    }

    /// Adds a handler (Apple: "addTarget(handler:)"); the returned object removes it.
    @discardableResult
    public func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let target = Target(handler: handler)
        lock.lock()
        targets.append(target)
        lock.unlock()
        return target
    }

    /// Adds an Objective-C target and action (Apple: "addTarget(_:action:)"): kept, so that it
    /// can be removed; Linux cannot send an Objective-C message, so sending the command runs
    /// only the handlers added with closures.
    public func addTarget(_ target: Any, action: Selector) {
        lock.lock()
        targets.append(Target(handler: { _ in .commandFailed }, object: target as AnyObject))
        lock.unlock()
    }

    /// Removes a handler, or all of an object's actions (Apple: "removeTarget(_:)"); nil
    /// removes every target.
    public func removeTarget(_ target: Any?) {
        lock.lock()
        defer { lock.unlock() }
        guard let target else { return targets.removeAll() }
        let object = target as AnyObject
        targets.removeAll { $0 === object || $0.object === object }
    }

    /// Apple: "removeTarget(_:action:)".
    public func removeTarget(_ target: Any, action: Selector?) {
        removeTarget(target)
    }

    /// Whether the command has handlers: iOS shows a command's button only then.
    var hasTargets: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !targets.isEmpty
    }

    /// Sends the command as the lock screen does when its button is tapped: each handler
    /// runs with `event`, and the first status that is not a success is the answer. A
    /// disabled command, or one without handlers, fails.
    func send(_ event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus {
        lock.lock()
        let handlers = targets.map(\.handler)
        lock.unlock()
        guard isEnabled, !handlers.isEmpty else { return .commandFailed }
        var status = MPRemoteCommandHandlerStatus.success
        for handler in handlers {
            let result = handler(event)
            if status == .success { status = result }
        }
        return status
    }

    /// Sends the command with a plain event.
    func send() -> MPRemoteCommandHandlerStatus { send(MPRemoteCommandEvent(command: self)) }
}

/// Skips forward or back by an interval (Apple: "MPSkipIntervalCommand").
public final class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    /// Apple: "preferredIntervals", in seconds.
    public var preferredIntervals: [NSNumber] = []
}

/// Likes, dislikes or bookmarks (Apple: "MPFeedbackCommand").
public final class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
    /// Apple: "isActive".
    public var isActive = false
    /// Apple: "localizedTitle".
    public var localizedTitle = ""
    /// Apple: "localizedShortTitle".
    public var localizedShortTitle = ""
}

/// Rates the playing item (Apple: "MPRatingCommand").
public final class MPRatingCommand: MPRemoteCommand, @unchecked Sendable {
    /// Apple: "minimumRating".
    public var minimumRating: Float = 0
    /// Apple: "maximumRating".
    public var maximumRating: Float = 0
}

/// Changes the playback rate (Apple: "MPChangePlaybackRateCommand").
public final class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
    /// Apple: "supportedPlaybackRates".
    public var supportedPlaybackRates: [NSNumber] = []
}

/// Moves the playhead, from the lock screen's scrubber (Apple: "MPChangePlaybackPositionCommand").
public final class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}

/// Apple: "MPRepeatType".
public enum MPRepeatType: Int, Sendable {
    case off = 0, one, all
}

/// Apple: "MPShuffleType".
public enum MPShuffleType: Int, Sendable {
    case off = 0, items, collections
}

/// Changes the repeat mode (Apple: "MPChangeRepeatModeCommand").
public final class MPChangeRepeatModeCommand: MPRemoteCommand, @unchecked Sendable {
    /// Apple: "currentRepeatType".
    public var currentRepeatType = MPRepeatType.off
}

/// Changes the shuffle mode (Apple: "MPChangeShuffleModeCommand").
public final class MPChangeShuffleModeCommand: MPRemoteCommand, @unchecked Sendable {
    /// Apple: "currentShuffleType".
    public var currentShuffleType = MPShuffleType.off
}
