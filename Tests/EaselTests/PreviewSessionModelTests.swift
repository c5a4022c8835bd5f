import XCTest
import SwiftUI
import Combine
import Observation
@testable import Easel

// A live preview's models carried to the next build's process (`ObjectFields`): a view's
// `@StateObject`, an `@Observable` model it keeps in `@State`, and the objects a preview puts
// in the environment keep their `Codable` properties across a reload, written as apps write
// them (Apple's "Managing model data in your app", the Landmarks tutorial's `ModelData`).

/// A cart view model in the `ObservableObject` style: published values, a plain counter, and a
/// pipeline its initialiser sets up.
private final class PSMCart: ObservableObject {
    @Published var items: [String] = []
    @Published var coupon: String?
    @Published var query = ""
    @Published private(set) var matches: [String] = []
    var checkouts = 0
    private var cancellables = Set<AnyCancellable>()
    private let catalogue = ["Apples", "Apricots", "Bread", "Butter"]

    init() {
        $query
            .map { [catalogue] query in query.isEmpty ? [] : catalogue.filter { $0.lowercased().hasPrefix(query.lowercased()) } }
            .sink { [weak self] in self?.matches = $0 }
            .store(in: &cancellables)
    }
}

private struct PSMCartView: View {
    @StateObject private var cart = PSMCart()
    var body: some View {
        VStack {
            Text("\(cart.items.count) items, coupon \(cart.coupon ?? "none"), checkouts \(cart.checkouts)").accessibilityIdentifier("cart")
            Text("Matches \(cart.matches.joined(separator: ","))").accessibilityIdentifier("matches")
            Button("Add") { cart.items.append("Milk") }.accessibilityIdentifier("add")
            Button("Coupon") { cart.coupon = "SAVE10"; cart.checkouts += 1 }.accessibilityIdentifier("coupon")
            Button("Search ap") { cart.query = "ap" }.accessibilityIdentifier("search-ap")
            Button("Search b") { cart.query = "b" }.accessibilityIdentifier("search-b")
        }
    }
}

@Observable private final class PSMSettings {
    var reminders = false
}

@Observable private final class PSMProfile {
    var name = "Guest"
    var likes = 0
    var settings = PSMSettings()
    @ObservationIgnored var onSave: (() -> Void)?
}

private struct PSMProfileView: View {
    @State private var profile = PSMProfile()
    var body: some View {
        VStack {
            Text("\(profile.name) likes \(profile.likes), reminders \(profile.settings.reminders ? "on" : "off")").accessibilityIdentifier("profile")
            Button("Like") { profile.likes += 1 }.accessibilityIdentifier("like")
            Button("Rename") { profile.name = "Ada" }.accessibilityIdentifier("rename")
            Button("Remind") { profile.settings.reminders = true }.accessibilityIdentifier("remind")
        }
    }
}

/// The Landmarks tutorial's pattern: a model made by the preview, read from the environment.
@Observable private final class PSMLibrary {
    var favourites: Set<Int> = []
}

private final class PSMTheme: ObservableObject {
    @Published var accent = "blue"
}

private struct PSMLibraryView: View {
    @Environment(PSMLibrary.self) private var library
    @EnvironmentObject private var theme: PSMTheme
    var body: some View {
        VStack {
            Text("Favourites \(library.favourites.sorted().map(String.init).joined(separator: ","))").accessibilityIdentifier("favourites")
            Text("Accent \(theme.accent)").accessibilityIdentifier("accent")
            Button("Star") { library.favourites.insert(3); library.favourites.insert(7) }.accessibilityIdentifier("star")
            Button("Green") { theme.accent = "green" }.accessibilityIdentifier("green")
        }
    }
}

/// What an edit may have made of a model: a property retyped, one added, one removed.
private final class PSMEditedProfile {
    var name = 0
    var likes = 0
    var bio = "new"
}

/// A model that holds others by `weak` and `unowned` references, whose storage is not a
/// plain reference: they are restored in place, never overwritten.
private final class PSMNode: Codable {
    var label = "node"
}

private final class PSMTree {
    var title = "Tree"
    weak var parent: PSMNode?
    unowned let owner: PSMNode
    lazy var summary = "lazy \(title)"
    init(owner: PSMNode, parent: PSMNode?) {
        self.owner = owner
        self.parent = parent
    }
}

final class PreviewSessionModelTests: XCTestCase {
    override func setUp() { PreviewSession.tracksState = true }
    override func tearDown() {
        PreviewSession.tracksState = false
        PreviewSession.restore([:])
    }

