import Foundation

/// The caret of a focused text field, and where a tap puts it.
///
/// The caret is UIKit's: 2 points wide, in the tint colour, as tall as the line of text
/// (UITextInput's `caretRect(for:)` on iOS). Caret positions count `Character`s, so a caret
/// never lands inside a grapheme cluster (an accented letter typed as two scalars, an emoji).
extension TextFieldLayout {
    static let caretWidth: CGFloat = 2

    /// The text leaf that shows the field's text (or its placeholder).
    private func textLeaf(of node: ViewNode) -> (node: ViewNode, layout: TextLeafLayout)? {
        guard let child = node.children.first, let layout = child.layout.textLeaf else { return nil }
        return (child, layout)
    }

    /// The caret stop nearest a point in host coordinates; the end of the text when the field
    /// shows its placeholder.
    func caretIndex(nearest point: CGPoint, in node: ViewNode) -> Int {
        guard !isEmpty, let leaf = textLeaf(of: node) else { return 0 }
        return leaf.layout.caretIndex(nearest: point.x - leaf.node.frame.minX)
    }

    /// The caret's rectangle in host coordinates for a caret index (clamped to the text).
    func caretRect(at index: Int, in node: ViewNode) -> CGRect? {
        guard let leaf = textLeaf(of: node) else { return nil }
        let stops = isEmpty ? [0] : leaf.layout.caretStops()
        let stop = stops[Swift.min(Swift.max(index, 0), stops.count - 1)]
        // Never past the field's inner edge: a long text is truncated, not scrolled.
        let x = Swift.min(leaf.node.frame.minX + stop, node.frame.maxX - inset - TextFieldLayout.caretWidth)
        return CGRect(x: x, y: leaf.node.frame.minY, width: TextFieldLayout.caretWidth, height: leaf.node.frame.height)
    }

    func drawCaret(_ node: ViewNode, at index: Int, in context: inout RenderContext) {
        guard let rect = caretRect(at: index, in: node) else { return }
        context.fill(Path(roundedRect: rect, cornerRadius: 1, style: .circular),
                     paint: TintShapeStyle().resolvePaint(in: node.environment), in: rect)
    }
}
