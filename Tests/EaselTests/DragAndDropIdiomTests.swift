import XCTest
import SwiftUI
import UniformTypeIdentifiers
@testable import Easel

// iOS 14's drag-to-reorder grid, as tutorials write it: each card is a drag source carrying its
// id as an `NSItemProvider`, and a `DropDelegate` moves the dragged card where it enters. A
// preview has no drag session, so the test plays the delegate's part by hand.

private struct Card: Identifiable, Equatable {
    let id: String
    let color: Color
}

private struct ReorderDelegate: DropDelegate {
    let item: Card
    @Binding var cards: [Card]
    @Binding var dragged: Card?

    func dropEntered(info: DropInfo) {
        guard let dragged, dragged != item,
              let from = cards.firstIndex(of: dragged), let to = cards.firstIndex(of: item) else { return }
        withAnimation(.default) {
            cards.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
        }
    }

    func dropUpdated(info: DropInfo) -> DropProposal? {
        DropProposal(operation: .move)
    }

    func performDrop(info: DropInfo) -> Bool {
        dragged = nil
        return true
    }
}

private struct ReorderableGrid: View {
    @State var cards: [Card]
    @State private var dragged: Card?
    @State private var isTargeted = false

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 16) {
            ForEach(cards) { card in
                RoundedRectangle(cornerRadius: 12)
                    .fill(card.color)
                    .frame(height: 100)
                    .overlay(Text(card.id))
                    .onDrag {
                        dragged = card
                        return NSItemProvider(object: card.id as NSString)
                    }
                    .onDrop(of: [UTType.text], delegate: ReorderDelegate(item: card, cards: $cards, dragged: $dragged))
            }
        }
        .padding()
        .onDrop(of: [UTType.text], isTargeted: $isTargeted) { providers in
            providers.first?.loadObject(ofClass: NSString.self) { _, _ in }
            return true
        }
    }
}

final class DragAndDropIdiomTests: XCTestCase {
    func testAReorderableGridCompilesAndDrawsItsCards() throws {
        let host = phoneHost(ReorderableGrid(cards: [Card(id: "A", color: .red), Card(id: "B", color: .green), Card(id: "C", color: .blue)]))
        XCTAssertEqual(host.shownTexts(), ["A", "B", "C"])
        // A drag with the mouse does not start a drag session: the cards stay in order.
        let a = try XCTUnwrap(host.drawnFrameOfText("A"))
        host.drag(from: CGPoint(x: a.midX, y: a.midY), by: CGSize(width: 200, height: 0))
        XCTAssertEqual(host.shownTexts(), ["A", "B", "C"])
    }

    func testAProviderHandsBackWhatItCarriesAndDropInfoFindsItByType() throws {
        let provider = NSItemProvider(object: "A" as NSString)
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
        XCTAssertTrue(provider.canLoadObject(ofClass: NSString.self))
        let loaded = LockedBox<String>()
        provider.loadObject(ofClass: NSString.self) { object, error in
            loaded.value = (object as? NSString).map { String($0) }
            XCTAssertNil(error)
        }
        XCTAssertEqual(loaded.value, "A")
        provider.loadObject(ofClass: String.self) { string, _ in loaded.value = string.map { $0 + "!" } }
        XCTAssertEqual(loaded.value, "A!")
        let info = DropInfo(location: CGPoint(x: 10, y: 10), itemProviders: [provider, NSItemProvider()])
        XCTAssertTrue(info.hasItemsConforming(to: [.text]))
        XCTAssertEqual(info.itemProviders(for: [.text]).count, 1)
        XCTAssertFalse(info.hasItemsConforming(to: [.image]))
    }

    @MainActor
    func testTheReorderDelegateMovesTheDraggedCardWhereItEnters() {
        var cards = [Card(id: "A", color: .red), Card(id: "B", color: .green), Card(id: "C", color: .blue)]
        var dragged: Card? = cards[0]
        let delegate = ReorderDelegate(item: cards[2], cards: Binding(get: { cards }, set: { cards = $0 }),
                                       dragged: Binding(get: { dragged }, set: { dragged = $0 }))
        let info = DropInfo(location: .zero, itemProviders: [NSItemProvider(object: "A" as NSString)])
        XCTAssertTrue(delegate.validateDrop(info: info), "the default validates every drop")
        delegate.dropEntered(info: info)
        XCTAssertEqual(cards.map(\.id), ["B", "C", "A"])
        XCTAssertEqual(delegate.dropUpdated(info: info)?.operation, .move)
        XCTAssertTrue(delegate.performDrop(info: info))
        XCTAssertNil(dragged)
    }
}

/// A value written from a `@Sendable` completion handler.
private final class LockedBox<Value>: @unchecked Sendable {
    var value: Value?
}
