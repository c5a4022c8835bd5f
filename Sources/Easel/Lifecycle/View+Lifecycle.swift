import Foundation
import OpenCombine

/// Attaches a lifecycle handler to each node its content produced (a modifier on a `Group`
/// applies to each member, so each gets its own `onAppear`).
struct LifecycleModifier: ViewModifier {
    typealias Body = Never
    let makeHandler: () -> LifecycleHandler

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        let start = outputs.nodes.count
        content(inputs, &outputs)
        let base = inputs.child(type: Self.self).identity
        inputs.graph.lifecycle.hasHandlers = true
        for (index, node) in outputs.nodes[start...].enumerated() {
            if let run = node.layout.lazyRun {
                // On a lazy `ForEach`: each element, as it is built, has its own handler.
                let runBase = (base ^ UInt64(index)) &* 0x0000_0100_0000_01b3
                run.addTransform { node, element in
                    let handler = modifier.makeHandler()
                    handler.key = (runBase ^ UInt64(element)) &* 0x0000_0100_0000_01b3
                    let attach = { (node: ViewNode) in node.lifecycle = (node.lifecycle ?? []) + [handler] }
                    attach(node)
                    NodeBuilding.rememberChange(attach, to: node, builtWith: inputs)
                    return node
                }
                continue
            }
            let handler = modifier.makeHandler()
            handler.key = (base ^ UInt64(index)) &* 0x0000_0100_0000_01b3
            let attach = { (node: ViewNode) in node.lifecycle = (node.lifecycle ?? []) + [handler] }
            attach(node)
            NodeBuilding.rememberChange(attach, to: node, builtWith: inputs)
        }
    }
}

extension View {
    /// Runs `action` when the view enters the tree, before its first frame is drawn (Apple:
    /// "onAppear(perform:)"): at first display, when a navigation stack shows its screen, when
    /// its tab is selected, when an `if` brings it in.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier { AppearHandler(action ?? {}) })
    }

    /// Runs `action` when the view leaves the tree (Apple: "onDisappear(perform:)").
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier { DisappearHandler(action ?? {}) })
    }

    /// Starts `action` on the main actor when the view appears and cancels it when the view
    /// disappears (Apple: "task(priority:_:)").
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(LifecycleModifier { TaskHandler(id: nil, priority: priority, action: action) })
    }

    /// Like `task(priority:_:)`, and also cancels the task and starts it again whenever `value`
    /// changes (Apple: "task(id:priority:_:)").
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        let id = EquatableID(value)
        return modifier(LifecycleModifier { TaskHandler(id: AnyHashable(id), priority: priority, action: action) })
    }

    /// Runs `action` with the old and new values when `value` changes; with `initial`, also
    /// when the view appears (Apple: "onChange(of:initial:_:)", iOS 17).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(LifecycleModifier { ChangeHandler(value: value, initial: initial, action: action) })
    }

    /// Runs `action` when `value` changes; with `initial`, also when the view appears (Apple:
    /// "onChange(of:initial:_:)", the form without values).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(LifecycleModifier { ChangeHandler(value: value, initial: initial) { _, _ in action() } })
    }

    /// Runs `action` with the new value when `value` changes (Apple: "onChange(of:perform:)",
    /// deprecated in iOS 17 and still the most common form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(LifecycleModifier { ChangeHandler(value: value, initial: false) { _, new in action(new) } })
    }

    /// Runs `action` with each value `publisher` sends while the view is in the tree (Apple:
    /// "onReceive(_:perform:)").
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(LifecycleModifier { ReceiveHandler(publisher: publisher, action: action) })
    }

    /// Registers a handler for URLs opened by the app (Apple: "onOpenURL(perform:)"). A preview
    /// is opened by no URL: the handler never runs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        self
    }

    /// Registers a handler for a Handoff or Spotlight activity (Apple:
    /// "onContinueUserActivity(_:perform:)"). A preview continues no activity: it never runs.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View {
        self
    }
}

/// An `Equatable` value as a hashable task id: equal values compare equal.
private struct EquatableID: Hashable {
    let value: Any
    let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }

    static func == (lhs: EquatableID, rhs: EquatableID) -> Bool { lhs.equals(rhs.value) }
    // Equal values must hash alike; all ids of one task share a bucket, which is fine for one.
    func hash(into hasher: inout Hasher) {}
}
