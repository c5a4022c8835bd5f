// `import Combine` on Linux: Apple's Combine API as OpenCombine provides it, with the parts
// that extend Dispatch and Foundation written for Easel on the preview's clock
// (`DispatchQueue+Scheduler.swift`, `Foundation+Combine.swift`): `DispatchQueue.main`,
// `RunLoop.main` and `OperationQueue` are schedulers, `Timer.publish(every:on:in:)` and `NotificationCenter.default.publisher(for:)`
// exist and `@Published` properties of an `ObservableObject` publish before they change.
@_exported import OpenCombine
