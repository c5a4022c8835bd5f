import SnapshotTesting
import SwiftUI
import Testing
@testable import ForecastUI

/// The same library from Swift Testing, with its snapshot trait.
@Suite(.snapshots(record: .missing))
struct ForecastRowTests {
    @Test func rainyDay() {
        let row = ForecastRow(forecast: City.sample.days[2]).padding(.horizontal)
        assertSnapshot(of: row, as: .image(layout: .fixed(width: 390, height: 52)))
    }

    @Test(arguments: [0, 4])
    func sunnyDays(index: Int) {
        let row = ForecastRow(forecast: City.sample.days[index]).padding(.horizontal)
        assertSnapshot(of: row, as: .image(layout: .fixed(width: 390, height: 52)), named: "day\(index)")
    }
}
