import Foundation

/// What the accessibility modifiers said about one view, kept on its node.
struct AccessibilityInfo {
    var label: String?
    var value: String?
    var hint: String?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var isHidden = false
    /// Set by `accessibilityElement(children:)`: the view is one element.
    var children: AccessibilityChildBehavior?
    var sortPriority: Double = 0
    var headingLevel: AccessibilityHeadingLevel?
    var actions: [String] = []
    var inputLabels: [String] = []
    /// A control's own semantics (a `Toggle` is a toggle with its value), before the modifiers.
    var role: AccessibilityTraits = []
    /// `accessibilityCustomContent(_:_:importance:)`, in the order given.
    var customContent: [AccessibilityElement.CustomContent] = []
    /// `accessibilityLabeledPair(role:id:in:)`.
    var labeledPair: AccessibilityLabeledPair?
}

extension ViewNode {
    func updateAccessibility(_ change: (inout AccessibilityInfo) -> Void) {
        var info = accessibility ?? AccessibilityInfo()
        change(&info)
        accessibility = info
    }
}

/// One element of the accessibility tree: what VoiceOver would read for it.
public struct AccessibilityElement: Equatable, Sendable, CustomStringConvertible {
    public let traits: [String]
    public let label: String
    public let value: String?
    public let hint: String?
    public let identifier: String?
    /// The element's frame in host points.
    public let frame: CGRect
    /// What `accessibilityCustomContent` adds, its own and, for a combined element, its children's.
    public var customContent: [CustomContent] = []

    /// One line: traits, label in quotes, value, frame (what `easel accessibility` prints).
    public var description: String {
        var parts = [traits.isEmpty ? "element" : traits.joined(separator: ",")]
        parts.append("\"\(label)\"")
        if let value, !value.isEmpty { parts.append("value: \"\(value)\"") }
        if let hint, !hint.isEmpty { parts.append("hint: \"\(hint)\"") }
        if let identifier { parts.append("id: \(identifier)") }
        for content in customContent { parts.append("content: \"\(content)\"") }
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
        }
        parts.append("(\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))")
        return parts.joined(separator: " ")
    }
}

extension PreviewHost {
    /// The accessibility elements of the screen, in VoiceOver's reading order: within each view,
    /// its children's elements top to bottom and leading to trailing by where they are laid out
    /// (`AccessibilityTreeBuilder.readingOrder`), siblings with a higher
    /// `accessibilitySortPriority` first.
    ///
    /// Text is static text; images are images labelled with their name; buttons, links, toggles,
    /// sliders, steppers, pickers and fields are one element each whose label is their content's
    /// text (a toggle's value is "1" or "0", a slider's a percentage); the accessibility
    /// modifiers then change, combine or hide elements.
    public func accessibilityTree() -> [AccessibilityElement] {
        layoutIfNeeded()
        var elements: [AccessibilityElement] = []
        var pairs = AccessibilityTreeBuilder.Pairs()
        AccessibilityTreeBuilder.gatherPairLabels(graph.rootNode, into: &pairs)
        AccessibilityTreeBuilder.collect(graph.rootNode, into: &elements, pairs: pairs)
        return elements
    }

    /// The tree as `easel accessibility` prints it, one element a line.
    public func accessibilityDump() -> String {
        accessibilityTree().map(\.description).joined(separator: "\n")
    }
}

enum AccessibilityTreeBuilder {
    /// The labels of `accessibilityLabeledPair(role: .label, …)` views, by pair.
    typealias Pairs = [AnyHashable: String]

    static func gatherPairLabels(_ node: ViewNode, into pairs: inout Pairs) {
        if let pair = node.accessibility?.labeledPair, pair.role == .label {
            var texts: [String] = []
            gatherText(node, into: &texts)
            pairs[pair.key] = texts.joined(separator: ", ")
        }
        for child in node.layout.visibleChildren(of: node) { gatherPairLabels(child, into: &pairs) }
    }

