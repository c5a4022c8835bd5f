import Foundation
import Observation

/// A scene whose window's root view a scene modifier changes (Apple: the scenes that
/// `environment(_:_:)`, `modelContainer(_:)` and the other scene modifiers return). Easel
/// shows one window, so a modifier on a scene is the same modifier on its root view.
public struct _ModifiedScene<Content: Scene>: Scene, RootScene {
    let content: Content
    let transform: (AnyView) -> AnyView

    package var rootView: AnyView { transform((content as? RootScene)?.rootView ?? AnyView(EmptyView())) }
}

extension Scene {
    /// The scene with `transform` applied to its window's root view, for scene modifiers
    /// declared in other modules (SwiftData's `modelContainer`).
    public func _modifyingRoot<V: View>(_ transform: @escaping (AnyView) -> V) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self) { AnyView(transform($0)) }
    }

    /// Sets an environment value for the scene's views (Apple: "environment(_:_:)").
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _modifyingRoot { $0.environment(keyPath, value) }
    }

    /// Places an `@Observable` object in the scene's environment (Apple: "environment(_:)").
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _modifyingRoot { $0.environment(object) }
    }

    /// Runs `action` when `value` changes (Apple: "onChange(of:initial:_:)" on `Scene`), as the
    /// view modifier does on the scene's root view: apps watch `scenePhase` this way.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        _modifyingRoot { $0.onChange(of: value, initial: initial, action) }
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        _modifyingRoot { $0.onChange(of: value, initial: initial, action) }
    }

    /// The iOS 14 form (Apple: "onChange(of:perform:)", deprecated).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        _modifyingRoot { $0.onChange(of: value, perform: action) }
    }

    /// A window's first size on the Mac and iPad (Apple: "defaultSize(_:)"). A preview's size
    /// is its device's: kept, changes nothing.
    public func defaultSize(_ size: CGSize) -> some Scene { self }
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

    /// How a window may be resized (Apple: "windowResizability(_:)"). Kept; the viewer's
    /// window resizes as its own controls say.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

/// Apple: "WindowResizability".
public struct WindowResizability: Sendable {
    let name: String
    public static let automatic = WindowResizability(name: "automatic")
    public static let contentSize = WindowResizability(name: "contentSize")
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}
