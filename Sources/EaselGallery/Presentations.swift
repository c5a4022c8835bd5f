import Easel

/// Easel's own examples of presentations, shown already presented: a sheet at the medium
/// detent over a list, a sheet at the large detent (the list steps back behind it), and an
/// alert with a destructive and a cancel button.
enum Presentations {
    struct NotesList: View {
        var body: some View {
            NavigationStack {
                List {
                    Text("Groceries")
                    Text("Trip ideas")
                    Text("Book club")
                }
                .navigationTitle("Notes")
            }
        }
    }

    struct SheetExample: View {
        @State private var showsDetails = true

        var body: some View {
            NotesList()
                .sheet(isPresented: $showsDetails) {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Groceries").font(.title2.bold())
                        Text("Milk, eggs, coffee, lemons").foregroundStyle(.secondary)
                        Button("Done") { showsDetails = false }
                            .buttonStyle(.borderedProminent)
                        Spacer()
                    }
                    .padding(.top, 24)
                    .padding(.horizontal)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .presentationDetents([.medium, .large])
                }
        }
    }

    /// A form in a sheet at the large detent, as apps write an editor: a navigation stack
    /// with Cancel and Done.
    struct LargeSheetExample: View {
        @State private var showsEditor = true
        @State private var title = "Groceries"

        var body: some View {
            NotesList()
                .sheet(isPresented: $showsEditor) {
                    NavigationStack {
                        Form {
                            TextField("Title", text: $title)
                            Toggle("Pinned", isOn: .constant(true))
                        }
                        .navigationTitle("Edit Note")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { showsEditor = false } }
                            ToolbarItem(placement: .confirmationAction) { Button("Done") { showsEditor = false } }
                        }
                    }
                }
        }
    }

    struct AlertExample: View {
        @State private var confirmsDelete = true

        var body: some View {
            NotesList()
                .alert("Delete “Groceries”?", isPresented: $confirmsDelete) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This note will be deleted from all your devices.")
                }
        }
    }
}
