import SnapshotTesting
import SwiftUI
import XCTest
@testable import ForecastUI

final class ForecastSnapshotTests: XCTestCase {
    func testCityHeader() {
        assertSnapshot(of: CityHeader(city: .sample), as: .image)
    }

    func testForecastRowFixedWidth() {
        let row = ForecastRow(forecast: City.sample.days[2])
            .padding(.horizontal)
        assertSnapshot(of: row, as: .image(layout: .fixed(width: 375, height: 44)))
    }

    func testForecastListOnDevices() {
        let view = ForecastList(city: .sample)
        assertSnapshots(of: view, as: [
            "iPhoneSe": .image(layout: .device(config: .iPhoneSe)),
            "iPhone13Pro": .image(layout: .device(config: .iPhone13Pro)),
        ])
    }

    func testForecastListInDarkMode() {
        assertSnapshot(
            of: ForecastList(city: .sample),
            as: .image(layout: .device(config: .iPhone13Pro), traits: .init(userInterfaceStyle: .dark))
        )
    }

    func testForecastListLandscape() {
        assertSnapshot(of: ForecastList(city: .sample), as: .image(layout: .device(config: .iPhone13Pro(.landscape))))
    }

    func testCityHeaderWithAccessibilityText() {
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        assertSnapshot(of: CityHeader(city: .sample), as: .image(layout: .sizeThatFits, traits: traits), named: "AX3")
    }
}
