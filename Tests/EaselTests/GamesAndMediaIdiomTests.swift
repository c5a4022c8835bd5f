import XCTest
import SwiftUI
import SpriteKit
import GameKit
import Speech
import AVFoundation
import PencilKit
@_spi(Frameworks) import Easel
import EaselRaster

// Games, dictation and drawing as Swift Playgrounds apps and tutorials write them: a SpriteKit
// brick game shown with `SpriteView`, GameKit's sign-in and a seeded die, a voice note recorded
// and transcribed, and a handwriting canvas. A preview draws the scene's first frame, has no
// microphone or recogniser, and shows a canvas's drawing.

/// The scene of a brick-breaker: a paddle sprite, a ball shape, a row of labelled bricks.
private final class BrickScene: SKScene, SKPhysicsContactDelegate {
    let paddle = SKSpriteNode(color: .blue, size: CGSize(width: 120, height: 16))
    let ball = SKShapeNode(circleOfRadius: 10)
    private(set) var movedToView = false

    override func didMove(to view: SKView) {
        movedToView = true
        backgroundColor = .black
        physicsWorld.gravity = .zero
        physicsWorld.contactDelegate = self
        physicsBody = SKPhysicsBody(edgeLoopFrom: frame)

        paddle.position = CGPoint(x: size.width / 2, y: 40)
        paddle.physicsBody = SKPhysicsBody(rectangleOf: paddle.size)
        paddle.physicsBody?.isDynamic = false
        addChild(paddle)

        ball.fillColor = .red
        ball.strokeColor = .clear
        ball.position = CGPoint(x: size.width / 2, y: 80)
        ball.physicsBody = SKPhysicsBody(circleOfRadius: 10)
        ball.physicsBody?.applyImpulse(CGVector(dx: 10, dy: 10))
        addChild(ball)

        for index in 0..<3 {
            let brick = SKShapeNode(rectOf: CGSize(width: 90, height: 30))
            brick.fillColor = .yellow
            brick.strokeColor = .black
            brick.name = "brick\(index)"
            brick.position = CGPoint(x: 60 + CGFloat(index) * 100, y: size.height - 50)
            let label = SKLabelNode(text: "Task \(index + 1)")
            label.fontSize = 12
            label.fontColor = .black
            label.verticalAlignmentMode = .center
            brick.addChild(label)
            addChild(brick)
        }
        ball.run(.repeatForever(.sequence([.scale(to: 1.2, duration: 0.3), .scale(to: 1, duration: 0.3)])))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { paddle.position.x = touch.location(in: self).x }
    }

    func didBegin(_ contact: SKPhysicsContact) {
        if contact.bodyA.node?.name?.hasPrefix("brick") == true { contact.bodyA.node?.removeFromParent() }
    }
}

private struct GameScreen: View {
    let scene: BrickScene

    var body: some View {
        SpriteView(scene: scene, options: [.ignoresSiblingOrder])
            .frame(width: 340, height: 400)
    }
}

/// Voice notes: an `AVAudioRecorder` with its settings, then a transcription.
private final class VoiceNotes: ObservableObject {
    @Published var transcript = ""
    @Published var failure: String?
    private var recorder: AVAudioRecorder?

    func record(to url: URL) throws -> Float {
        let settings: [String: Any] = [
            AVFormatIDKey: Int(kAudioFormatMPEG4AAC),
            AVSampleRateKey: 12000,
            AVNumberOfChannelsKey: 1,
            AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
        ]
        recorder = try AVAudioRecorder(url: url, settings: settings)
        recorder?.isMeteringEnabled = true
        recorder?.record()
        recorder?.updateMeters()
        return recorder?.averagePower(forChannel: 0) ?? 0
    }

    func transcribe(_ url: URL, done: @escaping () -> Void) {
        let recognizer = SFSpeechRecognizer()
        let request = SFSpeechURLRecognitionRequest(url: url)
        recognizer?.recognitionTask(with: request) { [weak self] result, error in
            if let result, result.isFinal { self?.transcript = result.bestTranscription.formattedString }
            if let error { self?.failure = error.localizedDescription }
            done()
        }
    }
}

