// Easel's Core Data: `import CoreData` in an app's file gives what Apple's module does,
// Foundation included (Apple's Core Data re-exports it), and the Foundation API Easel adds
// (`NSPredicate(format:)`, `UndoManager`).
@_exported import Foundation
@_exported import EaselFoundation
