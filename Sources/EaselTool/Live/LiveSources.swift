import Foundation

/// What a live preview knows of the last good build's Swift files: where each was copied in the
/// preview host, the imports it had, and its view code's literals (`LiteralScan`); and the
/// literal values saves have changed since, which the running preview shows. From it a save is
/// sorted into a literal edit (no build), a body edit of files the build has (compiled
/// directly, `DirectRebuild`), or anything else (the full build).
final class LiveSources {
    struct File {
        /// `TARGET/PATH`, the literals' key prefix.
        let key: String
        /// The file in the preview host the build compiles.
        let copy: URL
        let imports: [String]
        let scan: LiteralScan?
    }

    /// Whether view code's literals are read through the live table (off for the session once
    /// the views did not build that way).
    var rewritesLiterals: Bool

    /// By the original file's path.
    private(set) var files: [String: File] = [:]
    /// The building build's files, until it is known to have built.
    private var building: [String: File] = [:]
    /// Literal values that differ from the build's, by file key.
    private var changed: [String: [String: String]] = [:]

    init(rewritesLiterals: Bool) {
        self.rewritesLiterals = rewritesLiterals && LiteralScan.scanner != nil
    }

    /// A Swift file as the preview host compiles it: platform conditions rewritten, view code's
    /// literals read through the live table; and its literals.
    func prepare(_ source: String, key: String) -> (text: String, scan: LiteralScan?) {
        let text = PlatformConditions.rewrite(source).text
        guard rewritesLiterals, let scanner = LiteralScan.scanner else { return (text, nil) }
        let scan = scanner(text)
        return (scan.literals.isEmpty ? text : scan.rewritten(text, key: key), scan)
    }

    func record(_ url: URL, key: String, copy: URL, source: String, scan: LiteralScan?) {
        building[url.standardizedFileURL.path] = File(key: key, copy: copy, imports: Self.imports(in: source), scan: scan)
    }

    /// The build built: its files are the baseline, and nothing differs from them.
    func built() {
        files = building
        building = [:]
        changed = [:]
    }

    func discardBuilding() { building = [:] }

    var isEmpty: Bool { files.isEmpty }

    // MARK: Literal edits

    /// Every value that differs from the build's, after `urls` were saved as they now are; nil
    /// when a change is more than literals (or not of a file the build read them from).
    func literalValues(afterChangesTo urls: [URL]) -> [String: String]? {
        guard rewritesLiterals, let scanner = LiteralScan.scanner, !files.isEmpty else { return nil }
        var next = changed
        for url in Self.relevant(urls, known: files) {
            guard let file = files[url.standardizedFileURL.path], let baseline = file.scan,
                  let source = try? String(contentsOf: url, encoding: .utf8),
                  let values = scanner(PlatformConditions.rewrite(source).text).changedValues(since: baseline, key: file.key) else { return nil }
            next[file.key] = values
        }
        changed = next
        return next.values.reduce(into: [:]) { all, values in all.merge(values) { $1 } }
    }

    // MARK: Body edits

    /// The files to compile again after `urls` were saved — those saved, and those whose
    /// literals the running preview shows changed (a restart would lose them) — each with its
    /// new text; nil when a save added, removed or renamed a file, or changed its imports.
    func bodyEdits(afterChangesTo urls: [URL]) -> [(url: URL, file: File, text: String, scan: LiteralScan?, source: String)]? {
        guard !files.isEmpty else { return nil }
        var paths = Set(Self.relevant(urls, known: files).map(\.standardizedFileURL.path))
        guard paths.allSatisfy({ files[$0] != nil }) else { return nil }
        for (path, file) in files where !(changed[file.key]?.isEmpty ?? true) { paths.insert(path) }
        var edits: [(URL, File, String, LiteralScan?, String)] = []
        for path in paths.sorted() {
            let url = URL(fileURLWithPath: path)
            guard let file = files[path], let source = try? String(contentsOf: url, encoding: .utf8),
                  Self.imports(in: source) == file.imports else { return nil }
            let prepared = prepare(source, key: file.key)
            edits.append((url, file, prepared.text, prepared.scan, source))
        }
        return edits.map { (url: $0.0, file: $0.1, text: $0.2, scan: $0.3, source: $0.4) }
    }

    /// The edits were compiled: they are the baseline of their files now.
    func compiled(_ edits: [(url: URL, file: File, text: String, scan: LiteralScan?, source: String)]) {
        for edit in edits {
            files[edit.url.standardizedFileURL.path] = File(key: edit.file.key, copy: edit.file.copy, imports: Self.imports(in: edit.source), scan: edit.scan)
            changed[edit.file.key] = nil
        }
    }

    // MARK: Helpers

    /// The saved files that matter: not an editor's temporary file that is gone again
    /// (written, then moved over the real one).
    private static func relevant(_ urls: [URL], known: [String: File]) -> [URL] {
        urls.filter { known[$0.standardizedFileURL.path] != nil || FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The file's import lines, trimmed.
    static func imports(in source: String) -> [String] {
        source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("import ") || $0.hasPrefix("@_exported import ") || $0.hasPrefix("@testable import ") }
    }
}
