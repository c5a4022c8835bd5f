// `import CoreGraphics` on Linux: CoreGraphics' geometry as SwiftUI code uses it. `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect` are Foundation's on Linux; the transform, path, image and
// line-style types are Easel's, with CoreGraphics' spelling.
@_exported import Foundation
@_exported import struct Easel.CGAffineTransform
@_exported import struct Easel.CGVector
@_exported import class Easel.CGPath
@_exported import class Easel.CGMutablePath
@_exported import enum Easel.CGPathFillRule
@_exported import enum Easel.CGLineCap
@_exported import enum Easel.CGLineJoin
@_exported import class Easel.CGImage
@_exported import class Easel.CGColor
