import EaselRaster
import EaselTestSupport
import XCTest

/// Golden images of each shape, stroke, gradient and clip case (in Goldens/). Each case is an
/// entry: a name, a canvas size and the commands; adding a case means adding an entry, then
/// recording it with `EASEL_RECORD_GOLDENS=1` and looking at the PNG.
final class GoldenTests: XCTestCase {
    struct Case {
        var name: String
        var width = 64
        var height = 64
        var build: (inout DrawList) -> Void
    }

    static let teal = RasterColor(red: 0.1, green: 0.6, blue: 0.6)
    static let orange = RasterColor(red: 1, green: 0.55, blue: 0.1, alpha: 0.85)
    static let stops = [GradientStop(color: RasterColor(red: 1, green: 0.2, blue: 0.3), location: 0),
                        GradientStop(color: RasterColor(red: 1, green: 0.9, blue: 0.2), location: 0.5),
                        GradientStop(color: RasterColor(red: 0.2, green: 0.3, blue: 1), location: 1)]
    /// Points ×2 = pixels, like a Retina device.
    static let retina = AffineTransform(scaleX: 2, y: 2)

    static func shape(_ build: (inout RasterPath) -> Void) -> RasterPath {
        var path = RasterPath()
        build(&path)
        return path
    }

    static let star = shape { path in
        for k in 0..<5 {
            let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            let point = CGPoint(x: 16 + 14 * cos(angle), y: 16 + 14 * sin(angle))
            if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
    }

    static let cases: [Case] = [
        Case(name: "rounded-rect-circular") {
            $0.fill(shape { $0.addRoundedRect(CGRect(x: 4, y: 6, width: 24, height: 18), cornerWidth: 7, cornerHeight: 7) },
                    with: .solid(teal), transform: retina)
        },
        Case(name: "rounded-rect-continuous") {
            $0.fill(shape { $0.addRoundedRect(CGRect(x: 4, y: 6, width: 24, height: 18), cornerWidth: 7, cornerHeight: 7,
                                              style: .continuous) },
                    with: .solid(teal), transform: retina)
        },
        Case(name: "ellipse-and-capsule") {
            $0.fill(shape { $0.addEllipse(in: CGRect(x: 3, y: 3, width: 26, height: 14)) }, with: .solid(teal), transform: retina)
            $0.fill(shape { $0.addCapsule(in: CGRect(x: 6, y: 20, width: 20, height: 9)) }, with: .solid(orange), transform: retina)
        },
        Case(name: "star-nonzero-evenodd") {
            $0.fill(star, with: .solid(teal), rule: .nonZero,
                    transform: AffineTransform(scaleX: 1, y: 2))
            $0.fill(star, with: .solid(orange), rule: .evenOdd,
                    transform: AffineTransform(scaleX: 1, y: 2).concatenating(AffineTransform(translationX: 32, y: 0)))
        },
        Case(name: "stroke-caps-joins") {
            let zigzag = shape { $0.moveTo(4, 8); $0.lineTo(12, 2); $0.lineTo(20, 8); $0.lineTo(28, 2) }
            let caps: [RasterStrokeStyle.LineCap] = [.butt, .round, .square]
            let joins: [RasterStrokeStyle.LineJoin] = [.miter, .round, .bevel]
            for index in 0..<3 {
                $0.stroke(zigzag, style: RasterStrokeStyle(lineWidth: 3, lineCap: caps[index], lineJoin: joins[index]),
                          with: .solid(teal),
                          transform: retina.concatenating(AffineTransform(translationX: 0, y: Double(index) * 20 + 4)))
            }
        },
        Case(name: "stroke-dashed-circle") {
            $0.stroke(shape { $0.addEllipse(in: CGRect(x: 4, y: 4, width: 24, height: 24)) },
                      style: RasterStrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 3], dashPhase: 1),
                      with: .solid(orange), transform: retina)
        },
        Case(name: "gradient-linear-radial-angular", width: 96, height: 32) {
            $0.fill(shape { $0.addRect(CGRect(x: 0, y: 0, width: 16, height: 16)) },
                    with: .linearGradient(stops: stops, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 16, y: 16)),
                    transform: retina)
            $0.fill(shape { $0.addEllipse(in: CGRect(x: 16, y: 0, width: 16, height: 16)) },
                    with: .radialGradient(stops: stops, center: CGPoint(x: 24, y: 8), startRadius: 2, endRadius: 8),
                    transform: retina)
            $0.fill(shape { $0.addRoundedRect(CGRect(x: 32, y: 0, width: 16, height: 16), cornerWidth: 4, cornerHeight: 4) },
                    with: .angularGradient(stops: stops, center: CGPoint(x: 40, y: 8), startAngle: 0, endAngle: 2 * .pi),
                    transform: retina)
        },
        Case(name: "clip-nested-with-layer") {
            $0.append(.pushClip(shape { $0.addEllipse(in: CGRect(x: 2, y: 2, width: 28, height: 28)) }, .nonZero,
                                transform: retina))
            $0.append(.pushClip(shape { $0.addRect(CGRect(x: 0, y: 8, width: 32, height: 16)) }, .nonZero, transform: retina))
            $0.append(.beginLayer(opacity: 0.6))
            $0.fill(shape { $0.addRect(CGRect(x: 0, y: 0, width: 20, height: 32)) }, with: .solid(teal), transform: retina)
            $0.fill(shape { $0.addRect(CGRect(x: 12, y: 0, width: 20, height: 32)) }, with: .solid(orange), transform: retina)
            $0.append(.endLayer)
            $0.append(.popClip)
            $0.append(.popClip)
            $0.stroke(shape { $0.addEllipse(in: CGRect(x: 2, y: 2, width: 28, height: 28)) },
                      style: RasterStrokeStyle(lineWidth: 0.5), with: .solid(.black), transform: retina)
        },
        Case(name: "image-rotated-bilinear") {
            // A 4×4 checkerboard scaled ×10 and turned 30° about the canvas centre.
            let checker = RasterImage(width: 4, height: 4, pixels: (0..<16).map {
                ($0 / 4 + $0 % 4) % 2 == 0 ? 0xFF20_3040 : 0xFFF0_E0C0
            })
            let turn = AffineTransform(translationX: -32, y: -32)
                .concatenating(AffineTransform(rotationAngle: .pi / 6))
                .concatenating(AffineTransform(translationX: 32, y: 32))
            $0.append(.image(checker, destination: CGRect(x: 12, y: 12, width: 40, height: 40), opacity: 0.9, transform: turn))
        },
    ]

    func testGoldens() {
        for golden in Self.cases {
            var list = DrawList()
            golden.build(&list)
            let buffer = PixelBuffer(width: golden.width, height: golden.height, fill: .white)
            Rasterizer.render(list, into: buffer)
            assertMatchesGolden(buffer, named: golden.name)
        }
    }
}
