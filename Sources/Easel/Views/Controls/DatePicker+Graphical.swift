import Foundation

/// The `.graphical` look: a month's calendar (iOS's inline `UIDatePicker`), the time below it
/// when the picker shows one. Figures in `ControlLook` ("Calendar").
///
/// 1. A header row: the month and year in headline type with a chevron in the tint, and the
///    previous/next month buttons in the tint at the trailing edge.
/// 2. The weekday symbols, upper-cased, footnote semibold in tertiary grey, from the calendar's
///    first weekday.
/// 3. The month's days, a row per week (rows shorter when the month takes six weeks), each day
///    centred in its column; the chosen day on a circle of the tint at 12 % with its number in
///    the tint, larger and medium; today in the tint (white on the filled tint when chosen);
///    days outside the range in tertiary grey, not tappable. Tapping a day chooses it (the
///    time of day kept).
/// 4. With `.hourAndMinute`, a "Time" row under a hairline with the time's chip.
struct GraphicalDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    /// The first day of the month shown, once the arrows have moved it off the chosen date's.
    @State private var shownMonth: Date?
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendarValue
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        let format = DatePickerFormat(locale: locale, calendar: calendarValue, timeZone: timeZone)
        let calendar = format.zoned
        let month = shownMonth ?? calendar.dateInterval(of: .month, for: configuration.selection)?.start ?? configuration.selection
        VStack(spacing: 0) {
            if configuration.displayedComponents.contains(.date) {
                header(month: month, format: format, calendar: calendar)
                weekdays(calendar: calendar)
                days(month: month, calendar: calendar)
            }
            if !configuration.displayedComponents.subtracting(.date).isEmpty {
                if configuration.displayedComponents.contains(.date) { Divider().padding(.horizontal, ControlLook.calendarInset) }
                HStack {
                    Text("Time")
                    Spacer(minLength: 8)
                    DateChip(text: format.time(configuration.selection))
                }
                .padding(.horizontal, ControlLook.calendarInset)
                .frame(minHeight: ControlLook.calendarTimeRowHeight)
            }
        }
        .frame(minWidth: ControlLook.calendarMinimumWidth)
    }

    private func header(month: Date, format: DatePickerFormat, calendar: Calendar) -> some View {
        HStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(verbatim: format.string(month, DateFormatter.dateFormat(fromTemplate: "yMMMM", options: 0, locale: locale) ?? "MMMM y"))
                    .font(.headline)
                Image(systemName: "chevron.right").font(.system(size: 20, weight: .semibold)).imageScale(.small).foregroundStyle(TintShapeStyle())
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isHeader)
            Spacer(minLength: 8)
            arrow("chevron.left", label: "Previous Month", by: -1, month: month, calendar: calendar)
            arrow("chevron.right", label: "Next Month", by: 1, month: month, calendar: calendar)
                .padding(.leading, ControlLook.calendarArrowSpacing)
        }
        .padding(.leading, ControlLook.calendarHeaderInset)
        .padding(.trailing, 4)
        .frame(height: ControlLook.calendarHeaderHeight)
    }

    private func arrow(_ symbol: String, label: String, by months: Int, month: Date, calendar: Calendar) -> some View {
        Button {
            shownMonth = calendar.date(byAdding: .month, value: months, to: month)
        } label: {
            Image(systemName: symbol).font(.title2.weight(.medium))
                .frame(width: ControlLook.calendarArrowBox, height: ControlLook.calendarArrowBox).contentShape(Rectangle())
        }
        .buttonStyle(.borderless)
        .accessibilityLabel(label)
    }

    private func weekdays(calendar: Calendar) -> some View {
        let symbols = calendar.shortWeekdaySymbols
        let first = calendar.firstWeekday - 1
        return HStack(spacing: 0) {
            ForEach(0..<7, id: \.self) { column in
                Text(verbatim: symbols[(first + column) % 7].uppercased())
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(Color.tertiary)
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(.horizontal, ControlLook.calendarWeekdayInset)
        .frame(height: ControlLook.calendarWeekdayHeight)
    }

    private func days(month: Date, calendar: Calendar) -> some View {
        let count = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let weeks = (lead + count + 6) / 7
        let chosen = calendar.dateComponents([.year, .month, .day], from: configuration.selection)
        let today = calendar.dateComponents([.year, .month, .day], from: Date())
        let shown = calendar.dateComponents([.year, .month], from: month)
        let height = ControlLook.calendarRowHeight(weeks: weeks)
        return VStack(spacing: 0) {
            ForEach(0..<weeks, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = week * 7 + column - lead + 1
                        if day >= 1 && day <= count {
                            let date = calendar.date(byAdding: .day, value: day - 1, to: month) ?? month
                            dayCell(day, date: date, isChosen: chosen.year == shown.year && chosen.month == shown.month && chosen.day == day,
                                    isToday: today.year == shown.year && today.month == shown.month && today.day == day,
                                    height: height, calendar: calendar)
                        } else {
                            Color.clear.frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
                        }
                    }
                }
            }
        }
        .padding(.horizontal, ControlLook.calendarGridInset)
        .padding(.bottom, 4)
    }

    private func dayCell(_ day: Int, date: Date, isChosen: Bool, isToday: Bool, height: CGFloat, calendar: Calendar) -> some View {
        let inRange = configuration.contains(calendar.startOfDay(for: date)) || configuration.contains(dateKeepingTime(date, calendar: calendar))
        let style: AnyShapeStyle = !inRange ? AnyShapeStyle(Color.tertiary)
            : isChosen && isToday ? AnyShapeStyle(Color.white)
            : (isChosen || isToday) ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color.primary)
        let font: Font = isChosen ? .system(size: ControlLook.calendarChosenDayFontSize, weight: .medium)
            : .system(size: ControlLook.calendarDayFontSize)
        return Text(verbatim: "\(day)")
            .font(font)
            .foregroundStyle(style)
            .frame(width: ControlLook.calendarSelectionDiameter, height: ControlLook.calendarSelectionDiameter)
            .background(Circle().fill(TintShapeStyle()).opacity(isChosen ? (isToday ? 1 : ControlLook.calendarSelectionOpacity) : 0))
            .frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
            .contentShape(Rectangle())
            .onTapGesture {
                guard inRange else { return }
                configuration.selection = configuration.clamped(dateKeepingTime(date, calendar: calendar))
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(isChosen ? [.isButton, .isSelected] : .isButton)
    }

    /// `day` at the chosen date's time of day.
    private func dateKeepingTime(_ day: Date, calendar: Calendar) -> Date {
        let time = calendar.dateComponents([.hour, .minute, .second], from: configuration.selection)
        return calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day) ?? day
    }
}
