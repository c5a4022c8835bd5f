import Foundation
import Easel

/// The axes a chart's `chartXAxis { … }` / `chartYAxis { … }` ask for, resolved against its
/// scales: for each `AxisMarks`, the side it is drawn on and, at each of its values, the grid
/// line, tick and label (with the label's text) its content gives.
struct ChartAxisGroup {
    struct Mark {
        let value: PlottedValue
        let grid: AxisGridLine?
        let tick: AxisTick?
        let label: AxisValueLabel?
        /// The label's text, when it is text (a view label has none).
        let text: String?
    }

    let isX: Bool
    /// `.leading`/`.trailing` for y, `.top`/`.bottom` for x.
    let side: AxisMarkPosition
    let marks: [Mark]

    /// At most this many values an axis draws (a stride of seconds over years would be millions).
    static let maximumValues = 200
    /// Swift Charts documents no tick length; 4 points reads as its ticks do in screenshots
    /// (a choice, not a measurement).
    static let defaultTickLength: CGFloat = 4

    /// The room the group's labels (and ticks) take beside or below the plot.
    var labelExtent: CGFloat {
        let tick = marks.compactMap { $0.tick.map { $0.length ?? ChartAxisGroup.defaultTickLength } }.max() ?? 0
        guard marks.contains(where: { $0.label != nil }) else { return tick }
        if isX { return ChartPlot.xLabelHeight + tick }
        let characters = marks.compactMap { $0.label == nil ? nil : ($0.text?.count ?? 3) }.max() ?? 0
        return CGFloat(characters) * ChartPlot.labelWidthPerCharacter + 8 + tick
    }

    static func groups(_ specs: [AxisSpec], isX: Bool, model: ChartModel) -> [ChartAxisGroup] {
        specs.map { spec in
            let values = self.values(spec.values, isX: isX, model: model)
            let marks = values.enumerated().map { index, value -> Mark in
                let content = spec.content?(AxisValue(index: index, count: values.count, value: value))
                    ?? (isX ? [AxisValueLabel()] : [AxisGridLine(), AxisValueLabel()])
                let label = content.lazy.compactMap { $0 as? AxisValueLabel }.first
                return Mark(value: value, grid: content.lazy.compactMap { $0 as? AxisGridLine }.first,
                            tick: content.lazy.compactMap { $0 as? AxisTick }.first,
                            label: label, text: label.flatMap { text(of: $0, for: value, locale: model.locale) })
            }
            let side: AxisMarkPosition
            if isX { side = spec.position == .top ? .top : .bottom } else { side = spec.position == .leading ? .leading : .trailing }
            return ChartAxisGroup(isX: isX, side: side, marks: marks)
        }
    }

    static func text(of label: AxisValueLabel, for value: PlottedValue, locale: Locale) -> String? {
        switch label.content {
        case .automatic: return defaultText(value)
        case .format(let format): return format(value, locale) ?? defaultText(value)
        case .text(let text): return text
        case .view: return nil
        }
    }

    static func defaultText(_ value: PlottedValue) -> String {
        if case .number(let number) = value { return ChartModel.tickLabel(number) }
        return value.label
    }

    /// The values an `AxisMarks` is drawn at: the categories, the nice ticks of a numeric
    /// domain (as many as asked), multiples of a stride, calendar units of a date domain, or the
    /// values given, keeping those the scale shows.
    static func values(_ values: AxisMarkValues, isX: Bool, model: ChartModel) -> [PlottedValue] {
        let categories = isX ? model.xCategories : model.yCategories
        let domain = isX ? model.xDomain : model.yDomain
        let isDate = isX && model.xIsDate
        func number(_ value: Double) -> PlottedValue {
            isDate ? .date(Date(timeIntervalSinceReferenceDate: value)) : .number(value)
        }
        func inDomain(_ value: Double) -> Bool {
            value >= domain.lowerBound - 1e-9 * Swift.max(1, abs(domain.lowerBound)) && value <= domain.upperBound + 1e-9 * Swift.max(1, abs(domain.upperBound))
        }
        let result: [PlottedValue]
        switch values.storage {
        case .values(let list):
            result = list.filter { value in
                if case .category(let name) = value { return categories.contains(name) }
                return categories.isEmpty && value.number.map(inDomain) == true
            }
        case .automatic(let desiredCount):
            if !categories.isEmpty {
                result = categories.map(PlottedValue.category)
            } else if isDate {
                result = dateValues(model: model, desiredCount: desiredCount ?? 6)
            } else if let desiredCount, desiredCount > 1 {
                result = ChartModel.niceTicks([domain.lowerBound, domain.upperBound], domain: domain, desiredCount: desiredCount).ticks.map(number)
            } else {
                result = (isX ? model.xTicks : model.yTicks).map(number)
            }
        case .stride(let step):
            guard categories.isEmpty else { return categories.map(PlottedValue.category) }
            var list: [PlottedValue] = []
            var tick = (domain.lowerBound / step).rounded(.up) * step
            while inDomain(tick), list.count < maximumValues {
                list.append(number(abs(tick) < step * 1e-9 ? 0 : tick))
                tick += step
            }
            result = list
        case .dates(let component, let count, let calendar):
            guard categories.isEmpty else { return categories.map(PlottedValue.category) }
            let calendar = calendar ?? Calendar.current
            let low = Date(timeIntervalSinceReferenceDate: domain.lowerBound)
            var date = calendar.dateInterval(of: component, for: low)?.start ?? low
            var list: [PlottedValue] = []
            // The domain ends where the last unit ends: a value there would label no unit.
            while date.timeIntervalSinceReferenceDate < domain.upperBound, list.count < maximumValues {
                if date >= low { list.append(isDate ? .date(date) : .number(date.timeIntervalSinceReferenceDate)) }
                guard let next = calendar.date(byAdding: component, value: count, to: date), next > date else { break }
                date = next
            }
            result = list
        }
        return Array(result.prefix(maximumValues))
    }

