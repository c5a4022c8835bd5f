import XCTest
import SwiftUI
@testable import Easel

// Gestures of nested views compete as in SwiftUI: a subview's gestures first, a parent's
// `highPriorityGesture` before its subviews', a `simultaneousGesture` beside them; a long press
// then a drag in sequence, as Apple's "Composing SwiftUI gestures" writes it.

/// A photo that can be dragged inside a sheet that can also be dragged.
private struct NestedDrags: View {
    enum Attachment { case normal, highPriority, simultaneous }
    let attachment: Attachment
    @State private var log: [String] = []

    var body: some View {
        let inner = DragGesture().onChanged { _ in note("photo") }
        let outer = DragGesture().onChanged { _ in note("sheet") }
        let photo = Rectangle().fill(.orange).frame(width: 120, height: 120)
            .gesture(inner)
            .accessibilityIdentifier("photo")
        let sheet = VStack { photo }.frame(width: 300, height: 300).background(Color.gray.opacity(0.2))
        VStack {
            switch attachment {
            case .normal: sheet.gesture(outer)
            case .highPriority: sheet.highPriorityGesture(outer)
            case .simultaneous: sheet.simultaneousGesture(outer)
            }
            Text(log.joined(separator: ",")).accessibilityIdentifier("log")
        }
    }

    private func note(_ name: String) {
        if !log.contains(name) { log.append(name) }
    }
}

/// A list row you can hold for a menu, in a pager you can swipe.
private struct HoldInSwipe: View {
    @State private var pressing = false
    @State private var held = 0
    @State private var swiped: CGFloat = 0
    var body: some View {
        VStack {
            Text("Row")
                .frame(width: 200, height: 60)
                .onLongPressGesture(minimumDuration: 0.5) { held += 1 } onPressingChanged: { pressing = $0 }
                .accessibilityIdentifier("row")
            Text(pressing ? "pressing" : "idle").accessibilityIdentifier("pressing")
            Text("\(held) \(Int(swiped))").accessibilityIdentifier("result")
        }
        .frame(width: 390, height: 400)
        .contentShape(Rectangle())
        .gesture(DragGesture().onEnded { swiped = $0.translation.width })
    }
}

/// Apple's "Composing SwiftUI gestures": a circle you press, then drag.
private struct DraggableCircle: View {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            if case .dragging(let translation) = self { return translation }
            return .zero
        }
        var name: String {
            switch self {
            case .inactive: return "inactive"
            case .pressing: return "pressing"
            case .dragging: return "dragging"
            }
        }
    }

    @GestureState private var dragState = DragState.inactive
    @State private var viewState = CGSize.zero

    var body: some View {
        let minimumLongPressDuration = 0.5
        let longPressDrag = LongPressGesture(minimumDuration: minimumLongPressDuration)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, transaction in
                switch value {
                case .first(true):
                    state = .pressing
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                viewState.width += drag.translation.width
                viewState.height += drag.translation.height
            }

        return VStack {
            Circle()
                .fill(Color.blue)
                .frame(width: 100, height: 100)
                .offset(x: viewState.width + dragState.translation.width,
                        y: viewState.height + dragState.translation.height)
                .gesture(longPressDrag)
                .accessibilityIdentifier("circle")
            Text(dragState.name).accessibilityIdentifier("state")
            Text("\(Int(dragState.translation.width)),\(Int(dragState.translation.height))").accessibilityIdentifier("live")
            Text("\(Int(viewState.width)),\(Int(viewState.height))").accessibilityIdentifier("position")
        }
    }
}

final class GestureCompetitionTests: XCTestCase {
    private func dragOnPhoto(_ attachment: NestedDrags.Attachment) throws -> String? {
        let host = phoneHost(NestedDrags(attachment: attachment))
        let photo = try XCTUnwrap(host.frame(of: "photo"))
        host.drag(from: CGPoint(x: photo.midX, y: photo.midY), by: CGSize(width: 40, height: 0))
        return host.text(of: "log")
    }

    func testASubviewsDragComesFirst() throws {
        XCTAssertEqual(try dragOnPhoto(.normal), "photo")
    }

