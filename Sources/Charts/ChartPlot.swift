import Foundation
import Easel

/// The plot: grid lines and axis labels, then the marks, placed in the size the chart has.
///
/// 1. The y-axis labels take a column on the trailing side (Swift Charts' default) and the
///    x-axis labels a row below; the plot is the rest.
/// 2. A categorical axis gives each category an equal band; a numeric one maps its nice domain
///    onto the plot, upwards for y.
/// 3. Bars fill 60 % of their band (several in a band side by side with `position(by:)`, else
///    stacked); lines join their series' points in x order; areas fill down to zero.
struct ChartPlot: View {
    let model: ChartModel
    let size: CGSize
    /// Whether the chart is a pie (sector marks): no axes.
    private let isPie: Bool
    /// The plot's rectangle, worked out once: every mark's position is read from it.
    let plot: CGRect
    /// The axes given with `chartXAxis { … }` / `chartYAxis { … }` (`ChartAxis.swift`); an
    /// axis without them is drawn the default way.
    private let xGroups: [ChartAxisGroup]?
    private let yGroups: [ChartAxisGroup]?

    init(model: ChartModel, size: CGSize) {
        self.model = model
        self.size = size
        isPie = model.marks.contains { $0.kind == .sector }
        let showsX = !model.settings.xAxisHidden && !isPie, showsY = !model.settings.yAxisHidden && !isPie
        xGroups = showsX ? model.settings.xAxis.map { ChartAxisGroup.groups($0, isX: true, model: model) } : nil
        yGroups = showsY ? model.settings.yAxis.map { ChartAxisGroup.groups($0, isX: false, model: model) } : nil
        var insets = EdgeInsets()
        if let yGroups {
            for group in yGroups where group.side == .leading { insets.leading = Swift.max(insets.leading, group.labelExtent) }
            for group in yGroups where group.side == .trailing { insets.trailing = Swift.max(insets.trailing, group.labelExtent) }
        } else if showsY {
            let labels = model.yCategories.isEmpty ? model.yTicks.map(ChartModel.tickLabel) : model.yCategories
            insets.trailing = CGFloat(labels.map(\.count).max() ?? 0) * ChartPlot.labelWidthPerCharacter + 8
        }
        if let xGroups {
            for group in xGroups where group.side == .top { insets.top = Swift.max(insets.top, group.labelExtent) }
            for group in xGroups where group.side == .bottom { insets.bottom = Swift.max(insets.bottom, group.labelExtent) }
        } else if showsX {
            insets.bottom = ChartPlot.xLabelHeight
        }
        plot = CGRect(x: insets.leading, y: 4 + insets.top, width: Swift.max(0, size.width - insets.leading - insets.trailing),
                      height: Swift.max(0, size.height - insets.bottom - insets.top - 4))
    }

    /// Axis label metrics: caption-2 text (11 pt) in secondary grey, 6.5 pt a character
    /// (estimated for the column width; the labels themselves are laid out as text).
    static let labelWidthPerCharacter: CGFloat = 6.5
    static let xLabelHeight: CGFloat = 18

