import Foundation
import UIKit

/// The window a sign-in sheet is shown over (Apple: "ASPresentationAnchor").
public typealias ASPresentationAnchor = UIWindow

/// Hears how an authorization ended (Apple: "ASAuthorizationControllerDelegate"); both methods
/// are optional.
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Gives the window to show the sign-in sheet over
/// (Apple: "ASAuthorizationControllerPresentationContextProviding").
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Performs authorization requests (Apple: "ASAuthorizationController"). In a preview no
/// sheet appears: a request for an Apple ID ends with `ASAuthorizationError.unknown`, as on a
/// simulator signed in to no Apple Account, and a request for a saved password with
/// `.canceled`, for there is none to offer. The delegate hears it on the main queue.
public final class ASAuthorizationController: NSObject, @unchecked Sendable {
    /// Apple: "authorizationRequests".
    public let authorizationRequests: [ASAuthorizationRequest]
    /// Apple: "delegate".
    public weak var delegate: ASAuthorizationControllerDelegate?
    /// Apple: "presentationContextProvider".
    public weak var presentationContextProvider: ASAuthorizationControllerPresentationContextProviding?
    /// The error the delegate will hear, while a request is under way.
    private var pendingError: ASAuthorizationError?

    /// Apple: "init(authorizationRequests:)".
    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
        super.init()
    }

    /// Options of `performRequests(options:)` (Apple: "ASAuthorizationController.RequestOptions").
    public struct RequestOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Apple: "preferImmediatelyAvailableCredentials".
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1 << 0)
    }

    /// Shows the sign-in sheet (Apple: "performRequests()"): see the type's note.
    public func performRequests() {
        fail(with: ASAuthorizationError(authorizationRequests.contains { $0 is ASAuthorizationAppleIDRequest } ? .unknown : .canceled))
    }

    /// Apple: "performRequests(options:)", iOS 16.
    public func performRequests(options: ASAuthorizationController.RequestOptions) {
        performRequests()
    }

    /// Offers credentials in the keyboard's AutoFill bar (Apple: "performAutoFillAssistedRequests()"):
    /// there are none.
    public func performAutoFillAssistedRequests() {
        AuthenticationStandIn.sayNoAppleAccount()
    }

    /// Apple: "cancel()", iOS 16: a request under way ends as cancelled.
    public func cancel() {
        guard pendingError != nil else { return }
        pendingError = ASAuthorizationError(.canceled)
    }

    /// Reports `error` to the delegate on the next turn of the main queue, keeping the
    /// controller alive until then, as iOS keeps it while its sheet is up.
    private func fail(with error: ASAuthorizationError) {
        AuthenticationStandIn.sayNoAppleAccount()
        let alreadyScheduled = pendingError != nil
        pendingError = error
        guard !alreadyScheduled else { return }
        DispatchQueue.main.async { [self] in
            guard let error = pendingError else { return }
            pendingError = nil
            delegate?.authorizationController(controller: self, didCompleteWithError: error)
        }
    }
}
