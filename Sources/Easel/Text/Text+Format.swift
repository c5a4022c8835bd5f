import Foundation

extension Text {
    /// Text of a value formatted by a format style (Apple: "init(_:format:)"):
    /// `Text(price, format: .currency(code: "USD"))`, `Text(date, format: .dateTime.day().month())`.
    /// Formatted in the environment's locale (`\.locale`, en_US in a preview unless set), as
    /// SwiftUI does, so a preview does not depend on the machine's language.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(runs: [Run(string: format.format(input))])
        segments[0].format = { format.locale($0).format(input) }
    }

    /// Text of a value formatted by a `Formatter` (Apple: "init(_:formatter:)").
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Text of an object formatted by a `Formatter` (Apple: "init(_:formatter:)").
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// `Text(item.timestamp!, formatter: itemFormatter)`, as Xcode's Core Data template
    /// writes it: `Date` is `ReferenceConvertible` on Apple platforms but not in Linux's
    /// Foundation, so any value is taken here, and formatted as the formatter formats it.
    @_disfavoredOverload
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
