import Foundation

/// A string shaped with a descriptor's face, with per-character fallback faces, in ems.
///
/// Positions are stored in ems (font units ÷ units per em) so one shaping serves every point
/// size: multiply by the size in points. The text is cut into clusters, HarfBuzz's smallest
/// units that must stay together (a ligature, a base with its marks); lines break only between
/// clusters.
///
/// Steps:
/// 1. Each user-perceived character takes the descriptor's face if that face has all of its
///    visible scalars, otherwise the first installed face that has the missing one (fontconfig,
///    `FontLibrary.fallbackFace`), otherwise the descriptor's face with a `.notdef` box and one
///    warning per character.
/// 2. Consecutive characters with the same face form a segment, shaped by HarfBuzz with the
///    whole string as context and the descriptor's OpenType features (`tnum`).
/// 3. Glyphs with the same HarfBuzz cluster value form a cluster; its characters run up to the
///    next cluster's first scalar.
final class ShapedText: @unchecked Sendable {
    struct Cluster {
        var scalarStart: Int
        var scalarEnd: Int
        var glyphStart: Int
        var glyphEnd: Int
        /// Index into `faces`.
        var face: Int
        /// Sum of the cluster's glyph advances, in ems.
        var advance: Double
        /// Breakable white space that hangs past the end of a line (not no-break spaces).
        var isHangingSpace: Bool
        /// For one printable ASCII character in the system stand-in face: its index from U+0020
        /// (a tabular digit counts as "0"), whose width `SystemFontTuning` sets to SF Pro's; else -1.
        var systemIndex: Int = -1
        /// The kerning HarfBuzz applied to that character, in ems of the face.
        var kerning: Double = 0
        /// Its bidirectional class (`Bidi`), from its first scalar.
        var bidiClass: Bidi.Class = .left
        /// Shaped right to left: its glyphs are stored in logical order and drawn reversed.
        var isRightToLeft = false
    }

    let scalars: [Unicode.Scalar]
    /// `faces[0]` is the descriptor's own face; fallbacks follow.
    let faces: [FontFace]
    let glyphs: [UInt32]
    let advances: [Double]
    let xOffsets: [Double]
    let yOffsets: [Double]
    let clusters: [Cluster]
    /// Whether any cluster is right-to-left or shaped so (`Bidi` reorders only then).
    let hasRightToLeft: Bool

