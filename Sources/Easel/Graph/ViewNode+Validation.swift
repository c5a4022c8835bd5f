import Foundation

/// Keeps geometry that hostile or mistaken values produce (NaN, infinities, negative lengths)
/// from leaving a node: sizes and frames are made valid where a node chooses and is placed,
/// so nothing downstream — parents' arithmetic, drawing, hit testing, `CGRect` methods that
/// trap on NaN — ever sees them.
///
/// SwiftUI keeps going on such values and logs a warning; Easel does the same, once per kind.
extension ViewNode {
    /// The farthest any length or coordinate may go: 10¹⁸ points. Far beyond any screen, and
    /// small enough that sums of a few such values stay finite (sums of ±∞ give NaN).
    static let geometryLimit: CGFloat = 1e18

    /// A size a layout chose, made valid: NaN and negative lengths become 0, lengths beyond
    /// the limit are cut to it, and an infinite length is kept only where the proposal asked
    /// for the maximum (∞) on that axis — the one place the contract allows it.
    static func validated(_ size: CGSize, for proposal: ProposedViewSize) -> CGSize {
        func length(_ value: CGFloat, offered: CGFloat?) -> CGFloat {
            if value >= 0, value <= geometryLimit { return value }
            if value == .infinity, offered == .infinity { return value }
            Diagnostics.warnOnce("invalid-size", "Invalid view size \(size) (negative, NaN or beyond \(geometryLimit) points): using the nearest valid size.")
            return value.isNaN || value < 0 ? 0 : geometryLimit
        }
        return CGSize(width: length(size.width, offered: proposal.width), height: length(size.height, offered: proposal.height))
    }

    /// A proposal made valid before a node answers it: NaN and negative offers become 0 (a
    /// parent cannot offer less than nothing; SwiftUI's padding and stacks offer 0 there too),
    /// finite offers beyond the limit become the limit; `nil` and ∞ keep their meaning.
    ///
    /// Besides keeping NaN out of layouts, this bounds how many different proposals a node can
    /// be asked about: a stack offers each child its minimum, maximum and share at every offer
    /// it gets, and in nested stacks of both axes a child is asked about the shares of every
    /// offer above it. Ordinary offers shrink level by level and end at 0, so they repeat;
    /// offers pushed past any screen by hostile spacing (−10³⁰⁰) would never repeat, and the
    /// questions would multiply with every level.
    @inline(__always)
    static func validated(_ proposal: ProposedViewSize) -> ProposedViewSize {
        @inline(__always) func offer(_ value: CGFloat?) -> CGFloat? {
            guard let value else { return nil }
            if value >= 0, value <= geometryLimit { return value }
            if value == .infinity { return value }
            return value.isNaN || value < 0 ? 0 : geometryLimit
        }
        return ProposedViewSize(width: offer(proposal.width), height: offer(proposal.height))
    }

    /// A frame a node is placed at, made valid: every coordinate and length finite and within
    /// the limit (NaN becomes 0), lengths not negative.
    static func validated(_ frame: CGRect) -> CGRect {
        func coordinate(_ value: CGFloat) -> CGFloat {
            value.isNaN ? 0 : Swift.min(Swift.max(value, -geometryLimit), geometryLimit)
        }
        let x = frame.origin.x, y = frame.origin.y, width = frame.size.width, height = frame.size.height
        if x.magnitude <= geometryLimit, y.magnitude <= geometryLimit, width >= 0, width <= geometryLimit,
           height >= 0, height <= geometryLimit {
            return frame
        }
        Diagnostics.warnOnce("invalid-position", "Invalid view position \(frame) (NaN or beyond \(geometryLimit) points): using the nearest valid position.")
        return CGRect(x: coordinate(x), y: coordinate(y), width: Swift.max(coordinate(width), 0), height: Swift.max(coordinate(height), 0))
    }
}
