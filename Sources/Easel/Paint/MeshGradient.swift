import Foundation
import EaselRaster

/// A two-dimensional gradient over a grid of points, each with its colour (Apple:
/// "MeshGradient", iOS 18). As a view it fills the space it is offered; as a fill it is drawn
/// as a vertical gradient through its rows' mean colours (said once).
///
/// Drawing: the grid's points (unit coordinates of the frame, row by row) and colours are
/// interpolated across each patch — with Catmull–Rom curves through the neighbouring points
/// when `smoothsColors` (Apple: "cubic (smooth) interpolation … for the colors"), bilinearly
/// otherwise — and sampled into a bitmap of at most 128 pixels a side that is drawn stretched
/// over the frame with bilinear filtering; what no patch covers shows `background`. Apple's
/// patches are Bézier surfaces whose tangents it does not document: the shapes agree, the
/// exact blending of colours between points is an approximation.
public struct MeshGradient: ShapeStyle, ResolvableShapeStyle, View, Sendable {
    public typealias Body = Never

    /// The grid's points (Apple: "MeshGradient.Locations").
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    /// The grid's colours (Apple: "MeshGradient.Colors").
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// A point with its four Bézier control points (Apple: "MeshGradient.BezierPoint"); the
    /// stand-in uses the position.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    public var width: Int
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    public var background: Color
    public var smoothsColors: Bool

    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The points, or nil (with a warning) when the grid is not `width × height` of them.
    var points: [SIMD2<Float>]? {
        let all: [SIMD2<Float>]
        switch locations {
        case .points(let points): all = points
        case .bezierPoints(let points): all = points.map(\.position)
        }
        guard width >= 2, height >= 2, all.count == width * height else {
            Diagnostics.warnOnce("mesh-gradient-grid", "MeshGradient: a \(width) × \(height) grid needs \(Swift.max(width, 0) * Swift.max(height, 0)) points and colours (at least 2 × 2); it gave \(all.count). The mesh is not drawn.")
            return nil
        }
        return all
    }

    func resolvedColors(in scheme: ColorScheme) -> [RGBA]? {
        let all: [RGBA]
        switch colors {
        case .colors(let colors): all = colors.map { $0.resolve(in: scheme) }
        case .resolvedColors(let colors): all = colors.map { RGBA(red: Double($0.red), green: Double($0.green), blue: Double($0.blue), alpha: Double($0.opacity)) }
        }
        guard all.count == width * height else {
            Diagnostics.warnOnce("mesh-gradient-grid", "MeshGradient: a \(width) × \(height) grid needs \(width * height) colours; it gave \(all.count). The mesh is not drawn.")
            return nil
        }
        return all
    }

