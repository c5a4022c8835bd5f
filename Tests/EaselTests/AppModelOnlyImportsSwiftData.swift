import Foundation
import SwiftData

// A model file as Xcode's template writes it: `import SwiftData` and nothing else from Apple.
// `@Model` expands to Observation's registrar and macros, which SwiftData brings with it.

@Model
final class AppTemplateItem {
    var timestamp: Date
    var title: String

    init(timestamp: Date, title: String) {
        self.timestamp = timestamp
        self.title = title
    }
}
