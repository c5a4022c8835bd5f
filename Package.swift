// swift-tools-version:6.0
// Easel: SwiftUI-compatible layout, rendering and previews on Linux.
// The module graph (dependencies point one way) is drawn in README.md.
import PackageDescription
import CompilerPluginSupport

/// Easel's own targets build in Swift 5 language mode: SwiftUI code that users bring over
/// (global `let` gradients, non-Sendable closures in views) must compile unchanged.
///
/// No target passes unsafe compiler flags: SwiftPM refuses packages that do as dependencies of other
/// packages, and release builds keep Swift's checks (bounds, overflow, preconditions) in all
/// code that handles user input. The few hot loops that go without them say so where they do.
let languageMode: [SwiftSetting] = [.swiftLanguageMode(.v5)]
let optimize: [SwiftSetting] = languageMode

let package = Package(
    name: "Easel",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Easel", targets: ["Easel"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "CoreLocationUI", targets: ["CoreLocationUI"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "CoreHaptics", targets: ["CoreHaptics"]),
        .library(name: "CoreMotion", targets: ["CoreMotion"]),
        .library(name: "CryptoKit", targets: ["CryptoKit"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "TipKit", targets: ["TipKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
        .library(name: "EaselFoundation", targets: ["EaselFoundation"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        .library(name: "EaselOSLog", targets: ["EaselOSLog"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "EaselDevice", targets: ["EaselDevice"]),
        .library(name: "EaselViewer", targets: ["EaselViewer"]),
        .library(name: "EaselGallery", targets: ["EaselGallery"]),
        .library(name: "EaselTool", targets: ["EaselTool"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "HealthKit", targets: ["HealthKit"]),
        .library(name: "HealthKitUI", targets: ["HealthKitUI"]),
        .library(name: "Contacts", targets: ["Contacts"]),
        .library(name: "CoreImage", targets: ["CoreImage"]),
        .library(name: "Vision", targets: ["Vision"]),
        .library(name: "Security", targets: ["Security"]),
        .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
        .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
        .library(name: "FoundationModels", targets: ["FoundationModels"]),
        .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
        .library(name: "Network", targets: ["Network"]),
        .library(name: "SystemConfiguration", targets: ["SystemConfiguration"]),
        .library(name: "CommonCrypto", targets: ["CommonCrypto"]),
        .library(name: "CoreTelephony", targets: ["CoreTelephony"]),
        .library(name: "Speech", targets: ["Speech"]),
        .library(name: "PencilKit", targets: ["PencilKit"]),
        .library(name: "SpriteKit", targets: ["SpriteKit"]),
        .library(name: "GameKit", targets: ["GameKit"]),
        .library(name: "Accelerate", targets: ["Accelerate"]),
        // Every module a user's code imports, in one shared library: `make install` installs it
        // with the modules' interfaces, so a preview build compiles only the user's code.
        .library(name: "EaselPreviewRuntime", type: .dynamic,
                 targets: ["SwiftUI", "SwiftUICore", "Easel", "Combine", "SwiftData", "Charts", "CoreLocation", "MapKit", "StoreKit",
                           "UIKit", "QuartzCore", "LocalAuthentication", "CoreHaptics", "CoreMotion", "CryptoKit", "UserNotifications", "TipKit",
                           "CoreGraphics", "EaselFoundation", "PhotosUI", "AVFoundation", "AVKit", "EaselOSLog",
                           "UniformTypeIdentifiers", "EaselTool",
                           "WidgetKit", "ActivityKit", "AppIntents", "SafariServices", "WebKit", "MessageUI", "HealthKit",
                           "HealthKitUI", "MediaPlayer", "AudioToolbox", "FoundationModels", "AuthenticationServices", "CoreData",
                           "EaselSQLite", "Contacts", "CoreImage", "Vision", "Security", "Network", "SystemConfiguration",
                           "CommonCrypto", "CoreTelephony", "Speech", "PencilKit", "SpriteKit", "GameKit", "Accelerate", "CoreLocationUI"]),
        .executable(name: "easel", targets: ["EaselCLI"]),
        .executable(name: "easel-bench", targets: ["EaselBench"]),
        .executable(name: "easel-fuzz", targets: ["EaselFuzzCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `#Preview` is a macro: any swift-syntax from Swift 6.0's to Swift 6.3's, so a package
        // that also uses other macros resolves one version for both.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // Combine's API on Linux: `ObservableObject`, `@Published`, publishers, schedulers.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `easel mcp`: the Model Context Protocol's Swift SDK (0.12.1 is the version that
        // resolves here) and swift-system, whose file descriptors its stdio transport takes.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        .package(url: "https://github.com/apple/swift-system", from: "1.0.0"),
        // `import CryptoKit`: Apple's Swift Crypto, CryptoKit's API on BoringSSL.
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
    ],
    targets: [
        // C libraries, each wrapped once (see STYLE.md).
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CRsvg", path: "Sources/CRsvg", pkgConfig: "librsvg-2.0",
                       providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CPoppler", path: "Sources/CPoppler", pkgConfig: "poppler-glib",
                       providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CTurboJPEG", path: "Sources/CTurboJPEG", pkgConfig: "libturbojpeg",
                       providers: [.apt(["libturbojpeg0-dev"])]),
        // The CPU's prefetch hint (a compiler builtin Swift does not spell); no library.
        .systemLibrary(name: "CInstructions", path: "Sources/CInstructions"),
        .systemLibrary(name: "CX11", path: "Sources/CX11", pkgConfig: "x11",
                       providers: [.apt(["libx11-dev", "libxext-dev"])]),

        // Pixels: paths, coverage, paint, compositing, PNG (and JPEG reading). Knows nothing of views.
        .target(name: "EaselRaster", dependencies: ["CPNG", "CTurboJPEG", "CInstructions", "CRsvg", "CPoppler"], swiftSettings: optimize),
        // Fonts: FreeType metrics and glyphs, HarfBuzz shaping, fontconfig fallback, FriBidi's
        // bidirectional levels, line breaking.
        .target(name: "EaselText", dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig", "CFriBidi"],
                swiftSettings: optimize),
        // `import UniformTypeIdentifiers` on Linux: `UTType`, which Easel's transfer API names.
        .target(name: "UniformTypeIdentifiers", swiftSettings: languageMode),
        // The time a preview's code runs on: the machine's in the window, the host's headless.
        .target(name: "EaselClock", swiftSettings: languageMode),
        // The SwiftUI API, layout, environment, state and the headless host.
        .target(name: "Easel", dependencies: ["EaselRaster", "EaselText", "CInstructions", "UniformTypeIdentifiers", "EaselClock", "EaselFoundation",
                                              .product(name: "OpenCombine", package: "OpenCombine")],
                swiftSettings: optimize),
        // `import Combine` on Linux: OpenCombine, with Easel's own Dispatch and Foundation parts
        // (`DispatchQueue` and `RunLoop` as schedulers, `Timer.publish`, `NotificationCenter`).
        // OpenCombine's default `objectWillChange`, which `Combine` shadows and still calls.
        .target(name: "EaselCombineBridge", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
                swiftSettings: languageMode),
        // Its Dispatch and Foundation parts (schedulers, `Timer.publish`, notifications, URL
        // sessions) are its own, on the preview's clock, not OpenCombine's.
        .target(name: "Combine", dependencies: ["EaselCombineBridge", "EaselClock",
                                                .product(name: "OpenCombine", package: "OpenCombine")],
                swiftSettings: languageMode),
        // `#Preview` and `@Previewable`, expanded at compile time (swift-syntax).
        .macro(name: "EaselMacros",
               dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                              .product(name: "SwiftCompilerPlugin", package: "swift-syntax")],
               swiftSettings: languageMode),
        // `import SwiftData` on Linux: `@Model`, containers, contexts and `@Query`; in memory,
        // or in an SQLite file for a configuration with a `url:`.
        // SQLite's C library, not GRDB: GRDB's `#if canImport(Combine)` finds Easel's own
        // `Combine` module on Linux and cannot build beside it.
        // SQLite files, for the stores of SwiftData and Core Data.
        .target(name: "EaselSQLite", dependencies: ["CSQLite"], swiftSettings: languageMode),
        .target(name: "SwiftData", dependencies: ["Easel", "EaselMacros", "EaselSQLite"], swiftSettings: languageMode),
        // `import CoreData` on Linux: models read from the app's `.xcdatamodeld`, managed
        // objects, contexts, fetch requests with predicates and sorts, containers with an
        // in-memory or an SQLite store, and SwiftUI's `@FetchRequest`.
        .target(name: "CoreData", dependencies: ["Easel", "EaselFoundation", "EaselSQLite", .product(name: "OpenCombine", package: "OpenCombine")],
                swiftSettings: languageMode),
        // `import Charts` on Linux: Swift Charts' marks, axes and scales, drawn with Easel's views.
        .target(name: "Charts", dependencies: ["Easel"], swiftSettings: languageMode),
        // `import CoreLocation` and `import MapKit` on Linux: coordinates, regions and map items,
        // and `Map` drawn as a stand-in (no tiles) with its markers where they belong.
        .target(name: "CoreLocation", dependencies: ["Easel"], swiftSettings: languageMode),
        // `import CoreLocationUI`: `LocationButton` and UIKit's `CLLocationButton`.
        .target(name: "CoreLocationUI", dependencies: ["Easel", "CoreLocation", "UIKit"], swiftSettings: languageMode),
        .target(name: "MapKit", dependencies: ["Easel", "CoreLocation", "UIKit"], swiftSettings: languageMode),
        // Stand-ins for previews of screens that use the App Store, the photo library and media:
        // the API compiles, the views draw as placeholders that say what they stand for.
        .target(name: "StoreKit", dependencies: ["Easel"], swiftSettings: languageMode),
        // `import UIKit` on Linux: the screen, device, application, haptics, fonts, paths and
        // appearance proxies SwiftUI apps use beside their views; `import SwiftUI` re-exports it.
        .target(name: "UIKit", dependencies: ["Easel", "EaselFoundation", "EaselRaster", "QuartzCore", "CoreGraphics", "UserNotifications", "CoreImage", .product(name: "OpenCombine", package: "OpenCombine")],
                swiftSettings: languageMode),
        // Core Animation's layers, which UIKit's views and AVFoundation's camera preview carry.
        .target(name: "QuartzCore", dependencies: ["Easel"], swiftSettings: languageMode),
        // `import LocalAuthentication`: Face ID as a new iOS Simulator has it (nothing enrolled).
        .target(name: "LocalAuthentication", dependencies: ["Easel"], swiftSettings: languageMode),
        // `import CoreHaptics`: patterns and players as on a simulator (no haptic hardware).
        .target(name: "CoreHaptics", dependencies: ["Easel"], swiftSettings: languageMode),
        // `import CoreMotion`: the motion sensors as on a simulator (none; no updates come).
        .target(name: "CoreMotion", dependencies: ["Easel"], swiftSettings: languageMode),
        // `import CryptoKit`: Swift Crypto under CryptoKit's name.
        .target(name: "CryptoKit", dependencies: [.product(name: "Crypto", package: "swift-crypto")], swiftSettings: languageMode),
        // `import UserNotifications`: permission granted, requests kept, nothing delivered.
        .target(name: "UserNotifications", dependencies: ["Easel"], swiftSettings: languageMode),
        // `import TipKit`: inline tips drawn, popovers kept as their view, rules not evaluated.
        .target(name: "TipKit", dependencies: ["Easel", "SwiftUI"], swiftSettings: languageMode),
        // `import CoreGraphics`: Foundation's geometry and Easel's CG types under Apple's name.
        .target(name: "CoreGraphics", dependencies: ["Easel"], swiftSettings: languageMode),
        // `import SwiftUICore` (iOS 18's SDK): SwiftUI.
        .target(name: "SwiftUICore", dependencies: ["SwiftUI"], swiftSettings: languageMode),
        // What Linux's Foundation lacks and iOS code uses (`DateComponentsFormatter`, `RelativeDateTimeFormatter`…).
        // Its `Task.sleep` shadows the standard library's, to sleep on the preview's clock.
        .target(name: "EaselFoundation", dependencies: ["EaselClock"], swiftSettings: languageMode),
        .target(name: "PhotosUI", dependencies: ["Easel"], swiftSettings: languageMode),
        .target(name: "AVFoundation", dependencies: ["Easel", "QuartzCore", "AudioToolbox"], swiftSettings: languageMode),
        // More stand-ins for frameworks apps import, each as an iOS Simulator has it: widgets
        // and Live Activities (nothing runs outside the app), App Intents, Safari, web views,
        // mail and messages (no accounts), Health (an empty store), media (nothing plays),
        // system sounds, the on-device language model (not available) and Sign in with Apple
        // (no Apple ID).
        .target(name: "AppIntents", dependencies: ["Easel", "EaselFoundation"], swiftSettings: languageMode),
        .target(name: "ActivityKit", dependencies: ["Easel", "EaselFoundation"], swiftSettings: languageMode),
        .target(name: "WidgetKit", dependencies: ["Easel", "SwiftUI", "AppIntents", "ActivityKit"], swiftSettings: languageMode),
        .target(name: "SafariServices", dependencies: ["Easel", "UIKit"], swiftSettings: languageMode),
        .target(name: "WebKit", dependencies: ["Easel", "UIKit"], swiftSettings: languageMode),
        .target(name: "MessageUI", dependencies: ["Easel", "UIKit"], swiftSettings: languageMode),
        .target(name: "HealthKit", dependencies: ["Easel", "EaselFoundation"], swiftSettings: languageMode),
        .target(name: "HealthKitUI", dependencies: ["Easel", "HealthKit"], swiftSettings: languageMode),
        // `import Network` and `import SystemConfiguration`: a device online over Wi-Fi.
        .target(name: "Network", dependencies: ["Easel"], swiftSettings: languageMode),
        .target(name: "SystemConfiguration", dependencies: ["Easel", "EaselFoundation"], swiftSettings: languageMode),
        // `import CommonCrypto`: the one-shot digests and HMAC, on Swift Crypto.
        .target(name: "CommonCrypto", dependencies: [.product(name: "Crypto", package: "swift-crypto")], swiftSettings: languageMode),
        // `import CoreTelephony`: a simulator's answers (no SIM, no carrier).
        .target(name: "CoreTelephony", swiftSettings: languageMode),
        // `import Speech`: recognition that is not available in a preview, on AVFoundation's audio engine.
        .target(name: "Speech", dependencies: ["Easel", "AVFoundation"], swiftSettings: languageMode),
        // `import PencilKit`: a canvas that draws its drawing's strokes and takes no touches.
        .target(name: "PencilKit", dependencies: ["Easel", "UIKit"], swiftSettings: languageMode),
        // `import SpriteKit`: scenes built in code, drawn at their first frame by `SpriteView`.
        .target(name: "SpriteKit", dependencies: ["Easel", "UIKit", "QuartzCore"], swiftSettings: languageMode),
        // `import GameKit`: no Game Center account; GameplayKit's seeded random sources.
        .target(name: "GameKit", dependencies: ["Easel"], swiftSettings: languageMode),
        // `import Accelerate`: vDSP's vector arithmetic and statistics, vImage's buffers and conversions, in plain Swift.
        .target(name: "Accelerate", dependencies: ["Easel", "EaselRaster", "CoreGraphics"], swiftSettings: languageMode),
        // `import Contacts`: a new iOS Simulator's address book.
        .target(name: "Contacts", dependencies: ["Easel"], swiftSettings: languageMode),
        // `import CoreImage`: images, orientation, cropping and the colour filters, on Easel's pixels.
        .target(name: "CoreImage", dependencies: ["Easel", "EaselRaster"], swiftSettings: languageMode),
        // `import Vision`: requests that run and find nothing (a preview has no models).
        .target(name: "Vision", dependencies: ["Easel", "CoreImage"], swiftSettings: languageMode),
        .target(name: "MediaPlayer", dependencies: ["Easel", "UIKit"], swiftSettings: languageMode),
        .target(name: "AudioToolbox", dependencies: ["Easel", "EaselFoundation"], swiftSettings: languageMode),
        // `import Security`: the keychain as a new simulator's, in memory for the preview's run.
        .target(name: "Security", dependencies: ["Easel", "EaselFoundation", .product(name: "Crypto", package: "swift-crypto")], swiftSettings: languageMode),
        .target(name: "FoundationModels", dependencies: ["Easel", "EaselMacros"], swiftSettings: languageMode),
        .target(name: "AuthenticationServices", dependencies: ["Easel", "UIKit"], swiftSettings: languageMode),
        .target(name: "AVKit", dependencies: ["Easel", "AVFoundation"], swiftSettings: languageMode),
        // OSLog's `Logger` under another name (swift-syntax and swift-argument-parser test
        // `canImport(OSLog)`): the preview host rewrites `import OSLog` to it.
        .target(name: "EaselOSLog", swiftSettings: languageMode),
        // `import SwiftUI` on Linux: re-exports Easel, and EaselViewer for `App.main()` (the window),
        // and Combine as Apple's SwiftUI does; declares `#Preview`.
        .target(name: "SwiftUI", dependencies: ["Easel", "EaselViewer", "EaselMacros", "Combine", "UIKit", "EaselFoundation", "CoreData"], swiftSettings: languageMode),
        // The X11 presenter: a window that shows pixels and reports input. Knows nothing of views.
        .target(name: "EaselX11", dependencies: ["CX11"], swiftSettings: optimize),
        // The device, headless: a preview on a device's screen (status bar, home indicator,
        // simulated keyboard, system UI, debug overlays) drawn into pixels, and screenshots.
        .target(name: "EaselDevice", dependencies: ["Easel", "EaselRaster"], swiftSettings: languageMode),
        // The preview viewer: the device's screen presented in an X11 window, live; `App.main()`
        // opens it.
        .target(name: "EaselViewer", dependencies: ["Easel", "EaselDevice", "EaselX11", "EaselRaster"], swiftSettings: languageMode),
        // Every example of the seed documents, by name.
        .target(name: "EaselGallery", dependencies: ["Easel", "Charts"], swiftSettings: languageMode),
        // The `easel` commands (list, preview, snapshot, devices) over whatever is registered in
        // `Previews`: the easel tool's library API, for packages that register their own previews.
        .target(name: "EaselTool",
                dependencies: ["Easel", "EaselDevice", "EaselViewer", "EaselX11", "EaselRaster", "CoreData", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                swiftSettings: languageMode),
        // The literals a live preview changes without compiling, found with Swift's parser; the
        // `easel` executable links it, the preview runtime (which carries EaselTool) does not.
        .target(name: "EaselLiveLiterals",
                dependencies: ["EaselTool", .product(name: "SwiftParser", package: "swift-syntax"),
                               .product(name: "SwiftSyntax", package: "swift-syntax")],
                swiftSettings: languageMode),
        // `easel mcp`: the previews over the Model Context Protocol, for coding agents.
        .target(name: "EaselMCP", dependencies: ["EaselTool", .product(name: "MCP", package: "swift-sdk"),
                                                 .product(name: "SystemPackage", package: "swift-system")],
                swiftSettings: languageMode),
        .executableTarget(name: "EaselCLI", dependencies: ["EaselTool", "EaselGallery", "EaselLiveLiterals", "EaselMCP"], swiftSettings: languageMode),
        .executableTarget(name: "EaselBench", dependencies: ["Easel", "EaselRaster", "EaselText", "EaselGallery", "EaselFuzz",
                                                         .product(name: "OpenCombine", package: "OpenCombine")],
                          swiftSettings: optimize),
        // Random view trees through the public API, watched for crashes, hangs and runaway memory
        // (`make fuzz`; a fixed-seed sample runs in `make test`).
        .target(name: "EaselFuzz", dependencies: ["Easel"], swiftSettings: languageMode),
        .executableTarget(name: "EaselFuzzCLI", dependencies: ["EaselFuzz"], swiftSettings: languageMode),
        // The two example packages' sources, built with Easel's own build (and so by `make
        // test`), so that the examples the README points to always compile.
        .executableTarget(name: "SignInAppExample", dependencies: ["SwiftUI"],
                          path: "Examples/SignInApp/Sources/SignInApp", swiftSettings: languageMode),
        .executableTarget(name: "PreviewCatalogExample", dependencies: ["SwiftUI", "EaselTool"],
                          path: "Examples/PreviewCatalog/Sources/PreviewCatalog", swiftSettings: languageMode),

        .target(name: "EaselTestSupport", dependencies: ["EaselRaster"], path: "Tests/EaselTestSupport",
                swiftSettings: languageMode),
        // Asset catalogs are read from the source tree by path, not bundled.
        .testTarget(name: "EaselTests", dependencies: ["Easel", "SwiftUI", "Combine", "SwiftData", "Charts", "MapKit", "StoreKit", "PhotosUI", "AVKit", "LocalAuthentication", "CoreHaptics", "CoreMotion", "CryptoKit", "UserNotifications", "TipKit", "CoreGraphics", "SwiftUICore", "AVFoundation", "EaselOSLog", "EaselTestSupport", "EaselFuzz", "EaselText",
                                                "WidgetKit", "ActivityKit", "AppIntents", "SafariServices", "WebKit", "MessageUI", "HealthKit",
                                                "HealthKitUI", "MediaPlayer", "AudioToolbox", "FoundationModels", "AuthenticationServices",
                                                "CoreData", "Contacts", "CoreImage", "Vision", "Security", "Network", "SystemConfiguration",
                                                "CommonCrypto", "CoreTelephony", "Speech", "PencilKit", "SpriteKit", "GameKit", "Accelerate",
                                                "CoreLocationUI"],
                    exclude: ["AssetFixtures"], swiftSettings: languageMode),
        // Golden PNGs are read from the source tree by path (`assertMatchesGolden`), not bundled.
        .testTarget(name: "EaselRasterTests", dependencies: ["EaselRaster", "EaselTestSupport"],
                    exclude: ["Goldens"], swiftSettings: languageMode),
        .testTarget(name: "EaselMacrosTests",
                    dependencies: ["EaselMacros", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
                                   .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax")],
                    swiftSettings: languageMode),
        .testTarget(name: "EaselFuzzTests", dependencies: ["EaselFuzz"], swiftSettings: languageMode),
        .testTarget(name: "EaselTextTests", dependencies: ["EaselText"], swiftSettings: languageMode),
        // App code in the Swift 6 language mode: it compiles only where Easel's isolation is SwiftUI's.
        .testTarget(name: "EaselSwift6Tests", dependencies: ["SwiftUI", "UIKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "EaselX11Tests", dependencies: ["EaselX11", "EaselTestSupport"], swiftSettings: languageMode),
        .testTarget(name: "EaselViewerTests", dependencies: ["EaselDevice", "EaselViewer", "EaselTool", "EaselLiveLiterals", "EaselGallery", "EaselTestSupport"],
                    swiftSettings: languageMode),
        .testTarget(name: "EaselGalleryTests", dependencies: ["EaselGallery", "EaselTestSupport"],
                    exclude: ["Goldens"], swiftSettings: languageMode),
    ]
)
