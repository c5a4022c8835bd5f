import Foundation

/// Which section views stay pinned to a scroll view's edge (Apple: "PinnedScrollableViews").
/// Accepted; Easel has no sections to pin yet.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack for long scrolling content (Apple: "LazyVStack").
///
/// Laid out as SwiftUI lays it out: a `VStack` that takes the whole width it is offered (a
/// `VStack` hugs its widest child), its children placed across that width by `alignment`.
/// Easel builds every row, not only the visible ones; the frames are the same.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A horizontal stack for long scrolling content (Apple: "LazyHStack"): an `HStack` that
/// takes the whole height it is offered. Every column is built.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
