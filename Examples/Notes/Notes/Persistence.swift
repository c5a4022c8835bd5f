import CoreData

struct PersistenceController {
    static let shared = PersistenceController()

    @MainActor
    static let preview: PersistenceController = {
        let result = PersistenceController(inMemory: true)
        let viewContext = result.container.viewContext
        let ideas = Folder(context: viewContext)
        ideas.name = "Ideas"
        ideas.symbol = "lightbulb"
        let titles = ["Garden plan", "Book list", "Trip to Lisbon", "Birthday gifts"]
        for (index, title) in titles.enumerated() {
            let note = Note(context: viewContext)
            note.title = title
            note.body = "Written on day \(index + 1)."
            note.timestamp = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 86_400)
            note.wordCount = Int64(12 * (index + 1))
            note.isPinned = index == 2
            if index.isMultiple(of: 2) { ideas.addToNotes(note) }
        }
        do {
            try viewContext.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return result
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Notes")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores(completionHandler: { (storeDescription, error) in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        })
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
