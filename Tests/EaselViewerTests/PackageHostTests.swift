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

    /// Generated Core Data classes conform to `Identifiable` as Xcode's do, unless the app
    /// declares the conformance itself (apps made before Xcode generated it).
    func testGeneratedClassesAreIdentifiableUnlessTheAppSaysSo() throws {
        let model = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cdgen-\(getpid())/Journal.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        try """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
                <entity name="JournalEntry" representedClassName="JournalEntry" syncable="YES" codeGenerationType="class">
                    <attribute name="title" optional="YES" attributeType="String"/>
                </entity>
            </model>
            """.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let plain = try XCTUnwrap(CoreDataClasses.source(models: [model]))
        XCTAssertTrue(plain.contains("extension JournalEntry: Identifiable {}"))
        let declared = try XCTUnwrap(CoreDataClasses.source(models: [model], existingSource: "extension JournalEntry: Identifiable {\n}"))
        XCTAssertFalse(declared.contains("extension JournalEntry: Identifiable {}"))
    }

    /// An `@UIApplicationMain` delegate (written `@main` by the preview build) is registered,
    /// so `UIApplication.shared.delegate as! AppDelegate` finds one.
    func testAUIKitAppDelegateIsRegistered() {
        let source = PlatformConditions.rewrite("""
            import UIKit
            import CoreData

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                lazy var persistentContainer = NSPersistentContainer(name: "Journal")
            }
            """).text
        let registration = PreviewHostPackage.appDelegateRegistration(in: source)
        XCTAssertEqual(registration?.contains("UIApplication._easelMainDelegate = { AppDelegate() }"), true, registration ?? "none")
        XCTAssertNil(PreviewHostPackage.appDelegateRegistration(in: "@main\nstruct JournalApp: App {}\n"))
    }

    /// Core Image's typed filters are a Clang submodule on iOS, `CoreImage` here.
    func testTheFilterBuiltinsSubmoduleImportsCoreImage() {
        let (text, changed) = PlatformConditions.rewrite("import SwiftUI\nimport CoreImage.CIFilterBuiltins\n")
        XCTAssertEqual(text, "import SwiftUI\nimport CoreImage\n")
        XCTAssertEqual(changed, 1)
        XCTAssertEqual(PreviewHostPackage.importedFrameworks(in: text), ["CoreImage"])
    }

    /// Overrides of UIKit methods in extensions, which only Objective-C allows, as apps write a
    /// shake detector and the swipe-back fix: renamed, never called; those in classes stay.
    func testOverridesInExtensionsAreRenamed() {
        let source = """
            extension UIWindow {
                open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    if motion == .motionShake { print("shaken") }
                }
            }
            extension UINavigationController: UIGestureRecognizerDelegate {
                override open func viewDidLoad() {
                    super.viewDidLoad() // override func kept in a comment
                }
                public override var childForStatusBarStyle: UIViewController? { topViewController }
                class func make() -> Self { fatalError() }
            }
            final class Shaker: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                override var prefersStatusBarHidden: Bool { true }
            }
            """
        let (text, changed) = PlatformConditions.rewrite(source)
        XCTAssertEqual(text, """
            extension UIWindow {
                open func _easelExtensionOverride_motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    if motion == .motionShake { print("shaken") }
                }
            }
            extension UINavigationController: UIGestureRecognizerDelegate {
                open func _easelExtensionOverride_viewDidLoad() {
                    super.viewDidLoad() // override func kept in a comment
                }
                public var _easelExtensionOverride_childForStatusBarStyle: UIViewController? { topViewController }
                class func make() -> Self { fatalError() }
            }
            final class Shaker: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                override var prefersStatusBarHidden: Bool { true }
            }
            """)
        XCTAssertEqual(changed, 3)
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
            request.sortDescriptors = [NSSortDescriptor(key: #keyPath(ManagedPhoto.owner.name), ascending: true)]
            NSPredicate(format: "%K == %@", #keyPath( url ), id)
            """
        let (text, changed) = PlatformConditions.rewrite(source)
        XCTAssertEqual(text, """
            func updateCurrentPage(sender: UIPageControl) {
            control.addTarget(context.coordinator, action: Selector("Coordinator.updateCurrentPage(sender:)"), for: .valueChanged)
            private func changed(_ sender: Any) {}
            final class Model: NSObject {}
            let tap = UITapGestureRecognizer(target: self, action: Selector("handleTap"))
            let text = "@objc #selector(x)" // @objc stays in strings and comments
            request.sortDescriptors = [NSSortDescriptor(key: "owner.name", ascending: true)]
            NSPredicate(format: "%K == %@", "url", id)
            """)
        XCTAssertEqual(changed, 7)
    }

    /// Core Data's `@NSManaged`, as Xcode's "Create NSManagedObject Subclass…" writes it: each
    /// property keeps its value in the object, on its own line; the generated accessors change
    /// the relationship; `@objc` and `@nonobjc` are left out (a line of its own stays, empty, so
    /// the compiler's line numbers are the file's).
    func testCoreDataManagedPropertiesBecomeValuesOfTheObject() {
        let source = """
            @objc(Folder)
            public class Folder: NSManagedObject {}
                @nonobjc public class func fetchRequest() -> NSFetchRequest<Folder> {
                @NSManaged public var name: String?
                @NSManaged var created: Date // when
                @NSManaged public var tags: Set<Tag>?
                @NSManaged public func addToNotes(_ value: Note)
                @NSManaged public func removeFromNotes(_ values: NSSet)
            let text = "@NSManaged var x: Int"
            """
        let (text, changed) = PlatformConditions.rewrite(source)
        XCTAssertEqual(text, """

            public class Folder: NSManagedObject {}
                public class func fetchRequest() -> NSFetchRequest<Folder> {
                public var name: String? { get { _easelManagedValue("name") } set { _easelSetManagedValue(newValue, forKey: "name") } }
                var created: Date { get { _easelManagedValue("created") } set { _easelSetManagedValue(newValue, forKey: "created") } } // when
                public var tags: Set<Tag>? { get { _easelManagedValue("tags") } set { _easelSetManagedValue(newValue, forKey: "tags") } }
                public func addToNotes(_ value: Note) { _easelAccessor("addToNotes", value) }
                public func removeFromNotes(_ values: NSSet) { _easelAccessor("removeFromNotes", values) }
            let text = "@NSManaged var x: Int"
            """)
        XCTAssertEqual(changed, 7)
    }

    /// UIKit's app lifecycle: `@UIApplicationMain` becomes `@main`, and the delegate adaptor
    /// says how to make its delegate.
    func testTheUIKitAppLifecycleIsWrittenSoLinuxCompilesIt() {
        let source = """
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {}
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
            @UIApplicationDelegateAdaptor( Shop.Delegate.self ) private var delegate
            // @UIApplicationMain in a comment stays
            """
        let (text, changed) = PlatformConditions.rewrite(source)
        XCTAssertEqual(text, """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {}
                @UIApplicationDelegateAdaptor(AppDelegate.self, _easelMake: { AppDelegate() }) var appDelegate
            @UIApplicationDelegateAdaptor(Shop.Delegate.self, _easelMake: { Shop.Delegate() }) private var delegate
            // @UIApplicationMain in a comment stays
            """)
        XCTAssertEqual(changed, 3)
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
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("easel-shop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // The resource is there (one that is not is left out, said once).
        try FileManager.default.createDirectory(at: root.appendingPathComponent("UI/Assets.xcassets"), withIntermediateDirectories: true)
        let package = try UserPackage.read(root: root, json: object)
        XCTAssertEqual(package.dependencies.map(\.rendered), [
            #".package(name: "Easel", path: "/src/Easel")"#,
            #".package(url: "https://github.com/apple/swift-collections", "1.1.0"..<"2.0.0")"#,
            #".package(url: "https://example.com/pinned.git", exact: "1.2.3")"#,
        ])
        let ui = try XCTUnwrap(package.targets.first)
        XCTAssertEqual(ui.directory.path, root.appendingPathComponent("UI").path)
        XCTAssertEqual(ui.swiftUIPackage, "Easel")
        // A macOS-only dependency and a watchOS-only define are not part of an iPhone build.
        XCTAssertEqual(ui.dependencies.map(\.rendered), [#".product(name: "SwiftUI", package: "Easel")"#, #""Model""#])
        XCTAssertEqual(ui.dependencies.map(\.package), ["Easel", nil])
        // Names a target's `.product(name:package:)` may use for each package.
        XCTAssertEqual(package.dependencies.map { $0.names.sorted() }, [["easel"], ["swift-collections"], ["pinned"]])
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
        // Built from source (no prebuilt runtime): frameworks come from the user's Easel package.
        let host = PreviewHostPackage(user: try UserPackage.read(root: root, json: object))
        try host.generate()
        let manifest = try String(contentsOf: host.packageFolder.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".product(name: "MapKit", package: "Easel")"#))
        XCTAssertEqual(manifest.components(separatedBy: #"name: "Charts""#).count, 2, "a listed framework is not added twice")
    }
}

extension PackageHostTests {
    /// A test target that uses swift-snapshot-testing becomes a test target of the host, with the
    /// image strategies imported into its files, the runtime linked and its files told their own
    /// paths; its references are not copied. Without a runtime it is left out.
    func testASnapshotSuiteIsBuiltWithTheImageStrategies() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("easel-suites-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let tests = root.appendingPathComponent("Tests/CardTests")
        try FileManager.default.createDirectory(at: tests.appendingPathComponent("__Snapshots__/CardTests"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Card"), withIntermediateDirectories: true)
        try "import SwiftUI\npublic struct Card: View { public var body: some View { Text(\"A\") } }\n"
            .write(to: root.appendingPathComponent("Sources/Card/Card.swift"), atomically: true, encoding: .utf8)
        let test = "import SnapshotTesting\n#if os(iOS)\nfinal class CardTests: XCTestCase {}\n#endif\n"
        try test.write(to: tests.appendingPathComponent("CardTests.swift"), atomically: true, encoding: .utf8)
        try Data([1, 2, 3]).write(to: tests.appendingPathComponent("__Snapshots__/CardTests/testCard.1.png"))
        let json = """
            {"name": "Cards", "toolsVersion": {"_version": "5.9.0"},
             "dependencies": [{"sourceControl": [{"identity": "swift-snapshot-testing",
                 "location": {"remote": [{"urlString": "https://github.com/pointfreeco/swift-snapshot-testing"}]},
                 "requirement": {"range": [{"lowerBound": "1.17.0", "upperBound": "2.0.0"}]}}]}],
             "targets": [{"name": "Card", "type": "regular", "dependencies": []},
                         {"name": "CardTests", "type": "test", "exclude": ["__Snapshots__"],
                          "dependencies": [{"byName": ["Card", null]}, {"product": ["SnapshotTesting", "swift-snapshot-testing", null, null]}]}]}
            """
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let user = try UserPackage.read(root: root, json: object)
        let strategies = root.appendingPathComponent("strategies")
        try FileManager.default.createDirectory(at: strategies, withIntermediateDirectories: true)
        try "// the strategies\n".write(to: strategies.appendingPathComponent("Strategies.swift"), atomically: true, encoding: .utf8)
        var runtime = PreviewRuntime(folder: root.appendingPathComponent("runtime"), moduleMaps: [], assets: nil)
        runtime.snapshotTestingSources = strategies
        let host = PreviewHostPackage(user: user, runtime: runtime, folder: root.appendingPathComponent("host"))
        try host.generate()
        let manifest = try String(contentsOf: host.packageFolder.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".testTarget(name: "CardTests""#), manifest)
        XCTAssertTrue(manifest.contains(#""-import-module", "-Xfrontend", "EaselSnapshotTesting""#), manifest)
        XCTAssertTrue(manifest.contains(#".target(name: "EaselSnapshotTesting", dependencies: [.product(name: "SnapshotTesting", package: "swift-snapshot-testing")]"#), manifest)
        XCTAssertTrue(manifest.contains("-lEaselPreviewRuntime"), manifest)
        XCTAssertFalse(manifest.contains("__Snapshots__"), manifest)
        let copy = try String(contentsOf: host.packageFolder.appendingPathComponent("Targets/CardTests/CardTests+copy.swift"), encoding: .utf8)
        XCTAssertEqual(copy, "#sourceLocation(file: \"\(tests.path)/CardTests.swift\", line: 1)\nimport SnapshotTesting\n#if true\nfinal class CardTests: XCTestCase {}\n#endif\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: host.packageFolder.appendingPathComponent("Targets/CardTests/__Snapshots__").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: host.packageFolder.appendingPathComponent("Targets/EaselSnapshotTesting/Strategies.swift").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: host.packageFolder.appendingPathComponent("Targets/EaselSnapshotTesting/EaselTestSetup.swift").path))

        // From source, the library would see Easel's SwiftUI or not by build order: no suites.
        let fromSource = PreviewHostPackage(user: user, runtime: nil, folder: root.appendingPathComponent("host2"))
        XCTAssertTrue(fromSource.snapshotSuites.isEmpty)
    }
}

/// `make install` puts `easel` in PREFIX/bin, its preview runtime in PREFIX/lib/easel and its
/// fonts in PREFIX/share/easel/assets; the installed `easel` previews a project by compiling
/// only the project's code against that runtime.
final class InstallTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testInstallHonoursPrefixAndDestdir() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["make", "-n", "-C", Self.root.path, "install", "PREFIX=/opt/easel-test", "DESTDIR=/tmp/stage"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
        XCTAssertTrue(output.contains("scripts/install.sh /tmp/stage/opt/easel-test"), output)
    }

    /// The tests' own build installed into a temporary prefix, then run from there on a copy of
    /// an Xcode project, as a user runs the installed command; a runtime made by another
    /// compiler is refused in one sentence.
    func testTheInstalledEaselPreviewsAProjectAgainstItsRuntime() throws {
        let build = try EaselProcess.executable.deletingLastPathComponent()
        let prefix = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let install = Process()
        install.executableURL = Self.root.appendingPathComponent("scripts/install.sh")
        install.arguments = [prefix.path, build.path]
        let pipe = Pipe()
        install.standardOutput = pipe
        install.standardError = pipe
        try install.run()
        let installOutput = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        install.waitUntilExit()
        XCTAssertEqual(install.terminationStatus, 0, installOutput)
        XCTAssertTrue(installOutput.contains("Installed \(prefix.path)/bin/easel and its preview runtime in \(prefix.path)/lib/easel ("), installOutput)
        for part in ["lib/easel/libEaselPreviewRuntime.so", "lib/easel/EaselMacros-tool", "lib/easel/Modules/SwiftUI.swiftmodule",
                     "lib/easel/include/CFreeType/module.modulemap", "lib/easel/include/COpenCombineHelpers/module.modulemap",
                     "lib/easel/swift-version.txt", "lib/easel/EaselSnapshotTesting/SnapshotRenderer.swift", "share/easel/assets/fonts"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(part).path), part)
        }
        // A copy of the Trails project, so its build is this runtime's alone.
        let project = prefix.appendingPathComponent("Trails")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Examples/Trails"), to: project)
        try? FileManager.default.removeItem(at: project.appendingPathComponent(".build"))
        let easel = prefix.appendingPathComponent("bin/easel")
        func run(_ arguments: [String]) throws -> (Int32, String, String) {
            let process = Process()
            process.executableURL = easel
            process.arguments = arguments
            process.currentDirectoryURL = project
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            final class Collected: @unchecked Sendable { var data = Data() }
            let collected = Collected()
            let reader = Thread { collected.data = err.fileHandleForReading.readDataToEndOfFile() }
            reader.start()
            let output = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
            return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: collected.data, as: UTF8.self))
        }
        let (status, output, error) = try run(["list"])
        XCTAssertEqual(status, 0, error)
        XCTAssertEqual(output, "TrailList\tTrailList.swift:33\nTrailhead\tTrailList.swift:37\n")
        let manifest = try String(contentsOf: project.appendingPathComponent(".build/easel-previews/Trails/trails-previews/Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("\(prefix.path)/lib/easel"), "the host links the installed runtime")
        XCTAssertFalse(manifest.contains(".package("), "nothing of Easel is built from source")

        try "Swift version 5.9 (swift-5.9-RELEASE)\n".write(to: prefix.appendingPathComponent("lib/easel/swift-version.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: project.appendingPathComponent(".build"))
        let (mismatch, _, message) = try run(["list"])
        XCTAssertEqual(mismatch, 1)
        XCTAssertTrue(message.contains("was built with Swift version 5.9 (swift-5.9-RELEASE), but this machine's `swift` is Swift version"), message)
        XCTAssertEqual(message.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1, message)
    }
}
