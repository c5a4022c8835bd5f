import Easel
@testable import EaselGallery
import XCTest

/// The outcomes the articles state, checked as numbers on the iPhone 16. The safe rectangle
/// is (0, 59, 393, 759): 852 − 59 − 34 tall; with the 335-point keyboard up it is
/// (0, 59, 393, 458): 852 − 59 − 335. Views are centred in it, so its middle is y = 438.5,
/// or 288 with the keyboard.
final class GalleryLayoutTests: GalleryTestCase {
    let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    let safeRect = CGRect(x: 0, y: 59, width: 393, height: 759)

    /// Each marked copy lays out exactly like its gallery entry: same views, same frames.
    func testMarkedCopiesLayOutLikeTheGallery() throws {
        XCTAssertEqual(Set(MarkedExamples.views.keys), Set(Gallery.seedExamples.map(\.name)))
        for entry in Gallery.seedExamples {
            let marked = try markedHost(entry.name).layoutDump()
                .replacingOccurrences(of: #" #[a-z]+"#, with: "", options: .regularExpression)
            XCTAssertEqual(marked, host(entry.makeView()).layoutDump(), "The marked copy of \(entry.name) has drifted")
        }
    }

    // MARK: Adding a background to your view

    /// "The background(_:alignment:) view modifier constrains the size of the background view
    /// to be the same size as the view to which it's attached."
    func testBackgroundModifierSizesTheGradientToTheStack() throws {
        let host = try markedHost("background-gradient")
        let stack = try frame("stack", in: host)
        assertEqual(try frame("gradient", in: host), stack)
        XCTAssertLessThan(stack.height, safeRect.height / 2, "the stack hugs its content")
    }

    /// "The view from Gradient expands to fill the space available to the stack, but avoids
    /// the safe area insets by default"; the VStack keeps the size it had as a modified view.
    func testZStackGradientFillsTheSafeArea() throws {
        let host = try markedHost("zstack-background")
        assertEqual(try frame("gradient", in: host), safeRect)
        let alone = try markedHost("background-gradient")
        assertEqual(try frame("stack", in: host), try frame("stack", in: alone))
    }

    /// "The background gradient fills the display area of the device", and with
    /// `.ignoresSafeArea()` on the whole ZStack "the content of the vertical stack remains
    /// fixed, ignoring the space used by the keyboard".
    func testIgnoringTheSafeAreaFillsTheScreenAndIgnoresTheKeyboard() throws {
        let down = try markedHost("ignores-safe-area")
        let up = try markedHost("ignores-safe-area", keyboard: true)
        assertEqual(try frame("gradient", in: down), screen)
        assertEqual(try frame("gradient", in: up), screen)
        let stack = try frame("stack", in: down)
        XCTAssertEqual(stack.midY, 426, accuracy: 0.001, "centred on the whole screen")
        assertEqual(try frame("stack", in: up), stack)
    }

    /// "To accommodate the keyboard, SwiftUI resizes and positions your view. Because the
    /// background view has the ignoresSafeArea(_:edges:) modifier, it remains unchanged."
    func testKeyboardMovesTheStackButNotTheBackground() throws {
        let down = try markedHost("keyboard-adjusting")
        let up = try markedHost("keyboard-adjusting", keyboard: true)
        assertEqual(try frame("gradient", in: down), screen)
        assertEqual(try frame("gradient", in: up), screen)
        XCTAssertEqual(try frame("stack", in: down).midY, 438.5, accuracy: 0.001)
        XCTAssertEqual(try frame("stack", in: up).midY, 288, accuracy: 0.001)
        XCTAssertEqual(try frame("stack", in: up).size, try frame("stack", in: down).size)
    }

    // MARK: overlay(alignment:content:)

    /// "you make the stars appear in different places on the rectangle": one per corner.
    func testOverlayStarsSitInTheCorners() throws {
        let host = try markedHost("overlay-stars")
        let rectangle = try frame("rectangle", in: host)
        assertEqual(rectangle, CGRect(x: 96.5, y: 388.5, width: 200, height: 100))
        let red = try frame("red", in: host), yellow = try frame("yellow", in: host)
        let green = try frame("green", in: host), blue = try frame("blue", in: host)
        XCTAssertEqual(red.origin, rectangle.origin)
        XCTAssertEqual(CGPoint(x: yellow.maxX, y: yellow.minY), CGPoint(x: rectangle.maxX, y: rectangle.minY))
        XCTAssertEqual(CGPoint(x: green.minX, y: green.maxY), CGPoint(x: rectangle.minX, y: rectangle.maxY))
        XCTAssertEqual(CGPoint(x: blue.maxX, y: blue.maxY), CGPoint(x: rectangle.maxX, y: rectangle.maxY))
    }

    /// "The star appears centered on the circle, and both appear as a composite view centered
    /// in front of the square."
    func testOverlayCentresCircleAndStarOnTheSquare() throws {
        let host = try markedHost("overlay-circle-star")
        let square = try frame("square", in: host)
        let centre = CGPoint(x: 196.5, y: 438.5)
        XCTAssertEqual(CGPoint(x: square.midX, y: square.midY), centre)
        let circle = try frame("circle", in: host), star = try frame("star", in: host)
        XCTAssertEqual(CGPoint(x: circle.midX, y: circle.midY), centre)
        XCTAssertEqual(star.midX, centre.x, accuracy: 0.001)
        XCTAssertEqual(star.midY, centre.y, accuracy: 0.001)
    }

    /// "The circle and the star move down as a unit to align the stack's bottom edge with the
    /// bottom edge of the square, while the star remains centered on the circle."
    func testOverlayBottomMovesCircleAndStarAsAUnit() throws {
        let host = try markedHost("overlay-bottom")
        let square = try frame("square", in: host), circle = try frame("circle", in: host)
        let star = try frame("star", in: host)
        XCTAssertEqual(circle.maxY, square.maxY)
        XCTAssertEqual(circle.midX, square.midX)
        XCTAssertEqual(star.midX, circle.midX, accuracy: 0.001)
        XCTAssertEqual(star.midY, circle.midY, accuracy: 0.001)
    }

    /// "The stack alignment ensures that the star's bottom edge aligns with the circle's, while
    /// the overlay aligns the composite view with the square."
    func testOverlayZStackBottomAlignsStarCircleAndSquareBottoms() throws {
        let host = try markedHost("overlay-zstack-bottom")
        let square = try frame("square", in: host), circle = try frame("circle", in: host)
        let star = try frame("star", in: host)
        XCTAssertEqual(circle.maxY, square.maxY)
        XCTAssertEqual(star.maxY, circle.maxY, accuracy: 0.001)
        XCTAssertEqual(star.midX, circle.midX, accuracy: 0.001)
    }

    // MARK: background(alignment:content:)

    /// Stars behind the leading edge, the centre and the trailing edge of the text.
    func testBackgroundStarsSitBehindLeadingCentreAndTrailing() throws {
        let host = try markedHost("background-stars")
        let text = try frame("text", in: host)
        let red = try frame("red", in: host), green = try frame("green", in: host), blue = try frame("blue", in: host)
        XCTAssertEqual(red.minX, text.minX, accuracy: 0.001)
        XCTAssertEqual(green.midX, text.midX, accuracy: 0.001)
        XCTAssertEqual(blue.maxX, text.maxX, accuracy: 0.001)
        for star in [red, green, blue] { XCTAssertEqual(star.midY, text.midY, accuracy: 0.001) }
    }

    /// "The vertical bar appears centered behind the circle, and both appear as a composite
    /// view centered behind the horizontal bar."
    func testBackgroundBarsAreCentred() throws {
        let host = try markedHost("background-bars")
        let horizontal = try frame("horizontal", in: host)
        assertEqual(horizontal, CGRect(x: 96.5, y: 433.5, width: 200, height: 10))
        assertEqual(try frame("vertical", in: host), CGRect(x: 191.5, y: 388.5, width: 10, height: 100))
        assertEqual(try frame("circle", in: host), CGRect(x: 171.5, y: 413.5, width: 50, height: 50))
    }

    /// "The vertical bar and the circle move as a unit to align the stack with the leading
    /// edge of the horizontal bar, while the vertical bar remains centered on the circle."
    func testBackgroundLeadingMovesTheGroupAsAUnit() throws {
        let host = try markedHost("background-leading")
        let circle = try frame("circle", in: host)
        XCTAssertEqual(circle.minX, try frame("horizontal", in: host).minX)
        XCTAssertEqual(try frame("vertical", in: host).midX, circle.midX)
    }

    /// "The stack alignment ensures that the circle's leading edge aligns with the vertical
    /// bar's, while the background modifier aligns the composite view with the horizontal bar."
    func testBackgroundZStackLeadingAlignsEveryLeadingEdge() throws {
        let host = try markedHost("background-zstack-leading")
        let leading = try frame("horizontal", in: host).minX
        XCTAssertEqual(try frame("vertical", in: host).minX, leading)
        XCTAssertEqual(try frame("circle", in: host).minX, leading)
    }

    // MARK: Configuring views

    /// "the border that results from the code above outlines the full width of the frame."
    func testBorderAfterFrameOutlinesTheFrame() throws {
        let host = try markedHost("modifier-frame-border")
        let border = try frame("border", in: host)
        XCTAssertEqual(border.width, 100)
        XCTAssertEqual(border.height, try frame("text", in: host).height)
    }

    /// "SwiftUI applies the border only to the text view"; the 100-point frame "has no effect
    /// on the border".
    func testBorderBeforeFrameHugsTheText() throws {
        let host = try markedHost("modifier-border-frame")
        let text = try frame("text", in: host)
        assertEqual(try frame("border", in: host), text)
        XCTAssertLessThan(text.width, 100)
        XCTAssertEqual(try frame("frame", in: host).width, 100)
    }

    /// The VStack's `.body` reaches both body lines; the title's `.title` wins. Text height
    /// grows with the point size: `.title` is 28 points and `.body` 17 (Apple's Dynamic Type
    /// sizes at the default "Large" setting).
    func testFontOverride() throws {
        let host = try markedHost("font-override")
        let title = try frame("title", in: host), first = try frame("first", in: host)
        XCTAssertEqual(first.height, try frame("second", in: host).height)
        XCTAssertEqual(title.height / first.height, 28.0 / 17.0, accuracy: 0.02)
    }

    /// Bold applies to the text; the padding adds 16 points on every side of it.
    func testBoldTextIsPadded() throws {
        let host = try markedHost("bold-text")
        let text = try frame("text", in: host)
        assertEqual(try frame("padded", in: host), text.insetBy(dx: -16, dy: -16))
        let regular = self.host(Text("Hello, world!").accessibilityIdentifier("regular"))
        XCTAssertGreaterThan(text.width, try frame("regular", in: regular).width, "bold glyphs are wider")
    }

    // MARK: Aligning views within a stack

    /// The project's microphone image is 72 × 72 pixels at @3x: 24 × 24 points.
    func testMicrophoneImageIs24Points() throws {
        let host = try markedHost("stack-default-alignment")
        XCTAssertEqual(try frame("image", in: host).size, CGSize(width: 24, height: 24))
    }

    /// The default `.center` alignment: every child shares the stack's centre line.
    func testDefaultAlignmentCentresEveryChild() throws {
        let host = try markedHost("stack-default-alignment")
        let centre = try frame("bryan", in: host).midY
        XCTAssertEqual(try frame("image", in: host).midY, centre, accuracy: 0.001)
        XCTAssertEqual(try frame("connecting", in: host).midY, centre, accuracy: 0.001)
    }

    /// `.firstTextBaseline` aligns "Connecting" and "Bryan" on one baseline; "the bottom of
    /// the image aligns to the text view's baseline".
    func testFirstTextBaselineAlignsTheTexts() throws {
        let host = try markedHost("stack-first-baseline")
        let line = try baseline("bryan", in: host)
        XCTAssertEqual(try baseline("connecting", in: host), line, accuracy: 0.5)
        XCTAssertEqual(try frame("image", in: host).maxY, line, accuracy: 0.5)
    }

    /// The guide `context[.bottom] - 0.12 * context.height` puts the baseline 12% of the
    /// image's 24 points (2.88) above its bottom.
    func testAlignmentGuideHangsTheImageBelowTheBaseline() throws {
        let host = try markedHost("stack-alignment-guide")
        let line = try baseline("bryan", in: host)
        XCTAssertEqual(try baseline("connecting", in: host), line, accuracy: 0.5)
        XCTAssertEqual(try frame("image", in: host).maxY, line + 2.88, accuracy: 0.5)
    }

    /// "The icons from SF Symbols use text baseline guides": the symbol's baseline is the
    /// texts' baseline.
    func testSymbolSitsOnTheTextBaseline() throws {
        let host = try markedHost("stack-symbol")
        let line = try baseline("bryan", in: host)
        XCTAssertEqual(try baseline("image", in: host), line, accuracy: 0.5)
        XCTAssertEqual(try baseline("connecting", in: host), line, accuracy: 0.5)
    }
}