    var body: some View {
        ZStack(alignment: .topLeading) {
            if isPie {
                pie
            } else {
                plotArea
                axisLabels
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    /// The marks, in the chart's coordinates.
    private var marks: some View {
        ZStack(alignment: .topLeading) {
                ForEach(Array(bars.enumerated()), id: \.offset) { _, bar in
                RoundedRectangle(cornerRadius: bar.radius).fill(bar.style).opacity(bar.opacity)
                    .frame(width: bar.rect.width, height: bar.rect.height)
                    .offset(x: bar.rect.minX, y: bar.rect.minY)
            }
            ForEach(Array(areas.enumerated()), id: \.offset) { _, area in
                ChartPolygon(points: area.points).fill(area.style).opacity(area.opacity)
            }
            ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                ChartPolyline(points: line.points).stroke(line.style, style: StrokeStyle(lineWidth: line.width, lineCap: .round, lineJoin: .round, dash: line.dash))
            }
            ForEach(Array(rules.enumerated()), id: \.offset) { _, rule in
                ChartPolyline(points: rule.points).stroke(rule.style, style: StrokeStyle(lineWidth: rule.width, dash: rule.dash))
            }
            ForEach(Array(points.enumerated()), id: \.offset) { _, point in
                Circle().fill(point.style)
                    .frame(width: point.diameter, height: point.diameter)
                    .offset(x: point.center.x - point.diameter / 2, y: point.center.y - point.diameter / 2)
            }
            ForEach(Array(annotations.enumerated()), id: \.offset) { _, note in
                note.content.fixedSize()
                    .frame(width: 120, height: 24, alignment: .bottom)
                    .offset(x: note.anchor.x - 60, y: note.anchor.y - 26)
            }
        }
    }

    /// The plot area as `chartPlotStyle` sees it: the grid lines and marks in the plot's frame,
    /// styled (a background goes behind them, `.clipped()` clips the marks to the plot).
    @ViewBuilder
    private var plotArea: some View {
        let content = ChartPlotContent(content: AnyView(
            ZStack(alignment: .topLeading) { gridLines; marks }
                .frame(width: size.width, height: size.height, alignment: .topLeading)
                .offset(x: -plot.minX, y: -plot.minY)
                .frame(width: plot.width, height: plot.height, alignment: .topLeading)))
        if let style = model.settings.plotStyle {
            style(content).offset(x: plot.minX, y: plot.minY)
        } else {
            content.offset(x: plot.minX, y: plot.minY)
        }
    }

    // MARK: Scales

    /// The span of the plot a scale maps onto: the whole width or height, or the range given
    /// with `chartXScale(range:)` (`.plotDimension(padding:)`…), from the leading or bottom edge.
    private var xSpan: (start: CGFloat, end: CGFloat) {
        let span = model.settings.x.range?._positions(length: plot.width) ?? (start: 0, end: plot.width)
        return (plot.minX + span.start, plot.minX + span.end)
    }

    private var ySpan: (start: CGFloat, end: CGFloat) {
        let span = model.settings.y.range?._positions(length: plot.height) ?? (start: 0, end: plot.height)
        return (plot.maxY - span.start, plot.maxY - span.end)
    }

    private func xPosition(_ value: PlottedValue?) -> CGFloat? {
        guard let value else { return nil }
        let span = xSpan
        if case .category(let name) = value {
            guard let index = model.xCategories.firstIndex(of: name) else { return nil }
            let band = (span.end - span.start) / CGFloat(Swift.max(model.xCategories.count, 1))
            return span.start + band * (CGFloat(index) + 0.5)
        }
        guard let number = value.number else { return nil }
        let width = model.xDomain.upperBound - model.xDomain.lowerBound
        return span.start + (span.end - span.start) * CGFloat((number - model.xDomain.lowerBound) / (width == 0 ? 1 : width))
    }

    private func yPosition(_ value: PlottedValue?) -> CGFloat? {
        guard let value else { return nil }
        let span = ySpan
        if case .category(let name) = value {
            // Categories run down from the top, as a list reads.
            guard let index = model.yCategories.firstIndex(of: name) else { return nil }
            let band = (span.start - span.end) / CGFloat(Swift.max(model.yCategories.count, 1))
            return span.end + band * (CGFloat(index) + 0.5)
        }
        guard let number = value.number else { return nil }
        let height = model.yDomain.upperBound - model.yDomain.lowerBound
        return span.start - (span.start - span.end) * CGFloat((number - model.yDomain.lowerBound) / (height == 0 ? 1 : height))
    }

    private var xBand: CGFloat {
        let width = xSpan.end - xSpan.start
        if !model.xCategories.isEmpty { return width / CGFloat(model.xCategories.count) }
        // Date or number bars: as wide as the plot shared by the marks along x.
        let count = Set(model.marks.filter { $0.kind == .bar }.compactMap { $0.x }).count
        return width / CGFloat(Swift.max(count, 1))
    }

    /// Where a value falls along an axis of the plot.
    func position(of value: PlottedValue, isX: Bool) -> CGFloat? {
        isX ? xPosition(value) : yPosition(value)
    }

    /// The room a bar has along x: its date unit's length, or the shared band.
    private func band(of mark: ChartMark) -> CGFloat {
        guard let seconds = mark.unitSeconds else { return xBand }
        let span = model.xDomain.upperBound - model.xDomain.lowerBound
        return span > 0 ? (xSpan.end - xSpan.start) * CGFloat(seconds / span) : xBand
    }

    private var yBand: CGFloat { (ySpan.start - ySpan.end) / CGFloat(Swift.max(model.yCategories.count, 1)) }

    // MARK: Grid and axes

    /// The grid lines across the plot (in the plot area, under the marks).
    private var gridLines: some View {
        ZStack(alignment: .topLeading) {
            if let yGroups {
                customAxes(yGroups, layer: .gridLines)
            } else if !model.settings.yAxisHidden, model.yCategories.isEmpty {
                ForEach(model.yTicks, id: \.self) { tick in
                    Rectangle().fill(Color.gray.opacity(0.35)).frame(width: plot.width, height: 0.5)
                        .offset(x: plot.minX, y: (yPosition(.number(tick)) ?? 0) - 0.25)
                }
            }
            if let xGroups, !model.settings.xAxisHidden {
                customAxes(xGroups, layer: .gridLines)
            }
        }
    }

    /// The axes outside the plot: the x baseline, ticks and labels.
    private var axisLabels: some View {
        ZStack(alignment: .topLeading) {
            if let yGroups {
                customAxes(yGroups, layer: .labels)
            } else if !model.settings.yAxisHidden {
                if model.yCategories.isEmpty {
                    ForEach(model.yTicks, id: \.self) { tick in
                        Text(ChartModel.tickLabel(tick)).font(.caption2).foregroundStyle(Color.secondary)
                            .fixedSize()
                            .offset(x: plot.maxX + 4, y: (yPosition(.number(tick)) ?? 0) - 7)
                    }
                } else {
                    ForEach(model.yCategories, id: \.self) { name in
                        Text(name).font(.caption2).foregroundStyle(Color.secondary).fixedSize()
                            .offset(x: plot.maxX + 4, y: (yPosition(.category(name)) ?? 0) - 7)
                    }
                }
            }
            if !model.settings.xAxisHidden {
                Rectangle().fill(Color.secondary.opacity(0.5)).frame(width: plot.width, height: 0.5).offset(x: plot.minX, y: plot.maxY)
                if let xGroups {
                    customAxes(xGroups, layer: .labels)
                } else if !model.xCategories.isEmpty {
                    ForEach(model.xCategories, id: \.self) { name in
                        Text(name).font(.caption2).foregroundStyle(Color.secondary).lineLimit(1)
                            .frame(width: xBand, alignment: .center)
                            .offset(x: (xPosition(.category(name)) ?? 0) - xBand / 2, y: plot.maxY + 3)
                    }
                } else {
                    ForEach(xLabels, id: \.0) { label in
                        Text(label.1).font(.caption2).foregroundStyle(Color.secondary).fixedSize()
                            .offset(x: label.0, y: plot.maxY + 3)
                    }
                }
            }
        }
    }

    /// Labels along a numeric or date x axis: the nice ticks, or the dates of the marks
    /// (at most six, evenly picked).
    private var xLabels: [(CGFloat, String)] {
        if model.xIsDate {
            return ChartAxisGroup.dateValues(model: model, desiredCount: 6).map { date in
                ((xPosition(date) ?? 0) - 12, date.label)
            }
        }
        return model.xTicks.map { ((xPosition(.number($0)) ?? 0) - 4, ChartModel.tickLabel($0)) }
    }

    // MARK: Marks

    private struct Bar { let rect: CGRect; let style: AnyShapeStyle; let radius: CGFloat; let opacity: Double }
    private struct Line { let points: [CGPoint]; let style: AnyShapeStyle; let width: CGFloat; let dash: [CGFloat] }
    private struct Dot { let center: CGPoint; let style: AnyShapeStyle; let diameter: CGFloat }
    private struct Area { let points: [CGPoint]; let style: AnyShapeStyle; let opacity: Double }
    private struct Note { let anchor: CGPoint; let content: AnyView }

    private var bars: [Bar] {
        let horizontal = model.xCategories.isEmpty && !model.yCategories.isEmpty
        var stackTops: [String: Double] = [:]
        var positions: [String: [String]] = [:]
        for mark in model.marks where mark.kind == .bar || mark.kind == .rectangle {
            if let group = mark.positionCategory {
                let key = (horizontal ? mark.y : mark.x)?.label ?? ""
                if !(positions[key]?.contains(group) ?? false) { positions[key, default: []].append(group) }
            }
        }
        var result: [Bar] = []
        for mark in model.marks where mark.kind == .bar || mark.kind == .rectangle {
            let style = model.style(of: mark)
            if horizontal {
                guard let center = yPosition(mark.y), let end = mark.x?.number else { continue }
                let key = mark.y?.label ?? ""
                let start = mark.x2?.number ?? (mark.positionCategory == nil ? stackTops[key] ?? 0 : 0)
                let top = mark.x2 == nil && mark.positionCategory == nil ? start + end : end
                if mark.x2 == nil && mark.positionCategory == nil { stackTops[key] = top }
                let thickness = mark.height.resolved(in: yBand, automatic: yBand * 0.6)
                let a = xPosition(.number(start)) ?? plot.minX, b = xPosition(.number(top)) ?? plot.minX
                result.append(Bar(rect: CGRect(x: Swift.min(a, b), y: center - thickness / 2, width: abs(b - a), height: thickness),
                                  style: style, radius: mark.cornerRadius, opacity: mark.opacity))
                continue
            }
            guard var center = xPosition(mark.x) else { continue }
            let band = self.band(of: mark)
            var thickness = mark.width.resolved(in: band, automatic: band * 0.6)
            let key = mark.x?.label ?? ""
            if let group = mark.positionCategory, let groups = positions[key], let index = groups.firstIndex(of: group) {
                let slot = thickness / CGFloat(groups.count)
                center = center - thickness / 2 + slot * (CGFloat(index) + 0.5)
                thickness = slot * 0.9
            }
            if mark.kind == .rectangle {
                let height = mark.height.resolved(in: yBand, automatic: yBand)
                guard let y = yPosition(mark.y) else { continue }
                result.append(Bar(rect: CGRect(x: center - thickness / 2, y: y - height / 2, width: thickness, height: height),
                                  style: style, radius: mark.cornerRadius, opacity: mark.opacity))
                continue
            }
            guard let end = mark.y?.number else { continue }
            let stacks = mark.y2 == nil && mark.positionCategory == nil
            let start = mark.y2?.number ?? (stacks ? stackTops[key] ?? 0 : 0)
            let top = stacks ? start + end : end
            if stacks { stackTops[key] = top }
            let a = yPosition(.number(start)) ?? plot.maxY, b = yPosition(.number(top)) ?? plot.maxY
            result.append(Bar(rect: CGRect(x: center - thickness / 2, y: Swift.min(a, b), width: thickness, height: abs(b - a)),
                              style: style, radius: mark.cornerRadius, opacity: mark.opacity))
        }
        return result
    }

    /// The marks of a kind grouped by series, each series' points in x order.
    private func series(_ kind: ChartMark.Kind) -> [(marks: [ChartMark], points: [CGPoint])] {
        var order: [String] = []
        var groups: [String: [ChartMark]] = [:]
        for mark in model.marks where mark.kind == kind {
            let key = mark.series ?? ""
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(mark)
        }
        return order.map { key in
            let marks = groups[key]!.sorted { (xPosition($0.x) ?? 0) < (xPosition($1.x) ?? 0) }
            return (marks, marks.compactMap { mark in
                guard let x = xPosition(mark.x), let y = yPosition(mark.y) else { return nil }
                return CGPoint(x: x, y: y)
            })
        }
    }

    private var lines: [Line] {
        series(.line).compactMap { group in
            guard let first = group.marks.first else { return nil }
            return Line(points: ChartPlot.interpolated(group.points, first.interpolation), style: model.style(of: first),
                        width: first.lineWidth, dash: first.dash)
        }
    }

    private var areas: [Area] {
        series(.area).compactMap { group in
            guard let first = group.marks.first, let baseline = yPosition(.number(Swift.max(model.yDomain.lowerBound, 0))) else { return nil }
            var outline = ChartPlot.interpolated(group.points, first.interpolation)
            if group.marks.contains(where: { $0.y2 != nil }) {
                // Between two values (`yStart`/`yEnd`): back along the starts.
                let starts = group.marks.compactMap { mark -> CGPoint? in
                    guard let x = xPosition(mark.x), let y = yPosition(mark.y2 ?? .number(0)) else { return nil }
                    return CGPoint(x: x, y: y)
                }
                outline += ChartPlot.interpolated(starts, first.interpolation).reversed()
            } else if let last = outline.last, let start = outline.first {
                outline.append(CGPoint(x: last.x, y: baseline))
                outline.append(CGPoint(x: start.x, y: baseline))
            }
            return Area(points: outline, style: model.style(of: first), opacity: first.opacity)
        }
    }

    private var rules: [Line] {
        model.marks.filter { $0.kind == .rule }.compactMap { mark in
            let style = model.style(of: mark)
            if mark.x == nil || mark.x2 != nil, let y = yPosition(mark.y) {
                let from = mark.x2.flatMap(xPosition) ?? plot.minX, to = mark.x2 == nil ? plot.maxX : (xPosition(mark.x) ?? plot.maxX)
                return Line(points: [CGPoint(x: from, y: y), CGPoint(x: to, y: y)], style: style, width: mark.lineWidth, dash: mark.dash)
            }
            if let x = xPosition(mark.x) {
                return Line(points: [CGPoint(x: x, y: plot.minY), CGPoint(x: x, y: plot.maxY)], style: style, width: mark.lineWidth, dash: mark.dash)
            }
            return nil
        }
    }

    private var points: [Dot] {
        model.marks.filter { $0.kind == .point }.compactMap { mark in
            guard let x = xPosition(mark.x), let y = yPosition(mark.y) else { return nil }
            // Swift Charts' default point: about 8 pt across (symbol size 30 square points).
            let diameter = mark.symbolSize.map { sqrt($0) * 1.2 } ?? 8
            return Dot(center: CGPoint(x: x, y: y), style: model.style(of: mark), diameter: diameter)
        }
    }

    private var annotations: [Note] {
        model.marks.compactMap { mark in
            guard let annotation = mark.annotation else { return nil }
            // A rule across the plot is annotated at its leading end.
            let x = xPosition(mark.x) ?? plot.minX + 60
            let y = yPosition(mark.kind == .bar ? .number((mark.y?.number ?? 0)) : mark.y) ?? plot.minY
            return Note(anchor: CGPoint(x: x, y: y), content: annotation.content)
        }
    }

    // MARK: Pies

    private var pie: some View {
        let sectors = model.marks.filter { $0.kind == .sector }
        let total = sectors.compactMap(\.angle).reduce(0, +)
        var start = -90.0
        let diameter = Swift.min(size.width, size.height)
        let radius = diameter / 2
        var slices: [(sector: ChartSector, style: AnyShapeStyle)] = []
        for sector in sectors {
            let sweep = total > 0 ? (sector.angle ?? 0) / total * 360 : 0
            let outer = sector.outerRadius.resolved(in: radius, automatic: radius)
            let inner = Swift.min(sector.innerRadius.resolved(in: radius, automatic: 0), outer)
            slices.append((ChartSector(start: start, end: start + sweep, inner: inner, outer: outer, inset: sector.angularInset,
                                       cornerRadius: sector.cornerRadius),
                           model.style(of: sector)))
            start += sweep
        }
        return ZStack {
            ForEach(Array(slices.enumerated()), id: \.offset) { _, slice in
                slice.sector.fill(slice.style)
            }
        }
        .frame(width: diameter, height: diameter)
        .frame(width: size.width, height: size.height)
    }

    /// Points between the marks for the curved and stepped methods (`.catmullRom`,
    /// `.monotone` and `.cardinal` as Catmull–Rom splines, 8 segments between marks).
    static func interpolated(_ points: [CGPoint], _ method: InterpolationMethod) -> [CGPoint] {
        guard points.count > 1 else { return points }
        switch method {
        case .stepStart, .stepEnd, .stepCenter:
            var result: [CGPoint] = [points[0]]
            for (a, b) in zip(points, points.dropFirst()) {
                switch method {
                case .stepStart: result.append(CGPoint(x: a.x, y: b.y))
                case .stepEnd: result.append(CGPoint(x: b.x, y: a.y))
                default:
                    result.append(CGPoint(x: (a.x + b.x) / 2, y: a.y))
                    result.append(CGPoint(x: (a.x + b.x) / 2, y: b.y))
                }
                result.append(b)
            }
            return result
        case .catmullRom, .monotone, .cardinal:
            var result: [CGPoint] = []
            for index in 0..<(points.count - 1) {
                let p0 = points[Swift.max(index - 1, 0)], p1 = points[index], p2 = points[index + 1], p3 = points[Swift.min(index + 2, points.count - 1)]
                for step in 0..<8 {
                    let t = CGFloat(step) / 8, t2 = t * t, t3 = t2 * t
                    func blend(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
                        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
                    }
                    result.append(CGPoint(x: blend(p0.x, p1.x, p2.x, p3.x), y: blend(p0.y, p1.y, p2.y, p3.y)))
                }
            }
            result.append(points[points.count - 1])
            return result
        default:
            return points
        }
    }
}

/// A polyline through points given in the plot's coordinates (the shape fills the plot, so
/// they are offset by where it is placed).
struct ChartPolyline: Shape {
    let points: [CGPoint]
    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: CGPoint(x: rect.minX + first.x, y: rect.minY + first.y))
        for point in points.dropFirst() { path.addLine(to: CGPoint(x: rect.minX + point.x, y: rect.minY + point.y)) }
        return path
    }
}

