import XCTest
import SwiftUI
@testable import Easel

/// Reading geometry as apps do: size readers through preferences, scroll offsets in named
/// coordinate spaces, anchor preferences for a tab underline, onGeometryChange, and
/// container-relative frames.
final class GeometryIdiomTests: XCTestCase {
    struct SizePreferenceKey: PreferenceKey {
        static var defaultValue: CGSize = .zero
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
    }

    struct SizeReader: View {
        @State private var size: CGSize = .zero
        var body: some View {
            VStack {
                Text("Measure me")
                    .padding(20)
                    .background(
                        GeometryReader { proxy in
                            Color.clear.preference(key: SizePreferenceKey.self, value: proxy.size)
                        }
                    )
                    .onPreferenceChange(SizePreferenceKey.self) { size = $0 }
                    .accessibilityIdentifier("measured")
                Text("\(Int(size.width))x\(Int(size.height))")
            }
        }
    }

    func testASizeReadThroughAPreferenceReachesState() throws {
        let host = phoneHost(SizeReader())
        let frame = try XCTUnwrap(host.frame(of: "measured"))
        XCTAssertTrue(host.shownTexts().contains("\(Int(frame.width))x\(Int(frame.height))"), "\(host.shownTexts())")
        XCTAssertGreaterThan(frame.width, 40)
    }

