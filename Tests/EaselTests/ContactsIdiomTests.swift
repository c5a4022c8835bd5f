import XCTest
import SwiftUI
import Contacts

// `import Contacts` as apps write it: a permission manager, a birthday list that enumerates the
// address book, a contact picker that searches by name, and a contact saved from a form.

private final class ContactsPermission: ObservableObject {
    @Published var status: CNAuthorizationStatus = .notDetermined
    private let store = CNContactStore()

    func refresh() {
        switch CNContactStore.authorizationStatus(for: .contacts) {
        case .authorized, .limited: status = .authorized
        case .denied, .restricted: status = .denied
        default: status = .notDetermined
        }
    }

    func request() async {
        _ = try? await store.requestAccess(for: .contacts)
        refresh()
    }
}

private struct Person: Identifiable, Hashable {
    let id: String
    let name: String
    let birthday: DateComponents?
}

private final class AddressBookModel: ObservableObject {
    @Published var people: [Person] = []

    func load() throws {
        let store = CNContactStore()
        let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactBirthdayKey, CNContactThumbnailImageDataKey] as [CNKeyDescriptor]
        let request = CNContactFetchRequest(keysToFetch: keys)
        request.sortOrder = .givenName
        var found: [Person] = []
        try store.enumerateContacts(with: request) { contact, _ in
            let name = CNContactFormatter.string(from: contact, style: .fullName) ?? "No Name"
            found.append(Person(id: contact.identifier, name: name, birthday: contact.birthday))
        }
        people = found
    }
}

private struct PeopleList: View {
    @StateObject private var model = AddressBookModel()

    var body: some View {
        List(model.people) { person in
            Text(person.name)
        }
        .onAppear { try? model.load() }
    }
}

final class ContactsIdiomTests: XCTestCase {
    func testAccessIsAskedForThenGranted() async {
        let permission = ContactsPermission()
        await permission.request()
        XCTAssertEqual(permission.status, .authorized)
        XCTAssertEqual(CNContactStore.authorizationStatus(for: .contacts), .authorized)
    }

    func testTheAddressBookIsANewSimulatorsSortedByGivenName() throws {
        let host = phoneHost(PeopleList())
        XCTAssertEqual(host.shownTexts(), ["Anna Haro", "Daniel Higgins Jr.", "David Taylor", "Hank M. Zakroff", "John Appleseed", "Kate Bell"])
    }

    func testSearchingByNameAndSavingAContact() throws {
        let store = CNContactStore()
        let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey] as [CNKeyDescriptor]
        let johns = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "john"), keysToFetch: keys)
        XCTAssertEqual(johns.map(\.familyName), ["Appleseed"])

        let contact = CNMutableContact()
        contact.givenName = "Ada"
        contact.familyName = "Lovelace"
        contact.birthday = DateComponents(month: 12, day: 10)
        contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+44 20 7946 0000"))]
        let save = CNSaveRequest()
        save.add(contact, toContainerWithIdentifier: nil)
        try store.execute(save)

        let found = try store.unifiedContact(withIdentifier: contact.identifier, keysToFetch: keys)
        XCTAssertEqual(found.givenName, "Ada")
        XCTAssertEqual(found.birthday?.day, 10)
        XCTAssertEqual(found.phoneNumbers.first?.value.stringValue, "+44 20 7946 0000")
        XCTAssertEqual(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: found.phoneNumbers[0].label ?? ""), "mobile")

        let edited = try XCTUnwrap(found.mutableCopy() as? CNMutableContact)
        let delete = CNSaveRequest()
        delete.delete(edited)
        try store.execute(delete)
        XCTAssertThrowsError(try store.unifiedContact(withIdentifier: contact.identifier, keysToFetch: keys))
    }
}
