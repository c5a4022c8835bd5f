import XCTest
import SwiftUI
import EaselRaster
@testable import Charts
@testable import Easel

/// Mark sizes as `MarkDimension`s give them, donuts' radii and gaps, and dates binned by their
/// unit, as Apple's Swift Charts samples use them.
final class ChartMarkDimensionTests: XCTestCase {
    /// `innerRadius: .ratio(0.5)` leaves the middle half of the radius empty; `angularInset`
    /// opens a gap between the slices.
    func testADonutHasItsHoleAndGaps() {
        struct Donut: View {
            var body: some View {
                Chart {
                    SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.5), angularInset: 4)
                        .foregroundStyle(Color(red: 1, green: 0, blue: 0))
                    SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.5), angularInset: 4)
                        .foregroundStyle(Color(red: 1, green: 0, blue: 0))
                }
                .frame(width: 200, height: 200)
            }
        }
        let pixels = PreviewHost(Donut(), size: CGSize(width: 200, height: 200)).render(scale: 1)
        func isRed(_ x: Int, _ y: Int) -> Bool {
            let pixel = pixels.pixel(x: x, y: y)
            return pixel.red > 0.9 && pixel.green < 0.1
        }
        XCTAssertFalse(isRed(100, 100), "the hole")
        XCTAssertFalse(isRed(100, 130), "inside the inner radius of 50")
        XCTAssertTrue(isRed(150, 75), "the ring, between 50 and 100 from the centre")
        XCTAssertTrue(isRed(25, 120), "the other slice's ring")
        // Two halves split at 12 and 6 o'clock: a 4-point gap on each side of the vertical.
        XCTAssertFalse(isRed(100, 25), "the gap at the top")
        XCTAssertFalse(isRed(102, 175), "the gap at the bottom")
        XCTAssertTrue(isRed(106, 25), "past the gap")
    }

    /// A date with `unit: .day` stands for its day: bars span their day (`width: .ratio(1)` the
    /// whole of it, so neighbouring days touch) whatever the time of day of the data.
    func testBarsOfDatesFillTheirUnit() {
        struct Days: View {
            var body: some View {
                let calendar = Calendar.current
                let monday = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1, hour: 22))!
                Chart {
                    ForEach(0..<4, id: \.self) { day in
                        BarMark(x: .value("Day", monday.addingTimeInterval(Double(day) * 86_400), unit: .day),
                                y: .value("Count", 10), width: .ratio(1))
                            .foregroundStyle(Color(red: 0, green: 0, blue: 1))
                    }
                }
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 200, height: 100)
            }
        }
        let pixels = PreviewHost(Days(), size: CGSize(width: 200, height: 100)).render(scale: 1)
        // Four days over 200 points: the bars run edge to edge, with no gap at 50, 100, 150.
        for x in [1, 49, 50, 51, 99, 100, 150, 198] {
            XCTAssertGreaterThan(pixels.pixel(x: x, y: 60).blue, 0.9, "blue at \(x)")
            XCTAssertLessThan(pixels.pixel(x: x, y: 60).red, 0.1, "blue at \(x)")
        }
    }

    /// `cornerRadius` rounds a sector's corners: the tip where the rim meets the first edge
    /// is left out, the rest of the slice is drawn.
    func testSectorCornersAreRounded() {
        struct Slices: View {
            let radius: CGFloat
            var body: some View {
                Chart {
                    SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.5))
                        .foregroundStyle(Color(red: 1, green: 0, blue: 0)).cornerRadius(radius)
                    SectorMark(angle: .value("Share", 3), innerRadius: .ratio(0.5))
                        .foregroundStyle(Color(red: 0, green: 0, blue: 1)).cornerRadius(radius)
                }
                .frame(width: 200, height: 200)
            }
        }
        func pixel(_ radius: CGFloat, _ x: Int, _ y: Int) -> RasterColor {
            PreviewHost(Slices(radius: radius), size: CGSize(width: 200, height: 200)).render(scale: 1).pixel(x: x, y: y)
        }
        // 97 points out at 89° before three o'clock: inside the sharp slice, outside the
        // 10-point corner circle centred 90 points out at 83.6°.
        XCTAssertGreaterThan(pixel(0, 101, 3).red, 0.9, "the sharp corner")
        XCTAssertGreaterThan(pixel(10, 101, 3).blue, 0.9, "rounded away: white background")
        XCTAssertGreaterThan(pixel(10, 101, 3).green, 0.9)
        XCTAssertGreaterThan(pixel(10, 160, 40).red, 0.9, "the middle of the slice is drawn")
    }
}