    struct ScrollOffsetKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
    }

    struct OffsetTracker: View {
        @State private var offset: CGFloat = -1
        var body: some View {
            VStack(spacing: 0) {
                Text("Offset \(Int(offset))")
                ScrollView {
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 0)
                            .background(GeometryReader { geo in
                                Color.clear.preference(key: ScrollOffsetKey.self, value: geo.frame(in: .named("scroll")).minY)
                            })
                        ForEach(0..<40) { Text("Row \($0)").frame(height: 44) }
                    }
                }
                .coordinateSpace(name: "scroll")
                .onPreferenceChange(ScrollOffsetKey.self) { offset = $0 }
            }
        }
    }

    func testANamedCoordinateSpaceMeasuresFromTheNamedView() {
        let host = phoneHost(OffsetTracker())
        XCTAssertTrue(host.shownTexts().contains("Offset 0"), "\(host.shownTexts())")
    }

    struct TabBounds: PreferenceKey {
        static var defaultValue: [Int: Anchor<CGRect>] = [:]
        static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    struct UnderlinedTabs: View {
        @State private var selected = 1
        let titles = ["Songs", "Albums", "Artists"]
        var body: some View {
            HStack(spacing: 24) {
                ForEach(titles.indices, id: \.self) { index in
                    Text(titles[index])
                        .accessibilityIdentifier(titles[index])
                        .anchorPreference(key: TabBounds.self, value: .bounds) { [index: $0] }
                        .onTapGesture { selected = index }
                }
            }
            .overlayPreferenceValue(TabBounds.self) { anchors in
                GeometryReader { proxy in
                    if let anchor = anchors[selected] {
                        let rect = proxy[anchor]
                        Rectangle()
                            .fill(.tint)
                            .frame(width: rect.width, height: 2)
                            .offset(x: rect.minX, y: rect.maxY + 4)
                            .accessibilityIdentifier("underline")
                    }
                }
            }
        }
    }

    func testAnAnchorPreferenceLinesAnOverlayUpWithTheSelectedTab() throws {
        let host = phoneHost(UnderlinedTabs())
        let albums = try XCTUnwrap(host.frame(of: "Albums"))
        let underline = try XCTUnwrap(host.frame(of: "underline"))
        XCTAssertEqual(underline.width, albums.width, accuracy: 0.01)
        host.tap("Artists")
        let artists = try XCTUnwrap(host.frame(of: "Artists"))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "underline")).width, artists.width, accuracy: 0.01)
        // The underline is drawn under the tab: the offset moves it to the tab's bottom-left.
        let pixels = host.render(scale: 1)
        let tint = pixels.pixel(x: Int(artists.midX), y: Int(artists.maxY + 5))
        XCTAssertGreaterThan(tint.blue, 0.9)
        XCTAssertLessThan(tint.red, 0.2)
    }

    struct WidthWatcher: View {
        @State private var width: CGFloat = 0
        @State private var changes = 0
        var body: some View {
            VStack {
                Color.blue
                    .frame(maxWidth: .infinity, maxHeight: 40)
                    .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { newValue in
                        width = newValue
                        changes += 1
                    }
                    .padding(.horizontal, 30)
                Text("Width \(Int(width)) after \(changes)")
            }
        }
    }

    func testOnGeometryChangeReportsTheFirstValueAndThenChanges() {
        let host = phoneHost(WidthWatcher())
        XCTAssertTrue(host.shownTexts().contains("Width 333 after 1"), "\(host.shownTexts())")
        host.size = CGSize(width: 852, height: 393)
        host.safeAreaInsets = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
        XCTAssertTrue(host.shownTexts().contains("Width \(852 - 118 - 60) after 2"), "\(host.shownTexts())")
    }

    struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<6) { index in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(.orange)
                            .frame(height: 120)
                            .containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                            .accessibilityIdentifier("card\(index)")
                    }
                }
            }
        }
    }

    func testContainerRelativeFramesSplitTheScrollViewIntoColumns() throws {
        let host = phoneHost(Carousel())
        let card = try XCTUnwrap(host.frame(of: "card0"))
        XCTAssertEqual(card.width, (393 - 10) / 2, accuracy: 0.01)
        XCTAssertEqual(card.height, 120)
    }

    struct Sparkline: View {
        let values: [Double] = [3, 5, 2, 8, 6]
        var body: some View {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
                var line = Path()
                for (index, value) in values.enumerated() {
                    let point = CGPoint(x: size.width * CGFloat(index) / CGFloat(values.count - 1),
                                        y: size.height * (1 - value / 10))
                    if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
                }
                context.stroke(line, with: .color(.blue), lineWidth: 2)
                var badge = context
                badge.translateBy(x: size.width - 30, y: 10)
                badge.opacity = 0.5
                badge.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
                context.draw(Text("Max 8"), at: CGPoint(x: 40, y: 20))
                if let star = context.resolveSymbol(id: "star") {
                    context.draw(star, at: CGPoint(x: 20, y: size.height - 20))
                }
                context.fill(Path(CGRect(x: 0, y: size.height - 4, width: size.width, height: 4)),
                             with: .linearGradient(Gradient(colors: [.green, .purple]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            } symbols: {
                Image(systemName: "star.fill").foregroundStyle(.yellow).tag("star")
            }
            .frame(width: 200, height: 100)
        }
    }

    func testACanvasDrawsPathsTextSymbolsAndACopiedContextsTransform() throws {
        let host = PreviewHost(Sparkline(), size: CGSize(width: 200, height: 100))
        let pixels = host.render(scale: 1)
        // The half-transparent red badge sits 30 points in from the right, 10 down.
        let badge = pixels.pixel(x: 200 - 20, y: 20)
        XCTAssertEqual(badge.red, 1, accuracy: 0.02)
        XCTAssertEqual(badge.green, 0.6, accuracy: 0.1, "red at half opacity over white")
        // The gradient bar runs from green at the left to purple at the right.
        XCTAssertGreaterThan(pixels.pixel(x: 2, y: 98).green, 0.6)
        XCTAssertGreaterThan(pixels.pixel(x: 197, y: 98).blue, 0.7)
        // The line passes through the third value (2 of 10) at the middle.
        let onLine = (75...85).contains { y in pixels.pixel(x: 100, y: y).blue > 0.8 && pixels.pixel(x: 100, y: y).red < 0.3 }
        XCTAssertTrue(onLine)
        // Text and the star symbol leave dark and yellow ink.
        let textInk = (10...30).flatMap { y in (20...60).map { pixels.pixel(x: $0, y: y) } }.contains { $0.red < 0.3 && $0.alpha > 0.9 }
        XCTAssertTrue(textInk)
        let starInk = (70...95).flatMap { y in (8...32).map { pixels.pixel(x: $0, y: y) } }.contains { $0.red > 0.9 && $0.green > 0.7 && $0.blue < 0.3 }
        XCTAssertTrue(starInk)
    }
}
