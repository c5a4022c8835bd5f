import Foundation

extension SymbolCatalog {
    /// What an SF Symbol name is drawn with.
    struct Entry {
        /// The Material Icons name (the font's ligature) and code point of the glyph, or of the
        /// icon inside the container.
        var material: String
        var codepoint: UInt32
        var container: Container?
    }

    /// SF Symbols whose shape is an icon in a ring or a rounded square, and which Material has
    /// no single icon for: the container is drawn with the icon inside it at
    /// `circledContentScale`; a filled container has the icon cut out of it, as SF Symbols
    /// draw `heart.circle.fill`.
    enum Container: String {
        case circle, circleFill = "circle.fill", square, squareFill = "square.fill"

        /// The Material glyph drawn as the container, and its scale about the em's centre:
        /// `radio_button_unchecked` and `lens` are rings and discs 20 units across,
        /// `check_box_outline_blank` an 18-unit rounded square, and `stop` a 12-unit square
        /// (scaled by 1.5 to 18).
        var glyph: (material: String, codepoint: UInt32, scale: CGFloat) {
            switch self {
            case .circle: return ("radio_button_unchecked", 0xE836, 1)
            case .circleFill: return ("lens", 0xE3FA, 1)
            case .square: return ("check_box_outline_blank", 0xE835, 1)
            case .squareFill: return ("stop", 0xE047, 1.5)
            }
        }

        var isFilled: Bool { self == .circleFill || self == .squareFill }
    }

    /// SF Symbol name → Material Icons glyph, for 2,323 names: the SF Symbols that public SwiftUI
    /// code uses, the common names of every SF Symbols category, and their `.fill`, `.circle`,
    /// `.circle.fill`, `.square`, `.square.fill` and `.slash` variants where SF Symbols has them
    /// (names checked against the SF Symbols 7 name list; 131 older names that apps still use,
    /// such as `line.horizontal.3`, are kept).
    ///
    /// The table is the data file `assets/symbols/sf-symbols-to-material.txt`, beside the Material
    /// font it indexes; its lines read `sfName materialName codepoint container`. Code points
    /// are the bundled MaterialIcons-Regular.ttf's (Debian's fonts-material-design-icons-iconfont,
    /// the same file), and `SymbolCatalogTests` checks that each Material name shapes to the glyph
    /// its code point maps to. Plain SF names map to an outline variant where one exists, `.fill`
    /// names to the filled icon, `.slash` to Material's `_off` icons; where Material has no
    /// equivalent shape the nearest icon stands in (`arrow.right.square` → `exit_to_app`, an
    /// arrow leaving a square). A container of `-` is a single glyph; otherwise the code point
    /// is the icon drawn inside the container.
    static let table: [String: Entry] = {
        let file = AssetLocator.assetsDirectory().appendingPathComponent(tablePath)
        guard let data = try? String(contentsOf: file, encoding: .utf8) else {
            TextWarnings.shared.warnOnce(key: "symbol-table",
                "the SF Symbols table \(file.path) cannot be read; no symbol is drawn. Restore assets/symbols or set \(AssetLocator.environmentVariable) to the assets folder.")
            return [:]
        }
        return parse(data)
    }()

    /// Where the table is, under the assets folder.
    static let tablePath = "symbols/sf-symbols-to-material.txt"

    /// The entries of the table's text: a line a symbol, `#` lines are comments.
    static func parse(_ text: String) -> [String: Entry] {
        var table: [String: Entry] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            guard fields.count == 4, let codepoint = UInt32(fields[2], radix: 16) else { continue }
            table[String(fields[0])] = Entry(material: String(fields[1]), codepoint: codepoint,
                                             container: Container(rawValue: String(fields[3])))
        }
        return table
    }
}
