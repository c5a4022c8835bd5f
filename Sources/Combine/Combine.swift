// `import Combine` on Linux: Apple's Combine API as OpenCombine provides it, with the parts
// that extend Dispatch and Foundation, so that `DispatchQueue.main` and `RunLoop.main` are
// schedulers, `Timer.publish(every:on:in:)` and `NotificationCenter.default.publisher(for:)`
// exist and `@Published` properties of an `ObservableObject` publish before they change.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
