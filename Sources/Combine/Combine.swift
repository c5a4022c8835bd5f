// `import Combine` on Linux: Apple's Combine API as OpenCombine provides it, with the parts
// that extend Foundation, so that `RunLoop.main` is a scheduler (and `DispatchQueue.main`,
// through Easel's own conformance on the preview's clock, `DispatchQueue+Scheduler.swift`), `Timer.publish(every:on:in:)` and `NotificationCenter.default.publisher(for:)`
// exist and `@Published` properties of an `ObservableObject` publish before they change.
@_exported import OpenCombine
@_exported import OpenCombineFoundation
