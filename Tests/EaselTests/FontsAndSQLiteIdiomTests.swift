import XCTest
import SwiftUI
import SQLite3
import EaselText

// A modular app's design-system framework registers the fonts it ships (CoreText's font
// manager, with only `import SwiftUI`), and its data layer talks to SQLite directly
// (`import SQLite3`), as iOS apps without Core Data do.

private let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A notes store in the idiom of SQLite tutorials for iOS.
final class NotesDatabase {
    private var db: OpaquePointer?

    init?(path: String = ":memory:") {
        guard sqlite3_open(path, &db) == SQLITE_OK else { return nil }
        let create = "CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL);"
        guard sqlite3_exec(db, create, nil, nil, nil) == SQLITE_OK else { return nil }
    }

    deinit { sqlite3_close(db) }

    func insert(_ title: String) -> Bool {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, "INSERT INTO notes (title) VALUES (?);", -1, &statement, nil) == SQLITE_OK else { return false }
        defer { sqlite3_finalize(statement) }
        sqlite3_bind_text(statement, 1, title, -1, SQLITE_TRANSIENT)
        return sqlite3_step(statement) == SQLITE_DONE
    }

    func titles() -> [String] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, "SELECT title FROM notes ORDER BY id;", -1, &statement, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_finalize(statement) }
        var result: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            result.append(String(cString: sqlite3_column_text(statement, 0)))
        }
        return result
    }
}

enum DesignSystem {
    static func registerFonts(in folder: URL) -> Int {
        let fonts = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        var registered = 0
        fonts.filter { $0.pathExtension == "ttf" }.forEach { url in
            if CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil) { registered += 1 }
        }
        return registered
    }
}

/// A Swift Playgrounds app's fonts, registered in code as its `App` starts (it has no
/// Info.plist to list them in): the idiom of Swift Student Challenge apps.
struct CustomFont {
    static func registerFont(at fontURL: URL) -> String? {
        guard let fontDataProvider = CGDataProvider(url: fontURL as CFURL),
              let font = CGFont(fontDataProvider) else {
            return nil
        }
        var error: Unmanaged<CFError>?
        guard CTFontManagerRegisterGraphicsFont(font, &error) else { return nil }
        return font.postScriptName as String?
    }
}

final class FontsAndSQLiteIdiomTests: XCTestCase {
    func testAFontRegisteredFromAGraphicsFontIsFoundByItsNames() throws {
        // A copy in the app's bundle (registering Easel's own files again would change how
        // Easel's monospaced text finds them).
        let fonts = AssetLocator.assetsDirectory().appendingPathComponent("fonts")
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cgfont-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bundle) }
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("JetBrainsMono-Regular.ttf"),
                                         to: bundle.appendingPathComponent("JetBrainsMono-Regular.ttf"))
        XCTAssertEqual(CustomFont.registerFont(at: bundle.appendingPathComponent("JetBrainsMono-Regular.ttf")), "JetBrainsMono-Regular")
        let face = FontLibrary.shared.face(for: FontDescriptor(family: "JetBrains Mono", size: 17))
        XCTAssertEqual(face.familyName, "JetBrains Mono")

        // From bytes in memory, as a font downloaded or kept in an asset catalog's data set.
        let bytes = try Data(contentsOf: fonts.appendingPathComponent("JetBrainsMono-Bold.ttf"))
        let provider = try XCTUnwrap(CGDataProvider(data: bytes as CFData))
        let font = try XCTUnwrap(CGFont(provider))
        XCTAssertEqual(font.postScriptName, "JetBrainsMono-Bold")
        XCTAssertEqual(font.fullName, "JetBrains Mono Bold")
        XCTAssertTrue(CTFontManagerRegisterGraphicsFont(font, nil))

        // Not a font, or no file: nil, as CoreGraphics answers.
        XCTAssertNil(CGFont(try XCTUnwrap(CGDataProvider(data: Data("not a font".utf8) as CFData))))
        XCTAssertNil(CGDataProvider(url: fonts.appendingPathComponent("Missing.ttf") as CFURL))
        XCTAssertNotNil(CGFont("JetBrains Mono" as CFString), "an installed family by name")
    }

    func testImportSQLite3StoresAndReadsRows() throws {
        let database = try XCTUnwrap(NotesDatabase())
        XCTAssertTrue(database.insert("Groceries"))
        XCTAssertTrue(database.insert("Ideas – 2026"))
        XCTAssertEqual(database.titles(), ["Groceries", "Ideas – 2026"])
    }

    func testAFrameworksRegisteredFontIsFoundByItsFamily() throws {
        let fonts = AssetLocator.assetsDirectory().appendingPathComponent("fonts")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("JetBrainsMono-Regular.ttf"),
                                         to: folder.appendingPathComponent("JetBrainsMono-Regular.ttf"))
        XCTAssertEqual(DesignSystem.registerFonts(in: folder), 1)
        let face = FontLibrary.shared.face(for: FontDescriptor(family: "JetBrains Mono", size: 17))
        XCTAssertEqual(face.familyName, "JetBrains Mono")

        var error: Unmanaged<CFError>?
        let notAFont = folder.appendingPathComponent("notes.ttf")
        try Data("not a font".utf8).write(to: notAFont)
        XCTAssertFalse(CTFontManagerRegisterFontsForURL(notAFont as CFURL, .process, &error))
        XCTAssertNotNil(error?.takeRetainedValue())
        XCTAssertFalse(CTFontManagerRegisterFontsForURL(folder.appendingPathComponent("missing.ttf") as CFURL, .process, nil))
    }
}
