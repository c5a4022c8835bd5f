import XCTest
@testable import Easel

/// Gestures driven by the pointer: drags with `@GestureState` and `onEnded`, long presses,
/// taps through `.gesture(TapGesture())`, in the idioms of Apple's "Composing SwiftUI gestures".
final class GesturesTests: XCTestCase {
    struct DraggableCard: View {
        @GestureState private var dragOffset = CGSize.zero
        @State private var position = CGSize.zero
        @State private var log: [String] = []

        var body: some View {
            VStack {
                RoundedRectangle(cornerRadius: 12).fill(Color.blue)
                    .frame(width: 100, height: 100)
                    .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                    .gesture(
                        DragGesture()
                            .updating($dragOffset) { value, state, _ in state = value.translation }
                            .onChanged { _ in if log.last != "changed" { log.append("changed") } }
                            .onEnded { value in
                                position.width += value.translation.width
                                position.height += value.translation.height
                                log.append("ended")
                            }
                    )
                    .accessibilityIdentifier("card")
                Text("\(Int(dragOffset.width)),\(Int(dragOffset.height))").accessibilityIdentifier("live")
                Text("\(Int(position.width)),\(Int(position.height))").accessibilityIdentifier("position")
                Text(log.joined(separator: " ")).accessibilityIdentifier("log")
            }
        }
    }

    func testDragUpdatesGestureStateWhileHeldAndResetsItWhenEnded() throws {
        let host = phoneHost(DraggableCard())
        let card = try XCTUnwrap(host.frame(of: "card"))
        let start = CGPoint(x: card.midX, y: card.midY)
        host.pointerDown(at: start)
        _ = host.pointerMoved(to: CGPoint(x: start.x + 5, y: start.y))
        XCTAssertEqual(host.text(of: "live"), "0,0", "below the 10 pt minimum distance nothing moves")
        _ = host.pointerMoved(to: CGPoint(x: start.x + 40, y: start.y + 30))
        XCTAssertEqual(host.text(of: "live"), "40,30")
        XCTAssertEqual(host.text(of: "position"), "0,0")
        host.pointerUp(at: CGPoint(x: start.x + 40, y: start.y + 30))
        XCTAssertEqual(host.text(of: "live"), "0,0", "@GestureState goes back when the gesture ends")
        XCTAssertEqual(host.text(of: "position"), "40,30")
        XCTAssertEqual(host.text(of: "log"), "changed ended")
    }

    func testADragInsideAScrollViewMovesTheViewNotTheScrollView() throws {
        let host = phoneHost(ScrollView { DraggableCard().padding(.top, 100) }.accessibilityIdentifier("scroll"))
        let card = try XCTUnwrap(host.frame(of: "card"))
        host.drag(from: CGPoint(x: card.midX, y: card.midY), by: CGSize(width: 0, height: -60))
        XCTAssertEqual(host.text(of: "position"), "0,-60")
        XCTAssertEqual(host.scrollOffset(of: "scroll"), .zero)
    }

    struct Pressable: View {
        @State private var isPressing = false
        @State private var presses = 0
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("Hold me")
                    .onLongPressGesture(minimumDuration: 0.2) { presses += 1 } onPressingChanged: { isPressing = $0 }
                    .accessibilityIdentifier("hold")
                Text(isPressing ? "pressing" : "idle").accessibilityIdentifier("state")
                Text("\(presses)").accessibilityIdentifier("presses")
                Circle().frame(width: 44, height: 44)
                    .gesture(TapGesture(count: 2).onEnded { taps += 1 })
                    .accessibilityIdentifier("double")
                Text("\(taps)").accessibilityIdentifier("taps")
            }
        }
    }

    func testLongPressFiresWhenHeldLongEnoughAndNotWhenReleasedEarly() throws {
        let host = phoneHost(Pressable())
        let frame = try XCTUnwrap(host.frame(of: "hold"))
        let point = CGPoint(x: frame.midX, y: frame.midY)
        host.pointerDown(at: point)
        XCTAssertEqual(host.text(of: "state"), "pressing")
        host.pointerUp(at: point)
        XCTAssertEqual(host.text(of: "presses"), "0", "released before 0.2 s")
        XCTAssertEqual(host.text(of: "state"), "idle")
        host.pointerDown(at: point)
        host.advance(by: 0.3)
        XCTAssertEqual(host.text(of: "presses"), "1", "fires while still held, once the duration passed")
        host.pointerUp(at: point)
        XCTAssertEqual(host.text(of: "presses"), "1")
    }

    func testTapGestureWithACountWaitsForThatManyTaps() throws {
        let host = phoneHost(Pressable())
        host.tap("double")
        XCTAssertEqual(host.text(of: "taps"), "0")
        host.tap("double")
        XCTAssertEqual(host.text(of: "taps"), "1")
    }

    func testSliderThumbFollowsADrag() throws {
        struct Volume: View {
            @State private var level = 0.0
            var body: some View {
                VStack {
                    Slider(value: $level).frame(width: 228).accessibilityIdentifier("slider")
                    Text(String(format: "%.2f", level)).accessibilityIdentifier("level")
                }
            }
        }
        let host = phoneHost(Volume())
        let slider = try XCTUnwrap(host.frame(of: "slider"))
        host.drag(from: CGPoint(x: slider.minX + 14, y: slider.midY), by: CGSize(width: 150, height: 0))
        XCTAssertEqual(host.text(of: "level"), "0.75")
    }
}
