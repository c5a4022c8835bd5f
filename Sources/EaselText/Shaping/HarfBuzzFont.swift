import CHarfBuzz
import Foundation

/// The one place EaselText talks to HarfBuzz: shaping Unicode scalars into positioned glyphs
/// with one font's OpenType tables (kerning, ligatures, mark placement).
///
/// The font is built from the file's bytes with HarfBuzz's own OpenType functions, not through
/// FreeType, so shaping needs no FreeType lock. Its scale is left at units per em: positions come
/// out in font units, independent of point size, so one shaping result serves every size (no
/// hinting anywhere, so advances scale linearly). A HarfBuzz font made immutable may be shared
/// between threads ("hb_font_make_immutable", HarfBuzz manual, "Object model").
final class HarfBuzzFont: @unchecked Sendable {
    /// Shaping output in logical order, positions in font units (y up).
    struct Glyphs {
        var ids: [UInt32] = []
        /// Index, in the scalar array given to `shape`, of the first scalar of each glyph's cluster.
        var clusters: [Int] = []
        var advances: [Int32] = []
        var xOffsets: [Int32] = []
        var yOffsets: [Int32] = []
    }

    let unitsPerEm: Int
    private let font: OpaquePointer

    init(path: String, index: Int) throws {
        let bytes = LastResortFont.storage
        let memoryBlob = path == LastResortFont.path
            ? hb_blob_create(UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                             HB_MEMORY_MODE_READONLY, nil, nil)
            : nil
        guard let blob = memoryBlob ?? hb_blob_create_from_file_or_fail(path) else {
            throw FontError(message: "HarfBuzz could not read '\(path)'; check that the font file exists and is readable")
        }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, UInt32(index))
        defer { hb_face_destroy(face) }
        let upem = Int(hb_face_get_upem(face))
        guard hb_face_get_glyph_count(face) > 0, upem > 0, let font = hb_font_create(face) else {
            throw FontError(message: "HarfBuzz found no glyphs in face \(index) of '\(path)'; the file is not an OpenType font")
        }
        hb_font_make_immutable(font)
        self.font = font
        self.unitsPerEm = upem
    }

    deinit { hb_font_destroy(font) }

    /// A glyph's own advance (`hmtx`), in font units, before kerning.
    func nominalAdvance(of glyph: UInt32) -> Int32 { hb_font_get_glyph_h_advance(font, glyph) }

    /// Shapes `scalars[range]` left to right, with the whole array as context (so a segment cut
    /// out of a longer run still joins and kerns with its neighbours where the script needs it).
    /// `features` are OpenType feature strings in HarfBuzz syntax, e.g. "tnum".
    ///
    /// Right-to-left segments (Hebrew, Arabic) are shaped right to left, as their fonts'
    /// tables expect, and the output is put back in logical order (first scalar first), which
    /// is what line breaking works in; `Bidi` reorders each line for display.
    func shape(_ scalars: [UInt32], range: Range<Int>, features: [String], rightToLeft: Bool = false) -> Glyphs {
        guard let buffer = hb_buffer_create() else { return Glyphs() }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count),
                                UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        var parsed = features.compactMap { name -> hb_feature_t? in
            var feature = hb_feature_t()
            return hb_feature_from_string(name, -1, &feature) != 0 ? feature : nil
        }
        hb_shape(font, buffer, &parsed, UInt32(parsed.count))

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return Glyphs() }
        var glyphs = Glyphs()
        let total = Int(count)
        glyphs.ids.reserveCapacity(total)
        glyphs.clusters.reserveCapacity(total)
        glyphs.advances.reserveCapacity(total)
        glyphs.xOffsets.reserveCapacity(total)
        glyphs.yOffsets.reserveCapacity(total)
        for index in 0..<total {
            glyphs.ids.append(infos[index].codepoint)
            glyphs.clusters.append(Int(infos[index].cluster))
            glyphs.advances.append(positions[index].x_advance)
            glyphs.xOffsets.append(positions[index].x_offset)
            glyphs.yOffsets.append(positions[index].y_offset)
        }
        if rightToLeft {
            glyphs.ids.reverse()
            glyphs.clusters.reverse()
            glyphs.advances.reverse()
            glyphs.xOffsets.reverse()
            glyphs.yOffsets.reverse()
        }
        return glyphs
    }
}
