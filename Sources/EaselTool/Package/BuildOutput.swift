import Foundation

/// What a user sees of a preview build: the compiler's messages about their code, each once.
///
/// SwiftPM prints a message about a file once for every job that type-checks it (a module of
/// 24 files repeats an error up to 24 times), notes about the generated host's layout (files it
/// does not handle), and the failed jobs' command lines. Those are left out. Progress lines
/// (`[12/40] Compiling …`) update one line in a terminal and are left out of logs.
struct BuildOutput {
    let isTerminal: Bool
    private var seen = Set<String>()
    /// Inside a repeated message: its source excerpt lines are dropped too.
    private var skippingExcerpt = false
    /// Inside SwiftPM's list of unhandled files.
    private var skippingFileList = false
    private var progressShown = false
    /// The first error about the user's code ("File.swift:12:5: error: …"), for a live
    /// preview's banner.
    private(set) var firstError: String?
    /// Every compiler message about the code ("File.swift:12:5: error: …"), each once.
    private(set) var diagnostics: [String] = []

    init(isTerminal: Bool) {
        self.isTerminal = isTerminal
    }

    private static let diagnostic = try! NSRegularExpression(pattern: #"^\S.*?:\d+:\d+: (?:error|warning|note): "#)
    private static let progress = try! NSRegularExpression(pattern: #"^\[\d+/\d+\] "#)

    /// The text to show for one line of the build's output (with its newline), or nil.
    mutating func filter(_ line: String) -> String? {
        let content = line.trimmingCharacters(in: .newlines)
        let range = NSRange(content.startIndex..., in: content)
        if skippingFileList {
            if content.hasPrefix("    ") { return nil }
            skippingFileList = false
        }
        if skippingExcerpt {
            if content.hasPrefix(" ") || content.isEmpty { return nil }
            skippingExcerpt = false
        }
        if content.contains("which are unhandled; explicitly declare them as resources or exclude from the target") {
            skippingFileList = true
            return nil
        }
        if firstError == nil, content.hasPrefix("error: "), !content.hasPrefix("error: emit-module"), !content.hasPrefix("error: compile command") {
            firstError = content
        }
        if content.hasPrefix("error: emit-module command failed") || content.hasPrefix("error: compile command failed")
            || content.hasPrefix("error: fatalError") {
            return nil
        }
        if Self.progress.firstMatch(in: content, range: range) != nil || content == "Building for debugging..."
            || content == "Building for production..." {
            guard isTerminal else { return nil }
            progressShown = true
            let width = 100
            return "\r\u{1B}[K" + String(content.prefix(width))
        }
        var shown = line
        if progressShown {
            shown = "\r\u{1B}[K" + shown
            progressShown = false
        }
        if Self.diagnostic.firstMatch(in: content, range: range) != nil {
            if firstError == nil, content.contains(": error: ") { firstError = content }
            guard seen.insert(content).inserted else {
                skippingExcerpt = true
                return nil
            }
            diagnostics.append(content)
        }
        return shown
    }

    /// What is left to print when the build ends: the end of a progress line.
    mutating func finish() -> String? {
        guard progressShown else { return nil }
        progressShown = false
        return "\r\u{1B}[K"
    }
}