    /// As a paint where no bitmap can be drawn (text, strokes): the rows' mean colours from
    /// top to bottom. A filled shape draws the mesh in full (`ShapeLeafLayout`).
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        Diagnostics.warnOnce("mesh-gradient-fill", "MeshGradient as a foreground style or stroke is drawn as a vertical gradient through its rows; as a view or a shape's fill it is drawn in full.")
        guard let colors = resolvedColors(in: environment.colorScheme) else { return .clear }
        let stops = (0..<height).map { row -> ResolvedStop in
            let slice = colors[row * width..<(row + 1) * width]
            let count = Double(slice.count)
            let mean = RGBA(red: slice.reduce(0) { $0 + $1.red } / count, green: slice.reduce(0) { $0 + $1.green } / count,
                            blue: slice.reduce(0) { $0 + $1.blue } / count, alpha: slice.reduce(0) { $0 + $1.alpha } / count)
            return ResolvedStop(color: mean, location: Double(row) / Double(height - 1))
        }
        return .linearGradient(stops: stops, start: .top, end: .bottom)
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        outputs.append(ViewNode(MeshGradientLayout(mesh: view), environment: inputs.environment))
    }

    /// The bitmap's size for a frame: its pixels at `scale`, at most 128 a side (the mesh is
    /// smooth: drawn stretched, the bitmap's bilinear filtering keeps it so).
    static func bitmapSize(of frame: CGRect, scale: CGFloat) -> (Int, Int) {
        (Swift.min(128, Swift.max(2, Int((frame.width * scale).rounded(.up)))),
         Swift.min(128, Swift.max(2, Int((frame.height * scale).rounded(.up)))))
    }

    /// The mesh's bitmap for a frame (nil when it has no area or the mesh is malformed).
    func raster(over frame: CGRect, scale: CGFloat, scheme: ColorScheme) -> RasterImage? {
        guard frame.width > 0, frame.height > 0 else { return nil }
        let (width, height) = Self.bitmapSize(of: frame, scale: scale)
        return raster(width: width, height: height, scheme: scheme)
    }

    /// The mesh sampled into a bitmap of `pixelWidth × pixelHeight` (colours over the
    /// background, premultiplied). The curves along a row of the grid are worked out once per
    /// patch.
    func raster(width pixelWidth: Int, height pixelHeight: Int, scheme: ColorScheme) -> RasterImage? {
        guard let points = points, let colors = resolvedColors(in: scheme), pixelWidth > 0, pixelHeight > 0 else { return nil }
        var pixels = [UInt32](repeating: Self.pack(background.resolve(in: scheme)), count: pixelWidth * pixelHeight)
        let columns = width, rows = height
        let pointGrid = points.map { SIMD4<Double>(Double($0.x), Double($0.y), 0, 0) }
        let colorGrid = colors.map { SIMD4<Double>($0.red, $0.green, $0.blue, $0.alpha) }
        func at(_ grid: [SIMD4<Double>], _ x: Int, _ y: Int) -> SIMD4<Double> {
            grid[Swift.min(Swift.max(y, 0), rows - 1) * columns + Swift.min(Swift.max(x, 0), columns - 1)]
        }
        let smooth = smoothsColors
        // Along a grid row: the curve (or line) through columns c-1…c+2 at u.
        func along(_ grid: [SIMD4<Double>], _ column: Int, _ y: Int, _ u: Double) -> SIMD4<Double> {
            smooth ? Self.catmullRom(at(grid, column - 1, y), at(grid, column, y), at(grid, column + 1, y), at(grid, column + 2, y), u)
                : at(grid, column, y) * (1 - u) + at(grid, column + 1, y) * u
        }
        for row in 0..<(rows - 1) {
            for column in 0..<(columns - 1) {
                // Samples: 1.2 a pixel of the patch's larger extent (its corners' box), each
                // written to a 2 × 2 block, so that a stretched patch leaves no gaps.
                let corners = [at(pointGrid, column, row), at(pointGrid, column + 1, row), at(pointGrid, column, row + 1), at(pointGrid, column + 1, row + 1)]
                let spanX = (corners.map(\.x).max()! - corners.map(\.x).min()!) * Double(pixelWidth)
                let spanY = (corners.map(\.y).max()! - corners.map(\.y).min()!) * Double(pixelHeight)
                let samples = Swift.min(4096, Swift.max(2, Int((Swift.max(spanX, spanY) * 1.2).rounded(.up))))
                let samplesX = samples, samplesY = samples
                // The four neighbouring grid rows (two for bilinear), at each u sample.
                let neighbours = smooth ? [row - 1, row, row + 1, row + 2] : [row, row + 1]
                var pointRows: [[SIMD4<Double>]] = [], colorRows: [[SIMD4<Double>]] = []
                for y in neighbours {
                    pointRows.append((0...samplesX).map { along(pointGrid, column, y, Double($0) / Double(samplesX)) })
                    colorRows.append((0...samplesX).map { along(colorGrid, column, y, Double($0) / Double(samplesX)) })
                }
                for sy in 0...samplesY {
                    let v = Double(sy) / Double(samplesY)
                    for sx in 0...samplesX {
                        let p: SIMD4<Double>, c: SIMD4<Double>
                        if smooth {
                            p = Self.catmullRom(pointRows[0][sx], pointRows[1][sx], pointRows[2][sx], pointRows[3][sx], v)
                            c = Self.catmullRom(colorRows[0][sx], colorRows[1][sx], colorRows[2][sx], colorRows[3][sx], v)
                        } else {
                            p = pointRows[0][sx] * (1 - v) + pointRows[1][sx] * v
                            c = colorRows[0][sx] * (1 - v) + colorRows[1][sx] * v
                        }
                        let x = Int((p.x * Double(pixelWidth)).rounded(.down)), y = Int((p.y * Double(pixelHeight)).rounded(.down))
                        guard x >= -1, y >= -1, x < pixelWidth, y < pixelHeight else { continue }
                        let packed = Self.pack(RGBA(red: c.x, green: c.y, blue: c.z, alpha: c.w))
                        for py in Swift.max(y, 0)...Swift.min(y + 1, pixelHeight - 1) {
                            for px in Swift.max(x, 0)...Swift.min(x + 1, pixelWidth - 1) { pixels[py * pixelWidth + px] = packed }
                        }
                    }
                }
            }
        }
        return RasterImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }

    /// The Catmull–Rom curve through p1 (t = 0) and p2 (t = 1), its tangents from p0 and p3.
    static func catmullRom(_ p0: SIMD4<Double>, _ p1: SIMD4<Double>, _ p2: SIMD4<Double>, _ p3: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        let t2 = t * t, t3 = t2 * t
        let a = p1 * 2
        let b = (p2 - p0) * t
        let c = (p0 * 2 - p1 * 5 + p2 * 4 - p3) * t2
        let d = (p1 * 3 - p0 - p2 * 3 + p3) * t3
        return (a + b + c + d) * 0.5
    }

    static func pack(_ color: RGBA) -> UInt32 {
        let alpha = Swift.min(Swift.max(color.alpha, 0), 1)
        func channel(_ value: Double) -> UInt32 { UInt32((Swift.min(Swift.max(value, 0), 1) * alpha * 255).rounded()) }
        return (UInt32((alpha * 255).rounded()) << 24) | (channel(color.red) << 16) | (channel(color.green) << 8) | channel(color.blue)
    }
}

/// Draws a mesh gradient over its frame, which takes the whole proposal.
final class MeshGradientLayout: NodeLayout {
    let mesh: MeshGradient
    /// The last bitmap, for the size and colour scheme it was made at.
    private var cached: (width: Int, height: Int, scheme: ColorScheme, image: RasterImage?)?

    init(mesh: MeshGradient) { self.mesh = mesh }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        let frame = node.frame
        guard frame.width > 0, frame.height > 0 else { return }
        let (pixelWidth, pixelHeight) = MeshGradient.bitmapSize(of: frame, scale: context.scale)
        let scheme = node.environment.colorScheme
        if cached?.width != pixelWidth || cached?.height != pixelHeight || cached?.scheme != scheme {
            cached = (pixelWidth, pixelHeight, scheme, mesh.raster(width: pixelWidth, height: pixelHeight, scheme: scheme))
        }
        guard let image = cached?.image else { return }
        context.append(.image(image, destination: frame, opacity: 1, transform: context.rasterTransform))
    }

    override var debugName: String { "MeshGradient" }
}
