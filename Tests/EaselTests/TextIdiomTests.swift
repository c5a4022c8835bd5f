import XCTest
import SwiftUI
@testable import Easel
import EaselRaster
import EaselText

/// Text written as apps write it: Markdown literals, `AttributedString`, font forms, text
/// modifiers on views, Dynamic Type, line limits that reserve space, inline symbols, redaction.
final class TextIdiomTests: XCTestCase {
    struct ProfileHeader: View {
        let name = "Ada Lovelace"
        let followers = 1_204
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text(name)
                    .font(.system(size: 28, weight: .bold, design: .rounded))
                    .accessibilityIdentifier("name")
                Text("**\(followers)** followers · *London*")
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier("followers")
                Text(Image(systemName: "star.fill")) + Text(" 4.8").bold()
                Text("Writes about the **Analytical Engine** and its [notes](https://example.com/notes).")
                    .font(.subheadline)
                    .lineLimit(2, reservesSpace: true)
                    .accessibilityIdentifier("bio")
            }
            .padding()
        }
    }

    func testMarkdownLiteralsLoseTheirMarkersAndStyleTheirRuns() throws {
        let host = phoneHost(ProfileHeader())
        XCTAssertTrue(host.shownTexts().contains("1204 followers · London") || host.shownTexts().contains("1,204 followers · London"),
                      "\(host.shownTexts())")
        let runs = try XCTUnwrap(textLayout(in: host, containing: "followers")).paragraph.runs
        XCTAssertEqual(runs.first?.font.weight, Font.Weight.bold.value, "**…** is bold")
        XCTAssertTrue(runs.last?.font.isItalic ?? false, "*…* is italic")
        let bio = try XCTUnwrap(textLayout(in: host, containing: "Analytical"))
        let link = try XCTUnwrap(bio.paragraph.runs.first { $0.string == "notes" }, "\(bio.paragraph.runs.map(\.string))")
        XCTAssertEqual(link.paint, TintShapeStyle().resolvePaint(in: host.graph.environment), "links take the accent colour")
    }

    func testReservedLinesMakeRoomForTwoLinesOfSubheadline() throws {
        let host = phoneHost(ProfileHeader())
        let bio = try XCTUnwrap(host.frame(of: "bio"))
        // Subheadline: 15 pt, Apple's line height 20; one line is SF's 1.1934 em, rounded up to a
        // third of a point: 17.9 → 18.0; a second line 20 more.
        XCTAssertEqual(bio.height, 38, accuracy: 0.34)
    }

    func testInlineSymbolSitsInTheLine() throws {
        let host = phoneHost(ProfileHeader())
        let rating = try XCTUnwrap(textLayout(in: host, containing: "4.8"))
        XCTAssertEqual(rating.paragraph.runs.first?.symbol, "star.fill")
        let measured = rating.measure(width: nil)
        XCTAssertEqual(measured.lineCount, 1)
        XCTAssertGreaterThan(measured.size.width, 30, "the symbol takes room before the digits")
    }

    // MARK: - AttributedString

    struct TermsFooter: View {
        var terms: AttributedString {
            var string = AttributedString("By continuing you accept the Terms.")
            if let range = string.range(of: "Terms") {
                string[range].foregroundColor = .blue
                string[range].underlineStyle = .single
                string[range].link = URL(string: "https://example.com/terms")
            }
            string.font = .footnote
            return string
        }
        var body: some View {
            VStack {
                Text(terms)
                Text(try! AttributedString(markdown: "Read **carefully**"))
            }
        }
    }

    func testAttributedStringRunsKeepTheirAttributes() throws {
        let host = phoneHost(TermsFooter())
        XCTAssertTrue(host.shownTexts().contains("By continuing you accept the Terms."))
        let footer = try XCTUnwrap(textLayout(in: host, containing: "accept"))
        let terms = try XCTUnwrap(footer.paragraph.runs.first { $0.string == "Terms" })
        XCTAssertTrue(terms.isUnderlined)
        XCTAssertEqual(terms.font.size, 13, "footnote")
        XCTAssertEqual(terms.paint, .color(Color.blue.resolve(in: .light)))
        let markdown = try XCTUnwrap(textLayout(in: host, containing: "carefully"))
        XCTAssertEqual(markdown.paragraph.runs.last?.font.weight, Font.Weight.bold.value)
    }

    // MARK: - Dynamic Type

    struct Article: View {
        @Environment(\.dynamicTypeSize) private var size
        var body: some View {
            VStack(alignment: .leading) {
                Text("Headline").font(.title).accessibilityIdentifier("title")
                Text("Body text").accessibilityIdentifier("body")
                Text(size.isAccessibilitySize ? "accessible" : "standard")
                Text("Capped").font(.body).dynamicTypeSize(...DynamicTypeSize.large).accessibilityIdentifier("capped")
            }
        }
    }

    func testDynamicTypeSizesEveryStyleByApplesTable() throws {
        let host = phoneHost(Article())
        host.dynamicTypeSize = .accessibility3
        XCTAssertTrue(host.shownTexts().contains("accessible"))
        let title = try XCTUnwrap(textLayout(in: host, containing: "Headline"))
        XCTAssertEqual(title.paragraph.runs[0].font.size, 48, "title at AX3")
        let body = try XCTUnwrap(textLayout(in: host, containing: "Body text"))
        XCTAssertEqual(body.paragraph.runs[0].font.size, 40, "body at AX3")
        XCTAssertEqual(try XCTUnwrap(textLayout(in: host, containing: "Capped")).paragraph.runs[0].font.size, 17,
                       "a range caps the size")
        host.dynamicTypeSize = .xSmall
        XCTAssertEqual(try XCTUnwrap(textLayout(in: host, containing: "Body text")).paragraph.runs[0].font.size, 14)
        // One line of 14 pt text: 14 × 1.1934 = 16.71, rounded up to a third of a point: 17.
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "body")).height, 17, accuracy: 0.01)
    }

    func testScaledCustomFontsFollowTheirStyle() {
        let large = ResolvedFont(.custom("Avenir", size: 20, relativeTo: .title), dynamicTypeSize: .xxxLarge)
        XCTAssertEqual(large.size, 20 * 34 / 28, accuracy: 0.001, "title grows 28 → 34 at xxxLarge")
        XCTAssertEqual(ResolvedFont(.custom("Avenir", fixedSize: 20), dynamicTypeSize: .xxxLarge).size, 20)
        XCTAssertEqual(ResolvedFont(.system(size: 20), dynamicTypeSize: .accessibility5).size, 20)
        XCTAssertEqual(ResolvedFont(.custom("Avenir", size: 17), dynamicTypeSize: .xLarge).size, 19, "custom(_:size:) scales with body")
    }

    // MARK: - View-level text modifiers

    struct Styled: View {
        var body: some View {
            VStack {
                Text("Title").accessibilityIdentifier("plain")
                Text("Title").tracking(3).accessibilityIdentifier("tracked")
                Text("Caps").bold().italic()
                Group {
                    Text("Inherited")
                }
                .fontWeight(.heavy)
                .fontDesign(.monospaced)
                .underline()
                Text("Smaller").textScale(.secondary)
            }
        }
    }

    func testViewModifiersReachTheTextBelow() throws {
        let host = phoneHost(Styled())
        let plain = try XCTUnwrap(host.frame(of: "plain")), tracked = try XCTUnwrap(host.frame(of: "tracked"))
        XCTAssertEqual(tracked.width - plain.width, 15, accuracy: 0.34, "3 pt after each of 5 characters")
        let inherited = try XCTUnwrap(textLayout(in: host, containing: "Inherited")).paragraph.runs[0]
        XCTAssertEqual(inherited.font.weight, Font.Weight.heavy.value)
        XCTAssertEqual(inherited.font.design, .monospaced)
        XCTAssertTrue(inherited.isUnderlined)
        let caps = try XCTUnwrap(textLayout(in: host, containing: "Caps")).paragraph.runs[0]
        XCTAssertEqual(caps.font.weight, Font.Weight.bold.value)
        XCTAssertTrue(caps.font.isItalic)
        XCTAssertEqual(try XCTUnwrap(textLayout(in: host, containing: "Smaller")).paragraph.runs[0].font.size, 17 * 0.8, accuracy: 0.001)
    }

    // MARK: - Symbols

    struct Toolbarish: View {
        @State private var count = 0
        var body: some View {
            HStack {
                Image(systemName: "heart").symbolVariant(.fill).accessibilityIdentifier("heart")
                Image(systemName: "bell").symbolVariant(.slash).imageScale(.large).accessibilityIdentifier("bell")
                Image(systemName: "bell").accessibilityIdentifier("plainBell")
                Image(systemName: "person.crop.circle").symbolRenderingMode(.hierarchical)
                Image(systemName: "star").symbolEffect(.bounce, value: count)
                Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing)
            }
        }
    }

    func testSymbolVariantsAndScales() throws {
        let host = phoneHost(Toolbarish())
        host.layoutIfNeeded()
        var names: [String] = []
        host.graph.forEachNode { node in
            if let symbol = node.layout as? SymbolLayout { names.append(symbol.name) }
        }
        XCTAssertEqual(Array(names.prefix(3)), ["heart.fill", "bell.slash", "bell"])
        let large = try XCTUnwrap(host.frame(of: "bell")), plain = try XCTUnwrap(host.frame(of: "plainBell"))
        XCTAssertEqual(large.height / plain.height, 1.29, accuracy: 0.02)
    }

    func testWhatTheSystemFontCannotDrawIsSaidOnce() {
        Diagnostics.reset()
        let host = phoneHost(VStack {
            Text("Small caps").font(.body.smallCaps())
            Text("More small caps").font(.title.smallCaps())
            Text("Plain")
        })
        host.layoutIfNeeded()
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("small capitals") }.count, 1, "\(Diagnostics.log)")
    }

    /// A scoreboard in condensed and expanded widths, as sports and weather screens set numbers.
    struct Widths: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Standings 2024").font(.system(size: 34, weight: .bold)).accessibilityIdentifier("standard")
                Text("Standings 2024").font(.system(size: 34, weight: .bold).width(.condensed)).accessibilityIdentifier("condensed")
                Text("Standings 2024").font(.system(size: 34, weight: .bold)).fontWidth(.compressed).accessibilityIdentifier("compressed")
                Text("Standings 2024").font(.system(size: 34, weight: .bold).width(.expanded)).accessibilityIdentifier("expanded")
            }
        }
    }

    func testCondensedAndExpandedWidthsNarrowAndWidenTheText() throws {
        let host = phoneHost(Widths())
        let standard = try XCTUnwrap(host.frame(of: "standard"))
        // OpenType's usWidthClass "% of normal": condensed 75, extra-condensed 62.5, expanded 125.
        for (name, ratio) in [("condensed", 0.75), ("compressed", 0.625), ("expanded", 1.25)] {
            let frame = try XCTUnwrap(host.frame(of: name))
            XCTAssertEqual(frame.width / standard.width, ratio, accuracy: 0.01, name)
            XCTAssertEqual(frame.height, standard.height, name)
        }
        // The glyphs are drawn that much narrower too: the ink of each line spans its frame.
        let pixels = host.render(scale: 1)
        func inkWidth(_ frame: CGRect) -> CGFloat {
            let y = Int(frame.midY)
            let columns = (0..<pixels.width).filter { x in
                (Int(frame.minY)..<Int(frame.maxY)).contains { pixels.pixel(x: x, y: $0).red < 0.5 && $0 >= y - 12 && $0 <= y + 12 }
            }
            return CGFloat((columns.last ?? 0) - (columns.first ?? 0))
        }
        let standardInk = inkWidth(standard)
        XCTAssertEqual(inkWidth(try XCTUnwrap(host.frame(of: "condensed"))) / standardInk, 0.75, accuracy: 0.02)
        XCTAssertEqual(inkWidth(try XCTUnwrap(host.frame(of: "expanded"))) / standardInk, 1.25, accuracy: 0.02)
    }

    // MARK: - Formatted values

    struct TripSummary: View {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let distance = Measurement(value: 12.5, unit: UnitLength.kilometers)
        let travellers = ["Ada", "Grace", "Alan"]
        var body: some View {
            VStack {
                Text(start, format: .dateTime.day().month(.wide).year())
                Text(distance, format: .measurement(width: .abbreviated, usage: .road))
                Text(0.25, format: .percent)
                Text(travellers, format: .list(type: .and))
                Text(distance.formatted(.measurement(width: .narrow)))
                Text("Total: \(1234.5, format: .currency(code: "EUR"))")
            }
        }
    }

    func testFormatsFollowTheEnvironmentsLocale() {
        let host = phoneHost(TripSummary())
        let english = host.shownTexts()
        XCTAssertEqual(english[0], "November 14, 2023")
        XCTAssertEqual(english[1], "12.5 km")
        XCTAssertEqual(english[2], "25%")
        XCTAssertEqual(english[3], "Ada, Grace, and Alan")
        XCTAssertEqual(english[4].hasSuffix("km"), true)
        XCTAssertTrue(english[5].contains("1,234.50"), english[5])
        host.locale = Locale(identifier: "de_DE")
        let german = host.shownTexts()
        XCTAssertEqual(german[0], "14. November 2023")
        XCTAssertEqual(german[1], "12,5 km")
    }

    // MARK: - Redaction

    func testPlaceholderRedactionDrawsBarsInsteadOfGlyphs() {
        func inkColumns(_ view: some View) -> Int {
            let host = PreviewHost(view, size: CGSize(width: 200, height: 40))
            let image = host.render(scale: 1)
            var columns = 0
            for x in 0..<image.width where (0..<image.height).contains(where: { image.pixel(x: x, y: $0).red < 0.98 }) { columns += 1 }
            return columns
        }
        let text = Text("Loading name").font(.body)
        let plain = inkColumns(text), redacted = inkColumns(text.redacted(reason: .placeholder))
        XCTAssertGreaterThan(redacted, plain, "a bar fills the gaps between letters")
        let privateText = inkColumns(Text("Loading name").privacySensitive().redacted(reason: .privacy))
        XCTAssertEqual(privateText, redacted)
        XCTAssertEqual(inkColumns(Text("Loading name").redacted(reason: .privacy)), plain, "only private text hides for .privacy")
    }

    private func textLayout(in host: PreviewHost, containing string: String) -> TextLeafLayout? {
        host.layoutIfNeeded()
        var found: TextLeafLayout?
        host.graph.forEachNode { node in
            if found == nil, let text = node.layout as? TextLeafLayout,
               text.paragraph.runs.map(\.string).joined().contains(string) { found = text }
        }
        return found
    }

    /// Emoji in titles and labels, as apps write them ("Todo List 📝"): drawn in colour from the
    /// emoji font, whatever the text's colour, as iOS draws Apple Color Emoji.
    func testEmojiAreDrawnInColourWhateverTheTextsColour() throws {
        guard FontLibrary.shared.emojiFace != nil else {
            throw XCTSkip("no colour emoji font is installed (make test installs fonts-noto-color-emoji)")
        }
        struct Title: View {
            var body: some View {
                Text("🍕")
                    .font(.system(size: 60))
                    .foregroundStyle(.blue)
                    .accessibilityIdentifier("pizza")
            }
        }
        let host = phoneHost(Title())
        let frame = try XCTUnwrap(host.frame(of: "pizza"))
        let pixels = host.render(scale: 1)
        var warm = 0, blue = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let pixel = pixels.pixel(x: x, y: y)
                if pixel.red > 0.8 && pixel.blue < 0.4 { warm += 1 }
                if pixel.blue > 0.8 && pixel.red < 0.3 { blue += 1 }
            }
        }
        XCTAssertGreaterThan(warm, 200, "the pizza's crust and cheese")
        XCTAssertEqual(blue, 0, "the foreground style does not tint an emoji")
        XCTAssertGreaterThan(frame.width, 60, "an emoji is wider than an em")
    }
}
