import Foundation

/// The text size the person chose, in iOS 13's names (Apple: "ContentSizeCategory"), smallest
/// first. The environment's `sizeCategory` is `dynamicTypeSize` under these names: setting
/// either changes both.
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the size is one of the five larger accessibility sizes (Apple: "isAccessibilityCategory").
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a Dynamic Type size: the two lists match one to one.
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!]
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category.
    public init(_ sizeCategory: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: sizeCategory)!]
    }
}

private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The size of content (Apple: "sizeCategory", deprecated for `dynamicTypeSize`).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }

    /// Whether an assistive technology (VoiceOver, Switch Control) is on (Apple:
    /// "accessibilityEnabled"): false in a preview unless set.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
}
