// `import LocalAuthentication` on Linux: Face ID and Touch ID as the iOS Simulator has them
// before a face is enrolled. `canEvaluatePolicy` answers false with LAError's "not enrolled"
// (biometrics) or "passcode not set" (device owner), and `evaluatePolicy` fails the same way,
// so an app shows the fallback it shows on a simulator; a preview says so once.
@_exported import Foundation
@_spi(Frameworks) import Easel

/// Apple: "LAPolicy".
public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5
}

/// Apple: "LABiometryType".
public enum LABiometryType: Int, Sendable {
    case none = 0, touchID = 1, faceID = 2, opticID = 4
}

/// Apple: "LAError".
public struct LAError: Error, Hashable, CustomNSError, LocalizedError {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5
        case appCancel = -9, invalidContext = -10, biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8
        case notInteractive = -1004
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static let authenticationFailed = Code.authenticationFailed
    public static let userCancel = Code.userCancel
    public static let userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel
    public static let passcodeNotSet = Code.passcodeNotSet
    public static let biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    public static let biometryLockout = Code.biometryLockout

    public static var errorDomain: String { "com.apple.LocalAuthentication" }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription ?? ""] }
    public var errorDescription: String? {
        switch code {
        case .biometryNotEnrolled: return "No identities are enrolled."
        case .passcodeNotSet: return "Passcode not set."
        case .biometryNotAvailable: return "Biometry is not available on this device."
        default: return "Authentication failed."
        }
    }
}

/// `catch LAError.userCancel` and `case LAError.biometryNotEnrolled:` on any error.
public func ~= (code: LAError.Code, error: Error) -> Bool { (error as? LAError)?.code == code }

/// Apple: "LAContext".
open class LAContext: @unchecked Sendable {
    public init() {}

    /// A simulator's: Face ID hardware, no face enrolled.
    open var biometryType: LABiometryType { .faceID }
    open var localizedReason = ""
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var evaluatedPolicyDomainState: Data? { nil }

    /// Whether `policy` can be evaluated: never in a preview (see the module's note).
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = Self.failure(for: policy) as NSError
        return false
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, Error?) -> Void) {
        let failure = Self.failure(for: policy)
        DispatchQueue.main.async { reply(false, failure) }
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw Self.failure(for: policy)
    }

    open func invalidate() {}

    static func failure(for policy: LAPolicy) -> LAError {
        Diagnostics.note("local-authentication", "LocalAuthentication: a preview has no enrolled Face ID or passcode, as a new iOS Simulator; canEvaluatePolicy is false and evaluatePolicy fails.")
        return LAError(policy == .deviceOwnerAuthentication ? .passcodeNotSet : .biometryNotEnrolled)
    }
}
