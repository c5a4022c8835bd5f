import Foundation

/// A HealthKit error (Apple: "HKError"), with Apple's codes and domain.
public struct HKError: Error, Hashable, CustomNSError, LocalizedError {
    /// Apple: "HKError.Code".
    public enum Code: Int, Sendable {
        case errorHealthDataUnavailable = 1
        case errorHealthDataRestricted = 2
        case errorInvalidArgument = 3
        case errorAuthorizationDenied = 4
        case errorAuthorizationNotDetermined = 5
        case errorDatabaseInaccessible = 6
        case errorUserCanceled = 7
        case errorAnotherWorkoutSessionStarted = 8
        case errorUserExitedWorkoutSession = 9
        case errorRequiredAuthorizationDenied = 10
        case errorNoData = 11
        case errorWorkoutActivityNotAllowed = 12
        case errorDataSizeExceeded = 13
        case errorBackgroundWorkoutSessionNotAllowed = 14
        case errorNotPermissibleForGuestUserMode = 15
    }

    public let code: Code
    private let message: String?

    public init(_ code: Code) {
        self.code = code
        message = nil
    }

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public static let errorHealthDataUnavailable = Code.errorHealthDataUnavailable
    public static let errorHealthDataRestricted = Code.errorHealthDataRestricted
    public static let errorInvalidArgument = Code.errorInvalidArgument
    public static let errorAuthorizationDenied = Code.errorAuthorizationDenied
    public static let errorAuthorizationNotDetermined = Code.errorAuthorizationNotDetermined
    public static let errorDatabaseInaccessible = Code.errorDatabaseInaccessible
    public static let errorUserCanceled = Code.errorUserCanceled
    public static let errorNoData = Code.errorNoData

    public static var errorDomain: String { "com.apple.healthkit" }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription ?? ""] }

    /// HealthKit's own wording where Easel knows it.
    public var errorDescription: String? {
        if let message { return message }
        switch code {
        case .errorNoData: return "No data available for the specified predicate."
        case .errorHealthDataUnavailable: return "Health data is unavailable on this device."
        case .errorAuthorizationDenied: return "Authorization is denied."
        case .errorAuthorizationNotDetermined: return "Authorization is not determined."
        case .errorUserCanceled: return "Authorization session was canceled by the user."
        default: return "The operation couldn’t be completed. (com.apple.healthkit error \(code.rawValue).)"
        }
    }

    public static func == (lhs: HKError, rhs: HKError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// `catch HKError.errorNoData` and `case HKError.errorNoData:` on any error.
public func ~= (code: HKError.Code, error: Error) -> Bool { (error as? HKError)?.code == code }

/// Whether the app may save a type (Apple: "HKAuthorizationStatus"). HealthKit never says
/// whether reading was allowed.
public enum HKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case sharingDenied = 1
    case sharingAuthorized = 2
}

/// Whether asking for types would show the permission sheet
/// (Apple: "HKAuthorizationRequestStatus").
public enum HKAuthorizationRequestStatus: Int, Sendable {
    case unknown = 0
    case shouldRequest = 1
    case unnecessary = 2
}

/// How often background delivery wakes the app (Apple: "HKUpdateFrequency").
public enum HKUpdateFrequency: Int, Sendable {
    case immediate = 1, hourly, daily, weekly
}
