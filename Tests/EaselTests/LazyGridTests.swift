import XCTest
@testable import Easel

/// `LazyVGrid` and `LazyHGrid` with every kind of `GridItem`, in scroll views as apps use them,
/// each frame worked out from the algorithm in `LazyGrids.swift` (spacing 8 by default).
final class LazyGridTests: XCTestCase {
    private func frames<V: View>(_ view: V, _ count: Int, width: CGFloat = 390, height: CGFloat = 844) -> [CGRect] {
        let host = PreviewHost(view, size: CGSize(width: width, height: height))
        return (0..<count).compactMap { host.frame(of: "cell\($0)") }
    }

    private func cells(_ count: Int, height: CGFloat = 50) -> some View {
        ForEach(0..<count, id: \.self) { index in
            Color.blue.frame(height: height).accessibilityIdentifier("cell\(index)")
        }
    }

    func testTwoFlexibleColumnsShareTheWidth() {
        // (390 − 8) / 2 = 191 each; rows 50 tall, 8 apart.
        let result = frames(ScrollView { LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { cells(4) } }, 4)
        XCTAssertEqual(result, [CGRect(x: 0, y: 0, width: 191, height: 50), CGRect(x: 199, y: 0, width: 191, height: 50),
                                CGRect(x: 0, y: 58, width: 191, height: 50), CGRect(x: 199, y: 58, width: 191, height: 50)])
    }

    func testAnAdaptiveItemMakesAsManyColumnsAsFit() {
        // ⌊(390 + 8) / (80 + 8)⌋ = 4 columns of (390 − 3 × 8) / 4 = 91.5.
        let result = frames(ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { cells(5) } }, 5)
        XCTAssertEqual(result.map(\.minX), [0, 99.5, 199, 298.5, 0])
        XCTAssertEqual(result[0].width, 91.5)
        XCTAssertEqual(result[4].minY, 58)
    }

    func testFixedColumnsAreCentredAndMixedOnesShare() {
        // Two fixed columns of 100 and 8 between: 208 wide, centred: (390 − 208) / 2 = 91.
        let fixed = frames(ScrollView { LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100))]) { cells(2) } }, 2)
        XCTAssertEqual(fixed.map(\.minX), [91, 199])
        // Fixed 100, then the flexible column takes the 390 − 100 − 8 = 282 left.
        let mixed = frames(ScrollView { LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())]) { cells(2) } }, 2)
        XCTAssertEqual(mixed, [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 108, y: 0, width: 282, height: 50)])
        // A leading grid with its own spacing puts its columns at the left, rows 20 apart.
        let leading = frames(ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(100), spacing: 4), GridItem(.fixed(100))], alignment: .leading, spacing: 20) { cells(3) }
        }, 3)
        XCTAssertEqual(leading.map(\.origin), [CGPoint(x: 0, y: 0), CGPoint(x: 104, y: 0), CGPoint(x: 0, y: 70)])
    }

    func testAHorizontalGridFillsItsRowsColumnByColumn() {
        let result = frames(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                ForEach(0..<3, id: \.self) { index in Color.red.frame(width: 60).accessibilityIdentifier("cell\(index)") }
            }
        }, 3, height: 200)
        // Rows 40 + 8 + 40 = 88 tall, centred in the 200-point height: (200 − 88) / 2 = 56.
        XCTAssertEqual(result, [CGRect(x: 0, y: 56, width: 60, height: 40), CGRect(x: 0, y: 104, width: 60, height: 40),
                                CGRect(x: 68, y: 56, width: 60, height: 40)])
    }

    /// In the idiom of Apple's samples: a photo grid of adaptive thumbnails with captions.
    func testAPhotoGridLaysOutItsCaptionsUnderItsThumbnails() throws {
        struct PhotoGrid: View {
            let names = ["Beach", "Forest", "City", "Desert", "Lake"]
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 12)], spacing: 16) {
                        ForEach(names, id: \.self) { name in
                            VStack(spacing: 4) {
                                RoundedRectangle(cornerRadius: 8).fill(.teal).aspectRatio(1, contentMode: .fit)
                                Text(name).font(.caption).accessibilityIdentifier(name)
                            }
                        }
                    }
                    .padding()
                }
            }
        }
        let host = PreviewHost(PhotoGrid(), size: CGSize(width: 393, height: 852))
        // Width 393 − 32 = 361: ⌊(361 + 12) / 112⌋ = 3 columns of (361 − 24) / 3 = 112.33.
        let beach = try XCTUnwrap(host.frame(of: "Beach")), desert = try XCTUnwrap(host.frame(of: "Desert"))
        XCTAssertEqual(beach.midX, 16 + 112.333 / 2, accuracy: 0.01)
        XCTAssertEqual(desert.midX, beach.midX, accuracy: 0.01)
        XCTAssertGreaterThan(desert.minY, beach.maxY + 16)
    }
}
