import Foundation

/// `.badge(_:)`: the tab's badge (read by `TabView` from the node's traits) and, in a list row,
/// trailing text (Apple, "badge(_:)": "Badges appear … in the trailing edge of the row" in a
/// list; on iOS the text is in the secondary label colour, as `UIListContentConfiguration
/// .valueCell()` draws its secondary text).
///
/// In a row, the badge goes where the row's trailing accessory allows: a navigation link shows it
/// before its chevron (`NavigationLink` takes it from `rowBadgeSlot`); any other row content is
/// followed by at least 8 points of space and the badge, at the row's trailing edge.
struct BadgeModifier: ViewModifier {
    typealias Body = Never
    let text: Text?

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        let label = modifier.text.map { $0.segments.flatMap { $0.runs(in: inputs.environment.locale) }.map(\.string).joined() }
        let setTrait: (ViewNode) -> Void = { $0[BadgeTrait.self] = label }
        guard inputs.environment.isInListRow, let text = modifier.text else {
            return NodeBuilding.modifyEach(inputs, &outputs, content: content, setTrait)
        }
        let slot = RowBadgeSlot(text: text)
        var inner = inputs
        inner.environment.rowBadgeSlot = slot
        var built = _ViewOutputs()
        NodeBuilding.modifyEach(inner, &built, content: content, setTrait)
        for (index, node) in built.nodes.enumerated() {
            // A link shows the badge itself; a lazy run's rows are left as they are.
            if slot.isShown || node.layout.lazyRun != nil {
                outputs.append(node)
                continue
            }
            var badgeOutputs = _ViewOutputs()
            makeNodes(HStack(spacing: 0) { Spacer(minLength: 8); RowBadgeText(text: text) }, inputs.child(0xbad9e &+ UInt64(index)), &badgeOutputs)
            let row = ViewNode(LayoutAdapter(HStackLayout(spacing: 0)), children: [node] + badgeOutputs.nodes, environment: inputs.environment)
            row.inheritTraits(from: node)
            // Row traits (insets, separators, tags) set inside the badge belong to the row.
            row.traits = node.traits
            outputs.append(row)
        }
    }
}

/// A row's badge text: body, secondary.
struct RowBadgeText: View {
    let text: Text
    var body: some View {
        text.foregroundStyle(.secondary).lineLimit(1).accessibilityIdentifier("row-badge")
    }
}

/// The badge of the row being built, for a navigation link to show before its chevron.
final class RowBadgeSlot {
    let text: Text
    /// Set by the link that showed it.
    var isShown = false

    init(text: Text) { self.text = text }
}

private struct RowBadgeSlotKey: EnvironmentKey { static let defaultValue: RowBadgeSlot? = nil }

extension EnvironmentValues {
    var rowBadgeSlot: RowBadgeSlot? {
        get { self[RowBadgeSlotKey.self] }
        set { self[RowBadgeSlotKey.self] = newValue }
    }
}

// The traits set above, read by the containers around (`NodeTraits`).

/// `badge(_:)`: a tab item's or a list row's badge.
enum BadgeTrait: NodeTraitKey { typealias Value = String? }
