import XCTest
import SwiftUI
@testable import Easel

/// Strings tables as an app ships them: `.strings`, `.stringsdict` plurals and a String Catalog,
/// looked up for the preview's locale.
final class LocalizationTests: XCTestCase {
    private static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-strings-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        let german = folder.appendingPathComponent("de.lproj")
        let russian = folder.appendingPathComponent("ru.lproj")
        try? FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(at: russian, withIntermediateDirectories: true)
        let strings = """
        /* The settings screen */
        "Settings" = "Einstellungen";
        "Search" = "Suchen";
        "Hello, %@!" = "Hallo, %@!";
        // Markdown survives translation
        "Tap **Save** to keep changes" = "Tippe auf **Sichern**, um die Änderungen zu behalten";
        "Quote \\"this\\"" = "Zitat \\U201Edas\\U201C";
        """
        try? strings.write(to: german.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let plurals = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
          <key>%lld files</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
            <key>files</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>one</key><string>%lld файл</string>
              <key>few</key><string>%lld файла</string>
              <key>many</key><string>%lld файлов</string>
              <key>other</key><string>%lld файла</string>
            </dict>
          </dict>
        </dict></plist>
        """
        try? plurals.write(to: russian.appendingPathComponent("Localizable.stringsdict"), atomically: true, encoding: .utf8)
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Settings": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Réglages"}}}},
          "%lld items in %@": {"localizations": {"fr": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld article dans %@"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld articles dans %@"}}}}}}}
        }}
        """
        try? catalog.write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        LocalizedStrings.shared.addTables(from: folder)
        return folder
    }()

    override func setUp() { _ = LocalizationTests.folder }

    struct SettingsScreen: View {
        let name = "Ada"
        let count: Int
        var body: some View {
            VStack {
                Text("Settings")
                Text("Hello, \(name)!")
                Text("Tap **Save** to keep changes").font(.footnote)
                Text("\(count) files")
                Text("\(count) items in \(name)")
                Text(verbatim: "Settings")
            }
        }
    }

    private func texts(_ locale: String, count: Int = 1) -> [String] {
        let host = phoneHost(SettingsScreen(count: count))
        host.locale = Locale(identifier: locale)
        return host.shownTexts()
    }

    func testStringsTableTranslatesKeysWithArgumentsAndMarkdown() {
        let german = texts("de_DE")
        XCTAssertEqual(Array(german.prefix(3)), ["Einstellungen", "Hallo, Ada!", "Tippe auf Sichern, um die Änderungen zu behalten"])
        XCTAssertEqual(german.last, "Settings", "verbatim text is never looked up")
        XCTAssertEqual(LocalizedStrings.shared.translation(of: "Quote \"this\"", arguments: [], table: nil,
                                                           locale: Locale(identifier: "de")), "Zitat „das“")
    }

    func testUntranslatedKeysShowAsWritten() {
        XCTAssertEqual(Array(texts("en_US").prefix(2)), ["Settings", "Hello, Ada!"])
        XCTAssertEqual(texts("ja").first, "Settings")
    }

    func testStringsDictPluralsFollowRussianRules() {
        XCTAssertEqual(texts("ru", count: 1)[3], "1 файл")
        XCTAssertEqual(texts("ru", count: 3)[3], "3 файла")
        XCTAssertEqual(texts("ru", count: 5)[3], "5 файлов")
        XCTAssertEqual(texts("ru", count: 21)[3], "21 файл")
    }

    func testStringCatalogPluralsAndStrings() {
        XCTAssertEqual(texts("fr", count: 1)[0], "Réglages")
        XCTAssertEqual(texts("fr", count: 1)[4], "1 article dans Ada")
        XCTAssertEqual(texts("fr", count: 4)[4], "4 articles dans Ada")
    }

    func testModifiersApplyToTheTranslation() throws {
        let host = phoneHost(Text("Settings").bold().foregroundColor(.red))
        host.locale = Locale(identifier: "de")
        host.layoutIfNeeded()
        var runs: [ResolvedRun] = []
        host.graph.forEachNode { node in
            if let text = node.layout as? TextLeafLayout { runs = text.paragraph.runs }
        }
        XCTAssertEqual(runs.map(\.string), ["Einstellungen"])
        XCTAssertEqual(runs.first?.font.weight, Font.Weight.bold.value)
    }

