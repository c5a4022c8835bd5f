import Foundation
import Easel

/// Runs one case in this process: builds the tree, lays it out, dumps it, renders it, and does
/// what the case says a person does. A case passes by returning; a crash, a hang or runaway
/// memory is noticed by whoever watches the process (`FuzzCampaign`).
public enum FuzzRunner {
    public static func run(_ fuzzCase: FuzzCase) {
        let view = FuzzCatalog.view(fuzzCase.tree)
        let host = PreviewHost(view, size: CGSize(width: fuzzCase.width, height: fuzzCase.height),
                               safeAreaInsets: fuzzCase.insetValues, keyboardHeight: CGFloat(fuzzCase.keyboardHeight),
                               colorScheme: fuzzCase.isDark ? .dark : .light)
        inspect(host)
        _ = host.render(scale: CGFloat(fuzzCase.scale))
        for action in fuzzCase.actions {
            switch action {
            case .tap(let x, let y): host.tap(at: CGPoint(x: x, y: y))
            case .type(let text): host.type(text)
            case .press(let index): host.press(FuzzAction.keys[Swift.min(Swift.max(index, 0), FuzzAction.keys.count - 1)].key)
            case .resize(let width, let height): host.size = CGSize(width: width, height: height)
            case .keyboard(let height): host.keyboardHeight = CGFloat(height)
            case .toggleColorScheme: host.colorScheme = host.colorScheme == .dark ? .light : .dark
            case .render(let scale): _ = host.render(scale: CGFloat(scale))
            }
            host.layoutIfNeeded()
        }
        inspect(host)
        _ = host.drawList(scale: 1)
    }

    /// Everything the host reports about the laid-out tree.
    private static func inspect(_ host: PreviewHost) {
        _ = host.layoutDump()
        _ = host.laidOutViews()
        _ = host.frame(of: "a")
        _ = host.text(of: "b")
        _ = host.isEditingText
        _ = host.focusedFieldFrame
    }
}
