// `import Speech` on Linux: speech recognition as dictation code uses it (Apple's
// "SFSpeechRecognizer" with a URL or an audio-buffer request). A preview has no recogniser:
// authorisation is granted without an alert, and a task ends with no transcription and an
// error its handler can show, said once.
@_exported import Foundation
@_exported import AVFoundation
@_spi(Frameworks) import Easel

/// Apple: "SFSpeechRecognizerAuthorizationStatus".
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, restricted, authorized
}

/// Apple: "SFSpeechRecognitionTaskHint".
public enum SFSpeechRecognitionTaskHint: Int, Sendable {
    case unspecified, dictation, search, confirmation
}

/// Apple: "SFSpeechRecognitionTaskState".
public enum SFSpeechRecognitionTaskState: Int, Sendable {
    case starting, running, finishing, canceling, completed
}

/// Apple: "SFSpeechRecognizerDelegate".
public protocol SFSpeechRecognizerDelegate: AnyObject {
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
    public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}

/// Apple: "SFSpeechRecognitionTaskDelegate".
public protocol SFSpeechRecognitionTaskDelegate: AnyObject {
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription)
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult)
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
    func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask)
}

extension SFSpeechRecognitionTaskDelegate {
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription) {}
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult) {}
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {}
    public func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask) {}
}

/// A recogniser for one locale (Apple: "SFSpeechRecognizer").
/// Not an `NSObject` here: its initialisers are failable, as Apple's are, which Swift lets no
/// class do over `NSObject`'s `init()`.
open class SFSpeechRecognizer: @unchecked Sendable {
    nonisolated(unsafe) static var status = SFSpeechRecognizerAuthorizationStatus.notDetermined

    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { status }

    /// Granted, as a user taps Allow; the handler is called on another queue, as on iOS.
    open class func requestAuthorization(_ handler: @escaping @Sendable (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        status = .authorized
        DispatchQueue.global().async { handler(.authorized) }
    }

    open class func supportedLocales() -> Set<Locale> {
        Set(["en-US", "en-GB", "de-DE", "es-ES", "fr-FR", "it-IT", "ja-JP", "pt-BR", "zh-CN"].map { Locale(identifier: $0) })
    }

    public let locale: Locale
    open weak var delegate: SFSpeechRecognizerDelegate?
    open var defaultTaskHint = SFSpeechRecognitionTaskHint.unspecified
    open var supportsOnDeviceRecognition = true
    open var queue = OperationQueue.main
    /// Whether recognition can run now: a preview has no recogniser.
    open var isAvailable: Bool { false }

    /// The recogniser for the device's language (Apple: "init()", failable).
    public convenience init?() { self.init(locale: Locale.current) }

    public init?(locale: Locale) {
        self.locale = locale
    }

    /// Starts a task that ends with an error (no recogniser here), on the recogniser's queue.
    @discardableResult
    open func recognitionTask(with request: SFSpeechRecognitionRequest,
                              resultHandler: @escaping @Sendable (SFSpeechRecognitionResult?, Error?) -> Void) -> SFSpeechRecognitionTask {
        let task = SFSpeechRecognitionTask()
        SFSpeechRecognizer.sayUnavailable()
        queue.addOperation {
            task.end()
            resultHandler(nil, SFSpeechRecognizer.unavailableError)
        }
        return task
    }

    @discardableResult
    open func recognitionTask(with request: SFSpeechRecognitionRequest, delegate: SFSpeechRecognitionTaskDelegate) -> SFSpeechRecognitionTask {
        let task = SFSpeechRecognitionTask()
        SFSpeechRecognizer.sayUnavailable()
        queue.addOperation {
            task.end()
            delegate.speechRecognitionTask(task, didFinishSuccessfully: false)
        }
        return task
    }

    static let unavailableError = NSError(domain: "kAFAssistantErrorDomain", code: 1101,
                                          userInfo: [NSLocalizedDescriptionKey: "Speech recognition is not available in a preview."])

    static func sayUnavailable() {
        Diagnostics.note("speech-recognition", "Speech: a preview has no speech recogniser; each recognition task ends with an error and no transcription.")
    }
}

/// What to recognise (Apple: "SFSpeechRecognitionRequest").
open class SFSpeechRecognitionRequest: NSObject, @unchecked Sendable {
    open var taskHint = SFSpeechRecognitionTaskHint.unspecified
    open var shouldReportPartialResults = true
    open var contextualStrings: [String] = []
    open var requiresOnDeviceRecognition = false
    open var addsPunctuation = false
}

/// A recorded file to recognise (Apple: "SFSpeechURLRecognitionRequest").
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    public let url: URL

    public init(url URL: URL) {
        url = URL
        super.init()
    }
}

/// Live audio to recognise, appended buffer by buffer (Apple: "SFSpeechAudioBufferRecognitionRequest").
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    open var nativeAudioFormat: AVAudioFormat { AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1)! }
    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {}
    open func endAudio() {}
}

/// A running recognition (Apple: "SFSpeechRecognitionTask").
open class SFSpeechRecognitionTask: NSObject, @unchecked Sendable {
    open private(set) var state = SFSpeechRecognitionTaskState.running
    open private(set) var isCancelled = false
    open var isFinishing: Bool { state == .finishing }
    open private(set) var error: Error?

    func end() {
        if state != .canceling { error = SFSpeechRecognizer.unavailableError }
        state = .completed
    }

    open func finish() { if state == .running { state = .finishing } }
    open func cancel() {
        isCancelled = true
        state = .canceling
    }
}

/// Apple: "SFSpeechRecognitionResult".
open class SFSpeechRecognitionResult: NSObject, @unchecked Sendable {
    public let bestTranscription: SFTranscription
    public let transcriptions: [SFTranscription]
    public let isFinal: Bool

    public init(bestTranscription: SFTranscription, isFinal: Bool) {
        self.bestTranscription = bestTranscription
        transcriptions = [bestTranscription]
        self.isFinal = isFinal
    }
}

/// Apple: "SFTranscription".
open class SFTranscription: NSObject, @unchecked Sendable {
    public let formattedString: String
    public let segments: [SFTranscriptionSegment]

    public init(formattedString: String, segments: [SFTranscriptionSegment] = []) {
        self.formattedString = formattedString
        self.segments = segments
    }
}

/// Apple: "SFTranscriptionSegment".
open class SFTranscriptionSegment: NSObject, @unchecked Sendable {
    public let substring: String
    public let substringRange: NSRange
    public let timestamp: TimeInterval
    public let duration: TimeInterval
    public let confidence: Float

    public init(substring: String, substringRange: NSRange, timestamp: TimeInterval, duration: TimeInterval, confidence: Float) {
        self.substring = substring
        self.substringRange = substringRange
        self.timestamp = timestamp
        self.duration = duration
        self.confidence = confidence
    }
}
