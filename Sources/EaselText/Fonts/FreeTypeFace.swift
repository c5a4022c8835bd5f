import CFreeType
import Foundation

/// The one place EaselText talks to FreeType: a face's tables in font units, its character map,
/// and rendering one glyph outline to an 8-bit coverage mask.
///
/// Each face owns its own `FT_Library`: FreeType's documentation (API reference, "FreeType
/// Base Interface", thread-safety notes) allows different threads to use different libraries,
/// but not one face or library from two threads at once. A library per face lets two faces
/// render on two threads without sharing anything; all calls on one face go through `lock`.
final class FreeTypeFace {
    /// The values of a face's `head`, `hhea`, `OS/2` and `post` tables that text layout needs,
    /// in font units (y up, as the tables store them).
    struct Tables {
        var unitsPerEm: Int
        /// `hhea` ascender; Core Text also lays lines out with `hhea`, so lines match iOS.
        var ascender: Int
        /// `hhea` descender, negative below the baseline as stored.
        var descender: Int
        var lineGap: Int
        var capHeight: Int
        var xHeight: Int
        /// The centre of the underline stroke, negative below the baseline: FreeType's
        /// `underline_position`, which is `post.underlinePosition` (the stroke's top, per the
        /// OpenType spec) minus half of `post.underlineThickness`.
        var underlinePosition: Int
        var underlineThickness: Int
        /// `OS/2.yStrikeoutPosition`: the top of the strikeout stroke above the baseline.
        var strikeoutPosition: Int
        var strikeoutSize: Int
        var familyName: String
        var styleName: String
    }

    let tables: Tables
    private let library: FT_Library
    private let face: FT_Face
    private let lock = NSLock()

