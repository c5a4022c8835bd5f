// swift-tools-version:6.0
// A small recipe app in the shape of a real SwiftUI package: a library of views, each file
// ending in its previews, and an app target. `easel list` in this folder lists its previews.
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "RecipeUI", targets: ["RecipeUI"]),
    ],
    dependencies: [
        // A package of your own says: .package(url: "https://github.com/…/Easel", from: "0.2.0")
        .package(name: "Easel", path: "../.."),
    ],
    targets: [
        .target(name: "RecipeUI", dependencies: [.product(name: "SwiftUI", package: "Easel")],
                resources: [.process("Assets.xcassets")], swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "RecipesApp", dependencies: ["RecipeUI", .product(name: "SwiftUI", package: "Easel")],
                          swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
