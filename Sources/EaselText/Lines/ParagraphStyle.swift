import Foundation

/// How a paragraph is fitted into lines: the environment values SwiftUI's `Text` reads
/// (`lineLimit`, `truncationMode`, `lineSpacing`, `multilineTextAlignment`,
/// `minimumScaleFactor`) plus the width proposed to it.
public struct ParagraphStyle: Hashable, Sendable {
    /// Where the ellipsis goes when text is cut short, as SwiftUI's `Text.TruncationMode`.
    public enum Truncation: Hashable, Sendable { case head, middle, tail }
    /// How lines narrower than the widest are placed, as SwiftUI's `TextAlignment`.
    public enum Alignment: Hashable, Sendable { case leading, center, trailing }

    /// The widest a line may be, in points; nil = unlimited: one line per hard line break.
    public var maxWidth: CGFloat?
    /// The most lines shown; nil = unlimited. Text beyond it is truncated with "…".
    public var lineLimit: Int?
    public var truncation: Truncation
    /// Extra points between consecutive lines, added to the fonts' own line height.
    public var lineSpacing: CGFloat
    public var alignment: Alignment
    /// How far (0 < factor ≤ 1) fonts may shrink so the text fits without truncation.
    public var minimumScaleFactor: CGFloat
    /// Lines the paragraph is at least as tall as, even with fewer (SwiftUI's
    /// `lineLimit(2...4)` and `reservesSpace`).
    public var reservedLineCount: Int
    /// The paragraph's direction (`Bidi`); nil: its first strong character's.
    public var direction: Bidi.Direction?

    public init(maxWidth: CGFloat? = nil, lineLimit: Int? = nil, truncation: Truncation = .tail,
                lineSpacing: CGFloat = 0, alignment: Alignment = .leading,
                minimumScaleFactor: CGFloat = 1, reservedLineCount: Int = 0, direction: Bidi.Direction? = nil) {
        self.direction = direction
        self.reservedLineCount = reservedLineCount
        self.maxWidth = maxWidth
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.minimumScaleFactor = minimumScaleFactor
    }
}
