import Foundation

/// The iOS 18 look of the standard controls: every size and colour a control draws with, in one
/// table, so that another iOS look can be added beside it. Each figure says where it is from;
/// "uncertain" marks figures read off screenshots rather than published.
enum ControlLook {
    // MARK: Bordered buttons

    /// A bordered button's padding around its label, corner radius and font at each control
    /// size. `.regular` is IOS-METRICS.md's figure (about 34 pt tall: 7 + 20.3 + 7; radius 8);
    /// `.large` about 50 pt (14 + 20.3 + 14, radius 12); the others are uncertain, read off iOS 17
    /// simulator screenshots: `.small` subheadline text, 28 pt tall, radius 6; `.mini` footnote
    /// text, 24 pt, radius 5. `.extraLarge` "resolves to `.large` on platforms other than
    /// visionOS" (Apple, ControlSize.extraLarge).
    static func borderedButton(_ size: ControlSize) -> (insets: EdgeInsets, cornerRadius: CGFloat, font: Font?) {
        switch size {
        case .mini: return (EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8), 5, .footnote)
        case .small: return (EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10), 6, .subheadline)
        case .regular: return (EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12), 8, nil)
        case .large, .extraLarge: return (EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), 12, nil)
        }
    }

    /// A disabled bordered button's fill: tertiarySystemFill (uncertain: screenshots).
    static let disabledButtonFill = Color.tertiarySystemFill

    // MARK: Switch (Toggle)

    /// Track and thumb (IOS-METRICS.md: Flutter's Cupertino switch, measured on an iOS 17.5
    /// simulator): 51 × 31 track, 28 pt thumb, so 1.5 pt between thumb and track.
    static let switchTrack = CGSize(width: 51, height: 31)
    static let switchThumb: CGFloat = 28
    /// UISwitch's default on tint is systemGreen; off, the track is systemFill-grey.
    static let switchOn = Color.green
    static let switchOff = Color.secondarySystemFill

    // MARK: Slider

    /// UISlider: a 4 pt rounded track (uncertain: read off iOS 17 screenshots) and a 28 pt
    /// white thumb, the accent colour to the left of it and systemFill to the right.
    static let sliderTrackHeight: CGFloat = 4
    static let sliderThumb: CGFloat = 28
    static let sliderHeight: CGFloat = 28
    static let sliderEmptyTrack = Color.systemFill

    // MARK: Stepper

    /// UIStepper since iOS 13: 94 × 32 pt, two halves, radius 8 (uncertain: screenshots),
    /// tertiarySystemFill background with a 1 × 18 pt divider and "−" / "+" glyphs.
    static let stepperSize = CGSize(width: 94, height: 32)
    static let stepperCornerRadius: CGFloat = 8
    static let stepperBackground = Color.tertiarySystemFill
    static let stepperDivider = CGSize(width: 1, height: 18)

    // MARK: Segmented picker

    /// UISegmentedControl since iOS 13: 32 pt tall, radius 9 outside and 7 for the selected
    /// segment, 2 pt inset, 13 pt text (semibold when selected); tertiarySystemFill
    /// background, white (dark: systemGray-like 99,99,102) selected segment (uncertain: screenshots).
    static let segmentedHeight: CGFloat = 32
    static let segmentedCornerRadius: CGFloat = 9
    static let segmentCornerRadius: CGFloat = 7
    static let segmentInset: CGFloat = 2
    static let segmentFontSize: CGFloat = 13
    static let segmentedBackground = Color.tertiarySystemFill
    static let selectedSegment = Color.system(RGBA(255, 255, 255), RGBA(99, 99, 102))

    // MARK: Progress

    /// UIProgressView's default bar: 4 pt tall, rounded, systemFill track (uncertain height).
    static let progressBarHeight: CGFloat = 4
    static let progressTrack = Color.systemFill
    /// UIActivityIndicatorView `.medium`: 20 pt, eight spokes (iOS 13+), secondaryLabel grey;
    /// SwiftUI's `.large` and `.extraLarge` control sizes take the `.large` style, 37 pt (the
    /// mapping UIViewRepresentable ports of ProgressView use; `.extraLarge` is `.large` off
    /// visionOS, Apple's ControlSize doc). Smaller sizes keep `.medium`: UIKit has no smaller one.
    static func spinnerSize(_ size: ControlSize) -> CGFloat { size == .large || size == .extraLarge ? 37 : 20 }
    static let spinnerSpokes = 8

    // MARK: Compact pickers (date, colour, menu)

    /// The grey rounded chip a compact `DatePicker` shows each component in (uncertain:
    /// screenshots): 6 pt radius, 11 × 6 pt padding, tertiarySystemFill.
    static let chipCornerRadius: CGFloat = 6
    static let chipPadding = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    static let chipBackground = Color.tertiarySystemFill
    /// A colour well (UIColorWell): 28 pt, a 3 pt rainbow ring (uncertain: screenshots).
    static let colorWell: CGFloat = 28
    static let colorWellRing: CGFloat = 3
    /// A swatch of the colour grid: 12 across fill about 300 pt (uncertain: screenshots).
    static let colorSwatch: CGFloat = 25

    // MARK: Calendar (`.graphical` date picker, the compact date chip's card)

    /// iOS's inline UIDatePicker calendar, as measured on iOS simulators by the Flutter port
    /// cupertino_calendar_picker (philip-soft, `package_config.dart`, `ui_config.dart`): 320 pt
    /// wide; a 44 pt header with a 20 pt leading inset (17 pt semibold month, a 20 pt chevron
    /// in the tint; 44 pt previous/next buttons at the trailing edge); an 18 pt weekday row inset
    /// 12 pt (13 pt semibold, tertiary); the grid inset 11 pt with 46 pt rows, 38 pt when the
    /// month takes six weeks (the grid keeps about 230 pt); 20 pt day numbers; the chosen day on
    /// a 42 pt circle of the tint at 12 % in 22 pt medium (on the filled tint, white, when it is
    /// today). Compose-cupertino agrees on the weekday row.
    static let calendarWidth: CGFloat = 320
    static let calendarMinimumWidth: CGFloat = 280
    static let calendarInset: CGFloat = 16
    static let calendarHeaderInset: CGFloat = 20
    static let calendarGridInset: CGFloat = 11
    static let calendarWeekdayInset: CGFloat = 12
    static let calendarHeaderHeight: CGFloat = 44
    static let calendarArrowBox: CGFloat = 44
    static let calendarArrowSpacing: CGFloat = 2
    static let calendarWeekdayHeight: CGFloat = 18
    static func calendarRowHeight(weeks: Int) -> CGFloat { weeks > 5 ? 38 : 46 }
    static let calendarDayFontSize: CGFloat = 20
    static let calendarChosenDayFontSize: CGFloat = 22
    static let calendarSelectionDiameter: CGFloat = 42
    static let calendarSelectionOpacity: Double = 0.12
    /// The "Time" row under the calendar: a hairline, then 34 pt chip row, 7 pt below.
    static let calendarTimeRowHeight: CGFloat = 46

    // MARK: Date wheels (`.wheel` date picker, the compact time chip's card)

    /// UIDatePicker's wheels (Flutter's CupertinoDatePicker, `date_picker.dart`, from Apple's
    /// design resources and the simulator's view debugger): 216 pt tall (as `WheelPickerLayout`),
    /// 21 pt text, each column its longest text plus 12 pt a side; one tertiarySystemFill band
    /// of radius 8, 9 pt in from the edges.
    static let wheelFontSize: CGFloat = 21
    static let wheelColumnSpacing: CGFloat = 0
    static let wheelColumnMargin: CGFloat = 24
    static let wheelBandInset: CGFloat = 9
    static let timeWheelWidth: CGFloat = 240
}
