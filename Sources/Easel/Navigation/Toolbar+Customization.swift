import Foundation

/// Toolbar content a person may rearrange (Apple: "CustomizableToolbarContent"): items with
/// an `id`, in `toolbar(id:content:)`. iPhone toolbars are not customizable; Easel draws the
/// items as placed, leaving out those whose default customization is `.hidden`.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

/// How a customizable item may be changed (Apple: "ToolbarCustomizationBehavior").
public struct ToolbarCustomizationBehavior: Sendable {
    let name: String
    public static let `default` = ToolbarCustomizationBehavior(name: "default")
    public static let reorderable = ToolbarCustomizationBehavior(name: "reorderable")
    public static let disabled = ToolbarCustomizationBehavior(name: "disabled")
}

/// Options for an item's default customization (Apple: "ToolbarCustomizationOptions").
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

/// Customizable content with its default visibility: hidden content makes no entries (a
/// person would have to add it to the bar).
public struct _CustomizedToolbarContent<Content: CustomizableToolbarContent>: CustomizableToolbarContent {
    public typealias Body = Never
    let content: Content
    let isHidden: Bool
    public var toolbarEntries: [ToolbarItemEntryBox] { isHidden ? [] : content.toolbarEntries }
}

extension CustomizableToolbarContent {
    /// Shown or hidden until a person customizes the bar (Apple: "defaultCustomization(_:options:)").
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic,
                                     options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent {
        _CustomizedToolbarContent(content: self, isHidden: defaultVisibility == .hidden)
    }

    /// Apple: "defaultCustomization()".
    public func defaultCustomization() -> some CustomizableToolbarContent {
        _CustomizedToolbarContent(content: self, isHidden: false)
    }

    /// How a person may change the content (Apple: "customizationBehavior(_:)"): kept; the bar
    /// is not customizable on iPhone.
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent {
        _CustomizedToolbarContent(content: self, isHidden: false)
    }
}

extension View {
    /// A toolbar a person may customize, saved under `id` (Apple: "toolbar(id:content:)"):
    /// drawn as `toolbar(content:)` draws its items.
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }
}
