import XCTest
import EaselRaster
import EaselTestSupport

/// Xcode projects opened as their developers would: `easel list`, `snapshot` and
/// `accessibility` in `Examples/Habits` (nested groups, an app and a unit-test target, an asset
/// catalog and a Preview Content one, a file in no target, a local package, compilation
/// conditions and Info.plist keys in build settings) and `Examples/Trails` (Xcode 16
/// synchronized folders with exceptions, a JSON file read through `Bundle.main`, an
/// `INFOPLIST_FILE`, Xcode 26's main-actor default isolation) and `Examples/Notes` (Xcode's
/// Core Data template: a model whose classes Xcode generates, one written by hand with
/// `@NSManaged`, `@FetchRequest`), with no line written for Easel.
final class XcodeProjectWorkflowTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")
    private static let habits = examples.appendingPathComponent("Habits")
    private static let trails = examples.appendingPathComponent("Trails")
    private static let notes = examples.appendingPathComponent("Notes")

    func testTheClassicProjectListsItsAppsAndItsLocalPackagesPreviews() throws {
        let result = try EaselProcess.run(["list", "--verbose"], directory: Self.habits)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output.split(separator: "\n").map(String.init), [
            "Skipped target HabitsTests: a unit-test target",
            "StreakBadge\tStreakBadge.swift:46",
            "HabitList\tHabitList.swift:36",
            "Streak card\tHabitList.swift:41",
            "Done today\tHabitRow.swift:26",
        ])
        // Nothing changed: nothing built, and the listing is the same without --verbose.
        let again = try EaselProcess.run(["list", "--project", "Habits.xcodeproj"], directory: Self.habits)
        XCTAssertFalse(again.error.contains("building"), again.error)
        XCTAssertEqual(again.output, result.output.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n")
    }

    /// Build settings reach the code (the Debug configuration's `HABITS_DEMO`, the display name
    /// from `INFOPLIST_KEY_CFBundleDisplayName`), and both catalogs' colours reach the pixels.
    func testBuildSettingsAndBothAssetCatalogsReachThePreview() throws {
        let tree = try EaselProcess.run(["accessibility", "HabitList"], directory: Self.habits)
        XCTAssertEqual(tree.status, 0, tree.error)
        XCTAssertTrue(tree.output.contains(#"header,staticText "Daily Habits""#), tree.output)
        XCTAssertTrue(tree.output.contains(#"staticText "Demo data""#), tree.output)
        XCTAssertTrue(tree.output.contains(#"staticText "Water the plants""#), tree.output)

        let folder = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = try EaselProcess.run(["snapshot", "--all", "--output-dir", folder.path], directory: Self.habits)
        XCTAssertEqual(shot.status, 0, shot.error)
        XCTAssertFalse(shot.error.contains("No color named"), shot.error)
        // "Done" (the app's catalog): the check mark of a habit done today is its green.
        let list = try RasterImage.readPNG(from: folder.appendingPathComponent("HabitList-iphone-16.png"))
        let green = (0..<list.height).flatMap { y in stride(from: 900, to: list.width, by: 3).map { (x: $0, y: y) } }
            .first { point in
                let color = list.color(x: point.x, y: point.y)
                return abs(color.red - 0x1F / 255.0) < 0.03 && abs(color.green - 0xA8 / 255.0) < 0.03 && abs(color.blue - 0x5C / 255.0) < 0.03
            }
        XCTAssertNotNil(green, "the Done colour's green check mark")
        // "PreviewBackdrop" (the Preview Content catalog, a development asset).
        let card = try RasterImage.readPNG(from: folder.appendingPathComponent("Streak card-iphone-16.png"))
        let backdrop = card.color(x: 10, y: card.height / 2)
        XCTAssertEqual(backdrop.red, 0.2, accuracy: 0.02)
        XCTAssertEqual(backdrop.blue, 0.55, accuracy: 0.02)
        // The local package's `#if os(iOS)` branch.
        let cardText = try EaselProcess.run(["accessibility", "Streak card"], directory: Self.habits)
        XCTAssertTrue(cardText.output.contains(#""12 days in a row""#), cardText.output)
    }

    func testASynchronizedFolderProjectReadsItsJSONAndInfoPlistThroughBundleMain() throws {
        let list = try EaselProcess.run(["list", "--verbose"], directory: Self.trails)
        XCTAssertEqual(list.status, 0, list.error)
        XCTAssertEqual(list.output.split(separator: "\n").map(String.init), [
            "Skipped target TrailsUITests: a UI-test target",
            "TrailList\tTrailList.swift:33",
            "Trailhead\tTrailList.swift:37",
        ])
        // `Bundle.main.decode("trails.json")` and `INFOPLIST_FILE`'s own key.
        let tree = try EaselProcess.run(["accessibility", "TrailList"], directory: Self.trails)
        XCTAssertEqual(tree.status, 0, tree.error)
        for text in [#"header,staticText "Dolomites""#, #""Lago di Braies loop""#, #""Tre Cime circuit""#, #""Seceda ridge""#, #""12.8""#] {
            XCTAssertTrue(tree.output.contains(text), "\(text) in \(tree.output)")
        }
        let png = EaselProcess.temporaryDirectory().appendingPathComponent("trailhead.png")
        defer { try? FileManager.default.removeItem(at: png.deletingLastPathComponent()) }
        let shot = try EaselProcess.run(["snapshot", "Trailhead", "--output", png.path], directory: Self.trails)
        XCTAssertEqual(shot.status, 0, shot.error)
        let image = try RasterImage.readPNG(from: png)
        let color = image.color(x: image.width / 2, y: image.height / 2 - 100)
        XCTAssertEqual([color.red, color.green, color.blue].map { ($0 * 255).rounded() }, [0xC8, 0x7A, 0x3A])
    }

    func testTargetNarrowsThePreviewsAndAnUnknownOneIsNamed() throws {
        let narrowed = try EaselProcess.run(["list", "--target", "Habits"], directory: Self.habits)
        XCTAssertEqual(narrowed.status, 0, narrowed.error)
        XCTAssertTrue(narrowed.output.contains("HabitList\tHabitList.swift:36"), narrowed.output)
        let unknown = try EaselProcess.run(["list", "--target", "Nope"], directory: Self.habits)
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.error.contains("Habits.xcodeproj has no previewable target named 'Nope'. Its targets: Habits."), unknown.error)
    }

    /// A Swift Playgrounds app: its manifest imports `AppleProductTypes`, its app target is the
    /// package's root folder.
    func testAPlaygroundsAppOpensAsItIs() throws {
        let folder = EaselProcess.temporaryDirectory().appendingPathComponent("Counter.swiftpm")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            // swift-tools-version: 5.8
            import PackageDescription
            import AppleProductTypes

            let package = Package(
                name: "Counter",
                platforms: [.iOS("16.0")],
                products: [
                    .iOSApplication(
                        name: "Counter",
                        targets: ["AppModule"],
                        bundleIdentifier: "com.example.counter",
                        displayVersion: "1.0",
                        bundleVersion: "1",
                        appIcon: .placeholder(icon: .calendar),
                        accentColor: .presetColor(.orange),
                        supportedDeviceFamilies: [.pad, .phone],
                        supportedInterfaceOrientations: [.portrait]
                    )
                ],
                targets: [
                    .executableTarget(name: "AppModule", path: ".")
                ]
            )
            """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            @main
            struct MyApp: App {
                var body: some Scene {
                    WindowGroup { ContentView() }
                }
            }
            """.write(to: folder.appendingPathComponent("MyApp.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            struct ContentView: View {
                @State private var count = 3
                var body: some View {
                    Button("Tapped \\(count) times") { count += 1 }
                }
            }

            #Preview {
                ContentView()
            }
            """.write(to: folder.appendingPathComponent("ContentView.swift"), atomically: true, encoding: .utf8)
        let result = try EaselProcess.run(["accessibility", "ContentView"], directory: folder.deletingLastPathComponent())
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains(#"button "Tapped 3 times""#), result.output)
    }

    func testAFolderWithNoProjectSaysSoAndTheGalleryStaysReachable() throws {
        let folder = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EaselProcess.run(["list"], directory: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("There is no Xcode project or Swift package in"), result.error)
        XCTAssertEqual(result.output, "")
        let gallery = try EaselProcess.run(["list", "--gallery"], directory: folder)
        XCTAssertEqual(gallery.status, 0, gallery.error)
        XCTAssertTrue(gallery.output.contains("keyboard-adjusting"), gallery.output)
        // A corrupt project file: one sentence with its path, status 1.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Broken.xcodeproj"), withIntermediateDirectories: true)
        try "{ objects = ".write(to: folder.appendingPathComponent("Broken.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let broken = try EaselProcess.run(["list"], directory: folder)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.error.contains("Broken.xcodeproj/project.pbxproj is not an Xcode project file Easel can read"), broken.error)
    }

    /// Xcode's Core Data app: the model's generated `Note` class, the hand-written `Folder` with
    /// `@NSManaged` properties and relationship accessors, the template's in-memory preview
    /// store, `@FetchRequest` sorted by key path and filtered by a predicate.
    func testACoreDataAppPreviewsItsFetchedObjects() throws {
        let list = try EaselProcess.run(["list"], directory: Self.notes)
        XCTAssertEqual(list.status, 0, list.error)
        XCTAssertEqual(list.output, "ContentView\tContentView.swift:100\nFolder\tFolderView.swift:29\n")

        let notes = try EaselProcess.run(["accessibility", "ContentView"], directory: Self.notes)
        XCTAssertEqual(notes.status, 0, notes.error)
        let rows = notes.output.split(separator: "\n").filter { $0.hasPrefix("button \"") && $0.contains("words") }
        XCTAssertEqual(rows.map { $0.split(separator: ",").first.map(String.init) ?? "" },
                       [#"button "Garden plan"#, #"button "Book list"#, #"button "Trip to Lisbon"#, #"button "Birthday gifts"#],
                       "sorted by timestamp: \(notes.output)")
        XCTAssertTrue(notes.output.contains("36 words"), notes.output)
        XCTAssertTrue(notes.output.contains(#"button "Add Note""#), "the toolbar's icon-only label keeps its title for VoiceOver: \(notes.output)")
        XCTAssertFalse(notes.output.contains("Select a note"), "an iPhone shows NavigationView's first column: \(notes.output)")

        let folder = try EaselProcess.run(["accessibility", "Folder"], directory: Self.notes)
        XCTAssertEqual(folder.status, 0, folder.error)
        for text in [#"header,staticText "Ideas""#, #"staticText "Trip to Lisbon""#, #"staticText "2 IN IDEAS""#, #"staticText "Garden plan""#] {
            XCTAssertTrue(folder.output.contains(text), "\(text) in \(folder.output)")
        }
        XCTAssertFalse(folder.output.contains("Book list"), "the pinned section's predicate and the folder's relationship: \(folder.output)")
    }
}
