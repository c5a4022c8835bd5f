import Foundation

/// A piece of user interface (Apple: "View").
///
/// Write a view by declaring `body`. Easel turns a view into nodes of its view graph: a view
/// whose `Body` is `Never` is primitive (Easel knows how to lay it out and draw it); any other
/// view is composite and stands for its body.
///
/// As in SwiftUI (iOS 18 SDK), views are isolated to the main actor, `@preconcurrency`: a view
/// can hold and call `@MainActor` models, and code written before it compiles unchanged.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// Builds the view's nodes. Easel's primitive views implement this; your views use the
    /// default, which evaluates `body`.
    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs)
}

extension View {
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        CompositeViewBuilder.make(view, inputs, &outputs)
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body: asking for one is a programming error in Easel itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Builds a view into a node list: the one entry point used by containers and the host.
@inline(__always)
func makeNodes<V: View>(_ view: V, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
    // A body that contains itself (a style whose body uses the same style, a view that returns
    // `AnyView(Self())`) would nest for ever; SwiftUI overflows its stack there. Easel stops
    // the branch with a warning and shows the rest.
    guard BuildDepth.current < BuildDepth.limit else {
        Diagnostics.warnOnce("build-depth", "Views are nested more than \(BuildDepth.limit) levels deep while building \(V.self): "
                             + "a view's body probably contains the view itself. Easel stops building that branch.")
        return
    }
    BuildDepth.current += 1
    defer { BuildDepth.current -= 1 }
    let start = outputs.nodes.count
    StackGuard.run { V._makeNodes(view, inputs, &outputs) }
    // The innermost view that built a node names its place: an animated change pairs old and
    // new nodes by it (`Animator`), as SwiftUI pairs views by structural identity.
    for node in outputs.nodes[start...] where node.structuralIdentity == nil { node.structuralIdentity = inputs.identity }
}

/// How deeply views are nested in the build under way (building runs on one thread at a time;
/// `StackGuard` may move deep builds to other threads, so the count is not per thread).
enum BuildDepth {
    nonisolated(unsafe) static var current = 0
    static let limit = 30_000
}
