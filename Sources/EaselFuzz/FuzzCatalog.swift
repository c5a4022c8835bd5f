import Foundation
import Easel

/// One kind of view or modifier the fuzzer builds: how to draw its arguments, how to make it
/// through Easel's public API, and how to spell it in Swift for a reproduction.
struct FuzzKind {
    enum Role {
        /// A view with no child views.
        case leaf
        /// A view with any number of child views.
        case container
        /// A modifier: `children[0]` is its content, then `secondary` more views.
        case modifier(secondary: Int)
    }

    let name: String
    let role: Role
    let generate: (inout FuzzRandom) -> [FuzzValue]
    let view: (FuzzArguments, [AnyView]) -> AnyView
    let source: (FuzzArguments, [String]) -> String
}

/// Reads a node's arguments by position, typed; a missing or mistyped argument reads as a
/// neutral value, so a shrunk node still builds.
struct FuzzArguments {
    let values: [FuzzValue]

    private func value(_ index: Int) -> FuzzValue { index < values.count ? values[index] : .none }

    func number(_ index: Int) -> CGFloat {
        switch value(index) {
        case .number(let value): return CGFloat(value)
        case .integer(let value): return CGFloat(value)
        default: return 0
        }
    }

    func optionalNumber(_ index: Int) -> CGFloat? {
        if case .none = value(index) { return nil }
        return number(index)
    }

    func integer(_ index: Int) -> Int {
        switch value(index) {
        case .integer(let value), .option(let value): return value
        default: return 0
        }
    }

    func text(_ index: Int) -> String {
        if case .text(let value) = value(index) { return value }
        return ""
    }

    func flag(_ index: Int) -> Bool {
        if case .flag(let value) = value(index) { return value }
        return false
    }

    func option<T>(_ index: Int, _ list: FuzzOptions<T>) -> T {
        if case .option(let value) = value(index) { return list.value(value) }
        return list.value(0)
    }

    // Swift spellings of the same arguments.
    func numberSource(_ index: Int) -> String { FuzzValue.source(Double(number(index))) }
    func optionalSource(_ index: Int) -> String { optionalNumber(index).map { FuzzValue.source(Double($0)) } ?? "nil" }
    func textSource(_ index: Int) -> String { FuzzValue.source(text(index)) }
    func optionSource<T>(_ index: Int, _ list: FuzzOptions<T>) -> String {
        if case .option(let value) = value(index) { return list.source(value) }
        return list.source(0)
    }
}

/// Every kind the fuzzer knows, by name. Add a kind to a list below when Easel gains a view
/// or a modifier; the generator, the runner and the reproductions pick it up from here.
enum FuzzCatalog {
    static let leaves: [FuzzKind] = FuzzCatalog.leafKinds
    static let containers: [FuzzKind] = FuzzCatalog.containerKinds
    static let modifiers: [FuzzKind] = FuzzCatalog.modifierKinds

    static let byName: [String: FuzzKind] = {
        var table: [String: FuzzKind] = [:]
        for kind in leaves + containers + modifiers {
            precondition(table[kind.name] == nil, "two fuzz kinds named \(kind.name)")
            table[kind.name] = kind
        }
        return table
    }()

    /// The view a node stands for.
    static func view(_ node: FuzzNode) -> AnyView {
        guard let kind = byName[node.kind] else { return AnyView(EmptyView()) }
        return kind.view(FuzzArguments(values: node.arguments), node.children.map(view))
    }

    /// The Swift source of a node.
    static func source(_ node: FuzzNode) -> String {
        guard let kind = byName[node.kind] else { return "EmptyView() /* unknown kind \(node.kind) */" }
        return kind.source(FuzzArguments(values: node.arguments), node.children.map(source))
    }

    // Spelling helpers.
    static func block(_ head: String, _ children: [String]) -> String {
        guard !children.isEmpty else { return head + " {}" }
        return head + " {\n" + children.map(indent).joined(separator: "\n") + "\n}"
    }

    static func closure(_ head: String, _ parameter: String, _ children: [String]) -> String {
        head + " { \(parameter) in\n" + children.map(indent).joined(separator: "\n") + "\n}"
    }

    static func indent(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    static func chain(_ content: String, _ call: String) -> String { content + "\n" + call }

    /// The content of a modifier, or an empty view when shrinking took it away.
    static func content(_ views: [AnyView]) -> AnyView { views.first ?? AnyView(EmptyView()) }
    static func content(_ sources: [String]) -> String { sources.first ?? "EmptyView()" }
    static func secondary(_ views: [AnyView]) -> AnyView { views.count > 1 ? views[1] : AnyView(EmptyView()) }
    static func secondary(_ sources: [String]) -> String { sources.count > 1 ? sources[1] : "EmptyView()" }
}