    init(string: String, font: FontDescriptor, library: FontLibrary) {
        let primary = library.face(for: font)
        var faces = [primary]
        var scalars: [Unicode.Scalar] = []
        var faceOfScalar: [Int] = []
        scalars.reserveCapacity(string.unicodeScalars.count)
        faceOfScalar.reserveCapacity(string.unicodeScalars.count)
        // 1. A face per character.
        for character in string {
            let face = ShapedText.face(for: character, primary: primary, font: font, library: library)
            let faceIndex = faces.firstIndex(of: face) ?? { faces.append(face); return faces.count - 1 }()
            for scalar in character.unicodeScalars {
                scalars.append(scalar)
                faceOfScalar.append(faceIndex)
            }
        }
        // 2. Shape each segment of one face and one direction; 3. group glyphs into clusters.
        let codes = scalars.map { $0.value }
        // Right-to-left letters start right-to-left segments; neutrals and numbers stay in the
        // segment they follow.
        var rightToLeft = [Bool](repeating: false, count: scalars.count)
        var current = false
        for (index, scalar) in scalars.enumerated() {
            switch Bidi.classify(scalar) {
            case .right: current = true
            case .left: current = false
            case .number, .neutral: break
            }
            rightToLeft[index] = current
        }
        var glyphs: [UInt32] = [], advances: [Double] = [], xOffsets: [Double] = [], yOffsets: [Double] = []
        var clusters: [Cluster] = []
        var segmentStart = 0
        while segmentStart < scalars.count {
            let faceIndex = faceOfScalar[segmentStart]
            var segmentEnd = segmentStart + 1
            let direction = rightToLeft[segmentStart]
            while segmentEnd < scalars.count && faceOfScalar[segmentEnd] == faceIndex && rightToLeft[segmentEnd] == direction {
                segmentEnd += 1
            }
            let face = faces[faceIndex]
            let shaped = face.harfBuzz.shape(codes, range: segmentStart..<segmentEnd, features: face.features.isEmpty ? font.features : face.features + font.features,
                                             rightToLeft: direction)
            let perEm = 1 / Double(face.unitsPerEm)
            var index = 0
            while index < shaped.ids.count {
                let clusterValue = shaped.clusters[index]
                var end = index + 1
                while end < shaped.ids.count && shaped.clusters[end] == clusterValue { end += 1 }
                let scalarEnd = end < shaped.ids.count ? shaped.clusters[end] : segmentEnd
                var advance = 0.0
                for glyph in index..<end {
                    glyphs.append(shaped.ids[glyph])
                    advances.append(Double(shaped.advances[glyph]) * perEm)
                    xOffsets.append(Double(shaped.xOffsets[glyph]) * perEm)
                    yOffsets.append(Double(shaped.yOffsets[glyph]) * perEm)
                    advance += Double(shaped.advances[glyph]) * perEm
                }
                let range = clusterValue..<max(clusterValue + 1, scalarEnd)
                var cluster = Cluster(
                    scalarStart: range.lowerBound, scalarEnd: range.upperBound,
                    glyphStart: glyphs.count - (end - index), glyphEnd: glyphs.count,
                    face: faceIndex, advance: advance,
                    isHangingSpace: scalars[range].allSatisfy(LineBreakRules.isHangingSpace))
                cluster.bidiClass = Bidi.classify(scalars[range.lowerBound])
                cluster.isRightToLeft = direction
                if face.tuning != nil, range.count == 1, end - index == 1, (0x20...0x7E).contains(codes[range.lowerBound]) {
                    var code = codes[range.lowerBound]
                    if font.monospacedDigit && (0x30...0x39).contains(code) { code = 0x30 }
                    cluster.systemIndex = Int(code) - 0x20
                    cluster.kerning = Double(shaped.advances[index] - face.harfBuzz.nominalAdvance(of: shaped.ids[index])) * perEm
                }
                if font.isSymbolFace, end - index == 1, let ink = face.outline(of: shaped.ids[index])?.horizontalInk,
                   ink.upperBound > ink.lowerBound {
                    // An SF Symbol stand-in is as wide as its ink (`SymbolCatalog`, step 4).
                    let last = glyphs.count - 1
                    xOffsets[last] -= ink.lowerBound
                    advances[last] = ink.upperBound - ink.lowerBound
                    cluster.advance = advances[last]
                }
                clusters.append(cluster)
                index = end
            }
            segmentStart = segmentEnd
        }
        self.scalars = scalars
        self.faces = faces
        self.glyphs = glyphs
        self.advances = advances
        self.xOffsets = xOffsets
        self.yOffsets = yOffsets
        self.clusters = clusters
        hasRightToLeft = clusters.contains { $0.isRightToLeft || $0.bidiClass == .right }
    }

    /// Total advance in ems.
    var advance: Double { clusters.reduce(0) { $0 + $1.advance } }

    private static func face(for character: Character, primary: FontFace, font: FontDescriptor,
                             library: FontLibrary) -> FontFace {
        // Emoji are drawn from the colour emoji face, as iOS draws them from Apple Color Emoji,
        // even where the primary face has a plain glyph for the character (a heart with U+FE0F).
        if isEmoji(character), let emoji = library.emojiFace,
           character.unicodeScalars.allSatisfy({ isInvisible($0) || emoji.covers($0) }) {
            return emoji
        }
        guard let missing = character.unicodeScalars.first(where: { !isInvisible($0) && !primary.covers($0) }) else {
            return primary
        }
        if let fallback = library.fallbackFace(for: missing, near: font), fallback.covers(missing) {
            return fallback
        }
        // With no font at all every character is missing; the one warning about that suffices.
        guard primary.path != LastResortFont.path else { return primary }
        let code = String(missing.value, radix: 16, uppercase: true)
        TextWarnings.shared.warnOnce(key: "missing-glyph:\(missing.value)",
            "no installed font has a glyph for U+\(code); drawing a box. Install a font that covers it (`fc-list ':charset=\(code.lowercased())'` lists fonts that do).")
        return primary
    }

    /// A character shown as an emoji (Unicode Technical Standard #51, "Presentation Style"):
    /// one whose first scalar is emoji by default (😀, 📝, a regional-indicator flag), or any
    /// emoji asked for with the emoji variation selector U+FE0F or made a keycap with U+20E3;
    /// U+FE0E asks for text.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, !scalars.contains(where: { $0.value == 0xFE0E }) else { return false }
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return first.properties.isEmoji }
        return first.properties.isEmojiPresentation
    }

    /// Scalars that draw nothing (joiners, variation selectors, controls): a face need not have
    /// them for the character to be "covered".
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }
}
