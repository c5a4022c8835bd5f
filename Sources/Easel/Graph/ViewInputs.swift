import Foundation

/// What a view is built with: its environment, its structural identity and the graph it joins.
///
/// Public only because `View._makeNodes` must name it; nothing about it is public API.
public struct _ViewInputs {
    var environment: EnvironmentValues
    /// The structural identity of the view being built: a hash chained from the root through
    /// every container position, conditional branch, `ForEach` id and `.id(_:)` on the way.
    var identity: UInt64
    /// The same identity with types named by their names and `ForEach` ids by their
    /// descriptions rather than by this process's addresses and hash seeds, so that it is the
    /// same in the next process: kept only while the graph captures state for a live preview's
    /// reload (`ViewGraph.tracksStableIdentity`).
    var stableIdentity: UInt64
    unowned var graph: ViewGraph
    /// The nearest enclosing view that owns state; it owns the nodes built here. Weak: a
    /// record's rebuild closure keeps the inputs it builds its body with, which name the record
    /// itself (the graph's `records` keeps records alive).
    weak var record: ViewRecord?
    /// Builds the content of the custom `ViewModifier` whose body is being built.
    var modifierContent: ModifierContent?
    /// Set for the direct content of a lazy container (a `List`'s rows, a `LazyVStack`): a
    /// `ForEach` found there builds its elements as they come into view (`LazyRunLayout`).
    /// Containers and a `ForEach`'s elements clear it; groupings, conditions and custom views,
    /// which only pass their content on, keep it (`transparentChild`).
    var lazyAxis: Axis?
    /// Set inside scroll views: a `ForEach` tags its elements' nodes with their ids, which
    /// `scrollTo(_:)`, `scrollPosition(id:)` and view-aligned scrolling find them by.
    var tagsElementIDs = false

    init(graph: ViewGraph, environment: EnvironmentValues) {
        self.graph = graph
        self.environment = environment
        self.identity = 0xcbf2_9ce4_8422_2325
        self.stableIdentity = 0xcbf2_9ce4_8422_2325
    }

    /// The inputs of a child at a given structural position.
    func child(_ component: UInt64) -> _ViewInputs {
        child(component, stable: component)
    }

    /// A child whose component differs from process to process (a type's address, a hash):
    /// `stable` stands for it in the stable identity.
    private func child(_ component: UInt64, stable: UInt64) -> _ViewInputs {
        var copy = self
        // FNV-1a style chaining: cheap, and collisions between siblings need equal paths.
        copy.identity = (identity ^ component) &* 0x0000_0100_0000_01b3
        copy.stableIdentity = (stableIdentity ^ stable) &* 0x0000_0100_0000_01b3
        copy.lazyAxis = nil
        return copy
    }

    /// A child position of a view that only passes its content on (a tuple, an `if`, a custom
    /// view's body): a lazy container's content stays its direct content.
    func transparentChild(_ component: UInt64) -> _ViewInputs {
        var copy = child(component)
        copy.lazyAxis = lazyAxis
        return copy
    }

    /// `transparentChild` at a type's position.
    func transparentChild<T>(type: T.Type) -> _ViewInputs {
        var copy = child(type: type)
        copy.lazyAxis = lazyAxis
        return copy
    }

    func child<T>(type: T.Type) -> _ViewInputs {
        let component = UInt64(UInt(bitPattern: ObjectIdentifier(type).hashValue))
        return child(component, stable: graph.tracksStableIdentity ? StableIdentity.component(for: type) : component)
    }

    func child(id: AnyHashable) -> _ViewInputs {
        let component = UInt64(bitPattern: Int64(id.hashValue)) ^ 0x9e37_79b9_7f4a_7c15
        return child(component, stable: graph.tracksStableIdentity ? StableIdentity.component(for: id) : component)
    }
}

/// Components of `_ViewInputs.stableIdentity`: FNV-1a hashes of a type's name and of an id's
/// description, the same in every process.
enum StableIdentity {
    nonisolated(unsafe) private static var typeComponents: [ObjectIdentifier: UInt64] = [:]
    private static let lock = NSLock()

    static func component<T>(for type: T.Type) -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        if let known = typeComponents[ObjectIdentifier(type)] { return known }
        let component = hash(String(reflecting: type))
        typeComponents[ObjectIdentifier(type)] = component
        return component
    }

    static func component(for id: AnyHashable) -> UInt64 {
        hash(String(reflecting: id.base)) ^ 0x9e37_79b9_7f4a_7c15
    }

    static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return value
    }
}

/// The nodes a view produced, in order. Public only because `View._makeNodes` must name it.
public struct _ViewOutputs {
    var nodes: [ViewNode] = []

    init() {}

    mutating func append(_ node: ViewNode) { nodes.append(node) }
}

/// A thunk that builds the original content of a custom modifier with the inputs found at the
/// place where the modifier's body uses `content`.
final class ModifierContent {
    let build: (_ViewInputs, inout _ViewOutputs) -> Void
    init(_ build: @escaping (_ViewInputs, inout _ViewOutputs) -> Void) { self.build = build }
}
