import XCTest
@testable import Easel

/// Lazy containers build what shows (Apple, "Creating performant scrollable stacks": lazy
/// stacks create their items only as needed; a `List`'s rows come and go as it scrolls), lay
/// it out exactly where an eager container would, and keep the state of rows that scroll away.
final class LazyContainerTests: XCTestCase {
    private func host<V: View>(_ view: V) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: 393, height: 852))
    }

    /// Rows whose text is "Row N" built now, by N.
    private func builtRows(_ host: PreviewHost) -> [Int] {
        host.shownTexts().compactMap { text in
            text.hasPrefix("Row ") ? Int(text.dropFirst(4).prefix { $0.isNumber }) : nil
        }.sorted()
    }

    private struct Rows: View {
        let count: Int
        var body: some View {
            List(0..<count, id: \.self) { index in
                Text("Row \(index)").accessibilityIdentifier("row\(index)")
            }
        }
    }

    func testAListOfTenThousandRowsBuildsOnlyWhatShows() throws {
        let host = host(Rows(count: 10_000))
        let built = builtRows(host)
        // 852 points of 44-point rows, with a quarter screen of margin below.
        XCTAssertEqual(built.first, 0)
        XCTAssertLessThan(built.count, 30)
        XCTAssertGreaterThan(built.count, 852 / 44)
        // The content is as tall as all the rows: 20 above the card, 10,000 × 44, 10 below.
        host.scroll(by: CGSize(width: 0, height: 1_000_000), at: CGPoint(x: 200, y: 400))
        let last = try XCTUnwrap(host.frame(of: "row9999"))
        XCTAssertEqual(last.midY, 852 - 10 - 22, accuracy: 0.01, "the last row sits above the list's bottom margin")
        let after = builtRows(host)
        XCTAssertFalse(after.contains(0))
        XCTAssertLessThan(after.count, 30)
    }

    func testTheNodesBuiltDoNotGrowWithTheRowCount() {
        func nodes(_ count: Int) -> Int {
            let host = host(Rows(count: count))
            host.layoutIfNeeded()
            var total = 0
            host.graph.forEachNode { _ in total += 1 }
            return total
        }
        XCTAssertEqual(nodes(1_000), nodes(100_000))
    }

    private struct Themed: View {
        let index: Int
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text("Row \(index)").foregroundStyle(scheme == .dark ? .white : .black) }
    }

    func testRowsThatLeaveWithoutStateLeaveNoRecordBehind() {
        let host = host(List(0..<5_000, id: \.self) { Themed(index: $0) })
        host.layoutIfNeeded()
        let atTop = host.graph.records.count
        XCTAssertGreaterThan(atTop, 10, "each row built has a record (it reads the environment)")
        while host.scroll(by: CGSize(width: 0, height: 2_000), at: CGPoint(x: 200, y: 400)) { host.layoutIfNeeded() }
        XCTAssertLessThanOrEqual(host.graph.records.count, atTop + 5)
    }

    func testLazyRowsLieWhereEagerRowsLie() throws {
        let lazy = host(List { ForEach(0..<3, id: \.self) { Text("Row \($0)").accessibilityIdentifier("row\($0)") } })
        let eager = host(List {
            Text("Row 0").accessibilityIdentifier("row0")
            Text("Row 1").accessibilityIdentifier("row1")
            Text("Row 2").accessibilityIdentifier("row2")
        })
        for index in 0..<3 {
            XCTAssertEqual(lazy.frame(of: "row\(index)"), eager.frame(of: "row\(index)"))
        }
        // Rows before and after the run, and a section of data.
        let mixed = host(List {
            Text("Top").accessibilityIdentifier("top")
            ForEach(0..<2, id: \.self) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
            Text("Bottom").accessibilityIdentifier("bottom")
        })
        XCTAssertEqual(try XCTUnwrap(mixed.frame(of: "row0")).midY - 44, try XCTUnwrap(mixed.frame(of: "top")).midY, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(mixed.frame(of: "bottom")).midY - 44, try XCTUnwrap(mixed.frame(of: "row1")).midY, accuracy: 0.001)
    }

    private struct Notes: View {
        var body: some View {
            // Every tenth row is three lines tall.
            List(0..<500, id: \.self) { index in
                Text(index.isMultiple(of: 10) ? "Row \(index)\nsecond line\nthird line" : "Row \(index)")
                    .accessibilityIdentifier("row\(index)")
            }
        }
    }

    func testRowsOfDifferentHeightsStackWithoutGapsOrOverlaps() throws {
        let host = host(Notes())
        // A row's band is 11 above and below its text, at least 44 tall, the text centred.
        func band(_ frame: CGRect) -> (top: CGFloat, bottom: CGFloat) {
            let height = Swift.max(44, frame.height + 22)
            return (frame.midY - height / 2, frame.midY + height / 2)
        }
        for _ in 0..<100 {
            host.scroll(by: CGSize(width: 0, height: 300), at: CGPoint(x: 200, y: 400))
            host.layoutIfNeeded()
            let built = builtRows(host)
            for (index, next) in zip(built, built.dropFirst()) where next == index + 1 {
                let top = try XCTUnwrap(host.frame(of: "row\(index)")), bottom = try XCTUnwrap(host.frame(of: "row\(next)"))
                XCTAssertEqual(band(bottom).top, band(top).bottom, accuracy: 0.01, "rows \(index) and \(next) touch")
            }
        }
        let last = try XCTUnwrap(host.frame(of: "row499"), "scrolled to the end \(builtRows(host))")
        XCTAssertEqual(last.midY, 852 - 10 - 22, accuracy: 0.01)
    }

    func testScrollingBackOverRowsNotYetMeasuredMovesWhatShowsByTheScroll() throws {
        let host = host(Notes())
        // Straight to the middle: the rows above are estimated, not measured.
        host.scroll(by: CGSize(width: 0, height: 12_000), at: CGPoint(x: 200, y: 400))
        host.layoutIfNeeded()
        for _ in 0..<30 {
            let shown = try XCTUnwrap(builtRows(host).first { index in
                host.frame(of: "row\(index)").map { $0.minY > 300 && $0.maxY < 600 } ?? false
            })
            let before = try XCTUnwrap(host.frame(of: "row\(shown)"))
            host.scroll(by: CGSize(width: 0, height: -100), at: CGPoint(x: 200, y: 400))
            let after = try XCTUnwrap(host.frame(of: "row\(shown)"))
            XCTAssertEqual(after.minY - before.minY, 100, accuracy: 0.01, "row \(shown) follows the finger")
        }
    }

    private struct Counter: View {
        let index: Int
        @State private var taps = 0
        var body: some View {
            Button("Row \(index): \(taps)") { taps += 1 }.accessibilityIdentifier("row\(index)")
        }
    }

    private struct Counters: View {
        var body: some View {
            List(0..<1_000, id: \.self) { index in
                Counter(index: index)
            }
        }
    }

    func testARowKeepsItsStateWhenItScrollsAwayAndBack() throws {
        let host = host(Counters())
        let first = try XCTUnwrap(host.frame(of: "row0"))
        host.tap(at: CGPoint(x: first.midX, y: first.midY))
        host.tap(at: CGPoint(x: first.midX, y: first.midY))
        XCTAssertEqual(host.text(of: "row0"), "Row 0: 2")
        host.scroll(by: CGSize(width: 0, height: 20_000), at: CGPoint(x: 200, y: 400))
        XCTAssertNil(host.frame(of: "row0"), "scrolled away, the row is not built")
        host.scroll(by: CGSize(width: 0, height: -20_000), at: CGPoint(x: 200, y: 400))
        XCTAssertEqual(host.text(of: "row0"), "Row 0: 2")
    }

    private final class Log {
        var appeared: [Int] = []
        var disappeared: [Int] = []
    }

    func testRowsAppearAndDisappearAsTheyComeAndGo() {
        let log = Log()
        struct Logged: View {
            let log: Log
            var body: some View {
                List(0..<200, id: \.self) { index in
                    Text("Row \(index)")
                        .onAppear { log.appeared.append(index) }
                        .onDisappear { log.disappeared.append(index) }
                }
            }
        }
        let logged = self.host(Logged(log: log))
        logged.layoutIfNeeded()
        XCTAssertTrue(log.appeared.contains(0))
        XCTAssertFalse(log.appeared.contains(100))
        logged.scroll(by: CGSize(width: 0, height: 100 * 44), at: CGPoint(x: 200, y: 400))
        logged.layoutIfNeeded()
        XCTAssertTrue(log.appeared.contains(100), "a row that scrolls into view appears")
        XCTAssertTrue(log.disappeared.contains(0), "a row that scrolls out of the built range disappears")
    }

    func testModifiersOnTheForEachApplyToEachRow() throws {
        let host = host(List {
            ForEach(0..<50, id: \.self) { index in
                Text("Row \(index)").accessibilityIdentifier("row\(index)")
            }
            .listRowInsets(EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 40))
        })
        let row = try XCTUnwrap(host.frame(of: "row1"))
        XCTAssertEqual(row.minX, 16 + 40)
        let row0 = try XCTUnwrap(host.frame(of: "row0"))
        XCTAssertEqual(row.minY - row0.maxY, 40, accuracy: 0.01, "20 below one row and 20 above the next")
    }

    private struct Jump: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    Button("Jump") { proxy.scrollTo(9_000, anchor: .top) }.accessibilityIdentifier("jump")
                    List(0..<10_000, id: \.self) { index in
                        Text("Row \(index)").accessibilityIdentifier("row\(index)")
                    }
                }
            }
        }
    }

    func testScrollToFindsARowThatIsNotBuilt() throws {
        let host = host(Jump())
        XCTAssertNil(host.frame(of: "row9000"))
        let jump = try XCTUnwrap(host.frame(of: "jump"))
        host.tap(at: CGPoint(x: jump.midX, y: jump.midY))
        let row = try XCTUnwrap(host.frame(of: "row9000"), "scrolled to and built")
        // Its band's top (11 above the text) at the top of the list.
        let list = try XCTUnwrap(host.laidOutViews().first { $0.kind == "Scroll" }).frame
        XCTAssertEqual(row.midY - 22, list.minY, accuracy: 0.5)
    }

    func testALazyVStackBuildsOnlyWhatShows() throws {
        let host = host(ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(0..<5_000, id: \.self) { index in
                    Text("Row \(index)").frame(height: 50).accessibilityIdentifier("row\(index)")
                }
            }
        })
        let built = builtRows(host)
        XCTAssertLessThan(built.count, 30)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "row3")).minY, 3 * 60)
        host.scroll(by: CGSize(width: 0, height: 60 * 2_000), at: CGPoint(x: 200, y: 400))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "row2000")).minY, 0, accuracy: 0.001)
        XCTAssertFalse(builtRows(host).contains(3))
    }

    func testAListOfSectionsFromDataIsStillSections() throws {
        let host = host(List {
            ForEach(["A", "B"], id: \.self) { letter in
                Section(letter) {
                    ForEach(0..<3, id: \.self) { Text("Row \(letter)\($0)").accessibilityIdentifier("\(letter)\($0)") }
                }
            }
        })
        let a0 = try XCTUnwrap(host.frame(of: "A0")), b0 = try XCTUnwrap(host.frame(of: "B0"))
        XCTAssertGreaterThan(b0.minY - a0.minY, 3 * 44 + 10, "the second section follows the first's three rows and its header")
        XCTAssertEqual(host.text(of: "B2"), "Row B2")
    }
}

