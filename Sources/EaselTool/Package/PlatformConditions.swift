import Foundation

/// How a preview build reads a file's platform conditions: as an iPhone simulator build does.
///
/// Swift on Linux compiles `#if os(iOS)` blocks out, and `#else` branches that are often written
/// for macOS in. A preview of an iPhone screen should show the iOS branch, so before the host
/// compiles a user's file, each `#if`/`#elseif` line is rewritten (on the same line, so line
/// numbers stay):
///
/// - `os(iOS)` and `targetEnvironment(simulator)` → `true`;
/// - `os(macOS)` (`OSX`), `os(watchOS)`, `os(tvOS)`, `os(visionOS)` (`xrOS`), `os(Linux)`,
///   `os(Windows)`, `os(Android)`, `os(WASI)`, `os(FreeBSD)`, `os(OpenBSD)` and
///   `targetEnvironment(macCatalyst)` → `false`;
/// - `canImport(OSLog)` and `canImport(os)` → `true`, and `import OSLog`, `import os` and
///   `import os.log` import `EaselOSLog` instead (Easel's `Logger`, under a name that the
///   packages Easel builds with do not test for);
/// - `import CoreImage.CIFilterBuiltins` (a Clang submodule on iOS) imports `CoreImage`, which
///   holds the typed filters;
/// - everything else, `canImport(UIKit)` among it, is left to the compiler (Easel's `UIKit`
///   module makes that one true);
/// - Objective-C, which Swift on Linux cannot compile: `@objc`, `@objc(name)` and
///   `@objcMembers` are left out, and `#selector(Coordinator.pageChanged(_:))` becomes
///   `Selector("Coordinator.pageChanged(_:)")` (Easel's `Selector`, which nothing sends), so a
///   representable's target–action code compiles; `#keyPath(Photo.url)` becomes the string
///   `"url"`, as Core Data code passes it to predicates and sort descriptors;
/// - an `override` of a UIKit method in an *extension* (`extension UIWindow { override func
///   motionEnded(…) }` for shake detection, `extension UINavigationController { override func
///   viewDidLoad() }` for the swipe-back gesture), which only Objective-C's dynamic dispatch
///   allows: the method is renamed `_easelExtensionOverride_NAME` and loses `override`, so it
///   compiles (its body, `super` calls included, unchanged) and is never called — a preview
///   runs no UIKit lifecycle.
enum PlatformConditions {
    static let trueConditions: Set<String> = ["os(ios)", "targetenvironment(simulator)", "canimport(oslog)", "canimport(os)",
                                              "canimport(os.log)"]
    static let falseConditions: Set<String> = [
        "os(macos)", "os(osx)", "os(watchos)", "os(tvos)", "os(visionos)", "os(xros)", "os(linux)", "os(windows)",
        "os(android)", "os(wasi)", "os(freebsd)", "os(openbsd)", "targetenvironment(maccatalyst)",
    ]

