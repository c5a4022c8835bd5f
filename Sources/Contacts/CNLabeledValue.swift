import Foundation

/// A key of a contact property to fetch (Apple: "CNKeyDescriptor"): the `CNContact…Key`
/// strings, and formatters' descriptors.
public protocol CNKeyDescriptor {}
extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

public let CNContactIdentifierKey = "identifier"
public let CNContactTypeKey = "contactType"
public let CNContactNamePrefixKey = "namePrefix"
public let CNContactGivenNameKey = "givenName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactNameSuffixKey = "nameSuffix"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactDepartmentNameKey = "departmentName"
public let CNContactJobTitleKey = "jobTitle"
public let CNContactNoteKey = "note"
public let CNContactBirthdayKey = "birthday"
public let CNContactDatesKey = "dates"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses"
public let CNContactUrlAddressesKey = "urlAddresses"

public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
public let CNLabelDateAnniversary = "_$!<Anniversary>!$_"

/// A value with a label, such as a phone number marked "mobile" (Apple: "CNLabeledValue").
open class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
    public let identifier = UUID().uuidString
    public let label: String?
    public let value: ValueType

    public required init(label: String?, value: ValueType) {
        self.label = label
        self.value = value
        super.init()
    }

    open func settingLabel(_ label: String?) -> Self { Self(label: label, value: value) }
    open func settingValue(_ value: ValueType) -> Self { Self(label: label, value: value) }

    /// Apple: "localizedString(forLabel:)": "home", "work", "mobile"… in English.
    public class func localizedString(forLabel label: String) -> String {
        [CNLabelHome: "home", CNLabelWork: "work", CNLabelOther: "other", CNLabelPhoneNumberMobile: "mobile",
         CNLabelPhoneNumberiPhone: "iPhone", CNLabelPhoneNumberMain: "main", CNLabelDateAnniversary: "anniversary"][label] ?? label
    }
}

/// A phone number (Apple: "CNPhoneNumber").
open class CNPhoneNumber: NSObject, @unchecked Sendable {
    public let stringValue: String
    public init(stringValue: String) {
        self.stringValue = stringValue
        super.init()
    }
}

/// A postal address (Apple: "CNPostalAddress").
open class CNPostalAddress: NSObject, @unchecked Sendable {
    public internal(set) var street = ""
    public internal(set) var subLocality = ""
    public internal(set) var city = ""
    public internal(set) var subAdministrativeArea = ""
    public internal(set) var state = ""
    public internal(set) var postalCode = ""
    public internal(set) var country = ""
    public internal(set) var isoCountryCode = ""
    public override init() { super.init() }
}

/// Apple: "CNMutablePostalAddress".
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    public override var street: String { get { super.street } set { super.street = newValue } }
    public override var subLocality: String { get { super.subLocality } set { super.subLocality = newValue } }
    public override var city: String { get { super.city } set { super.city = newValue } }
    public override var subAdministrativeArea: String { get { super.subAdministrativeArea } set { super.subAdministrativeArea = newValue } }
    public override var state: String { get { super.state } set { super.state = newValue } }
    public override var postalCode: String { get { super.postalCode } set { super.postalCode = newValue } }
    public override var country: String { get { super.country } set { super.country = newValue } }
    public override var isoCountryCode: String { get { super.isoCountryCode } set { super.isoCountryCode = newValue } }
}

/// A contact's name as a person reads it (Apple: "CNContactFormatter").
open class CNContactFormatter: Formatter, @unchecked Sendable {
    /// Apple: "CNContactFormatterStyle".
    public enum Style: Int, Sendable { case fullName, phoneticFullName }

    open var style: Style = .fullName

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The keys a formatter reads.
    public class func descriptorForRequiredKeys(for style: Style) -> CNKeyDescriptor { "fullName" }

    /// Given, middle and family name and suffix, as English contacts show them; the
    /// organisation for a company.
    public class func string(from contact: CNContact, style: Style) -> String? {
        if contact.contactType == .organization { return contact.organizationName.isEmpty ? nil : contact.organizationName }
        let parts = [contact.namePrefix, contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix].filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }
}