    static func collect(_ node: ViewNode, into elements: inout [AccessibilityElement], pairs: Pairs = [:]) {
        let info = node.accessibility
        if info?.isHidden == true { return }
        let semantics = ownSemantics(of: node)
        // A labelled leaf (a shape, a colour, a canvas) is an element, as in SwiftUI, where
        // Apple's `accessibilityChildren` example labels `Rectangle()`s.
        let isLabelledLeaf = info?.label != nil && node.children.isEmpty
        let behavior = info?.children ?? (semantics.isElement || isLabelledLeaf ? .combine : nil)
        if let behavior, behavior != .contain {
            var label = info?.label ?? semantics.label
            if label == nil {
                var texts: [String] = []
                if behavior == .combine { gatherText(node, into: &texts) }
                label = texts.joined(separator: ", ")
                if label?.isEmpty ?? true, behavior == .combine {
                    var images: [String] = []
                    gatherText(node, into: &images, images: true)
                    label = images.joined(separator: ", ")
                }
            }
            if label?.isEmpty ?? true, info?.label == nil, let pair = info?.labeledPair, pair.role == .content {
                label = pairs[pair.key]
            }
            var traits = semantics.traits.union(info?.role ?? []).union(info?.addedTraits ?? [])
            if info?.headingLevel != nil { traits.insert(.isHeader) }
            traits.subtract(info?.removedTraits ?? [])
            if semantics.traits.isEmpty, info?.role.isEmpty ?? true,
               traits.isDisjoint(with: [.isButton, .isLink, .isToggle, .adjustable, .isImage, .textField]) {
                traits.insert(.isStaticText)
            }
            var element = AccessibilityElement(traits: traits.names, label: label ?? "", value: info?.value ?? semantics.value,
                                               hint: info?.hint, identifier: node[AccessibilityIdentifierTrait.self], frame: node.frame)
            element.customContent = info?.customContent ?? []
            if behavior == .combine { gatherCustomContent(inside: node, into: &element.customContent) }
            elements.append(element)
            return
        }
        // Each child's elements as a group, then the groups in reading order.
        var groups: [(elements: [AccessibilityElement], priority: Double)] = []
        for child in node.layout.visibleChildren(of: node) {
            var inner: [AccessibilityElement] = []
            collect(child, into: &inner, pairs: pairs)
            if !inner.isEmpty { groups.append((inner, child.accessibility?.sortPriority ?? 0)) }
        }
        guard groups.count > 1 else { return elements.append(contentsOf: groups.first?.elements ?? []) }
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        for priority in Set(groups.map(\.priority)).sorted(by: >) {
            let same = groups.filter { $0.priority == priority }.map(\.elements)
            for group in readingOrder(same, rightToLeft: rightToLeft) { elements.append(contentsOf: group) }
        }
    }

    /// VoiceOver reads a container's elements in geometric order, as UIKit sorts an accessibility
    /// container's elements: top to bottom by lines, and along each line from the leading edge
    /// ("VoiceOver works in natural reading direction … top left through to the bottom right",
    /// R. Whitaker, "SwiftUI Accessibility: Sort Priority", rwapp.co.uk; right to left in RTL).
    /// A group joins a line when its vertical middle lies within the line's first group, or that
    /// group's middle within it; equal positions keep the views' order. How UIKit bands lines is
    /// not published: this banding is Easel's choice.
    static func readingOrder(_ groups: [[AccessibilityElement]], rightToLeft: Bool) -> [[AccessibilityElement]] {
        let boxes = groups.map { group in group.dropFirst().reduce(group[0].frame) { $0.union($1.frame) } }
        let byTop = groups.indices.sorted { boxes[$0].minY != boxes[$1].minY ? boxes[$0].minY < boxes[$1].minY : $0 < $1 }
        var lines: [[Int]] = []
        for index in byTop {
            let box = boxes[index]
            if let anchor = lines.last?.first,
               (boxes[anchor].minY...boxes[anchor].maxY).contains(box.midY) || (box.minY...box.maxY).contains(boxes[anchor].midY) {
                lines[lines.count - 1].append(index)
            } else {
                lines.append([index])
            }
        }
        // Along a line, a group is where its first element is (a row read from its leading element).
        let starts = groups.map { rightToLeft ? -$0[0].frame.maxX : $0[0].frame.minX }
        return lines.flatMap { line in
            line.sorted { a, b in
                let x = (starts[a], starts[b])
                return x.0 != x.1 ? x.0 < x.1 : a < b
            }.map { groups[$0] }
        }
    }

    /// The custom content of the views inside a combined element, in tree order.
    private static func gatherCustomContent(inside node: ViewNode, into content: inout [AccessibilityElement.CustomContent]) {
        for child in node.layout.visibleChildren(of: node) where child.accessibility?.isHidden != true {
            for item in child.accessibility?.customContent ?? [] where !content.contains(where: { $0.id == item.id }) {
                content.append(item)
            }
            gatherCustomContent(inside: child, into: &content)
        }
    }

    /// A control's own semantics: whether it is one element, its traits and value.
    private static func ownSemantics(of node: ViewNode) -> (isElement: Bool, traits: AccessibilityTraits, label: String?, value: String?) {
        let layout = node.layout
        if layout.textLeaf != nil { return (true, [], nil, nil) }
        if layout.pressable != nil { return (true, .isButton, nil, nil) }
        guard let field = layout.textInput else { return (false, [], nil, nil) }
        // Labelled by its placeholder (SwiftUI's title); a secure field's value is its dots.
        var shown: [String] = []
        for child in node.children { gatherText(child, into: &shown) }
        let text = field.text.wrappedValue
        return (true, .textField, field.placeholder, text.isEmpty ? nil : shown.joined())
    }

    /// The text a combined element reads: its texts' strings and the labels set on the views
    /// inside it; images' names only when asked (`images`), for an element with no text (an
    /// icon button), as a label's icon is not read beside its title.
    static func gatherText(_ node: ViewNode, into texts: inout [String], images: Bool = false) {
        if node.accessibility?.isHidden == true { return }
        if let info = node.accessibility, let label = info.label {
            if info.role == .isImage && !images { return }
            texts.append(label)
            return
        }
        if let text = node.layout.textLeaf {
            let string = text.paragraph.runs.map(\.string).joined()
            if !string.isEmpty { texts.append(string) }
            return
        }
        for child in node.layout.visibleChildren(of: node) { gatherText(child, into: &texts, images: images) }
    }
}
