// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PreviewCatalog",
    dependencies: [.package(name: "Easel", path: "../..")],
    targets: [
        .executableTarget(name: "PreviewCatalog",
                          dependencies: [.product(name: "SwiftUI", package: "Easel"),
                                         .product(name: "EaselTool", package: "Easel")],
                          swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
