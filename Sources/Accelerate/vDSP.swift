// `import Accelerate` on Linux: vDSP's vector arithmetic and statistics, and vImage's buffers and
// format conversions, as image-comparison and audio-metering code uses them. Computed in plain
// Swift (no SIMD kernels): the same results, not Accelerate's speed. Not here: FFTs,
// convolutions, BNNS and BLAS/LAPACK (`import Accelerate` compiles; those names do not).
@_exported import Foundation
@_exported import CoreGraphics

/// Apple: "vDSP_Length", "vDSP_Stride".
public typealias vDSP_Length = UInt
public typealias vDSP_Stride = Int

/// The elements a vDSP function reads (Apple: "AccelerateBuffer", "AccelerateMutableBuffer").
public protocol AccelerateBuffer<Element> {
    associatedtype Element
    var count: Int { get }
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R
}

public protocol AccelerateMutableBuffer<Element>: AccelerateBuffer {
    mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R
}

extension Array: AccelerateMutableBuffer {}
extension ContiguousArray: AccelerateMutableBuffer {}
extension ArraySlice: AccelerateMutableBuffer {}
extension UnsafeBufferPointer: AccelerateBuffer {
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R { try body(self) }
}
extension UnsafeMutableBufferPointer: AccelerateMutableBuffer {
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(self))
    }
    public mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(&self)
    }
}

/// vDSP's Swift interface (Apple: "vDSP"), for `Float` and `Double` vectors.
public enum vDSP {
    static func elements<U: AccelerateBuffer>(_ vector: U) -> [U.Element] { vector.withUnsafeBufferPointer { Array($0) } }

    // Element-wise arithmetic; the shorter vector's length is used.
    public static func add<T: BinaryFloatingPoint, U: AccelerateBuffer, V: AccelerateBuffer>(_ a: U, _ b: V) -> [T]
        where U.Element == T, V.Element == T { zip(elements(a), elements(b)).map { $0 + $1 } }
    public static func add<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ scalar: T, _ vector: U) -> [T] where U.Element == T {
        elements(vector).map { $0 + scalar }
    }
    public static func subtract<T: BinaryFloatingPoint, U: AccelerateBuffer, V: AccelerateBuffer>(_ a: U, _ b: V) -> [T]
        where U.Element == T, V.Element == T { zip(elements(a), elements(b)).map { $0 - $1 } }
    public static func multiply<T: BinaryFloatingPoint, U: AccelerateBuffer, V: AccelerateBuffer>(_ a: U, _ b: V) -> [T]
        where U.Element == T, V.Element == T { zip(elements(a), elements(b)).map { $0 * $1 } }
    public static func multiply<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ scalar: T, _ vector: U) -> [T] where U.Element == T {
        elements(vector).map { $0 * scalar }
    }
    public static func divide<T: BinaryFloatingPoint, U: AccelerateBuffer, V: AccelerateBuffer>(_ a: U, _ b: V) -> [T]
        where U.Element == T, V.Element == T { zip(elements(a), elements(b)).map { $0 / $1 } }
    public static func divide<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ vector: U, _ scalar: T) -> [T] where U.Element == T {
        elements(vector).map { $0 / scalar }
    }
    public static func square<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ vector: U) -> [T] where U.Element == T {
        elements(vector).map { $0 * $0 }
    }
    public static func absolute<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ vector: U) -> [T] where U.Element == T {
        elements(vector).map { abs($0) }
    }
    public static func negative<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ vector: U) -> [T] where U.Element == T {
        elements(vector).map { -$0 }
    }
    public static func clip<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ vector: U, to bounds: ClosedRange<T>) -> [T] where U.Element == T {
        elements(vector).map { Swift.min(Swift.max($0, bounds.lowerBound), bounds.upperBound) }
    }

    // Reductions.
    public static func sum<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ vector: U) -> T where U.Element == T {
        elements(vector).reduce(0, +)
    }
    public static func mean<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ vector: U) -> T where U.Element == T {
        vector.count == 0 ? .nan : sum(vector) / T(vector.count)
    }
    public static func meanSquare<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ vector: U) -> T where U.Element == T {
        vector.count == 0 ? .nan : elements(vector).reduce(0) { $0 + $1 * $1 } / T(vector.count)
    }
    public static func rootMeanSquare<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ vector: U) -> T where U.Element == T {
        meanSquare(vector).squareRoot()
    }
    /// The population standard deviation (Apple: "standardDeviation(_:)", iOS 18).
    public static func standardDeviation<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ vector: U) -> T where U.Element == T {
        let average: T = mean(vector)
        guard vector.count > 0 else { return .nan }
        return (elements(vector).reduce(0) { $0 + ($1 - average) * ($1 - average) } / T(vector.count)).squareRoot()
    }
    public static func maximum<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ vector: U) -> T where U.Element == T {
        elements(vector).max() ?? -.infinity
    }
    public static func minimum<T: BinaryFloatingPoint, U: AccelerateBuffer>(_ vector: U) -> T where U.Element == T {
        elements(vector).min() ?? .infinity
    }
    public static func dot<T: BinaryFloatingPoint, U: AccelerateBuffer, V: AccelerateBuffer>(_ a: U, _ b: V) -> T
        where U.Element == T, V.Element == T { zip(elements(a), elements(b)).reduce(0) { $0 + $1.0 * $1.1 } }

    /// Evenly spaced values (Apple: "ramp(in:count:)").
    public static func ramp<T: BinaryFloatingPoint>(in range: ClosedRange<T>, count: Int) -> [T] {
        guard count > 1 else { return count == 1 ? [range.lowerBound] : [] }
        let step = (range.upperBound - range.lowerBound) / T(count - 1)
        return (0..<count).map { range.lowerBound + T($0) * step }
    }
}

