import Foundation
import ArgumentParser
import Easel
import EaselDevice
import EaselViewer

/// `easel`: lists, previews and snapshots the previews registered in `Previews`.
///
/// The `easel` executable registers Easel's gallery and runs this command; a package of your own
/// registers its previews and does the same:
///
/// ```swift
/// import EaselTool
/// Previews.register("Sign in") { SignInView() }
/// EaselCommand.main()
/// ```
public struct EaselCommand: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "Preview SwiftUI views on Linux.",
        subcommands: [List.self, Preview.self, Snapshot.self, Test.self, Layout.self, Accessibility.self, Devices.self, Serve.self],
        defaultSubcommand: List.self)

    /// Parses the command line and runs the command. Every usage mistake exits with status 2,
    /// the convention of command-line tools (argument-parser's own default is `EX_USAGE`, 64), so
    /// a script tells a wrong name, device or size apart from a failed write (status 1).
    /// The package whose previews this program shows, for messages; nil: Easel's gallery.
    nonisolated(unsafe) static var packageName: String?

    /// Runs the command over the previews of a user's package (the preview host's entry point).
    public static func main(packageName: String) {
        self.packageName = packageName
        main()
    }

    public static func main() {
        main(nil)
    }

    /// Runs `arguments` (nil: the command line's).
    public static func main(_ arguments: [String]?) {
        // Each line as it is printed: a script reading "Saved screenshot: PATH" through a pipe
        // would otherwise see it only when the command exits (C's stdout is fully buffered there).
        setvbuf(stdout, nil, _IOLBF, 0)
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}

/// Options that choose the device and its state, shared by `preview` and `snapshot`.
struct DeviceOptions: ParsableArguments {
    @Option(help: "The device preset (see `easel devices`; default: the preview's `previewDevice`, else \(Device.defaultDevice.id)).")
    var device: String?

    @Flag(help: "Landscape orientation (default: the preview's traits).")
    var landscape = false

    @Flag(help: "Dark mode (default: the preview's colour scheme).")
    var dark = false

    @Option(name: .customLong("dynamic-type"),
            help: "The Dynamic Type size: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5 (or AX1 … AX5).")
    var dynamicType: String?

    @Option(help: "The locale to format and look strings up in, e.g. de or pt_BR (default: en_US).")
    var locale: String?

    var resolvedLocale: Locale? { locale.map { Locale(identifier: $0) } }

    /// Before the preview is made: `Locale.current` becomes the chosen locale, so formatters
    /// the views make as they first appear format in it (`_PreviewLocale`).
    func prepareLocale() {
        if let resolvedLocale { _PreviewLocale.current = resolvedLocale }
    }

    /// The text size and locale asked for, on a made screen.
    func apply(to screen: DeviceScreen) throws {
        if let size = try resolvedDynamicTypeSize() { screen.dynamicTypeSize = size }
        if let resolvedLocale { screen.locale = resolvedLocale }
    }

    /// The Dynamic Type size asked for; nil leaves iOS's default.
    func resolvedDynamicTypeSize() throws -> DynamicTypeSize? {
        try dynamicType.map(DeviceOptions.dynamicTypeSize(named:))
    }

    /// The Dynamic Type size `name` names, or a usage error listing the sizes.
    static func dynamicTypeSize(named name: String) throws -> DynamicTypeSize {
        guard let size = DynamicTypeSize(name: name) else {
            throw CLIError.usage("Unknown Dynamic Type size '\(name)'. Sizes: \(DynamicTypeSize.allCases.map(\.name).joined(separator: ", "))")
        }
        return size
    }

    /// The device preset `name` names (an id or Xcode's name), or a usage error listing them.
    static func device(named name: String) throws -> Device {
        guard let found = Device.named(xcodeName: name) else {
            throw CLIError.usage("Unknown device '\(name)'. Devices: \(Device.all.map(\.id).joined(separator: ", "))")
        }
        return found
    }

    /// The device asked for on the command line; nil leaves it to the preview.
    func resolvedDevice() throws -> Device? {
        try device.map(DeviceOptions.device(named:))
    }

    var orientation: Device.Orientation? { landscape ? .landscape : nil }
    var colorScheme: ColorScheme? { dark ? .dark : nil }
}

/// An error for people, printed on standard error with exit status 2.
enum CLIError: Error {
    case usage(String)
}

/// The registered previews.
func gallery() -> [PreviewEntry] {
    Previews.all
}

func entry(named name: String) throws -> PreviewEntry {
    guard let entry = gallery().first(where: { $0.name == name }) ?? Previews.named(name) else {
        throw CLIError.usage("Unknown preview '\(name)'. Previews: \(gallery().map(\.name).joined(separator: ", "))")
    }
    return entry
}

/// Runs a command body, turning `CLIError` into a message and exit status 2.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch CLIError.usage(let message) {
        FileHandle.standardError.write(Data("easel: \(message)\n".utf8))
        throw ExitCode(2)
    }
}

extension EaselCommand {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the previews.")

        @Flag(name: [.long, .short], help: "Also say which targets of the project are not previewed, and why.")
        var verbose = false

        func run() throws {
            // What the app's code prints while its previews are found (a global's initialiser,
            // a provider's static property) goes to standard error: standard output is the list,
            // one preview a line, for scripts.
            let entries = List.printingToStandardError { gallery() }
            try reportingErrors {
                if entries.isEmpty { throw CLIError.usage("No previews were found\(EaselCommand.packageName.map { " in \($0)" } ?? ""): write a #Preview or a PreviewProvider, or call Previews.register before EaselCommand.main().") }
            }
            // One per line: the name, and where it is written when that is known ("Name\tFile.swift:12").
            for entry in entries { print(entry.location.map { "\(entry.name)\t\($0)" } ?? entry.name) }
        }

        static func printingToStandardError<T>(_ body: () -> T) -> T {
            fflush(stdout)
            let saved = dup(STDOUT_FILENO)
            guard saved >= 0 else { return body() }
            dup2(STDERR_FILENO, STDOUT_FILENO)
            defer {
                fflush(stdout)
                dup2(saved, STDOUT_FILENO)
                close(saved)
            }
            return body()
        }
    }

    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the device presets.")
        func run() {
            for device in Device.all {
                let size = device.portraitSize
                let insets = device.portraitInsets
                print("\(device.id.padding(toLength: 18, withPad: " ", startingAt: 0)) \(device.name.padding(toLength: 22, withPad: " ", startingAt: 0)) "
                      + "\(Int(size.width))×\(Int(size.height)) pt @\(Int(device.scale))x  insets \(Int(insets.top))/\(Int(insets.bottom))  "
                      + "keyboard \(Int(device.portraitKeyboardHeight))/\(Int(device.landscapeKeyboardHeight))")
            }
        }
    }
}
