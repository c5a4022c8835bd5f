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
