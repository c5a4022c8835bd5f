import Foundation
@_spi(Frameworks) import Easel

/// A text to speak and how (Apple: "AVSpeechUtterance").
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    public let speechString: String
    open var voice: AVSpeechSynthesisVoice?
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    open var preUtteranceDelay: TimeInterval = 0
    open var postUtteranceDelay: TimeInterval = 0
    open var prefersAssistiveTechnologySettings = false

    public init(string: String) {
        speechString = string
        super.init()
    }

    public init(attributedString: NSAttributedString) {
        speechString = attributedString.string
        super.init()
    }
}

/// Apple: the speech rates of `AVSpeechUtterance`.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A voice of a language (Apple: "AVSpeechSynthesisVoice"); every language has one in a preview.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    public let language: String
    open var identifier: String { "com.apple.voice.compact.\(language).Easel" }
    open var name: String { "Easel (\(language))" }

    public init?(language: String?) {
        self.language = language ?? "en-US"
        super.init()
    }

    public init?(identifier: String) {
        language = identifier.split(separator: ".").dropLast().last.map(String.init) ?? "en-US"
        super.init()
    }

    open class func speechVoices() -> [AVSpeechSynthesisVoice] { [AVSpeechSynthesisVoice(language: "en-US")!] }
    open class func currentLanguageCode() -> String { "en-US" }
}

/// Where speaking stops or pauses (Apple: "AVSpeechBoundary").
public enum AVSpeechBoundary: Int, Sendable {
    case immediate, word
}

/// Apple: "AVSpeechSynthesizerDelegate"; every method optional.
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                           utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                                  utterance: AVSpeechUtterance) {}
}

/// Text to speech (Apple: "AVSpeechSynthesizer"). A preview plays no sound: an utterance
/// spoken starts and finishes at once, its delegate told so on the main queue, as an app
/// waiting for the end expects; said once.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    open weak var delegate: AVSpeechSynthesizerDelegate?
    open private(set) var isSpeaking = false
    open private(set) var isPaused = false
    open var usesApplicationAudioSession = true

    public override init() { super.init() }

    open func speak(_ utterance: AVSpeechUtterance) {
        Diagnostics.note("avspeech", "AVSpeechSynthesizer: a preview speaks no text; each utterance starts and finishes at once.")
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.speechSynthesizer(self, didStart: utterance)
            self.delegate?.speechSynthesizer(self, didFinish: utterance)
        }
    }

    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        defer { isSpeaking = false }
        return isSpeaking
    }

    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }

    @discardableResult
    open func continueSpeaking() -> Bool { false }
}
