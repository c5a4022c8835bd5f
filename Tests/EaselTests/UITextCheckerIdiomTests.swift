import XCTest
import SwiftUI
import UIKit

/// `UITextChecker` as the word games of "100 Days of SwiftUI" (Word Scramble) use it to ask
/// whether a word is real, and as editors use it for completions of a word being typed. A
/// preview has no dictionary: every word is real (said once); completions and guesses come
/// from the words the app learned or ignored.
final class UITextCheckerIdiomTests: XCTestCase {
    struct WordScramble: View {
        let rootWord = "silkworm"
        @State private var usedWords: [String] = []
        @State private var newWord = ""
        @State private var errorTitle = ""

        var body: some View {
            List {
                Section { TextField("Enter your word", text: $newWord).accessibilityIdentifier("word") }
                Section {
                    ForEach(usedWords, id: \.self) { word in Text(word) }
                }
                if !errorTitle.isEmpty { Text(errorTitle) }
                Button("Add") { addNewWord() }.accessibilityIdentifier("add")
            }
        }

        func addNewWord() {
            let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
            guard answer.count > 0 else { return }
            guard isReal(word: answer) else {
                errorTitle = "Word not recognized"
                return
            }
            usedWords.insert(answer, at: 0)
            newWord = ""
        }

        func isReal(word: String) -> Bool {
            let checker = UITextChecker()
            let range = NSRange(location: 0, length: word.utf16.count)
            let misspelledRange = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
            return misspelledRange.location == NSNotFound
        }
    }

    func testAWordGameAcceptsWordsAndSaysOnceThatSpellingIsNotChecked() {
        Diagnostics.reset()
        let host = phoneHost(WordScramble())
        host.tap("word")
        host.type("Silk")
        host.tap("add")
        XCTAssertTrue(host.shownTexts().contains("silk"), "\(host.shownTexts())")
        host.tap("word")
        host.type("qzxv")
        host.tap("add")
        XCTAssertTrue(host.shownTexts().contains("qzxv"), "no dictionary: nothing is misspelled")
        XCTAssertFalse(host.shownTexts().contains("Word not recognized"))
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("UITextChecker") }.count, 1)
    }

    func testLearnedAndIgnoredWordsGiveCompletionsAndGuesses() {
        let checker = UITextChecker()
        UITextChecker.learnWord("SwiftUI")
        UITextChecker.learnWord("Swiftly")
        XCTAssertTrue(UITextChecker.hasLearnedWord("SwiftUI"))
        XCTAssertFalse(UITextChecker.hasLearnedWord("Combine"))
        checker.ignoreWord("Easel")
        XCTAssertEqual(checker.ignoredWords, ["Easel"])

        let text = "I write swi"
        let partial = NSRange(location: 8, length: 3)
        XCTAssertEqual(checker.completions(forPartialWordRange: partial, in: text, language: "en_US"), ["SwiftUI", "Swiftly"].sorted())
        let typo = "Easle"
        XCTAssertEqual(checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: typo, language: "en_US"), ["Easel"])
        XCTAssertEqual(UITextChecker().completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "Ea", language: "en_US"), [],
                       "ignored words belong to their checker")
        XCTAssertTrue(UITextChecker.availableLanguages.contains("en_US"))
        UITextChecker.unlearnWord("Swiftly")
        XCTAssertFalse(UITextChecker.hasLearnedWord("Swiftly"))
        UITextChecker.unlearnWord("SwiftUI")
    }
}
