import XCTest
import EaselRaster
@testable import Easel

/// Scroll views as iOS 17 and 18 apps configure them: content margins (Apple,
/// "contentMargins(_:_:for:)": margins add to the safe area), target behaviours (Apple,
/// "PagingScrollTargetBehavior", "ViewAlignedScrollTargetBehavior"), scroll positions by id and
/// as values, default anchors, geometry callbacks, and scroll transitions.
final class ScrollBehaviourTests: XCTestCase {
    private let middle = CGPoint(x: 195, y: 200)

    /// A horizontal carousel of cards 300 wide with 12 between them, in the idiom of Apple's
    /// "Scroll views" sample: margins, a target layout and a behaviour.
    private struct Carousel: View {
        var behavior: ViewAlignedScrollTargetBehavior = .viewAligned
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(0..<10, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 12).fill(.blue)
                            .frame(width: 300, height: 200)
                            .accessibilityIdentifier("card\(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20)
            .scrollTargetBehavior(behavior)
        }
    }

    func testContentMarginsInsetTheContentAndAddScrollingSpace() throws {
        let host = PreviewHost(Carousel(behavior: .viewAligned(limitBehavior: .never)), size: CGSize(width: 390, height: 400))
        XCTAssertEqual(host.frame(of: "card0")?.minX, 20)
        // At the end, the last card stops 20 points from the trailing edge.
        host.scroll(by: CGSize(width: 100_000, height: 0), at: middle)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "card9")).maxX, 390 - 20, accuracy: 0.01)

        // Across the scrolled axis the content is narrower by the margins.
        let vertical = PreviewHost(ScrollView {
            Color.red.frame(height: 50).accessibilityIdentifier("row")
        }.contentMargins(.horizontal, 24), size: CGSize(width: 390, height: 400))
        XCTAssertEqual(vertical.frame(of: "row"), CGRect(x: 24, y: 0, width: 342, height: 50))
    }

    func testAViewAlignedCarouselComesToRestWithACardAtTheMargin() throws {
        let host = PreviewHost(Carousel(), size: CGSize(width: 390, height: 400))
        // A wheel step goes on to the next card: its leading edge at the 20-point margin.
        host.scroll(by: CGSize(width: 40, height: 0), at: middle)
        XCTAssertEqual(host.frame(of: "card1")?.minX, 20)
        // A long drag left is limited to one card on an iPhone (compact width).
        host.drag(from: CGPoint(x: 350, y: 200), by: CGSize(width: -330, height: 0))
        XCTAssertEqual(host.frame(of: "card2")?.minX, 20)
        // A short drag comes back to where it started.
        host.drag(from: CGPoint(x: 200, y: 200), by: CGSize(width: -20, height: 0))
        XCTAssertEqual(host.frame(of: "card2")?.minX, 20)
        // Without a limit, the drag's end picks the nearest card.
        let free = PreviewHost(Carousel(behavior: .viewAligned(limitBehavior: .never)), size: CGSize(width: 390, height: 400))
        free.drag(from: CGPoint(x: 380, y: 200), by: CGSize(width: -370, height: 0))
        free.drag(from: CGPoint(x: 380, y: 200), by: CGSize(width: -370, height: 0))
        XCTAssertEqual(free.frame(of: "card2")?.minX, 20, "two drags of 370 points: the nearest card edges are card 1's (312), then card 2's (624)")
    }

    func testPagingTurnsWholePages() throws {
        let host = PreviewHost(ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<4, id: \.self) { page in
                    Text("Page \(page)").containerRelativeFrame(.horizontal).accessibilityIdentifier("page\(page)")
                }
            }
        }.scrollTargetBehavior(.paging), size: CGSize(width: 390, height: 400))
        XCTAssertEqual(host.frame(of: "page0")?.width, 390)
        host.scroll(by: CGSize(width: 40, height: 0), at: middle)
        XCTAssertEqual(host.frame(of: "page1")?.minX, 0)
        host.drag(from: CGPoint(x: 300, y: 200), by: CGSize(width: -100, height: 0))
        XCTAssertEqual(host.frame(of: "page2")?.minX, 0, "a drag past 40 points turns the page")
        host.drag(from: CGPoint(x: 300, y: 200), by: CGSize(width: 30, height: 0))
        XCTAssertEqual(host.frame(of: "page2")?.minX, 0, "a short drag comes back")
        host.scroll(by: CGSize(width: -40, height: 0), at: middle)
        XCTAssertEqual(host.frame(of: "page1")?.minX, 0)
    }

    /// A custom behaviour, as apps write them: rest on multiples of 100 points.
    private struct HundredPoints: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            XCTAssertEqual(context.axes, .vertical)
            XCTAssertEqual(context.containerSize.height, 400)
            target.rect.origin.y = (target.rect.origin.y / 100).rounded() * 100
        }
    }

    func testACustomBehaviourChoosesTheTarget() throws {
        let host = PreviewHost(ScrollView {
            Color.blue.frame(height: 2000).accessibilityIdentifier("content")
        }.scrollTargetBehavior(HundredPoints()), size: CGSize(width: 390, height: 400))
        host.drag(from: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: -160))
        XCTAssertEqual(host.frame(of: "content")?.minY, -200)
    }

    private struct PositionedList: View {
        @State var position: Int?
        var body: some View {
            VStack(spacing: 0) {
                Text("At \(position.map(String.init) ?? "none")").accessibilityIdentifier("label")
                Button("Go to 30") { position = 30 }.accessibilityIdentifier("go")
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { index in
                            Text("Row \(index)").frame(height: 50).accessibilityIdentifier("row\(index)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position)
            }
        }
    }

    func testAScrollPositionBindingFollowsAndDrivesTheScrollView() throws {
        let host = PreviewHost(PositionedList(), size: CGSize(width: 390, height: 600))
        XCTAssertEqual(host.text(of: "label"), "At 0", "the first row at the top")
        let top = try XCTUnwrap(host.frame(of: "row0")).minY
        host.scroll(by: CGSize(width: 0, height: 510), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(host.text(of: "label"), "At 10", "rows 0–9 scrolled away, row 10 at the top")
        host.tap("go")
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "row30")).minY, top, accuracy: 0.01, "setting the id scrolls the row to the top")
        XCTAssertEqual(host.text(of: "label"), "At 30")
    }

    private struct Chat: View {
        @State var position = ScrollPosition(edge: .top)
        var messages = 40
        var body: some View {
            VStack {
                Button("Latest") { position.scrollTo(edge: .bottom) }.accessibilityIdentifier("latest")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<messages, id: \.self) { Text("Message \($0)").frame(height: 40).accessibilityIdentifier("m\($0)") }
                    }
                }
                .scrollPosition($position)
                .accessibilityIdentifier("scroll")
            }
        }
    }

    func testAScrollPositionValueScrollsToAnEdge() throws {
        let host = PreviewHost(Chat(), size: CGSize(width: 390, height: 600))
        XCTAssertEqual(host.scrollOffset(of: "scroll")?.y, 0)
        host.tap("latest")
        let scroll = try XCTUnwrap(host.frame(of: "scroll"))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "m39")).maxY, scroll.maxY, accuracy: 0.01)
    }

    func testADefaultScrollAnchorAtTheBottomStartsThereAndAlignsShortContent() throws {
        let long = PreviewHost(ScrollView {
            VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Text("Message \($0)").frame(height: 40).accessibilityIdentifier("m\($0)") } }
        }.defaultScrollAnchor(.bottom), size: CGSize(width: 390, height: 600))
        XCTAssertEqual(try XCTUnwrap(long.frame(of: "m39")).maxY, 600, accuracy: 0.01)

        let short = PreviewHost(ScrollView {
            Text("Only").frame(height: 40).accessibilityIdentifier("only")
        }.defaultScrollAnchor(.bottom), size: CGSize(width: 390, height: 600))
        XCTAssertEqual(short.frame(of: "only")?.maxY, 600)
        // Only the initial offset: short content stays at the top.
        let initialOnly = PreviewHost(ScrollView {
            Text("Only").frame(height: 40).accessibilityIdentifier("only")
        }.defaultScrollAnchor(.bottom, for: .initialOffset), size: CGSize(width: 390, height: 600))
        XCTAssertEqual(initialOnly.frame(of: "only")?.minY, 0)
    }

    private struct OffsetReader: View {
        @State var scrolled: CGFloat = -1
        @State var phases: [String] = []
        var body: some View {
            ZStack(alignment: .top) {
                ScrollView {
                    Color.blue.frame(height: 3000)
                }
                .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y + $0.contentInsets.top }) { _, new in scrolled = new }
                .onScrollPhaseChange { _, new in phases.append("\(new)") }
                Text("\(Int(scrolled)) \(phases.joined(separator: ","))").accessibilityIdentifier("label")
            }
        }
    }

    func testScrollGeometryAndPhaseCallbacks() throws {
        let host = phoneHost(OffsetReader())
        XCTAssertEqual(host.text(of: "label"), "0 ")
        host.scroll(by: CGSize(width: 0, height: 120), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(host.text(of: "label"), "120 ")
        host.pointerDown(at: CGPoint(x: 195, y: 500))
        host.pointerMoved(to: CGPoint(x: 195, y: 450))
        host.layoutIfNeeded()
        XCTAssertEqual(host.text(of: "label"), "170 interacting")
        host.pointerUp(at: CGPoint(x: 195, y: 450))
        XCTAssertEqual(host.text(of: "label"), "170 interacting,idle")
    }

    /// The opacity a node's drawing effects give it now.
    private func drawnOpacity(_ node: ViewNode) -> Double {
        func opacity(_ effects: [RenderEffect]) -> Double {
            effects.reduce(1) { result, effect in
                switch effect {
                case .opacity(let value): return result * value
                case .geometryDependent(let make): return result * opacity(make(node))
                default: return result
                }
            }
        }
        return opacity(node.effects)
    }

    func testScrollTransitionsFadeViewsAtTheEdges() throws {
        let host = PreviewHost(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in
                    Color.blue.frame(height: 100)
                        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                        .accessibilityIdentifier("card\(index)")
                }
            }
        }, size: CGSize(width: 390, height: 450))
        host.layoutIfNeeded()
        var nodes: [String: ViewNode] = [:]
        host.graph.forEachNode { if let id = $0[AccessibilityIdentifierTrait.self] { nodes[id] = $0 } }
        XCTAssertEqual(drawnOpacity(try XCTUnwrap(nodes["card0"])), 1, accuracy: 0.001, "fully in sight")
        // Card 4 shows its top 50 of 100 points: half way from hidden to the threshold, the
        // ease-in-out curve's midpoint.
        XCTAssertEqual(drawnOpacity(try XCTUnwrap(nodes["card4"])), 0.5, accuracy: 0.02)
        XCTAssertEqual(drawnOpacity(try XCTUnwrap(nodes["card6"])), 0, accuracy: 0.001, "out of sight")
    }

    func testAVisualEffectMovesTheDrawingByItsGeometry() throws {
        let host = PreviewHost(VStack {
            Color.red.frame(width: 50, height: 50)
                .visualEffect { content, proxy in content.offset(x: proxy.size.width * 2) }
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: CGSize(width: 300, height: 100))
        let pixels = host.render(scale: 1)
        XCTAssertGreaterThan(pixels.pixel(x: 125, y: 25).red, 0.9, "drawn 100 points to the right")
        XCTAssertGreaterThan(pixels.pixel(x: 25, y: 25).green, 0.9, "not where it was laid out")
    }
}

