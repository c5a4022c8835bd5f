// swift-tools-version:5.9
// A weather app's views with the snapshot test suite an iOS team keeps for them, written for an
// iPhone simulator with pointfreeco's swift-snapshot-testing. `easel test` in this folder runs
// the suite unchanged on Linux. One test fails on purpose (see README.md).
import PackageDescription

let package = Package(
    name: "Forecast",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "ForecastUI", targets: ["ForecastUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(name: "ForecastUI"),
        .testTarget(
            name: "ForecastUITests",
            dependencies: [
                "ForecastUI",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
