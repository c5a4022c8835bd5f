// `import SwiftUI` on Linux: everything Easel offers under SwiftUI's own module name, so a
// SwiftUI source file compiles unchanged.
@_exported import Easel
// `App`, `Scene` and `WindowGroup`: running an app opens the preview window.
@_exported import EaselViewer
@_exported import Foundation
// SwiftUI re-exports Observation: `@Observable` models compile with `import SwiftUI` alone.
@_exported import Observation
// SwiftUI re-exports Combine: `ObservableObject`, `@Published` and `AnyCancellable` compile
// with `import SwiftUI` alone, as on Apple's platforms.
@_exported import Combine
#if canImport(FoundationNetworking)
// On Apple's platforms `URLSession`, `URLRequest` and `URLResponse` are Foundation's; on Linux
// they are FoundationNetworking's. A view that loads data with `URLSession.shared` compiles
// with `import SwiftUI`, as on an iPhone.
@_exported import FoundationNetworking
#endif
// On iOS `import SwiftUI` brings UIKit: `UIScreen.main.bounds`, `UIApplication.shared` and
// haptics compile in a file that imports SwiftUI alone.
@_exported import UIKit
// SwiftUI's `@FetchRequest`, `FetchedResults` and `\.managedObjectContext` are Core Data's here:
// `import SwiftUI` brings them with the rest of Core Data.
@_exported import CoreData
// What Linux's Foundation lacks: `DateComponentsFormatter`.
@_exported import EaselFoundation
