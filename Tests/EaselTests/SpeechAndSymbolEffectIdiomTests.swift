import XCTest
import SwiftUI
import AVFoundation

// Two gaps of the unseen corpus: a flashcard app's text-to-speech helper (AVSpeechSynthesizer
// with a delegate that waits for the end) and a spinner's iOS 18 symbol effect repeating
// `.continuous`ly.

private final class SpeechHelper: NSObject, AVSpeechSynthesizerDelegate {
    let synthesizer = AVSpeechSynthesizer()
    var finished: [String] = []

    override init() {
        super.init()
        synthesizer.delegate = self
    }

    func speak(_ text: String) {
        if synthesizer.isSpeaking { synthesizer.stopSpeaking(at: .immediate) }
        let utterance = AVSpeechUtterance(string: text)
        utterance.voice = AVSpeechSynthesisVoice(language: "ja-JP")
        utterance.rate = 0.42
        synthesizer.speak(utterance)
    }

    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        finished.append(utterance.speechString)
    }
}

private struct Spinner: View {
    @State private var isLoading = false

    var body: some View {
        Image(systemName: "progress.indicator")
            .symbolEffect(.variableColor.iterative, options: .repeat(.continuous), value: isLoading)
            .symbolEffect(.bounce, options: .repeat(.periodic(2, delay: 0.5)), value: isLoading)
            .onAppear { isLoading = true }
    }
}

final class SpeechAndSymbolEffectIdiomTests: XCTestCase {
    func testAnUtteranceFinishesAtOnceAndItsDelegateIsTold() {
        let helper = SpeechHelper()
        helper.speak("いちご")
        let told = expectation(description: "didFinish")
        DispatchQueue.main.async { told.fulfill() }
        wait(for: [told], timeout: 2)
        XCTAssertEqual(helper.finished, ["いちご"])
        XCTAssertEqual(AVSpeechSynthesisVoice(language: "ja-JP")?.language, "ja-JP")
    }

    func testASpinnerWithIOS18RepeatBehavioursDraws() {
        let host = PreviewHost(Spinner(), size: CGSize(width: 100, height: 100))
        host.settle(timeout: 0.5)
        XCTAssertEqual(SymbolEffectOptions.repeat(.continuous), SymbolEffectOptions.repeating)
        XCTAssertEqual(SymbolEffectOptions.repeat(.periodic(2, delay: 0.5)), SymbolEffectOptions.repeat(2))
        XCTAssertFalse(host.accessibilityTree().isEmpty, "the symbol is there")
    }
}
