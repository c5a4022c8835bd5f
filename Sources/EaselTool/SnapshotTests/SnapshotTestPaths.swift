import Foundation

/// Where `easel test` keeps a project's references and failure images: the project's
/// `__Previews__/` and `.build/easel-test/`, wherever `easel` was run from, unless the command
/// line names other folders.
enum SnapshotTestPaths {
    static let referencesFolder = "__Previews__"
    static let artifactsFolder = ".build/easel-test"

    /// `arguments` with the project's folders added where the command line names none.
    static func arguments(_ arguments: [String], root: URL) -> [String] {
        var result = arguments
        if value(of: "--snapshots-dir", in: arguments) == nil {
            result += ["--snapshots-dir", root.appendingPathComponent(referencesFolder).path]
        }
        if value(of: "--artifacts-dir", in: arguments) == nil {
            result += ["--artifacts-dir", root.appendingPathComponent(artifactsFolder).path]
        }
        return result
    }

    /// The value of an option (`--name VALUE` or `--name=VALUE`), if given.
    static func value(of option: String, in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == option, index + 1 < arguments.count { return arguments[index + 1] }
            if argument.hasPrefix(option + "=") { return String(argument.dropFirst(option.count + 1)) }
        }
        return nil
    }
}
