// `import MessageUI` on Linux: the mail and message composers, as a "Contact us" button or a
// share-by-text row presents them. A preview has no Mail or Messages account, as an iOS
// Simulator has none: `canSendMail()` and `canSendText()` are false, so an app that checks
// first shows its fallback (an alert, a `mailto:` link). A composer presented anyway draws its
// fields — recipients, subject, body — and cannot send: Cancel reports `.cancelled` and Send
// `.failed` to its delegate, which dismisses it as on iOS. Said once. Spellings: Apple's
// MessageUI reference.
@_exported import Foundation
@_exported import UIKit
@_spi(Frameworks) import Easel

enum MessageStandIn {
    static func sayNoAccounts() {
        Diagnostics.note("messageui-accounts", "MessageUI: a preview has no Mail or Messages account, as an iOS Simulator; canSendMail() and canSendText() are false, and a composer presented anyway cannot send.")
    }
}

// MARK: Mail

/// How the mail composer was closed (Apple: "MFMailComposeResult").
public enum MFMailComposeResult: Int, Sendable {
    case cancelled = 0
    case saved = 1
    case sent = 2
    case failed = 3
}

/// Why mail was not saved or sent (Apple: "MFMailComposeError").
public struct MFMailComposeError: Error, Hashable, CustomNSError, LocalizedError {
    /// Apple: "MFMailComposeError.Code".
    public enum Code: Int, Sendable {
        case saveFailed = 0
        case sendFailed = 1
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static let saveFailed = Code.saveFailed
    public static let sendFailed = Code.sendFailed

    public static var errorDomain: String { MFMailComposeErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorDescription: String? {
        code == .sendFailed ? "The message could not be sent: no mail account is set up." : "The draft could not be saved: no mail account is set up."
    }
}

/// Apple: "MFMailComposeErrorDomain".
public let MFMailComposeErrorDomain = "MFMailComposeErrorDomain"

/// Hears how the mail composer closed (Apple: "MFMailComposeViewControllerDelegate").
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
}

/// The mail composer (Apple: "MFMailComposeViewController").
open class MFMailComposeViewController: UINavigationController {
    open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
    private(set) var subject = ""
    private(set) var toRecipients: [String] = []
    private(set) var ccRecipients: [String] = []
    private(set) var bccRecipients: [String] = []
    private(set) var messageBody = ""
    private(set) var isHTML = false
    private(set) var attachmentNames: [String] = []
    private(set) var sendingAddress: String?

    public override init(nibName: String? = nil, bundle: Bundle? = nil) {
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether the device can send mail: no, as a simulator without a Mail account (said once).
    open class func canSendMail() -> Bool {
        MessageStandIn.sayNoAccounts()
        return false
    }

    open func setSubject(_ subject: String) { self.subject = subject }
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }

    open func setMessageBody(_ body: String, isHTML: Bool) {
        messageBody = body
        self.isHTML = isHTML
    }

    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachmentNames.append(filename)
    }

    open func setPreferredSendingEmailAddress(_ emailAddress: String) { sendingAddress = emailAddress }

    open override func loadView() {
        view = MailComposeView(composer: self)
    }

    /// Cancel or Send in the drawn composer: what iOS tells the delegate.
    func close(sending: Bool) {
        MessageStandIn.sayNoAccounts()
        if sending {
            mailComposeDelegate?.mailComposeController(self, didFinishWith: .failed, error: MFMailComposeError(.sendFailed))
        } else {
            mailComposeDelegate?.mailComposeController(self, didFinishWith: .cancelled, error: nil)
        }
    }
}

/// The mail composer's view: drawn by the preview as `MailComposePage`.
final class MailComposeView: UIView, _UIKitPreviewDrawable {
    private weak var composer: MFMailComposeViewController?

    init(composer: MFMailComposeViewController) {
        self.composer = composer
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    @MainActor var _previewContent: AnyView {
        guard let composer else { return AnyView(Color.clear) }
        return AnyView(MailComposePage(composer: composer))
    }
}

// MARK: Messages

/// How the message composer was closed (Apple: "MessageComposeResult").
public enum MessageComposeResult: Int, Sendable {
    case cancelled = 0
    case sent = 1
    case failed = 2
}

/// Hears how the message composer closed (Apple: "MFMessageComposeViewControllerDelegate").
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The Messages composer (Apple: "MFMessageComposeViewController").
open class MFMessageComposeViewController: UINavigationController {
    open weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
    open var recipients: [String]?
    open var body: String?
    open var subject: String?
    open private(set) var attachments: [[String: Any]]?
    private var userAttachmentsDisabled = false

    public override init(nibName: String? = nil, bundle: Bundle? = nil) {
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether the device can send text messages: no, as a simulator (said once).
    open class func canSendText() -> Bool {
        MessageStandIn.sayNoAccounts()
        return false
    }

    open class func canSendSubject() -> Bool { false }
    open class func canSendAttachments() -> Bool { false }
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

    @discardableResult
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool {
        attachments = (attachments ?? []) + [["url": attachmentURL, "filename": alternateFilename ?? attachmentURL.lastPathComponent]]
        return true
    }

    @discardableResult
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
        attachments = (attachments ?? []) + [["data": attachmentData, "typeIdentifier": uti, "filename": filename]]
        return true
    }

    open func disableUserAttachments() { userAttachmentsDisabled = true }

    open override func loadView() {
        view = MessageComposeView(composer: self)
    }

    /// Cancel or Send in the drawn composer: what iOS tells the delegate.
    func close(sending: Bool) {
        MessageStandIn.sayNoAccounts()
        messageComposeDelegate?.messageComposeViewController(self, didFinishWith: sending ? .failed : .cancelled)
    }
}

/// The message composer's view: drawn by the preview as `MessageComposePage`.
final class MessageComposeView: UIView, _UIKitPreviewDrawable {
    private weak var composer: MFMessageComposeViewController?

    init(composer: MFMessageComposeViewController) {
        self.composer = composer
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    @MainActor var _previewContent: AnyView {
        guard let composer else { return AnyView(Color.clear) }
        return AnyView(MessageComposePage(composer: composer))
    }
}
