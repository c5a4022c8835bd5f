import Foundation

/// A coordinate space (Apple: "CoordinateSpace"): the host's (`.global`), a view's own
/// (`.local`), or one a view named with `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// The iOS 17 spelling of coordinate spaces (Apple: "CoordinateSpaceProtocol").
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace { public static var local: LocalCoordinateSpace { .init() } }
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace { public static var global: GlobalCoordinateSpace { .init() } }
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The nearest enclosing scroll view's space (Apple: "scrollView", iOS 17).
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName())) }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

/// The name scroll views give their own coordinate space.
struct ScrollViewSpaceName: Hashable {}

extension View {
    /// Names this view's coordinate space for geometry inside it (Apple: "coordinateSpace(name:)").
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(NodeTraitModifier { $0.geometryInfo.coordinateSpaceNames.append(AnyHashable(name)) })
    }

    /// The iOS 17 form (Apple: "coordinateSpace(_:)").
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(NodeTraitModifier { $0.geometryInfo.coordinateSpaceNames.append(name.name) })
    }
}

extension ViewNode {
    /// The origin, in host points, of the space a frame is reported in, seen from this node:
    /// zero for the global space, this node's origin for its local space, the nearest
    /// ancestor (or self) that bears the name for a named one — the global space when none
    /// does, as SwiftUI falls back.
    func origin(of space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return .zero
        case .local: return frame.origin
        case .named(let name):
            return namedAncestor(name)?.frame.origin ?? .zero
        }
    }

    /// This node or the nearest ancestor that bears `name` (a scroll view bears the name of
    /// `.scrollView`).
    func namedAncestor(_ name: AnyHashable) -> ViewNode? {
        var node: ViewNode? = self
        while let current = node {
            if current.geometry?.coordinateSpaceNames.contains(name) == true { return current }
            if name.base is ScrollViewSpaceName, current.layout.scrolling != nil { return current }
            node = current.parent
        }
        return nil
    }
}

/// What a `GeometryReader` tells its content (Apple: "GeometryProxy").
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The safe-area insets that overlap the reader's frame.
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    /// The reader, for named coordinate spaces; weak, as a proxy can outlive its view in a
    /// closure.
    private weak var node: ViewNode?

    init(size: CGSize, safeAreaInsets: EdgeInsets, globalFrame: CGRect, node: ViewNode?) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame
        self.node = node
    }

    /// The reader's frame in a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        if case .local = coordinateSpace { return CGRect(origin: .zero, size: size) }
        let origin = node?.origin(of: coordinateSpace) ?? .zero
        return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The iOS 17 spelling (Apple: "frame(in:)" with a `CoordinateSpaceProtocol`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The value of an anchor in the reader's own coordinates (Apple: "subscript(_:)").
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(globalFrame.origin)
    }

    /// Bounds of a named space's view, in the reader's coordinates (Apple: "bounds(of:)", iOS 17).
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        node?.namedAncestor(coordinateSpace.name)?.frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}