/// Sections in lazy stacks (Apple, "LazyVStack": `pinnedViews` keeps section headers and
/// footers pinned to the scroll view's bounds while their section scrolls).
final class PinnedSectionTests: XCTestCase {
    struct Contacts: View {
        var pinned: PinnedScrollableViews = [.sectionHeaders]
        let letters = ["A", "B", "C", "D"]
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    ForEach(letters, id: \.self) { letter in
                        Section {
                            ForEach(0..<10, id: \.self) { index in
                                Text("\(letter)\(index)").frame(maxWidth: .infinity, minHeight: 50).accessibilityIdentifier("\(letter)\(index)")
                            }
                        } header: {
                            Text(letter).frame(maxWidth: .infinity, minHeight: 30).background(.bar).accessibilityIdentifier("header-\(letter)")
                        }
                    }
                }
            }
        }
    }

    func testAPinnedHeaderStaysAtTheTopUntilTheNextPushesIt() throws {
        let host = phoneHost(Contacts())
        // Below the status bar: the scroll view's content starts at 59.
        XCTAssertEqual(host.frame(of: "header-A")?.minY, 59)
        XCTAssertEqual(host.frame(of: "A0")?.minY, 89)
        // Section A is 30 + 500 tall. Scrolled 200: A's header stays at the top, over its rows.
        host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(host.frame(of: "header-A")?.minY, 59)
        XCTAssertEqual(host.frame(of: "A3")?.minY, 59 + 30 + 150 - 200, "rows scroll under it")
        // Scrolled 520: B's header (at 530 in the content) is 10 below the top and pushes A's up.
        host.scroll(by: CGSize(width: 0, height: 320), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(host.frame(of: "header-B")?.minY, 59 + 10)
        XCTAssertEqual(host.frame(of: "header-A")?.minY, 59 + 10 - 30, "pushed up by the next header")
        // The pinned header is drawn over the last rows of A, which scroll under it, and is hit first.
        var hit = host.hitTest(CGPoint(x: 195, y: 50))?.node
        while let node = hit, node[AccessibilityIdentifierTrait.self] == nil { hit = node.parent }
        XCTAssertEqual(hit?[AccessibilityIdentifierTrait.self], "header-A")
    }

    func testWithoutPinningHeadersScrollAway() throws {
        let host = phoneHost(Contacts(pinned: []))
        host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(host.frame(of: "header-A")?.minY, 59 - 200)
    }

    func testTheRowsOfASectionInALazyStackAreLazy() throws {
        let host = phoneHost(Contacts())
        XCTAssertNotNil(host.frame(of: "A0"))
        XCTAssertNil(host.frame(of: "D9"), "far below: not built")
    }
}

