import XCTest
@testable import EaselTool

/// What `easel` opens in a folder, how it reads Playgrounds manifests, and what it shows of a build.
final class ProjectOpeningTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-open-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func touch(_ path: String, _ text: String = "") throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func testAFolderOpensItsPackageItsProjectOrSaysWhatIsThere() throws {
        XCTAssertThrowsError(try ProjectLocator.inFolder(folder)) { error in
            XCTAssertEqual(error as? ProjectLocator.Failure, .nothingHere(folder))
            XCTAssertTrue("\(error)".contains("There is no Xcode project or Swift package in \(folder.path)"))
        }
        try touch("App.xcodeproj/project.pbxproj")
        XCTAssertEqual(try ProjectLocator.inFolder(folder), .xcodeProject(folder.appendingPathComponent("App.xcodeproj")))
        try touch("Other.xcodeproj/project.pbxproj")
        XCTAssertThrowsError(try ProjectLocator.inFolder(folder)) { error in
            XCTAssertEqual("\(error)", "\(folder.path) holds several projects: App.xcodeproj, Other.xcodeproj. "
                           + "Choose one with --project, e.g. easel list --project App.xcodeproj.")
        }
        XCTAssertEqual(try ProjectLocator.project(at: "Other.xcodeproj", base: folder), .xcodeProject(folder.appendingPathComponent("Other.xcodeproj")))
        // A package's manifest wins: the folder is a package.
        try touch("Package.swift", "// swift-tools-version:5.9\n")
        XCTAssertEqual(try ProjectLocator.inFolder(folder), .package(folder))
    }

    func testAWorkspaceListsItsProjectsAndCocoaPodsIsNotTheApp() throws {
        try touch("App/App.xcodeproj/project.pbxproj")
        try touch("Pods/Pods.xcodeproj/project.pbxproj")
        try touch("App.xcworkspace/contents.xcworkspacedata", """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <Group location = "group:App" name = "App">
                  <FileRef location = "group:App.xcodeproj"></FileRef>
               </Group>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
            </Workspace>
            """)
        let projects = ProjectLocator.workspaceProjects(folder.appendingPathComponent("App.xcworkspace"))
        XCTAssertEqual(projects.map(\.lastPathComponent), ["App.xcodeproj", "Pods.xcodeproj"])
        XCTAssertEqual(try ProjectLocator.inFolder(folder), .xcodeProject(folder.appendingPathComponent("App/App.xcodeproj")))
        XCTAssertEqual(try ProjectLocator.project(at: "App.xcworkspace", base: folder), .xcodeProject(folder.appendingPathComponent("App/App.xcodeproj")))
        try touch("Extra/Extra.xcodeproj/project.pbxproj")
        try touch("Two.xcworkspace/contents.xcworkspacedata", """
            <Workspace version = "1.0"><FileRef location = "group:App/App.xcodeproj"/><FileRef location = "group:Extra/Extra.xcodeproj"/></Workspace>
            """)
        XCTAssertThrowsError(try ProjectLocator.project(at: "Two.xcworkspace", base: folder)) { error in
            XCTAssertTrue("\(error)".contains("holds several projects: App/App.xcodeproj, Extra/Extra.xcodeproj"), "\(error)")
        }
    }

    /// A project file with one target of `type` (`application`, `framework`).
    private func pbxproj(target name: String, type: String) -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 77; objects = {
            PROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (T1, ); };
            MAIN = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; buildPhases = (); dependencies = (); name = "\(name)"; productType = "com.apple.product-type.\(type)"; };
        }; rootObject = PROJECT; }
        """
    }

    /// A workspace of one app and the framework projects it links (a project per module)
    /// opens on the app's project, at its folder and with `--project` naming the workspace.
    func testAWorkspaceOfOneAppAndItsFrameworkProjectsOpensTheApp() throws {
        try touch("Notes/Notes.xcodeproj/project.pbxproj", pbxproj(target: "Notes", type: "application"))
        try touch("NotesCore/NotesCore.xcodeproj/project.pbxproj", pbxproj(target: "NotesCore", type: "framework"))
        try touch("NotesUI/NotesUI.xcodeproj/project.pbxproj", pbxproj(target: "NotesUI", type: "framework"))
        try touch("Notes.xcworkspace/contents.xcworkspacedata", """
            <Workspace version = "1.0"><FileRef location = "group:Notes/Notes.xcodeproj"/>\
            <FileRef location = "group:NotesCore/NotesCore.xcodeproj"/><FileRef location = "group:NotesUI/NotesUI.xcodeproj"/></Workspace>
            """)
        let app = folder.appendingPathComponent("Notes/Notes.xcodeproj")
        XCTAssertEqual(try ProjectLocator.inFolder(folder), .xcodeProject(app))
        XCTAssertEqual(try ProjectLocator.project(at: "Notes.xcworkspace", base: folder), .xcodeProject(app))
        // A second app in the workspace: the user chooses.
        try touch("Widget/Widget.xcodeproj/project.pbxproj", pbxproj(target: "Widget", type: "application"))
        try touch("Notes.xcworkspace/contents.xcworkspacedata", """
            <Workspace version = "1.0"><FileRef location = "group:Notes/Notes.xcodeproj"/><FileRef location = "group:Widget/Widget.xcodeproj"/></Workspace>
            """)
        XCTAssertThrowsError(try ProjectLocator.inFolder(folder))
    }

    func testAPlaygroundsAppFolderOpensAsItsPackage() throws {
        try touch("Habits.swiftpm/Package.swift", "import AppleProductTypes\n")
        XCTAssertEqual(try ProjectLocator.inFolder(folder), .package(folder.appendingPathComponent("Habits.swiftpm")))
    }

    func testEaselsOwnFolderShowsTheGallery() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        XCTAssertEqual(try ProjectLocator.inFolder(root), .gallery)
    }

    func testThePlaygroundsManifestIsReadWithoutAppleProductTypes() {
        let manifest = """
            // swift-tools-version: 5.8
            import PackageDescription
            import AppleProductTypes

            let package = Package(
                name: "Habits",
                platforms: [.iOS("16.0")],
                products: [
                    .iOSApplication(
                        name: "Habits (beta)",
                        targets: ["AppModule"],
                        bundleIdentifier: "com.example.habits",
                        displayVersion: "1.0",
                        appIcon: .placeholder(icon: .leaf),
                        accentColor: .presetColor(.green),
                        supportedDeviceFamilies: [.pad, .phone],
                        supportedInterfaceOrientations: [.portrait] // (a comment with a ")")
                    )
                ],
                targets: [
                    .executableTarget(name: "AppModule", path: ".")
                ]
            )
            """
        XCTAssertTrue(PlaygroundManifest.isAppManifest(manifest))
        let plain = PlaygroundManifest.withoutAppleProductTypes(manifest)
        XCTAssertFalse(plain.contains("AppleProductTypes"))
        XCTAssertFalse(plain.contains("iOSApplication"))
        XCTAssertTrue(plain.contains("products: [\n        \n    ],"), plain)
        XCTAssertTrue(plain.contains(".executableTarget(name: \"AppModule\", path: \".\")"))
        XCTAssertFalse(PlaygroundManifest.isAppManifest("import PackageDescription\nlet package = Package(name: \"A\")"))
    }

    func testAPackageThatCannotBeFetchedIsNamedInOneSentence() {
        let output = """
            Fetching https://github.com/Alamofire/Alamofire.git
            warning: 'alamofire': skipping cache due to an error: Failed to clone repository https://github.com/Alamofire/Alamofire.git:
                Cloning into bare repository '/root/.cache/org.swift.swiftpm/repositories/Alamofire-63cd6d99'...
                fatal: repository 'https://github.com/Alamofire/Alamofire.git/' not found
            error: Failed to clone repository https://github.com/Alamofire/Alamofire.git:
                Cloning into bare repository '/tmp/x/.build/repositories/Alamofire-63cd6d99'...
                fatal: repository 'https://github.com/Alamofire/Alamofire.git/' not found
            """
        let dependency = XcodeProject.dependency(url: "https://github.com/Alamofire/Alamofire.git",
                                                 requirement: ["kind": "upToNextMajorVersion", "minimumVersion": "5.8.0"])
        let (identity, message) = PreviewBuild.resolutionFailure(output, dependencies: [dependency])
        XCTAssertEqual(identity, "alamofire")
        XCTAssertEqual(message, "The package alamofire (https://github.com/Alamofire/Alamofire.git, from: \"5.8.0\") could not be fetched: "
                       + "repository 'https://github.com/Alamofire/Alamofire.git/' not found. "
                       + "Point easel at a checkout of it with --package-override alamofire=PATH.")
        let (none, other) = PreviewBuild.resolutionFailure("error: Dependencies could not be resolved because root depends on 'a' 9.0.0..<10.0.0.", dependencies: [])
        XCTAssertNil(none)
        XCTAssertTrue(other.hasPrefix("The project's Swift packages could not be resolved: Dependencies could not be resolved"), other)
    }

    /// An exact pin (Xcode's "Exact Version") this machine lacks is taken as its major version.
    func testAPinThisMachineLacksIsTakenAsItsMajorVersion() throws {
        let pinned = XcodeProject.dependency(url: "https://github.com/pointfreeco/swift-snapshot-testing.git",
                                             requirement: ["kind": "exactVersion", "version": "1.15.2"])
        let project = PreviewProject(root: folder, name: "App", origin: .package, dependencies: [pinned],
                                     targets: [PreviewProject.Target(name: "App", kind: .executable, directory: folder)])
        let relaxed = try XCTUnwrap(project.relaxing(package: "swift-snapshot-testing"))
        XCTAssertEqual(relaxed.asked, #"exact: "1.15.2""#)
        XCTAssertEqual(relaxed.taken, #""1.0.0"..<"2.0.0""#)
        XCTAssertEqual(relaxed.project.dependencies.first?.rendered,
                       #".package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", "1.0.0"..<"2.0.0")"#)
        // Asked once: a second failure drops the package as one that cannot be had.
        XCTAssertNil(relaxed.project.relaxing(package: "swift-snapshot-testing"))
        let branch = XcodeProject.dependency(url: "https://github.com/a/b.git", requirement: ["kind": "branch", "branch": "main"])
        XCTAssertNil(PreviewProject(root: folder, name: "App", origin: .package, dependencies: [branch], targets: []).relaxing(package: "b"))
        let output = "error: Dependencies could not be resolved because no versions of 'swift-snapshot-testing' match the requirement 1.15.2 and root depends on 'swift-snapshot-testing' 1.15.2."
        let (identity, message) = PreviewBuild.resolutionFailure(output, dependencies: [pinned])
        XCTAssertEqual(identity, "swift-snapshot-testing")
        XCTAssertTrue(message.contains("has no version that matches 1.15.2 here"), message)
    }

    /// A project whose package cannot be had still previews the targets that do not need it.
    func testTargetsThatNeedAMissingPackageAreLeftOutAndTheRestStays() throws {
        var app = PreviewProject.Target(name: "App", kind: .executable, directory: folder)
        app.dependencies = [.init(rendered: #".target(name: "Feature")"#)]
        var feature = PreviewProject.Target(name: "Feature", kind: .regular, directory: folder)
        feature.dependencies = [.init(rendered: #".product(name: "Kingfisher", package: "kingfisher")"#, package: "kingfisher")]
        let other = PreviewProject.Target(name: "Widgets", kind: .regular, directory: folder)
        let project = PreviewProject(root: folder, name: "App", origin: .package,
                                     dependencies: [XcodeProject.dependency(url: "https://github.com/onevcat/Kingfisher.git", requirement: [:])],
                                     targets: [app, feature, other])
        let rest = try XCTUnwrap(project.without(package: "kingfisher", because: "could not be fetched"))
        XCTAssertEqual(rest.targets.map(\.name), ["Widgets"])
        XCTAssertTrue(rest.dependencies.isEmpty)
        XCTAssertEqual(rest.skipped.map(\.name), ["App", "Feature"])
        XCTAssertNil(PreviewProject(root: folder, name: "App", origin: .package, dependencies: [], targets: [app, feature])
            .without(package: "kingfisher", because: "could not be fetched"))
    }

    func testTheBuildShowsEachMessageOnceAndNothingOfTheHosts() {
        var output = BuildOutput(isTerminal: false)
        let lines = [
            "warning: 'host': found 1 file(s) which are unhandled; explicitly declare them as resources or exclude from the target\n",
            "    /tmp/App/README.md\n",
            "Building for debugging...\n",
            "[3/12] Compiling App A.swift\n",
            "/tmp/App/A.swift:3:5: error: cannot find 'x' in scope\n",
            "1 | let a = 1\n",
            "  |     `- error: cannot find 'x' in scope\n",
            "/tmp/App/A.swift:3:5: error: cannot find 'x' in scope\n",
            " 1 | let a = 1\n",
            "   |     `- error: cannot find 'x' in scope\n",
            "error: emit-module command failed with exit code 1 (use -v to see invocation)\n",
            "/tmp/App/B.swift:1:1: warning: var never mutated\n",
        ]
        let shown = lines.compactMap { output.filter($0) }
        XCTAssertEqual(shown, [
            "/tmp/App/A.swift:3:5: error: cannot find 'x' in scope\n", "1 | let a = 1\n", "  |     `- error: cannot find 'x' in scope\n",
            "/tmp/App/B.swift:1:1: warning: var never mutated\n",
        ])
    }

    func testOptionsOfEaselItselfAreTakenAndTheRestGoesToTheHost() throws {
        let options = try ProjectPreviews.parse(["snapshot", "Home", "--project", "App.xcodeproj", "--target=App", "--dark",
                                                 "--package-override", "Kingfisher=/src/Kingfisher", "-c", "release"])
        XCTAssertEqual(options.projectPath, "App.xcodeproj")
        XCTAssertEqual(options.target, "App")
        XCTAssertEqual(options.configuration, "release")
        XCTAssertEqual(options.overrides, ["kingfisher": URL(fileURLWithPath: "/src/Kingfisher")])
        XCTAssertEqual(options.arguments, ["snapshot", "Home", "--dark"])
        XCTAssertThrowsError(try ProjectPreviews.parse(["--package-override", "nothing"])) { error in
            XCTAssertTrue("\(error)".contains("--package-override takes NAME=PATH"), "\(error)")
        }
        XCTAssertThrowsError(try ProjectPreviews.parse(["--project", "A.xcodeproj", "--package-path", "."]))
        XCTAssertThrowsError(try ProjectPreviews.parse(["list", "--target"]))
    }
}