/// A closed polygon through points given in the plot's coordinates.
struct ChartPolygon: Shape {
    let points: [CGPoint]
    func path(in rect: CGRect) -> Path {
        var path = ChartPolyline(points: points).path(in: rect)
        path.closeSubpath()
        return path
    }

}

/// A pie slice from `start` to `end` degrees (0 at three o'clock, clockwise on screen).
/// A pie slice or donut segment, in degrees clockwise from 3 o'clock, between two radii in
/// points; `inset` points of gap on each side, the edges kept parallel to the slice's own (so
/// the gap between two slices is as wide at the rim as at the hole).
struct ChartSector: Shape {
    let start: Double
    let end: Double
    let inner: CGFloat
    let outer: CGFloat
    let inset: CGFloat
    /// `cornerRadius` of the mark: the corners at the rim (and at the hole) rounded.
    var cornerRadius: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let sweep = (end - start) * .pi / 180
        var path = Path()
        guard sweep > 0, outer > 0 else { return path }
        if cornerRadius > 0, let rounded = roundedPath(center: center, sweep: sweep) { return rounded }
        let a = start * .pi / 180, b = end * .pi / 180
        /// The angle at radius `r` of an edge moved `inset` points into the slice.
        func shift(_ r: CGFloat) -> Double { r > inset ? Double(asin(inset / r)) : .pi / 2 }
        let outerShift = shift(outer)
        guard sweep > 2 * outerShift else { return path }
        path.addArc(center: center, radius: outer, startAngle: .radians(a + outerShift), endAngle: .radians(b - outerShift), clockwise: false)
        if inner > inset, sweep > 2 * shift(inner) {
            let innerShift = shift(inner)
            path.addArc(center: center, radius: inner, startAngle: .radians(b - innerShift), endAngle: .radians(a + innerShift), clockwise: true)
        } else if inset > 0, sweep < .pi {
            // The two moved edges meet on the slice's bisector.
            let distance = inset / CGFloat(sin(sweep / 2)), middle = (a + b) / 2
            path.addLine(to: CGPoint(x: center.x + distance * CGFloat(cos(middle)), y: center.y + distance * CGFloat(sin(middle))))
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }

    /// The slice with each corner a circle of `cornerRadius` tangent to the arc and to the
    /// (inset) edge; nil when the slice is too thin for them (it is then drawn sharp).
    private func roundedPath(center: CGPoint, sweep: Double) -> Path? {
        let a = start * .pi / 180, b = end * .pi / 180
        let hasHole = inner > inset
        let c = Swift.min(cornerRadius, hasHole ? (outer - inner) / 2 : outer / 2)
        func point(_ radius: CGFloat, _ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        typealias Corner = (center: CGPoint, arcAngle: Double, onEdge: CGPoint)
        /// A corner at the edge of angle `edge` (`side` +1 for the start edge, −1 for the end)
        /// on the arc of `radius`, its circle inside the arc (`outward` −1, the rim) or outside
        /// it (+1, the hole): its centre, the angle where it meets the arc, where it meets the edge.
        func corner(edge: Double, side: Double, radius: CGFloat, outward: CGFloat) -> Corner? {
            let rho = radius + outward * c
            guard c > 0, rho > inset + c else { return nil }
            let angle = edge + side * asin(Double((inset + c) / rho))
            let centre = point(rho, angle)
            let normal = CGPoint(x: CGFloat(cos(edge + side * .pi / 2)), y: CGFloat(sin(edge + side * .pi / 2)))
            return (centre, angle, CGPoint(x: centre.x - c * normal.x, y: centre.y - c * normal.y))
        }
        func addCorner(_ path: inout Path, around o: CGPoint, from p: CGPoint, to q: CGPoint) {
            let from = atan2(Double(p.y - o.y), Double(p.x - o.x)), to = atan2(Double(q.y - o.y), Double(q.x - o.x))
            var turn = to - from
            while turn > .pi { turn -= 2 * .pi }
            while turn < -.pi { turn += 2 * .pi }
            path.addArc(center: o, radius: c, startAngle: .radians(from), endAngle: .radians(from + turn), clockwise: turn < 0)
        }
        guard let startRim = corner(edge: a, side: 1, radius: outer, outward: -1),
              let endRim = corner(edge: b, side: -1, radius: outer, outward: -1),
              endRim.arcAngle > startRim.arcAngle else { return nil }
        var path = Path()
        path.move(to: point(outer, startRim.arcAngle))
        path.addArc(center: center, radius: outer, startAngle: .radians(startRim.arcAngle), endAngle: .radians(endRim.arcAngle), clockwise: false)
        addCorner(&path, around: endRim.center, from: point(outer, endRim.arcAngle), to: endRim.onEdge)
        if hasHole, let endHole = corner(edge: b, side: -1, radius: inner, outward: 1),
           let startHole = corner(edge: a, side: 1, radius: inner, outward: 1), endHole.arcAngle > startHole.arcAngle {
            path.addLine(to: endHole.onEdge)
            addCorner(&path, around: endHole.center, from: endHole.onEdge, to: point(inner, endHole.arcAngle))
            path.addArc(center: center, radius: inner, startAngle: .radians(endHole.arcAngle), endAngle: .radians(startHole.arcAngle), clockwise: true)
            addCorner(&path, around: startHole.center, from: point(inner, startHole.arcAngle), to: startHole.onEdge)
        } else if inset > 0, sweep < .pi {
            let distance = inset / CGFloat(sin(sweep / 2)), middle = (a + b) / 2
            path.addLine(to: point(distance, middle))
        } else {
            path.addLine(to: center)
        }
        path.addLine(to: startRim.onEdge)
        addCorner(&path, around: startRim.center, from: startRim.onEdge, to: point(outer, startRim.arcAngle))
        path.closeSubpath()
        return path
    }
}
