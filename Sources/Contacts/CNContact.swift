// `import Contacts` on Linux: the address book as a new iOS Simulator has it. Spellings:
// Apple's Contacts reference. A preview has no address book of its own; its store holds the
// six sample contacts every new simulator has (Kate Bell, Daniel Higgins Jr., John Appleseed,
// Anna Haro, Hank M. Zakroff, David Taylor) by name only — their other fields are not
// published, so they are left empty — and what the preview saves. Said once.
@_exported import Foundation

/// A contact's properties, read-only (Apple: "CNContact"). Properties not fetched read as
/// empty, as they would throw on iOS only in debug builds.
open class CNContact: NSObject, @unchecked Sendable {
    /// Apple: "CNContactType".
    public enum ContactType: Int, Sendable { case person, organization }

    public internal(set) var identifier: String
    public internal(set) var contactType: ContactType = .person
    public internal(set) var namePrefix = ""
    public internal(set) var givenName = ""
    public internal(set) var middleName = ""
    public internal(set) var familyName = ""
    public internal(set) var nameSuffix = ""
    public internal(set) var nickname = ""
    public internal(set) var organizationName = ""
    public internal(set) var departmentName = ""
    public internal(set) var jobTitle = ""
    public internal(set) var note = ""
    public internal(set) var birthday: DateComponents?
    public internal(set) var dates: [CNLabeledValue<NSDateComponents>] = []
    public internal(set) var imageData: Data?
    public internal(set) var thumbnailImageData: Data?
    public var imageDataAvailable: Bool { imageData != nil }
    public internal(set) var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    public internal(set) var emailAddresses: [CNLabeledValue<NSString>] = []
    public internal(set) var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    public internal(set) var urlAddresses: [CNLabeledValue<NSString>] = []

    public override init() {
        identifier = UUID().uuidString
        super.init()
    }

    /// A copy with the same identifier.
    init(copying other: CNContact) {
        identifier = other.identifier
        super.init()
        contactType = other.contactType
        namePrefix = other.namePrefix
        givenName = other.givenName
        middleName = other.middleName
        familyName = other.familyName
        nameSuffix = other.nameSuffix
        nickname = other.nickname
        organizationName = other.organizationName
        departmentName = other.departmentName
        jobTitle = other.jobTitle
        note = other.note
        birthday = other.birthday
        dates = other.dates
        imageData = other.imageData
        thumbnailImageData = other.thumbnailImageData
        phoneNumbers = other.phoneNumbers
        emailAddresses = other.emailAddresses
        postalAddresses = other.postalAddresses
        urlAddresses = other.urlAddresses
    }

    /// Apple: "mutableCopy()", as code edits a fetched contact.
    open override func mutableCopy() -> Any { CNMutableContact(copying: self) }
    open override func copy() -> Any { CNContact(copying: self) }

    /// Whether the property of the key was fetched: in a preview every property is there.
    open func isKeyAvailable(_ key: String) -> Bool { true }
    open func areKeysAvailable(_ keyDescriptors: [CNKeyDescriptor]) -> Bool { true }

    /// Apple: "predicateForContacts(matchingName:)": given, middle, family name or nickname
    /// starting with a word of `name`, case- and diacritic-insensitively.
    public class func predicateForContacts(matchingName name: String) -> NSPredicate {
        let words = name.split(separator: " ").map { $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        return NSPredicate { object, _ in
            guard let contact = object as? CNContact else { return false }
            let names = [contact.givenName, contact.middleName, contact.familyName, contact.nickname]
                .map { $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
            return words.allSatisfy { word in names.contains { $0.hasPrefix(word) } }
        }
    }

    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        NSPredicate { object, _ in (object as? CNContact).map { identifiers.contains($0.identifier) } ?? false }
    }

    /// Apple: "descriptorForAllComparatorKeys()".
    public class func descriptorForAllComparatorKeys() -> CNKeyDescriptor { CNContactGivenNameKey }

    /// Apple: "localizedString(forKey:)": the English name of a property.
    public class func localizedString(forKey key: String) -> String {
        [CNContactGivenNameKey: "First name", CNContactFamilyNameKey: "Last name", CNContactBirthdayKey: "Birthday",
         CNContactPhoneNumbersKey: "Phone", CNContactEmailAddressesKey: "Email", CNContactPostalAddressesKey: "Address",
         CNContactOrganizationNameKey: "Company", CNContactJobTitleKey: "Job title", CNContactNicknameKey: "Nickname",
         CNContactNoteKey: "Notes"][key] ?? key
    }
}

/// A contact whose properties can be set (Apple: "CNMutableContact").
open class CNMutableContact: CNContact, @unchecked Sendable {
    public override var contactType: ContactType { get { super.contactType } set { super.contactType = newValue } }
    public override var namePrefix: String { get { super.namePrefix } set { super.namePrefix = newValue } }
    public override var givenName: String { get { super.givenName } set { super.givenName = newValue } }
    public override var middleName: String { get { super.middleName } set { super.middleName = newValue } }
    public override var familyName: String { get { super.familyName } set { super.familyName = newValue } }
    public override var nameSuffix: String { get { super.nameSuffix } set { super.nameSuffix = newValue } }
    public override var nickname: String { get { super.nickname } set { super.nickname = newValue } }
    public override var organizationName: String { get { super.organizationName } set { super.organizationName = newValue } }
    public override var departmentName: String { get { super.departmentName } set { super.departmentName = newValue } }
    public override var jobTitle: String { get { super.jobTitle } set { super.jobTitle = newValue } }
    public override var note: String { get { super.note } set { super.note = newValue } }
    public override var birthday: DateComponents? { get { super.birthday } set { super.birthday = newValue } }
    public override var dates: [CNLabeledValue<NSDateComponents>] { get { super.dates } set { super.dates = newValue } }
    public override var imageData: Data? { get { super.imageData } set { super.imageData = newValue } }
    public override var thumbnailImageData: Data? { get { super.thumbnailImageData } set { super.thumbnailImageData = newValue } }
    public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { get { super.phoneNumbers } set { super.phoneNumbers = newValue } }
    public override var emailAddresses: [CNLabeledValue<NSString>] { get { super.emailAddresses } set { super.emailAddresses = newValue } }
    public override var postalAddresses: [CNLabeledValue<CNPostalAddress>] { get { super.postalAddresses } set { super.postalAddresses = newValue } }
    public override var urlAddresses: [CNLabeledValue<NSString>] { get { super.urlAddresses } set { super.urlAddresses = newValue } }
}
