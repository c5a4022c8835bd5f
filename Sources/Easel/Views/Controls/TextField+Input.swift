import Foundation

/// The keyboard a text field asks for (Apple: UIKit's "UIKeyboardType", used by
/// `keyboardType(_:)`). UIKit does not exist on Linux; Easel defines the type so the modifier
/// compiles. The simulated keyboard draws its letters page for every type.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// What a field's text is, for autofill (Apple: UIKit's "UITextContentType").
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("namePrefix")
    public static let givenName = UITextContentType("givenName")
    public static let middleName = UITextContentType("middleName")
    public static let familyName = UITextContentType("familyName")
    public static let nameSuffix = UITextContentType("nameSuffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("jobTitle")
    public static let organizationName = UITextContentType("organizationName")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    public static let addressCity = UITextContentType("addressCity")
    public static let addressState = UITextContentType("addressState")
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    public static let sublocality = UITextContentType("sublocality")
    public static let countryName = UITextContentType("countryName")
    public static let postalCode = UITextContentType("postalCode")
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    public static let emailAddress = UITextContentType("emailAddress")
    public static let URL = UITextContentType("URL")
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("newPassword")
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    public static let dateTime = UITextContentType("dateTime")
    public static let flightNumber = UITextContentType("flightNumber")
    public static let shipmentTrackingNumber = UITextContentType("shipmentTrackingNumber")
}

/// How a field capitalises what is typed (Apple: "TextInputAutocapitalization").
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The older spelling (Apple: UIKit's "UITextAutocapitalizationType").
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// The title of the keyboard's Return key (Apple: "SubmitLabel").
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What the text-input modifiers set, kept in the environment for the fields below.
struct TextInputTraits {
    var keyboardType = UIKeyboardType.default
    var contentType: UITextContentType?
    var autocapitalization = TextInputAutocapitalization.sentences
    var autocorrectionDisabled = false
    var submitLabel = SubmitLabel.return
}

private struct TextInputTraitsKey: EnvironmentKey { static let defaultValue = TextInputTraits() }

extension EnvironmentValues {
    var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }

    /// Whether autocorrection is off for the fields below (Apple: "autocorrectionDisabled").
    public var autocorrectionDisabled: Bool {
        get { textInputTraits.autocorrectionDisabled }
        set { textInputTraits.autocorrectionDisabled = newValue }
    }
}

extension View {
    /// Apple: "keyboardType(_:)".
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.keyboardType = type })
    }

    /// Apple: "textContentType(_:)".
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.contentType = textContentType })
    }

    /// Apple: "textInputAutocapitalization(_:)".
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.autocapitalization = autocapitalization ?? .sentences })
    }

    /// Apple: "autocapitalization(_:)", deprecated in iOS 16.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        let mapped: TextInputAutocapitalization = [.never, .words, .sentences, .characters][style.rawValue]
        return textInputAutocapitalization(mapped)
    }

    /// Apple: "autocorrectionDisabled(_:)".
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.autocorrectionDisabled = disable })
    }

    /// Apple: "disableAutocorrection(_:)", deprecated in iOS 16.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }

    /// Apple: "submitLabel(_:)".
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.submitLabel = submitLabel })
    }
}

extension TextField where Label == Text {
    /// A field whose text can grow along `axis` (Apple: "init(_:text:axis:)"). A vertical
    /// field wraps its text onto more lines as it grows, up to its `lineLimit`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
        isVertical = axis == .vertical
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
        isVertical = axis == .vertical
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
        isVertical = axis == .vertical
    }

    /// A field that edits a value through a format (Apple: "init(_:value:format:prompt:)"):
    /// it shows the formatted value, and text that parses sets the value.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey, text: TextField.formatted(value, format), prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title, text: TextField.formatted(value, format), prompt: prompt)
    }

    /// A field for an optional value (Apple: "init(_:value:format:prompt:)" with
    /// `Binding<F.FormatInput?>`): nil shows the placeholder, and clearing the text sets nil.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey, text: TextField.formatted(value, format), prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title, text: TextField.formatted(value, format), prompt: prompt)
    }

    /// A field that edits a value through a `Formatter` (Apple: "init(_:value:formatter:)").
    /// Foundation on Linux cannot parse through a `Formatter`'s object value: the field shows
    /// the formatted value, and a `NumberFormatter` reads numbers back.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(titleKey, text: Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { text in
            if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) {
                if let parsed = number as? V { value.wrappedValue = parsed }
                else if V.self == Double.self { value.wrappedValue = number.doubleValue as! V }
                else if V.self == Int.self { value.wrappedValue = number.intValue as! V }
            }
        }))
    }

    private static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(get: { format.format(value.wrappedValue) }, set: { text in
            if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        })
    }

    private static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(get: { value.wrappedValue.map(format.format) ?? "" }, set: { text in
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                value.wrappedValue = nil
            } else if let parsed = try? format.parseStrategy.parse(text) {
                value.wrappedValue = parsed
            }
        })
    }
}
