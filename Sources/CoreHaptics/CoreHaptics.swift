// `import CoreHaptics` on Linux: haptic patterns built and played as on an iOS Simulator, which
// has no Taptic Engine. `CHHapticEngine.capabilitiesForHardware().supportsHaptics` is false (so
// an app that checks first skips its haptics, as it does on a simulator); an engine made anyway
// starts, and its players play nothing, said once. Spellings: Apple's CoreHaptics reference.
@_exported import Foundation
@_spi(Frameworks) import Easel

/// A time in the engine's clock; "now" (Apple: "CHHapticTimeImmediate").
public let CHHapticTimeImmediate: TimeInterval = 0

/// What the hardware can play (Apple: "CHHapticDeviceCapability").
public protocol CHHapticDeviceCapability {
    var supportsHaptics: Bool { get }
    var supportsAudio: Bool { get }
    func attributes(forEventParameter inParameter: CHHapticEvent.ParameterID, eventType type: CHHapticEvent.EventType) throws
        -> CHHapticParameterAttributes
}

/// A parameter's range (Apple: "CHHapticParameterAttributes").
public protocol CHHapticParameterAttributes {
    var minValue: Float { get }
    var maxValue: Float { get }
    var defaultValue: Float { get }
}

private struct SimulatorCapability: CHHapticDeviceCapability {
    struct Range: CHHapticParameterAttributes {
        let minValue: Float = 0, maxValue: Float = 1, defaultValue: Float = 0.5
    }
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { true }
    func attributes(forEventParameter inParameter: CHHapticEvent.ParameterID, eventType type: CHHapticEvent.EventType) throws
        -> CHHapticParameterAttributes { Range() }
}

/// A haptic or audio event of a pattern (Apple: "CHHapticEvent").
public class CHHapticEvent: @unchecked Sendable {
    public struct EventType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    public struct ParameterID: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        public static let sustained = ParameterID(rawValue: "Sustained")
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    public let type: EventType
    public var eventParameters: [CHHapticEventParameter]
    public var relativeTime: TimeInterval
    public var duration: TimeInterval

    public init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval,
                duration: TimeInterval = 0) {
        self.type = type
        eventParameters = eventParams
        relativeTime = time
        self.duration = duration
    }

    public convenience init(audioResourceID resID: CHHapticAudioResourceID, parameters eventParams: [CHHapticEventParameter],
                            relativeTime time: TimeInterval, duration: TimeInterval = 0) {
        self.init(eventType: .audioCustom, parameters: eventParams, relativeTime: time, duration: duration)
    }
}

/// An event's parameter (Apple: "CHHapticEventParameter").
public class CHHapticEventParameter: @unchecked Sendable {
    public let parameterID: CHHapticEvent.ParameterID
    public var value: Float
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A parameter changed while a pattern plays (Apple: "CHHapticDynamicParameter").
public class CHHapticDynamicParameter: @unchecked Sendable {
    public struct ID: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        public static let hapticAttackTimeControl = ID(rawValue: "HapticAttackTimeControl")
        public static let hapticDecayTimeControl = ID(rawValue: "HapticDecayTimeControl")
        public static let hapticReleaseTimeControl = ID(rawValue: "HapticReleaseTimeControl")
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
        public static let audioPanControl = ID(rawValue: "AudioPanControl")
        public static let audioBrightnessControl = ID(rawValue: "AudioBrightnessControl")
    }
    public let parameterID: ID
    public var value: Float
    public var relativeTime: TimeInterval
    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        relativeTime = time
    }
}

/// A dynamic parameter's values over time (Apple: "CHHapticParameterCurve").
public class CHHapticParameterCurve: @unchecked Sendable {
    public class ControlPoint: @unchecked Sendable {
        public var relativeTime: TimeInterval
        public var value: Float
        public init(relativeTime time: TimeInterval, value: Float) {
            relativeTime = time
            self.value = value
        }
    }
    public let parameterID: CHHapticDynamicParameter.ID
    public var relativeTime: TimeInterval
    public let controlPoints: [ControlPoint]
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }
}

