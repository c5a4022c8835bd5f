import Foundation

extension PreviewHost {
    /// The laid-out tree as text, one line per view: its kind, its frame in host coordinates
    /// (x, y, width, height) and details such as text content and identifiers.
    ///
    /// ```
    /// VStackLayout (0, 47, 400, 719)
    ///   Color (0, 0, 400, 402.5) "red"
    /// ```
    public func layoutDump() -> String {
        layoutIfNeeded()
        var lines: [String] = []
        func visit(_ node: ViewNode, depth: Int) {
            var line = String(repeating: "  ", count: depth) + node.layout.debugName + " " + PreviewHost.format(node.frame)
            if let details = node.layout.debugDetails(of: node) { line += " " + details }
            if let identifier = node[AccessibilityIdentifierTrait.self] { line += " #" + identifier }
            lines.append(line)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(graph.rootNode, depth: 0)
        return lines.joined(separator: "\n")
    }

    static func format(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// A number for people: at most three decimals, whole numbers without a fraction, and
    /// any value a layout can produce (NaN, infinities, 1e300) spelled rather than converted
    /// to an integer, which would trap.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let rounded = (value * 1000).rounded() / 1000
        guard rounded.isFinite, abs(rounded) < 1e15 else { return String(describing: value) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: rounded)
    }
}