    func testAParentsHighPriorityDragComesBeforeItsSubviews() throws {
        XCTAssertEqual(try dragOnPhoto(.highPriority), "sheet")
    }

    func testASimultaneousDragRunsBesideTheSubviews() throws {
        XCTAssertEqual(try dragOnPhoto(.simultaneous), "photo,sheet")
    }

    func testAParentsDragTakesOverFromAHeldLongPressWhenThePointerMoves() throws {
        let host = phoneHost(HoldInSwipe())
        let row = try XCTUnwrap(host.frame(of: "row"))
        let start = CGPoint(x: row.midX, y: row.midY)
        host.pointerDown(at: start)
        XCTAssertEqual(host.text(of: "pressing"), "pressing")
        _ = host.pointerMoved(to: CGPoint(x: start.x - 80, y: start.y))
        XCTAssertEqual(host.text(of: "pressing"), "idle", "the press gave up as the swipe began")
        host.advance(by: 1)
        host.pointerUp(at: CGPoint(x: start.x - 80, y: start.y))
        XCTAssertEqual(host.text(of: "result"), "0 -80", "the swipe ran; the long press did not")
        // Held still, the long press fires and the swipe never begins.
        host.pointerDown(at: start)
        host.advance(by: 0.6)
        host.pointerUp(at: start)
        XCTAssertEqual(host.text(of: "result"), "1 -80")
    }

    func testALongPressThenADragMovesTheCircle() throws {
        let host = phoneHost(DraggableCircle())
        let circle = try XCTUnwrap(host.frame(of: "circle"))
        let start = CGPoint(x: circle.midX, y: circle.midY)
        host.pointerDown(at: start)
        XCTAssertEqual(host.text(of: "state"), "pressing")
        host.advance(by: 0.6)
        XCTAssertEqual(host.text(of: "state"), "dragging", "the press ended: .second(true, nil)")
        _ = host.pointerMoved(to: CGPoint(x: start.x + 50, y: start.y + 20))
        XCTAssertEqual(host.text(of: "state"), "dragging")
        XCTAssertEqual(host.text(of: "live"), "50,20", "measured from where the pointer was when the press ended")
        host.pointerUp(at: CGPoint(x: start.x + 50, y: start.y + 20))
        XCTAssertEqual(host.text(of: "state"), "inactive", "@GestureState went back")
        XCTAssertEqual(host.text(of: "position"), "50,20")
    }

    func testADragBeforeThePressEndedDoesNotMoveTheCircle() throws {
        let host = phoneHost(DraggableCircle())
        let circle = try XCTUnwrap(host.frame(of: "circle"))
        let start = CGPoint(x: circle.midX, y: circle.midY)
        host.pointerDown(at: start)
        _ = host.pointerMoved(to: CGPoint(x: start.x + 50, y: start.y))
        host.advance(by: 0.6)
        host.pointerUp(at: CGPoint(x: start.x + 50, y: start.y))
        XCTAssertEqual(host.text(of: "state"), "inactive")
        XCTAssertEqual(host.text(of: "position"), "0,0")
    }

    func testReleasingAfterThePressWithoutDraggingEndsTheSequence() throws {
        let host = phoneHost(DraggableCircle())
        let circle = try XCTUnwrap(host.frame(of: "circle"))
        let start = CGPoint(x: circle.midX, y: circle.midY)
        host.pointerDown(at: start)
        host.advance(by: 0.6)
        host.pointerUp(at: start)
        XCTAssertEqual(host.text(of: "state"), "inactive")
        XCTAssertEqual(host.text(of: "position"), "0,0")
        // And the next touch starts over.
        host.pointerDown(at: start)
        XCTAssertEqual(host.text(of: "state"), "pressing")
        host.advance(by: 0.6)
        _ = host.pointerMoved(to: CGPoint(x: start.x, y: start.y + 30))
        host.pointerUp(at: CGPoint(x: start.x, y: start.y + 30))
        XCTAssertEqual(host.text(of: "position"), "0,30")
    }
}
