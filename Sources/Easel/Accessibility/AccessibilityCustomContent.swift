import Foundation

/// The Accessibility framework's custom content (Apple: "AXCustomContent"): here only its
/// importance, which `accessibilityCustomContent(_:_:importance:)` takes.
public final class AXCustomContent {
    /// How soon VoiceOver reads the content (Apple: "AXCustomContent.Importance"): `.high` right
    /// after the element's label and value, `.default` when the person asks for more content.
    public enum Importance: UInt, Sendable {
        case `default` = 0
        case high = 1
    }
}

/// The label of a piece of custom content, and its identity: content with the same key replaces
/// earlier content (Apple: "AccessibilityCustomContentKey").
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    let label: String
    let id: String

    init(label: String, id: String) {
        self.label = label
        self.id = id
    }

    public init(_ label: Text, id: String) {
        self.label = label.runs.map(\.string).joined()
        self.id = id
    }

    public init(_ labelKey: LocalizedStringKey, id: String) {
        label = labelKey.string
        self.id = id
    }

    /// A key whose identity is its label (Apple: "init(_:)").
    public init(_ labelKey: LocalizedStringKey) {
        label = labelKey.string
        id = labelKey.string
    }
}

extension AccessibilityElement {
    /// A piece of an element's custom content, as VoiceOver's "More Content" rotor reads it.
    public struct CustomContent: Equatable, Sendable, CustomStringConvertible {
        public let label: String
        public let value: String
        public let isImportant: Bool
        let id: String

        public var description: String { "\(label): \(value)" }
    }
}

extension View {
    /// Adds a labelled value that VoiceOver reads beside the element (Apple:
    /// "accessibilityCustomContent(_:_:importance:)"); a nil or empty value removes the content
    /// with that key. It is listed on the element in `accessibilityTree()`; combined elements
    /// take their children's.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        customContent(key, value.map { $0.runs.map(\.string).joined() }, importance)
    }

    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        customContent(key, valueKey.string, importance)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View {
        customContent(key, String(value), importance)
    }

    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        let label = label.runs.map(\.string).joined()
        return customContent(AccessibilityCustomContentKey(label: label, id: label), value.runs.map(\.string).joined(), importance)
    }

    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        customContent(AccessibilityCustomContentKey(labelKey), value.runs.map(\.string).joined(), importance)
    }

    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        customContent(AccessibilityCustomContentKey(labelKey), valueKey.string, importance)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View {
        customContent(AccessibilityCustomContentKey(labelKey), String(value), importance)
    }

    private func customContent(_ key: AccessibilityCustomContentKey, _ value: String?, _ importance: AXCustomContent.Importance) -> some View {
        modifier(AccessibilityModifier { info in
            info.customContent.removeAll { $0.id == key.id }
            guard let value, !value.isEmpty else { return }
            info.customContent.append(AccessibilityElement.CustomContent(label: key.label, value: value, isImportant: importance == .high, id: key.id))
        })
    }
}

/// Which side of a label-and-content pair a view is (Apple: "AccessibilityLabeledPairRole").
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case label
    case content
}

/// A labelled pair's identity: the id in its namespace.
struct AccessibilityLabeledPair {
    let role: AccessibilityLabeledPairRole
    let key: AnyHashable
}

extension View {
    /// Pairs a label with the content it labels, when they are apart (Apple:
    /// "accessibilityLabeledPair(role:id:in:)"): the content's element, if it has no label of
    /// its own, is labelled with the label's text.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View {
        let pair = AccessibilityLabeledPair(role: role, key: AnyHashable([AnyHashable(id), AnyHashable(namespace)]))
        return modifier(AccessibilityModifier { $0.labeledPair = pair })
    }

    /// Replaces the view's accessibility elements with those of `children`, laid out in the
    /// view's frame and not drawn (Apple: "accessibilityChildren(children:)"): how a `Canvas`
    /// or a drawn chart gives VoiceOver an element per data point.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        let children = children()
        return accessibilityHidden(true)
            .overlay { children.opacity(0).allowsHitTesting(false) }
            .accessibilityElement(children: .contain)
    }
}
