import Foundation
import ArgumentParser
import Easel
import EaselViewer

extension EaselCommand {
    struct Snapshot: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a preview's screen to a PNG, headless (no X server needed).",
            discussion: "The same pixels as the window's Ctrl+S for the same state.")

        @Argument(help: "The preview's name (see `easel list`); omit with --all.")
        var name: String?

        @OptionGroup var deviceOptions: DeviceOptions

        @Flag(help: "With the on-screen keyboard up.")
        var keyboard = false

        @Flag(help: "Leave out the status bar and home indicator.")
        var noSystemUI = false

        @Option(help: "Pixels per point (default: the device's scale).")
        var scale: Double?

        @Option(help: "A freeform screen size in points, WxH (keeps the device's insets).")
        var size: String?

        @Option(help: "The PNG to write.")
        var output: String?

        @Flag(help: "Write every preview, into --output-dir.")
        var all = false

        @Option(help: "The folder for --all.")
        var outputDir: String = "screenshots"

        func run() throws {
            try reportingErrors {
                let device = try deviceOptions.resolvedDevice()
                let orientation: Device.Orientation = deviceOptions.landscape ? .landscape : .portrait
                if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
                    throw CLIError.usage("--scale must be a number from 0 to 8, got \(scale).")
                }
                let freeform = try size.map(Snapshot.parseSize)
                let entries: [PreviewEntry]
                if all {
                    entries = gallery()
                } else {
                    guard let name else { throw CLIError.usage("Name a preview or pass --all. Previews: \(gallery().map(\.name).joined(separator: ", "))") }
                    entries = [try entry(named: name)]
                }
                for entry in entries {
                    let screen = DeviceScreen(entry: entry, device: device, orientation: orientation, size: freeform,
                                              keyboard: keyboard, colorScheme: deviceOptions.dark ? .dark : .light)
                    screen.isSystemUIShown = !noSystemUI
                    let url: URL
                    if all || output == nil {
                        let suffix = keyboard ? "-keyboard" : ""
                        url = URL(fileURLWithPath: outputDir).appendingPathComponent("\(entry.name)-\(device.id)\(suffix).png")
                        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    } else {
                        url = URL(fileURLWithPath: output!)
                    }
                    do {
                        try screen.writePNG(to: url, scale: scale.map { CGFloat($0) })
                    } catch {
                        FileHandle.standardError.write(Data("easel: \(error)\n".utf8))
                        throw ExitCode(1)
                    }
                    print("Saved screenshot: \(url.path)")
                }
            }
        }

        /// Parses "WxH" (points), both positive and finite.
        static func parseSize(_ text: String) throws -> CGSize {
            let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                  width.isFinite, height.isFinite, width > 0, height > 0, width <= 10_000, height <= 10_000 else {
                throw CLIError.usage("--size must be WxH in points, each from 1 to 10000, e.g. 390x844; got '\(text)'.")
            }
            return CGSize(width: width, height: height)
        }
    }
}
