import Foundation

extension UIImage {
    /// The traits an image is looked up with (Apple: "UIImage.Configuration"); Easel's lookups
    /// read only the trait collection's interface style.
    open class Configuration: @unchecked Sendable {
        public var traitCollection: UITraitCollection?
        public init() {}
        public init(traitCollection: UITraitCollection?) { self.traitCollection = traitCollection }
    }

    /// A symbol image's size and weight (Apple: "UIImage.SymbolConfiguration"). Kept; `UIImage(systemName:)`
    /// draws no symbols in Easel (`Image(systemName:)` does).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public private(set) var pointSize: CGFloat = 0
        public private(set) var weight: SymbolWeight = .unspecified
        public private(set) var scale: SymbolScale = .default

        public init(pointSize: CGFloat) { self.pointSize = pointSize; super.init() }
        public init(weight: SymbolWeight) { self.weight = weight; super.init() }
        public init(scale: SymbolScale) { self.scale = scale; super.init() }
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale = .default) {
            (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
            super.init()
        }
    }

    /// Apple: "UIImage.SymbolWeight".
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// Apple: "UIImage.SymbolScale".
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large
    }

    /// The image set `name` of a bundle's catalogs with a configuration's traits (Apple:
    /// "init(named:in:with:)", as design systems load their images from `Bundle.module`).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    }

    /// Apple: "init(systemName:withConfiguration:)"; nil, as `init(systemName:)`, said once.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
    }
}
