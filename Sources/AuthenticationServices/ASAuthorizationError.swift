import Foundation

/// An authorization error (Apple: "ASAuthorizationError"), with Apple's codes and domain.
public struct ASAuthorizationError: Error, Hashable, CustomNSError, LocalizedError {
    /// Apple: "ASAuthorizationError.Code".
    public enum Code: Int, Sendable {
        case unknown = 1000
        case canceled = 1001
        case invalidResponse = 1002
        case notHandled = 1003
        case failed = 1004
        case notInteractive = 1005
        case matchedExcludedCredential = 1006
    }

    public let code: Code

    /// Apple: "init(_:userInfo:)".
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
    }

    public static let unknown = Code.unknown
    public static let canceled = Code.canceled
    public static let invalidResponse = Code.invalidResponse
    public static let notHandled = Code.notHandled
    public static let failed = Code.failed
    public static let notInteractive = Code.notInteractive
    public static let matchedExcludedCredential = Code.matchedExcludedCredential

    /// Apple: "errorDomain".
    public static var errorDomain: String { "com.apple.AuthenticationServices.AuthorizationError" }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription ?? ""] }

    /// Foundation's wording for an error without a description of its own, as iOS shows it.
    public var errorDescription: String? {
        "The operation couldn’t be completed. (\(ASAuthorizationError.errorDomain) error \(code.rawValue).)"
    }
}

/// `catch ASAuthorizationError.canceled` and `case ASAuthorizationError.canceled:` on any error.
public func ~= (code: ASAuthorizationError.Code, error: Error) -> Bool { (error as? ASAuthorizationError)?.code == code }

/// The domain of web authentication errors as `NSError`s (Apple: "ASWebAuthenticationSessionErrorDomain").
public let ASWebAuthenticationSessionErrorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"

/// A web authentication error (Apple: "ASWebAuthenticationSessionError").
public struct ASWebAuthenticationSessionError: Error, Hashable, CustomNSError, LocalizedError {
    /// Apple: "ASWebAuthenticationSessionError.Code".
    public enum Code: Int, Sendable {
        case canceledLogin = 1
        case presentationContextNotProvided = 2
        case presentationContextInvalid = 3
    }

    public let code: Code

    /// Apple: "init(_:userInfo:)".
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
    }

    public static let canceledLogin = Code.canceledLogin
    public static let presentationContextNotProvided = Code.presentationContextNotProvided
    public static let presentationContextInvalid = Code.presentationContextInvalid

    /// Apple: "errorDomain".
    public static var errorDomain: String { ASWebAuthenticationSessionErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription ?? ""] }

    public var errorDescription: String? {
        "The operation couldn’t be completed. (\(ASWebAuthenticationSessionError.errorDomain) error \(code.rawValue).)"
    }
}

/// `catch ASWebAuthenticationSessionError.canceledLogin` on any error.
public func ~= (code: ASWebAuthenticationSessionError.Code, error: Error) -> Bool {
    (error as? ASWebAuthenticationSessionError)?.code == code
}
