import XCTest
@testable import EaselTool

// What `easel` writes for an Xcode project as Xcode would: the classes of Core Data's code
// generation, and the String Catalogs compiled into the app bundle's tables.
final class GeneratedProjectFilesTests: XCTestCase {
    /// Xcode 26 projects default to the main actor: the classes Core Data's code generation
    /// makes stay `nonisolated`, as NSManagedObject's initializers are.
    func testGeneratedCoreDataClassesAreNonisolated() throws {
        let model = FileManager.default.temporaryDirectory.appendingPathComponent("easel-model-\(UUID().uuidString).xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: model) }
        try """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="PortfolioEntity" representedClassName="PortfolioEntity" syncable="YES" codeGenerationType="class">
                    <attribute name="coinID" optional="YES" attributeType="String"/>
                    <attribute name="amount" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                </entity>
            </model>
            """.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let source = try XCTUnwrap(CoreDataClasses.source(models: [model]))
        XCTAssertTrue(source.contains("nonisolated public class PortfolioEntity: NSManagedObject {}"), source)
    }

    /// String Catalogs compiled into the app's `.lproj` tables, where `NSLocalizedString` and
    /// `Bundle.localizedString(forKey:value:table:)` look.
    func testAStringCatalogIsCompiledToStringsTablesPerLanguage() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("easel-\(UUID().uuidString)/Localizable.xcstrings")
        try FileManager.default.createDirectory(at: catalog.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        try """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "weather_tracker": {"extractionState": "manual", "localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Weather Tracker"}},
                "zh-Hans": {"stringUnit": {"state": "translated", "value": "天气追踪"}}}},
              "Done": {},
              "%lld days": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld day"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld days"}}}}}}}
            }}
            """.write(to: catalog, atomically: true, encoding: .utf8)
        let tables = Dictionary(uniqueKeysWithValues: PreviewBundle.compiledCatalog(catalog))
        XCTAssertEqual(Set(tables.keys), ["en.lproj/Localizable.strings", "zh-Hans.lproj/Localizable.strings"])
        func read(_ name: String) throws -> [String: String] {
            try XCTUnwrap(PropertyListSerialization.propertyList(from: XCTUnwrap(tables[name]), format: nil) as? [String: String])
        }
        let english = try read("en.lproj/Localizable.strings")
        XCTAssertEqual(english["weather_tracker"], "Weather Tracker")
        XCTAssertEqual(english["Done"], "Done", "the source language's untranslated key is its own text")
        XCTAssertEqual(english["%lld days"], "%lld days", "a plural's other form")
        XCTAssertEqual(try read("zh-Hans.lproj/Localizable.strings"), ["weather_tracker": "天气追踪"])
    }
}