extension PinnedSectionTests {
    func testAPlainListsSectionHeadersFloat() throws {
        let host = phoneHost(NavigationStack {
            List {
                ForEach(["A", "B"], id: \.self) { letter in
                    Section {
                        ForEach(0..<15, id: \.self) { Text("\(letter)\($0)").accessibilityIdentifier("\(letter)\($0)") }
                    } header: {
                        Text(letter).accessibilityIdentifier("header-\(letter)")
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Plain")
            .navigationBarTitleDisplayMode(.inline)
        })
        let header = try XCTUnwrap(host.frame(of: "header-A"))
        let row = try XCTUnwrap(host.frame(of: "A5"))
        host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 195, y: 500))
        // Below the 44-point bar, at the top of what shows; its rows scroll on under it.
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "header-A")).minY, header.minY, accuracy: 0.01, "it stays")
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "A5")).minY, row.minY - 200, accuracy: 0.01)
        XCTAssertGreaterThan(header.minY, 59 + 44 - 0.01, "below the bar")
        // Inset-grouped headers scroll away.
        let grouped = phoneHost(NavigationStack {
            List { Section { ForEach(0..<30, id: \.self) { Text("R\($0)") } } header: { Text("H").accessibilityIdentifier("h") } }
                .navigationBarTitleDisplayMode(.inline)
        })
        let before = try XCTUnwrap(grouped.frame(of: "h"))
        grouped.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 195, y: 500))
        XCTAssertEqual(try XCTUnwrap(grouped.frame(of: "h")).minY, before.minY - 200, accuracy: 0.01)
    }
}

