import Foundation
import CoreData

// Codegen "Manual/None": the app writes the class, as Xcode's
// Editor ▸ Create NSManagedObject Subclass… writes it.
@objc(Folder)
public class Folder: NSManagedObject {
    var displayName: String { name ?? "Untitled" }
}

extension Folder {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Folder> {
        return NSFetchRequest<Folder>(entityName: "Folder")
    }

    @NSManaged public var name: String?
    @NSManaged public var symbol: String?
    @NSManaged public var notes: NSSet?

    var sortedNotes: [Note] {
        let set = notes as? Set<Note> ?? []
        return set.sorted { ($0.title ?? "") < ($1.title ?? "") }
    }
}

// MARK: Generated accessors for notes
extension Folder {
    @objc(addNotesObject:)
    @NSManaged public func addToNotes(_ value: Note)

    @objc(removeNotesObject:)
    @NSManaged public func removeFromNotes(_ value: Note)

    @objc(addNotes:)
    @NSManaged public func addToNotes(_ values: NSSet)

    @objc(removeNotes:)
    @NSManaged public func removeFromNotes(_ values: NSSet)
}

extension Folder: Identifiable {}
