import SnapshotTesting
import XCTest

#if canImport(UIKit)
import UIKit

/// The UIKit parts of the app: a label drawn as a view, and an image drawn with a renderer.
final class UIKitSnapshotTests: XCTestCase {
    func testTemperatureLabel() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
        label.text = "21°"
        label.font = .systemFont(ofSize: 44, weight: .light)
        label.textAlignment = .center
        label.backgroundColor = .systemBackground
        let view: UIView = label
        assertSnapshot(of: view, as: .image)
    }

    func testRenderedBadgeImage() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
        let image = renderer.image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        assertSnapshot(of: image, as: .image(precision: 0.99))
    }
}
#endif