/// Lazy grids (Apple, "LazyVGrid": the grid creates items only as needed) build a row of cells
/// at a time, where an eager grid would put them, whether the cells are one `ForEach` or
/// several parts.
final class LazyGridBuildingTests: XCTestCase {
    struct Photos: View {
        /// One `ForEach`, or the same cells from two (and a button before them, with `add`).
        var lone = true
        var add = false
        let columns = [GridItem(.adaptive(minimum: 100), spacing: 4)]
        var body: some View {
            ScrollView {
                if lone {
                    LazyVGrid(columns: columns, spacing: 4) {
                        ForEach(0..<1000, id: \.self) { Cell(index: $0) }
                    }
                    .padding(.horizontal)
                } else {
                    LazyVGrid(columns: columns, spacing: 4) {
                        if add { Button("Add") {}.accessibilityIdentifier("add") }
                        ForEach(0..<500, id: \.self) { Cell(index: $0) }
                        ForEach(500..<1000, id: \.self) { Cell(index: $0) }
                    }
                    .padding(.horizontal)
                }
            }
        }
    }

    struct Cell: View {
        let index: Int
        var body: some View {
            Color.blue.aspectRatio(1, contentMode: .fit).overlay { Text("\(index)") }.accessibilityIdentifier("cell\(index)")
        }
    }

