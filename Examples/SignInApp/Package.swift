// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SignInApp",
    dependencies: [.package(name: "Easel", path: "../..")],
    targets: [
        .executableTarget(name: "SignInApp", dependencies: [.product(name: "SwiftUI", package: "Easel")],
                          swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
