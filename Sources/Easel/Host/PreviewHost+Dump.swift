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
            if let identifier = node.identifier { line += " #" + identifier }
            lines.append(line)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(graph.rootNode, depth: 0)
        return lines.joined(separator: "\n")
    }

    static func format(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: rounded)
        }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }
}