/// Events and parameters played together (Apple: "CHHapticPattern").
public class CHHapticPattern: @unchecked Sendable {
    public struct Key: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pattern = Key(rawValue: "Pattern")
        public static let event = Key(rawValue: "Event")
        public static let eventType = Key(rawValue: "EventType")
        public static let time = Key(rawValue: "Time")
        public static let eventDuration = Key(rawValue: "EventDuration")
        public static let eventParameters = Key(rawValue: "EventParameters")
        public static let parameterID = Key(rawValue: "ParameterID")
        public static let parameterValue = Key(rawValue: "ParameterValue")
        public static let version = Key(rawValue: "Version")
    }

    public let duration: TimeInterval
    let events: [CHHapticEvent]

    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        self.events = events
        duration = events.map { $0.relativeTime + $0.duration }.max() ?? 0
    }

    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        self.events = events
        duration = events.map { $0.relativeTime + $0.duration }.max() ?? 0
    }

    /// An AHAP pattern as a dictionary; its events are kept by time only.
    public init(dictionary patternDict: [Key: Any]) throws {
        events = []
        let entries = patternDict[.pattern] as? [[Key: Any]] ?? []
        duration = entries.compactMap { entry -> TimeInterval? in
            guard let event = entry[.event] as? [Key: Any] else { return nil }
            return (event[.time] as? TimeInterval ?? 0) + (event[.eventDuration] as? TimeInterval ?? 0)
        }.max() ?? 0
    }

    /// An AHAP file (JSON); its events are kept by time only.
    public convenience init(contentsOf ahapURL: URL) throws {
        let data = try Data(contentsOf: ahapURL)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        var keyed: [Key: Any] = [:]
        if let pattern = object["Pattern"] as? [[String: Any]] {
            keyed[.pattern] = pattern.map { entry -> [Key: Any] in
                var converted: [Key: Any] = [:]
                if let event = entry["Event"] as? [String: Any] {
                    converted[.event] = Dictionary(uniqueKeysWithValues: event.map { (Key(rawValue: $0.key), $0.value) })
                }
                return converted
            }
        }
        try self.init(dictionary: keyed)
    }

    public func exportDictionary() throws -> [Key: Any] { [.version: 1.0, .pattern: [[Key: Any]]()] }
}

/// An audio resource registered with an engine (Apple: "CHHapticAudioResourceID").
public typealias CHHapticAudioResourceID = UInt

/// Plays a pattern (Apple: "CHHapticPatternPlayer").
public protocol CHHapticPatternPlayer: AnyObject {
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    func cancel() throws
    var isMuted: Bool { get set }
}

/// A player that can also pause, seek and loop (Apple: "CHHapticAdvancedPatternPlayer").
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
    func seek(toOffset offsetTime: TimeInterval) throws
    var loopEnabled: Bool { get set }
    var loopEnd: TimeInterval { get set }
    var playbackRate: Float { get set }
    var completionHandler: CHHapticEngine.CompletionHandler? { get set }
}

private final class SilentPlayer: CHHapticAdvancedPatternPlayer, @unchecked Sendable {
    var isMuted = false
    var loopEnabled = false
    var loopEnd: TimeInterval = 0
    var playbackRate: Float = 1
    var completionHandler: CHHapticEngine.CompletionHandler?

    func start(atTime time: TimeInterval) throws { CHHapticEngine.noteSilence() }
    func stop(atTime time: TimeInterval) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws {}
    func cancel() throws {}
    func pause(atTime time: TimeInterval) throws {}
    func resume(atTime time: TimeInterval) throws {}
    func seek(toOffset offsetTime: TimeInterval) throws {}
}

/// The connection to the haptic hardware (Apple: "CHHapticEngine"): on a preview, as on a
/// simulator, there is none to feel.
public class CHHapticEngine: @unchecked Sendable {
    public typealias CompletionHandler = (Error?) -> Void
    public typealias StoppedHandler = (StoppedReason) -> Void
    public typealias ResetHandler = () -> Void
    public typealias FinishedHandler = (Error?) -> FinishedAction

    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended = 2, idleTimeout = 3, notifyWhenFinished = 4, engineDestroyed = 5,
             gameControllerDisconnect = 6, systemError = -1
    }

    public enum FinishedAction: Int, Sendable {
        case stopEngine = 1, leaveEngineRunning = 2
    }

    public var stoppedHandler: StoppedHandler = { _ in }
    public var resetHandler: ResetHandler = {}
    public var playsHapticsOnly = false
    public var playsAudioOnly = false
    public var isMutedForAudio = false
    public var isMutedForHaptics = false
    public var isAutoShutdownEnabled = false
    public private(set) var currentTime: TimeInterval = 0

    public init() throws {}

    public class func capabilitiesForHardware() -> CHHapticDeviceCapability { SimulatorCapability() }

    public func start() throws {}
    public func start(completionHandler: CompletionHandler? = nil) { completionHandler?(nil) }
    public func stop(completionHandler: CompletionHandler? = nil) { completionHandler?(nil) }
    public func notifyWhenPlayersFinished(finishedHandler: @escaping FinishedHandler) { _ = finishedHandler(nil) }

    public func makePlayer(with pattern: CHHapticPattern) throws -> CHHapticPatternPlayer { SilentPlayer() }
    public func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> CHHapticAdvancedPatternPlayer { SilentPlayer() }

    public func playPattern(from fileURL: URL) throws { Self.noteSilence() }
    public func playPattern(from data: Data) throws { Self.noteSilence() }

    public func registerAudioResource(_ resourceURL: URL, options: [AnyHashable: Any] = [:]) throws -> CHHapticAudioResourceID { 0 }
    public func unregisterAudioResource(_ resourceID: CHHapticAudioResourceID) throws {}

    static func noteSilence() {
        Diagnostics.note("core-haptics", "CoreHaptics: a preview has no haptic hardware, as the iOS Simulator; patterns play nothing.")
    }
}
