import XCTest
import SwiftUI
import MessageUI
@testable import Easel

// A "Contact Support" button as the widely copied `MailView` answer and Hacking with Swift
// write it: the button checks `canSendMail()` and shows an alert when no account is set up,
// else presents an `MFMailComposeViewController` from a representable whose coordinator
// reports the result and dismisses through `presentationMode`. A preview, like a simulator,
// has no Mail account: the alert shows. A composer presented anyway draws its fields; Cancel
// and Send reach the delegate as `.cancelled` and `.failed`.

private struct MUIMailView: UIViewControllerRepresentable {
    @Environment(\.presentationMode) var presentation
    @Binding var result: Result<MFMailComposeResult, Error>?

    class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
        @Binding var presentation: PresentationMode
        @Binding var result: Result<MFMailComposeResult, Error>?

        init(presentation: Binding<PresentationMode>, result: Binding<Result<MFMailComposeResult, Error>?>) {
            _presentation = presentation
            _result = result
        }

        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            defer {
                $presentation.wrappedValue.dismiss()
            }
            guard error == nil else {
                self.result = .failure(error!)
                return
            }
            self.result = .success(result)
        }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(presentation: presentation, result: $result)
    }

    func makeUIViewController(context: UIViewControllerRepresentableContext<MUIMailView>) -> MFMailComposeViewController {
        let vc = MFMailComposeViewController()
        vc.mailComposeDelegate = context.coordinator
        vc.setToRecipients(["support@example.com"])
        vc.setSubject("Feedback")
        vc.setMessageBody("<p>Hello from the app!</p>", isHTML: true)
        return vc
    }

    func updateUIViewController(_ uiViewController: MFMailComposeViewController,
                                context: UIViewControllerRepresentableContext<MUIMailView>) {}
}

private struct MUIContactView: View {
    @State private var result: Result<MFMailComposeResult, Error>? = nil
    @State private var isShowingMailView = false
    @State private var showsNoMailAlert = false

    var body: some View {
        VStack(spacing: 16) {
            Button("Contact Support") {
                if MFMailComposeViewController.canSendMail() {
                    isShowingMailView = true
                } else {
                    showsNoMailAlert = true
                }
            }
            .accessibilityIdentifier("contact")
            Button("Open the composer anyway") { isShowingMailView = true }.accessibilityIdentifier("anyway")
            Text(resultText).accessibilityIdentifier("result")
        }
        .sheet(isPresented: $isShowingMailView) {
            MUIMailView(result: $result)
        }
        .alert("No Mail Account", isPresented: $showsNoMailAlert) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("Set up a Mail account to send feedback.")
        }
    }

    private var resultText: String {
        switch result {
        case .success(let outcome): "\(outcome)"
        case .failure: "failed"
        case nil: "none"
        }
    }
}

/// "Share by text message", with its own delegate recording the result.
private final class MUIMessageResults: NSObject, MFMessageComposeViewControllerDelegate {
    var results: [MessageComposeResult] = []

    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
        results.append(result)
    }
}

private struct MUIMessageView: UIViewControllerRepresentable {
    let delegate: MUIMessageResults

    func makeUIViewController(context: Context) -> MFMessageComposeViewController {
        let controller = MFMessageComposeViewController()
        controller.recipients = ["555-0100"]
        controller.body = "Join me on the app!"
        controller.messageComposeDelegate = delegate
        return controller
    }

    func updateUIViewController(_ uiViewController: MFMessageComposeViewController, context: Context) {}
}

final class MessageUIIdiomTests: XCTestCase {
    func testAContactButtonFindsNoMailAccountAndShowsItsAlert() throws {
        Diagnostics.reset()
        let host = phoneHost(MUIContactView())
        host.tap("contact")
        XCTAssertEqual(host.text(of: "alert-title"), "No Mail Account", "canSendMail() is false, as on a simulator")
        XCTAssertNil(host.frame(of: "mail-to"), "no composer was presented")
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("MessageUI: a preview has no Mail or Messages account") }.count, 1)
    }

    func testAComposerPresentedAnywayShowsItsFieldsAndReportsCancel() throws {
        let host = phoneHost(MUIContactView())
        host.tap("anyway")
        host.advance(by: 0.1)
        XCTAssertEqual(host.text(of: "mail-to"), "support@example.com")
        XCTAssertEqual(host.text(of: "mail-subject"), "Feedback")
        XCTAssertEqual(host.text(of: "mail-body"), "Hello from the app!", "the HTML body's text")

        host.tap("mail-cancel")
        XCTAssertEqual(host.text(of: "result"), "cancelled")
        XCTAssertNil(host.frame(of: "mail-to"), "the coordinator dismissed the sheet")

        host.tap("anyway")
        host.advance(by: 0.1)
        host.tap("mail-send")
        XCTAssertEqual(host.text(of: "result"), "failed", "no account can send: the delegate gets an error")
    }

    func testTheMessageComposerCannotSendTextAndReportsItsResult() throws {
        XCTAssertFalse(MFMessageComposeViewController.canSendText())
        let results = MUIMessageResults()
        let host = phoneHost(MUIMessageView(delegate: results))
        host.advance(by: 0.1)
        XCTAssertEqual(host.text(of: "message-to"), "555-0100")
        XCTAssertEqual(host.text(of: "message-body"), "Join me on the app!")
        host.tap("message-cancel")
        XCTAssertEqual(results.results, [.cancelled])
        host.tap("message-send")
        XCTAssertEqual(results.results, [.cancelled, .failed])
    }
}
