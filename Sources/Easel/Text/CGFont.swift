import Foundation
import EaselFoundation
import EaselText

// Core Graphics' font objects, as apps that cannot list their fonts in an Info.plist register
// them in code (Swift Playgrounds apps above all):
//
//     let provider = CGDataProvider(url: fontURL as CFURL)!
//     let font = CGFont(provider)!
//     CTFontManagerRegisterGraphicsFont(font, &error)
//
// A registered font's families are what `Font.custom` and `UIFont(name:size:)` find, as with
// `CTFontManagerRegisterFontsForURL`.

/// Bytes that a font or an image is read from (Apple: "CGDataProvider").
public final class CGDataProvider: @unchecked Sendable {
    /// The file the bytes are in; bytes given in memory are written to a file of their own
    /// when a font is made from them (fontconfig reads fonts from files).
    let url: URL?
    private let bytes: Data?

    /// Apple: "init(url:)": nil when there is no such file.
    public init?(url: CFURL) {
        guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path) else { return nil }
        self.url = url
        bytes = nil
    }

    /// Apple: "init(data:)".
    public init?(data: CFData) {
        url = nil
        bytes = Data(referencing: data)
    }

    /// Apple: "init(filename:)".
    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: URL(fileURLWithPath: String(cString: filename)))
    }

    /// Apple: "data": the provider's bytes.
    public var data: CFData? {
        if let bytes { return bytes as NSData }
        return url.flatMap { try? Data(contentsOf: $0) }.map { $0 as NSData }
    }

    /// A file with the bytes (the provider's own, or one written once for bytes in memory).
    func file(extension: String) -> URL? {
        if let url { return url }
        guard let bytes else { return nil }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("easel-font-\(getpid())-\(ObjectIdentifier(self).hashValue).\(`extension`)")
        return (try? bytes.write(to: file)) != nil ? file : nil
    }
}

/// A font read from a file or from bytes (Apple: "CGFont").
public final class CGFont: @unchecked Sendable {
    let file: URL
    /// Apple: "postScriptName".
    public let postScriptName: CFString?
    /// Apple: "fullName".
    public let fullName: CFString?
    let familyName: String

    /// Apple: "init(_:)" from a data provider: nil when the bytes are not a font.
    public init?(_ provider: CGDataProvider) {
        guard let file = provider.file(extension: "ttf"),
              let names = FontLibrary.shared.names(ofFontFile: file) else { return nil }
        self.file = file
        familyName = names.family
        postScriptName = names.postScriptName
        fullName = names.fullName
    }

    /// Apple: "init(_:)" by name: an installed (or registered) font.
    public init?(_ name: CFString) {
        guard let found = FontLibrary.shared.fontFile(named: name), let names = FontLibrary.shared.names(ofFontFile: found) else { return nil }
        file = found
        familyName = names.family
        postScriptName = names.postScriptName
        fullName = names.fullName
    }
}

/// Apple: "CTFontManagerRegisterGraphicsFont(_:_:)": true when the font was added.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    CTFontManagerRegisterFontsForURL(font.file, .process, error)
}

/// Apple: "CTFontManagerUnregisterGraphicsFont(_:_:)": a preview keeps what it registered for
/// its run.
@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }
