import Foundation
import EaselFoundation
import UniformTypeIdentifiers

// iOS 13 and 14's drag and drop (Apple: "onDrag(_:)", "onDrop(of:delegate:)",
// "DropDelegate"): lists reordered by dragging rows, cards dropped on columns. A preview has no
// drag session — a mouse drag scrolls or drives gestures —, so the providers are never asked
// for and nothing is dropped, as with `draggable` and `dropDestination`; the code compiles and
// its delegates can be called by hand.

/// What a drop would do (Apple: "DropOperation").
public enum DropOperation: Hashable, Sendable {
    case cancel, forbidden, copy, move
}

/// Apple: "DropProposal".
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// Where a drag is over a drop target and what it carries (Apple: "DropInfo").
public struct DropInfo {
    public let location: CGPoint
    let providers: [NSItemProvider]

    public init(location: CGPoint, itemProviders: [NSItemProvider]) {
        self.location = location
        providers = itemProviders
    }

    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    public func hasItemsConforming(to typeIdentifiers: [String]) -> Bool {
        hasItemsConforming(to: typeIdentifiers.compactMap { UTType($0) })
    }

    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    public func itemProviders(for typeIdentifiers: [String]) -> [NSItemProvider] {
        itemProviders(for: typeIdentifiers.compactMap { UTType($0) })
    }
}

/// A drop target's behaviour (Apple: "DropDelegate"): only `performDrop(info:)` is required.
@MainActor @preconcurrency
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

extension View {
    /// Makes the view a drag source (Apple: "onDrag(_:)"); a preview drags nothing.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    /// iOS 15's form with a drag preview.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }

    /// Makes the view a drop target (Apple: "onDrop(of:isTargeted:perform:)"); nothing is
    /// dropped in a preview, so `isTargeted` stays false.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }

    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }

    public func onDrop(of supportedContentTypes: [UTType], delegate: DropDelegate) -> some View { self }

    /// The iOS 13 forms, with type identifiers (deprecated).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }

    public func onDrop(of supportedTypes: [String], delegate: DropDelegate) -> some View { self }
}
