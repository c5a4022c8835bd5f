import XCTest
import SwiftUI
@testable import Easel

/// Drawing code as tutorials and apps write it: Apple's badge from "Drawing paths and shapes",
/// progress rings, gradients and materials, UIKit colour names, and shape modifiers.
final class DrawingIdiomTests: XCTestCase {
    struct HexagonParameters {
        struct Segment {
            let line: CGPoint
            let curve: CGPoint
            let control: CGPoint
        }

        static let adjustment: CGFloat = 0.085

        static let segments = [
            Segment(line: CGPoint(x: 0.60, y: 0.05), curve: CGPoint(x: 0.40, y: 0.05), control: CGPoint(x: 0.50, y: 0.00)),
            Segment(line: CGPoint(x: 0.05, y: 0.20 + adjustment), curve: CGPoint(x: 0.00, y: 0.30 + adjustment), control: CGPoint(x: 0.00, y: 0.25 + adjustment)),
            Segment(line: CGPoint(x: 0.00, y: 0.70 - adjustment), curve: CGPoint(x: 0.05, y: 0.80 - adjustment), control: CGPoint(x: 0.00, y: 0.75 - adjustment)),
            Segment(line: CGPoint(x: 0.40, y: 0.95), curve: CGPoint(x: 0.60, y: 0.95), control: CGPoint(x: 0.50, y: 1.00)),
            Segment(line: CGPoint(x: 0.95, y: 0.80 - adjustment), curve: CGPoint(x: 1.00, y: 0.70 - adjustment), control: CGPoint(x: 1.00, y: 0.75 - adjustment)),
            Segment(line: CGPoint(x: 1.00, y: 0.30 + adjustment), curve: CGPoint(x: 0.95, y: 0.20 + adjustment), control: CGPoint(x: 1.00, y: 0.25 + adjustment)),
        ]
    }

    struct BadgeBackground: View {
        var body: some View {
            GeometryReader { geometry in
                Path { path in
                    var width: CGFloat = min(geometry.size.width, geometry.size.height)
                    let height = width
                    let xScale: CGFloat = 0.832
                    let xOffset = (width * (1.0 - xScale)) / 2.0
                    width *= xScale
                    path.move(to: CGPoint(x: width * 0.95 + xOffset, y: height * (0.20 + HexagonParameters.adjustment)))
                    HexagonParameters.segments.forEach { segment in
                        path.addLine(to: CGPoint(x: width * segment.line.x + xOffset, y: height * segment.line.y))
                        path.addQuadCurve(to: CGPoint(x: width * segment.curve.x + xOffset, y: height * segment.curve.y),
                                          control: CGPoint(x: width * segment.control.x + xOffset, y: height * segment.control.y))
                    }
                }
                .fill(.linearGradient(Gradient(colors: [Self.gradientStart, Self.gradientEnd]),
                                      startPoint: UnitPoint(x: 0.5, y: 0), endPoint: UnitPoint(x: 0.5, y: 0.6)))
            }
            .aspectRatio(1, contentMode: .fit)
        }
        static let gradientStart = Color(red: 239.0 / 255, green: 120.0 / 255, blue: 221.0 / 255)
        static let gradientEnd = Color(red: 239.0 / 255, green: 172.0 / 255, blue: 120.0 / 255)
    }

    struct BadgeSymbol: View {
        static let symbolColor = Color(red: 79.0 / 255, green: 79.0 / 255, blue: 191.0 / 255)
        var body: some View {
            GeometryReader { geometry in
                Path { path in
                    let width = min(geometry.size.width, geometry.size.height)
                    let height = width * 0.75
                    let spacing = width * 0.030
                    let middle = width * 0.5
                    let topWidth = width * 0.226
                    let topHeight = height * 0.488
                    path.addLines([
                        CGPoint(x: middle, y: spacing),
                        CGPoint(x: middle - topWidth, y: topHeight - spacing),
                        CGPoint(x: middle, y: topHeight / 2 + spacing),
                        CGPoint(x: middle + topWidth, y: topHeight - spacing),
                        CGPoint(x: middle, y: spacing),
                    ])
                    path.move(to: CGPoint(x: middle, y: topHeight / 2 + spacing * 3))
                    path.addLines([
                        CGPoint(x: middle - topWidth, y: topHeight + spacing),
                        CGPoint(x: spacing, y: height - spacing),
                        CGPoint(x: width - spacing, y: height - spacing),
                        CGPoint(x: middle + topWidth, y: topHeight + spacing),
                        CGPoint(x: middle, y: topHeight / 2 + spacing * 3),
                    ])
                }
                .fill(Self.symbolColor)
            }
        }
    }

