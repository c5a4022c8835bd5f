import Foundation
@testable import Easel

extension PreviewHost {
    /// The string every `Text` of the laid-out tree shows, in tree order: what a person reads
    /// on the screen, for tests of state and input.
    func shownTexts() -> [String] {
        layoutIfNeeded()
        var result: [String] = []
        graph.forEachNode { node in
            if let text = node.layout as? TextLeafLayout { result.append(text.paragraph.runs.map(\.string).joined()) }
        }
        return result
    }
}

extension PreviewHost {
    /// The frame of the first `Text` on screen that shows `string`.
    func frameOfText(_ string: String) -> CGRect? {
        layoutIfNeeded()
        var found: CGRect?
        graph.forEachNode { node in
            if found == nil, let text = node.layout as? TextLeafLayout, text.paragraph.runs.map(\.string).joined() == string {
                found = node.frame
            }
        }
        return found
    }
}

extension PreviewHost {
    /// Where the first `Text` showing `string` is drawn: its frame moved by the `offset`s on
    /// it and around it (charts place their labels with offsets).
    func drawnFrameOfText(_ string: String) -> CGRect? {
        layoutIfNeeded()
        var found: ViewNode?
        graph.forEachNode { node in
            if found == nil, let text = node.layout as? TextLeafLayout, text.paragraph.runs.map(\.string).joined() == string {
                found = node
            }
        }
        guard let node = found else { return nil }
        var frame = node.frame
        var current: ViewNode? = node
        while let each = current {
            for case .offset(let offset) in each.effects { frame = frame.offsetBy(dx: offset.width, dy: offset.height) }
            current = each.parent
        }
        return frame
    }
}
