import XCTest
import SwiftUI
@testable import Easel

// An onboarding screen as a Swift Student Challenge app writes it: pages of a `TabView` in the
// page style, each `Tab(value:)` bringing its text in with a scale-and-fade transition after a
// delay, and a Continue button that slides up in a bottom inset once the welcome has shown.

private enum OnboardingStep: Hashable, CaseIterable {
    case welcome, procrastination, recommendations
}

private struct Onboarding: View {
    @State private var step = OnboardingStep.welcome
    @State private var welcomeShowing = false
    @State private var buttonShowing = false
    @State private var factShowing = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            TabView(selection: $step) {
                Tab(value: .welcome) {
                    if welcomeShowing {
                        VStack {
                            Text("Welcome to").font(.title.weight(.semibold)).foregroundStyle(.secondary)
                            Text("Lucid").font(.system(size: 90, weight: .heavy))
                        }
                        .transition(.scale.combined(with: .opacity))
                    }
                }
                Tab(value: .procrastination) {
                    Text("Did you know?")
                        .font(.largeTitle.bold())
                        .task {
                            try? await Task.sleep(for: .seconds(0.6))
                            withAnimation { factShowing = true }
                        }
                    if factShowing {
                        Text("Procrastination is a bias, not a fault.")
                            .transition(.scale.combined(with: .opacity))
                    }
                }
                Tab(value: .recommendations) {
                    Text("Made with care")
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
        }
        .animation(.default, value: step)
        .task {
            try? await Task.sleep(for: .seconds(0.4))
            withAnimation { welcomeShowing = true }
            try? await Task.sleep(for: .seconds(0.6))
            withAnimation { buttonShowing = true }
        }
        .safeAreaInset(edge: .bottom) {
            if buttonShowing {
                Button {
                    step = step == .welcome ? .procrastination : .recommendations
                } label: {
                    Text("Continue").font(.headline).padding(10).frame(maxWidth: 350)
                }
                .buttonBorderShape(.roundedRectangle(radius: 24))
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("continue")
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }
}

final class PagedOnboardingIdiomTests: XCTestCase {
    /// A node kept after its parent is gone (an animation's track, a lazy run's cache) points at
    /// no parent rather than freed memory (an onboarding screen crashed walking such a chain).
    func testANodeThatOutlivesItsParentHasNone() {
        let child = ViewNode(NodeLayout(), children: [], environment: EnvironmentValues())
        var parent: ViewNode? = ViewNode(NodeLayout(), children: [child], environment: EnvironmentValues())
        XCTAssertTrue(child.parent === parent)
        let moved = ViewNode(NodeLayout(), children: [], environment: EnvironmentValues())
        let other = ViewNode(NodeLayout(), children: [moved], environment: EnvironmentValues())
        parent?.setChildren([child, moved])
        XCTAssertTrue(moved.parent === parent)
        parent = nil
        XCTAssertNil(child.parent)
        XCTAssertNil(moved.parent)
        XCTAssertEqual(other.children.count, 1)
    }

    /// Pages whose content animates in while the button's inset animates too.
    func testPagesThatAnimateInSettleAndTurn() {
        let host = phoneHost(Onboarding().preferredColorScheme(.dark))
        XCTAssertTrue(host.settle(timeout: 3))
        var labels = host.accessibilityTree().map(\.label)
        XCTAssertTrue(labels.contains("Lucid"), "\(labels)")
        XCTAssertTrue(labels.contains("Continue"), "\(labels)")
        host.tap("continue")
        XCTAssertTrue(host.settle(timeout: 3))
        labels = host.accessibilityTree().map(\.label)
        XCTAssertTrue(labels.contains("Did you know?"), "\(labels)")
        XCTAssertFalse(labels.contains("Lucid"), "the first page turned away: \(labels)")
        _ = host.render(scale: 1)
    }
}
