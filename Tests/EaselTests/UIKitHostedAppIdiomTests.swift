import XCTest
import SwiftUI
import UIKit
import CoreImage
import QuartzCore
import SwiftData

// What apps that grew from UIKit still hold beside their SwiftUI screens, written as they write
// it: a coordinator that builds a tab bar controller of hosting controllers, a text field
// wrapper with its delegate, the keyboard's notification keys, a bubble sized to its text, an
// image's average colour through Core Image, a confetti emitter, a share sheet's excluded
// services, a view that re-applies a look on trait changes, and iOS 18's SwiftData macros.

private struct HomeScreen: View { var body: some View { Text("Home") } }
private struct SearchScreen: View { var body: some View { Text("Search") } }

/// The coordinator of an app hosted by UIKit (`SceneDelegate` calls `start()`).
private final class AppCoordinator {
    let navigationController = UINavigationController()
    let tabBarController = UITabBarController()

    func start() {
        let home = UIHostingController(rootView: HomeScreen())
        let search = UIHostingController(rootView: SearchScreen())
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        tabBarController.viewControllers = [home, search]
        UITabBar.appearance().barTintColor = .black
        tabBarController.tabBar.backgroundColor = .black
        navigationController.setViewControllers([tabBarController], animated: false)
        navigationController.navigationBar.isHidden = true
    }
}

/// A field that limits what is typed, through its delegate.
private struct LimitedField: UIViewRepresentable {
    @Binding var text: String
    let limit: Int

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.delegate = context.coordinator
        field.autocapitalizationType = .words
        field.autocorrectionType = .no
        field.returnKeyType = .done
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) { field.text = text }

    func makeCoordinator() -> Coordinator { Coordinator(limit: limit) }

    final class Coordinator: NSObject, UITextFieldDelegate {
        let limit: Int
        init(limit: Int) { self.limit = limit }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            let current = textField.text ?? ""
            guard let swiftRange = Range(range, in: current) else { return false }
            return current.replacingCharacters(in: swiftRange, with: string).count <= limit
        }
    }
}

private enum Keyboard {
    /// The keyboard's height from its notification, as chat screens read it.
    static func height(_ notification: Notification) -> CGFloat {
        (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
    }
}

private extension String {
    func height(in font: UIFont, width: CGFloat) -> CGFloat {
        let box = boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                               attributes: [.font: font], context: nil)
        return ceil(box.height)
    }
}

private extension UIImage {
    /// The average colour of an image, the Core Image way.
    var averageColor: UIColor? {
        guard let input = CIImage(image: self) else { return nil }
        let extent = CIVector(x: input.extent.origin.x, y: input.extent.origin.y, z: input.extent.size.width, w: input.extent.size.height)
        guard let filter = CIFilter(name: "CIAreaAverage", parameters: [kCIInputImageKey: input, kCIInputExtentKey: extent]),
              let output = filter.outputImage else { return nil }
        var bitmap = [UInt8](repeating: 0, count: 4)
        let context = CIContext(options: [.workingColorSpace: kCFNull!])
        context.render(output, toBitmap: &bitmap, rowBytes: 4, bounds: CGRect(x: 0, y: 0, width: 1, height: 1), format: .RGBA8, colorSpace: nil)
        return UIColor(red: CGFloat(bitmap[0]) / 255, green: CGFloat(bitmap[1]) / 255, blue: CGFloat(bitmap[2]) / 255, alpha: CGFloat(bitmap[3]) / 255)
    }
}

/// Confetti behind a celebration screen.
private final class ConfettiView: UIView {
    private let emitter = CAEmitterLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        emitter.emitterShape = .line
        emitter.emitterCells = [UIColor.red, .blue].map { color in
            let cell = CAEmitterCell()
            cell.birthRate = 20
            cell.lifetime = 8
            cell.velocity = 200
            cell.emissionLongitude = .pi
            cell.color = color.cgColor
            cell.beginTime = CACurrentMediaTime()
            return cell
        }
        layer.addSublayer(emitter)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: ConfettiView, _) in
            view.emitter.birthRate = 0
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Model
private final class Place {
    #Unique<Place>([\.name, \.latitude, \.longitude])
    #Index<Place>([\.name])
    var name: String
    var latitude: Double
    var longitude: Double

    init(name: String, latitude: Double, longitude: Double) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }
}

