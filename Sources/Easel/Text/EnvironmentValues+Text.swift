import Foundation

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue: Text.TruncationMode = .tail }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue: TextAlignment = .leading }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }

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

    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

extension View {
    /// Limits text to a number of lines; the rest is truncated (Apple: "lineLimit(_:)").
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentModifier { $0.lineLimit = number.map { Swift.max($0, 1) } })
    }

    /// Where text is cut when it does not fit (Apple: "truncationMode(_:)").
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentModifier { $0.truncationMode = mode })
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
