import XCTest
@testable import Easel

/// What a `GeometryReader` tells its content (LAYOUT.md rule 13; Apple, "GeometryProxy").
final class GeometryReaderTests: XCTestCase {
    final class ProxyBox {
        var size: CGSize?
        var insets: EdgeInsets?
        var global: CGRect?
    }

    private func host<V: View>(_ view: V) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: 400, height: 800),
                    safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), keyboardHeight: 0,
                    colorScheme: .light, textEngine: StandInTextEngine())
    }

    private func reader(_ box: ProxyBox) -> some View {
        GeometryReader { proxy in
            let _ = { box.size = proxy.size; box.insets = proxy.safeAreaInsets; box.global = proxy.frame(in: .global) }()
            Color.red
        }
    }

    func testInsideTheSafeAreaThereAreNoInsets() {
        let box = ProxyBox()
        _ = host(reader(box)).layoutDump()
        XCTAssertEqual(box.size, CGSize(width: 400, height: 719))
        XCTAssertEqual(box.insets, EdgeInsets())
        XCTAssertEqual(box.global, CGRect(x: 0, y: 47, width: 400, height: 719))
    }

    func testIgnoringTheSafeAreaReportsTheInsetsItCovers() {
        let box = ProxyBox()
        _ = host(reader(box).ignoresSafeArea()).layoutDump()
        XCTAssertEqual(box.size, CGSize(width: 400, height: 800))
        XCTAssertEqual(box.insets, EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    func testNilProposalIsZero() {
        let box = ProxyBox()
        _ = host(reader(box).fixedSize()).layoutDump()
        XCTAssertEqual(box.size, .zero)
    }
}
