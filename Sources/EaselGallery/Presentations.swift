import Easel

/// Easel's own examples of presentations, shown already presented: a sheet at the medium
/// detent over a list, and an alert with a destructive and a cancel button.
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
