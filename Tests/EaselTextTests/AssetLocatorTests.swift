import XCTest
@testable import EaselText

final class AssetLocatorTests: XCTestCase {
    func testEnvironmentVariableWins() {
        let url = AssetLocator.assetsDirectory(environment: ["EASEL_ASSETS": "/opt/easel/assets"])
        XCTAssertEqual(url.path, "/opt/easel/assets")
    }

    func testPackageRootIsFoundFromASourcePath() {
        let url = AssetLocator.assetsDirectory(environment: [:])
        XCTAssertEqual(url.standardizedFileURL.path, TestFonts.directory.deletingLastPathComponent().standardizedFileURL.path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.appendingPathComponent("fonts/Inter-Regular.otf").path))
    }

    func testNoPackageRootAboveAFileOutsideAnyPackage() {
        XCTAssertNil(AssetLocator.packageRoot(containing: "/tmp/not-a-package/file.swift"))
    }
}
