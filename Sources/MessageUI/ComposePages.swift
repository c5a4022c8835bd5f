import Foundation
@_spi(Frameworks) import Easel

/// What a preview draws for the mail composer, laid out as iOS's: Cancel, the subject as
/// title, Send; the To, Cc/Bcc and Subject rows; the body (an HTML body as its text); the
/// attachments; and a note that no account can send it.
struct MailComposePage: View {
    let composer: MFMailComposeViewController

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Cancel") { composer.close(sending: false) }
                    .accessibilityIdentifier("mail-cancel")
                Spacer(minLength: 8)
                Text(composer.subject.isEmpty ? "New Message" : composer.subject).font(.headline).lineLimit(1)
                Spacer(minLength: 8)
                Button {
                    composer.close(sending: true)
                } label: {
                    Image(systemName: "arrow.up.circle.fill").font(.title2)
                }
                .accessibilityIdentifier("mail-send")
            }
            .padding(.horizontal, 16)
            .frame(height: 52)
            Divider()
            ComposeField(label: "To:", value: composer.toRecipients.joined(separator: ", "), identifier: "mail-to")
            Divider()
            if composer.ccRecipients.isEmpty && composer.bccRecipients.isEmpty {
                ComposeField(label: "Cc/Bcc, From:", value: composer.sendingAddress ?? "", identifier: "mail-from")
            } else {
                ComposeField(label: "Cc/Bcc:", value: (composer.ccRecipients + composer.bccRecipients).joined(separator: ", "),
                             identifier: "mail-cc")
            }
            Divider()
            ComposeField(label: "Subject:", value: composer.subject, identifier: "mail-subject")
            Divider()
            VStack(alignment: .leading, spacing: 12) {
                Text(composer.isHTML ? Self.text(ofHTML: composer.messageBody) : composer.messageBody)
                    .accessibilityIdentifier("mail-body")
                ForEach(composer.attachmentNames, id: \.self) { name in
                    Label(name, systemImage: "paperclip").font(.footnote).foregroundStyle(.secondary)
                }
            }
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
            Spacer(minLength: 0)
            Text("No mail account · MessageUI stand-in").font(.caption2).foregroundStyle(.tertiary).padding(.bottom, 8)
        }
        .background(Color(.systemBackground))
        .onAppear { MessageStandIn.sayNoAccounts() }
    }

    /// An HTML body's text: tags dropped, line-ending tags as line breaks.
    static func text(ofHTML html: String) -> String {
        html.replacingOccurrences(of: "<(br|/p|/div|/li|/h[1-6])[^>]*>", with: "\n", options: [.regularExpression, .caseInsensitive])
            .replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&nbsp;", with: " ")
            .replacingOccurrences(of: "&amp;", with: "&")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// What a preview draws for the message composer, laid out as Messages': the title with
/// Cancel, the To row, and the message in its field with the Send arrow.
struct MessageComposePage: View {
    let composer: MFMessageComposeViewController

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Text("New Message").font(.headline)
                HStack {
                    Spacer()
                    Button("Cancel") { composer.close(sending: false) }
                        .accessibilityIdentifier("message-cancel")
                }
            }
            .padding(.horizontal, 16)
            .frame(height: 52)
            Divider()
            ComposeField(label: "To:", value: (composer.recipients ?? []).joined(separator: ", "), identifier: "message-to")
            Divider()
            Spacer(minLength: 0)
            HStack(alignment: .bottom, spacing: 8) {
                Text(composer.body ?? "")
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .overlay(RoundedRectangle(cornerRadius: 18, style: .continuous).stroke(Color.secondary.opacity(0.4)))
                    .accessibilityIdentifier("message-body")
                Button {
                    composer.close(sending: true)
                } label: {
                    Image(systemName: "arrow.up.circle.fill").font(.title)
                }
                .accessibilityIdentifier("message-send")
            }
            .padding(12)
            Text("No Messages account · MessageUI stand-in").font(.caption2).foregroundStyle(.tertiary).padding(.bottom, 8)
        }
        .background(Color(.systemBackground))
        .onAppear { MessageStandIn.sayNoAccounts() }
    }
}

/// A row of a composer: its label in grey, then its value.
struct ComposeField: View {
    let label: String
    let value: String
    let identifier: String

    var body: some View {
        HStack(spacing: 6) {
            Text(label).foregroundStyle(.secondary)
            Text(value).lineLimit(1).accessibilityIdentifier(identifier)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
    }
}
