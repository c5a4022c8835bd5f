import Foundation
@_spi(Frameworks) import Easel

// AVFoundation's audio engine as dictation and metering code sets it up: an engine, its input
// node with a tap, buffers in a format. A preview has no microphone: the engine starts, and a
// tap on its input receives no buffer (said once).

/// Apple: "AVAudioFrameCount".
public typealias AVAudioFrameCount = UInt32
/// Apple: "AVAudioNodeBus".
public typealias AVAudioNodeBus = Int
/// Apple: "AVAudioChannelCount".
public typealias AVAudioChannelCount = UInt32

/// Apple: "AVAudioCommonFormat".
public enum AVAudioCommonFormat: UInt, Sendable {
    case otherFormat, pcmFormatFloat32, pcmFormatFloat64, pcmFormatInt16, pcmFormatInt32
}

/// A sample rate, a channel count and a sample type (Apple: "AVAudioFormat").
open class AVAudioFormat: NSObject, @unchecked Sendable {
    public let sampleRate: Double
    public let channelCount: AVAudioChannelCount
    public let commonFormat: AVAudioCommonFormat
    public let isInterleaved: Bool

    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        guard sampleRate > 0, channels > 0 else { return nil }
        commonFormat = format
        self.sampleRate = sampleRate
        channelCount = channels
        isInterleaved = interleaved
    }

    /// 32-bit float samples, not interleaved.
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }

    open var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }
}

/// Apple: "AVAudioTime".
open class AVAudioTime: NSObject, @unchecked Sendable {
    public let sampleTime: Int64
    public let sampleRate: Double

    public init(sampleTime: Int64, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
    }
}

/// Apple: "AVAudioBuffer".
open class AVAudioBuffer: NSObject, @unchecked Sendable {
    public let format: AVAudioFormat

    init(format: AVAudioFormat) { self.format = format }
}

/// Samples in memory (Apple: "AVAudioPCMBuffer"), silent until written.
open class AVAudioPCMBuffer: AVAudioBuffer, @unchecked Sendable {
    public let frameCapacity: AVAudioFrameCount
    open var frameLength: AVAudioFrameCount = 0
    private var samples: [[Float]]
    private var pointers: [UnsafeMutablePointer<Float>] = []

    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        self.frameCapacity = frameCapacity
        samples = Array(repeating: Array(repeating: 0, count: Int(frameCapacity)), count: Int(format.channelCount))
        super.init(format: format)
    }

    deinit { pointers.forEach { $0.deallocate() } }

    /// Each channel's samples (32-bit float formats only).
    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? {
        guard format.commonFormat == .pcmFormatFloat32 else { return nil }
        if pointers.isEmpty {
            pointers = samples.map { channel in
                let pointer = UnsafeMutablePointer<Float>.allocate(capacity: Swift.max(channel.count, 1))
                pointer.initialize(repeating: 0, count: Swift.max(channel.count, 1))
                return pointer
            }
        }
        return pointers.withUnsafeBufferPointer { UnsafePointer($0.baseAddress) }
    }

    open var stride: Int { 1 }
}

/// Apple: "AVAudioNodeTapBlock".
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// A stage of the engine (Apple: "AVAudioNode").
open class AVAudioNode: NSObject, @unchecked Sendable {
    private var taps: [AVAudioNodeBus: AVAudioNodeTapBlock] = [:]
    let format = AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 1)!

    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { format }
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { format }
    open var numberOfInputs: Int { 1 }
    open var numberOfOutputs: Int { 1 }

    open func installTap(onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
                         block tapBlock: @escaping AVAudioNodeTapBlock) {
        Diagnostics.note("avaudioengine-tap", "AVAudioEngine: a preview has no microphone; a tap on the input receives no audio.")
        taps[bus] = tapBlock
    }

    open func removeTap(onBus bus: AVAudioNodeBus) { taps[bus] = nil }
    open func reset() {}
}

/// Apple: "AVAudioInputNode".
open class AVAudioInputNode: AVAudioNode, @unchecked Sendable {}
/// Apple: "AVAudioOutputNode".
open class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {}
/// Apple: "AVAudioMixerNode".
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
    open var outputVolume: Float = 1
}
/// Apple: "AVAudioPlayerNode": plays nothing in a preview.
open class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
    open private(set) var isPlaying = false
    open func play() { isPlaying = true }
    open func stop() { isPlaying = false }
    open func pause() { isPlaying = false }
    open var volume: Float = 1
}

/// The audio graph (Apple: "AVAudioEngine"): starts and stops; no sound goes in or out.
open class AVAudioEngine: NSObject, @unchecked Sendable {
    public let inputNode = AVAudioInputNode()
    public let outputNode = AVAudioOutputNode()
    public let mainMixerNode = AVAudioMixerNode()
    open private(set) var isRunning = false
    open private(set) var attachedNodes = Set<AVAudioNode>()

    public override init() { super.init() }

    open func attach(_ node: AVAudioNode) { attachedNodes.insert(node) }
    open func detach(_ node: AVAudioNode) { attachedNodes.remove(node) }
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}
    open func disconnectNodeInput(_ node: AVAudioNode) {}
    open func prepare() {}
    open func start() throws { isRunning = true }
    open func pause() { isRunning = false }
    open func stop() { isRunning = false }
    open func reset() {}
}
