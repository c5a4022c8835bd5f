import Foundation
import EaselFoundation
import EaselText

// CoreText's font manager, as frameworks that ship their own fonts call it (`import SwiftUI`
// brings CoreText on iOS): a registered file's families are what `Font.custom` and
// `UIFont(name:size:)` find. Fonts in the app's bundle and in its resource bundles are
// registered before the first frame, as iOS does with `UIAppFonts`.

/// Apple: "CTFontManagerScope".
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0, process = 1, persistent = 2, session = 3
    public static let user = CTFontManagerScope.persistent
}

/// Apple: "CTFontManagerRegisterFontsForURL(_:_:_:)": true when the file's fonts were added.
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                            _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    if FontLibrary.shared.registerFont(at: fontURL) { return true }
    error?.pointee = Unmanaged.passRetained(NSError(domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: 105,
                                                    userInfo: [NSLocalizedDescriptionKey: "The file \(fontURL.path) could not be registered: it is missing or not a font."]))
    return false
}

/// Apple: "CTFontManagerRegisterFontURLs(_:_:_:_:)"; the handler is told of each failure and
/// that it is done, as CoreText does.
public func CTFontManagerRegisterFontURLs(_ fontURLs: [URL], _ scope: CTFontManagerScope, _ enabled: Bool,
                                         _ registrationHandler: (([Error], Bool) -> Bool)?) {
    var errors: [Error] = []
    for url in fontURLs {
        var error: Unmanaged<CFError>?
        if !CTFontManagerRegisterFontsForURL(url, scope, &error), let failure = error?.takeRetainedValue() { errors.append(failure) }
    }
    _ = registrationHandler?(errors, true)
}

/// Apple: "CTFontManagerUnregisterFontsForURL(_:_:_:)": a preview keeps what it registered for
/// its run.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                              _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }
