import Foundation
@_spi(Frameworks) import Easel

/// UIKit's spelling checker (Apple: "UITextChecker").
///
/// A preview has no system dictionary: every word is spelled right, as far as
/// `rangeOfMisspelledWord` can tell (said once), so a word game's "is this a real word?" check
/// accepts what is typed. The words the app learns (`learnWord`) and ignores (`ignoreWord`) are
/// kept, and they are the only source of guesses and completions.
open class UITextChecker: NSObject {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var learnedWords: Set<String> = []

    /// Words this checker treats as spelled right (Apple: "ignoredWords").
    open var ignoredWords: [String]?

    public override init() {
        super.init()
    }

    /// The languages the checker knows (Apple: "availableLanguages").
    open class var availableLanguages: [String] { ["en_US"] }

    /// The range of the first misspelled word in `range` from `startingOffset` (Apple:
    /// "rangeOfMisspelledWord(in:range:startingAt:wrap:language:)"). With no dictionary none is
    /// found: `NSRange(location: NSNotFound, length: 0)`.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
                                    language: String) -> NSRange {
        UITextChecker.noteNoDictionary()
        return NSRange(location: NSNotFound, length: 0)
    }

    /// Corrections for the word in `range` (Apple: "guesses(forWordRange:in:language:)"): the
    /// learned and ignored words one or two letters away from it.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        UITextChecker.noteNoDictionary()
        guard let word = Self.substring(string, range)?.lowercased(), !word.isEmpty else { return [] }
        return knownWords.filter { $0.lowercased() != word && Self.editDistance($0.lowercased(), word) <= 2 }
    }

    /// Words that begin with the partial word in `range` (Apple:
    /// "completions(forPartialWordRange:in:language:)"): the learned and ignored ones.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        UITextChecker.noteNoDictionary()
        guard let prefix = Self.substring(string, range)?.lowercased(), !prefix.isEmpty else { return [] }
        return knownWords.filter { $0.lowercased().hasPrefix(prefix) && $0.lowercased() != prefix }
    }

    /// Treats `wordToIgnore` as spelled right by this checker (Apple: "ignoreWord(_:)").
    open func ignoreWord(_ wordToIgnore: String) {
        var words = ignoredWords ?? []
        if !words.contains(wordToIgnore) { words.append(wordToIgnore) }
        ignoredWords = words
    }

    /// Adds a word to the words every checker knows (Apple: "learnWord(_:)"); kept for the run.
    open class func learnWord(_ word: String) {
        lock.lock()
        learnedWords.insert(word)
        lock.unlock()
    }

    /// Apple: "hasLearnedWord(_:)".
    open class func hasLearnedWord(_ word: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return learnedWords.contains(word)
    }

    /// Apple: "unlearnWord(_:)".
    open class func unlearnWord(_ word: String) {
        lock.lock()
        learnedWords.remove(word)
        lock.unlock()
    }

    /// The learned words and this checker's ignored words, sorted.
    private var knownWords: [String] {
        UITextChecker.lock.lock()
        let learned = UITextChecker.learnedWords
        UITextChecker.lock.unlock()
        return Array(learned.union(ignoredWords ?? [])).sorted()
    }

    private static func substring(_ string: String, _ range: NSRange) -> String? {
        guard range.location != NSNotFound, let swiftRange = Range(range, in: string) else { return nil }
        return String(string[swiftRange])
    }

    /// Levenshtein distance, over characters.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    private static func noteNoDictionary() {
        Diagnostics.note("uitextchecker", "UITextChecker: a preview has no spelling dictionary, so no word is found misspelled; guesses and completions come from learned and ignored words only.")
    }
}
