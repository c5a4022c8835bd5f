import Foundation
import Easel

/// Ways real screens nest views, each repeatable to any depth: the trees whose layout work
/// must grow in proportion to their depth (`LayoutLinearityTests`, `easel-bench nesting`).
public enum NestingPattern: String, CaseIterable, Sendable {
    /// `HStack { inner; Text }`: a stack's spacing asks its first subview twice.
    case hstackWithSibling
    /// `VStack { Text; inner }`.
    case vstackWithSibling
    /// `ZStack { inner }` around a `Text`: alignment asks each child for its guides again.
    case zstackAroundText
    /// `ZStack(alignment: .topLeading) { Color; inner }`.
    case zstackWithBackground
    /// `HStack` and `VStack` in turn, each with a sibling: proposals vary on both axes.
    case alternatingStacks
    /// `HStack(alignment: .firstTextBaseline) { inner; Text }`: explicit guides all the way down.
    case baselineStacks
    /// `inner.padding().frame(maxWidth: .infinity)`.
    case paddedFlexibleFrames
    /// `inner.background(Color).overlay(alignment: .topLeading) { Text }`.
    case layeredModifiers
    /// `AnyLayout(HStackLayout()) { inner; Spacer }` and `VStackLayout` in turn.
    case anyLayouts
    /// `inner.alignmentGuide(.leading) { $0[.trailing] }` in a `VStack(alignment: .leading)` with a sibling.
    case alignmentGuides
    /// `HStack { inner.layoutPriority(1); Text.fixedSize() }`.
    case prioritiesAndFixedSizes

    /// The pattern repeated `depth` times around a `Text`. With `fixedLeaves`, every text is a
    /// 20 × 20 point `Color` instead, as in a flexbox engine's benchmark tree.
    public func tree(depth: Int, fixedLeaves: Bool = false) -> AnyView {
        var view = fixedLeaves ? AnyView(Color.gray.frame(width: 20, height: 20)) : AnyView(Text("Leaf"))
        for level in 0..<depth {
            view = wrap(view, level: level, fixedLeaves: fixedLeaves)
        }
        return view
    }

    private func wrap(_ inner: AnyView, level: Int, fixedLeaves: Bool) -> AnyView {
        @ViewBuilder func Text(_ string: String) -> some View {
            if fixedLeaves { Color.gray.frame(width: 20, height: 20) } else { Easel.Text(string) }
        }
        switch self {
        case .hstackWithSibling:
            return AnyView(HStack { inner; Text("\(level)") })
        case .vstackWithSibling:
            return AnyView(VStack { Text("\(level)"); inner })
        case .zstackAroundText:
            return AnyView(ZStack { inner })
        case .zstackWithBackground:
            return AnyView(ZStack(alignment: .topLeading) { Color.blue; inner })
        case .alternatingStacks:
            return level % 2 == 0 ? AnyView(HStack { inner; Text("\(level)") }) : AnyView(VStack { Text("\(level)"); inner })
        case .baselineStacks:
            return AnyView(HStack(alignment: .firstTextBaseline) { inner; Text("\(level)").font(.caption) })
        case .paddedFlexibleFrames:
            return AnyView(inner.padding(2).frame(maxWidth: .infinity))
        case .layeredModifiers:
            return AnyView(inner.background(Color.yellow).overlay(alignment: .topLeading) { Text("\(level)") })
        case .anyLayouts:
            let layout = level % 2 == 0 ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            return AnyView(layout { inner; Spacer() })
        case .alignmentGuides:
            return AnyView(VStack(alignment: .leading) { inner.alignmentGuide(.leading) { $0[.trailing] / 2 }; Text("\(level)") })
        case .prioritiesAndFixedSizes:
            return AnyView(HStack { inner.layoutPriority(1); Text("\(level)").fixedSize() })
        }
    }
}
