import XCTest
import SwiftUI
import SwiftData
import UIKit
@testable import Easel

// Code as the unseen apps of the corpus write it, each a construct that stopped a whole app:
// iOS 18's `@Entry`, a data module's `public` SwiftData models, a query with an initial value
// (iOS 26's `Query` macro takes one), UIKit's colour components and accessibility calls, and
// `UserDefaults.value(forKey:)`.

// MARK: @Entry

extension EnvironmentValues {
    @Entry var rgAccent: Color = .orange
    @Entry var rgCompact = false
    @Entry var rgUserName: String?
}

extension Transaction {
    @Entry var rgIsUndo = false
}

extension FocusedValues {
    @Entry var rgSelection: String?
}

private struct RGBadge: View {
    @Environment(\.rgAccent) private var accent
    @Environment(\.rgCompact) private var compact
    @Environment(\.rgUserName) private var userName

    var body: some View {
        VStack {
            Text(compact ? "compact" : "regular").accessibilityIdentifier("mode")
            Text(userName ?? "nobody").accessibilityIdentifier("user")
            Circle().fill(accent).frame(width: 20, height: 20)
        }
    }
}

// MARK: A data module's public models

@Model
public final class RGPokemon {
    public var name: String
    public var number: Int

    public init(name: String, number: Int) {
        self.name = name
        self.number = number
    }
}

/// `= []` on a query, as code written against iOS 26's `Query` macro has it.
private struct RGPokedex: View {
    @Query(sort: \RGPokemon.number) var pokemons: [RGPokemon] = []

    var body: some View {
        Text(pokemons.map(\.name).joined(separator: ",")).accessibilityIdentifier("names")
    }
}

final class RealAppGapsIdiomTests: XCTestCase {
    func testEntryValuesHaveTheirDefaultsAndTakeTheEnvironmentsValues() {
        let plain = phoneHost(RGBadge())
        XCTAssertEqual(plain.text(of: "mode"), "regular")
        XCTAssertEqual(plain.text(of: "user"), "nobody")
        let set = phoneHost(RGBadge().environment(\.rgCompact, true).environment(\.rgUserName, "Ada"))
        XCTAssertEqual(set.text(of: "mode"), "compact")
        XCTAssertEqual(set.text(of: "user"), "Ada")
        var environment = EnvironmentValues()
        XCTAssertEqual(environment.rgAccent, .orange)
        environment.rgAccent = .purple
        XCTAssertEqual(environment.rgAccent, .purple)
        var transaction = Transaction()
        XCTAssertFalse(transaction.rgIsUndo)
        transaction.rgIsUndo = true
        XCTAssertTrue(transaction.rgIsUndo)
        XCTAssertNil(FocusedValues().rgSelection, "a preview focuses nothing")
    }

    func testPublicModelsAndAQueryWithAnInitialValue() throws {
        let container = try ModelContainer(for: RGPokemon.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (name, number) in [("Ivysaur", 2), ("Bulbasaur", 1), ("Venusaur", 3)] {
            container.mainContext.insert(RGPokemon(name: name, number: number))
        }
        let host = phoneHost(RGPokedex().modelContainer(container))
        XCTAssertEqual(host.text(of: "names"), "Bulbasaur,Ivysaur,Venusaur", "the query's result, not its initial value")
    }

    func testUIColorComponentsAreUIKitsValues() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual([red, green, blue, alpha].map { Double($0) }, [0.2, 0.4, 0.6, 0.8].map { $0 }, accuracy: 0.0001)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        UIColor(red: 0, green: 1, blue: 0, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        XCTAssertEqual(Double(hue), 1.0 / 3, accuracy: 0.0001)
        XCTAssertEqual(Double(saturation), 1)
        XCTAssertEqual(Double(brightness), 1)
        var white: CGFloat = 0
        UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: nil)
        XCTAssertEqual(Double(white), 0.25, accuracy: 0.0001)
        // The algorithm visualiser's idiom: a lighter shade from the components.
        let base = UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        base.getRed(&r, green: &g, blue: &b, alpha: &a)
        let lighter = UIColor(red: min(r + 0.2, 1), green: min(g + 0.2, 1), blue: min(b + 0.2, 1), alpha: a)
        var lr: CGFloat = 0
        lighter.getRed(&lr, green: nil, blue: nil, alpha: nil)
        XCTAssertEqual(Double(lr), 0.7, accuracy: 0.0001)
    }

    func testUIKitAccessibilityAndKeyValueDefaults() {
        let traits: UIAccessibilityTraits = [.button, .selected]
        XCTAssertTrue(traits.contains(.button))
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .announcement, argument: "X wins")
        let textView = UITextView()
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        XCTAssertEqual(textView.textContainer.lineFragmentPadding, 0)
        let defaults = UserDefaults(suiteName: "EaselTests.RealAppGaps")!
        defaults.set(["squats": 3], forKey: "workouts")
        XCTAssertEqual(defaults.value(forKey: "workouts") as? [String: Int], ["squats": 3])
        defaults.removePersistentDomain(forName: "EaselTests.RealAppGaps")
    }
}

private func XCTAssertEqual(_ actual: [Double], _ expected: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.count, expected.count, file: file, line: line)
    for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: accuracy, file: file, line: line) }
}

// MARK: UIKit's app lifecycle

/// An app delegate as Firebase's set-up guide and push-notification tutorials write one.
final class RGAppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var launched = false
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        launched = true
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RGSceneDelegate.self
        return configuration
    }
}

final class RGSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: Text("Root"))
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// The App struct as such apps write it, with the preview build's spelling of the adaptor.
private struct RGApp {
    @UIApplicationDelegateAdaptor(RGAppDelegate.self, _easelMake: { RGAppDelegate() }) var appDelegate
}

extension RealAppGapsIdiomTests {
    func testTheDelegateAdaptorMakesTheDelegateOnceAndLaunchesIt() throws {
        let app = RGApp()
        XCTAssertTrue(app.appDelegate.launched, "application(_:didFinishLaunchingWithOptions:) ran")
        XCTAssertTrue(UIApplication.shared.delegate === app.appDelegate)
        XCTAssertTrue(RGApp().appDelegate === app.appDelegate, "one delegate for the app's life")
        let session = UISceneSession()
        let configuration = app.appDelegate.application(.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        XCTAssertTrue(configuration.delegateClass == RGSceneDelegate.self)
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let sceneDelegate = RGSceneDelegate()
        sceneDelegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        XCTAssertTrue(sceneDelegate.window?.rootViewController is UIHostingController<Text>)
        XCTAssertEqual(sceneDelegate.window?.bounds, UIScreen.main.bounds)
    }
}
