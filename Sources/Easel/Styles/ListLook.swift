import Foundation

/// How iOS 18 draws lists and forms: every figure in one table, each with its source. A later
/// iOS look would be a table beside it. (STYLE.md: the iOS look is data.)
///
/// Sources: the project's IOS-METRICS.md ("Bars, lists and controls"), which takes the inset-
/// grouped section from Flutter's Cupertino list section ("determined from SwiftUI's Forms in
/// iOS 14.2"), and UIKit's layout margins (16 points on iPhones narrower than 414 points, 20 on
/// wider ones: useyourloaf, "Changing Root View Layout Margins"). Figures marked "uncertain" in
/// those sources are marked so here; each was chosen as the best evidence found.
struct ListLook {
    /// Side margin of an inset-grouped card, and the row content's inset inside it.
    static func horizontalMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
    /// `defaultMinListRowHeight`: 44 (the HIG's minimum tap target; uncertain as SwiftUI's own value).
    static let minimumRowHeight: CGFloat = 44
    /// Above and below a row's content: a 22-point body line in a 44-point row (UIKit cells' 11).
    static let rowVerticalInset: CGFloat = 11
    /// Corner radius of an inset-grouped card (IOS-METRICS; iOS 14–18).
    static let cardCornerRadius: CGFloat = 10
    /// Above a section without a header, and below every section (IOS-METRICS: top 20, bottom 10).
    static let sectionTopMargin: CGFloat = 20
    static let sectionBottomMargin: CGFloat = 10
    /// Around a header's text (IOS-METRICS: top 16, bottom 6), which lines up with the rows' text.
    static let headerTopInset: CGFloat = 16
    static let headerBottomInset: CGFloat = 6
    /// Below a footer's text (IOS-METRICS: footer insets top 0, bottom 10).
    static let footerTopInset: CGFloat = 6
    /// Headers and footers: footnote text in the secondary label colour; headers upper-cased up
    /// to iOS 18 (title case only from iOS 26).
    static let headerFont = Font.footnote
    static let headerCase = Text.Case.uppercase
    /// `headerProminence(.increased)`: title 3 bold in the primary colour, as written, 11 points
    /// above the card (SwiftUI header replicas and Flutter's bold inset-grouped header, iOS 14;
    /// uncertain for iOS 18).
    static let prominentHeaderFont = Font.title3.bold()
    static let prominentHeaderBottomInset: CGFloat = 11
    /// A `Label`'s icon column in a row and the space after it (`TitleAndIconLabelStyle`).
    static let labelIconColumnWidth: CGFloat = 30
    static let labelIconToTitleSpacing: CGFloat = 12
    /// `listSectionSpacing(.compact)`: unpublished; chosen (see `ListSectionSpacing.compact`).
    static let compactSectionSpacing: CGFloat = 20

    static let groupedBackground = Color.systemGroupedBackground
    static let cellBackground = Color.secondarySystemGroupedBackground
    static let plainBackground = Color.systemBackground
    /// One device pixel of `separator` colour, from the row's text to the card's trailing edge.
    static let separator = Color.separator
}

extension Color {
    /// iOS's grouped backgrounds (IOS-METRICS colour table).
    static let systemGroupedBackground = Color.adaptive(RGBA(242, 242, 247), RGBA(0, 0, 0), "FFF2F2F7 FF000000 FFEBEBF0 FF000000 FFF2F2F7 FF1C1C1E FFEBEBF0 FF242426")
    static let secondarySystemGroupedBackground = Color.adaptive(RGBA(255, 255, 255), RGBA(28, 28, 30), "FFFFFFFF FF1C1C1E FFFFFFFF FF242426 FFFFFFFF FF2C2C2E FFFFFFFF FF363638")
}
