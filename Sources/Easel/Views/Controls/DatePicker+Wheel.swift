import Foundation

/// The `.wheel` look (iOS's `UIDatePicker` wheels): 216 points tall, one grey band across the
/// columns at the chosen values, the neighbours fading above and below; the label leads it
/// unless `labelsHidden()`.
///
/// Columns (in the locale's order): a date alone is month, day and year; a time is hour, minute
/// and AM/PM where the clock has them; both are the day ("Tue Nov 24", "Today"), hour, minute,
/// AM/PM. Months, days of the month, hours and minutes wrap round as iOS's wheels do, each on
/// its own; tapping a neighbour moves that column to it.
struct WheelDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendarValue
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        let format = DatePickerFormat(locale: locale, calendar: calendarValue, timeZone: timeZone)
        let columns = WheelDateColumns(configuration: configuration, format: format).columns
        LabeledControlRow(label: configuration.label, control: ZStack {
            RoundedRectangle(cornerRadius: 8).fill(ControlLook.segmentedBackground)
                .frame(height: WheelPickerLayout.rowHeight)
                .padding(.horizontal, ControlLook.wheelBandInset)
            HStack(spacing: ControlLook.wheelColumnSpacing) {
                ForEach(0..<columns.count, id: \.self) { index in
                    WheelColumn(values: columns[index].values, selected: columns[index].selected, step: columns[index].step)
                        .fixedSize(horizontal: true, vertical: false)
                }
            }
        }
        .frame(height: WheelPickerLayout.height)
        .frame(maxWidth: .infinity)
        .clipped(), spacing: 8)
    }
}

/// One wheel of a date picker: its options around the chosen one, and what moving by some rows does.
struct WheelDateColumn {
    let values: [String]
    let selected: Int
    let step: (Int) -> Void
}

/// The columns for a configuration: which there are and how each moves the date.
struct WheelDateColumns {
    let configuration: DatePickerStyleConfiguration
    let format: DatePickerFormat
    /// Rows shown either side of the chosen one.
    static let reach = 3

