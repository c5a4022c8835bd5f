import XCTest
@testable import EaselTool

/// The pieces of the preview host: how a user's files and manifest are read.
final class PackageHostTests: XCTestCase {
    func testPlatformConditionsReadAsAnIPhoneBuildReadsThem() {
        let source = """
            #if os(iOS)
            let a = 1
            #elseif os(macOS) || os( watchOS )
            let a = 2
            #endif
            #if !os(iOS) && targetEnvironment(simulator) // os(iOS) in a comment stays
            #if canImport(UIKit) && os(Linux)
            #if DEBUG
            let text = "#if os(iOS)"
            """
        let (text, changed) = PlatformConditions.rewrite(source)
        XCTAssertEqual(text, """
            #if true
            let a = 1
            #elseif false || false
            let a = 2
            #endif
            #if !true && true // os(iOS) in a comment stays
            #if canImport(UIKit) && false
            #if DEBUG
            let text = "#if os(iOS)"
            """)
        XCTAssertEqual(changed, 6)
        XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count,
                       source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// `import OSLog` (or `os`, `os.log`) imports Easel's `EaselOSLog` in the host's copy, on the
    /// same line, and `canImport(OSLog)` is true there.
    func testOSLogImportsReadEaselsLogger() {
        let source = """
            import SwiftUI
            import OSLog
            @preconcurrency import os.log
            import os
            import struct OSLog.Logger
            import OSLogKit
            #if canImport(OSLog)
            let imported = "import OSLog"
            """
        let (text, changed) = PlatformConditions.rewrite(source)
        XCTAssertEqual(text, """
            import SwiftUI
            import EaselOSLog
            @preconcurrency import EaselOSLog
            import EaselOSLog
            import struct EaselOSLog.Logger
            import OSLogKit
            #if true
            let imported = "import OSLog"
            """)
        XCTAssertEqual(changed, 5)
        XCTAssertEqual(PreviewHostPackage.importedFrameworks(in: "import os.log\n"), ["EaselOSLog"])
    }

    /// Objective-C, which Swift on Linux cannot compile, as the Landmarks tutorial's page
    /// control writes it: the attributes are left out and `#selector` becomes a `Selector`.
    func testObjectiveCTargetActionBecomesSelectors() {
        let source = """
            @objc func updateCurrentPage(sender: UIPageControl) {
            control.addTarget(context.coordinator, action: #selector(Coordinator.updateCurrentPage(sender:)), for: .valueChanged)
            @objc(pageChanged:) private func changed(_ sender: Any) {}
            @objcMembers final class Model: NSObject {}
            let tap = UITapGestureRecognizer(target: self, action: #selector( handleTap ))
            let text = "@objc #selector(x)" // @objc stays in strings and comments
            """
        let (text, changed) = PlatformConditions.rewrite(source)
        XCTAssertEqual(text, """
            func updateCurrentPage(sender: UIPageControl) {
            control.addTarget(context.coordinator, action: Selector("Coordinator.updateCurrentPage(sender:)"), for: .valueChanged)
            private func changed(_ sender: Any) {}
            final class Model: NSObject {}
            let tap = UITapGestureRecognizer(target: self, action: Selector("handleTap"))
            let text = "@objc #selector(x)" // @objc stays in strings and comments
            """)
        XCTAssertEqual(changed, 5)
    }

    func testTheManifestIsReadBackAsAManifestWritesIt() throws {
        let json = """
            {"name": "Shop", "toolsVersion": {"_version": "5.9.0"},
             "dependencies": [
               {"fileSystem": [{"identity": "easel", "nameForTargetDependencyResolutionOnly": "Easel", "path": "/src/Easel"}]},
               {"sourceControl": [{"identity": "swift-collections", "location": {"remote": [{"urlString": "https://github.com/apple/swift-collections"}]},
                                   "requirement": {"range": [{"lowerBound": "1.1.0", "upperBound": "2.0.0"}]}}]},
               {"sourceControl": [{"identity": "pinned", "location": {"remote": [{"urlString": "https://example.com/pinned.git"}]},
                                   "requirement": {"exact": ["1.2.3"]}}]}
             ],
             "targets": [
               {"name": "ShopUI", "type": "regular", "path": "UI",
                "dependencies": [{"product": ["SwiftUI", "Easel", null, null]},
                                 {"product": ["Collections", "swift-collections", null, {"platformNames": ["macos"]}]},
                                 {"byName": ["Model", null]}],
                "resources": [{"path": "Assets.xcassets", "rule": {"process": {}}}],
                "settings": [{"tool": "swift", "kind": {"define": {"_0": "PREVIEWS"}}},
                             {"tool": "swift", "kind": {"define": {"_0": "WATCH"}}, "condition": {"platformNames": ["watchos"]}}]},
               {"name": "ShopTests", "type": "test", "dependencies": []}
             ]}
            """
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let package = try UserPackage(root: URL(fileURLWithPath: "/src/Shop"), json: object)
        XCTAssertEqual(package.dependencies, [
            #".package(name: "Easel", path: "/src/Easel")"#,
            #".package(url: "https://github.com/apple/swift-collections", "1.1.0"..<"2.0.0")"#,
            #".package(url: "https://example.com/pinned.git", exact: "1.2.3")"#,
        ])
        let ui = try XCTUnwrap(package.targets.first)
        XCTAssertEqual(ui.directory.path, "/src/Shop/UI")
        XCTAssertEqual(ui.swiftUIPackage, "Easel")
        // A macOS-only dependency and a watchOS-only define are not part of an iPhone build.
        XCTAssertEqual(ui.dependencies, [#".product(name: "SwiftUI", package: "Easel")"#, #""Model""#])
        XCTAssertEqual(ui.swiftSettings, [#".define("PREVIEWS")"#, ".swiftLanguageMode(.v5)"])
        XCTAssertEqual(ui.resources, [#".process("Assets.xcassets")"#])
        XCTAssertEqual(package.targets.map(\.isPreviewable), [true, false])
    }

    /// A file that imports one of Easel's framework modules (`MapKit`, `StoreKit`…) gets it in the
    /// host, as an app on Apple's platforms gets a framework without listing it.
    func testImportedFrameworksJoinTheTargetsDependencies() throws {
        XCTAssertEqual(PreviewHostPackage.importedFrameworks(in: """
            import SwiftUI
            @preconcurrency import MapKit
            import struct CoreLocation.CLLocationCoordinate2D
            // import StoreKit
            import Foundation
            """), ["MapKit", "CoreLocation"])
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("easel-frameworks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("UI"), withIntermediateDirectories: true)
        try "import SwiftUI\nimport MapKit\nimport Charts\n".write(to: root.appendingPathComponent("UI/Places.swift"), atomically: true, encoding: .utf8)
        let json = """
            {"name": "Places", "toolsVersion": {"_version": "5.9.0"},
             "dependencies": [{"fileSystem": [{"identity": "easel", "nameForTargetDependencyResolutionOnly": "Easel", "path": "/src/Easel"}]}],
             "targets": [{"name": "PlacesUI", "type": "regular", "path": "UI",
                          "dependencies": [{"product": ["SwiftUI", "Easel", null, null]}, {"product": ["Charts", "Easel", null, null]}]}]}
            """
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let host = PreviewHostPackage(user: try UserPackage(root: root, json: object))
        try host.generate()
        let manifest = try String(contentsOf: host.packageFolder.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".product(name: "MapKit", package: "Easel")"#))
        XCTAssertEqual(manifest.components(separatedBy: #"name: "Charts""#).count, 2, "a listed framework is not added twice")
    }
}

/// `make install` puts `easel` in PREFIX/bin and its fonts in PREFIX/share/easel/assets, where
/// the installed `easel` looks for them (checked as a dry run: the real one needs a release build).
final class InstallTests: XCTestCase {
    func testInstallHonoursPrefixAndDestdir() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["make", "-n", "-C", root.path, "install", "PREFIX=/opt/easel-test", "DESTDIR=/tmp/stage"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
        XCTAssertTrue(output.contains("install -m 755 .build/release/easel /tmp/stage/opt/easel-test/bin/easel"), output)
        XCTAssertTrue(output.contains("cp -R assets /tmp/stage/opt/easel-test/share/easel/assets"), output)
    }
}
