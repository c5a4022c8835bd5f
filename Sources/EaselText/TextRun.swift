import Foundation

/// A piece of text in one font with one set of decorations: what a SwiftUI `Text` and its
/// concatenations (`Text("a") + Text("b").bold()`) reduce to.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: FontDescriptor
    /// Carried through to `TextLayout.decorations`; positions come from the font's `post` table.
    public var underline: Bool
    /// Carried through to `TextLayout.decorations`; positions come from the font's `OS/2` table.
    public var strikethrough: Bool
    /// The caller's own value (a foreground colour index, say), copied onto every glyph run and
    /// decoration that comes from this run. EaselText never reads it.
    public var tag: Int

    public init(_ string: String, font: FontDescriptor = FontDescriptor(), underline: Bool = false,
                strikethrough: Bool = false, tag: Int = 0) {
        self.string = string
        self.font = font
        self.underline = underline
        self.strikethrough = strikethrough
        self.tag = tag
    }
}
