import XCTest
import SwiftUI
import Charts
import UIKit
@testable import Easel

// An app written for Xcode 26, with the bars' new API (Apple's "Adopting Liquid Glass"): a tab
// bar that minimizes on scroll, a subtitle under the title, toolbar items split by spacers and
// zooming into their sheets. Easel draws iOS 18's bars: this compiles, the items are there,
// and what iOS 18 does not draw is said.

private struct Pool: Identifiable { let id: Int; let name: String; let rounds: Int }

private struct PoolDetailView: View {
    let pool: Pool
    @Namespace private var animation
    @State private var isEditing = false

    var body: some View {
        List(0..<pool.rounds, id: \.self) { round in
            Text("Round \(round + 1)")
        }
        .navigationTitle(pool.name)
        .navigationSubtitle("\(pool.name) \(pool.rounds) rounds")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Copy", systemImage: "doc.on.doc") {}
            }
            .matchedTransitionSource(id: "copy", in: animation)
            ToolbarSpacer(.fixed, placement: .topBarTrailing)
            ToolbarItem(placement: .topBarTrailing) {
                Button("Edit") { isEditing = true }.accessibilityIdentifier("edit")
            }
            .matchedTransitionSource(id: "edit", in: animation)
        }
        .onAppear { UITextField.appearance().clearButtonMode = .whileEditing }
    }
}

private struct RanksTabs: View {
    enum TabType { case winlose, drawIncluded, points }
    @State var selectedTab: TabType = .drawIncluded

    var body: some View {
        TabView(selection: $selectedTab.animation(.bouncy)) {
            Tab("Win/Lose", systemImage: "flag.filled.and.flag.crossed", value: .winlose) {
                Text("Wins and losses").accessibilityIdentifier("winlose")
            }
            Tab("W/L/D/B", systemImage: "person.crop.rectangle.stack", value: .drawIncluded) {
                Text("Draws included").accessibilityIdentifier("draws")
            }
            if selectedTab != .winlose {
                Tab("Score", systemImage: "numbers.rectangle", value: .points) {
                    Text("Points").accessibilityIdentifier("points")
                }
            }
        }
    }
}

private struct TournamentTabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                PoolDetailView(pool: Pool(id: 1, name: "Pool A", rounds: 3))
            }
            .tabItem { Label("Pools", systemImage: "person.3") }
            Text("Ranks")
                .tabItem { Label("Ranks", systemImage: "chart.bar") }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory {
            Toggle("Show not played", isOn: .constant(false)).toggleStyle(.switch)
        }
    }
}

private struct RankChart: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Team", "A"), y: .value("Wins", 3))
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                if let plotFrame = proxy.plotFrame {
                    Rectangle().fill(.clear).frame(width: geometry[plotFrame].width)
                }
            }
        }
    }
}

final class IOS26BarsIdiomTests: XCTestCase {
    func testIOS26BarAPICompilesAndTheBarsStillShowTheirItems() {
        Diagnostics.reset()
        let host = phoneHost(TournamentTabs())
        host.layoutIfNeeded()
        XCTAssertTrue(host.shownTexts().contains("Pool A"), "the title: \(host.shownTexts())")
        XCTAssertTrue(host.shownTexts().contains("Round 3"))
        XCTAssertNotNil(host.frame(of: "edit"), "the items a spacer separates are in the bar")
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("navigationSubtitle") }, "\(Diagnostics.log)")
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("tabBarMinimizeBehavior") })
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("tabViewBottomAccessory") })
        XCTAssertEqual(UITextField.appearance().clearButtonMode, .whileEditing)
        _ = phoneHost(RankChart()).render(scale: 1)
    }

    /// iOS 18's tabs written with their value as a member of the selection's type.
    func testTabsWrittenWithMemberValuesSelectByThem() throws {
        let host = phoneHost(RanksTabs())
        host.layoutIfNeeded()
        XCTAssertNotNil(host.frame(of: "draws"), "the selection's tab is shown")
        XCTAssertNil(host.frame(of: "winlose"))
        let first = try XCTUnwrap(host.frameOfText("Win/Lose"))
        host.tap(at: CGPoint(x: first.midX, y: first.midY))
        host.layoutIfNeeded()
        XCTAssertNotNil(host.frame(of: "winlose"))
        XCTAssertNil(host.frameOfText("Score"), "the conditional tab is gone with the selection")
    }
}
