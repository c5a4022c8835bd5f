import Foundation

/// Swift Playgrounds apps (`App.swiftpm` folders) are Swift packages whose manifest imports
/// `AppleProductTypes` and declares its app as a product:
///
/// ```swift
/// import PackageDescription
/// import AppleProductTypes
///
/// let package = Package(
///     name: "Habits",
///     products: [.iOSApplication(name: "Habits", targets: ["AppModule"], …)],
///     targets: [.executableTarget(name: "AppModule", path: ".")]
/// )
/// ```
///
/// That module exists only in Apple's toolchains. The product says nothing a preview needs, so
/// the manifest is read through a copy without the import and without `.iOSApplication(…)`.
enum PlaygroundManifest {
    static func isAppManifest(_ manifest: String) -> Bool {
        manifest.range(of: #"^\s*import\s+AppleProductTypes\b"#, options: .regularExpression) != nil
            || manifest.contains(".iOSApplication(")
    }

    /// The manifest without `import AppleProductTypes` and without any `.iOSApplication(…)`
    /// product (with its comma); the rest is unchanged.
    static func withoutAppleProductTypes(_ manifest: String) -> String {
        var text = manifest.replacingOccurrences(of: #"(?m)^\s*import\s+AppleProductTypes\s*$"#, with: "", options: .regularExpression)
        while let call = text.range(of: ".iOSApplication(") {
            guard let close = closingParenthesis(in: text, openingAt: text.index(before: call.upperBound)) else { break }
            var end = text.index(after: close)
            // The comma after it, if it was not the list's last element.
            var cursor = end
            while cursor < text.endIndex, text[cursor].isWhitespace { cursor = text.index(after: cursor) }
            if cursor < text.endIndex, text[cursor] == "," { end = text.index(after: cursor) }
            text.removeSubrange(call.lowerBound..<end)
        }
        return text
    }

    /// The index of the `)` that closes the `(` at `open`, skipping string literals and comments.
    static func closingParenthesis(in text: String, openingAt open: String.Index) -> String.Index? {
        var depth = 0
        var index = open
        var inString = false
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" {
                    index = text.index(after: index)
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "/", text[index...].hasPrefix("//") {
                index = text[index...].firstIndex(of: "\n") ?? text.endIndex
                continue
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return nil
    }
}