/// Apple: "vDSP_vmul": c[i] = a[i] · b[i], with strides.
public func vDSP_vmul(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ ib: vDSP_Stride,
                      _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length) {
    for index in 0..<Int(n) { c[index * ic] = a[index * ia] * b[index * ib] }
}

/// Apple: "vDSP_vadd".
public func vDSP_vadd(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ ib: vDSP_Stride,
                      _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length) {
    for index in 0..<Int(n) { c[index * ic] = a[index * ia] + b[index * ib] }
}

/// Apple: "vDSP_vsub": c[i] = a[i] − b[i] — note vDSP's order: the first vector is subtracted
/// from the second (`vDSP_vsub(B, 1, A, 1, C, 1, n)` computes A − B).
public func vDSP_vsub(_ b: UnsafePointer<Float>, _ ib: vDSP_Stride, _ a: UnsafePointer<Float>, _ ia: vDSP_Stride,
                      _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length) {
    for index in 0..<Int(n) { c[index * ic] = a[index * ia] - b[index * ib] }
}

/// Apple: "vDSP_meanv", "vDSP_maxv", "vDSP_minv", "vDSP_sve", "vDSP_rmsqv".
public func vDSP_meanv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) {
    c.pointee = n == 0 ? .nan : (0..<Int(n)).reduce(Float(0)) { $0 + a[$1 * ia] } / Float(n)
}
public func vDSP_maxv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) {
    c.pointee = (0..<Int(n)).map { a[$0 * ia] }.max() ?? -.infinity
}
public func vDSP_minv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) {
    c.pointee = (0..<Int(n)).map { a[$0 * ia] }.min() ?? .infinity
}
public func vDSP_sve(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) {
    c.pointee = (0..<Int(n)).reduce(Float(0)) { $0 + a[$1 * ia] }
}
public func vDSP_rmsqv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) {
    c.pointee = n == 0 ? .nan : ((0..<Int(n)).reduce(Float(0)) { $0 + a[$1 * ia] * a[$1 * ia] } / Float(n)).squareRoot()
}

/// Apple: "vDSP_normalize": the mean and standard deviation of `a`, and, when `c` is given,
/// `a` with its mean subtracted and divided by its standard deviation.
public func vDSP_normalize(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>?, _ ic: vDSP_Stride,
                           _ mean: UnsafeMutablePointer<Float>, _ standardDeviation: UnsafeMutablePointer<Float>, _ n: vDSP_Length) {
    let values = (0..<Int(n)).map { a[$0 * ia] }
    let average = vDSP.mean(values) as Float
    let deviation = vDSP.standardDeviation(values) as Float
    mean.pointee = average
    standardDeviation.pointee = deviation
    guard let c else { return }
    for (index, value) in values.enumerated() { c[index * ic] = (value - average) / deviation }
}
