import XCTest
import SwiftUI
import EaselRaster

// UIKit as SwiftUI apps reach for it with only `import SwiftUI` (which brings UIKit, and UIKit
// brings UserNotifications, on iOS): an alert controller for a destructive reset, a Done bar
// on a number pad, a shake detector, a camera check, notifications scheduled from a view
// model, images and colours from the asset catalog by name. Written as the unseen apps of the
// corpus write them.

/// A settings screen's reset, confirmed with a UIKit alert (as a vehicle log app does it).
private final class ResetConfirmer {
    var didReset = false

    func makeAlert() -> UIAlertController {
        let alert = UIAlertController(title: "Reset all data?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Reset", style: .destructive) { [weak self] _ in self?.didReset = true })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        return alert
    }
}

/// A number field's Done bar, as apps put one over the decimal pad.
private func doneToolbar(for field: UITextField, target: Any?) -> UIToolbar {
    let toolbar = UIToolbar()
    let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: target, action: nil)
    toolbar.items = [flexible, done]
    toolbar.sizeToFit()
    field.inputAccessoryView = toolbar
    return toolbar
}

/// A shake detector, as "shake for a random cocktail" apps write it (in a subclass; apps that
/// write it in an `extension UIWindow` are compiled by the preview build, see
/// `PackageHostTests.testOverridesInExtensionsAreRenamed`).
private final class ShakeWindow: UIWindow {
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            NotificationCenter.default.post(name: Notification.Name("deviceDidShake"), object: nil)
        }
    }
}

/// A daily reminder scheduled from a view model, with only `import SwiftUI`.
private final class ReminderScheduler {
    func schedule() -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "Drink of the day"
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60 * 60 * 24, repeats: true)
        let request = UNNotificationRequest(identifier: "daily", content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request)
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
        return request
    }
}

final class UIKitFromSwiftUIIdiomTests: XCTestCase {
    private static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("AssetFixtures/Sample.xcassets")

    override class func setUp() {
        AssetCatalogs.register(catalog)
    }

    func testAnAlertControllerKeepsItsActionsAndRunsThem() {
        let confirmer = ResetConfirmer()
        let alert = confirmer.makeAlert()
        XCTAssertEqual(alert.title, "Reset all data?")
        XCTAssertEqual(alert.preferredStyle, .alert)
        XCTAssertEqual(alert.actions.map(\.title), ["Reset", "Cancel"])
        XCTAssertEqual(alert.actions.map(\.style), [.destructive, .cancel])
        alert.actions[0].run()
        XCTAssertTrue(confirmer.didReset)
    }

    func testADoneBarIsKeptOnTheField() {
        let field = UITextField()
        let toolbar = doneToolbar(for: field, target: nil)
        XCTAssertTrue(field.inputAccessoryView === toolbar)
        XCTAssertEqual(toolbar.items?.map(\.systemItem), [.flexibleSpace, .done])
    }

    func testAPreviewHasNoCameraAndIsNeverShaken() {
        XCTAssertFalse(UIImagePickerController.isCameraDeviceAvailable(.rear))
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        XCTAssertEqual(UIEvent.EventSubtype.motionShake.rawValue, 1)
    }

    func testNotificationsAreScheduledWithOnlySwiftUIImported() {
        let request = ReminderScheduler().schedule()
        XCTAssertEqual(request.identifier, "daily")
        XCTAssertEqual(request.content.title, "Drink of the day")
    }

    func testImagesAndColoursByNameComeFromTheCatalog() throws {
        let badge = try XCTUnwrap(UIImage(named: "Badge"))
        XCTAssertEqual(badge.scale, 3, "the sharpest file")
        XCTAssertGreaterThan(badge.size.width, 0)
        let dark = try XCTUnwrap(UIImage(named: "Badge", in: .main, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertFalse(dark.pngData() == badge.pngData(), "the dark variant")
        XCTAssertNil(UIImage(named: "No Such Image"))
        XCTAssertNotNil(UIColor(named: "Eight Bit", in: .main, compatibleWith: nil))
        XCTAssertNil(UIColor(named: "No Such Colour", in: nil, compatibleWith: nil))
        // Data to an image through the one-argument initialiser, as `flatMap` names it.
        let images = [badge.pngData(), nil].map { $0.flatMap(UIImage.init(data:)) }
        XCTAssertNotNil(images[0])
        XCTAssertNil(images[1])
    }

    func testALabelledImageIsReadByItsLabel() {
        let host = PreviewHost(Image("Badge", bundle: .main, label: Text("Gold badge")), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.accessibilityTree().first?.label, "Gold badge")
    }

    func testAFileFromThePickerCanBeRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-scoped-\(getpid()).json")
        try Data("{}".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertTrue(url.startAccessingSecurityScopedResource())
        defer { url.stopAccessingSecurityScopedResource() }
        XCTAssertEqual(try Data(contentsOf: url), Data("{}".utf8))
    }

    /// Resizing and composing with UIKit's image renderer, as apps shrink a photo before
    /// saving it; Core Image comes with UIKit, as on iOS.
    func testTheImageRendererResizesAndFills() throws {
        let badge = try XCTUnwrap(UIImage(named: "Badge"))
        let half = CGSize(width: badge.size.width / 2, height: badge.size.height / 2)
        let resized = UIGraphicsImageRenderer(size: half, format: badge.imageRendererFormat).image { _ in
            badge.draw(in: CGRect(origin: .zero, size: half))
        }
        XCTAssertEqual(resized.size, half)
        XCTAssertEqual(resized.scale, badge.scale)

        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let swatch = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        let ci = try XCTUnwrap(CIImage(image: swatch))
        XCTAssertEqual(ci.extent.size, CGSize(width: 4, height: 2))
        let raster = try RasterImage.decode(XCTUnwrap(swatch.pngData()))
        XCTAssertEqual(raster.color(x: 0, y: 1).red, 1, accuracy: 0.02, "red on the left")
        XCTAssertEqual(raster.color(x: 3, y: 1).blue, 1, accuracy: 0.02, "blue on the right")
        XCTAssertEqual(raster.color(x: 3, y: 1).red, 0, accuracy: 0.02)
        let left = CIContext().createCGImage(ci, from: CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertNotNil(left)
    }

    /// Older Core Data apps reach their container through the app delegate from previews.
    func testTheAppDelegateIsMadeAndLaunchedWhenAskedFor() throws {
        final class JournalAppDelegate: UIResponder, UIApplicationDelegate {
            var launched = false
            let containerName = "Journal"
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                launched = true
                return true
            }
        }
        let previous = UIApplication.shared.delegate
        defer { UIApplication.shared.delegate = previous }
        UIApplication.shared.delegate = nil
        UIApplication._easelMainDelegate = { JournalAppDelegate() }
        let delegate = try XCTUnwrap(UIApplication.shared.delegate as? JournalAppDelegate)
        XCTAssertTrue(delegate.launched)
        XCTAssertEqual(delegate.containerName, "Journal")
        XCTAssertTrue(UIApplication.shared.delegate === delegate, "made once")
    }
}

