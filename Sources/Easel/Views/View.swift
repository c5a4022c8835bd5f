import Foundation

/// A piece of user interface (Apple: "View").
///
/// Write a view by declaring `body`. Easel turns a view into nodes of its view graph: a view
/// whose `Body` is `Never` is primitive (Easel knows how to lay it out and draw it); any other
/// view is composite and stands for its body.
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
    StackGuard.run { V._makeNodes(view, inputs, &outputs) }
}
