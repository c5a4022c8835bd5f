/// 8-bit premultiplied pixel arithmetic on packed 0xAARRGGBB words.
///
/// Two channels are processed per multiply (red/blue in the even bytes, alpha/green in the
/// odd ones), the classic "two channels in one register" trick of cairo's pixman and Skia's
/// legacy blitters. Division by 255 is exact with rounding: `(v + 128 + ((v + 128) >> 8)) >> 8`
/// (Jim Blinn, "Three wrongs make a right", 1995).
enum PixelMath {
    /// Each channel of `pixel` times `factor`/255, rounded to nearest.
    @inline(__always)
    static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var redBlue = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var alphaGreen = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        alphaGreen = (alphaGreen &+ ((alphaGreen >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return redBlue | alphaGreen
    }

    /// Porter–Duff source-over of premultiplied pixels: `source + destination·(1 − αs)`.
    @inline(__always)
    static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: 255 &- (source >> 24))
    }

    /// `a·b/255` rounded, for 8-bit coverages.
    @inline(__always)
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        let product = UInt32(a) &* UInt32(b) &+ 128
        return UInt8(truncatingIfNeeded: (product &+ (product >> 8)) >> 8)
    }
}
