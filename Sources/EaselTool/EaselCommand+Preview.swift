import Foundation
import ArgumentParser
import Easel
import EaselDevice
import EaselViewer

extension EaselCommand {
    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Open a preview in a window (needs an X display).")

        @Argument(help: "The preview's name (see `easel list`; default: the first). Ctrl+N / Ctrl+P go through the others.")
        var name: String?

        @OptionGroup var deviceOptions: DeviceOptions

        // Unconditional: "--scale -1" is a wrong value to report, not a missing one.
        @Option(parsing: .unconditional, help: "Window pixels per point (2 on HiDPI screens).")
        var scale: Double = 1

        @Flag(help: "Start with the on-screen keyboard up.")
        var keyboard = false

        @Flag(help: "Play animations ten times slower, to watch them frame by frame (Ctrl+T toggles).")
        var slowAnimations = false

        @Option(help: "Where Ctrl+S saves screenshots.")
        var screenshotDir: String = "screenshots"

        @Option(help: .hidden)
        var latencyLog: String?

        func run() throws {
            try reportingErrors {
                let entries = gallery()
                guard let first = entries.first else { throw CLIError.usage("No previews were found.") }
                let live = LiveLink.fromEnvironment()
                var chosen = first
                if let name {
                    if live == nil {
                        chosen = try entry(named: name)
                    } else if let found = try? entry(named: name) {
                        chosen = found
                    } else if live?.session == nil {
                        // A live preview whose edit removed or renamed the named preview shows
                        // another (a restored session picks one of the same file).
                        print("The preview \"\(name)\" is gone after the edit; showing \"\(first.name)\".")
                        fflush(stdout)
                    }
                }
                guard scale.isFinite, scale > 0, scale <= 4 else { throw CLIError.usage("--scale must be a number from 0 to 4, got \(scale).") }
                let options = ViewerOptions(device: try deviceOptions.resolvedDevice(), orientation: deviceOptions.orientation,
                                            windowScale: CGFloat(scale), colorScheme: deviceOptions.colorScheme,
                                            keyboard: keyboard, slowAnimations: slowAnimations, dynamicTypeSize: try deviceOptions.resolvedDynamicTypeSize(),
                                            locale: deviceOptions.resolvedLocale,
                                            screenshotDirectory: URL(fileURLWithPath: screenshotDir),
                                            latencyLog: latencyLog.map { URL(fileURLWithPath: $0) })
                var viewerOptions = options
                viewerOptions.live = live
                let index = entries.firstIndex { $0.name == chosen.name } ?? 0
                let status = Viewer(entries: entries, startAt: index, options: viewerOptions).run()
                if status != 0 { throw ExitCode(status) }
            }
        }
    }
}
