import Foundation

/// A program whose `body` describes its windows (Apple: "App"). Its `main()` is the
/// presenter's (`EaselViewer`, which `import SwiftUI` brings): it opens Easel's preview window
/// on the first `WindowGroup`, or with no display writes a screenshot.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// A part of an app's user interface (Apple: "Scene").
@MainActor @preconcurrency
public protocol Scene {}

/// A scene that shows a view in a window (Apple: "WindowGroup").
public struct WindowGroup<Content: View>: Scene, RootScene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package var rootView: AnyView { AnyView(content) }
}

/// Builds scenes (Apple: "SceneBuilder"). Easel shows the first window group.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene {
        var roots: [AnyView] = []
        for scene in repeat each scenes {
            if let root = (scene as? RootScene)?.rootView { roots.append(root) }
        }
        return TupleScene(roots: roots)
    }
}

/// Several scenes; the first window group is the one Easel shows.
public struct TupleScene: Scene, RootScene {
    let roots: [AnyView]
    package var rootView: AnyView { roots.first ?? AnyView(EmptyView()) }
}

/// A scene that shows a window: the view the presenter puts in it.
package protocol RootScene {
    var rootView: AnyView { get }
}
