@_exported import Foundation
@_spi(Frameworks) import Easel

/// What a contact store holds (Apple: "CNEntityType").
public enum CNEntityType: Int, Sendable { case contacts }

/// Whether the app may read contacts (Apple: "CNAuthorizationStatus").
public enum CNAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }

/// The address book (Apple: "CNContactStore"). Every store of the preview reads and writes the
/// same contacts, as on a device. Asking for access shows no alert and grants it, as a person
/// tapping Allow would; until then the status is `.notDetermined`, as on a new simulator.
open class CNContactStore: NSObject, @unchecked Sendable {
    public override init() {
        super.init()
        Diagnostics.note("contacts-stand-in", "Contacts: a preview's address book is a new iOS Simulator's (its six sample contacts, by name only) and what the preview saves; access is granted without an alert (Easel's stand-in).")
    }

    public class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
        AddressBook.shared.status
    }

    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, Error?) -> Void) {
        AddressBook.shared.status = .authorized
        DispatchQueue.main.async { completionHandler(true, nil) }
    }

    open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        AddressBook.shared.status = .authorized
        return true
    }

    /// Calls `block` with each contact the request matches, in its sort order.
    open func enumerateContacts(with fetchRequest: CNContactFetchRequest,
                                usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {
        var stop: ObjCBool = false
        for contact in AddressBook.shared.contacts(matching: fetchRequest.predicate, sortOrder: fetchRequest.sortOrder) {
            block(fetchRequest.mutableObjects ? CNMutableContact(copying: contact) : contact, &stop)
            if stop.boolValue { break }
        }
    }

    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [CNKeyDescriptor]) throws -> [CNContact] {
        AddressBook.shared.contacts(matching: predicate, sortOrder: .userDefault)
    }

    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [CNKeyDescriptor]) throws -> CNContact {
        guard let contact = AddressBook.shared.contacts(matching: nil, sortOrder: .none).first(where: { $0.identifier == identifier }) else {
            throw CNError(.recordDoesNotExist)
        }
        return contact
    }

    open func execute(_ saveRequest: CNSaveRequest) throws {
        AddressBook.shared.apply(saveRequest)
    }

    open func defaultContainerIdentifier() -> String { AddressBook.containerIdentifier }
}

/// What a fetch returns and in which order (Apple: "CNContactFetchRequest").
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    open var keysToFetch: [CNKeyDescriptor]
    open var predicate: NSPredicate?
    open var mutableObjects = false
    open var unifyResults = true
    open var sortOrder: CNContactSortOrder = .none

    public init(keysToFetch: [CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
        super.init()
    }
}

/// Apple: "CNContactSortOrder".
public enum CNContactSortOrder: Int, Sendable { case none, userDefault, givenName, familyName }

/// Changes to save (Apple: "CNSaveRequest").
open class CNSaveRequest: NSObject, @unchecked Sendable {
    enum Change { case add(CNMutableContact), update(CNMutableContact), delete(CNMutableContact) }
    var changes: [Change] = []

    public override init() { super.init() }
    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) { changes.append(.add(contact)) }
    open func update(_ contact: CNMutableContact) { changes.append(.update(contact)) }
    open func delete(_ contact: CNMutableContact) { changes.append(.delete(contact)) }
}

/// A Contacts error (Apple: "CNError").
public struct CNError: Error, Hashable, CustomNSError {
    /// Apple: "CNError.Code".
    public enum Code: Int, Sendable {
        case communicationError = 1, dataAccessError = 2, authorizationDenied = 100, noAccessableWritableContainers = 101,
             unauthorizedKeys = 102, featureDisabledByUser = 103, featureNotAvailable = 104, recordDoesNotExist = 200
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { "CNErrorDomain" }
    public var errorCode: Int { code.rawValue }
}

/// The preview's address book, shared by every store.
final class AddressBook: @unchecked Sendable {
    static let shared = AddressBook()
    static let containerIdentifier = "easel-preview-contacts"
    private let lock = NSLock()
    private var stored: [CNContact]
    private var authorization = CNAuthorizationStatus.notDetermined

    /// A new iOS Simulator's sample contacts, by name (their other fields are not published).
    private init() {
        stored = [("Kate", "", "Bell", ""), ("Daniel", "", "Higgins", "Jr."), ("John", "", "Appleseed", ""),
                  ("Anna", "", "Haro", ""), ("Hank", "M.", "Zakroff", ""), ("David", "", "Taylor", "")].map { name in
            let contact = CNMutableContact()
            (contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix) = name
            return contact
        }
    }

    var status: CNAuthorizationStatus {
        get { lock.lock(); defer { lock.unlock() }; return authorization }
        set { lock.lock(); authorization = newValue; lock.unlock() }
    }

    func contacts(matching predicate: NSPredicate?, sortOrder: CNContactSortOrder) -> [CNContact] {
        lock.lock()
        var found = stored.filter { predicate?.evaluate(with: $0) ?? true }
        lock.unlock()
        switch sortOrder {
        case .givenName: found.sort { ($0.givenName, $0.familyName) < ($1.givenName, $1.familyName) }
        case .familyName, .userDefault: found.sort { ($0.familyName, $0.givenName) < ($1.familyName, $1.givenName) }
        case .none: break
        }
        return found
    }

    func apply(_ request: CNSaveRequest) {
        lock.lock()
        defer { lock.unlock() }
        for change in request.changes {
            switch change {
            case .add(let contact): stored.append(CNContact(copying: contact))
            case .update(let contact):
                if let index = stored.firstIndex(where: { $0.identifier == contact.identifier }) { stored[index] = CNContact(copying: contact) }
            case .delete(let contact): stored.removeAll { $0.identifier == contact.identifier }
            }
        }
    }
}
