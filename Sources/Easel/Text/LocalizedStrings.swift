import Foundation
import EaselFoundation

/// The app's strings tables, read as Xcode builds them into an app: `LANG.lproj/TABLE.strings`,
/// `LANG.lproj/TABLE.stringsdict` (plural rules) and String Catalogs (`TABLE.xcstrings`), for the
/// preview's locale (`\.locale`, `easel --locale`, the viewer's Ctrl+L).
///
/// Where tables are found, in order: the folders in `EASEL_STRINGS_PATH` (colon-separated), the
/// main bundle's resources and the SwiftPM resource bundles beside the executable, then the
/// working directory when it holds a `Package.swift` (searched five levels and at most 5,000
/// folders deep, skipping hidden folders and `.build`). A key with no translation shows the key
/// itself, as on iOS.
final class LocalizedStrings: @unchecked Sendable {
    static let shared = LocalizedStrings(searchPaths: LocalizedStrings.defaultSearchPaths())

    /// One table in one language: plain translations, and plural variants per category.
    struct Table {
        var strings: [String: String] = [:]
        /// key → (format with `%#@variable@` placeholders, variable → category → text)
        var plurals: [String: (format: String, variables: [String: [String: String]])] = [:]
    }

    private let lock = NSLock()
    private let searchPaths: [URL]
    /// language → table name → table; loaded on first use.
    private var loaded: [String: [String: Table]]?

    init(searchPaths: [URL]) { self.searchPaths = searchPaths }

