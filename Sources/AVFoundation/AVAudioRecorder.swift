import Foundation
import AudioToolbox
@_spi(Frameworks) import Easel

// Recording as voice-note and chat apps set it up: a recorder with settings keyed by
// AVFoundation's names. A preview has no microphone: recording starts and stops, writes no
// file and meters silence (-160 dB), said once.

public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVEncoderBitDepthHintKey = "AVEncoderBitDepthHintKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
public let AVLinearPCMIsNonInterleaved = "AVLinearPCMIsNonInterleaved"

/// Apple: "AVAudioQuality".
public enum AVAudioQuality: Int, Sendable {
    case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F
}

/// Apple: "AVAudioRecorder".
open class AVAudioRecorder: NSObject, @unchecked Sendable {
    public let url: URL
    public let settings: [String: Any]
    open weak var delegate: AVAudioRecorderDelegate?
    open var isMeteringEnabled = false
    open private(set) var isRecording = false
    open private(set) var currentTime: TimeInterval = 0
    open var deviceCurrentTime: TimeInterval { 0 }

    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
        super.init()
    }

    public init(url: URL, format: AVAudioFormat) throws {
        self.url = url
        settings = [AVSampleRateKey: format.sampleRate, AVNumberOfChannelsKey: Int(format.channelCount)]
        super.init()
    }

    @discardableResult open func prepareToRecord() -> Bool { true }

    @discardableResult open func record() -> Bool {
        Diagnostics.note("avaudiorecorder", "AVAudioRecorder: a preview has no microphone; recording writes no file and meters silence.")
        isRecording = true
        return true
    }

    @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { record() }
    open func pause() { isRecording = false }

    open func stop() {
        guard isRecording else { return }
        isRecording = false
        delegate?.audioRecorderDidFinishRecording(self, successfully: false)
    }

    @discardableResult open func deleteRecording() -> Bool { (try? FileManager.default.removeItem(at: url)) != nil }
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// Apple: "AVAudioRecorderDelegate"; every requirement is optional.
public protocol AVAudioRecorderDelegate: AnyObject {
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?)
}

extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?) {}
}
