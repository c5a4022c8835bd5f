import XCTest
import Observation
@testable import Easel

/// `@Observable` models and `@State` re-evaluate exactly the views that read what changed
/// (Apple, "Managing model data in your app"; "Demystify SwiftUI"). Bodies count their own
/// evaluations, so a test sees which ran again.
final class ObservationTrackingTests: XCTestCase {
    /// Body evaluations, by view name.
    final class Evaluations {
        var counts: [String: Int] = [:]
        func count(_ name: String) { counts[name, default: 0] += 1 }
    }

    @Observable final class Profile {
        var name = "Ada"
        var visits = 0
    }

    struct NameLabel: View {
        let profile: Profile
        let evaluations: Evaluations
        var body: some View {
            evaluations.count("name")
            return Text(profile.name)
        }
    }

    struct VisitsLabel: View {
        let profile: Profile
        let evaluations: Evaluations
        var body: some View {
            evaluations.count("visits")
            return Text("\(profile.visits) visits")
        }
    }

    struct ProfileView: View {
        let profile: Profile
        let evaluations: Evaluations
        var body: some View {
            evaluations.count("profile")
            return VStack {
                NameLabel(profile: profile, evaluations: evaluations)
                VisitsLabel(profile: profile, evaluations: evaluations)
                Button("Visit") { profile.visits += 1 }.accessibilityIdentifier("visit")
            }
        }
    }

    private func host<V: View>(_ view: V) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: 300, height: 600), safeAreaInsets: EdgeInsets(),
                    keyboardHeight: 0, colorScheme: .light, textEngine: StandInTextEngine())
    }

    func testAChangeReevaluatesOnlyTheViewsThatReadTheProperty() throws {
        let profile = Profile(), evaluations = Evaluations()
        let host = host(ProfileView(profile: profile, evaluations: evaluations))
        XCTAssertEqual(host.shownTexts(), ["Ada", "0 visits", "Visit"])
        XCTAssertEqual(evaluations.counts, ["profile": 1, "name": 1, "visits": 1])

        let visit = try XCTUnwrap(host.frame(of: "visit"))
        host.tap(at: CGPoint(x: visit.midX, y: visit.midY))
        XCTAssertEqual(host.shownTexts(), ["Ada", "1 visits", "Visit"])
        XCTAssertEqual(evaluations.counts, ["profile": 1, "name": 1, "visits": 2], "only the label that reads visits")

        profile.name = "Grace"
        XCTAssertEqual(host.shownTexts(), ["Grace", "1 visits", "Visit"])
        XCTAssertEqual(evaluations.counts, ["profile": 1, "name": 2, "visits": 2])
    }

    func testABindableModelIsEditedByATextField() throws {
        struct Editor: View {
            @Bindable var profile: Profile
            var body: some View {
                VStack {
                    TextField("Name", text: $profile.name).accessibilityIdentifier("field")
                    Text("Hi \(profile.name)")
                }
            }
        }
        let profile = Profile()
        let host = host(Editor(profile: profile))
        let field = try XCTUnwrap(host.frame(of: "field"))
        host.tap(at: CGPoint(x: field.maxX - 1, y: field.midY))
        host.type("!")
        XCTAssertEqual(profile.name, "Ada!")
        XCTAssertEqual(host.shownTexts(), ["Ada!", "Hi Ada!"])
    }

    func testAModelInTheEnvironmentIsReadByType() {
        struct Reader: View {
            @Environment(Profile.self) private var profile
            var body: some View { Text(profile.name) }
        }
        struct OptionalReader: View {
            @Environment(Profile.self) private var profile: Profile?
            var body: some View { Text(profile?.name ?? "nobody") }
        }
        let profile = Profile()
        let host = host(VStack { Reader(); OptionalReader() }.environment(profile))
        XCTAssertEqual(host.shownTexts(), ["Ada", "Ada"])
        profile.name = "Lin"
        XCTAssertEqual(host.shownTexts(), ["Lin", "Lin"])
        XCTAssertEqual(self.host(OptionalReader()).shownTexts(), ["nobody"])
    }

    /// One row of a long list, with its own state.
    struct CounterRow: View {
        let index: Int
        let evaluations: Evaluations
        @State private var count = 0
        var body: some View {
            evaluations.count("row \(index)")
            return HStack {
                Text("Row \(index): \(count)")
                Button("+") { count += 1 }.accessibilityIdentifier("add \(index)")
            }
        }
    }

    func testAStateChangeInOneRowOfAThousandReevaluatesThatRowAlone() throws {
        let evaluations = Evaluations()
        let host = PreviewHost(VStack(spacing: 0) { ForEach(0..<1000, id: \.self) { CounterRow(index: $0, evaluations: evaluations) } },
                               size: CGSize(width: 300, height: 30_000), safeAreaInsets: EdgeInsets(),
                               keyboardHeight: 0, colorScheme: .light, textEngine: StandInTextEngine())
        XCTAssertEqual(evaluations.counts.count, 1000)
        XCTAssertTrue(evaluations.counts.values.allSatisfy { $0 == 1 })
        let button = try XCTUnwrap(host.frame(of: "add 500"))
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        host.layoutIfNeeded()
        XCTAssertEqual(evaluations.counts["row 500"], 2)
        XCTAssertEqual(evaluations.counts.values.reduce(0, +), 1001, "no other row's body ran again")
        XCTAssertTrue(host.shownTexts().contains("Row 500: 1"))
    }
}

