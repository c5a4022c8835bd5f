import Foundation
import UIKit
@_spi(Frameworks) import Easel

/// The Sign in with Apple button (Apple: "SignInWithAppleButton", SwiftUI, iOS 14), drawn as
/// Apple's: a rounded rectangle filling what it is offered, the Apple logo and the label's
/// words in its middle, black, white or white with a black outline
/// (`.signInWithAppleButtonStyle`). Tapping it calls `onRequest` with a new request, then —
/// on the next turn of the main queue, as no sheet appears — `onCompletion` with the failure a
/// simulator signed in to no Apple Account reports (`ASAuthorizationError.unknown`).
public struct SignInWithAppleButton: View {
    /// The button's words (Apple: "SignInWithAppleButton.Label").
    public struct Label: Sendable, Equatable {
        let title: String
        /// "Sign in with Apple".
        public static let signIn = Label(title: "Sign in with Apple")
        /// "Continue with Apple".
        public static let `continue` = Label(title: "Continue with Apple")
        /// "Sign up with Apple".
        public static let signUp = Label(title: "Sign up with Apple")
    }

    /// The button's colours (Apple: "SignInWithAppleButton.Style").
    public struct Style: Sendable, Equatable {
        let fill: Color
        let foreground: Color
        let outlined: Bool
        /// White words on black, for light backgrounds.
        public static let black = Style(fill: .black, foreground: .white, outlined: false)
        /// Black words on white, for dark backgrounds.
        public static let white = Style(fill: .white, foreground: .black, outlined: false)
        /// Black words on white with a black outline, for light backgrounds without contrast.
        public static let whiteOutline = Style(fill: .white, foreground: .black, outlined: true)
    }

    private let label: Label
    private let onRequest: (ASAuthorizationAppleIDRequest) -> Void
    private let onCompletion: (Result<ASAuthorization, any Error>) -> Void
    @Environment(\.signInWithAppleButtonStyle) private var style

    /// Apple: "init(_:onRequest:onCompletion:)".
    public init(_ label: SignInWithAppleButton.Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
        self.label = label
        self.onRequest = onRequest
        self.onCompletion = onCompletion
    }

    public var body: some View {
        Button(action: signIn) {
            GeometryReader { proxy in
                face(in: proxy.size)
            }
        }
        .buttonStyle(.plain)
        .frame(minWidth: Metrics.minimumWidth, minHeight: Metrics.minimumHeight)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label.title)
        .accessibilityAddTraits(.isButton)
    }

    /// Apple's button, drawn at `size`.
    private func face(in size: CGSize) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous)
                .fill(style.fill)
            if style.outlined {
                RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous)
                    .strokeBorder(Color.black, lineWidth: 1)
            }
            HStack(spacing: Metrics.logoSpacing) {
                Image(systemName: "applelogo")
                Text(label.title)
                    .lineLimit(1)
            }
            .font(.system(size: Metrics.fontSize(forHeight: size.height), weight: .medium))
            .foregroundStyle(style.foreground)
            .padding(.horizontal, Metrics.horizontalPadding)
        }
        .frame(width: size.width, height: size.height)
    }

    private func signIn() {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        onRequest(request)
        AuthenticationStandIn.sayNoAppleAccount()
        let completion = onCompletion
        DispatchQueue.main.async { completion(.failure(ASAuthorizationError(.unknown))) }
    }

    /// The button's measures (Apple, Human Interface Guidelines, "Sign in with Apple":
    /// at least 140 × 30 points; iOS draws the title at about 43 % of the height and rounds
    /// the corners by about 6 points).
    private enum Metrics {
        static let minimumWidth: CGFloat = 140
        static let minimumHeight: CGFloat = 30
        static let cornerRadius: CGFloat = 6
        static let logoSpacing: CGFloat = 4
        static let horizontalPadding: CGFloat = 8
        static func fontSize(forHeight height: CGFloat) -> CGFloat { min(max(height * 0.43, 12), 28) }
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// The colours of the Sign in with Apple buttons inside (Apple: "signInWithAppleButtonStyle(_:)").
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}

/// UIKit's Sign in with Apple button (Apple: "ASAuthorizationAppleIDButton"). Its target
/// actions are kept; inside a `UIViewRepresentable` a preview draws the placeholder of UIKit
/// views, naming it.
open class ASAuthorizationAppleIDButton: UIControl {
    /// Apple: "ASAuthorizationAppleIDButton.ButtonType".
    public enum ButtonType: Int, Sendable {
        case signIn = 0, `continue` = 1, signUp = 2
        /// Apple: "default".
        public static var `default`: ButtonType { .signIn }
    }

    /// Apple: "ASAuthorizationAppleIDButton.Style".
    public enum Style: Int, Sendable {
        case white = 0, whiteOutline = 1, black = 2
    }

    let buttonType: ButtonType
    let buttonStyle: Style
    /// Apple: "cornerRadius".
    open var cornerRadius: CGFloat = 6

    /// Apple: "init(authorizationButtonType:authorizationButtonStyle:)".
    public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
        buttonType = type
        buttonStyle = style
        super.init(frame: .zero)
    }

    /// Apple: "init(type:style:)".
    public convenience init(type: ButtonType, style: Style) {
        self.init(authorizationButtonType: type, authorizationButtonStyle: style)
    }

    public required init?(coder: NSCoder) {
        buttonType = .signIn
        buttonStyle = .black
        super.init(coder: coder)
    }
}
