import XCTest
@testable import Easel

/// The accessibility tree: controls' own semantics, the modifiers, VoiceOver's order, and that
/// none of it changes layout.
final class AccessibilityTests: XCTestCase {
    struct Profile: View {
        @State private var notify = true
        @State private var name = ""
        var body: some View {
            VStack {
                HStack {
                    Image(systemName: "star.fill")
                    Text("Ada Lovelace")
                    Text("Mathematician")
                }
                .accessibilityElement(children: .combine)
                .accessibilityHint("Opens the profile")
                Image(decorative: "banner")
                Text("Decoration").accessibilityHidden(true)
                Button("Follow") {}.accessibilityIdentifier("follow")
                Image(systemName: "gear").accessibilityLabel("Settings").accessibilityAddTraits(.isButton)
                Toggle("Notifications", isOn: $notify)
                TextField("Name", text: $name)
                Text("Read first").accessibilitySortPriority(2)
            }
        }
    }

    func testElementsCarryTheirRolesLabelsAndValuesInReadingOrder() {
        let host = phoneHost(Profile())
        let lines = host.accessibilityTree().map { "\($0.traits.joined(separator: ",")) \($0.label)\($0.value.map { " = \($0)" } ?? "")" }
        XCTAssertEqual(lines, [
            "staticText Read first",
            "staticText Ada Lovelace, Mathematician",
            "button Follow",
            "button,image Settings",
            "toggle Notifications = 1",
            "textField Name",
        ])
        XCTAssertEqual(host.accessibilityTree()[1].hint, "Opens the profile")
        XCTAssertEqual(host.accessibilityTree()[2].identifier, "follow")
    }

    func testAccessibilityModifiersDoNotChangeLayout() {
        let plain = phoneHost(VStack { Text("A"); Button("B") {}; Image(systemName: "gear") })
        let modified = phoneHost(VStack {
            Text("A").accessibilityLabel("Letter A").accessibilityHeading(.h1)
            Button("B") {}.accessibilityHint("Does B").accessibilitySortPriority(3)
            Image(systemName: "gear").accessibilityHidden(true).accessibilityValue("on")
        })
        XCTAssertEqual(plain.laidOutViews().map(\.frame), modified.laidOutViews().map(\.frame))
        let first = modified.accessibilityTree().first
        XCTAssertEqual(first?.label, "B", "sort priority 3 reads first")
        XCTAssertEqual(modified.accessibilityTree().map(\.label), ["B", "Letter A"])
        XCTAssertTrue(modified.accessibilityTree()[1].traits.contains("header"))
    }

    func testControlsReportTheirValues() {
        struct Controls: View {
            @State private var volume = 0.25
            @State private var size = 1
            var body: some View {
                Form {
                    Slider(value: $volume) { Text("Volume") }
                    Picker("Size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Large").tag(1)
                    }
                    ProgressView("Upload", value: 0.5)
                    Link("Help", destination: URL(string: "https://example.com")!)
                }
            }
        }
        let tree = phoneHost(Controls()).accessibilityTree()
        let summary = tree.map { "\($0.traits.joined(separator: ",")) \($0.label) \($0.value ?? "-")" }
        XCTAssertEqual(summary, ["adjustable Volume 25%", "button Size Large", "updatesFrequently Upload 50%", "link Help -"])
    }

    /// VoiceOver reads where views are, not the order they were written: a ZStack's caption
    /// drawn at the top reads before the image declared above it; an overlaid badge reads on
    /// its line from the leading edge; right to left, where the layout mirrors, reads the same.
    func testReadingOrderFollowsWhereViewsAreLaidOut() {
        struct Card: View {
            var body: some View {
                VStack(spacing: 12) {
                    ZStack(alignment: .top) {
                        Text("Photo credit").frame(maxHeight: .infinity, alignment: .bottom)
                        Text("Headline")
                    }
                    .frame(height: 120)
                    HStack {
                        Button("Share") {}.frame(maxWidth: .infinity, alignment: .trailing)
                        Text("12 likes")
                    }
                    .overlay(alignment: .leading) { Text("New") }
                }
            }
        }
        let leftToRight = phoneHost(Card()).accessibilityTree().map(\.label)
        XCTAssertEqual(leftToRight, ["Headline", "Photo credit", "New", "Share", "12 likes"])
        let rightToLeft = phoneHost(Card().environment(\.layoutDirection, .rightToLeft)).accessibilityTree().map(\.label)
        XCTAssertEqual(rightToLeft, leftToRight, "each line is read from its leading (right) edge")
    }
}
