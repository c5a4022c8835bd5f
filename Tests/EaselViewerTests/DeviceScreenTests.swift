import XCTest
import Easel
import EaselRaster
@testable import EaselDevice
@testable import EaselViewer

/// The seed "keyboard-adjusting" example, marked for the host to find.
private struct KeyboardAdjustingSignIn: View {
    @State private var name: String = ""

    var body: some View {
        ZStack {
            Color.red.ignoresSafeArea().accessibilityIdentifier("background")
            VStack {
                Text("Welcome").font(.title)
                Text("Name: \(name)").accessibilityIdentifier("echo")
                HStack {
                    TextField("Your name?", text: $name).textFieldStyle(.roundedBorder).accessibilityIdentifier("field")
                    Button(action: {}, label: { Image(systemName: "arrow.right.square").font(.title) })
                }
                .padding()
            }
            .accessibilityIdentifier("content")
        }
    }
}

final class DeviceScreenTests: XCTestCase {
    private let entry = PreviewEntry("keyboard-adjusting") { KeyboardAdjustingSignIn() }

    static func outputURL(_ name: String) -> URL {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/test-output")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }

    func testKeyboardMovesContentUpAndKeepsTheBackground() {
        let screen = DeviceScreen(entry: entry, device: .defaultDevice)
        let contentBefore = screen.host.frame(of: "content")!
        XCTAssertEqual(screen.host.frame(of: "background"), CGRect(x: 0, y: 0, width: 393, height: 852))
        screen.isKeyboardShown = true
        let contentAfter = screen.host.frame(of: "content")!
        XCTAssertEqual(screen.host.frame(of: "background"), CGRect(x: 0, y: 0, width: 393, height: 852))
        // Centred in the safe area, which now ends at the keyboard's top (852 − 335 = 517).
        XCTAssertEqual(contentAfter.midY, (59 + 517) / 2, accuracy: 0.01)
        XCTAssertLessThan(contentAfter.midY, contentBefore.midY)
    }

    func testScreenshotHasDeviceScalePixelsAndTheKeyboard() throws {
        let screen = DeviceScreen(entry: entry, device: .defaultDevice, keyboard: true)
        let url = Self.outputURL("keyboard-adjusting-keyboard.png")
        try screen.writePNG(to: url)
        let image = try RasterImage.readPNG(from: url)
        XCTAssertEqual(image.width, 1179)
        XCTAssertEqual(image.height, 2556)
        // The keyboard's light-grey background fills the strip just above the home indicator area.
        let keyboardPixel = image.color(x: 20, y: 2556 - 10)
        XCTAssertEqual(keyboardPixel.red, 0.82, accuracy: 0.02)
        XCTAssertEqual(keyboardPixel.blue, 0.86, accuracy: 0.02)
    }

    func testFreeformResizeKeepsInsetsAndRelaysOut() {
        let screen = DeviceScreen(entry: entry, device: .defaultDevice)
        screen.resize(to: CGSize(width: 600, height: 500))
        XCTAssertTrue(screen.isFreeform)
        XCTAssertEqual(screen.title, "keyboard-adjusting — Freeform (iPhone 16) — 600×500 pt")
        XCTAssertEqual(screen.host.frame(of: "background"), CGRect(x: 0, y: 0, width: 600, height: 500))
        XCTAssertEqual(screen.host.frame(of: "content")!.midY, (59 + 466) / 2, accuracy: 0.01)
    }

    /// The centre of a view, in screen points.
    private func center(_ screen: DeviceScreen, _ identifier: String) throws -> CGPoint {
        let frame = try XCTUnwrap(screen.host.frame(of: identifier))
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    private func tap(_ screen: DeviceScreen, _ point: CGPoint) {
        screen.pointerDown(at: point)
        screen.pointerUp(at: point)
    }

    /// The centre of a key of the simulated keyboard, in screen points.
    private func key(_ screen: DeviceScreen, _ label: String) throws -> CGPoint {
        let frame = try XCTUnwrap(screen.keyFrame(label), "no key \(label)")
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    func testTappingTheFieldRaisesTheKeyboardAndItsKeysType() throws {
        let screen = DeviceScreen(entry: entry, device: .defaultDevice)
        let before = try center(screen, "field")
        tap(screen, before)
        XCTAssertTrue(screen.isKeyboardShown, "focusing a text field raises the keyboard")
        XCTAssertLessThan(try center(screen, "field").y, before.y, "and the content moves up")
        // Shift starts on: the first letter is a capital, the next ones are not.
        for label in ["A", "d", "a"] { tap(screen, try key(screen, label)) }
        tap(screen, try key(screen, "space"))
        tap(screen, try key(screen, "delete"))
        XCTAssertEqual(screen.host.text(of: "echo"), "Name: Ada")
        tap(screen, try key(screen, "return"))
        XCTAssertFalse(screen.isKeyboardShown, "Return ends editing and the keyboard goes down")
        XCTAssertEqual(try center(screen, "field"), before)
    }

    func testRotationSwapsSizeAndUsesLandscapeInsets() {
        let screen = DeviceScreen(entry: entry, device: .defaultDevice)
        screen.rotate()
        XCTAssertEqual(screen.size, CGSize(width: 852, height: 393))
        XCTAssertEqual(screen.insets, EdgeInsets(top: 0, leading: 59, bottom: 20, trailing: 59))
        screen.isKeyboardShown = true
        XCTAssertEqual(screen.keyboardHeight, 208)
    }
}