/// A handwriting screen: the canvas, the Pencil's double tap to switch tools, undo through the
/// environment's undo manager.
private struct WritingScreen: View {
    @Environment(\.undoManager) private var undoManager
    @State private var strokes = 0
    @State private var usingEraser = false

    var body: some View {
        VStack {
            Text(usingEraser ? "Eraser" : "Pen")
            Button("Add stroke") {
                strokes += 1
                undoManager?.registerUndo(withTarget: UndoTarget.shared) { _ in strokes -= 1 }
            }
            .accessibilityIdentifier("add")
            Button("Undo") { undoManager?.undo() }
                .accessibilityIdentifier("undo")
            Text("\(strokes) strokes")
        }
        .onPencilDoubleTap { value in
            if value.preferredAction == .switchEraser { usingEraser.toggle() }
        }
        .onPencilSqueeze { _ in }
        .labelsVisibility(.visible)
    }
}

private final class UndoTarget {
    static let shared = UndoTarget()
}

final class GamesAndMediaIdiomTests: XCTestCase {
    func testAWritingScreenUndoesThroughTheEnvironmentsUndoManager() {
        let host = phoneHost(WritingScreen())
        host.tap("add")
        host.tap("add")
        XCTAssertTrue(host.accessibilityTree().contains { $0.label == "2 strokes" })
        host.tap("undo")
        XCTAssertTrue(host.accessibilityTree().contains { $0.label == "1 strokes" }, "\(host.accessibilityTree().map(\.label))")
        XCTAssertTrue(host.accessibilityTree().contains { $0.label == "Pen" }, "no Pencil: the double tap never comes")
    }

    func testAnImageMadeFromAProvidersBytes() throws {
        // A 2×1 grey image: black, then white.
        let provider = try XCTUnwrap(CGDataProvider(data: Data([0, 255]) as NSData))
        let grey = try XCTUnwrap(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                                         space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                                         provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        XCTAssertEqual(grey._raster.color(x: 0, y: 0).red, 0)
        XCTAssertEqual(grey._raster.color(x: 1, y: 0).red, 1)
        XCTAssertNil(CGImage(width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4,
                             space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                             provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent), "too few bytes")
    }

    func testASpriteViewDrawsItsScenesFirstFrame() throws {
        let scene = BrickScene(size: CGSize(width: 340, height: 400))
        scene.scaleMode = .resizeFill
        let host = PreviewHost(GameScreen(scene: scene), size: CGSize(width: 340, height: 400))
        let pixels = host.render(scale: 1)
        XCTAssertTrue(scene.movedToView, "didMove(to:) built the scene")
        XCTAssertEqual(scene.view?.bounds.size, CGSize(width: 340, height: 400))
        // Scene coordinates grow upwards: the paddle 40 points above the bottom is 360 below the top.
        let paddle = pixels.pixel(x: 170, y: 360), ball = pixels.pixel(x: 170, y: 320), background = pixels.pixel(x: 10, y: 200)
        XCTAssertGreaterThan(paddle.blue, 0.9, "the paddle sprite's blue")
        XCTAssertGreaterThan(ball.red, 0.9, "the ball shape's red fill")
        XCTAssertLessThan(ball.green, 0.3)
        XCTAssertLessThan(background.red + background.green + background.blue, 0.05, "the scene's black background")
        // A brick near the top, its label drawn over it.
        let brick = pixels.pixel(x: 30, y: 50)
        XCTAssertGreaterThan(brick.red, 0.9)
        XCTAssertGreaterThan(brick.green, 0.7)
        let labelArea = (40...80).flatMap { x in (45...55).map { pixels.pixel(x: x, y: $0) } }
        XCTAssertTrue(labelArea.contains { $0.red < 0.3 && $0.green < 0.3 }, "the label's black text")
        XCTAssertNotNil(scene.childNode(withName: "brick1"))
        XCTAssertTrue(scene.ball.hasActions(), "actions are kept, not run")
    }

    func testGameKitSignsNoOneInAndASeededDieRepeats() {
        let signedIn = expectation(description: "the authenticate handler is called")
        GKLocalPlayer.local.authenticateHandler = { controller, error in
            XCTAssertNil(controller)
            XCTAssertNotNil(error)
            signedIn.fulfill()
        }
        wait(for: [signedIn], timeout: 2)
        XCTAssertFalse(GKLocalPlayer.local.isAuthenticated)
        let first = GKRandomDistribution(randomSource: GKRandomSource(seed: 42), lowestValue: 1, highestValue: 6)
        let second = GKRandomDistribution(randomSource: GKRandomSource(seed: 42), lowestValue: 1, highestValue: 6)
        let rolls = (0..<20).map { _ in first.nextInt() }
        XCTAssertEqual(rolls, (0..<20).map { _ in second.nextInt() })
        XCTAssertTrue(rolls.allSatisfy { (1...6).contains($0) })
        XCTAssertGreaterThan(Set(rolls).count, 2)
    }

    func testAVoiceNoteRecordsSilenceAndItsTranscriptionFailsAsOnADeviceWithoutARecognizer() throws {
        let notes = VoiceNotes()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("note-\(UUID()).m4a")
        XCTAssertEqual(try notes.record(to: url), -160, "silence")
        let transcribed = expectation(description: "the result handler is called")
        notes.transcribe(url) { transcribed.fulfill() }
        wait(for: [transcribed], timeout: 2)
        XCTAssertEqual(notes.transcript, "")
        XCTAssertEqual(notes.failure, "Speech recognition is not available in a preview.")
        XCTAssertNotNil(SFSpeechRecognizer(locale: Locale(identifier: "en-US")))
        let authorized = expectation(description: "authorization")
        SFSpeechRecognizer.requestAuthorization { status in
            XCTAssertEqual(status, .authorized)
            authorized.fulfill()
        }
        wait(for: [authorized], timeout: 2)

        // Live dictation's set-up: an engine, a tap on its input, a buffer request.
        let engine = AVAudioEngine()
        let request = SFSpeechAudioBufferRecognitionRequest()
        request.shouldReportPartialResults = true
        let format = engine.inputNode.outputFormat(forBus: 0)
        engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: format) { buffer, _ in request.append(buffer) }
        engine.prepare()
        try engine.start()
        XCTAssertTrue(engine.isRunning)
        XCTAssertEqual(format.channelCount, 1)
        engine.stop()
        engine.inputNode.removeTap(onBus: 0)
    }

