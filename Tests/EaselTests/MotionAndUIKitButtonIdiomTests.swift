import XCTest
import SwiftUI
import CoreMotion
import EaselRaster

// CoreMotion and UIKit buttons as the unseen apps of the snapshot-suite corpus write them: a
// design system's parallax card driven by device motion, and a UIKit alert view's dismiss
// button beside a SwiftUI screen.

/// A parallax effect's motion source, as a design system writes it.
private final class ParallaxMotionManager: ObservableObject {
    @Published var pitch: Double = 0
    @Published var roll: Double = 0
    private let manager = CMMotionManager()

    func start() {
        guard manager.isDeviceMotionAvailable else { return }
        manager.deviceMotionUpdateInterval = 1 / 60
        manager.startDeviceMotionUpdates(to: .main) { [weak self] motion, _ in
            guard let motion else { return }
            self?.pitch = motion.attitude.pitch
            self?.roll = motion.attitude.roll
        }
    }

    func stop() { manager.stopDeviceMotionUpdates() }
}

private struct ParallaxCard: View {
    @StateObject private var motion = ParallaxMotionManager()

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(.indigo)
            .frame(width: 200, height: 120)
            .offset(x: motion.roll * 20, y: motion.pitch * 20)
            .onAppear { motion.start() }
            .onDisappear { motion.stop() }
    }
}

/// A UIKit button in a representable, as a design system's alert view makes its dismiss button.
private struct DismissButton: UIViewRepresentable {
    func makeUIView(context: Context) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Dismiss", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = .systemRed
        button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        return button
    }

    func updateUIView(_ uiView: UIButton, context: Context) {}
}

final class MotionAndUIKitButtonIdiomTests: XCTestCase {
    func testAPreviewHasNoMotionSensorsAndTheCardStaysStill() {
        let manager = CMMotionManager()
        XCTAssertFalse(manager.isDeviceMotionAvailable)
        XCTAssertFalse(manager.isAccelerometerAvailable)
        XCTAssertNil(manager.deviceMotion)
        XCTAssertFalse(CMPedometer.isStepCountingAvailable())
        var answered: Error?
        CMPedometer().queryPedometerData(from: Date(), to: Date()) { _, error in answered = error }
        XCTAssertEqual((answered as NSError?)?.domain, CMErrorDomain)
        // The card draws where it is laid out: no motion moves it.
        let host = PreviewHost(ParallaxCard(), size: CGSize(width: 300, height: 200))
        host.settle(timeout: 1)
        let image = RasterImage(host.render(scale: 1))
        XCTAssertGreaterThan(image.color(x: 150, y: 100).blue, 0.5, "the card is in the middle")
        XCTAssertGreaterThan(image.color(x: 20, y: 20).red, 0.9, "and nothing else is drawn")
    }

    func testAUIKitButtonDrawsItsTitleInItsColoursOverItsBackground() {
        let host = PreviewHost(DismissButton(), size: CGSize(width: 200, height: 80))
        host.settle(timeout: 1)
        let labels = host.accessibilityTree().map(\.label)
        XCTAssertTrue(labels.contains("Dismiss"), "\(labels)")
        let image = RasterImage(host.render(scale: 1))
        let middle = image.color(x: 100, y: 40)
        XCTAssertGreaterThan(middle.red, 0.8, "the red background, or its white title")
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        XCTAssertEqual(button.title(for: .highlighted), "Pressed")
        XCTAssertEqual(button.title(for: .disabled), "Normal", "a state with no title of its own shows the normal one")
        var filled = UIButton.Configuration.filled()
        filled.title = "Continue"
        XCTAssertEqual(UIButton(configuration: filled).currentTitle, "Continue")
    }
}
