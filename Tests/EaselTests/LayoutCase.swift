import Foundation
@testable import Easel

/// One conformance case: a view, a host (size, container insets, keyboard) and the expected
/// frames of the views it marks with `accessibilityIdentifier`, worked out by hand.
///
/// Adding a case means adding an entry to one of the `…Cases` arrays; `ConformanceTests` runs
/// them all. Every case names where its expectation comes from.
struct LayoutCase {
    let name: String
    /// Where the expected frames come from: a rule of LAYOUT.md, a worked example, a document.
    let source: String
    let view: AnyView
    var hostSize = CGSize(width: 400, height: 800)
    var insets = EdgeInsets()
    var keyboardHeight: CGFloat = 0
    let expected: [String: CGRect]

    init<V: View>(_ name: String, source: String, host: CGSize = CGSize(width: 400, height: 800),
                  insets: EdgeInsets = EdgeInsets(), keyboard: CGFloat = 0,
                  expected: [String: CGRect], @ViewBuilder view: () -> V) {
        self.name = name
        self.source = source
        self.view = AnyView(view())
        self.hostSize = host
        self.insets = insets
        self.keyboardHeight = keyboard
        self.expected = expected
    }

    /// A host with the stand-in text engine, whose metrics can be worked out by hand.
    func makeHost() -> PreviewHost {
        PreviewHost(view, size: hostSize, safeAreaInsets: insets, keyboardHeight: keyboardHeight,
                    colorScheme: .light, textEngine: StandInTextEngine())
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