    private static let directive = try! NSRegularExpression(pattern: #"^(\s*#(?:if|elseif)\b)(.*)$"#)
    private static let condition = try! NSRegularExpression(pattern: #"\b(os|targetEnvironment|canImport)\s*\(\s*([\w.]+)\s*\)"#)
    /// `import OSLog`, `import os`, `import os.log`, with attributes or a declaration kind.
    private static let osLogImport = try! NSRegularExpression(
        pattern: #"^(\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?)(?:OSLog|os\.log|os)\b"#)
    static let osLogModule = "EaselOSLog"

    /// The source with its conditions rewritten; the number of lines is unchanged.
    static func rewrite(_ source: String) -> (text: String, changed: Int) {
        var changed = 0
        var lines = source.components(separatedBy: "\n")
        for index in lines.indices where lines[index].contains("import") {
            let line = lines[index]
            guard let match = osLogImport.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                  let whole = Range(match.range, in: line), let head = Range(match.range(at: 1), in: line) else { continue }
            lines[index] = String(line[head]) + osLogModule + line[whole.upperBound...]
            changed += 1
        }
        // Core Image's typed filters are a Clang submodule on iOS; here they are in `CoreImage`.
        for index in lines.indices where lines[index].contains("import CoreImage.CIFilterBuiltins") {
            lines[index] = lines[index].replacingOccurrences(of: "import CoreImage.CIFilterBuiltins", with: "import CoreImage")
            changed += 1
        }
        for index in lines.indices where lines[index].contains("@NSManaged") {
            let (line, count) = rewriteManaged(lines[index])
            lines[index] = line
            changed += count
        }
        for index in lines.indices where lines[index].contains("objc") || lines[index].contains("#selector") || lines[index].contains("#keyPath") {
            let (line, count) = rewriteObjectiveC(lines[index])
            lines[index] = line
            changed += count
        }
        changed += rewriteExtensionOverrides(&lines)
        for index in lines.indices where lines[index].contains("@UIApplication") {
            let (line, count) = rewriteAppLifecycle(lines[index])
            lines[index] = line
            changed += count
        }
        for index in lines.indices where lines[index].contains("#") {
            let line = lines[index]
            let whole = NSRange(line.startIndex..., in: line)
            guard let match = directive.firstMatch(in: line, range: whole),
                  let head = Range(match.range(at: 1), in: line), let tail = Range(match.range(at: 2), in: line) else { continue }
            var rest = String(line[tail])
            // Only the condition, not a comment after it.
            var comment = ""
            if let slash = rest.range(of: "//") {
                comment = String(rest[slash.lowerBound...])
                rest = String(rest[..<slash.lowerBound])
            }
            var rewritten = ""
            var cursor = rest.startIndex
            for found in condition.matches(in: rest, range: NSRange(rest.startIndex..., in: rest)) {
                guard let range = Range(found.range, in: rest), let kind = Range(found.range(at: 1), in: rest),
                      let argument = Range(found.range(at: 2), in: rest) else { continue }
                let key = "\(rest[kind])(\(rest[argument]))".lowercased()
                let value = trueConditions.contains(key) ? "true" : falseConditions.contains(key) ? "false" : nil
                guard let value else { continue }
                rewritten += rest[cursor..<range.lowerBound] + value
                cursor = range.upperBound
                changed += 1
            }
            guard cursor != rest.startIndex else { continue }
            rewritten += rest[cursor...]
            lines[index] = String(line[head]) + rewritten + comment
        }
        return (lines.joined(separator: "\n"), changed)
    }

    private static let objcAttribute = try! NSRegularExpression(pattern: #"@(?:objc(?:Members)?|nonobjc)\b(?:\s*\([^)]*\))?\s?"#)
    private static let managedProperty = try! NSRegularExpression(pattern: #"@NSManaged\s+((?:\w+\s+)*)var\s+(\w+)\s*:\s*([^/{=]+?)\s*(//.*)?$"#)
    private static let managedAccessor = try! NSRegularExpression(
        pattern: #"@NSManaged\s+((?:\w+\s+)*)func\s+(\w+)\(\s*_\s+(\w+)\s*:\s*([^)]+)\)\s*$"#)

    /// Core Data's `@NSManaged`, Objective-C's dynamic properties: a property becomes a
    /// computed one that keeps its value in the managed object (on one line, so the compiler's
    /// line numbers stay the file's), and a generated relationship accessor (`addToTags(_:)`)
    /// a call that changes the relationship.
    static func rewriteManaged(_ line: String) -> (String, Int) {
        let range = NSRange(line.startIndex..., in: line)
        if let match = managedProperty.firstMatch(in: line, range: range), let whole = Range(match.range, in: line),
           let modifiers = Range(match.range(at: 1), in: line), let name = Range(match.range(at: 2), in: line),
           let type = Range(match.range(at: 3), in: line), isCode(line, before: whole.lowerBound) {
            let comment = Range(match.range(at: 4), in: line).map { " " + line[$0] } ?? ""
            let replacement = "\(line[modifiers])var \(line[name]): \(line[type]) { " + CoreDataClasses.accessors(for: String(line[name])) + " }" + comment
            return (line.replacingCharacters(in: whole, with: replacement), 1)
        }
        if let match = managedAccessor.firstMatch(in: line, range: range), let whole = Range(match.range, in: line),
           let modifiers = Range(match.range(at: 1), in: line), let name = Range(match.range(at: 2), in: line),
           let parameter = Range(match.range(at: 3), in: line), let type = Range(match.range(at: 4), in: line),
           isCode(line, before: whole.lowerBound) {
            let replacement = "\(line[modifiers])func \(line[name])(_ \(line[parameter]): \(line[type])) { _easelAccessor(\"\(line[name])\", \(line[parameter])) }"
            return (line.replacingCharacters(in: whole, with: replacement), 1)
        }
        return (line, 0)
    }

    /// One line with its Objective-C attributes left out and its `#selector`s spelled as
    /// `Selector` values; what stands in a string or a comment stays.
    static func rewriteObjectiveC(_ line: String) -> (String, Int) {
        var text = line
        var changed = 0
        // Attributes.
        while let match = objcAttribute.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range, in: text), isCode(text, before: range.lowerBound) {
            text.removeSubrange(range)
            changed += 1
        }
        // `#selector(…)`, its parentheses balanced.
        var searchStart = text.startIndex
        while let found = text.range(of: "#selector(", range: searchStart..<text.endIndex) {
            guard isCode(text, before: found.lowerBound) else { break }
            var depth = 1
            var cursor = found.upperBound
            while cursor < text.endIndex, depth > 0 {
                if text[cursor] == "(" { depth += 1 } else if text[cursor] == ")" { depth -= 1 }
                if depth > 0 { cursor = text.index(after: cursor) }
            }
            guard depth == 0 else { break }
            let name = text[found.upperBound..<cursor].trimmingCharacters(in: .whitespaces)
            let replacement = "Selector(\"\(name)\")"
            text.replaceSubrange(found.lowerBound...cursor, with: replacement)
            searchStart = text.index(found.lowerBound, offsetBy: replacement.count)
            changed += 1
        }
        // `#keyPath(Photo.owner.name)` is the string "owner.name" (the type named first is left
        // out, as the compiler does), as Core Data predicates and sort descriptors take it.
        while let match = keyPath.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range, in: text), let path = Range(match.range(at: 1), in: text), isCode(text, before: range.lowerBound) {
            var components = text[path].split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
            if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
            text.replaceSubrange(range, with: "\"" + components.joined(separator: ".") + "\"")
            changed += 1
        }
        return (text, changed)
    }

    private static let keyPath = try! NSRegularExpression(pattern: #"#keyPath\(\s*([\w.\s]+?)\s*\)"#)

    private static let delegateAdaptor = try! NSRegularExpression(pattern: #"@UIApplicationDelegateAdaptor\(\s*([\w.]+)\.self\s*\)"#)

    /// UIKit's app lifecycle on one line: `@UIApplicationMain` (which Swift on Linux does not
    /// know) becomes `@main` (the delegate's `main()` is UIKit's stand-in), and
    /// `@UIApplicationDelegateAdaptor(AppDelegate.self)` says how to make the delegate, which
    /// Swift on Linux cannot do from its type alone.
    static func rewriteAppLifecycle(_ line: String) -> (String, Int) {
        var text = line
        var changed = 0
        if let range = text.range(of: "@UIApplicationMain"), isCode(text, before: range.lowerBound) {
            text.replaceSubrange(range, with: "@main")
            changed += 1
        }
        if let match = delegateAdaptor.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
           let range = Range(match.range, in: text), let type = Range(match.range(at: 1), in: text),
           isCode(text, before: range.lowerBound) {
            let name = String(text[type])
            text.replaceSubrange(range, with: "@UIApplicationDelegateAdaptor(\(name).self, _easelMake: { \(name)() })")
            changed += 1
        }
        return (text, changed)
    }

    /// Whether `position` is in code: not after `//` and not inside a string literal.
    private static func isCode(_ line: String, before position: String.Index) -> Bool {
        let head = line[..<position]
        if head.contains("//") { return false }
        return head.filter { $0 == "\"" }.count % 2 == 0
    }

    // MARK: Overrides in extensions

    private static let typeDeclaration = try! NSRegularExpression(
        pattern: #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|open|final|package|nonisolated)\s+)*(extension|class|struct|enum|actor|protocol)\s+(?!func\b|var\b|let\b|subscript\b)[\w.]+"#)
    private static let overrideMember = try! NSRegularExpression(
        pattern: #"^(\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|final|dynamic)\s+)*)override\s+((?:(?:public|open|internal|final|dynamic)\s+)*)(func|var)\s+(\w+)"#)

    /// Renames `override` members declared directly in an `extension` (see the type's doc),
    /// following the nesting of type declarations by their braces; returns how many.
    static func rewriteExtensionOverrides(_ lines: inout [String]) -> Int {
        guard lines.contains(where: { $0.contains("override") }) else { return 0 }
        var changed = 0
        // The kinds of the open type declarations, with the brace depth inside each.
        var scopes: [(kind: String, depth: Int)] = []
        var depth = 0
        var pendingKind: String?
        for index in lines.indices {
            let line = lines[index]
            let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
            let whole = NSRange(code.startIndex..., in: code)
            if let match = typeDeclaration.firstMatch(in: code, range: whole), let kind = Range(match.range(at: 1), in: code) {
                pendingKind = String(code[kind])
            }
            if scopes.last?.kind == "extension", scopes.last?.depth == depth,
               let match = overrideMember.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
               match.range.upperBound <= (code as NSString).length,
               let head = Range(match.range(at: 1), in: line), let modifiers = Range(match.range(at: 2), in: line),
               let keyword = Range(match.range(at: 3), in: line), let name = Range(match.range(at: 4), in: line),
               let all = Range(match.range, in: line) {
                lines[index] = String(line[head]) + line[modifiers] + line[keyword] + " _easelExtensionOverride_" + line[name]
                    + line[all.upperBound...]
                changed += 1
            }
            for character in code {
                if character == "{" {
                    depth += 1
                    if let kind = pendingKind {
                        scopes.append((kind, depth))
                        pendingKind = nil
                    }
                } else if character == "}" {
                    if scopes.last?.depth == depth { scopes.removeLast() }
                    depth = max(0, depth - 1)
                }
            }
        }
        return changed
    }
}

