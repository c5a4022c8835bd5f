import Foundation
import OpenCombine

/// Values that the focused view publishes for commands and other scenes (Apple: "FocusedValues").
/// A preview has no menu bar or second scene to read them: they are accepted and read as nil.
public struct FocusedValues {
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

/// A key for a focused value (Apple: "FocusedValueKey").
public protocol FocusedValueKey {
    associatedtype Value
}

/// Reads a focused value (Apple: "FocusedValue"); nil in a preview.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    public init(_ objectType: Value.Type) where Value: AnyObject {}
    public var wrappedValue: Value? { nil }
}

/// Reads a focused binding (Apple: "FocusedBinding"); nil in a preview.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

/// Reads a focused observable object (Apple: "FocusedObject"); nil in a preview.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType? { nil }
}

extension View {
    /// Publishes a value while the view has focus (Apple: "focusedValue(_:_:)").
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    public func focusedValue<T: AnyObject>(_ object: T?) -> some View { self }
    /// Publishes a value for the scene (Apple: "focusedSceneValue(_:_:)").
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}

// MARK: iOS 18's navigation transitions

/// How a pushed or presented view arrives (Apple: "NavigationTransition", iOS 18). Easel's
/// pushes and presentations are not animated: the transition is accepted.
public protocol NavigationTransition {}

public struct AutomaticNavigationTransition: NavigationTransition {}
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from the view marked `matchedTransitionSource(id:in:)`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

/// The source's look during a zoom (Apple: "EmptyMatchedTransitionSourceConfiguration").
public struct EmptyMatchedTransitionSourceConfiguration {
    public func background<S: ShapeStyle>(_ style: S) -> EmptyMatchedTransitionSourceConfiguration { self }
    public func clipShape<S: Shape>(_ shape: S) -> EmptyMatchedTransitionSourceConfiguration { self }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> EmptyMatchedTransitionSourceConfiguration { self }
}

extension View {
    /// How the view arrives when pushed or presented (Apple: "navigationTransition(_:)"): accepted.
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> some View { self }

    /// Marks the view a zoom transition starts from (Apple: "matchedTransitionSource(id:in:)"): accepted.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                      configuration: (EmptyMatchedTransitionSourceConfiguration) -> EmptyMatchedTransitionSourceConfiguration) -> some View {
        self
    }
}

/// A button that starts renaming (Apple: "RenameButton"): "Rename" with a pencil, running the
/// environment's `rename` action.
public struct RenameButton<Label: View>: View {
    @Environment(\.renameAction) private var rename
    let label: Label

    public var body: some View {
        Button { rename?() } label: { label }
    }
}

extension RenameButton where Label == Easel.Label<Text, Image> {
    public init() { label = Easel.Label("Rename", systemImage: "pencil") }
}

private struct RenameActionKey: EnvironmentKey { static let defaultValue: (() -> Void)? = nil }

extension EnvironmentValues {
    var renameAction: (() -> Void)? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// The action a `RenameButton` inside runs (Apple: "renameAction(_:)").
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.renameAction, action)
    }

    /// Starts editing the text field focused by `isFocused` (Apple: "renameAction(_:)" with `FocusState`).
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.renameAction, { isFocused.wrappedValue = true })
    }
}
