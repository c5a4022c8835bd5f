// `import SwiftUICore` (iOS 18's SDK splits SwiftUI's views, shapes and data flow into this
// module): the same as `import SwiftUI` in Easel.
@_exported import SwiftUI
