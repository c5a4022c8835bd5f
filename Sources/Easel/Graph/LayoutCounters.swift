import Foundation

/// How much layout work has been done: each count is one question a node answered by
/// computing rather than from its caches. Tests read these to check that layout stays linear
/// in the number of views (nesting must not multiply the work); they cost one increment each.
///
/// Layout runs on one thread at a time (the host's), so the counters are plain integers.
enum LayoutCounters {
    nonisolated(unsafe) static var sizings = 0
    nonisolated(unsafe) static var guides = 0
    nonisolated(unsafe) static var spacings = 0
    nonisolated(unsafe) static var placements = 0

    static var total: Int { sizings + guides + spacings + placements }

    static func reset() {
        sizings = 0
        guides = 0
        spacings = 0
        placements = 0
    }
}

