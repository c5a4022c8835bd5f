import Foundation

/// Why a PNG could not be read or written; the description names the file and what to do.
public enum PNGError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The file could not be written (missing folder, no permission, disk full…).
    case cannotWrite(path: String, reason: String)
    /// The file could not be opened.
    case cannotRead(path: String, reason: String)
    /// The file is not a PNG libpng can decode.
    case invalidPNG(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            return "Could not write the PNG file \(path): \(reason). Check that its folder exists and is writable."
        case .cannotRead(let path, let reason):
            return "Could not read the PNG file \(path): \(reason). Check the path and its permissions."
        case .invalidPNG(let path, let reason):
            return "\(path) is not a valid PNG image (libpng: \(reason)). Re-export it as PNG."
        }
    }

    public var errorDescription: String? { description }
}
