import XCTest
@testable import Easel

/// State identity in the view graph: a view keeps its `@State` while its structural identity
/// stays, whatever happens to the host's size, insets or keyboard (Apple, "Demystify SwiftUI").
final class ViewGraphTests: XCTestCase {
    /// Where a test keeps the binding a view's body hands out, to set the state from outside.
    final class BindingBox {
        var count: Binding<Int>?
    }

    struct Counter: View {
        @State private var count = 0
        let box: BindingBox

        var body: some View {
            box.count = $count
            return Color.red.frame(width: CGFloat(10 + count), height: 10).accessibilityIdentifier("counter")
        }
    }

    private func makeHost(_ box: BindingBox) -> PreviewHost {
        PreviewHost(VStack { Counter(box: box) }, size: CGSize(width: 400, height: 800), safeAreaInsets: EdgeInsets(),
                    keyboardHeight: 0, colorScheme: .light, textEngine: StandInTextEngine())
    }

    private func record(_ host: PreviewHost) -> ViewRecord? {
        XCTAssertEqual(host.graph.records.count, 1)
        return host.graph.records.values.first
    }

    func testStateSurvivesHostChangesWithoutReevaluatingTheBody() throws {
        let box = BindingBox()
        let host = makeHost(box)
        XCTAssertEqual(host.frame(of: "counter")?.width, 10)
        box.count?.wrappedValue = 5
        XCTAssertEqual(host.frame(of: "counter")?.width, 15)
        let evaluations = try XCTUnwrap(record(host)).bodyEvaluations
        XCTAssertEqual(evaluations, 2)

        host.size = CGSize(width: 300, height: 500)
        host.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        host.keyboardHeight = 200
        XCTAssertEqual(host.frame(of: "counter"), CGRect(x: 142.5, y: 155, width: 15, height: 10),
                       "centred in the safe rectangle (0, 20, 300, 280)")
        XCTAssertEqual(try XCTUnwrap(record(host)).bodyEvaluations, evaluations, "layout alone evaluates no body")
    }

    func testStateSurvivesAFullRebuild() {
        let box = BindingBox()
        let host = makeHost(box)
        box.count?.wrappedValue = 7
        XCTAssertEqual(host.frame(of: "counter")?.width, 17)
        host.colorScheme = .dark
        XCTAssertEqual(host.frame(of: "counter")?.width, 17, "same identity, same state")
        XCTAssertEqual(record(host)?.bodyEvaluations, 3)
    }

    /// A dropped host frees its whole graph: records, nodes, state (a viewer that rebuilds its
    /// keyboard on every resize must not grow).
    func testADroppedHostFreesItsGraphRecordsAndNodes() {
        weak var graph: ViewGraph?
        weak var record: ViewRecord?
        weak var root: ViewNode?
        weak var leaf: ViewNode?
        do {
            let box = BindingBox()
            let host = makeHost(box)
            box.count?.wrappedValue = 2
            host.layoutIfNeeded()
            graph = host.graph
            record = host.graph.records.values.first
            root = host.graph.rootNode
            host.graph.forEachNode { if $0.children.isEmpty { leaf = $0 } }
            XCTAssertNotNil(record)
            XCTAssertNotNil(leaf)
        }
        XCTAssertNil(graph)
        XCTAssertNil(record, "a record must not keep itself alive through its rebuild closure")
        XCTAssertNil(root)
        XCTAssertNil(leaf)
    }

    func testNewIdentityStartsWithFreshState() {
        let box = BindingBox()
        struct Switcher: View {
            let box: BindingBox
            let useID: Int
            var body: some View { Counter(box: box).id(useID) }
        }
        let host = PreviewHost(Switcher(box: box, useID: 1), size: CGSize(width: 400, height: 800), safeAreaInsets: EdgeInsets(),
                               keyboardHeight: 0, colorScheme: .light, textEngine: StandInTextEngine())
        box.count?.wrappedValue = 3
        XCTAssertEqual(host.frame(of: "counter")?.width, 13)
        let other = PreviewHost(Switcher(box: box, useID: 2), size: CGSize(width: 400, height: 800), safeAreaInsets: EdgeInsets(),
                                keyboardHeight: 0, colorScheme: .light, textEngine: StandInTextEngine())
        XCTAssertEqual(other.frame(of: "counter")?.width, 10)
    }
}