final class UIKitHostedAppIdiomTests: XCTestCase {
    func testTheCoordinatorBuildsItsTabsInsideANavigationController() {
        let coordinator = AppCoordinator()
        coordinator.start()
        let tabs = coordinator.tabBarController
        XCTAssertEqual(tabs.viewControllers?.count, 2)
        XCTAssertEqual(tabs.viewControllers?.map { $0.tabBarItem.title }, ["Home", "Search"])
        XCTAssertEqual(tabs.viewControllers?[1].tabBarItem.tag, 1)
        XCTAssertTrue(tabs.selectedViewController === tabs.viewControllers?[0])
        XCTAssertTrue(tabs.viewControllers?[1].tabBarController === tabs)
        XCTAssertTrue(coordinator.navigationController.topViewController === tabs)
        XCTAssertTrue(tabs.navigationController === coordinator.navigationController)
        XCTAssertTrue(coordinator.navigationController.navigationBar.isHidden)
    }

    func testAFieldsDelegateLimitsWhatIsTypedAndTextRangesSelectAll() {
        let coordinator = LimitedField.Coordinator(limit: 5)
        let field = UITextField()
        field.delegate = coordinator
        field.text = "Anna"
        XCTAssertEqual(field.delegate?.textField(field, shouldChangeCharactersIn: NSRange(location: 4, length: 0), replacementString: "b"), true)
        XCTAssertEqual(field.delegate?.textField(field, shouldChangeCharactersIn: NSRange(location: 4, length: 0), replacementString: "bc"), false)
        XCTAssertEqual(field.delegate?.textFieldShouldReturn(field), true, "an optional method's default")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        XCTAssertEqual(field.selectedTextRange.flatMap { field.text(in: $0) }, "Anna")
        XCTAssertEqual(UITextField.textDidBeginEditingNotification.rawValue, "UITextFieldTextDidBeginEditingNotification")
        // The representable draws in a preview like any other.
        let host = PreviewHost(LimitedField(text: .constant("Anna"), limit: 5).frame(width: 200, height: 34), size: CGSize(width: 200, height: 34))
        XCTAssertEqual(host.render(scale: 1).width, 200)
    }

    func testTheKeyboardsUserInfoKeysAndABubbleSizedToItsText() {
        let frame = CGRect(x: 0, y: 500, width: 390, height: 336)
        let notification = Notification(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: frame])
        XCTAssertEqual(Keyboard.height(notification), 336)
        let font = UIFont.systemFont(ofSize: 17)
        let oneLine = "Hi".height(in: font, width: 250)
        let wrapped = String(repeating: "A longer message that wraps. ", count: 6).height(in: font, width: 250)
        XCTAssertEqual(oneLine, 21, accuracy: 2, "one line of 17-point text")
        XCTAssertGreaterThan(wrapped, oneLine * 3, "wrapped to the width")
        XCTAssertGreaterThan("Hello".size(withAttributes: [.font: font]).width, "Hi".size(withAttributes: [.font: font]).width)
    }

    func testAnImagesAverageColourThroughCoreImage() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
        let average = try XCTUnwrap(image.averageColor)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        average.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        XCTAssertEqual(red, 0.5, accuracy: 0.02)
        XCTAssertEqual(blue, 0.5, accuracy: 0.02)
        XCTAssertEqual(green, 0, accuracy: 0.02)
        XCTAssertEqual(alpha, 1, accuracy: 0.01)
    }

    func testAConfettiEmitterAndAShareSheetAreKept() {
        let confetti = ConfettiView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let emitter = confetti.layer.sublayers?.first as? CAEmitterLayer
        XCTAssertEqual(emitter?.emitterCells?.count, 2)
        XCTAssertEqual(emitter?.emitterShape, .line)
        let share = UIActivityViewController(activityItems: ["A pet to adopt"], applicationActivities: nil)
        share.excludedActivityTypes = [.addToReadingList, .airDrop, .assignToContact, .openInIBooks]
        XCTAssertEqual(share.excludedActivityTypes?.first?.rawValue, "com.apple.UIKit.activity.AddToReadingList")
    }

    @MainActor
    func testSwiftDatasUniqueAndIndexMacrosCompileInAModel() throws {
        let container = try ModelContainer(for: Place.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Place(name: "Bellagio", latitude: 36.11, longitude: -115.17))
        XCTAssertEqual(try container.mainContext.fetch(FetchDescriptor<Place>()).map(\.name), ["Bellagio"])
    }
}
