// `import AudioToolbox` on Linux: System Sound Services, the C API apps call to click, chime or
// buzz — `AudioServicesPlaySystemSound(1104)`, `kSystemSoundID_Vibrate`, a short sound file
// registered with `AudioServicesCreateSystemSoundID`. A preview has no speaker and no Taptic
// Engine: sounds play nothing (said once), a sound file is registered when it can be read, and
// completion blocks run on the main queue at once, as they do on a simulator when a sound ends.
// Spellings: Apple's "System Sound Services" reference.
@_exported import Foundation
// `OSStatus` and `CFURL` (a `URL`, so `url as CFURL` compiles), shared with the other C-style
// stand-ins.
@_exported import EaselFoundation
@_spi(Frameworks) import Easel

/// A sound registered with System Sound Services (Apple: "SystemSoundID").
public typealias SystemSoundID = UInt32

/// The "sound" that vibrates the phone (Apple: "kSystemSoundID_Vibrate", 0x00000FFF).
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF

/// The user's chosen alert sound (Apple: "kSystemSoundID_UserPreferredAlert", 0x00001000).
public let kSystemSoundID_UserPreferredAlert: SystemSoundID = 0x0000_1000

/// The flashing-screen alert of the Mac (Apple: "kSystemSoundID_FlashScreen", 0x00000FFE).
public let kSystemSoundID_FlashScreen: SystemSoundID = 0x0000_0FFE

/// No error (Apple: "kAudioServicesNoError").
public let kAudioServicesNoError: OSStatus = 0
/// Apple: "kAudioServicesUnsupportedPropertyError" ('pty?').
public let kAudioServicesUnsupportedPropertyError: OSStatus = 0x7074_793F
/// Apple: "kAudioServicesBadPropertySizeError" ('!siz').
public let kAudioServicesBadPropertySizeError: OSStatus = 0x2173_697A
/// Apple: "kAudioServicesBadSpecifierSizeError" ('!spc').
public let kAudioServicesBadSpecifierSizeError: OSStatus = 0x2173_7063
/// The sound could not be created or played (Apple: "kAudioServicesSystemSoundUnspecifiedError").
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500
/// Apple: "kAudioServicesSystemSoundClientTimedOutError".
public let kAudioServicesSystemSoundClientTimedOutError: OSStatus = -1501
/// A sound file longer than the 30 seconds system sounds allow
/// (Apple: "kAudioServicesSystemSoundExceededMaximumDurationError").
public let kAudioServicesSystemSoundExceededMaximumDurationError: OSStatus = -1502

/// The sounds registered from files, by ID. IDs start above the vibration "sound" and the
/// built-in sounds (1000–1999 on iOS), as the IDs iOS hands out do.
private final class SystemSoundRegistry: @unchecked Sendable {
    static let shared = SystemSoundRegistry()
    private let lock = NSLock()
    private var next: SystemSoundID = 4097
    private var files: [SystemSoundID: URL] = [:]

    func register(_ url: URL) -> SystemSoundID {
        lock.lock()
        defer { lock.unlock() }
        let id = next
        next += 1
        files[id] = url
        return id
    }

    func dispose(_ id: SystemSoundID) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return files.removeValue(forKey: id) != nil
    }
}

enum SystemSoundStandIn {
    static func sayNoSound() {
        Diagnostics.note("audiotoolbox-stand-in", "AudioToolbox: a preview has no speaker or Taptic Engine; system sounds and vibrations play nothing, and their completions run at once (Easel's stand-in).")
    }

    /// Runs `completion` on the main queue, as System Sound Services does when a sound ends.
    static func finish(_ completion: (() -> Void)?) {
        guard let completion else { return }
        DispatchQueue.main.async { completion() }
    }
}

/// Plays a system sound (Apple: "AudioServicesPlaySystemSound(_:)"): nothing is heard in a
/// preview.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    SystemSoundStandIn.sayNoSound()
}

/// Plays a sound as an alert, vibrating where the device can (Apple:
/// "AudioServicesPlayAlertSound(_:)"): nothing is heard or felt in a preview.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    SystemSoundStandIn.sayNoSound()
}

/// Plays a system sound and calls `inCompletionBlock` when it has played (Apple:
/// "AudioServicesPlaySystemSoundWithCompletion(_:_:)", iOS 9): at once, on the main queue.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    SystemSoundStandIn.sayNoSound()
    SystemSoundStandIn.finish(inCompletionBlock)
}

/// Apple: "AudioServicesPlayAlertSoundWithCompletion(_:_:)", iOS 9.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    SystemSoundStandIn.sayNoSound()
    SystemSoundStandIn.finish(inCompletionBlock)
}

/// Registers a short sound file (Apple: "AudioServicesCreateSystemSoundID(_:_:)"): a file that
/// can be read gets a new ID and `kAudioServicesNoError`; one that cannot (a wrong name, a
/// resource missing from the bundle) leaves the ID as it was and returns
/// `kAudioServicesSystemSoundUnspecifiedError`, as iOS does for a file it cannot open.
@discardableResult
/// An `NSURL`, toll-free bridged to `CFURL` on Apple's platforms.
public func AudioServicesCreateSystemSoundID(_ inFileURL: NSURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    AudioServicesCreateSystemSoundID(inFileURL as URL, outSystemSoundID)
}

public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    guard inFileURL.isFileURL, FileManager.default.isReadableFile(atPath: inFileURL.path) else {
        Diagnostics.note("audiotoolbox-missing-\(inFileURL.lastPathComponent)",
                         "AudioToolbox: AudioServicesCreateSystemSoundID cannot read \(inFileURL.path); it returns kAudioServicesSystemSoundUnspecifiedError (-1500), as iOS does for a missing file.")
        return kAudioServicesSystemSoundUnspecifiedError
    }
    outSystemSoundID.pointee = SystemSoundRegistry.shared.register(inFileURL)
    return kAudioServicesNoError
}

/// Forgets a sound made by `AudioServicesCreateSystemSoundID` (Apple:
/// "AudioServicesDisposeSystemSoundID(_:)"); an ID it did not make is an error.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    SystemSoundRegistry.shared.dispose(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesSystemSoundUnspecifiedError
}

/// Apple: "AudioFormatID", Core Audio's four-character codes for encodings.
public typealias AudioFormatID = UInt32
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D // 'lpcm'
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320 // 'aac '
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163 // 'alac'
public let kAudioFormatAppleIMA4: AudioFormatID = 0x696D_6134 // 'ima4'
public let kAudioFormatULaw: AudioFormatID = 0x756C_6177 // 'ulaw'
public let kAudioFormatALaw: AudioFormatID = 0x616C_6177 // 'alaw'
public let kAudioFormatMPEGLayer3: AudioFormatID = 0x2E6D_7033 // '.mp3'
public let kAudioFormatOpus: AudioFormatID = 0x6F70_7573 // 'opus'
