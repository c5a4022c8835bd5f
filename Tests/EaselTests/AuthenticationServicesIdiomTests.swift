import XCTest
import SwiftUI
import AuthenticationServices
@testable import Easel

// Sign in with Apple as Apple's "Implementing User Authentication with Sign in with Apple"
// sample and SwiftUI tutorials write it: a sign-in screen with `SignInWithAppleButton`
// asking for the name and e-mail, a login coordinator driving `ASAuthorizationController`, a
// credential-state check at launch, and an OAuth sign-in through `ASWebAuthenticationSession`.
// A preview is a simulator signed in to no Apple Account: the button is drawn as Apple's,
// and tapping it reports the failure such a simulator reports.

private struct SASignInView: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var message = "Signed out"
    @State private var requestedScopes: [ASAuthorization.Scope] = []

    var body: some View {
        VStack(spacing: 20) {
            Text(message).accessibilityIdentifier("message")
            SignInWithAppleButton(.signIn) { request in
                request.requestedScopes = [.fullName, .email]
                requestedScopes = request.requestedScopes ?? []
            } onCompletion: { result in
                switch result {
                case .success(let authorization):
                    if let credential = authorization.credential as? ASAuthorizationAppleIDCredential {
                        message = "Welcome \(credential.fullName?.givenName ?? credential.user)"
                    }
                case .failure(let error):
                    message = error.localizedDescription
                }
            }
            .signInWithAppleButtonStyle(colorScheme == .dark ? .white : .black)
            .frame(height: 50)
            .accessibilityIdentifier("signIn")
            .padding(.horizontal, 24)
            Text("\(requestedScopes.count) scopes").accessibilityIdentifier("scopes")
        }
    }
}

private struct SAContinueView: View {
    var body: some View {
        SignInWithAppleButton(.continue, onRequest: { _ in }, onCompletion: { _ in })
            .signInWithAppleButtonStyle(.whiteOutline)
            .frame(width: 280, height: 44)
            .accessibilityIdentifier("continue")
    }
}

/// The login coordinator of UIKit-era apps.
private final class SALoginCoordinator: NSObject, ASAuthorizationControllerDelegate, ASAuthorizationControllerPresentationContextProviding,
    ASWebAuthenticationPresentationContextProviding {
    var outcome = "Waiting"
    var webOutcome = "Waiting"

    func handleAuthorizationAppleIDButtonPress() {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.fullName, .email]
        let authorizationController = ASAuthorizationController(authorizationRequests: [request])
        authorizationController.delegate = self
        authorizationController.presentationContextProvider = self
        authorizationController.performRequests()
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {
        outcome = "Signed in"
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error) {
        switch error {
        case ASAuthorizationError.canceled: outcome = "Canceled"
        case ASAuthorizationError.unknown: outcome = "Unknown error"
        default: outcome = "Other error"
        }
    }

    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
        ASPresentationAnchor()
    }

    func signInWithGitHub() -> Bool {
        let url = URL(string: "https://github.com/login/oauth/authorize?client_id=easel")!
        let session = ASWebAuthenticationSession(url: url, callbackURLScheme: "easel") { callbackURL, error in
            if let error = error as? ASWebAuthenticationSessionError, error.code == .canceledLogin {
                self.webOutcome = "Login canceled"
            } else if let callbackURL {
                self.webOutcome = callbackURL.absoluteString
            }
        }
        session.presentationContextProvider = self
        session.prefersEphemeralWebBrowserSession = true
        return session.start()
    }

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
        ASPresentationAnchor()
    }
}

/// The answer of a credential-state check, which arrives on another queue.
private final class SACredentialStateBox: @unchecked Sendable {
    var value: ASAuthorizationAppleIDProvider.CredentialState?
}

final class AuthenticationServicesIdiomTests: XCTestCase {
    func testTheSignInButtonIsApplesAndReportsTheSimulatorsFailure() throws {
        Diagnostics.reset()
        let host = phoneHost(SASignInView())
        XCTAssertTrue(host.shownTexts().contains("Sign in with Apple"))
        let button = try XCTUnwrap(host.frame(of: "signIn"))
        XCTAssertEqual(button.height, 50)
        let pixels = host.render(scale: 1)
        let fill = pixels.pixel(x: Int(button.minX) + 6, y: Int(button.midY))
        XCTAssertLessThan(fill.red + fill.green + fill.blue, 0.1, "the black style in light mode")

        host.tap("signIn")
        XCTAssertEqual(host.text(of: "scopes"), "2 scopes", "onRequest ran first")
        XCTAssertTrue(host.settle())
        XCTAssertEqual(host.text(of: "message"),
                       "The operation couldn’t be completed. (com.apple.AuthenticationServices.AuthorizationError error 1000.)")
        XCTAssertEqual(Diagnostics.log.filter { $0.hasPrefix("AuthenticationServices:") }.count, 1, "said once")
    }

    func testTheContinueLabelAndTheOutlinedWhiteStyle() throws {
        let host = phoneHost(SAContinueView())
        XCTAssertTrue(host.shownTexts().contains("Continue with Apple"))
        let button = try XCTUnwrap(host.frame(of: "continue"))
        XCTAssertEqual(button.size, CGSize(width: 280, height: 44))
        // At twice the scale the 1-point outline covers whole pixels even on a half-point edge.
        let pixels = host.render(scale: 2)
        let fill = pixels.pixel(x: Int((button.minX + 12) * 2), y: Int(button.midY * 2))
        XCTAssertGreaterThan(fill.red + fill.green + fill.blue, 2.9, "white inside")
        let outline = pixels.pixel(x: Int(button.midX * 2), y: Int((button.minY * 2).rounded(.up)))
        XCTAssertLessThan(outline.red, 0.3, "a black outline along the top edge")
    }

    func testALoginCoordinatorHearsTheFailureAndNoCredentialIsFound() throws {
        let coordinator = SALoginCoordinator()
        coordinator.handleAuthorizationAppleIDButtonPress()
        saRunMainLoop { coordinator.outcome != "Waiting" }
        XCTAssertEqual(coordinator.outcome, "Unknown error", "ASAuthorizationError.unknown, error 1000")

        let state = SACredentialStateBox()
        ASAuthorizationAppleIDProvider().getCredentialState(forUserID: "001234.abcdef") { credentialState, _ in
            state.value = credentialState
        }
        saRunMainLoop { state.value != nil }
        XCTAssertEqual(state.value, .notFound, "a simulator signed in to no Apple Account knows no sign-in")

        XCTAssertTrue(coordinator.signInWithGitHub(), "the session starts")
        saRunMainLoop { coordinator.webOutcome != "Waiting" }
        XCTAssertEqual(coordinator.webOutcome, "Login canceled", "no browser: the sign-in ends as cancelled")

        var noContext: Error?
        let bare = ASWebAuthenticationSession(url: URL(string: "https://example.com/auth")!, callbackURLScheme: "easel") { _, error in
            noContext = error
        }
        XCTAssertFalse(bare.start(), "no presentation context")
        saRunMainLoop { noContext != nil }
        XCTAssertEqual((noContext as? ASWebAuthenticationSessionError)?.code, .presentationContextNotProvided)
    }

    /// Runs the main run loop until `condition` holds, for at most a second.
    private func saRunMainLoop(until condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: 1)
        while !condition() && Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
    }
}
