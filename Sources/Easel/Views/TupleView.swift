import Foundation

/// The views of a view-builder block, in order (Apple: "TupleView"). In a container they are
/// separate subviews; each one's position in the block is part of its identity.
public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    private let builders: [(_ViewInputs, inout _ViewOutputs) -> Void]

    public init(_ value: T) {
        self.value = value
        builders = []
    }

    init<each Content: View>(_ content: repeat each Content) where T == (repeat each Content) {
        value = (repeat each content)
        var builders: [(_ViewInputs, inout _ViewOutputs) -> Void] = []
        for view in repeat each content {
            builders.append { inputs, outputs in makeNodes(view, inputs, &outputs) }
        }
        self.builders = builders
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        for (index, build) in view.builders.enumerated() {
            build(inputs.transparentChild(UInt64(index) &+ 0x100), &outputs)
        }
    }
}

/// A view that shows nothing and takes no space; in a stack it adds no spacing (Apple: "EmptyView").
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {}
}

/// Several views treated as one for modifiers: a modifier applied to a group applies to each
/// of its views (Apple: "Group").
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        makeNodes(view.content, inputs, &outputs)
    }
}

/// A type-erased view (Apple: "AnyView"). The wrapped type is part of the identity: wrapping a
/// different type replaces the view.
public struct AnyView: View {
    public typealias Body = Never
    private let build: (_ViewInputs, inout _ViewOutputs) -> Void

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self = erased
            return
        }
        build = { inputs, outputs in makeNodes(view, inputs.transparentChild(type: V.self), &outputs) }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.build(inputs, &outputs)
    }
}