    /// Opens face `index` of the font file at `path`; throws, quoting FreeType's error code, when
    /// the file is missing or not a font.
    init(path: String, index: Int) throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontError(message: "FreeType could not start (FT_Init_FreeType failed); text cannot be drawn")
        }
        var face: FT_Face?
        let error: FT_Error
        if path == LastResortFont.path {
            let bytes = LastResortFont.storage
            error = FT_New_Memory_Face(library, bytes.baseAddress, FT_Long(bytes.count), FT_Long(index), &face)
        } else {
            error = FT_New_Face(library, path, FT_Long(index), &face)
        }
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw FontError(message: "FreeType could not open face \(index) of '\(path)' (FT_New_Face error \(error)); check that the file exists and is a TrueType/OpenType font")
        }
        self.library = library
        self.face = face
        self.tables = FreeTypeFace.readTables(face)
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The glyph FreeType's character map gives `scalar`, 0 (`.notdef`) when the face lacks it.
    func glyphIndex(for scalar: UInt32) -> UInt32 {
        lock.lock(); defer { lock.unlock() }
        return FT_Get_Char_Index(face, FT_ULong(scalar))
    }

    /// Renders `glyph` at `pixelSize` pixels per em, shifted right by `subpixelX` pixels
    /// (0 ≤ x < 1), unhinted and anti-aliased to 8 bits. Nil when the glyph has no ink (a space)
    /// or FreeType fails; `failure` receives FreeType's reason for the latter.
    /// With a `roundingRadius` (font units), the glyph's convex corners are rounded first
    /// (`GlyphOutline.rounded(radius:)`, the rounded design); with a `widthScale`, the glyph is
    /// that much narrower or wider (a condensed or expanded width).
    func render(glyph: UInt32, pixelSize: Double, subpixelX: Double, roundingRadius: Double = 0, widthScale: Double = 1,
                failure: (String) -> Void) -> GlyphMask? {
        lock.lock(); defer { lock.unlock() }
        if roundingRadius > 0 || widthScale != 1, let elements = loadOutline(of: glyph) {
            return renderOutline(GlyphOutline.reshaped(elements, roundingRadius: roundingRadius, widthScale: widthScale),
                                 scale: pixelSize / Double(tables.unitsPerEm), subpixelX: subpixelX, failure: failure)
        }
        // FT_Set_Char_Size at 72 dpi makes points equal pixels, and takes 26.6 fixed point so
        // fractional pixel sizes (17 pt × 3 = 51 px, 13 pt × 2.5 = 32.5 px) render exactly.
        let size26Dot6 = FT_F26Dot6((pixelSize * 64).rounded())
        var error = FT_Set_Char_Size(face, 0, size26Dot6, 72, 72)
        guard error == 0 else {
            failure("FT_Set_Char_Size(\(pixelSize) px) failed with error \(error)")
            return nil
        }
        // No hinting: Core Text draws unhinted outlines at fractional positions, so glyphs keep
        // the designed shapes and advances scale linearly with size (the layout's advances,
        // taken from HarfBuzz at design size, then match what is drawn). NO_BITMAP skips
        // embedded bitmap strikes, which would not scale smoothly.
        let loadFlags = FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        error = FT_Load_Glyph(face, FT_UInt(glyph), loadFlags)
        guard error == 0, let slot = face.pointee.glyph else {
            failure("FT_Load_Glyph(\(glyph)) failed with error \(error)")
            return nil
        }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos((subpixelX * 64).rounded()), 0)
        }
        error = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
        guard error == 0 else {
            failure("FT_Render_Glyph(\(glyph)) failed with error \(error)")
            return nil
        }
        return FreeTypeFace.mask(of: slot)
    }

    /// Whether the face's glyphs are colour bitmaps in fixed strikes (CBDT, as Noto Color
    /// Emoji's): drawn with `renderColor(glyph:failure:)` and scaled, not as outlines.
    var hasColorBitmaps: Bool {
        lock.lock(); defer { lock.unlock() }
        return face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && face.pointee.num_fixed_sizes > 0
    }

    /// `glyph` as a colour bitmap at the face's largest strike (FreeType, "FT_LOAD_COLOR":
    /// premultiplied BGRA rows, which read as 0xAARRGGBB words). Nil when the glyph has no
    /// bitmap or FreeType fails; `failure` receives FreeType's reason for the latter.
    func renderColor(glyph: UInt32, failure: (String) -> Void) -> ColorGlyph? {
        lock.lock(); defer { lock.unlock() }
        let count = Int(face.pointee.num_fixed_sizes)
        guard count > 0, let sizes = face.pointee.available_sizes else { return nil }
        var best = 0
        for index in 1..<max(count, 1) where sizes[index].y_ppem > sizes[best].y_ppem { best = index }
        var error = FT_Select_Size(face, FT_Int(best))
        guard error == 0 else {
            failure("FT_Select_Size(\(best)) failed with error \(error)")
            return nil
        }
        error = FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_COLOR))
        guard error == 0, let slot = face.pointee.glyph else {
            failure("FT_Load_Glyph(\(glyph), FT_LOAD_COLOR) failed with error \(error)")
            return nil
        }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0,
              let buffer = bitmap.buffer else { return nil }
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let source = buffer + row * pitch
            for column in 0..<width {
                let byte = source + column * 4
                pixels[row * width + column] = UInt32(byte[3]) << 24 | UInt32(byte[2]) << 16 | UInt32(byte[1]) << 8 | UInt32(byte[0])
            }
        }
        return ColorGlyph(width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                          pixelsPerEm: Double(sizes[best].y_ppem) / 64, pixels: pixels)
    }

    /// The outline of `glyph` in font units, as `FT_Outline_Decompose` walks it (conic arcs
    /// are quadratic Béziers); nil when the glyph has no outline or FreeType fails.
    func outline(of glyph: UInt32) -> [GlyphOutline.Element]? {
        lock.lock(); defer { lock.unlock() }
        return loadOutline(of: glyph)
    }

    /// `outline(of:)`, with the lock held.
    private func loadOutline(of glyph: UInt32) -> [GlyphOutline.Element]? {
        guard FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        final class Collector {
            var elements: [GlyphOutline.Element] = []
            var isOpen = false
        }
        func point(_ vector: UnsafePointer<FT_Vector>?) -> CGPoint {
            guard let vector else { return .zero }
            return CGPoint(x: CGFloat(vector.pointee.x), y: CGFloat(vector.pointee.y))
        }
        func collector(_ user: UnsafeMutableRawPointer?) -> Collector {
            Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue()
        }
        var functions = FT_Outline_Funcs(
            move_to: { to, user in
                let collector = collector(user)
                if collector.isOpen { collector.elements.append(.close) }
                collector.elements.append(.move(point(to)))
                collector.isOpen = true
                return 0
            },
            line_to: { to, user in
                collector(user).elements.append(.line(point(to)))
                return 0
            },
            conic_to: { control, to, user in
                collector(user).elements.append(.quadCurve(to: point(to), control: point(control)))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                collector(user).elements.append(.curve(to: point(to), control1: point(control1), control2: point(control2)))
                return 0
            },
            shift: 0, delta: 0)
        let collected = Collector()
        let status = withExtendedLifetime(collected) {
            FT_Outline_Decompose(&slot.pointee.outline, &functions, Unmanaged.passUnretained(collected).toOpaque())
        }
        guard status == 0 else { return nil }
        if collected.isOpen { collected.elements.append(.close) }
        return collected.elements.isEmpty ? nil : collected.elements
    }

    /// Renders an outline in font units at `scale` pixels per unit, shifted right by
    /// `subpixelX` pixels, as `render` renders a glyph: FreeType's anti-aliased rasterizer
    /// (`FT_Outline_Get_Bitmap`) over an outline built from the elements, on-curve points
    /// tagged on and Bézier controls conic or cubic (FreeType API reference, "FT_Outline").
    private func renderOutline(_ elements: [GlyphOutline.Element], scale: Double, subpixelX: Double,
                               failure: (String) -> Void) -> GlyphMask? {
        var points: [FT_Vector] = [], tags: [CChar] = [], ends: [Int] = []
        func add(_ point: CGPoint, _ tag: Int32) {
            points.append(FT_Vector(x: FT_Pos((Double(point.x) * scale + subpixelX) * 64), y: FT_Pos(Double(point.y) * scale * 64)))
            tags.append(CChar(tag))
        }
        for element in elements {
            switch element {
            case .move(let point): add(point, FT_CURVE_TAG_ON)
            case .line(let point): add(point, FT_CURVE_TAG_ON)
            case .quadCurve(let point, let control):
                add(control, FT_CURVE_TAG_CONIC)
                add(point, FT_CURVE_TAG_ON)
            case .curve(let point, let control1, let control2):
                add(control1, FT_CURVE_TAG_CUBIC)
                add(control2, FT_CURVE_TAG_CUBIC)
                add(point, FT_CURVE_TAG_ON)
            case .close:
                if let last = ends.last, last == points.count - 1 { continue }
                ends.append(points.count - 1)
            }
        }
        guard !points.isEmpty, points.count < Int(Int16.max), !ends.isEmpty else { return nil }
        var contours = ends.map { numericCast($0) as Int16 }
        return points.withUnsafeMutableBufferPointer { pointBuffer in
            tags.withUnsafeMutableBufferPointer { tagBuffer in
                contours.withUnsafeMutableBufferPointer { contourBuffer in
                    var outline = FT_Outline()
                    outline.n_points = numericCast(pointBuffer.count)
                    outline.n_contours = numericCast(contourBuffer.count)
                    outline.points = pointBuffer.baseAddress
                    outline.tags = tagBuffer.baseAddress
                    // `short *` before FreeType 2.13.3, `unsigned short *` since: the same bytes.
                    func bind<Index>(_ pointer: inout UnsafeMutablePointer<Index>?) {
                        pointer = UnsafeMutableRawPointer(contourBuffer.baseAddress).map { $0.assumingMemoryBound(to: Index.self) }
                    }
                    bind(&outline.contours)
                    outline.flags = FT_OUTLINE_NONE
                    var box = FT_BBox()
                    FT_Outline_Get_CBox(&outline, &box)
                    let left = Int((Double(box.xMin) / 64).rounded(.down)), bottom = Int((Double(box.yMin) / 64).rounded(.down))
                    let right = Int((Double(box.xMax) / 64).rounded(.up)), top = Int((Double(box.yMax) / 64).rounded(.up))
                    let width = right - left, height = top - bottom
                    guard width > 0, height > 0, width < 1 << 14, height < 1 << 14 else { return nil }
                    FT_Outline_Translate(&outline, FT_Pos(-left * 64), FT_Pos(-bottom * 64))
                    var coverage = [UInt8](repeating: 0, count: width * height)
                    let error = coverage.withUnsafeMutableBufferPointer { pixels -> FT_Error in
                        var bitmap = FT_Bitmap()
                        bitmap.rows = numericCast(height)
                        bitmap.width = numericCast(width)
                        bitmap.pitch = numericCast(width)
                        bitmap.buffer = pixels.baseAddress
                        bitmap.num_grays = 256
                        bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
                        return FT_Outline_Get_Bitmap(library, &outline, &bitmap)
                    }
                    guard error == 0 else {
                        failure("FT_Outline_Get_Bitmap failed with error \(error)")
                        return nil
                    }
                    return GlyphMask(width: width, height: height, left: left, top: top, coverage: coverage)
                }
            }
        }
    }

    /// Copies the slot's bitmap into a tightly packed coverage array (FreeType's rows are
    /// `pitch` bytes apart and a negative pitch means bottom-up rows).
    private static func mask(of slot: FT_GlyphSlot) -> GlyphMask? {
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return nil }
        let pitch = Int(bitmap.pitch)
        let isMonochrome = bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_MONO.rawValue)
        var coverage = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
            for column in 0..<width {
                if isMonochrome {
                    let bit = (source[column >> 3] >> (7 - UInt8(column & 7))) & 1
                    coverage[row * width + column] = bit == 1 ? 255 : 0
                } else {
                    coverage[row * width + column] = source[column]
                }
            }
        }
        return GlyphMask(width: width, height: height,
                         left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                         coverage: coverage)
    }

    /// Reads the tables once. Cap and x height come from `OS/2` version 2+; older fonts get the
    /// height of the outlines of "H" and "x", as the OpenType spec suggests for sCapHeight.
    private static func readTables(_ face: FT_Face) -> Tables {
        let record = face.pointee
        var tables = Tables(
            unitsPerEm: Int(record.units_per_EM), ascender: Int(record.ascender),
            descender: Int(record.descender),
            lineGap: Int(record.height) - Int(record.ascender) + Int(record.descender),
            capHeight: 0, xHeight: 0,
            underlinePosition: Int(record.underline_position),
            underlineThickness: Int(record.underline_thickness),
            strikeoutPosition: 0, strikeoutSize: 0,
            familyName: record.family_name.map { String(cString: $0) } ?? "",
            styleName: record.style_name.map { String(cString: $0) } ?? "")
        // FreeType leaves `units_per_EM` at 0 for faces without outlines (a colour bitmap font
        // such as Noto Color Emoji); the `head` table still has it.
        if tables.unitsPerEm <= 0, let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD) {
            tables.unitsPerEm = Int(raw.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
        }
        if tables.unitsPerEm <= 0 { tables.unitsPerEm = 2048 }
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            tables.ascender = Int(hhea.Ascender)
            tables.descender = Int(hhea.Descender)
            tables.lineGap = Int(hhea.Line_Gap)
        }
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version != 0xFFFF {
                tables.strikeoutPosition = Int(os2.yStrikeoutPosition)
                tables.strikeoutSize = Int(os2.yStrikeoutSize)
                if os2.version >= 2 {
                    tables.capHeight = Int(os2.sCapHeight)
                    tables.xHeight = Int(os2.sxHeight)
                }
            }
        }
        if tables.capHeight <= 0 { tables.capHeight = outlineTop(face, "H") ?? tables.ascender * 7 / 10 }
        if tables.xHeight <= 0 { tables.xHeight = outlineTop(face, "x") ?? tables.capHeight * 7 / 10 }
        if tables.underlineThickness <= 0 { tables.underlineThickness = max(1, tables.unitsPerEm / 20) }
        if tables.strikeoutSize <= 0 { tables.strikeoutSize = tables.underlineThickness }
        if tables.strikeoutPosition <= 0 {
            tables.strikeoutPosition = (tables.xHeight + tables.strikeoutSize) / 2
        }
        return tables
    }

    /// The top of a character's outline above the baseline in font units (unscaled load).
    private static func outlineTop(_ face: FT_Face, _ character: Unicode.Scalar) -> Int? {
        let glyph = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard glyph != 0, FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0,
              let slot = face.pointee.glyph else { return nil }
        let top = Int(slot.pointee.metrics.horiBearingY)
        return top > 0 ? top : nil
    }
}