    private func builtCells(_ host: PreviewHost) -> Int {
        host.layoutIfNeeded()
        var built = 0
        host.graph.forEachNode { if $0[AccessibilityIdentifierTrait.self]?.hasPrefix("cell") == true { built += 1 } }
        return built
    }

    func testALazyGridBuildsTheRowsThatShowWhereAnEagerGridPutsThem() throws {
        let lazy = phoneHost(Photos())
        // Outside a scroll view a lazy grid builds every cell: the eager reference.
        let eager = phoneHost(LazyVGrid(columns: Photos().columns, spacing: 4) {
            ForEach(0..<30, id: \.self) { Cell(index: $0) }
        }.padding(.horizontal).frame(maxHeight: .infinity, alignment: .top))
        XCTAssertLessThan(builtCells(lazy), 60, "a few rows of three, not 1,000 cells")
        XCTAssertEqual(builtCells(eager), 30)
        for index in [0, 1, 2, 3, 10, 20] {
            XCTAssertEqual(try XCTUnwrap(lazy.frame(of: "cell\(index)")).minX, try XCTUnwrap(eager.frame(of: "cell\(index)")).minX, accuracy: 0.01)
            XCTAssertEqual(try XCTUnwrap(lazy.frame(of: "cell\(index)")).size, try XCTUnwrap(eager.frame(of: "cell\(index)")).size)
        }
        lazy.scroll(by: CGSize(width: 0, height: 1_000_000), at: CGPoint(x: 195, y: 400))
        let last = try XCTUnwrap(lazy.frame(of: "cell999"))
        // 334 rows of three: the last cell is the first of its row.
        XCTAssertEqual(last.minX, try XCTUnwrap(eager.frame(of: "cell0")).minX, accuracy: 0.01)
        XCTAssertNil(lazy.frame(of: "cell0"), "the first rows have gone")
    }

