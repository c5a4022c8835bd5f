import XCTest
@testable import EaselTool
import EaselLiveLiterals

/// Which literals of a view file a live preview changes without compiling, and how a save is
/// told apart from one that must be compiled.
final class LiveLiteralsTests: XCTestCase {
    private let view = """
        import SwiftUI

        struct ProfileView: View {
            @State private var count = 0
            let limit = 10

            var body: some View {
                VStack(spacing: 12) {
                    Text("Hello, \\(name)!")
                    Text("Profile")
                        .font(.system(size: 28))
                        .opacity(0.8)
                    Toggle("Notifications", isOn: .constant(true))
                    Text(subtitle ?? "None")
                    switch count {
                    case 0: Text("Zero")
                    default: Text("Many")
                    }
                    ForEach(0..<3) { index in Text("Row") }
                    Rectangle().frame(height: -4)
                }
                .padding(16)
            }

            private var header: some View {
                Label("Settings", systemImage: "gear")
            }

            func row(_ title: String = "Untitled") -> some View {
                Text(title).padding(.horizontal, 8)
            }

            var name: String { "Ada" }
        }

        #Preview("Profile") {
            ProfileView().frame(width: 300)
        }
        """

    private func values(_ scan: LiteralScan) -> [String] {
        scan.literals.map { "\($0.kind.rawValue):\($0.value)" }
    }

    func testOnlyTheLiteralsOfViewCodeThatStandAloneAreLive() {
        let scan = LiteralScanner.scan(view)
        XCTAssertEqual(values(scan), [
            "integer:12", "string:Profile", "integer:28", "float:0.8", "string:Notifications", "boolean:true",
            "string:Zero", "string:Many", "string:Row", "integer:4", "integer:16",
            "string:Settings", "string:gear", "integer:8",
        ], "not the property initialisers, the interpolated string, the `??` operand, the case pattern, the range, a default argument, a String property or #Preview")
    }

