import XCTest
import SwiftUI
@testable import Easel

// What the fifth corpus of unseen apps wrote and Easel did not compile, written as those apps
// write it: a flow layout that walks its subviews with `popFirst()`, a sheet whose detent is
// bound, a faint wash of the foreground style (`.background(.opacity(0.1))`), a provider that
// names its platform, a view model that observes with a selector.

/// A flow layout that takes each subview off the front of the collection as it places rows
/// (`LayoutSubviews`' `SubSequence` is `LayoutSubviews`).
private struct FlexibleStack: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(for: proposal.width ?? .infinity, subviews: subviews)
        let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: proposal.width ?? rows.map(\.width).max() ?? 0, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var remaining = subviews[...]
        var origin = bounds.origin
        for row in rows(for: bounds.width, subviews: subviews) {
            origin.x = bounds.minX
            for size in row.sizes {
                guard let view = remaining.popFirst() else { return }
                view.place(at: origin, proposal: .init(size))
                origin.x += size.width + spacing
            }
            origin.y += row.height + spacing
        }
    }

    private func rows(for width: CGFloat, subviews: Subviews) -> [(sizes: [CGSize], width: CGFloat, height: CGFloat)] {
        var rows: [(sizes: [CGSize], width: CGFloat, height: CGFloat)] = [([], 0, 0)]
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if rows[rows.count - 1].width + size.width > width, !rows[rows.count - 1].sizes.isEmpty { rows.append(([], 0, 0)) }
            let last = rows.count - 1
            rows[last].width += size.width + (rows[last].sizes.isEmpty ? 0 : spacing)
            rows[last].height = max(rows[last].height, size.height)
            rows[last].sizes.append(size)
        }
        return rows
    }
}

private struct Tags: View {
    var body: some View {
        FlexibleStack {
            ForEach(["Contracts", "Torts", "Property", "Criminal law", "Evidence"], id: \.self) { tag in
                Text(tag).frame(width: 120, height: 30).accessibilityIdentifier(tag)
            }
        }
        .frame(width: 300)
    }
}

private struct QuizView: View {
    @State private var isShowingHint = true
    @State private var detent = PresentationDetent.medium
    var body: some View {
        Text("Question")
            .sheet(isPresented: $isShowingHint) {
                VStack {
                    Text("Hint").accessibilityIdentifier("hint")
                    Button("More") { detent = .large }.accessibilityIdentifier("more")
                    Spacer()
                }
                .padding(.top, 20)
                .presentationDetents([.medium, .large], selection: $detent)
            }
    }
}

private struct Washed: View {
    var body: some View {
        Text("Tag")
            .frame(width: 100, height: 40)
            .foregroundStyle(.black)
            .background(.opacity(0.2))
            .accessibilityIdentifier("tag")
    }
}

private struct SourcesList_Previews: PreviewProvider {
    static var previews: some View { Text("Sources") }
    static var platform: PreviewPlatform? { SwiftUI.PreviewPlatform.iOS }
}

private final class WeatherViewModel {
    var updates = 0
    init() {
        NotificationCenter.default.addObserver(self, selector: Selector("didUpdateWeatherState"),
                                               name: Notification.Name("launchLoadingComplete"), object: nil)
    }
}

final class LayoutAndSheetIdiomTests: XCTestCase {
    func testALayoutWalksItsSubviewsWithPopFirst() throws {
        let host = phoneHost(Tags())
        host.layoutIfNeeded()
        let first = try XCTUnwrap(host.frame(of: "Contracts")), second = try XCTUnwrap(host.frame(of: "Torts"))
        let third = try XCTUnwrap(host.frame(of: "Property"))
        XCTAssertEqual(second.minX - first.minX, 128, accuracy: 0.5, "two tags a row, 8 apart")
        XCTAssertEqual(second.minY, first.minY, accuracy: 0.5)
        XCTAssertEqual(third.minX, first.minX, accuracy: 0.5, "the third starts the second row")
        XCTAssertEqual(third.minY - first.minY, 38, accuracy: 0.5)
    }

    func testSlicesOfSubviewsKeepTheirIndices() {
        let nodes = (0..<4).map { _ in ViewNode(NodeLayout(), children: [], environment: EnvironmentValues()) }
        let subviews = LayoutSubviews(nodes)
        let tail = subviews[1...]
        XCTAssertEqual(tail.startIndex, 1)
        XCTAssertEqual(tail.count, 3)
        XCTAssertTrue(tail[2] == subviews[2])
        var walking = subviews[...]
        XCTAssertTrue(walking.popFirst() == subviews[0])
        XCTAssertEqual(walking.startIndex, 1)
        XCTAssertEqual(subviews[1...2].startIndex, 1)
        XCTAssertEqual(subviews[1...2].count, 2)
        let picked = subviews[[3, 0]]
        XCTAssertTrue(picked[0] == subviews[3] && picked[1] == subviews[0])
    }

    func testASheetOpensAtItsBoundDetentAndFollowsIt() throws {
        let host = phoneHost(QuizView())
        host.layoutIfNeeded()
        let medium = try XCTUnwrap(host.frame(of: "hint"))
        XCTAssertEqual(medium.minY, 852 / 2 + 20, accuracy: 1, "at the medium detent: half the screen")
        host.tap("more")
        host.layoutIfNeeded()
        let large = try XCTUnwrap(host.frame(of: "hint"))
        XCTAssertEqual(large.minY, 59 + 10 + 20, accuracy: 1, "the selection moved the sheet up to the large detent, 10 below the status bar")
    }

    func testTheStaticOpacityStyleIsAFaintForeground() throws {
        let host = phoneHost(Washed())
        host.layoutIfNeeded()
        let frame = try XCTUnwrap(host.frame(of: "tag"))
        let wash = host.render(scale: 1).pixel(x: Int(frame.minX + 4), y: Int(frame.minY + 4))
        XCTAssertEqual(wash.red, 0.8, accuracy: 0.02, "black at 20 % over white")
        XCTAssertEqual(wash.green, wash.red, accuracy: 0.01)
    }

    func testAProviderNamesItsPlatformAndSelectorObserversCompile() {
        XCTAssertEqual(SourcesList_Previews.platform, .iOS)
        XCTAssertEqual(WeatherViewModel().updates, 0, "the observer is kept, and never sent a selector")
    }
}