    /// Cells from two `ForEach`es (and a button before them) are one run: built as their rows
    /// show, where the lone `ForEach`'s cells lie (shifted one cell on by the button).
    func testAGridOfSeveralPartsIsLazyToo() throws {
        let lone = phoneHost(Photos())
        let split = phoneHost(Photos(lone: false))
        XCTAssertLessThan(builtCells(split), 60, "a few rows of three, not 1,000 cells")
        XCTAssertGreaterThan(builtCells(split), 10)
        for index in [0, 1, 2, 3, 10, 20] {
            XCTAssertEqual(split.frame(of: "cell\(index)"), lone.frame(of: "cell\(index)"), "cell \(index)")
        }
        for host in [lone, split] { host.scroll(by: CGSize(width: 0, height: 1_000_000), at: CGPoint(x: 195, y: 400)) }
        for index in [499, 500, 501, 999] {
            XCTAssertEqual(split.frame(of: "cell\(index)"), lone.frame(of: "cell\(index)"), "cell \(index)")
        }
        XCTAssertLessThan(builtCells(split), 60, "the rows scrolled past were let go")
        XCTAssertNil(split.frame(of: "cell0"))

        let added = phoneHost(Photos(lone: false, add: true))
        let lone2 = phoneHost(Photos())
        XCTAssertLessThan(builtCells(added), 60)
        XCTAssertGreaterThan(builtCells(added), 10)
        XCTAssertEqual(try XCTUnwrap(added.frame(of: "add")).midX, try XCTUnwrap(lone2.frame(of: "cell0")).midX, accuracy: 0.01)
        XCTAssertEqual(added.frame(of: "cell0")?.minX, lone2.frame(of: "cell1")?.minX)
        XCTAssertEqual(added.frame(of: "cell2")?.minY, lone2.frame(of: "cell3")?.minY, "the third cell starts the second row")
    }
}

/// Sections in lazy grids: a header spans the columns and the section's cells start a line of
/// their own (the rule in `LazyGrids.swift`, step 7), pinned with `pinnedViews` as in a
/// `LazyVStack`, and a `ForEach` of sections is built as it comes into view.
final class LazyGridSectionTests: XCTestCase {
    private let columns = Array(repeating: GridItem(.flexible()), count: 3)

    private func cells(_ prefix: String, _ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { index in
            Color.blue.frame(height: 50).accessibilityIdentifier("\(prefix)\(index)")
        }
    }

    private func header(_ name: String) -> some View {
        Color.gray.frame(height: 30).accessibilityIdentifier("header-\(name)")
    }