    static func defaultSearchPaths() -> [URL] {
        var paths: [URL] = []
        if let extra = ProcessInfo.processInfo.environment["EASEL_STRINGS_PATH"] {
            paths += extra.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        if let resources = Bundle.main.resourceURL { paths.append(resources) }
        if let executable = Bundle.main.executableURL?.deletingLastPathComponent(),
           let items = try? FileManager.default.contentsOfDirectory(at: executable, includingPropertiesForKeys: nil) {
            paths += items.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
        }
        // The working directory only when it is a package's folder: a preview run from a home
        // folder must not walk it.
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if FileManager.default.fileExists(atPath: workingDirectory.appendingPathComponent("Package.swift").path) {
            paths.append(workingDirectory)
        }
        return paths
    }

    /// Lets `String(localized:)` and `LocalizedStringResource` (EaselFoundation) look up the
    /// app's tables in the language the preview shows.
    static func installLookup() {
        guard _LocalizationLookup.translate == nil else { return }
        _LocalizationLookup.translate = { key, arguments, table, _ in
            let locale = _PreviewScreen.host?.locale ?? Locale(identifier: "en_US")
            return LocalizedStrings.shared.translation(of: key, arguments: arguments, table: table, locale: locale)
        }
    }

    /// The languages some table has, sorted (for the viewer's locale switch).
    var languages: [String] { tables().keys.sorted() }

    /// The text for `key` in `locale`'s language (then its base language), with `arguments`
    /// filling the key's format specifiers; nil when no table translates the key.
    func translation(of key: String, arguments: [String], table: String?, locale: Locale) -> String? {
        let all = tables()
        // Most previews have no tables: no locale work for each text built.
        guard !all.isEmpty else { return nil }
        let tableName = table ?? "Localizable"
        for language in LocalizedStrings.candidates(for: locale) {
            guard let entry = all[language]?[tableName] else { continue }
            if let plural = entry.plurals[key] {
                return LocalizedStrings.expandPlural(plural, arguments: arguments, language: language)
            }
            if let value = entry.strings[key] { return LocalizedStrings.format(value, arguments: arguments) }
        }
        return nil
    }

    /// "pt_BR" → ["pt-BR", "pt"]; table languages are compared in lower case with hyphens.
    static func candidates(for locale: Locale) -> [String] {
        let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-").lowercased()
        var result = [identifier]
        if let base = identifier.split(separator: "-").first, String(base) != identifier { result.append(String(base)) }
        return result
    }

    private func tables() -> [String: [String: Table]] {
        lock.lock(); defer { lock.unlock() }
        if let loaded { return loaded }
        var result: [String: [String: Table]] = [:]
        for file in LocalizedStrings.tableFiles(in: searchPaths) {
            LocalizedStringsReader.read(file, into: &result)
        }
        loaded = result
        return result
    }

    /// Adds the tables under `folder` (tests bring their own).
    func addTables(from folder: URL) {
        var result = tables()
        for file in LocalizedStrings.tableFiles(in: [folder]) { LocalizedStringsReader.read(file, into: &result) }
        lock.lock()
        loaded = result
        lock.unlock()
    }

    /// Every `.strings`, `.stringsdict` and `.xcstrings` file under the search paths.
    static func tableFiles(in paths: [URL]) -> [URL] {
        var files: [URL] = []
        var seen = Set<String>()
        var folders = 0
        func visit(_ folder: URL, depth: Int) {
            folders += 1
            guard depth <= 5, folders <= 5000, let items = try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return }
            for item in items {
                let name = item.lastPathComponent
                if ["strings", "stringsdict", "xcstrings"].contains(item.pathExtension) {
                    if seen.insert(item.standardizedFileURL.path).inserted { files.append(item) }
                } else if (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true,
                          name != ".build", !name.hasPrefix(".build"), name != "node_modules" {
                    visit(item, depth: depth + 1)
                }
            }
        }
        for path in paths { visit(path, depth: 0) }
        return files
    }

    // MARK: - Formatting

    /// `value` with its format specifiers filled by the already formatted arguments.
    static func format(_ value: String, arguments: [String]) -> String {
        _LocalizedFormat.format(value, arguments: arguments)
    }

    /// A `.stringsdict` plural entry: each `%#@variable@` becomes the variant for the plural
    /// category of the number it counts (the argument at the variable's position).
    static func expandPlural(_ plural: (format: String, variables: [String: [String: String]]), arguments: [String],
                             language: String) -> String {
        var text = plural.format
        var argumentIndex = 0
        // At most one pass per argument (and a few more): a variant that names a variable again
        // must not loop forever.
        while argumentIndex <= arguments.count + 4, let start = text.range(of: "%#@"),
              let end = text.range(of: "@", range: start.upperBound..<text.endIndex) {
            let name = String(text[start.upperBound..<end.lowerBound])
            let number = arguments.indices.contains(argumentIndex)
                ? Double(arguments[argumentIndex].filter { $0.isNumber || $0 == "." || $0 == "-" }) ?? 0 : 0
            let variants = plural.variables[name] ?? [:]
            let category = PluralRules.category(for: number, language: language)
            let chosen = variants[category] ?? (number == 0 ? variants["zero"] : nil) ?? variants["other"] ?? ""
            // A String Catalog's variant is the whole text, with every argument's specifier.
            if name == LocalizedStringsReader.wholeTextVariable { return format(chosen, arguments: arguments) }
            let filled = format(chosen, arguments: [arguments.indices.contains(argumentIndex) ? arguments[argumentIndex] : ""])
            text.replaceSubrange(start.lowerBound..<end.upperBound, with: filled)
            argumentIndex += 1
        }
        return format(text, arguments: Array(arguments.dropFirst(argumentIndex)))
    }
}

/// The languages the app's strings tables translate into (lower case, hyphenated: "de",
/// "pt-br"), for a preview tool's locale switch.
public func availableLocalizations() -> [String] { LocalizedStrings.shared.languages }

extension LocalizedStringKey {
    /// The plain text of the key in `locale` (translated when a table has it, Markdown markers
    /// removed): for titles that are strings rather than `Text`.
    func text(in locale: Locale, tableName: String? = nil) -> String {
        let translated = LocalizedStrings.shared.translation(of: key, arguments: arguments, table: tableName, locale: locale) ?? string
        return MarkdownInline.parse(translated).map(\.0).joined()
    }
}