    struct RotatedBadgeSymbol: View {
        let angle: Angle
        var body: some View {
            BadgeSymbol()
                .padding(-60)
                .rotationEffect(angle, anchor: .bottom)
        }
    }

    struct Badge: View {
        var badgeSymbols: some View {
            ForEach(0..<8) { index in
                RotatedBadgeSymbol(angle: .degrees(Double(index) / Double(8)) * 360.0)
            }
            .opacity(0.5)
        }

        var body: some View {
            ZStack {
                BadgeBackground()
                GeometryReader { geometry in
                    badgeSymbols
                        .scaleEffect(1.0 / 4.0, anchor: .top)
                        .position(x: geometry.size.width / 2.0, y: (3.0 / 4.0) * geometry.size.height)
                }
            }
            .scaledToFit()
        }
    }

    struct ProgressRing: View {
        var progress: Double
        var body: some View {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(AngularGradient(colors: [.blue, .purple], center: .center),
                            style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text(progress, format: .percent)
                    .font(.title2.bold())
            }
            .frame(width: 120, height: 120)
        }
    }

    struct StyledTiles: View {
        var body: some View {
            VStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(.blue.gradient)
                    .frame(height: 60)
                RoundedRectangle(cornerRadius: 16, style: .continuous)
                    .fill(.orange)
                    .stroke(.black, lineWidth: 2)
                    .frame(height: 40)
                UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20)
                    .fill(Color(.secondarySystemBackground))
                    .frame(height: 40)
                Color.green
                    .frame(height: 24)
                    .clipShape(.rect(topLeadingRadius: 12, topTrailingRadius: 12))
                HStack {
                    Capsule().fill(.tint).frame(width: 40, height: 20)
                    Circle().fill(.quinary).frame(width: 20, height: 20)
                    Rectangle().fill(.separator).frame(width: 20, height: 1)
                    Rectangle().rotation(.degrees(45)).fill(.pink).frame(width: 20, height: 20)
                    Circle().scale(0.5).fill(.mint).frame(width: 20, height: 20)
                    Circle().inset(by: 4).stroke(.purple, lineWidth: 2).frame(width: 20, height: 20)
                    Circle().offset(x: 2, y: 2).fill(Color(uiColor: .systemGray4)).frame(width: 20, height: 20)
                    ContainerRelativeShape().fill(Color(UIColor.systemBlue)).frame(width: 20, height: 20)
                }
                Text("Gradient title")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.linearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
                Text("Material")
                    .padding()
                    .background(.ultraThinMaterial, in: .rect(cornerRadius: 12))
                    .background(.radialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 80))
                Circle()
                    .fill(.shadow(.drop(color: .black.opacity(0.3), radius: 4, y: 2)))
                    .foregroundStyle(.white)
                    .frame(width: 30, height: 30)
                Rectangle()
                    .fill(.red.shadow(.inner(radius: 2)))
                    .frame(width: 30, height: 30)
                Color.blue.opacity(0.3)
                    .frame(height: 4)
                Rectangle().fill(.blue.opacity(0.3)).frame(height: 4)
                Rectangle().fill(Color(hue: 0.6, saturation: 0.5, brightness: 0.9)).frame(height: 4)
                Rectangle().fill(Color(white: 0.9)).frame(height: 4)
                Rectangle().fill(Color.red.mix(with: .blue, by: 0.5)).frame(height: 4)
                Rectangle().fill(EllipticalGradient(colors: [.white, .black])).frame(height: 4)
                Rectangle().fill(.conicGradient(colors: [.red, .green, .blue, .red], center: .center)).frame(height: 4)
            }
            .padding()
        }
    }

    func testTheBadgeFromApplesTutorialDrawsItsHexagonAndSymbols() throws {
        let pixels = PreviewHost(Badge(), size: CGSize(width: 300, height: 300)).render(scale: 1)
        // The hexagon's gradient starts pink at the top and turns orange lower down.
        let top = pixels.pixel(x: 150, y: 20), low = pixels.pixel(x: 40, y: 200)
        XCTAssertEqual(top.red, 239.0 / 255, accuracy: 0.03)
        XCTAssertGreaterThan(top.blue, 0.7)
        XCTAssertLessThan(low.blue, 0.6)
        // Outside the hexagon (a corner) only the white background shows.
        XCTAssertEqual(pixels.pixel(x: 2, y: 2).green, 1)
        // The eight rotated symbols, at half opacity, darken the middle.
        let middle = (130...170).flatMap { y in (130...170).map { pixels.pixel(x: $0, y: y) } }
        XCTAssertTrue(middle.contains { $0.blue > $0.green + 0.15 && $0.red < 0.75 }, "symbol colour mixed in")
    }

    func testAProgressRingIsTrimmedFromTheTopClockwise() throws {
        let pixels = PreviewHost(ProgressRing(progress: 0.25), size: CGSize(width: 120, height: 120)).render(scale: 1)
        // Ring radius 54 (120/2 − 12/2) around (60, 60): a quarter from 12 o'clock to 3 o'clock.
        let atOneThirty = pixels.pixel(x: 60 + 38, y: 60 - 38)
        XCTAssertGreaterThan(atOneThirty.alpha, 0.9)
        XCTAssertGreaterThan(atOneThirty.blue, 0.7)
        let atSix = pixels.pixel(x: 60, y: 60 + 54)
        XCTAssertGreaterThan(atSix.red, 0.8, "only the faint grey track at 6 o'clock")
        XCTAssertEqual(atSix.red, atSix.blue, accuracy: 0.05)
        let atNine = pixels.pixel(x: 60 - 54, y: 60)
        XCTAssertGreaterThan(atNine.red, 0.8)
    }

    struct Tiles: View {
        var body: some View {
            VStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 8).fill(.orange).stroke(.black, lineWidth: 4)
                    .frame(width: 100, height: 40)
                UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20)
                    .fill(Color(.secondarySystemBackground))
                    .frame(width: 100, height: 40)
                Rectangle().fill(Color(uiColor: .systemGray4)).frame(width: 100, height: 20)
            }
        }
    }

    func testFillThenStrokeUnevenCornersAndUIKitColourNames() {
        let pixels = PreviewHost(Tiles(), size: CGSize(width: 100, height: 100)).render(scale: 1)
        let orange = pixels.pixel(x: 50, y: 20), edge = pixels.pixel(x: 50, y: 1)
        XCTAssertEqual(orange.red, 1, accuracy: 0.01)
        XCTAssertEqual(orange.green, 149.0 / 255, accuracy: 0.01)
        XCTAssertLessThan(edge.red, 0.05, "the stroke is drawn over the fill")
        // Square top-trailing corner, round top-leading one.
        XCTAssertEqual(pixels.pixel(x: 99, y: 40).red * 255, 242, accuracy: 1)
        XCTAssertEqual(pixels.pixel(x: 0, y: 40).red, 1, "the white background in the round corner")
        XCTAssertEqual(pixels.pixel(x: 50, y: 60).red * 255, 242, accuracy: 1)
        XCTAssertEqual(pixels.pixel(x: 50, y: 60).blue * 255, 247, accuracy: 1)
        XCTAssertEqual(pixels.pixel(x: 50, y: 90).green * 255, 209, accuracy: 1)
    }

    func testStyledTilesCompileAndDrawSomething() throws {
        let pixels = phoneHost(StyledTiles()).render(scale: 1)
        var inked = 0
        for y in stride(from: 70, to: 700, by: 7) { for x in stride(from: 20, to: 380, by: 7) where pixels.pixel(x: x, y: y).green < 0.95 { inked += 1 } }
        XCTAssertGreaterThan(inked, 500)
    }
}
