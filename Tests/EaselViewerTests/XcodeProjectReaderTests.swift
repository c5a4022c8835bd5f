import XCTest
@testable import EaselTool

/// Reading Xcode projects as Xcode builds them: each pbxproj construct a real project uses, on
/// small projects written here as Xcode writes them.
final class XcodeProjectReaderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-xcode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A project file around `objects` (the body of the `objects` table), with a project whose
    /// main group is `MAIN`, targets `targets`, package references `packages`, and a Debug
    /// configuration `PROJECTDEBUG`.
    private func project(_ objects: String, targets: [String], packages: [String] = [], name: String = "App") throws -> XcodeProject {
        let text = """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	classes = {
            	};
            	objectVersion = 77;
            	objects = {
            		PROJECT /* Project object */ = {
            			isa = PBXProject;
            			buildConfigurationList = PROJECTLIST;
            			mainGroup = MAIN;
            			packageReferences = (\(packages.map { $0 + "," }.joined()));
            			projectDirPath = "";
            			projectRoot = "";
            			targets = (\(targets.map { $0 + "," }.joined()));
            		};
            		PROJECTLIST = {isa = XCConfigurationList; buildConfigurations = (PROJECTDEBUG, PROJECTRELEASE, ); defaultConfigurationName = Release; };
            		PROJECTRELEASE = {isa = XCBuildConfiguration; buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE_ONLY; }; name = Release; };
            \(objects)
            	};
            	rootObject = PROJECT /* Project object */;
            }
            """
        try write(text, to: "\(name).xcodeproj/project.pbxproj")
        return try XcodeProject(url: folder.appendingPathComponent("\(name).xcodeproj"))
    }

    private func target(_ id: String, name: String, type: String = "application", phases: [String] = [], list: String,
                        extra: String = "") -> String {
        """
        \(id) = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (\(phases.map { $0 + "," }.joined())); \
        dependencies = (); name = "\(name)"; productName = "\(name)"; productType = "com.apple.product-type.\(type)"; \(extra) };
        """
    }

    private func configuration(_ id: String, _ settings: String, base: String? = nil) -> String {
        let listID = id + "LIST"
        let baseReference = base.map { "baseConfigurationReference = \($0);" } ?? ""
        return """
            \(listID) = {isa = XCConfigurationList; buildConfigurations = (\(id), ); defaultConfigurationName = Debug; };
            \(id) = {isa = XCBuildConfiguration; \(baseReference) buildSettings = { \(settings) }; name = Debug; };
            """
    }

    // MARK: Files

    func testSourcesComeFromTheBuildPhaseThroughNestedGroupsAndNeverFromTheFolder() throws {
        for path in ["App/AppMain.swift", "App/Views/List.swift", "App/Views/Old.swift", "Root.swift", "Art/Logo.png",
                     "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings", "App/Assets.xcassets/Contents.json",
                     "App/Data/seed.json", "/elsewhere/Absolute.swift"] {
            try write("// \(path)\n", to: path.hasPrefix("/") ? String(path.dropFirst()) : path)
        }
        let absolute = folder.appendingPathComponent("elsewhere/Absolute.swift").path
        let project = try project("""
            MAIN = {isa = PBXGroup; children = (GAPP, FROOT, GART, FABS, ); sourceTree = "<group>"; };
            GAPP = {isa = PBXGroup; children = (FMAIN, GVIEWS, VSTRINGS, FASSETS, FDATA, ); path = App; sourceTree = "<group>"; };
            GVIEWS = {isa = PBXGroup; children = (FLIST, FOLD, ); name = "Screens"; path = Views; sourceTree = "<group>"; };
            GART = {isa = PBXGroup; children = (FLOGO, ); name = Art; sourceTree = "<group>"; };
            FMAIN = {isa = PBXFileReference; path = AppMain.swift; sourceTree = "<group>"; };
            FLIST = {isa = PBXFileReference; path = List.swift; sourceTree = "<group>"; };
            FOLD = {isa = PBXFileReference; path = Old.swift; sourceTree = "<group>"; };
            FROOT = {isa = PBXFileReference; path = Root.swift; sourceTree = SOURCE_ROOT; };
            FLOGO = {isa = PBXFileReference; path = Art/Logo.png; sourceTree = SRCROOT; };
            FABS = {isa = PBXFileReference; path = "\(absolute)"; sourceTree = "<absolute>"; };
            FASSETS = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
            FDATA = {isa = PBXFileReference; lastKnownFileType = folder; path = Data; sourceTree = "<group>"; };
            VSTRINGS = {isa = PBXVariantGroup; children = (FEN, FDE, ); name = Localizable.strings; sourceTree = "<group>"; };
            FEN = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            FDE = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
            B1 = {isa = PBXBuildFile; fileRef = FMAIN; };
            B2 = {isa = PBXBuildFile; fileRef = FLIST; };
            B3 = {isa = PBXBuildFile; fileRef = FROOT; };
            B4 = {isa = PBXBuildFile; fileRef = FABS; };
            B5 = {isa = PBXBuildFile; fileRef = VSTRINGS; };
            B6 = {isa = PBXBuildFile; fileRef = FASSETS; };
            B7 = {isa = PBXBuildFile; fileRef = FLOGO; };
            B8 = {isa = PBXBuildFile; fileRef = FDATA; };
            SOURCES = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4, ); };
            RESOURCES = {isa = PBXResourcesBuildPhase; files = (B5, B6, B7, B8, ); };
            \(target("T1", name: "App", phases: ["SOURCES", "RESOURCES"], list: "T1DEBUGLIST"))
            \(configuration("T1DEBUG", "SWIFT_VERSION = 5.0;"))
            \(configuration("PROJECTDEBUG", ""))
            """, targets: ["T1"])
        let app = try XCTUnwrap(project.targets.first)
        XCTAssertEqual(app.kind, .application)
        // `Old.swift` sits in a group and on disk but in no Sources phase: never compiled.
        XCTAssertEqual(app.sources.map { relative($0) }, ["App/AppMain.swift", "App/Views/List.swift", "Root.swift", "elsewhere/Absolute.swift"])
        XCTAssertEqual(app.assetCatalogs.map { relative($0) }, ["App/Assets.xcassets"])
        XCTAssertEqual(app.resources.map(\.destination), ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings", "Logo.png", "Data"])
        XCTAssertEqual(app.resources.map { relative($0.source) }, ["App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings", "Art/Logo.png", "App/Data"])
    }

    func testSynchronizedFoldersTakeEveryFileButTheirExceptions() throws {
        for path in ["App/AppMain.swift", "App/Info.plist", "App/Drafts/Broken.swift", "App/Drafts/Kept.swift", "App/Assets.xcassets/Contents.json",
                     "App/Data/trails.json", "App/fr.lproj/Localizable.strings", "App/App.entitlements",
                     "Shared/Model.swift", "Shared/WatchOnly.swift", "Tests/AppTests.swift"] {
            try write("// \(path)\n", to: path)
        }
        let project = try project("""
            MAIN = {isa = PBXGroup; children = (SYNCAPP, SYNCSHARED, SYNCTESTS, ); sourceTree = "<group>"; };
            SYNCAPP = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EXAPP, ); path = App; sourceTree = "<group>"; };
            SYNCSHARED = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EXSHARED, ); path = Shared; sourceTree = "<group>"; };
            SYNCTESTS = {isa = PBXFileSystemSynchronizedRootGroup; path = Tests; sourceTree = "<group>"; };
            EXAPP = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Drafts/Broken.swift, Info.plist, ); target = T1; };
            EXSHARED = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Model.swift, ); target = T1; };
            \(target("T1", name: "App", list: "T1DEBUGLIST", extra: "fileSystemSynchronizedGroups = (SYNCAPP, );"))
            \(target("T2", name: "AppTests", type: "bundle.unit-test", list: "T2DEBUGLIST", extra: "fileSystemSynchronizedGroups = (SYNCTESTS, );"))
            \(configuration("T1DEBUG", "INFOPLIST_FILE = App/Info.plist;"))
            \(configuration("T2DEBUG", ""))
            \(configuration("PROJECTDEBUG", ""))
            """, targets: ["T1", "T2"])
        let app = try XCTUnwrap(project.targets.first)
        // The folder's files but its exceptions, and the one file of Shared the app takes.
        XCTAssertEqual(app.sources.map { relative($0) }.sorted(), ["App/AppMain.swift", "App/Drafts/Kept.swift", "Shared/Model.swift"])
        XCTAssertEqual(app.assetCatalogs.map { relative($0) }, ["App/Assets.xcassets"])
        // Resources at the bundle's top (localized ones in their folder); settings files are not copied.
        XCTAssertEqual(app.resources.map(\.destination).sorted(), ["fr.lproj/Localizable.strings", "trails.json"])
        XCTAssertEqual(project.targets[1].kind, .skipped("a unit-test target"))
        XCTAssertEqual(project.targets[1].sources.map { relative($0) }, ["Tests/AppTests.swift"])
    }

    // MARK: Settings

    /// One app target `T1` compiling `App/A.swift`, based on `Config/XCCONFIG` (its Debug
    /// configuration is `T1DEBUG`, with the xcconfig as `base: "FCONFIG"`).
    private func appWithXcconfig(_ xcconfig: String, name: String) -> String {
        """
        MAIN = {isa = PBXGroup; children = (GAPP, GCONFIG, ); sourceTree = "<group>"; };
        GAPP = {isa = PBXGroup; children = (FA, ); path = App; sourceTree = "<group>"; };
        GCONFIG = {isa = PBXGroup; children = (FCONFIG, ); path = Config; sourceTree = "<group>"; };
        FA = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
        FCONFIG = {isa = PBXFileReference; path = \(xcconfig); sourceTree = "<group>"; };
        BA = {isa = PBXBuildFile; fileRef = FA; };
        SOURCES = {isa = PBXSourcesBuildPhase; files = (BA, ); };
        \(target("T1", name: name, phases: ["SOURCES"], list: "T1DEBUGLIST"))
        """
    }

    /// An Info.plist named from the project folder (`$(SRCROOT)/…`) whose values come from an
    /// xcconfig per configuration, as apps keep their API endpoints and keys.
    func testAnInfoPlistUnderSrcrootTakesTheXcconfigsValues() throws {
        try write("REST_BASE_URL = https:/$()/newsapi.org/v2/\nNEWS_API_KEY = abc123\n", to: "Config/Dev.xcconfig")
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
                <key>REST_BASE_URL</key><string>$(REST_BASE_URL)</string>
                <key>NEWS_API_KEY</key><string>$(NEWS_API_KEY)</string>
            </dict></plist>
            """, to: "App/Plist/Info.plist")
        try write("// x\n", to: "App/A.swift")
        let project = try project("""
            \(appWithXcconfig("Dev.xcconfig", name: "NewsApp"))
            \(configuration("T1DEBUG", #"INFOPLIST_FILE = "$(SRCROOT)/App/Plist/Info.plist";"#, base: "FCONFIG"))
            \(configuration("PROJECTDEBUG", ""))
            """, targets: ["T1"])
        let info = project.infoPlist(of: try XCTUnwrap(project.targets.first))
        XCTAssertEqual(info["REST_BASE_URL"] as? String, "https://newsapi.org/v2/", "`$()` is empty: it only keeps `//` from starting a comment")
        XCTAssertEqual(info["NEWS_API_KEY"] as? String, "abc123")
    }

    func testSettingsResolveThroughLevelsXcconfigsAndVariables() throws {
        try write("""
            #include "Shared.xcconfig"
            #include? "Missing.xcconfig"
            // A comment
            SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) FROM_XCCONFIG
            OTHER_SWIFT_FLAGS[sdk=macosx*] = -DMAC_ONLY
            OTHER_SWIFT_FLAGS[sdk=iphonesimulator*] = -DSIMULATOR -D SPACED
            """, to: "Config/App.xcconfig")
        try write("SWIFT_VERSION = 4.2\nMARKETING_VERSION = 3.1\n", to: "Config/Shared.xcconfig")
        try write("// x\n", to: "App/A.swift")
        let project = try project("""
            \(appWithXcconfig("App.xcconfig", name: "My App-2"))
            \(configuration("T1DEBUG", """
                SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) TARGET_FLAG"; SWIFT_VERSION = 6.0;
                SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY = YES; SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
                PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(PRODUCT_NAME:rfc1034identifier)";
                INFOPLIST_KEY_CFBundleDisplayName = "$(PRODUCT_NAME) Beta";
                """, base: "FCONFIG"))
            \(configuration("PROJECTDEBUG", #"SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";"#))
            """, targets: ["T1"])
        let app = try XCTUnwrap(project.targets.first)
        // Project, then the target's xcconfig, then the target: each `$(inherited)` the level below.
        XCTAssertEqual(app.settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS"), ["DEBUG", "FROM_XCCONFIG", "TARGET_FLAG"])
        // The target's own SWIFT_VERSION wins over the xcconfig's; iPhone conditions count, Mac ones not.
        XCTAssertEqual(app.settings["SWIFT_VERSION"], "6.0")
        XCTAssertEqual(app.settings["MARKETING_VERSION"], "3.1")
        XCTAssertEqual(app.settings.list("OTHER_SWIFT_FLAGS"), ["-DSIMULATOR", "-D", "SPACED"])
        // Module and product names as Xcode makes them.
        XCTAssertEqual(app.moduleName, "My_App_2")
        XCTAssertEqual(app.settings["PRODUCT_BUNDLE_IDENTIFIER"], "com.example.My-App-2")
        XCTAssertEqual(XcodeProject.swiftSettings(app.settings), [
            #".swiftLanguageMode(.version("6"))"#, #".define("DEBUG")"#, #".define("FROM_XCCONFIG")"#, #".define("TARGET_FLAG")"#,
            #".define("SIMULATOR")"#, #".define("SPACED")"#, #".enableUpcomingFeature("ExistentialAny")"#,
            #".unsafeFlags(["-default-isolation", "MainActor"])"#,
        ])
        XCTAssertEqual(project.infoPlist(of: app)["CFBundleDisplayName"] as? String, "My App-2 Beta")
        XCTAssertEqual(project.infoPlist(of: app)["CFBundleShortVersionString"] as? String, "3.1")
        XCTAssertEqual(XcodeProject.languageMode("4.2"), "4.2")
        XCTAssertEqual(XcodeProject.languageMode("5.0"), "5")
        XCTAssertEqual(XcodeBuildSettings.words(#"A "B C" D\ E 'F'"#), ["A", "B C", "D E", "F"])
    }

    func testTargetKindsDecideWhatIsPreviewed() {
        func kind(_ type: String, _ settings: [String: String] = [:], sources: Bool = true) -> XcodeProject.Target.Kind {
            var resolved = XcodeBuildSettings(builtIn: ["TARGET_NAME": "T"])
            resolved.push(settings)
            return XcodeProject.kind(productType: "com.apple.product-type." + type, settings: resolved, hasSources: sources)
        }
        XCTAssertEqual(kind("application"), .application)
        XCTAssertEqual(kind("framework"), .library)
        XCTAssertEqual(kind("library.static"), .library)
        XCTAssertEqual(kind("bundle.unit-test"), .skipped("a unit-test target"))
        XCTAssertEqual(kind("bundle.ui-testing"), .skipped("a UI-test target"))
        XCTAssertEqual(kind("app-extension"), .skipped("an app extension (widget, share, intents…): extensions run inside other apps"))
        XCTAssertEqual(kind("application.watchapp2"), .skipped("a watch app"))
        XCTAssertEqual(kind("application", ["SDKROOT": "watchos"]), .skipped("a watchOS target"))
        XCTAssertEqual(kind("application", ["SDKROOT": "macosx"]), .skipped("a macOS target (Easel previews iPhone screens)"))
        XCTAssertEqual(kind("application", ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"]), .application)
        XCTAssertEqual(kind("application", sources: false), .skipped("a target with no Swift sources"))
    }

    // MARK: Packages

    func testPackageReferencesBecomeManifestDependencies() {
        let remote = XcodeProject.dependency(url: "https://github.com/Alamofire/Alamofire.git",
                                             requirement: ["kind": "upToNextMajorVersion", "minimumVersion": "5.8.0"])
        XCTAssertEqual(remote.rendered, #".package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.8.0")"#)
        XCTAssertTrue(remote.isNamed("Alamofire"))
        XCTAssertEqual(XcodeProject.dependency(url: "https://x.org/a", requirement: ["kind": "exactVersion", "version": "1.2.3"]).rendered,
                       #".package(url: "https://x.org/a", exact: "1.2.3")"#)
        XCTAssertEqual(XcodeProject.dependency(url: "https://x.org/a", requirement: ["kind": "upToNextMinorVersion", "minimumVersion": "1.2.0"]).rendered,
                       #".package(url: "https://x.org/a", .upToNextMinor(from: "1.2.0"))"#)
        XCTAssertEqual(XcodeProject.dependency(url: "https://x.org/a", requirement: ["kind": "versionRange", "minimumVersion": "1.0.0", "maximumVersion": "3.0.0"]).rendered,
                       #".package(url: "https://x.org/a", "1.0.0"..<"3.0.0")"#)
        XCTAssertEqual(XcodeProject.dependency(url: "https://x.org/a", requirement: ["kind": "branch", "branch": "develop"]).rendered,
                       #".package(url: "https://x.org/a", branch: "develop")"#)
    }

    func testLocalPackagesAreBuiltAsTheProjectsOwnCode() throws {
        try write("// x\n", to: "App/A.swift")
        try write("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "KitUI", targets: ["KitViews", "KitModel"])],
                                  targets: [.target(name: "KitViews", dependencies: ["KitModel"]), .target(name: "KitModel"),
                                            .testTarget(name: "KitTests", dependencies: ["KitModel"])])
            """, to: "Kit/Package.swift")
        for path in ["Kit/Sources/KitViews/V.swift", "Kit/Sources/KitModel/M.swift", "Kit/Tests/KitTests/T.swift"] { try write("// x\n", to: path) }
        let project = try project("""
            MAIN = {isa = PBXGroup; children = (FA, ); sourceTree = "<group>"; };
            FA = {isa = PBXFileReference; path = App/A.swift; sourceTree = "<group>"; };
            BA = {isa = PBXBuildFile; fileRef = FA; };
            SOURCES = {isa = PBXSourcesBuildPhase; files = (BA, ); };
            LOCAL = {isa = XCLocalSwiftPackageReference; relativePath = Kit; };
            PRODUCT = {isa = XCSwiftPackageProductDependency; productName = KitUI; };
            \(target("T1", name: "App", phases: ["SOURCES"], list: "T1DEBUGLIST", extra: "packageProductDependencies = (PRODUCT, );"))
            \(configuration("T1DEBUG", ""))
            \(configuration("PROJECTDEBUG", ""))
            """, targets: ["T1"], packages: ["LOCAL"])
        let preview = try project.previewProject(targetName: nil, overrides: [:], swift: "swift", scratch: folder.appendingPathComponent("scratch"))
        XCTAssertEqual(preview.targets.map(\.name), ["App", "KitViews", "KitModel"])
        // The product is its two targets; the package's tests are not built.
        XCTAssertEqual(preview.targets[0].dependencies.map(\.rendered), [#".target(name: "KitViews")"#, #".target(name: "KitModel")"#])
        XCTAssertTrue(preview.dependencies.isEmpty)
        XCTAssertEqual(preview.targets[0].kind, .executable)
    }

    /// An app that links a framework another project of its workspace builds (Xcode's implicit
    /// dependencies, as a modular app's workspace of one project per layer has it): the
    /// framework's target joins the preview build with its own files and settings.
    func testAFrameworkOfASiblingProjectInTheWorkspaceIsBuiltWithTheApp() throws {
        try write("// core\n", to: "Core/Store.swift")
        try write("// app\n", to: "App/A.swift")
        _ = try project("""
            MAIN = {isa = PBXGroup; children = (FC, PRODUCTREF, ); sourceTree = "<group>"; };
            FC = {isa = PBXFileReference; path = Core/Store.swift; sourceTree = "<group>"; };
            PRODUCTREF = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Core.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            BC = {isa = PBXBuildFile; fileRef = FC; };
            SOURCES = {isa = PBXSourcesBuildPhase; files = (BC, ); };
            \(target("C1", name: "Core", type: "framework", phases: ["SOURCES"], list: "C1DEBUGLIST", extra: "productReference = PRODUCTREF;"))
            \(configuration("C1DEBUG", "SWIFT_ACTIVE_COMPILATION_CONDITIONS = CORE_FLAG;"))
            \(configuration("PROJECTDEBUG", ""))
            """, targets: ["C1"], name: "Core")
        let appObjects = """
            MAIN = {isa = PBXGroup; children = (FA, LINKED, ); sourceTree = "<group>"; };
            FA = {isa = PBXFileReference; path = App/A.swift; sourceTree = "<group>"; };
            LINKED = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Core.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            BA = {isa = PBXBuildFile; fileRef = FA; };
            BL = {isa = PBXBuildFile; fileRef = LINKED; };
            SOURCES = {isa = PBXSourcesBuildPhase; files = (BA, ); };
            FRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (BL, ); };
            \(target("T1", name: "App", phases: ["SOURCES", "FRAMEWORKS"], list: "T1DEBUGLIST"))
            \(configuration("T1DEBUG", ""))
            \(configuration("PROJECTDEBUG", ""))
            """
        let scratch = folder.appendingPathComponent("scratch")
        let alone = try project(appObjects, targets: ["T1"])
        XCTAssertEqual(try alone.previewProject(targetName: nil, overrides: [:], swift: "swift", scratch: scratch).targets.map(\.name), ["App"],
                       "without a workspace the framework is not found (Xcode could not build it either)")

        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <FileRef location = "group:Core.xcodeproj"></FileRef>
            </Workspace>
            """, to: "Modular.xcworkspace/contents.xcworkspacedata")
        let app = try XcodeProject(url: folder.appendingPathComponent("App.xcodeproj"))
        XCTAssertEqual(app.targets.first?.linkedProducts, ["Core.framework"])
        let preview = try app.previewProject(targetName: nil, overrides: [:], swift: "swift", scratch: scratch)
        XCTAssertEqual(preview.targets.map(\.name), ["App", "Core"])
        XCTAssertEqual(preview.targets[0].dependencies.map(\.rendered), [#".target(name: "Core")"#])
        XCTAssertEqual(preview.targets[1].files?.map(\.lastPathComponent), ["Store.swift"])
        XCTAssertTrue(preview.targets[1].swiftSettings.contains { $0.contains("CORE_FLAG") }, "the framework's own settings")
    }

    /// A unit-test target that uses swift-snapshot-testing is a snapshot suite of the app it
    /// tests (`easel test`); one whose app is not built (another `--target`) is left out.
    func testAUnitTestTargetWithSnapshotTestingIsASuiteOfItsApp() throws {
        try write("// app\n", to: "App/A.swift")
        try write("// tests\n", to: "AppTests/ATests.swift")
        try write("// other\n", to: "Other/O.swift")
        let project = try project("""
            MAIN = {isa = PBXGroup; children = (FA, FT, FO, ); sourceTree = "<group>"; };
            FA = {isa = PBXFileReference; path = App/A.swift; sourceTree = "<group>"; };
            FT = {isa = PBXFileReference; path = AppTests/ATests.swift; sourceTree = "<group>"; };
            FO = {isa = PBXFileReference; path = Other/O.swift; sourceTree = "<group>"; };
            BA = {isa = PBXBuildFile; fileRef = FA; };
            BT = {isa = PBXBuildFile; fileRef = FT; };
            BO = {isa = PBXBuildFile; fileRef = FO; };
            SOURCESA = {isa = PBXSourcesBuildPhase; files = (BA, ); };
            SOURCEST = {isa = PBXSourcesBuildPhase; files = (BT, ); };
            SOURCESO = {isa = PBXSourcesBuildPhase; files = (BO, ); };
            SNAPSHOTS = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/pointfreeco/swift-snapshot-testing";
                         requirement = {kind = upToNextMajorVersion; minimumVersion = 1.15.0; }; };
            PRODUCT = {isa = XCSwiftPackageProductDependency; package = SNAPSHOTS; productName = SnapshotTesting; };
            DEPENDENCY = {isa = PBXTargetDependency; target = T1; };
            \(target("T1", name: "App", phases: ["SOURCESA"], list: "T1DEBUGLIST"))
            \(target("T3", name: "Other", phases: ["SOURCESO"], list: "T3DEBUGLIST"))
            T2 = {isa = PBXNativeTarget; buildConfigurationList = T2DEBUGLIST; buildPhases = (SOURCEST, ); dependencies = (DEPENDENCY, );
                  name = "AppTests"; packageProductDependencies = (PRODUCT, ); productName = "AppTests";
                  productType = "com.apple.product-type.bundle.unit-test"; };
            \(configuration("T1DEBUG", ""))
            \(configuration("T2DEBUG", ""))
            \(configuration("T3DEBUG", ""))
            \(configuration("PROJECTDEBUG", ""))
            """, targets: ["T1", "T2", "T3"], packages: ["SNAPSHOTS"])
        let scratch = folder.appendingPathComponent("scratch")
        let preview = try project.previewProject(targetName: nil, overrides: [:], swift: "swift", scratch: scratch)
        let suite = try XCTUnwrap(preview.targets.first { $0.name == "AppTests" })
        XCTAssertEqual(suite.kind, .test)
        XCTAssertEqual(suite.files?.map { relative($0) }, ["AppTests/ATests.swift"])
        XCTAssertEqual(suite.dependencies.map(\.rendered),
                       [#".target(name: "App")"#, #".product(name: "SnapshotTesting", package: "swift-snapshot-testing")"#])
        XCTAssertTrue(preview.dependencies.contains { $0.isNamed("swift-snapshot-testing") })
        let other = try project.previewProject(targetName: "Other", overrides: [:], swift: "swift", scratch: scratch)
        XCTAssertFalse(other.targets.contains { $0.kind == .test })
    }

    func testAnUnknownTargetAndAProjectWithNothingToPreviewAreNamed() throws {
        try write("// x\n", to: "Tests/T.swift")
        let project = try project("""
            MAIN = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            FT = {isa = PBXFileReference; path = Tests/T.swift; sourceTree = "<group>"; };
            BT = {isa = PBXBuildFile; fileRef = FT; };
            SOURCES = {isa = PBXSourcesBuildPhase; files = (BT, ); };
            \(target("T1", name: "AppTests", type: "bundle.unit-test", phases: ["SOURCES"], list: "T1DEBUGLIST"))
            \(configuration("T1DEBUG", ""))
            \(configuration("PROJECTDEBUG", ""))
            """, targets: ["T1"])
        XCTAssertThrowsError(try project.previewProject(targetName: nil, overrides: [:], swift: "swift", scratch: folder)) { error in
            XCTAssertEqual("\(error)", "App.xcodeproj has no app, framework or library target for the iPhone with Swift sources to preview: AppTests (a unit-test target).")
        }
    }

    // MARK: Bad input

    func testUnreadableProjectsAreReportedInOneSentence() throws {
        func message(_ text: String) throws -> String {
            try write(text, to: "Bad.xcodeproj/project.pbxproj")
            do {
                _ = try XcodeProject(url: folder.appendingPathComponent("Bad.xcodeproj"))
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        let path = folder.appendingPathComponent("Bad.xcodeproj/project.pbxproj").path
        XCTAssertTrue(try message("{ objects = { A = {isa = PBXGroup; ").hasPrefix("\(path) is not an Xcode project file Easel can read: "))
        XCTAssertEqual(try message("{ archiveVersion = 1; }"), "\(path) is not an Xcode project file Easel can read: it has no objects table")
        XCTAssertEqual(try message("{ objects = { A = {isa = PBXGroup; }; }; rootObject = A; }"),
                       "\(path) is not an Xcode project file Easel can read: its rootObject is not a PBXProject")
        XCTAssertEqual(try message("( 1, 2 )"), "\(path) is not an Xcode project file Easel can read: its top level is not a dictionary")
        XCTAssertThrowsError(try XcodeProject(url: folder.appendingPathComponent("Missing.xcodeproj"))) { error in
            XCTAssertTrue("\(error)".contains("Missing.xcodeproj/project.pbxproj could not be read"), "\(error)")
        }
    }

    /// A project made on a Mac, whose file system ignores case: the project lists
    /// `EmptyPlaceholderView.swift` in `Views`, the file on disk is `EmptyPlaceholderVIew.swift`
    /// in `views`. Xcode builds it; so must a preview.
    func testAFileListedInAnotherCaseIsFoundAsOnAMac() throws {
        try write("struct EmptyPlaceholderView {}", to: "App/views/EmptyPlaceholderVIew.swift")
        let listed = folder.appendingPathComponent("App/Views/EmptyPlaceholderView.swift")
        let found = try XCTUnwrap(XcodeProject.onDisk(listed))
        XCTAssertEqual(relative(found), "App/views/EmptyPlaceholderVIew.swift")
        XCTAssertNil(XcodeProject.onDisk(folder.appendingPathComponent("App/Views/Missing.swift")), "not there in any case")
        // Two files that differ only in case (possible here, not on a Mac): neither is guessed.
        try write("struct A {}", to: "App/Twice/Model.swift")
        try write("struct B {}", to: "App/Twice/model.swift")
        XCTAssertNil(XcodeProject.onDisk(folder.appendingPathComponent("App/Twice/MODEL.swift")))
        XCTAssertNotNil(XcodeProject.onDisk(folder.appendingPathComponent("App/Twice/model.swift")), "an exact name is taken as it is")
    }

    private func relative(_ url: URL) -> String {
        String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
    }
}
