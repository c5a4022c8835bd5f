import Foundation

/// A body edit compiled without SwiftPM: the module of the saved files is compiled again with
/// the command SwiftPM recorded for it in its build manifest (`debug.yaml`, llbuild's), and the
/// preview host linked with the recorded link command.
///
/// Measured on `Examples/Recipes` (2 cores): `swift build` after a one-line body edit takes about
/// 1.1 s, of which 0.4 s is SwiftPM planning a build in which nothing is left to do; compiling
/// the module directly takes 0.45 s and linking 0.2 s. A body edit leaves the module's
/// interface (`.swiftmodule`) byte for byte as it was, so the modules that import it need no
/// compiling; when the interface did change, they are compiled too, after it.
/// Nothing here changes what SwiftPM knows: its next build sees newer files and does what they
/// need.
struct DirectRebuild {
    struct Command {
        var inputs: [String] = []
        var outputs: [String] = []
        var arguments: [String] = []
    }

    enum Outcome {
        case built(URL)
        case failed(String?)
        /// Something this cannot do (the interface changed, a command failed to start, …).
        case needsFullBuild
    }

    private let compiles: [Command]
    private let link: Command

    /// The plan of the last build in `scratch`, nil when there is none or it cannot be read.
    init?(scratch: URL, configuration: String) {
        guard let text = try? String(contentsOf: scratch.appendingPathComponent("\(configuration).yaml"), encoding: .utf8) else { return nil }
        var commands: [String: Command] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  \"C."), line.hasSuffix("\":") {
                current = String(line.dropFirst(3).dropLast(2))
                commands[current!] = Command()
                continue
            }
            if !line.hasPrefix("    ") { current = nil }
            guard let name = current else { continue }
            for field in ["inputs", "outputs", "args"] where line.hasPrefix("    \(field): [") {
                let json = Data(line.dropFirst(6 + field.count).utf8)
                guard let values = try? JSONDecoder().decode([String].self, from: json) else { return nil }
                switch field {
                case "inputs": commands[name]?.inputs = values
                case "outputs": commands[name]?.outputs = values
                default: commands[name]?.arguments = values
                }
            }
        }
        compiles = commands.filter { $0.key.hasSuffix(".module") && $0.value.arguments.contains("-module-name") }.map(\.value)
        guard let link = commands.first(where: { $0.key.hasPrefix("C.\(PreviewHostPackage.productName)-") && $0.key.hasSuffix(".exe") })?.value,
              !link.arguments.isEmpty else { return nil }
        self.link = link
    }

    /// Compiles the modules of the `changed` copies — and, where a module's interface changed,
    /// the modules that import it — and links the host.
    func run(changed: [URL], mapping: [(String, String)], restoresLiterals: Bool) -> Outcome {
        let paths = Set(changed.map(\.path))
        var pending = compiles.filter { command in command.inputs.contains { paths.contains($0) } }
        guard !pending.isEmpty, let executable = link.outputs.first else { return .needsFullBuild }
        var done = Set<String>()
        while !pending.isEmpty {
            // A module after the pending ones it imports.
            let interfaces = Set(pending.compactMap(Self.interface(of:)))
            let index = pending.firstIndex { module in
                !module.inputs.contains { $0 != Self.interface(of: module) && interfaces.contains($0) }
            } ?? 0
            let module = pending.remove(at: index)
            guard let interface = Self.interface(of: module), !done.contains(interface) else { continue }
            let before = FileManager.default.contents(atPath: interface)
            // Plain messages, not the JSON SwiftPM reads.
            let arguments = module.arguments.filter { $0 != "-parseable-output" }
            // The driver compiles a file again when it is newer than its last build; a save
            // within the same tick as that build would look older. Its object gone, it is
            // compiled whatever the clock says.
            Self.removeObjects(of: paths, arguments: arguments)
            let (status, firstError, namedLiveLiterals) = Subprocess.runShowingProgress(
                arguments[0], Array(arguments.dropFirst()), replacing: mapping,
                restoring: restoresLiterals ? LiteralScan.restoringLiterals : nil)
            if status != 0 {
                // The full build decides what to do about views that need their literals as written.
                if namedLiveLiterals || status == 127 { return .needsFullBuild }
                return .failed(firstError)
            }
            done.insert(interface)
            if FileManager.default.contents(atPath: interface) != before {
                // Its importers, after it.
                for importer in compiles where importer.inputs.contains(interface) {
                    if let name = Self.interface(of: importer), !done.contains(name) { pending.append(importer) }
                }
            }
        }
        let arguments = link.arguments
        let linked = Subprocess.run(arguments[0], Array(arguments.dropFirst()))
        guard linked.status == 0 else { return .needsFullBuild }
        return .built(URL(fileURLWithPath: executable))
    }

    /// Removes the objects the module's output file map gives for `sources`.
    private static func removeObjects(of sources: Set<String>, arguments: [String]) {
        guard let index = arguments.firstIndex(of: "-output-file-map"), index + 1 < arguments.count,
              let data = FileManager.default.contents(atPath: arguments[index + 1]),
              let map = try? JSONSerialization.jsonObject(with: data) as? [String: [String: String]] else { return }
        for source in sources {
            if let object = map[source]?["object"] { try? FileManager.default.removeItem(atPath: object) }
        }
    }

    private static func interface(of module: Command) -> String? {
        module.outputs.first { $0.hasSuffix(".swiftmodule") }
    }
}