    var columns: [WheelDateColumn] {
        let calendar = format.zoned
        let date = configuration.selection
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let components = configuration.displayedComponents
        let hasTime = components.contains(.hourAndMinute) || components.contains(.hourMinuteAndSecond)
        var columns: [WheelDateColumn] = []
        if components.contains(.date) && hasTime {
            let today = calendar.startOfDay(for: Date())
            let formatter = format.formatter(DateFormatter.dateFormat(fromTemplate: "EEEMMMd", options: 0, locale: format.locale) ?? "EEE MMM d")
            columns.append(around { offset in
                let day = calendar.date(byAdding: .day, value: offset, to: date) ?? date
                // "Tue Nov 24": iOS's day wheel has no comma where the locale's pattern has one.
                return calendar.startOfDay(for: day) == today ? "Today" : formatter.string(from: day).replacingOccurrences(of: ",", with: "")
            } step: { move(.day, by: $0, calendar: calendar) })
        } else if components.contains(.date) {
            let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
            let months = calendar.monthSymbols
            let month = column(count: 12, current: (parts.month ?? 1) - 1, name: { months[$0] }) { set(.month, to: $0 + 1, calendar: calendar) }
            let day = column(count: days, current: (parts.day ?? 1) - 1, name: { "\($0 + 1)" }) { set(.day, to: $0 + 1, calendar: calendar) }
            let year = around { offset in "\((parts.year ?? 2000) + offset)" } step: { move(.year, by: $0, calendar: calendar) }
            // The locale's order of month, day and year ("MMMM d, y" in en_US).
            let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: format.locale) ?? "MMMM d y"
            let order = [("M", month), ("d", day), ("y", year)].sorted { a, b in
                (pattern.range(of: a.0)?.lowerBound ?? pattern.endIndex) < (pattern.range(of: b.0)?.lowerBound ?? pattern.endIndex)
            }
            columns += order.map(\.1)
        }
        if hasTime {
            let hour = parts.hour ?? 0
            if format.usesAMPM {
                columns.append(column(count: 12, current: (hour + 11) % 12, name: { "\($0 + 1)" }) { index in
                    set(.hour, to: (index + 1) % 12 + (hour >= 12 ? 12 : 0), calendar: calendar)
                })
            } else {
                columns.append(column(count: 24, current: hour, name: { String(format: "%02d", $0) }) { set(.hour, to: $0, calendar: calendar) })
            }
            columns.append(column(count: 60, current: parts.minute ?? 0, name: { String(format: "%02d", $0) }) { set(.minute, to: $0, calendar: calendar) })
            if format.usesAMPM {
                let symbols = [calendar.amSymbol, calendar.pmSymbol]
                columns.append(WheelDateColumn(values: symbols, selected: hour >= 12 ? 1 : 0) { offset in
                    let pm = hour >= 12
                    if offset > 0, !pm { set(.hour, to: hour + 12, calendar: calendar) }
                    if offset < 0, pm { set(.hour, to: hour - 12, calendar: calendar) }
                })
            }
        }
        return columns
    }

    /// A wheel with no ends (days before and after, years): the rows around the chosen one.
    private func around(_ name: (Int) -> String, step: @escaping (Int) -> Void) -> WheelDateColumn {
        WheelDateColumn(values: (-Self.reach...Self.reach).map(name), selected: Self.reach, step: step)
    }

    /// A wheel that wraps round `count` values (months, hours, minutes): the rows around the
    /// chosen one, and moving sets the column's value.
    private func column(count: Int, current: Int, name: @escaping (Int) -> String, set: @escaping (Int) -> Void) -> WheelDateColumn {
        let wrap = { (index: Int) in ((index % count) + count) % count }
        return WheelDateColumn(values: (-Self.reach...Self.reach).map { name(wrap(current + $0)) }, selected: Self.reach) { offset in
            set(wrap(current + offset))
        }
    }

    private func move(_ component: Calendar.Component, by offset: Int, calendar: Calendar) {
        guard let moved = calendar.date(byAdding: component, value: offset, to: configuration.selection) else { return }
        configuration.selection = configuration.clamped(moved)
    }

    /// Sets one component, keeping the others (the day clamped to the new month's length).
    private func set(_ component: Calendar.Component, to value: Int, calendar: Calendar) {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: configuration.selection)
        parts.setValue(value, for: component)
        if component == .month || component == .year, let day = parts.day {
            var first = parts
            first.day = 1
            if let start = calendar.date(from: first), let days = calendar.range(of: .day, in: .month, for: start)?.count {
                parts.day = Swift.min(day, days)
            }
        }
        guard let date = calendar.date(from: parts) else { return }
        configuration.selection = configuration.clamped(date)
    }
}

/// One column's node: its options on a `WheelPickerLayout` sharing the picker's band; tapping
/// a neighbour moves the column by that many rows. An adjustable accessibility element valued
/// by the chosen option.
struct WheelColumn: View {
    typealias Body = Never
    let values: [String]
    let selected: Int
    let step: (Int) -> Void

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var rowInputs = inputs
        if rowInputs.environment.font == nil { rowInputs.environment.font = .system(size: ControlLook.wheelFontSize) }
        rowInputs.environment.lineLimit = 1
        var rows = _ViewOutputs()
        for (index, value) in view.values.enumerated() { makeNodes(Text(verbatim: value), rowInputs.child(UInt64(index)), &rows) }
        let node = ViewNode(WheelPickerLayout(selected: view.selected, drawsBand: false, margin: ControlLook.wheelColumnMargin),
                            children: rows.nodes, environment: inputs.environment)
        WheelPickerLayout.stepOnTap(node, step: view.step)
        let value = view.values.indices.contains(view.selected) ? view.values[view.selected] : ""
        node.updateAccessibility { info in
            info.children = .ignore
            info.role = .adjustable
            info.label = value
            info.value = value
        }
        outputs.append(node)
    }
}