extension ScrollBehaviourTests {
    /// The indicator of a live host while and after it scrolls (`ScrollIndicatorLook`).
    func testTheScrollIndicatorShowsWhileScrollingAndFades() throws {
        let host = PreviewHost(ScrollView {
            Color.white.frame(height: 4000)
        }.scrollIndicators(.automatic), size: CGSize(width: 390, height: 400))
        host.animationTime = 100
        // At rest, and in screenshots (no live host), none.
        func indicatorPixel(_ host: PreviewHost) -> RasterColor {
            host.render(scale: 1).pixel(x: 390 - 3 - 2, y: 200)
        }
        host.drawsScrollIndicators = true
        XCTAssertGreaterThan(indicatorPixel(host).red, 0.99)
        // Half way down: the 36-point bar (400 × 400/4000 is less) is in the middle of its track.
        host.scroll(by: CGSize(width: 0, height: 1800), at: CGPoint(x: 195, y: 200))
        XCTAssertLessThan(indicatorPixel(host).red, 0.8, "drawn while scrolling")
        XCTAssertTrue(host.hasLiveWork, "the window keeps drawing while it shows")
        host.animationTime = 100.6
        let fading = indicatorPixel(host).red
        XCTAssertGreaterThan(fading, 0.66)
        XCTAssertLessThan(fading, 0.99, "fading")
        host.animationTime = 101
        XCTAssertGreaterThan(indicatorPixel(host).red, 0.99, "gone")
        _ = indicatorPixel(host)
        XCTAssertFalse(host.hasLiveWork)
        // Hidden indicators never show.
        let hidden = PreviewHost(ScrollView { Color.white.frame(height: 4000) }.scrollIndicators(.hidden), size: CGSize(width: 390, height: 400))
        hidden.drawsScrollIndicators = true
        hidden.scroll(by: CGSize(width: 0, height: 1800), at: CGPoint(x: 195, y: 200))
        XCTAssertGreaterThan(indicatorPixel(hidden).red, 0.99)
    }
}