    func testTheRewrittenFileKeepsItsLinesAndReadsEachLiteralByKey() {
        let scan = LiteralScanner.scan(view)
        let text = scan.rewritten(view, key: "App/ProfileView.swift")
        XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count,
                       view.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertTrue(text.contains(#"VStack(spacing: _easelLiteralInteger("App/ProfileView.swift#0", 12))"#), text)
        XCTAssertTrue(text.contains(#"Text(_easelLiteralString("App/ProfileView.swift#1", "Profile"))"#), text)
        XCTAssertTrue(text.contains(#".opacity(_easelLiteralFloat("App/ProfileView.swift#3", 0.8))"#), text)
        XCTAssertTrue(text.contains(#".constant(_easelLiteralBoolean("App/ProfileView.swift#5", true))"#), text)
        XCTAssertTrue(text.contains(#"frame(height: -_easelLiteralInteger("App/ProfileView.swift#9", 4))"#), text)
        XCTAssertTrue(text.contains(#"Text("Hello, \(name)!")"#))
        XCTAssertTrue(text.contains(#"case 0: Text(_easelLiteralString("#))
        // The compiler's messages show the code as written.
        let line = #"    Text(_easelLiteralString("App/ProfileView.swift#1", "Pro\"file")).font(.system(size: _easelLiteralInteger("App/ProfileView.swift#2", 28)))"#
        XCTAssertEqual(LiteralScan.restoringLiterals(line), #"    Text("Pro\"file").font(.system(size: 28))"#)
    }

    func testASaveThatChangesOnlyLiteralsIsToldApartFromOneThatMustBeCompiled() {
        let baseline = LiteralScanner.scan(view)
        let key = "App/ProfileView.swift"
        let literalsOnly = view.replacingOccurrences(of: "Text(\"Profile\")", with: "Text(\"Your \\\"profile\\\"\")")
            .replacingOccurrences(of: "size: 28", with: "size: 0x20").replacingOccurrences(of: "isOn: .constant(true)", with: "isOn: .constant(false)")
        XCTAssertEqual(LiteralScanner.scan(literalsOnly).changedValues(since: baseline, key: key),
                       ["\(key)#1": "Your \"profile\"", "\(key)#2": "32", "\(key)#5": "false"])
        XCTAssertEqual(LiteralScanner.scan(view).changedValues(since: baseline, key: key), [:], "saved unchanged")
        for compiled in [
            view.replacingOccurrences(of: ".opacity(0.8)", with: ".opacity(1)"),           // a float became an integer
            view.replacingOccurrences(of: "\"None\"", with: "\"Nobody\""),                  // not a live literal
            view.replacingOccurrences(of: ".padding(16)", with: ".padding(16).bold()"),     // code
            view.replacingOccurrences(of: "let limit = 10", with: "let limit = 11"),        // outside view code
            view.replacingOccurrences(of: "#Preview(\"Profile\")", with: "#Preview(\"Me\")"), // a macro's
        ] {
            XCTAssertNil(LiteralScanner.scan(compiled).changedValues(since: baseline, key: key), compiled)
        }
    }

    func testLiveSourcesSortSavesIntoLiteralEditsBodyEditsAndTheRest() throws {
        let folder = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("A.swift"), second = folder.appendingPathComponent("B.swift")
        let source = "import SwiftUI\nstruct A: View { var body: some View { Text(\"One\").padding(4) } }"
        let other = source.replacingOccurrences(of: "One", with: "Two")
        try source.write(to: first, atomically: true, encoding: .utf8)
        try other.write(to: second, atomically: true, encoding: .utf8)
        LiteralScanner.install()
        let live = LiveSources(rewritesLiterals: true)
        for (url, text, key) in [(first, source, "App/A.swift"), (second, other, "App/B.swift")] {
            let prepared = live.prepare(text, key: key)
            XCTAssertTrue(prepared.text.contains("_easelLiteralString(\"\(key)#0\", "), prepared.text)
            live.record(url, key: key, copy: folder.appendingPathComponent("copy-" + url.lastPathComponent), source: text, scan: prepared.scan)
        }
        XCTAssertNil(live.literalValues(afterChangesTo: [first]), "nothing built yet")
        live.built()

        try source.replacingOccurrences(of: "One", with: "Uno").write(to: first, atomically: true, encoding: .utf8)
        XCTAssertEqual(live.literalValues(afterChangesTo: [first]), ["App/A.swift#0": "Uno"])
        try other.replacingOccurrences(of: "(4)", with: "(6)").write(to: second, atomically: true, encoding: .utf8)
        XCTAssertEqual(live.literalValues(afterChangesTo: [second, folder.appendingPathComponent("B.swift.tmp")]),
                       ["App/A.swift#0": "Uno", "App/B.swift#1": "6"], "earlier saves stay; an editor's temporary file, gone, changes nothing")

        // A body edit of B: compiled again with A, whose changed literal a restart would lose.
        try other.replacingOccurrences(of: "Text", with: "Label").write(to: second, atomically: true, encoding: .utf8)
        XCTAssertNil(live.literalValues(afterChangesTo: [second]), "code changed")
        let edits = try XCTUnwrap(live.bodyEdits(afterChangesTo: [second]))
        XCTAssertEqual(edits.map(\.file.key), ["App/A.swift", "App/B.swift"])
        XCTAssertTrue(edits[0].text.contains(#""App/A.swift#0", "Uno")"#), edits[0].text)
        live.compiled(edits)
        XCTAssertEqual(live.literalValues(afterChangesTo: [first]), [:], "compiled values are the baseline now")

        // What a body edit cannot be: a new import, a new file, a deleted one.
        try ("import Charts\n" + source).write(to: first, atomically: true, encoding: .utf8)
        XCTAssertNil(live.bodyEdits(afterChangesTo: [first]))
        try source.write(to: first, atomically: true, encoding: .utf8)
        try "struct New {}".write(to: folder.appendingPathComponent("New.swift"), atomically: true, encoding: .utf8)
        XCTAssertNil(live.bodyEdits(afterChangesTo: [folder.appendingPathComponent("New.swift")]))
        XCTAssertNil(live.literalValues(afterChangesTo: [folder.appendingPathComponent("New.swift")]))
        try FileManager.default.removeItem(at: second)
        XCTAssertNil(live.bodyEdits(afterChangesTo: [second]))
        XCTAssertNil(live.literalValues(afterChangesTo: [second]))
    }
}
