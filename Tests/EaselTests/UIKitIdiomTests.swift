import XCTest
import SwiftUI
@testable import Easel
import EaselRaster

// UIKit as SwiftUI apps use it beside their views: a shape with some corners rounded through
// `UIBezierPath`, sizes from `UIScreen.main.bounds`, haptics in button actions, bar appearances
// in the app's `init()`, opening Settings, the device idiom, and `Font(UIFont)`.

/// The pre-iOS 17 way to round chosen corners.
private struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

extension View {
    fileprivate func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

private struct SheetCard: View {
    @State private var taps = 0

    init() {
        // As apps configure their bars (kept, not applied; said once).
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemBlue,
                                                                 .font: UIFont.systemFont(ofSize: 34, weight: .heavy)]
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        UINavigationBar.appearance().standardAppearance = appearance
        UITableView.appearance().backgroundColor = .clear
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    }

    var body: some View {
        VStack {
            Color.blue
                .frame(width: UIScreen.main.bounds.width * 0.5, height: 100)
                .cornerRadius(30, corners: [.topLeft, .topRight])
                .accessibilityIdentifier("card")
            Button("Tap") {
                HapticManager.tap()
                UISelectionFeedbackGenerator().selectionChanged()
                taps += 1
            }
            .accessibilityIdentifier("tap")
            Text("\(taps) taps").accessibilityIdentifier("taps")
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
            Text(UIDevice.current.userInterfaceIdiom == .pad ? "iPad" : "iPhone").accessibilityIdentifier("idiom")
        }
    }
}

final class UIKitIdiomTests: XCTestCase {
    func testScreenSizesFollowThePreviewAndCornersRoundAsAsked() throws {
        let host = PreviewHost(SheetCard(), size: CGSize(width: 390, height: 844))
        let card = try XCTUnwrap(host.frame(of: "card"))
        XCTAssertEqual(card.width, 195, "half of UIScreen.main.bounds")
        XCTAssertEqual(UIScreen.screenWidth, UIScreen.main.bounds.width)
        XCTAssertEqual(UIScreen.cardWidth, 390 - 32)
        XCTAssertEqual(host.text(of: "idiom"), "iPhone")

        let image = host.render(scale: 1)
        func isBlue(_ x: CGFloat, _ y: CGFloat) -> Bool {
            let p = image.pixel(x: Int(x), y: Int(y))
            return p.blue > 0.9 && p.red < 0.2
        }
        XCTAssertFalse(isBlue(card.minX + 2, card.minY + 2), "the top corners are rounded")
        XCTAssertFalse(isBlue(card.maxX - 3, card.minY + 2))
        XCTAssertTrue(isBlue(card.minX + 2, card.maxY - 3), "the bottom ones are square")
        XCTAssertTrue(isBlue(card.maxX - 3, card.maxY - 3))

        host.tap("tap")
        XCTAssertEqual(host.text(of: "taps"), "1 taps", "haptics go nowhere and the action runs")
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("appearance proxies") })

        // An iPad-sized preview is an iPad.
        let pad = PreviewHost(SheetCard(), size: CGSize(width: 820, height: 1180))
        XCTAssertEqual(pad.text(of: "idiom"), "iPad")
        XCTAssertEqual(try XCTUnwrap(pad.frame(of: "card")).width, 410)
    }

    func testOpeningAURLOpensNothingAndSaysSo() {
        var opened: Bool?
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) { opened = $0 }
        XCTAssertEqual(opened, false)
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("opens no other app") })
        XCTAssertFalse(UIApplication.shared.canOpenURL(URL(string: "https://apple.com")!))
        let window = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow
        XCTAssertNotNil(window)
        UIPasteboard.general.string = "Copied"
        XCTAssertEqual(UIPasteboard.general.string, "Copied")
    }

    func testUIBezierPathArcsTurnAsUIKitsDo() {
        // UIKit's clockwise is clockwise on the y-down screen: from 0 to π/2 clockwise passes
        // through the bottom-right quarter.
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(arc.bounds.minX, 0, accuracy: 0.01)
        XCTAssertEqual(arc.bounds.maxY, 10, accuracy: 0.01)
        XCTAssertEqual(arc.bounds.minY, 0, accuracy: 0.01)
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertTrue(oval.contains(CGPoint(x: 10, y: 5)))
        XCTAssertFalse(oval.contains(CGPoint(x: 1, y: 1)))
    }

    /// A ring cut out of a square, as apps draw a spotlight overlay: the hole is the inner
    /// circle reversed, so the non-zero rule leaves it empty.
    func testAReversedPathCutsAHoleWithTheNonZeroRule() {
        let overlay = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hole = UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(overlay.contains(CGPoint(x: 50, y: 50)))
        overlay.append(hole.reversing())
        XCTAssertFalse(overlay.contains(CGPoint(x: 50, y: 50)), "the hole is empty")
        XCTAssertTrue(overlay.contains(CGPoint(x: 5, y: 5)), "the rest is filled")
        // Reversed twice is the path it was: same points, same bounds.
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addQuadCurve(to: CGPoint(x: 0, y: 10), controlPoint: CGPoint(x: 10, y: 10))
        triangle.close()
        let back = triangle.reversing()
        XCTAssertEqual(back.currentPoint, CGPoint(x: 0, y: 10), "closed, it is back at its start: the original's last point")
        XCTAssertEqual(back.reversing().bounds, triangle.bounds)
    }
}