    func testAStateObjectKeepsItsPublishedAndPlainPropertiesAndItsPipelines() {
        let host = phoneHost(PSMCartView())
        host.tap("add")
        host.tap("add")
        host.tap("coupon")
        host.tap("search-ap")
        XCTAssertEqual(host.text(of: "cart"), "2 items, coupon SAVE10, checkouts 1")
        XCTAssertEqual(host.text(of: "matches"), "Matches Apples,Apricots")
        let values = PreviewSession.capture(host)

        PreviewSession.restore(values)
        let next = phoneHost(PSMCartView())
        XCTAssertEqual(next.text(of: "cart"), "2 items, coupon SAVE10, checkouts 1", "published values and a plain var")
        XCTAssertEqual(next.text(of: "matches"), "Matches Apples,Apricots")
        next.tap("search-b")
        XCTAssertEqual(next.text(of: "matches"), "Matches Bread,Butter", "the initialiser's pipeline still runs")
        next.tap("add")
        XCTAssertEqual(next.text(of: "cart"), "3 items, coupon SAVE10, checkouts 1", "and the view still observes the object")

        PreviewSession.restore([:])
        XCTAssertEqual(phoneHost(PSMCartView()).text(of: "cart"), "0 items, coupon none, checkouts 0")
    }

    func testAnObservableModelInStateKeepsItsPropertiesAndTheModelsItHolds() {
        let host = phoneHost(PSMProfileView())
        host.tap("like")
        host.tap("like")
        host.tap("rename")
        host.tap("remind")
        XCTAssertEqual(host.text(of: "profile"), "Ada likes 2, reminders on")
        let values = PreviewSession.capture(host)

        PreviewSession.restore(values)
        let next = phoneHost(PSMProfileView())
        XCTAssertEqual(next.text(of: "profile"), "Ada likes 2, reminders on")
        next.tap("like")
        XCTAssertEqual(next.text(of: "profile"), "Ada likes 3, reminders on", "observation still tracks the restored model")
    }

    func testObjectsPlacedInTheEnvironmentKeepTheirProperties() {
        func preview() -> some View {
            PSMLibraryView().environment(PSMLibrary()).environmentObject(PSMTheme())
        }
        let host = phoneHost(preview())
        host.tap("star")
        host.tap("green")
        XCTAssertEqual(host.text(of: "favourites"), "Favourites 3,7")
        let values = PreviewSession.capture(host)
        XCTAssertNotNil(values["env." + String(reflecting: PSMLibrary.self)])

        PreviewSession.restore(values)
        let next = phoneHost(preview())
        XCTAssertEqual(next.text(of: "favourites"), "Favourites 3,7")
        XCTAssertEqual(next.text(of: "accent"), "Accent green")
    }

    /// Only properties of the same name and type are written: a retyped one and a new one keep
    /// what the code gives them.
    func testAnEditedModelTakesOnlyWhatStillMatches() throws {
        let profile = PSMProfile()
        profile.name = "Ada"
        profile.likes = 5
        let data = try XCTUnwrap(ObjectFields.capture(profile))
        let edited = PSMEditedProfile()
        ObjectFields.restore(data, into: edited)
        XCTAssertEqual(edited.likes, 5)
        XCTAssertEqual(edited.name, 0, "retyped from String to Int: the code's value")
        XCTAssertEqual(edited.bio, "new")
        ObjectFields.restore(Data("not json".utf8), into: edited)
        XCTAssertEqual(edited.likes, 5, "unreadable data changes nothing")
    }

    func testWeakAndUnownedReferencesAreRestoredInPlace() throws {
        let owner = PSMNode(), parent = PSMNode()
        let tree = PSMTree(owner: owner, parent: parent)
        tree.title = "Oak"
        owner.label = "gardener"
        parent.label = "forest"
        _ = tree.summary
        let data = try XCTUnwrap(ObjectFields.capture(tree))

        let newOwner = PSMNode(), newParent = PSMNode()
        let next = PSMTree(owner: newOwner, parent: newParent)
        ObjectFields.restore(data, into: next)
        XCTAssertEqual(next.title, "Oak")
        XCTAssertTrue(next.owner === newOwner && next.parent === newParent, "the references stay the new process's objects")
        XCTAssertEqual(newOwner.label, "gardener")
        XCTAssertEqual(newParent.label, "forest")
        XCTAssertEqual(next.summary, "lazy Oak", "lazy storage is the compiler's: left to be computed")
    }
}
