import SnapshotTesting
import SwiftUI
import XCTest
@testable import ForecastUI

/// Fails on purpose: its reference was recorded when the badge was orange, and the badge is
/// blue now. Running the suite shows what a failure looks like (the message, the failed
/// snapshot and a difference image in the artifacts folder).
final class BrandingSnapshotTests: XCTestCase {
    func testBadgeAfterTheRebrand() {
        let badge = Text("Forecast")
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(.blue, in: Capsule())
        withSnapshotTesting(diffTool: .ksdiff) {
            assertSnapshot(of: badge, as: .image)
        }
    }
}
