import Foundation

/// The accessibility modifiers: they change nothing on screen and are recorded on the view's
/// node for the accessibility tree (`PreviewHost.accessibilityTree()`).
struct AccessibilityModifier: ViewModifier {
    typealias Body = Never
    let change: (inout AccessibilityInfo) -> Void

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        let change = modifier.change
        NodeBuilding.modifyEach(inputs, &outputs, content: content) { $0.updateAccessibility(change) }
    }
}

private func string(_ text: Text) -> String { text.runs.map(\.string).joined() }

extension View {
    /// Sets one of the element's strings (label, value, hint).
    private func accessibilityString(_ property: WritableKeyPath<AccessibilityInfo, String?>, _ value: String) -> some View {
        modifier(AccessibilityModifier { $0[keyPath: property] = value })
    }

    public func accessibilityLabel(_ label: Text) -> some View { accessibilityString(\.label, string(label)) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityString(\.label, labelKey.string) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityString(\.label, String(label)) }

    public func accessibilityValue(_ value: Text) -> some View { accessibilityString(\.value, string(value)) }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityString(\.value, valueKey.string) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityString(\.value, String(value)) }

    public func accessibilityHint(_ hint: Text) -> some View { accessibilityString(\.hint, string(hint)) }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityString(\.hint, hintKey.string) }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityString(\.hint, String(hint)) }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier { $0.addedTraits.formUnion(traits) })
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier { $0.removedTraits.formUnion(traits) })
    }
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityModifier { $0.isHidden = hidden })
    }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityModifier { $0.children = children })
    }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        modifier(AccessibilityModifier { $0.sortPriority = sortPriority })
    }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        modifier(AccessibilityModifier { $0.headingLevel = level })
    }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        let labels = inputLabels.map(string)
        return modifier(AccessibilityModifier { $0.inputLabels = labels })
    }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        let labels = inputLabels.map { String($0) }
        return modifier(AccessibilityModifier { $0.inputLabels = labels })
    }

    /// A named action (Apple: "accessibilityAction(named:_:)"), listed on the element.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        let name = string(name)
        return modifier(AccessibilityModifier { $0.actions.append(name) })
    }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        let name = String(name)
        return modifier(AccessibilityModifier { $0.actions.append(name) })
    }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        let name = actionKind.name
        return modifier(AccessibilityModifier { $0.actions.append(name) })
    }
    /// Apple: "accessibilityAdjustableAction(_:)": the element becomes adjustable.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        modifier(AccessibilityModifier { $0.role.insert(.adjustable) })
    }
    /// Apple: "accessibilityShowsLargeContentViewer()".
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Replaces the view's accessibility with that of `representation` (Apple:
    /// "accessibilityRepresentation(representation:)"): a custom control reads as the standard
    /// control it stands for (a `Slider`, a `Toggle`), with its traits and value. The
    /// representation is laid out in the view's frame and not drawn.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        let representation = representation()
        return accessibilityHidden(true)
            .overlay { representation.opacity(0).allowsHitTesting(false) }
    }

    /// Apple: "accessibilityIgnoresInvertColors(_:)".
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }

    /// Apple: "accessibilityLabel(_:isEnabled:)" and friends on iOS 18 compile through the forms above.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// Apple: "accessibility(label:)", deprecated.
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
}
