import Easel

/// Easel's own example of a mailboxes screen in the idiom of Apple's Mail: labelled rows with
/// unread counts as badges, a prominent section header, and a bottom toolbar with a status
/// line and a compose button.
enum Mailboxes {
    struct Mailbox: Identifiable {
        let name: String
        let symbol: String
        let unread: Int
        var id: String { name }
    }

    static let favourites = [
        Mailbox(name: "All Inboxes", symbol: "tray.2", unread: 12),
        Mailbox(name: "VIP", symbol: "star", unread: 0),
        Mailbox(name: "Flagged", symbol: "flag", unread: 3),
    ]

    static let account = [
        Mailbox(name: "Drafts", symbol: "doc", unread: 1),
        Mailbox(name: "Sent", symbol: "paperplane", unread: 0),
        Mailbox(name: "Junk", symbol: "xmark.bin", unread: 0),
        Mailbox(name: "Archive", symbol: "archivebox", unread: 0),
    ]

    struct Example: View {
        var body: some View {
            NavigationStack {
                List {
                    Section {
                        ForEach(Mailboxes.favourites) { mailbox in
                            NavigationLink(value: mailbox.name) {
                                Label(mailbox.name, systemImage: mailbox.symbol)
                            }
                            .badge(mailbox.unread)
                        }
                    }
                    Section("iCloud") {
                        ForEach(Mailboxes.account) { mailbox in
                            NavigationLink(value: mailbox.name) {
                                Label(mailbox.name, systemImage: mailbox.symbol)
                            }
                            .badge(mailbox.unread)
                        }
                    }
                    .headerProminence(.increased)
                }
                .navigationTitle("Mailboxes")
                .navigationDestination(for: String.self) { name in
                    Text(name).navigationTitle(name)
                }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    ToolbarItem(placement: .status) {
                        Text("Updated Just Now").font(.caption)
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button {} label: { Image(systemName: "square.and.pencil") }
                            .accessibilityIdentifier("compose")
                    }
                }
            }
        }
    }
}

extension Presentations {
    /// A confirmation dialog over the notes, as iOS's action sheet.
    struct DialogExample: View {
        @State private var asks = true

        var body: some View {
            NotesList()
                .confirmationDialog("Groceries", isPresented: $asks, titleVisibility: .visible) {
                    Button("Share") {}
                    Button("Duplicate") {}
                    Button("Delete Note", role: .destructive) {}
                } message: {
                    Text("Milk, eggs, coffee, lemons")
                }
        }
    }
}
