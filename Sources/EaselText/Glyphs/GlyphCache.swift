import Foundation

/// Glyph coverage masks per (face, glyph, pixel size, quarter-pixel horizontal offset), shared by
/// every renderer thread.
///
/// Text is positioned in fractional points; one mask per glyph would snap each glyph to whole
/// pixels and make spacing uneven. Four horizontal phases (as Skia's glyph cache uses) keep
/// spacing within 1/8 pixel while a glyph costs at most four renders per size.
/// Vertically, baselines are expected on whole device pixels, so there is no vertical phase.
///
/// Thread-safe: a lock around the dictionary; rendering runs outside it (FreeType work is
/// serialised per face by `FreeTypeFace`). Two threads asking for the same new glyph may both
/// render it; the second result replaces the identical first.
public final class GlyphCache: @unchecked Sendable {
    public static let shared = GlyphCache()

    /// Horizontal phases per pixel.
    public static let subpixelSteps = 4
    /// Masks kept before the cache is emptied (a few screens of text at several sizes; about
    /// 40 MB of coverage at 17 pt × 3).
    public static let capacity = 40_000

    private struct Key: Hashable {
        var face: Int
        var glyph: UInt32
        /// Pixel size in 1/64 px, FreeType's 26.6 resolution.
        var pixelSize64: Int
        var phase: Int
    }

    private let lock = NSLock()
    private var masks: [Key: GlyphMask?] = [:]
    private var colorGlyphs: [Key: ColorGlyph?] = [:]
    private var hitCount = 0
    private var missCount = 0

    public init() {}

    /// Requests answered from the cache.
    public var hits: Int { lock.lock(); defer { lock.unlock() }; return hitCount }
    /// Requests that rendered a glyph.
    public var misses: Int { lock.lock(); defer { lock.unlock() }; return missCount }

    /// Splits a glyph origin's device x into the whole pixel the mask's origin sits on and the
    /// quarter-pixel phase to render with, so that `wholePixel + phase` is `deviceX` rounded to
    /// the nearest quarter: pass `phase` to `mask(face:glyph:pixelSize:subpixelX:)` and place the
    /// mask at `wholePixel + mask.left`.
    public static func placement(deviceX: CGFloat) -> (wholePixel: Int, phase: CGFloat) {
        let quarters = (Double(deviceX) * Double(subpixelSteps)).rounded()
        let whole = (quarters / Double(subpixelSteps)).rounded(.down)
        return (Int(whole), CGFloat(quarters / Double(subpixelSteps) - whole))
    }

    /// The coverage mask of `glyph` of `face` at `pixelSize` device pixels per em (point size ×
    /// display scale), its outline shifted right by `subpixelX` pixels (rounded to a quarter,
    /// within 0..<1). Nil for glyphs without ink (spaces) and, after one warning, for glyphs
    /// FreeType cannot render.
    public func mask(face: FontFace, glyph: UInt32, pixelSize: CGFloat, subpixelX: CGFloat) -> GlyphMask? {
        let phase = ((Int((Double(subpixelX) * Double(Self.subpixelSteps)).rounded()) % Self.subpixelSteps)
            + Self.subpixelSteps) % Self.subpixelSteps
        let key = Key(face: face.id, glyph: glyph, pixelSize64: Int((Double(pixelSize) * 64).rounded()), phase: phase)
        return lookUp(key, in: \.masks, capacity: Self.capacity) {
            face.freeType.render(glyph: glyph, pixelSize: Double(key.pixelSize64) / 64,
                                 subpixelX: Double(phase) / Double(Self.subpixelSteps),
                                 roundingRadius: face.roundingRadius, widthScale: face.widthScale) { reason in
                TextWarnings.shared.warnOnce(key: "render:\(face.path):\(glyph)",
                    "glyph \(glyph) of \(face.path) could not be rendered (\(reason)); it is left out")
            }
        }
    }

    /// The colour bitmap of `glyph` of a colour face (an emoji), rendered once at the face's
    /// strike; nil for glyphs without a bitmap and, after one warning, those FreeType cannot load.
    public func colorGlyph(face: FontFace, glyph: UInt32) -> ColorGlyph? {
        lookUp(Key(face: face.id, glyph: glyph, pixelSize64: 0, phase: 0), in: \.colorGlyphs, capacity: Self.colorCapacity) {
            face.freeType.renderColor(glyph: glyph) { reason in
                TextWarnings.shared.warnOnce(key: "render-color:\(face.path):\(glyph)",
                    "colour glyph \(glyph) of \(face.path) could not be rendered (\(reason)); it is left out")
            }
        }
    }

    /// The entry of `table` for `key`, made (outside the lock) and kept on a miss; the table is
    /// emptied when it holds `capacity` entries.
    private func lookUp<Value>(_ key: Key, in table: ReferenceWritableKeyPath<GlyphCache, [Key: Value?]>, capacity: Int,
                               make: () -> Value?) -> Value? {
        lock.lock()
        if let known = self[keyPath: table][key] {
            hitCount += 1
            lock.unlock()
            return known
        }
        missCount += 1
        lock.unlock()
        let made = make()
        lock.lock()
        if self[keyPath: table].count >= capacity { self[keyPath: table].removeAll(keepingCapacity: true) }
        self[keyPath: table][key] = .some(made)
        lock.unlock()
        return made
    }

    /// Colour glyphs kept before they are emptied (each about 136 × 128 pixels, 70 KB).
    static let colorCapacity = 1_000

    /// Empties the cache and zeroes the counters.
    public func removeAll() {
        lock.lock(); defer { lock.unlock() }
        masks.removeAll()
        colorGlyphs.removeAll()
        hitCount = 0
        missCount = 0
    }
}
