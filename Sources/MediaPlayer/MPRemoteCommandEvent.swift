import Foundation

/// A command as it reaches a handler (Apple: "MPRemoteCommandEvent"); the system makes them.
public class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
    /// Apple: "command".
    public let command: MPRemoteCommand
    /// Apple: "timestamp": seconds since the system started.
    public let timestamp: TimeInterval

    init(command: MPRemoteCommand) {
        self.command = command
        timestamp = ProcessInfo.processInfo.systemUptime
        super.init()
    }
}

/// The position the scrubber was moved to (Apple: "MPChangePlaybackPositionCommandEvent").
public final class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Apple: "positionTime", in seconds from the start of the item.
    public let positionTime: TimeInterval

    init(command: MPRemoteCommand, positionTime: TimeInterval) {
        self.positionTime = positionTime
        super.init(command: command)
    }
}

/// Apple: "MPSkipIntervalCommandEvent".
public final class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Apple: "interval", in seconds.
    public let interval: TimeInterval

    init(command: MPRemoteCommand, interval: TimeInterval) {
        self.interval = interval
        super.init(command: command)
    }
}

/// Apple: "MPSeekCommandEventType".
public enum MPSeekCommandEventType: UInt, Sendable {
    case beginSeeking = 0, endSeeking
}

/// Apple: "MPSeekCommandEvent".
public final class MPSeekCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Apple: "type".
    public let type: MPSeekCommandEventType

    init(command: MPRemoteCommand, type: MPSeekCommandEventType) {
        self.type = type
        super.init(command: command)
    }
}

/// Apple: "MPChangePlaybackRateCommandEvent".
public final class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Apple: "playbackRate".
    public let playbackRate: Float

    init(command: MPRemoteCommand, playbackRate: Float) {
        self.playbackRate = playbackRate
        super.init(command: command)
    }
}

/// Apple: "MPChangeRepeatModeCommandEvent".
public final class MPChangeRepeatModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Apple: "repeatType".
    public let repeatType: MPRepeatType
    /// Apple: "preservesRepeatMode".
    public let preservesRepeatMode: Bool

    init(command: MPRemoteCommand, repeatType: MPRepeatType, preservesRepeatMode: Bool = false) {
        self.repeatType = repeatType
        self.preservesRepeatMode = preservesRepeatMode
        super.init(command: command)
    }
}

/// Apple: "MPChangeShuffleModeCommandEvent".
public final class MPChangeShuffleModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Apple: "shuffleType".
    public let shuffleType: MPShuffleType
    /// Apple: "preservesShuffleMode".
    public let preservesShuffleMode: Bool

    init(command: MPRemoteCommand, shuffleType: MPShuffleType, preservesShuffleMode: Bool = false) {
        self.shuffleType = shuffleType
        self.preservesShuffleMode = preservesShuffleMode
        super.init(command: command)
    }
}

/// Apple: "MPFeedbackCommandEvent".
public final class MPFeedbackCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Apple: "isNegative".
    public let isNegative: Bool

    init(command: MPRemoteCommand, isNegative: Bool) {
        self.isNegative = isNegative
        super.init(command: command)
    }
}

/// Apple: "MPRatingCommandEvent".
public final class MPRatingCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Apple: "rating".
    public let rating: Float

    init(command: MPRemoteCommand, rating: Float) {
        self.rating = rating
        super.init(command: command)
    }
}
