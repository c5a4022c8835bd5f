/// How a rounded rectangle's corners are drawn, as SwiftUI's `RoundedCornerStyle`.
public enum CornerStyle: Equatable, Sendable {
    /// Quarter circles (or quarter ellipses) meeting the straight edges.
    case circular
    /// Apple's "continuous" corners: curvature ramps up from the straight edge instead of
    /// jumping, so the corner looks like a squircle. See `RasterPath.addRoundedRect`.
    case continuous
}

/// Which points a path encloses, as SwiftUI's `FillStyle(eoFill:)`.
public enum FillRule: Equatable, Sendable {
    /// Inside where the sum of edge directions crossed is not zero.
    case nonZero
    /// Inside where an odd number of edges is crossed.
    case evenOdd
}
