import Foundation

/// The colour scheme a view is shown in (Apple: "ColorScheme").
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light
    case dark
}

/// The direction of text and of horizontal layout (Apple: "LayoutDirection").
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme = .light }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue: LayoutDirection = .leftToRight }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private struct ForegroundLevelsKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue: Bool = true }

extension EnvironmentValues {
    /// The default font of text in the view; `nil` means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The style that `foregroundStyle(_:)` or `foregroundColor(_:)` set; `nil` means `.primary`.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The secondary and tertiary styles that `foregroundStyle(_:_:)` and `(_:_:_:)` set, in
    /// order; empty when the lower levels come from the primary style, fainter.
    var foregroundLevels: [AnyShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Pixels per point of the screen the view is drawn on.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The tint (accent) colour; `nil` means the system blue accent.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
