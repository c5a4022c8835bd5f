// swift-tools-version: 5.9
// A local package of the Habits app (an Xcode 15 local package reference): views it shares
// with a widget, written for iOS.

import PackageDescription

let package = Package(
    name: "HabitKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "HabitKit", targets: ["HabitKit"]),
    ],
    targets: [
        .target(name: "HabitKit"),
    ]
)
