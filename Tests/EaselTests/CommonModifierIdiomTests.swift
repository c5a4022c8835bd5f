import XCTest
import SwiftUI
@testable import Easel

/// Modifiers real screens use everywhere, in the idioms of tutorials: card shadows, blurred
/// materials, context menus, swipe actions, clocks, split views.
final class CommonModifierIdiomTests: XCTestCase {
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Weekend trip").font(.headline)
                Text("3 stops").foregroundStyle(.secondary)
            }
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
            .blur(radius: 0)
            .mask(RoundedRectangle(cornerRadius: 12))
            .blendMode(.multiply)
            .grayscale(0)
            .accessibilityIdentifier("card")
        }
    }

    func testEffectsLeaveLayoutAlone() throws {
        Diagnostics.reset()
        let plain = phoneHost(VStack(alignment: .leading) { Text("Weekend trip").font(.headline); Text("3 stops") }
            .padding().accessibilityIdentifier("card"))
        let card = phoneHost(Card())
        XCTAssertEqual(card.frame(of: "card"), plain.frame(of: "card"))
        _ = card.render(scale: 1)
        XCTAssertFalse(Diagnostics.log.contains { $0.contains("shadow") || $0.contains("mask") || $0.contains("blendMode") },
                       "shadows, masks and blend modes are drawn")
    }

    struct Inbox: View {
        @State private var messages = ["Lunch?", "Invoice", "Photos"]
        @State private var pinned: [String] = []
        var body: some View {
            List {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .swipeActions(edge: .trailing) {
                            Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                        }
                        .contextMenu {
                            Button("Pin") { pinned.append(message) }
                            Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                        }
                        .accessibilityIdentifier(message)
                }
                .onDelete { messages.remove(atOffsets: $0) }
                .onMove { messages.move(fromOffsets: $0, toOffset: $1) }
                Text("Pinned: \(pinned.joined(separator: ","))").accessibilityIdentifier("pinned")
            }
            .help("Your messages")
            .sensoryFeedback(.success, trigger: pinned.count)
        }
    }

    func testAContextMenuOpensWhenHeldAndRunsItsItem() throws {
        let host = phoneHost(Inbox())
        let row = try XCTUnwrap(host.frame(of: "Invoice"))
        host.pointerDown(at: CGPoint(x: row.midX, y: row.midY))
        host.advance(by: 0.6)
        host.pointerUp(at: CGPoint(x: row.midX, y: row.midY))
        let pin = try XCTUnwrap(host.frameOfText("Pin"), "held half a second, the menu is open")
        host.tap(at: CGPoint(x: pin.midX, y: pin.midY))
        XCTAssertEqual(host.text(of: "pinned"), "Pinned: Invoice")
        XCTAssertNil(host.frameOfText("Pin"))
    }

    struct Clock: View {
        var body: some View {
            TimelineView(.periodic(from: .now, by: 0.05)) { context in
                Text(context.date.timeIntervalSince1970, format: .number).accessibilityIdentifier("time")
            }
        }
    }

    func testTimelineViewUpdatesOnItsSchedule() throws {
        let host = phoneHost(Clock())
        let first = host.text(of: "time")
        host.advance(by: 0.2)
        XCTAssertNotEqual(host.text(of: "time"), first, "the periodic schedule rebuilt the content")
        XCTAssertEqual(PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 10)._nextDate(after: Date(timeIntervalSince1970: 25)),
                       Date(timeIntervalSince1970: 30))
        XCTAssertEqual(EveryMinuteTimelineSchedule()._nextDate(after: Date(timeIntervalSinceReferenceDate: 61)),
                       Date(timeIntervalSinceReferenceDate: 120))
    }

    struct Library: View {
        @State private var selection: String?
        var body: some View {
            NavigationSplitView {
                List(["Fiction", "Poetry"], id: \.self, selection: $selection) { genre in
                    NavigationLink(genre) { Text("Books in \(genre)").accessibilityIdentifier("detail") }
                        .accessibilityIdentifier(genre)
                }
                .navigationTitle("Genres")
            } detail: {
                Text("Pick a genre")
            }
        }
    }

    func testASplitViewCollapsesToAStackOnAnIPhone() throws {
        let host = phoneHost(Library())
        XCTAssertEqual(host.text(of: "navigation-title"), "Genres")
        host.tap("Poetry")
        XCTAssertEqual(host.text(of: "detail"), "Books in Poetry")
    }
}
