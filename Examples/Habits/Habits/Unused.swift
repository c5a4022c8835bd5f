// A file on disk that no target lists (Xcode never compiles it): the preview must not either.
let unused: Int = "this does not compile"
