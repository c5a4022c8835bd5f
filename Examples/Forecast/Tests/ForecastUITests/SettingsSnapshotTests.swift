import SnapshotTesting
import XCTest
@testable import ForecastUI

#if os(iOS)
import UIKit

final class SettingsSnapshotTests: XCTestCase {
    func testSettingsController() {
        let controller = makeSettingsController()
        assertSnapshot(of: controller, as: .image(on: .iPhone13))
    }

    func testSettingsControllerTolerant() {
        // Within what the eye can tell apart.
        assertSnapshot(of: makeSettingsController(), as: .image(on: .iPhone13, perceptualPrecision: 0.98))
    }
}
#endif
