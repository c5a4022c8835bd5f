import Foundation

/// Warnings about bad drawing input, printed to standard error once per kind.
///
/// Bad input (NaN coordinates, negative stroke widths, colours outside 0...1, unbalanced
/// clip/layer commands) must never trap: the rasterizer repairs or skips it and says so once,
/// so a preview full of the same mistake prints one line, not thousands. Rendering runs on
/// several threads, so the bookkeeping is behind a lock.
public enum RasterDiagnostics {
    /// What went wrong, one case per warning that is printed at most once.
    public enum Kind: String, CaseIterable, Sendable {
        case nonFiniteGeometry = "non-finite-geometry"
        case colorOutOfRange = "color-out-of-range"
        case negativeStrokeWidth = "negative-stroke-width"
        case invalidStrokeParameter = "invalid-stroke-parameter"
        case nonInvertibleTransform = "non-invertible-transform"
        case invalidGradient = "invalid-gradient"
        case invalidImage = "invalid-image"
        case invalidMask = "invalid-mask"
        case unbalancedClip = "unbalanced-clip"
        case unbalancedLayer = "unbalanced-layer"
        case invalidOpacity = "invalid-opacity"
        case invalidBufferSize = "invalid-buffer-size"
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported: Set<Kind> = []
    nonisolated(unsafe) private static var sink: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("easel: warning: " + message + "\n").utf8))
    }

    /// Reports `message` unless a warning of the same kind was already reported.
    public static func warn(_ kind: Kind, _ message: @autoclosure () -> String) {
        lock.lock()
        let isFirst = reported.insert(kind).inserted
        let output = sink
        lock.unlock()
        if isFirst { output(message()) }
    }

    /// The kinds reported so far (for tests).
    public static var reportedKinds: Set<Kind> {
        lock.lock()
        defer { lock.unlock() }
        return reported
    }

    /// Forgets what was reported and sends future warnings to `sink` (tests capture them;
    /// `nil` restores printing to standard error).
    public static func reset(sink newSink: ((String) -> Void)? = nil) {
        lock.lock()
        reported = []
        sink = newSink ?? { message in
            FileHandle.standardError.write(Data(("easel: warning: " + message + "\n").utf8))
        }
        lock.unlock()
    }
}
