import Foundation
import Easel

/// The chart's scales: which axis is categorical, the numeric domains with their "nice" ticks,
/// the categories in order of appearance, and the colours of the style categories.
struct ChartModel {
    let marks: [ChartMark]
    let settings: ChartSettings
    /// Categories along x (or y, for horizontal bars), in order of first appearance.
    let xCategories: [String]
    let yCategories: [String]
    let styleCategories: [String]
    let xTicks: [Double]
    let yTicks: [Double]
    let xDomain: ClosedRange<Double>
    let yDomain: ClosedRange<Double>
    let xIsDate: Bool
    /// The environment's locale, which axis labels are formatted in.
    var locale = Locale(identifier: "en_US")

    /// Swift Charts' default categorical palette, in order (uncertain: Apple documents no
    /// palette; these are the system colours its charts are seen to use first).
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .pink, .brown, .indigo]

    init(marks: [ChartMark], settings: ChartSettings) {
        // A date with a unit (`.value("Day", date, unit: .day)`) stands for its whole unit, as
        // Swift Charts bins it: the mark sits in the middle of the unit and a bar spans it.
        var marks = ChartFunction.expand(marks, scaleDomain: settings.x.domain)
        var unitBounds: [Double] = []
        for index in marks.indices {
            guard let unit = marks[index].unit, case .date(let date)? = marks[index].x,
                  let interval = Calendar.current.dateInterval(of: unit, for: date) else { continue }
            marks[index].x = .date(interval.start.addingTimeInterval(interval.duration / 2))
            marks[index].unitSeconds = interval.duration
            unitBounds += [interval.start.timeIntervalSinceReferenceDate, interval.end.timeIntervalSinceReferenceDate]
        }
        self.marks = marks
        self.settings = settings
        func categories(_ values: [PlottedValue?]) -> [String] {
            var seen: [String] = []
            for case .category(let name)? in values where !seen.contains(name) { seen.append(name) }
            return seen
        }
        xCategories = settings.x.categories ?? categories(marks.flatMap { [$0.x, $0.x2] })
        yCategories = settings.y.categories ?? categories(marks.flatMap { [$0.y, $0.y2] })
        var styles: [String] = settings.styleScale.map(\.0)
        for mark in marks { if let name = mark.styleCategory, !styles.contains(name) { styles.append(name) } }
        styleCategories = styles
        xIsDate = marks.contains { if case .date? = $0.x { return true } else { return false } }

        // The value axis includes zero, as Swift Charts' automatic scale does for the marks
        // it draws from a baseline and for numbers in general; stacked bars reach their sums.
        var xs = marks.flatMap { [$0.x?.number, $0.x2?.number] }.compactMap { $0 }
        var ys = marks.flatMap { [$0.y?.number, $0.y2?.number] }.compactMap { $0 }
        let horizontalBars = xCategories.isEmpty && !yCategories.isEmpty
        // `.automatic(includesZero: false)` fits the axis to the data instead.
        if horizontalBars { if settings.x.includesZero != false { xs.append(0) } } else if !ys.isEmpty, settings.y.includesZero != false { ys.append(0) }
        // Stacks run along the value axis: up for bars over x categories, right for bars beside
        // y categories (and one-dimensional `BarMark(x:)` bars).
        let totals = ChartModel.stackTotals(marks, categoriesOnX: !xCategories.isEmpty)
        if horizontalBars { xs += totals } else { ys += totals }
        let xNice = ChartModel.niceTicks(xs, domain: settings.x.domain)
        let yNice = ChartModel.niceTicks(ys, domain: settings.y.domain)
        xTicks = xIsDate ? [] : xNice.ticks
        yTicks = yNice.ticks
        if xIsDate, settings.x.domain == nil, let first = unitBounds.min(), let last = unitBounds.max() {
            // Binned dates: from the start of the first unit to the end of the last.
            xDomain = first...last
        } else if xIsDate, let first = xs.min(), let last = xs.max(), settings.x.domain == nil {
            // Dates span their marks, half the smallest gap beyond each end (a day's width for
            // daily data), as Swift Charts centres a unit's marks in the unit.
            let sorted = Set(xs).sorted()
            let gaps = zip(sorted, sorted.dropFirst()).map { $1 - $0 }
            let pad = (gaps.min() ?? 86_400) / 2
            xDomain = (first - pad)...(last + pad)
        } else {
            xDomain = xNice.domain
        }
        yDomain = yNice.domain
    }

    var showsLegend: Bool { !settings.legendHidden && !styleCategories.isEmpty && !marks.isEmpty }

    func color(forCategory name: String) -> Color {
        if let chosen = settings.styleScale.first(where: { $0.0 == name }) { return chosen.1 }
        let index = styleCategories.firstIndex(of: name) ?? 0
        return ChartModel.palette[index % ChartModel.palette.count]
    }

    /// A category's style: its colour in `chartForegroundStyleScale(_:)`'s mapping, else the
    /// next style of `chartForegroundStyleScale(range:)`, else the next colour of the palette.
    func shapeStyle(forCategory name: String) -> AnyShapeStyle {
        if settings.styleScale.contains(where: { $0.0 == name }) || settings.styleRange.isEmpty {
            return AnyShapeStyle(color(forCategory: name))
        }
        let index = styleCategories.firstIndex(of: name) ?? 0
        return settings.styleRange[index % settings.styleRange.count]
    }

    func style(of mark: ChartMark) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let category = mark.styleCategory { return shapeStyle(forCategory: category) }
        return AnyShapeStyle(ChartModel.palette[0])
    }

    /// The tallest stack of bars at each category: the sums of their values.
    static func stackTotals(_ marks: [ChartMark], categoriesOnX: Bool) -> [Double] {
        var totals: [String: Double] = [:]
        for mark in marks where mark.kind == .bar && mark.positionCategory == nil && mark.y2 == nil && mark.x2 == nil {
            let category = categoriesOnX ? mark.x : mark.y
            let value = categoriesOnX ? mark.y?.number : mark.x?.number
            guard case .category(let name)? = category, let value else { continue }
            totals[name, default: 0] += value
        }
        return Array(totals.values)
    }

    /// "Nice numbers for graph labels" (Paul Heckbert, Graphics Gems, 1990): about five ticks
    /// at 1, 2 or 5 times a power of ten, the domain widened to whole ticks.
    /// `desiredCount` is about how many ticks to aim for (Swift Charts' `.automatic(desiredCount:)`).
    static func niceTicks(_ values: [Double], domain: ClosedRange<Double>?, desiredCount: Int = 5) -> (ticks: [Double], domain: ClosedRange<Double>) {
        var low = domain?.lowerBound ?? values.min() ?? 0
        var high = domain?.upperBound ?? values.max() ?? 1
        if low == high { high = low + 1 }
        if low > high { swap(&low, &high) }
        func nice(_ value: Double, round: Bool) -> Double {
            let exponent = floor(log10(value))
            let fraction = value / pow(10, exponent)
            let niceFraction: Double
            if round {
                niceFraction = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
            } else {
                niceFraction = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
            }
            return niceFraction * pow(10, exponent)
        }
        let range = nice(high - low, round: false)
        let step = nice(range / Double(Swift.max(1, desiredCount - 1)), round: true)
        let first = domain == nil ? floor(low / step) * step : low
        let last = domain == nil ? ceil(high / step) * step : high
        var ticks: [Double] = []
        var tick = ceil(first / step) * step
        while tick <= last + step * 1e-9 {
            ticks.append(abs(tick) < step * 1e-9 ? 0 : tick)
            tick += step
        }
        return (ticks, first...last)
    }

    static func tickLabel(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%g", value)
    }
}
