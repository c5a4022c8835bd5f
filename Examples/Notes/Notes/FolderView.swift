import SwiftUI
import CoreData

/// A folder's notes through its to-many relationship, and a pinned-notes section fetched
/// with a predicate.
struct FolderView: View {
    @ObservedObject var folder: Folder
    @FetchRequest(sortDescriptors: [SortDescriptor(\.title)],
                  predicate: NSPredicate(format: "isPinned == YES"))
    private var pinned: FetchedResults<Note>

    var body: some View {
        List {
            Section("Pinned") {
                ForEach(pinned) { note in
                    Text(note.title ?? "")
                }
            }
            Section("\(folder.notes?.count ?? 0) in \(folder.displayName)") {
                ForEach(folder.sortedNotes) { note in
                    Label(note.title ?? "", systemImage: folder.symbol ?? "folder")
                }
            }
        }
        .navigationTitle(folder.displayName)
    }
}

#Preview("Folder") {
    let context = PersistenceController.preview.container.viewContext
    let request: NSFetchRequest<Folder> = Folder.fetchRequest()
    request.predicate = NSPredicate(format: "name == %@", "Ideas")
    let folder = try! context.fetch(request).first!
    return NavigationStack {
        FolderView(folder: folder)
    }
    .environment(\.managedObjectContext, context)
}
