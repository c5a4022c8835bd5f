import XCTest
import SwiftUI
import CoreHaptics
@testable import Easel

// Core Haptics as tutorials write it (Hacking with Swift's "complexSuccess"): an engine kept in
// `@State`, prepared in `onAppear` after checking the hardware, and a pattern played on a tap.
// On a preview, as on the iOS Simulator, there is no haptic hardware: the check says so, and a
// pattern played anyway plays nothing, noted once. The colours come from a palette of colours,
// wrapped in `Color(_:)` as apps do.

private enum HPPalette {
    static let calm = Color(red: 0.2, green: 0.6, blue: 0.9)
}

private struct HPBreathingView: View {
    @State private var engine: CHHapticEngine?
    @State private var status = "Ready"

    var body: some View {
        VStack {
            Circle().fill(Color(HPPalette.calm)).frame(width: 120, height: 120).accessibilityIdentifier("orb")
            Text(status).accessibilityIdentifier("status")
            Button("Breathe") { complexSuccess() }.accessibilityIdentifier("breathe")
        }
        .onAppear(perform: prepareHaptics)
    }

    func prepareHaptics() {
        guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else {
            status = "No haptics"
            return
        }
        do {
            engine = try CHHapticEngine()
            try engine?.start()
        } catch {
            status = "Engine error: \(error.localizedDescription)"
        }
    }

    func complexSuccess() {
        var events = [CHHapticEvent]()
        for i in stride(from: 0, to: 1, by: 0.1) {
            let intensity = CHHapticEventParameter(parameterID: .hapticIntensity, value: Float(i))
            let sharpness = CHHapticEventParameter(parameterID: .hapticSharpness, value: Float(i))
            events.append(CHHapticEvent(eventType: .hapticTransient, parameters: [intensity, sharpness], relativeTime: i))
        }
        do {
            let pattern = try CHHapticPattern(events: events, parameters: [])
            let engine = try self.engine ?? CHHapticEngine()
            let player = try engine.makePlayer(with: pattern)
            try player.start(atTime: CHHapticTimeImmediate)
            status = "Played \(String(format: "%.1f", pattern.duration)) s"
        } catch {
            status = "Failed: \(error.localizedDescription)"
        }
    }
}

final class HapticsIdiomTests: XCTestCase {
    func testAPreviewHasNoHapticHardwareAndPlaysPatternsSilently() throws {
        Diagnostics.reset()
        let host = PreviewHost(HPBreathingView(), size: CGSize(width: 390, height: 844))
        XCTAssertEqual(host.text(of: "status"), "No haptics", "as the iOS Simulator answers")
        host.tap("breathe")
        XCTAssertEqual(host.text(of: "status"), "Played 0.9 s", "the pattern spans its ten events")
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("CoreHaptics") }.count, 1)
        let orb = try XCTUnwrap(host.frame(of: "orb"))
        let pixel = host.render(scale: 1).pixel(x: Int(orb.midX), y: Int(orb.midY))
        XCTAssertEqual(pixel.blue, 0.9, accuracy: 0.01, "Color(_:) of a colour is that colour")
        XCTAssertEqual(pixel.red, 0.2, accuracy: 0.01)
    }
}
