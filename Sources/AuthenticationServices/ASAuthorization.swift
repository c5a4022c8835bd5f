// `import AuthenticationServices` on Linux: Sign in with Apple, password AutoFill requests and
// web sign-in as an iOS Simulator that is signed in to no Apple Account has them. Requests
// are built as on iOS; performing one fails with `ASAuthorizationError.unknown` (error 1000,
// what such a simulator reports), a credential's state is `.notFound`, and a web
// authentication session ends as if the person cancelled it. `SignInWithAppleButton` is drawn
// as Apple's button and fails the same way when tapped. Each says so once. Spellings: Apple's
// AuthenticationServices reference.
@_exported import Foundation
@_exported import UIKit
@_spi(Frameworks) import Easel

enum AuthenticationStandIn {
    static func sayNoAppleAccount() {
        Diagnostics.note("authenticationservices-stand-in", "AuthenticationServices: a preview is signed in to no Apple Account, as a fresh iOS Simulator; Sign in with Apple fails with ASAuthorizationError.unknown (1000) and credential states are .notFound (Easel's stand-in).")
    }

    static func sayNoBrowser() {
        Diagnostics.note("authenticationservices-web", "AuthenticationServices: a preview has no browser to sign in with; ASWebAuthenticationSession ends as if the person cancelled (ASWebAuthenticationSessionError.canceledLogin).")
    }
}

/// A completed authorization: who granted it and the credential (Apple: "ASAuthorization").
public final class ASAuthorization: NSObject, @unchecked Sendable {
    /// Apple: "provider".
    public let provider: ASAuthorizationProvider
    /// Apple: "credential".
    public let credential: ASAuthorizationCredential

    init(provider: ASAuthorizationProvider, credential: ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
        super.init()
    }

    /// Information asked of the person (Apple: "ASAuthorization.Scope").
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Apple: "fullName".
        public static let fullName = Scope(rawValue: "full_name")
        /// Apple: "email".
        public static let email = Scope(rawValue: "email")
    }

    /// The OpenID operation of a request (Apple: "ASAuthorization.OpenIDOperation").
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let operationImplicit = OpenIDOperation(rawValue: "")
        public static let operationLogin = OpenIDOperation(rawValue: "login")
        public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
    }
}

/// Something that grants authorizations (Apple: "ASAuthorizationProvider").
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// What an authorization gives the app (Apple: "ASAuthorizationCredential").
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// A request for authorization (Apple: "ASAuthorizationRequest").
public class ASAuthorizationRequest: NSObject, @unchecked Sendable {
    /// Apple: "provider".
    public let provider: ASAuthorizationProvider

    init(provider: ASAuthorizationProvider) {
        self.provider = provider
        super.init()
    }
}

/// An OpenID request (Apple: "ASAuthorizationOpenIDRequest").
public class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// Apple: "requestedScopes".
    public var requestedScopes: [ASAuthorization.Scope]?
    /// Apple: "state".
    public var state: String?
    /// Apple: "nonce".
    public var nonce: String?
    /// Apple: "requestedOperation".
    public var requestedOperation = ASAuthorization.OpenIDOperation.operationImplicit
}

/// A Sign in with Apple request (Apple: "ASAuthorizationAppleIDRequest").
public final class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
    /// Apple: "user": the user identifier of an earlier sign-in, to refresh.
    public var user: String?
}

/// Signs people in with their Apple Account (Apple: "ASAuthorizationAppleIDProvider").
public final class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    /// Whether a user identifier is still signed in (Apple: "ASAuthorizationAppleIDProvider.CredentialState").
    public enum CredentialState: Int, Sendable {
        case revoked = 0, authorized = 1, notFound = 2, transferred = 3
    }

    /// Posted when a person stops using Sign in with Apple with the app
    /// (Apple: "credentialRevokedNotification").
    public static let credentialRevokedNotification = NSNotification.Name("ASAuthorizationAppleIDProviderCredentialRevokedNotification")

    public override init() {
        super.init()
    }

    /// Apple: "createRequest()".
    public func createRequest() -> ASAuthorizationAppleIDRequest {
        ASAuthorizationAppleIDRequest(provider: self)
    }

    /// The state of a user identifier (Apple: "getCredentialState(forUserID:completion:)"):
    /// `.notFound`, for a simulator signed in to no Apple Account knows of no sign-in.
    public func getCredentialState(forUserID userID: String,
                                   completion: @escaping @Sendable (ASAuthorizationAppleIDProvider.CredentialState, (any Error)?) -> Void) {
        AuthenticationStandIn.sayNoAppleAccount()
        DispatchQueue.main.async { completion(.notFound, nil) }
    }

    /// Apple: "credentialState(forUserID:)".
    public func credentialState(forUserID userID: String) async throws -> ASAuthorizationAppleIDProvider.CredentialState {
        AuthenticationStandIn.sayNoAppleAccount()
        return .notFound
    }
}

/// Whether a person seems real (Apple: "ASUserDetectionStatus").
public enum ASUserDetectionStatus: Int, Sendable {
    case unsupported = 0, unknown = 1, likelyReal = 2
}

/// A Sign in with Apple credential (Apple: "ASAuthorizationAppleIDCredential"). A preview
/// never grants one.
public final class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// Apple: "user": the stable identifier of the person for the app's team.
    public let user: String
    /// Apple: "state".
    public let state: String?
    /// Apple: "authorizedScopes".
    public let authorizedScopes: [ASAuthorization.Scope]
    /// Apple: "authorizationCode".
    public let authorizationCode: Data?
    /// Apple: "identityToken": a JSON Web Token.
    public let identityToken: Data?
    /// Apple: "email".
    public let email: String?
    /// Apple: "fullName".
    public let fullName: PersonNameComponents?
    /// Apple: "realUserStatus".
    public let realUserStatus: ASUserDetectionStatus

    init(user: String, state: String? = nil, authorizedScopes: [ASAuthorization.Scope] = [], authorizationCode: Data? = nil,
         identityToken: Data? = nil, email: String? = nil, fullName: PersonNameComponents? = nil,
         realUserStatus: ASUserDetectionStatus = .unsupported) {
        self.user = user
        self.state = state
        self.authorizedScopes = authorizedScopes
        self.authorizationCode = authorizationCode
        self.identityToken = identityToken
        self.email = email
        self.fullName = fullName
        self.realUserStatus = realUserStatus
        super.init()
    }
}

/// Offers the passwords saved in the keychain (Apple: "ASAuthorizationPasswordProvider").
public final class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public override init() {
        super.init()
    }

    /// Apple: "createRequest()".
    public func createRequest() -> ASAuthorizationPasswordRequest {
        ASAuthorizationPasswordRequest(provider: self)
    }
}

/// A request for a saved password (Apple: "ASAuthorizationPasswordRequest").
public final class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

/// A saved user name and password (Apple: "ASPasswordCredential").
public final class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// Apple: "user".
    public let user: String
    /// Apple: "password".
    public let password: String

    /// Apple: "init(user:password:)".
    public init(user: String, password: String) {
        self.user = user
        self.password = password
        super.init()
    }
}