    func testPluralCategories() {
        XCTAssertEqual(PluralRules.category(for: 1, language: "en"), "one")
        XCTAssertEqual(PluralRules.category(for: 0, language: "fr"), "one")
        XCTAssertEqual(PluralRules.category(for: 2, language: "pl"), "few")
        XCTAssertEqual(PluralRules.category(for: 12, language: "pl"), "many")
        XCTAssertEqual(PluralRules.category(for: 102, language: "ar"), "other")
        XCTAssertEqual(PluralRules.category(for: 11, language: "ar"), "many")
        XCTAssertEqual(PluralRules.category(for: 7, language: "ja"), "other")
    }

    func testFormatSpecifiersIncludingPositional() {
        XCTAssertEqual(LocalizedStrings.format("%2$@ then %1$@ at 100%%", arguments: ["a", "b"]), "b then a at 100%")
        XCTAssertEqual(LocalizedStrings.format("%lld × %.2f", arguments: ["3", "1.50"]), "3 × 1.50")
    }

    /// Placeholders and navigation titles given as keys are looked up too.
    func testPlaceholdersAndTitlesAreTranslated() {
        struct Screen: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    TextField("Search", text: $query).navigationTitle("Settings")
                }
            }
        }
        let host = phoneHost(Screen())
        host.locale = Locale(identifier: "de")
        host.layoutIfNeeded()
        var placeholders: [String] = []
        host.graph.forEachNode { node in
            if let field = node.layout as? TextFieldLayout { placeholders.append(field.placeholder) }
        }
        XCTAssertEqual(placeholders, ["Suchen"])
        XCTAssertTrue(host.shownTexts().contains("Einstellungen"), "\(host.shownTexts())")
    }

    /// A plural variant that names its variable again ends instead of looping.
    func testASelfReferencingPluralEnds() {
        let text = LocalizedStrings.expandPlural(("%#@n@", ["n": ["other": "%#@n@ more"]]), arguments: ["2"], language: "en")
        XCTAssertTrue(text.contains("more"), text)
    }

    func testABrokenTableIsReportedNotFatal() throws {
        var parser = StringsParser("\"a\" = \"b\";\n\"c\" \"d\";")
        XCTAssertThrowsError(try parser.pairs()) { error in
            XCTAssertTrue("\(error)".contains("line 2"), "\(error)")
        }
    }

    // MARK: Foundation's own lookups

    /// A view model that imports only Foundation and looks its strings up with
    /// `String(localized:)`, as Apple's samples since iOS 15 do.
    private final class GreetingModel {
        let name: String
        init(name: String) { self.name = name }
        var title: String { String(localized: "Settings") }
        var greeting: String { String(localized: "Hello, \(name)!") }
        var files: String { String(localized: "\(3) files") }
        var fallback: String { String(localized: "settings.title", defaultValue: "Settings") }
        static let searchTitle: LocalizedStringResource = "Search"
    }

    func testStringLocalizedLooksUpTheAppsTablesInThePreviewsLanguage() {
        let model = GreetingModel(name: "Ada")
        let host = phoneHost(VStack {
            Text(model.title)
            Text(model.greeting)
            Text(GreetingModel.searchTitle)
        })
        XCTAssertEqual(host.shownTexts(), ["Settings", "Hello, Ada!", "Search"], "English: the keys as written")
        host.locale = Locale(identifier: "de")
        XCTAssertEqual(model.title, "Einstellungen")
        XCTAssertEqual(model.greeting, "Hallo, Ada!", "the interpolation is the key's %@")
        XCTAssertEqual(String(localized: GreetingModel.searchTitle), "Suchen")
        XCTAssertEqual(host.shownTexts().last, "Suchen", "Text(LocalizedStringResource)")
        host.locale = Locale(identifier: "ru")
        XCTAssertEqual(model.files, "3 файла", "a number interpolates as %lld, with the table's plural rules")
        host.locale = Locale(identifier: "en_US")
        XCTAssertEqual(model.fallback, "Settings", "no table has the key: its default value")
        XCTAssertEqual(String(localized: "100% \(2.5)"), "100% 2.500000", "a Double fills %lf, as on iOS")
    }
}
