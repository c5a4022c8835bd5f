import Foundation

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue: Text.TruncationMode = .tail }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue: TextAlignment = .leading }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct ReservedLineCountKey: EnvironmentKey { static let defaultValue = 0 }
private struct IsPrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }
private struct FlipsForRightToLeftKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// Lines text takes room for even when it has fewer (`lineLimit(2...4)`,
    /// `lineLimit(3, reservesSpace: true)`).
    var reservedLineCount: Int {
        get { self[ReservedLineCountKey.self] }
        set { self[ReservedLineCountKey.self] = newValue }
    }

    /// Set by `privacySensitive()`: text below is redacted when the reasons include `.privacy`.
    var isPrivacySensitive: Bool {
        get { self[IsPrivacySensitiveKey.self] }
        set { self[IsPrivacySensitiveKey.self] = newValue }
    }

    /// Set by `flipsForRightToLeftLayoutDirection(true)`.
    var flipsForRightToLeft: Bool {
        get { self[FlipsForRightToLeftKey.self] }
        set { self[FlipsForRightToLeftKey.self] = newValue }
    }

    /// Images here are drawn mirrored: right-to-left layout over a view that asked for it.
    var mirrorsImages: Bool { flipsForRightToLeft && layoutDirection == .rightToLeft }

    /// Whether text here is drawn as placeholder bars: a placeholder redaction, or a privacy
    /// one over privacy-sensitive content (Apple: "RedactionReasons").
    var redactsText: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }

    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

extension View {
    /// Limits text to a number of lines; the rest is truncated (Apple: "lineLimit(_:)").
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentModifier { $0.lineLimit = number.map { Swift.max($0, 1) }; $0.reservedLineCount = 0 })
    }

    /// At most `limit` lines, and room for all of them when `reservesSpace` (Apple:
    /// "lineLimit(_:reservesSpace:)").
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = Swift.max(limit, 1)
            $0.reservedLineCount = reservesSpace ? Swift.max(limit, 1) : 0
        })
    }

    /// Room for at least the range's lower bound of lines, at most its upper bound (Apple:
    /// "lineLimit(_:)" with `2...4`).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = Swift.max(limit.upperBound, 1)
            $0.reservedLineCount = Swift.max(limit.lowerBound, 0)
        })
    }

    /// Apple: "lineLimit(_:)" with `3...`: room for at least three lines, no maximum.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(EnvironmentModifier { $0.lineLimit = nil; $0.reservedLineCount = Swift.max(limit.lowerBound, 0) })
    }

    /// Apple: "lineLimit(_:)" with `...3`: at most three lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(EnvironmentModifier { $0.lineLimit = Swift.max(limit.upperBound, 1); $0.reservedLineCount = 0 })
    }

    /// Where text is cut when it does not fit (Apple: "truncationMode(_:)").
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentModifier { $0.truncationMode = mode })
    }

    /// Marks the view's text as private: redacted under `redacted(reason: .privacy)` (Apple:
    /// "privacySensitive(_:)").
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.isPrivacySensitive = sensitive })
    }

    /// Mirrors the view's images in right-to-left layout (Apple:
    /// "flipsForRightToLeftLayoutDirection(_:)"): arrows and chevrons that point "forward".
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(EnvironmentModifier { $0.flipsForRightToLeft = enabled })
    }

    /// How the lines of multi-line text align (Apple: "multilineTextAlignment(_:)").
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(EnvironmentModifier { $0.multilineTextAlignment = alignment })
    }

    /// Extra space between lines of text (Apple: "lineSpacing(_:)").
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(EnvironmentModifier { $0.lineSpacing = lineSpacing.isFinite ? Swift.max(lineSpacing, 0) : 0 })
    }

    /// How far text may shrink to fit (Apple: "minimumScaleFactor(_:)").
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(EnvironmentModifier { $0.minimumScaleFactor = factor.isFinite ? Swift.min(Swift.max(factor, 0.01), 1) : 1 })
    }
}
