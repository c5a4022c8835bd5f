import Foundation

/// A font could not be opened or used. The message says what failed and what to do; callers
/// turn it into one warning and fall back (see `TextWarnings`), so it never reaches a user as a
/// crash.
struct FontError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
