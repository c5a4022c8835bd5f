import XCTest
import SwiftUI

// `navigationDestination(isPresented:)` (iOS 16) and `(item:)` (iOS 17), as apps push a detail
// screen from a selection or a flag instead of a link; and the small API the same apps use.

private struct Exercise: Identifiable, Hashable {
    let id: Int
    let name: String
}

private struct ExerciseList: View {
    @State private var selected: Exercise?
    private let exercises = [Exercise(id: 1, name: "Squat"), Exercise(id: 2, name: "Plank")]

    var body: some View {
        NavigationStack {
            List(exercises) { exercise in
                Button(exercise.name) { selected = exercise }.accessibilityIdentifier("row-\(exercise.id)")
            }
            .navigationTitle("Exercises")
            .navigationDestination(item: $selected) { exercise in
                Text("Detail of \(exercise.name)")
            }
        }
    }
}

private struct Settings: View {
    @State private var showsAbout = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("About") { showsAbout = true }.accessibilityIdentifier("about")
                Text(showsAbout ? "flag on" : "flag off")
            }
            .navigationTitle("Settings")
            .navigationDestination(isPresented: $showsAbout) {
                Text("About this app")
            }
        }
    }
}

final class NavigationDestinationIdiomTests: XCTestCase {
    func testAnItemPushesItsDetailAndTheBackButtonClearsIt() {
        let host = phoneHost(ExerciseList())
        XCTAssertEqual(host.text(of: "navigation-title"), "Exercises")
        host.tap("row-2")
        XCTAssertTrue(host.shownTexts().contains("Detail of Plank"), "\(host.shownTexts())")
        host.tap("navigation-back")
        XCTAssertEqual(host.text(of: "navigation-title"), "Exercises")
        host.tap("row-1")
        XCTAssertTrue(host.shownTexts().contains("Detail of Squat"), "the item was cleared, so a new one pushes again")
    }

    func testAFlagPushesAndPoppingTurnsItOff() {
        let host = phoneHost(Settings())
        host.tap("about")
        XCTAssertTrue(host.shownTexts().contains("About this app"))
        host.tap("navigation-back")
        XCTAssertTrue(host.shownTexts().contains("flag off"), "\(host.shownTexts())")
    }

    func testFormatterInterpolationAndDispatchConstants() {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US")
        let date = Date(timeIntervalSince1970: 0)
        let host = PreviewHost(Text("\(date, formatter: formatter)"), size: CGSize(width: 200, height: 50))
        XCTAssertEqual(host.shownTexts(), ["1/1/70"])
        XCTAssertEqual(2 * NSEC_PER_SEC, 2_000_000_000)
        let handler: DispatchSourceTimer.DispatchSourceHandler = {}
        handler()
    }
}
