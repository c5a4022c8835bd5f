import Foundation
import Observation

/// Connects `@Observable` models to the views that read them (Swift's Observation module, as
/// SwiftUI does since iOS 17: "Managing model data in your app").
///
/// Each evaluation of a view's `body` runs inside `withObservationTracking`, which records the
/// observable properties the body read; the first change to any of them invalidates the view's
/// record, so that view's body (and only its) runs again at the next frame. Only the `body`
/// call is tracked, not the building of the views it returns: a child view reads its own
/// properties in its own body, under its own tracking. Content closures a container calls
/// itself — a `ForEach` row, a `GeometryReader`'s content — are tracked too, reporting to the
/// view that wrote them, as a row's `Text(item.name)` updates when `item.name` changes in
/// SwiftUI. A view with no record of its own (no
/// `@State` or observable stored property) reports to its nearest ancestor that has one.
enum ObservationTracker {
    static func evaluate<Result>(_ inputs: _ViewInputs, _ body: () -> Result) -> Result {
        let record = inputs.record
        let graph = inputs.graph
        return withObservationTracking(body) { [weak record, weak graph] in
            // Called once, before the first change is stored; tracking starts again with the
            // next evaluation.
            if let record {
                record.invalidate()
            } else {
                graph?.invalidateRoot()
            }
        }
    }
}