/// Reads in the content closures a container calls itself — a `ForEach` row, a
/// `GeometryReader`'s content — update the view as reads in `body` do, as in the Landmarks
/// tutorial's rows that show `landmark.isFavorite`.
final class ContentClosureObservationTests: XCTestCase {
    @Observable final class Landmark: Identifiable {
        let name: String
        var isFavorite = false
        init(_ name: String) { self.name = name }
    }

    struct LandmarkList: View {
        let landmarks = [Landmark("Turtle Rock"), Landmark("Silver Salmon Creek")]
        var body: some View {
            List {
                ForEach(landmarks) { landmark in
                    Text(landmark.isFavorite ? "\(landmark.name) ★" : landmark.name)
                }
                Button("Favorite") { landmarks[0].isFavorite.toggle() }.accessibilityIdentifier("favorite")
            }
        }
    }

    func testARowUpdatesWhenTheModelItShowsChanges() {
        let host = phoneHost(LandmarkList())
        XCTAssertEqual(host.shownTexts(), ["Turtle Rock", "Silver Salmon Creek", "Favorite"])
        host.tap("favorite")
        XCTAssertEqual(host.shownTexts(), ["Turtle Rock ★", "Silver Salmon Creek", "Favorite"])
        host.tap("favorite")
        XCTAssertEqual(host.shownTexts(), ["Turtle Rock", "Silver Salmon Creek", "Favorite"])
    }

    func testARowUpdatesWhenATaskChangesTheModel() {
        struct Screen: View {
            let landmarks = [Landmark("Turtle Rock"), Landmark("Chilkoot Trail")]
            var body: some View {
                VStack {
                    ForEach(landmarks) { Text($0.isFavorite ? "\($0.name) ★" : $0.name) }
                }
                .task {
                    try? await Task.sleep(nanoseconds: 1_000_000)
                    landmarks[1].isFavorite = true
                }
            }
        }
        let host = phoneHost(Screen())
        XCTAssertTrue(host.settle(timeout: 5))
        XCTAssertEqual(host.shownTexts(), ["Turtle Rock", "Chilkoot Trail ★"])
    }

    func testAGeometryReadersContentUpdatesWhenTheModelChanges() {
        struct Badge: View {
            let landmark = Landmark("Icy Bay")
            var body: some View {
                VStack {
                    GeometryReader { _ in Text(landmark.isFavorite ? "Favorite" : "Not yet") }
                    Button("Star") { landmark.isFavorite = true }.accessibilityIdentifier("star")
                }
            }
        }
        let host = phoneHost(Badge())
        XCTAssertTrue(host.shownTexts().contains("Not yet"))
        host.tap("star")
        XCTAssertTrue(host.shownTexts().contains("Favorite"))
    }
}