    func testAHandwritingCanvasKeepsItsDrawingAndRendersItsStrokes() throws {
        let canvas = PKCanvasView()
        canvas.drawingPolicy = .anyInput
        canvas.tool = PKInkingTool(.pen, color: .black, width: 4)
        let points = (0...10).map { index in
            PKStrokePoint(location: CGPoint(x: 10 + CGFloat(index) * 8, y: 50), timeOffset: Double(index) * 0.01,
                          size: CGSize(width: 4, height: 4), opacity: 1, force: 1, azimuth: 0, altitude: .pi / 2)
        }
        canvas.drawing = PKDrawing(strokes: [PKStroke(ink: PKInk(.pen, color: .red), path: PKStrokePath(controlPoints: points, creationDate: Date()))])
        XCTAssertEqual(canvas.drawing.bounds.minX, 8, accuracy: 0.01)
        XCTAssertEqual(canvas.drawing.bounds.maxX, 92, accuracy: 0.01)

        // Saved and read back, as notes apps store drawings.
        let restored = try PKDrawing(data: canvas.drawing.dataRepresentation())
        XCTAssertEqual(restored.strokes.count, 1)
        XCTAssertEqual(restored.strokes[0].path.count, 11)
        XCTAssertThrowsError(try PKDrawing(data: Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74])), "Apple's format does not decode here")

        let image = restored.image(from: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        let raster = try XCTUnwrap(image.cgImage)._raster
        XCTAssertEqual([raster.width, raster.height], [100, 100])
        let onStroke = raster.color(x: 50, y: 50), offStroke = raster.color(x: 50, y: 80)
        XCTAssertGreaterThan(onStroke.alpha, 0.9)
        XCTAssertGreaterThan(onStroke.red, 0.9)
        XCTAssertEqual(offStroke.alpha, 0, "transparent around the stroke")
    }
}
