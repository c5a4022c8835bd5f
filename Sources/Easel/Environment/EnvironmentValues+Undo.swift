import Foundation
import EaselFoundation

private struct UndoManagerKey: EnvironmentKey {
    /// One undo stack for the preview's window, as a window scene has one on iOS.
    nonisolated(unsafe) static let defaultValue: UndoManager? = UndoManager()
}

extension EnvironmentValues {
    /// The window's undo stack (Apple: "undoManager"): `undoManager?.registerUndo(withTarget:)`
    /// records, and `undo()` runs what was recorded.
    public var undoManager: UndoManager? {
        self[UndoManagerKey.self]
    }
}
