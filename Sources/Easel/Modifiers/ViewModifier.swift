import Foundation

/// A modifier that you apply to a view to produce a different version of it (Apple: "ViewModifier").
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body

    /// Builds the modified view. Easel's own modifiers implement this; yours use the default,
    /// which evaluates `body(content:)`.
    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void,
                           outputs: inout _ViewOutputs)
}

extension ViewModifier {
    public static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                                  content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void,
                                  outputs: inout _ViewOutputs) {
        let outer = inputs.modifierContent
        var bodyInputs = inputs
        bodyInputs.modifierContent = ModifierContent { contentInputs, contentOutputs in
            var restored = contentInputs
            restored.modifierContent = outer
            content(restored, &contentOutputs)
        }
        CompositeViewBuilder.make(owner: modifier, type: Self.self, bodyInputs, &outputs) { inputs, outputs in
            let shown = AnimatedData.presented(modifier, record: inputs.record)
            let body = ObservationTracker.evaluate(inputs) { shown.body(content: _ViewModifier_Content()) }
            makeNodes(body, inputs, &outputs)
        }
    }
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }
}

/// The view a custom modifier's `body(content:)` receives: the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        inputs.modifierContent?.build(inputs, &outputs)
    }
}

/// A view with a modifier applied (Apple: "ModifiedContent").
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let content = view.content
        Modifier._makeNodes(modifier: view.modifier, inputs: inputs,
                            content: { inputs, outputs in makeNodes(content, inputs, &outputs) },
                            outputs: &outputs)
    }
}

/// A modifier that changes nothing (Apple: "EmptyModifier").
public struct EmptyModifier: ViewModifier {
    public typealias Body = Never
    public static let identity = EmptyModifier()
    public init() {}

    public static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                                  content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void,
                                  outputs: inout _ViewOutputs) {
        content(inputs, &outputs)
    }
}

extension View {
    /// Applies a modifier to the view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
