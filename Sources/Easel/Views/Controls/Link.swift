import Foundation

/// A control that opens a URL (Apple: "Link"): a tinted label that calls the environment's
/// `openURL` when tapped. A preview opens nothing; the default action prints the URL.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let url = destination
        let open = openURL
        return Button { open(url) } label: { label }
            .modifier(AccessibilityModifier { info in
                info.role = .isLink
                info.removedTraits.insert(.isButton)
            })
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A button that shares an item (Apple: "ShareLink"): the share icon and "Share" (or the given
/// title) in the tint. A preview has no share sheet: tapping it says so once.
public struct ShareLink<Label: View>: View {
    let label: Label

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// With how the item shows in the share sheet (`SharePreview`).
    public init<Item, PImage, PIcon>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PImage, PIcon>,
                                     @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<Items: Sequence, PImage, PIcon>(items: Items, subject: Text? = nil, message: Text? = nil,
                                                preview: @escaping (Items.Element) -> SharePreview<PImage, PIcon>,
                                                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button {
            Diagnostics.warnOnce("share-sheet", "ShareLink: a preview has no share sheet; tapping it does nothing.")
        } label: { label }
    }
}

extension ShareLink where Label == Easel.Label<Text, Image> {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Easel.Label("Share", systemImage: "square.and.arrow.up") }
    }

    public init<Item, PImage, PIcon>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PImage, PIcon>) {
        self.init(item: item, subject: subject, message: message) { Easel.Label("Share", systemImage: "square.and.arrow.up") }
    }

    public init<Item, PImage, PIcon>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
                                     preview: SharePreview<PImage, PIcon>) {
        self.init(item: item, subject: subject, message: message) { Easel.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Easel.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Easel.Label(title, systemImage: "square.and.arrow.up") }
    }
}

/// A button that turns a list's edit mode on and off (Apple: "EditButton"): "Edit", then "Done"
/// in semibold, through the environment's `editMode` binding when there is one.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var localMode = EditMode.inactive

    public init() {}

    public var body: some View {
        let binding = editMode ?? $localMode
        let isEditing = binding.wrappedValue.isEditing
        return Button {
            binding.wrappedValue = isEditing ? .inactive : .active
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : .regular)
        }
    }
}

/// A button that pastes from the clipboard (Apple: "PasteButton"): the tinted "Paste" capsule.
/// A preview has no clipboard: the action is never called.
public struct PasteButton: View {
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    public var body: some View {
        Button {
            Diagnostics.warnOnce("paste-button", "PasteButton: a preview has no clipboard; pasting does nothing.")
        } label: {
            Easel.Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent)
    }
}

/// Controls shown together (Apple: "ControlGroup"): in a row, separated, as iOS draws a group
/// of buttons outside a menu.
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(spacing: 16) { content }
    }
}

extension ControlGroup {
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension View {
    /// Sets the style of control groups (Apple: "controlGroupStyle(_:)"); groups keep iOS's row.
    public func controlGroupStyle<S>(_ style: S) -> some View { self }
}
