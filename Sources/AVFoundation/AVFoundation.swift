// `import AVFoundation` on Linux: the player, audio and time types that media views hold, so
// they compile and preview. A preview plays no sound or video, and says so once.
@_exported import Foundation
@_exported import QuartzCore
// Apple's AVFoundation brings AudioToolbox (system sounds) with it.
@_exported import AudioToolbox
@_spi(Frameworks) import Easel
@_exported import class Easel.CGImage

enum MediaStandIn {
    static func sayNoPlayback() {
        Diagnostics.note("avfoundation-stand-in", "AVFoundation: a preview plays no audio or video (Easel's stand-in).")
    }
}

/// A time as a count over a timescale (Apple: CoreMedia's "CMTime", re-exported by AVFoundation).
public struct CMTime: Equatable, Comparable, Sendable {
    public var value: Int64
    public var timescale: Int32

    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }

    public init(seconds: Double, preferredTimescale: Int32) {
        timescale = preferredTimescale
        value = Int64((seconds * Double(preferredTimescale)).rounded())
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let indefinite = CMTime(value: 0, timescale: 0)
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    public var isValid: Bool { timescale != 0 }

    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds == rhs.seconds || (lhs.timescale == 0 && rhs.timescale == 0) }
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: 600) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: 600) }
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// Something to play (Apple: "AVAsset", "AVURLAsset").
open class AVAsset: NSObject, @unchecked Sendable {
    public let url: URL?
    /// Apple: "init(url:)" (deprecated in iOS 18 for `AVURLAsset(url:)`).
    public init(url: URL?) { self.url = url }
}

/// Still frames of a video (Apple: "AVAssetImageGenerator"); a preview decodes no video, so
/// asking for a frame throws, as for a file it cannot read.
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
    public let asset: AVAsset
    open var appliesPreferredTrackTransform = false
    open var maximumSize = CGSize.zero
    open var requestedTimeToleranceBefore = CMTime(value: 0, timescale: 1)
    open var requestedTimeToleranceAfter = CMTime(value: 0, timescale: 1)

    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    /// Apple: "copyCGImage(at:actualTime:)" (deprecated in iOS 16).
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        MediaStandIn.sayNoPlayback()
        throw CocoaError(.fileReadUnsupportedScheme)
    }

    /// Apple: "image(at:)" (iOS 16).
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        MediaStandIn.sayNoPlayback()
        throw CocoaError(.fileReadUnsupportedScheme)
    }
}

open class AVURLAsset: AVAsset, @unchecked Sendable {
    public init(url: URL, options: [String: Any]? = nil) { super.init(url: url) }
}

/// An item a player plays (Apple: "AVPlayerItem").
open class AVPlayerItem: NSObject, @unchecked Sendable {
    public let asset: AVAsset
    public var duration: CMTime { .indefinite }
    public func currentTime() -> CMTime { .zero }

    public init(url: URL) { asset = AVURLAsset(url: url) }
    public init(asset: AVAsset) { self.asset = asset }
}

/// A player (Apple: "AVPlayer"); it does not play in a preview.
open class AVPlayer: NSObject, @unchecked Sendable {
    public private(set) var currentItem: AVPlayerItem?
    public var rate: Float = 0
    public var volume: Float = 1
    public var isMuted = false
    public var timeControlStatus: TimeControlStatus { .paused }

    /// Playing, paused or waiting (Apple: "AVPlayer.TimeControlStatus").
    public enum TimeControlStatus: Int, Sendable { case paused = 0, waitingToPlayAtSpecifiedRate, playing }

    public override init() { super.init() }
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    public func play() { MediaStandIn.sayNoPlayback() }
    public func pause() {}
    public func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    public func currentTime() -> CMTime { .zero }
    public func seek(to time: CMTime) {}
    public func seek(to time: CMTime) async -> Bool { true }
    public func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) { completionHandler(true) }

    @discardableResult
    public func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void) -> Any {
        NSObject()
    }

    public func removeTimeObserver(_ observer: Any) {}
}

/// A player of a list of items (Apple: "AVQueuePlayer").
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
    public func advanceToNextItem() {}
}

/// A sound player (Apple: "AVAudioPlayer"); it does not play in a preview.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    public let url: URL?
    public var volume: Float = 1
    public var numberOfLoops = 0
    public var currentTime: TimeInterval = 0
    public var rate: Float = 1
    public var enableRate = false
    public private(set) var isPlaying = false
    public var duration: TimeInterval { 0 }
    /// Told when a sound finishes; a preview plays none, so it is never told.
    open weak var delegate: AVAudioPlayerDelegate?
    open var isMeteringEnabled = false
    open var pan: Float = 0
    open var numberOfChannels: Int { 2 }
    open var deviceCurrentTime: TimeInterval { 0 }
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }

    public init(contentsOf url: URL) throws { self.url = url }
    public init(contentsOf url: URL, fileTypeHint: String?) throws { self.url = url }
    public init(data: Data) throws { url = nil }

    @discardableResult public func prepareToPlay() -> Bool { true }
    @discardableResult public func play() -> Bool {
        MediaStandIn.sayNoPlayback()
        return false
    }
    public func pause() {}
    public func stop() {}
}

/// Apple: "AVAudioPlayerDelegate"; every requirement is optional.
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}

/// The app's audio session (Apple: "AVAudioSession"); settings are accepted.
open class AVAudioSession: NSObject, @unchecked Sendable {
    private static let shared = AVAudioSession()
    public class func sharedInstance() -> AVAudioSession { shared }

    public struct Category: Hashable, Sendable {
        let name: String
        public static let ambient = Category(name: "ambient")
        public static let soloAmbient = Category(name: "soloAmbient")
        public static let playback = Category(name: "playback")
        public static let record = Category(name: "record")
        public static let playAndRecord = Category(name: "playAndRecord")
    }

    public struct Mode: Hashable, Sendable {
        let name: String
        public static let `default` = Mode(name: "default")
        public static let moviePlayback = Mode(name: "moviePlayback")
        public static let spokenAudio = Mode(name: "spokenAudio")
        public static let voiceChat = Mode(name: "voiceChat")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let allowBluetooth = CategoryOptions(rawValue: 4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }

    public func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {}
    public func setCategory(_ category: Category) throws {}
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}

    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}


