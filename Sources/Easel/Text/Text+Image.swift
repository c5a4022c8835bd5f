import Foundation

extension Image {
    /// Marks a symbol inside interpolated text: U+FFF9 … U+FFFB (interlinear annotation
    /// characters, which no string literal contains) around the name. Images that are not
    /// symbols leave no marker and are warned about once.
    var inlineMarker: String {
        switch source {
        case .system(let name): return "\u{FFF9}" + name + "\u{FFFB}"
        case .named(let name, _):
            Diagnostics.warnOnce("inline-image-\(name)",
                "Text(Image(\"\(name)\")): images from assets are not drawn inside text yet; only SF Symbols are")
            return ""
        case .bitmap:
            Diagnostics.warnOnce("inline-image-bitmap", "Text(Image(uiImage:)): bitmaps are not drawn inside text yet; only SF Symbols are")
            return ""
        }
    }

    /// `string` cut into plain text and inline symbols.
    static func splitInlineMarkers(_ string: String) -> [(text: String, symbol: String?)] {
        guard string.contains("\u{FFF9}") else { return [(string, nil)] }
        var pieces: [(text: String, symbol: String?)] = []
        var rest = Substring(string)
        while let open = rest.firstIndex(of: "\u{FFF9}"), let close = rest[open...].firstIndex(of: "\u{FFFB}") {
            if open > rest.startIndex { pieces.append((String(rest[..<open]), nil)) }
            pieces.append(("", String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append((String(rest), nil)) }
        return pieces
    }
}

extension Text {
    /// An image set in text (Apple: "init(_:)" with an `Image`): an SF Symbol sits on the
    /// baseline at the text's font, as a character would.
    public init(_ image: Image) {
        var run = Run(string: "")
        switch image.source {
        case .system(let name): run.symbol = name
        case .named, .bitmap: _ = image.inlineMarker
        }
        segments = [Segment(runs: [run])]
    }
}
