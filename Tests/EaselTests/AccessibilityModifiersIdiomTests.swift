import XCTest
import SwiftUI

/// The accessibility modifiers apps chain beyond labels (WWDC21 "SwiftUI Accessibility: Beyond
/// the basics", Apple's "Creating accessible views" sample): custom content, rotors, synthetic
/// children for drawn content, labelled pairs and representations.
final class AccessibilityModifiersIdiomTests: XCTestCase {
    struct Pet: Identifiable {
        let id: Int
        let name: String
        let breed: String
        let age: String
    }

    /// WWDC21's pet card: the details a VoiceOver user can ask for without hearing them all.
    struct PetCard: View {
        let pet: Pet
        var body: some View {
            HStack {
                Image(systemName: "pawprint.fill")
                VStack(alignment: .leading) {
                    Text(pet.name).font(.headline)
                    Text(pet.breed).font(.caption)
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityCustomContent(.breed, pet.breed, importance: .high)
            .accessibilityCustomContent("Age", Text(pet.age))
        }
    }

    struct Message: Identifiable {
        let id: Int
        let subject: String
        let isWarning: Bool
    }

    /// Apple's rotor example: warnings a VoiceOver user can jump between.
    struct Inbox: View {
        let messages: [Message]
        @Namespace private var namespace

        var body: some View {
            ScrollView {
                VStack {
                    ForEach(messages) { message in
                        Text(message.subject)
                            .accessibilityRotorEntry(id: message.id, in: namespace)
                    }
                }
            }
            .accessibilityRotor("Warnings") {
                ForEach(messages.filter(\.isWarning)) { message in
                    AccessibilityRotorEntry(message.subject, id: message.id, in: namespace)
                }
            }
            .accessibilityRotor("Subjects", entries: messages, entryLabel: \.subject)
            .accessibilityRotor(.headings) {
                AccessibilityRotorEntry("Inbox", id: 0, in: namespace)
            }
        }
    }

    struct Sale: Identifiable {
        let id: Int
        let month: String
        let amount: Double
    }

    /// A bar chart drawn in a `Canvas`, with an element per bar for VoiceOver.
    struct SalesCanvas: View {
        let sales: [Sale]
        var body: some View {
            Canvas { context, size in
                let width = size.width / CGFloat(sales.count)
                for (index, sale) in sales.enumerated() {
                    let height = size.height * sale.amount / 100
                    let bar = CGRect(x: CGFloat(index) * width, y: size.height - height, width: width - 4, height: height)
                    context.fill(Path(bar), with: .color(.blue))
                }
            }
            .frame(width: 300, height: 120)
            .accessibilityLabel("Sales")
            .accessibilityChildren {
                HStack {
                    ForEach(sales) { sale in
                        Rectangle()
                            .accessibilityLabel(sale.month)
                            .accessibilityValue("\(Int(sale.amount)) units")
                    }
                }
            }
        }
    }

    /// A settings row whose label and switch are separate views.
    struct NotificationsRow: View {
        @Namespace private var namespace
        @State private var isOn = true
        var body: some View {
            HStack {
                Text("Notifications")
                    .accessibilityLabeledPair(role: .label, id: "notifications", in: namespace)
                Spacer()
                Toggle("", isOn: $isOn)
                    .labelsHidden()
                    .accessibilityLabeledPair(role: .content, id: "notifications", in: namespace)
            }
            .padding()
        }
    }

    /// A custom heart button that VoiceOver reads as the toggle it stands for.
    struct FavoriteButton: View {
        @Binding var isFavorite: Bool
        var body: some View {
            Image(systemName: isFavorite ? "heart.fill" : "heart")
                .font(.title)
                .onTapGesture { isFavorite.toggle() }
                .accessibilityIdentifier("heart")
                .accessibilityRepresentation {
                    Toggle("Favorite", isOn: $isFavorite)
                }
        }
    }

    func testCustomContentIsListedOnTheCombinedElement() throws {
        let host = phoneHost(PetCard(pet: Pet(id: 1, name: "Rex", breed: "Beagle", age: "3 years")))
        let element = try XCTUnwrap(host.accessibilityTree().first)
        XCTAssertEqual(element.label, "Rex, Beagle")
        XCTAssertEqual(element.customContent.map(\.description), ["Breed: Beagle", "Age: 3 years"])
        XCTAssertEqual(element.customContent.map(\.isImportant), [true, false])
        XCTAssertTrue(host.accessibilityDump().contains("content: \"Breed: Beagle\""))
    }

    func testCustomContentWithTheSameKeyReplacesAndAnEmptyValueRemoves() throws {
        let view = Text("Order")
            .accessibilityCustomContent("Status", "Shipped")
            .accessibilityCustomContent("Status", "Delivered")
            .accessibilityCustomContent(.breed, Text?.none)
        let host = phoneHost(view)
        XCTAssertEqual(try XCTUnwrap(host.accessibilityTree().first).customContent.map(\.description), ["Status: Delivered"])
    }

    func testRotorsLeaveTheViewAsItIsAndAreSaidOnce() {
        Diagnostics.reset()
        let messages = [Message(id: 1, subject: "Lunch?", isWarning: false), Message(id: 2, subject: "Disk full", isWarning: true)]
        let host = phoneHost(Inbox(messages: messages))
        XCTAssertEqual(host.shownTexts(), ["Lunch?", "Disk full"])
        XCTAssertEqual(host.accessibilityTree().map(\.label), ["Lunch?", "Disk full"])
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("accessibilityRotor") }.count, 1)
    }

    func testSyntheticChildrenGiveADrawnChartAnElementPerBar() {
        let sales = [Sale(id: 0, month: "Jan", amount: 40), Sale(id: 1, month: "Feb", amount: 80), Sale(id: 2, month: "Mar", amount: 60)]
        let host = PreviewHost(SalesCanvas(sales: sales), size: CGSize(width: 300, height: 120))
        let elements = host.accessibilityTree()
        XCTAssertEqual(elements.map(\.label), ["Jan", "Feb", "Mar"])
        XCTAssertEqual(elements.map(\.value), ["40 units", "80 units", "60 units"])
        XCTAssertLessThan(elements[0].frame.midX, elements[1].frame.midX, "laid out across the chart")
        // The children are not drawn: the canvas's bars are all that shows.
        let pixels = host.render(scale: 1)
        let corner = pixels.pixel(x: 2, y: 2)
        XCTAssertGreaterThan(corner.red, 0.9, "the empty top of the first bar's column is not covered")
    }

    func testALabeledPairLabelsTheContent() throws {
        let host = phoneHost(NotificationsRow())
        let toggle = try XCTUnwrap(host.accessibilityTree().first { $0.traits.contains("toggle") })
        XCTAssertEqual(toggle.label, "Notifications")
        XCTAssertEqual(toggle.value, "1")
    }

    func testARepresentationReadsAsTheControlItStandsFor() throws {
        struct Screen: View {
            @State var isFavorite = false
            var body: some View { FavoriteButton(isFavorite: $isFavorite) }
        }
        let host = phoneHost(Screen())
        var elements = host.accessibilityTree()
        XCTAssertEqual(elements.count, 1)
        XCTAssertEqual(elements.first?.traits, ["toggle"])
        XCTAssertEqual(elements.first?.label, "Favorite")
        XCTAssertEqual(elements.first?.value, "0")
        host.tap("heart")
        elements = host.accessibilityTree()
        XCTAssertEqual(elements.first?.value, "1", "the representation follows the state")
    }
}

extension AccessibilityCustomContentKey {
    static var breed: AccessibilityCustomContentKey { AccessibilityCustomContentKey("Breed") }
}
