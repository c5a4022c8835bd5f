import XCTest
import SwiftUI
import AudioToolbox
@testable import Easel

// System sounds as apps play them (Hacking with Swift's "How to play a system sound", the
// keyboard click of calculator apps, a bundled chime registered once): a preview plays no
// sound, says so once, and runs completion blocks on the main queue when the sound "ends".

private struct STDoorbell: View {
    @State private var rings = 0
    @State private var status = "Ready"

    var body: some View {
        VStack(spacing: 16) {
            Text(status).accessibilityIdentifier("status")
            Button("Ring") {
                // 1104 is the keyboard "tock".
                AudioServicesPlaySystemSoundWithCompletion(1104) {
                    DispatchQueue.main.async {
                        rings += 1
                        status = "Rang \(rings)"
                    }
                }
            }
            .accessibilityIdentifier("ring")
            Button("Buzz") {
                AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
                status = "Buzzed"
            }
            .accessibilityIdentifier("buzz")
        }
    }
}

final class AudioToolboxIdiomTests: XCTestCase {
    func testASystemSoundPlaysNothingAndItsCompletionRuns() {
        Diagnostics.reset()
        let host = phoneHost(STDoorbell())
        host.tap("buzz")
        XCTAssertEqual(host.text(of: "status"), "Buzzed")
        host.tap("ring")
        host.advance(by: 0.1)
        XCTAssertEqual(host.text(of: "status"), "Rang 1", "the completion ran on the main queue")
        host.tap("ring")
        host.advance(by: 0.1)
        XCTAssertEqual(host.text(of: "status"), "Rang 2")
        XCTAssertEqual(Diagnostics.log.filter { $0.hasPrefix("AudioToolbox:") }.count, 1, "said once")
        XCTAssertEqual(kSystemSoundID_Vibrate, 4095)
    }

    func testASoundFileIsRegisteredWhenItCanBeRead() throws {
        let chime = FileManager.default.temporaryDirectory.appendingPathComponent("easel-chime-\(UUID().uuidString).caf")
        try Data([0x63, 0x61, 0x66, 0x66]).write(to: chime)
        defer { try? FileManager.default.removeItem(at: chime) }

        var soundID: SystemSoundID = 0
        XCTAssertEqual(AudioServicesCreateSystemSoundID(chime as CFURL, &soundID), kAudioServicesNoError)
        XCTAssertNotEqual(soundID, 0, "a new sound ID")
        var second: SystemSoundID = 0
        AudioServicesCreateSystemSoundID(chime as CFURL, &second)
        XCTAssertNotEqual(second, soundID, "each registration gets its own ID")
        AudioServicesPlaySystemSound(soundID)
        XCTAssertEqual(AudioServicesDisposeSystemSoundID(soundID), kAudioServicesNoError)
        XCTAssertEqual(AudioServicesDisposeSystemSoundID(soundID), kAudioServicesSystemSoundUnspecifiedError, "already disposed")

        var missing: SystemSoundID = 0
        let status: OSStatus = AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/nonexistent/chime.caf") as CFURL, &missing)
        XCTAssertEqual(status, kAudioServicesSystemSoundUnspecifiedError, "a file that cannot be read is an error")
        XCTAssertEqual(missing, 0, "and leaves the ID alone")
    }
}