    func testAHeaderSpansTheColumnsAndItsCellsStartALine() throws {
        let host = PreviewHost(ScrollView {
            LazyVGrid(columns: columns) {
                Section(header: header("A")) { cells("a", 4) }
                Section { cells("b", 2) } header: { header("B") }
            }
        }, size: CGSize(width: 390, height: 844))
        // Columns (390 − 2 × 8) / 3 wide; the header 30 tall, then 8, then rows of 50, 8 apart.
        let column = (390 - 16) / 3.0
        XCTAssertEqual(host.frame(of: "header-A"), CGRect(x: 0, y: 0, width: 390, height: 30))
        XCTAssertEqual(host.frame(of: "a0"), CGRect(x: 0, y: 38, width: column, height: 50))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "a3")).origin, CGPoint(x: 0, y: 96), "a fourth cell starts the second row")
        // Section A ends at 146; B's header 8 below, its cells on a line of their own.
        XCTAssertEqual(host.frame(of: "header-B")?.minY, 154)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "b0")).origin, CGPoint(x: 0, y: 192))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "b1")).minX, column + 8, accuracy: 0.001)
    }

    func testAPinnedGridHeaderStaysAtTheTop() throws {
        struct Gallery: View {
            let columns = Array(repeating: GridItem(.flexible()), count: 3)
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: columns, pinnedViews: [.sectionHeaders]) {
                        ForEach(["Spring", "Summer"], id: \.self) { season in
                            Section {
                                ForEach(0..<30, id: \.self) { index in
                                    Color.green.frame(height: 100).accessibilityIdentifier("\(season)\(index)")
                                }
                            } header: {
                                Text(season).font(.headline).frame(maxWidth: .infinity, alignment: .leading)
                                    .padding(.vertical, 6).background(.bar).accessibilityIdentifier("header-\(season)")
                            }
                        }
                    }
                }
            }
        }
        let host = phoneHost(Gallery())
        XCTAssertEqual(host.frame(of: "header-Spring")?.minY, 59)
        XCTAssertEqual(host.frame(of: "header-Spring")?.width, 393)
        let firstRow = try XCTUnwrap(host.frame(of: "Spring0")).minY
        host.scroll(by: CGSize(width: 0, height: 300), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(host.frame(of: "header-Spring")?.minY, 59, "pinned while its cells scroll under it")
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "Spring6")).minY, firstRow + 2 * 108 - 300, accuracy: 0.001)
        XCTAssertNil(host.frame(of: "Summer29"), "the second section's last rows are not built")
    }

    func testAPinnedHeaderSticksUnderTheBarOnceTheLargeTitleHasGone() throws {
        let host = phoneHost(NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, pinnedViews: [.sectionHeaders]) {
                    Section(header: header("A")) { cells("a", 60) }
                }
            }
            .navigationTitle("Seasons")
        })
        // Under the large title: 59 + 44 + 52.
        XCTAssertEqual(host.frame(of: "header-A")?.minY, 155)
        // Scrolled 30 of the title's 52: the bar is 30 shorter and the header follows it.
        host.scroll(by: CGSize(width: 0, height: 30), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "header-A")).minY, 125, accuracy: 0.001)
        // The title gone: under the inline bar, 59 + 44.
        host.scroll(by: CGSize(width: 0, height: 300), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "header-A")).minY, 103, accuracy: 0.001)
    }

    func testAForEachOfSectionsIsBuiltAsItComesIntoView() throws {
        let host = phoneHost(ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(0..<50, id: \.self) { section in
                    Section(header: self.header("\(section)")) { self.cells("s\(section)-", 30) }
                }
            }
        })
        var built = 0
        host.graph.forEachNode { if $0[AccessibilityIdentifierTrait.self]?.hasPrefix("s") == true { built += 1 } }
        XCTAssertLessThan(built, 60, "the first rows of the first section, not 1,500 cells")
        XCTAssertNotNil(host.frame(of: "header-0"))
        XCTAssertNil(host.frame(of: "header-40"))
        // Each section: 30 + 8 + 10 rows × 58 − 8 = 610, then 8 to the next.
        host.scroll(by: CGSize(width: 0, height: 618 * 40), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "header-40")).minY, 59, accuracy: 0.5)
        XCTAssertNil(host.frame(of: "header-0"), "the first sections have gone")
    }

    func testCellsAfterAForEachContinueItsLastRow() throws {
        let host = PreviewHost(ScrollView {
            LazyVGrid(columns: columns) {
                cells("c", 4)
                Button("Add") {}.frame(height: 50).accessibilityIdentifier("add")
            }
        }, size: CGSize(width: 390, height: 844))
        let column = (390 - 16) / 3.0
        // The fifth cell: second row, second column.
        let add = try XCTUnwrap(host.frame(of: "add"))
        XCTAssertEqual(add.minY, 58)
        XCTAssertEqual(add.midX, column + 8 + column / 2, accuracy: 0.5)
    }

    func testAHorizontalGridsHeaderSpansItsRows() throws {
        let host = PreviewHost(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                Section {
                    ForEach(0..<3, id: \.self) { index in Color.red.frame(width: 60).accessibilityIdentifier("cell\(index)") }
                } header: {
                    Color.gray.frame(width: 20).accessibilityIdentifier("header")
                }
            }
        }, size: CGSize(width: 390, height: 200))
        XCTAssertEqual(host.frame(of: "header"), CGRect(x: 0, y: 0, width: 20, height: 200))
        // Rows 88 tall centred in 200: 56 and 104; the first column 8 after the header.
        XCTAssertEqual(host.frame(of: "cell0"), CGRect(x: 28, y: 56, width: 60, height: 40))
        XCTAssertEqual(host.frame(of: "cell2"), CGRect(x: 96, y: 56, width: 60, height: 40))
    }
}
