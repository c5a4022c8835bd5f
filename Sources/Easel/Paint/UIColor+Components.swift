import Foundation

/// A colour's components, as UIKit hands them out (in the light appearance, which a view that
/// asks outside a trait environment gets on iOS too). Apple: "getRed(_:green:blue:alpha:)",
/// "getHue(_:saturation:brightness:alpha:)", "getWhite(_:alpha:)"; each returns whether the
/// colour could be converted, which an RGB colour always can.
extension UIColor {
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let components = color.resolve(in: .light)
        red?.pointee = CGFloat(components.red)
        green?.pointee = CGFloat(components.green)
        blue?.pointee = CGFloat(components.blue)
        alpha?.pointee = CGFloat(components.alpha)
        return true
    }

    /// Hue, saturation and brightness (HSB, hue in 0...1), by the usual hexcone conversion.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let components = color.resolve(in: .light)
        let (r, g, b) = (components.red, components.green, components.blue)
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var h = 0.0
        if delta > 0 {
            if maximum == r {
                h = (g - b) / delta + (g < b ? 6 : 0)
            } else if maximum == g {
                h = (b - r) / delta + 2
            } else {
                h = (r - g) / delta + 4
            }
            h /= 6
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum == 0 ? 0 : delta / maximum)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(components.alpha)
        return true
    }

    /// The grey level: the mean of the components (UIKit's conversion to its grey colour space
    /// is close to it for neutral colours, which is what code asks this of).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let components = color.resolve(in: .light)
        white?.pointee = CGFloat((components.red + components.green + components.blue) / 3)
        alpha?.pointee = CGFloat(components.alpha)
        return true
    }
}
