import XCTest
@testable import Easel

/// A host the size of an iPhone 16 with its insets (59 top, 34 bottom), and taps by
/// identifier, for the tests of screens (navigation, tabs, presentations).
func phoneHost<V: View>(_ view: V) -> PreviewHost {
    PreviewHost(view, size: CGSize(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
}

extension PreviewHost {
    /// Taps the middle of the view marked `.accessibilityIdentifier(identifier)`.
    func tap(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let frame = frame(of: identifier) else { return XCTFail("no \(identifier)", file: file, line: line) }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}
