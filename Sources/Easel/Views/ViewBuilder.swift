import Foundation

/// Builds views from closures (Apple: "ViewBuilder"): blocks of any length, `if`/`else`,
/// `if let`, `switch`, optionals, `#available`.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a view builder. The branch is part
/// of the identity: switching branches replaces the view and resets its state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        switch view.storage {
        case .trueContent(let content): makeNodes(content, inputs.transparentChild(1), &outputs)
        case .falseContent(let content): makeNodes(content, inputs.transparentChild(2), &outputs)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        if let view { makeNodes(view, inputs.transparentChild(3), &outputs) }
    }
}