    /// The dates of a date axis's marks, at most `desiredCount` of them evenly picked (the
    /// default x axis's labels).
    static func dateValues(model: ChartModel, desiredCount: Int) -> [PlottedValue] {
        let dates = Array(Set(model.marks.compactMap { mark -> Date? in
            if case .date(let date)? = mark.x { return date } else { return nil }
        })).sorted()
        let stride = Swift.max(1, Int((Double(dates.count) / Double(Swift.max(1, desiredCount))).rounded(.up)))
        return dates.enumerated().filter { $0.offset % stride == 0 }.map { .date($0.element) }
    }
}

extension ChartPlot {
    /// The grid lines, ticks and labels of the axes given with `chartXAxis { … }` and
    /// `chartYAxis { … }`: grid lines across the plot, ticks just outside it, labels beyond
    /// the ticks (caption-2, secondary, as the default axes).
    /// What of an axis is drawn: grid lines in the plot area, or ticks and labels around it.
    enum AxisLayer { case gridLines, labels }

    func customAxes(_ groups: [ChartAxisGroup], layer: AxisLayer) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(Array(groups.enumerated()), id: \.offset) { _, group in
                let positions = group.marks.map { position(of: $0.value, isX: group.isX) }
                ForEach(Array(group.marks.enumerated()), id: \.offset) { index, mark in
                    if let at = positions[index] {
                        axisMark(mark, at: at, interval: interval(after: index, in: positions), in: group, layer: layer)
                    }
                }
            }
        }
    }

    /// How far it is from a value to the next (the one before for the last): the interval a
    /// centred label sits in the middle of.
    private func interval(after index: Int, in positions: [CGFloat?]) -> CGFloat {
        if index + 1 < positions.count, let here = positions[index], let next = positions[index + 1] { return next - here }
        if index > 0, let here = positions[index], let previous = positions[index - 1] { return here - previous }
        return 0
    }

    @ViewBuilder
    private func axisMark(_ mark: ChartAxisGroup.Mark, at position: CGFloat, interval: CGFloat, in group: ChartAxisGroup,
                          layer: AxisLayer) -> some View {
        let tickLength = mark.tick.map { $0.length ?? ChartAxisGroup.defaultTickLength } ?? 0
        if layer == .gridLines, let grid = mark.grid {
            let points = group.isX ? [CGPoint(x: position, y: plot.minY), CGPoint(x: position, y: plot.maxY)]
                                   : [CGPoint(x: plot.minX, y: position), CGPoint(x: plot.maxX, y: position)]
            ChartPolyline(points: points)
                .stroke(grid.style ?? AnyShapeStyle(Color.gray.opacity(0.35)), style: grid.stroke ?? StrokeStyle(lineWidth: 0.5))
        }
        if layer == .labels, let tick = mark.tick {
            ChartPolyline(points: tickPoints(at: position, length: tickLength, side: group.side))
                .stroke(tick.style ?? AnyShapeStyle(Color.gray.opacity(0.5)), style: tick.stroke ?? StrokeStyle(lineWidth: 0.5))
        }
        if layer == .labels, let label = mark.label {
            let centre = label.centered ? position + interval / 2 : position
            axisLabel(label, text: mark.text, value: mark.value, at: centre, tickLength: tickLength, in: group)
        }
    }

    /// A tick from the plot's edge outwards, on the axis's side.
    private func tickPoints(at position: CGFloat, length: CGFloat, side: AxisMarkPosition) -> [CGPoint] {
        switch side {
        case .leading: return [CGPoint(x: plot.minX - length, y: position), CGPoint(x: plot.minX, y: position)]
        case .trailing: return [CGPoint(x: plot.maxX, y: position), CGPoint(x: plot.maxX + length, y: position)]
        case .top: return [CGPoint(x: position, y: plot.minY - length), CGPoint(x: position, y: plot.minY)]
        default: return [CGPoint(x: position, y: plot.maxY), CGPoint(x: position, y: plot.maxY + length)]
        }
    }

    @ViewBuilder
    private func axisLabel(_ label: AxisValueLabel, text: String?, value: PlottedValue, at position: CGFloat,
                           tickLength: CGFloat, in group: ChartAxisGroup) -> some View {
        let content = Group {
            if case .view(let view) = label.content { view } else { Text(text ?? "") }
        }
        .font(label.font ?? .caption2)
        .foregroundStyle(label.style ?? AnyShapeStyle(Color.secondary))
        .lineLimit(1)
        .fixedSize()
        switch group.side {
        case .leading:
            let width = Swift.max(0, plot.minX - tickLength - 4)
            content.frame(width: width, height: 14, alignment: .trailing).offset(x: 0, y: position - 7)
        case .trailing:
            content.frame(height: 14, alignment: .leading).offset(x: plot.maxX + tickLength + 4, y: position - 7)
        default:
            // Categories and numbers are centred on their value; dates start at theirs, as
            // Swift Charts sets a date unit's label at the start of the unit.
            let band: CGFloat = 120
            let isDate: Bool = { if case .date = value { return !label.centered } else { return false } }()
            let y = group.side == .top ? plot.minY - tickLength - 3 - 14 : plot.maxY + tickLength + 3
            content.frame(width: band, height: 14, alignment: isDate ? .leading : .center)
                .offset(x: isDate ? position + 2 : position - band / 2, y: y)
        }
    }
}
