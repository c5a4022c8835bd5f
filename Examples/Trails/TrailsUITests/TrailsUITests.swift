//
//  TrailsUITests.swift
//  TrailsUITests
//

import XCTest

final class TrailsUITests: XCTestCase {
    func testLaunch() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.navigationBars["Dolomites"].exists)
    }
}
