import Foundation
import ArgumentParser
import Easel
import EaselDevice
import EaselViewer
import EaselRaster

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

        // Unconditional: "--scale -1" and "--size -5x10" are wrong values to report, not missing ones.
        @Option(parsing: .unconditional, help: "Pixels per point (default: the device's scale).")
        var scale: Double?

        @Option(parsing: .unconditional, help: "A freeform screen size in points, WxH (keeps the device's insets).")
        var size: String?

        @Option(help: "The PNG to write.")
        var output: String?

        @Flag(help: "Write every preview, into --output-dir.")
        var all = false

        @Option(help: "The folder for --all.")
        var outputDir: String = "screenshots"

        @Option(parsing: .unconditional,
                help: "Take the snapshot this many seconds after the view appeared, its tasks and timers running meanwhile (default: as soon as its tasks have finished, waiting at most one second).")
        var at: Double?

        func run() throws {
            try reportingErrors {
                let device = try deviceOptions.resolvedDevice()
                if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
                    throw CLIError.usage("--scale must be a number from 0 to 8, got \(scale).")
                }
                if let at, !(at.isFinite && at >= 0 && at <= 600) {
                    throw CLIError.usage("--at must be a number of seconds from 0 to 600, got \(at).")
                }
                let freeform = try size.map(Snapshot.parseSize)
                deviceOptions.prepareLocale()
                let entries: [PreviewEntry]
                if all {
                    entries = gallery()
                } else {
                    guard let name else { throw CLIError.usage("Name a preview or pass --all. Previews: \(gallery().map(\.name).joined(separator: ", "))") }
                    entries = [try entry(named: name)]
                }
                let folder = URL(fileURLWithPath: outputDir)
                if all || output == nil { try Snapshot.prepareFolder(folder) }
                for entry in entries {
                    // One that stopped an earlier run is left out (`_PreviewIsolation`).
                    if all && _PreviewIsolation.isSkipped(entry.name) { continue }
                    _PreviewIsolation.mark("rendering", entry.name)
                    let screen = DeviceScreen(entry: entry, chosenDevice: device, chosenOrientation: deviceOptions.orientation,
                                              chosenColorScheme: deviceOptions.colorScheme, size: freeform, keyboard: keyboard)
                    try deviceOptions.apply(to: screen)
                    if noSystemUI { screen.isSystemUIShown = false }
                    if let at {
                        screen.host.advance(by: at)
                    } else {
                        screen.host.settle(timeout: 1)
                    }
                    // Refused before anything is drawn: an image too small to hold a pixel, or
                    // too large to make in memory, is a mistake in the size or scale.
                    let pixels = PreviewHost.pixelSize(of: screen.size, scale: CGFloat(scale ?? Double(screen.device.scale)))
                    if let problem = PixelBuffer.sizeProblem(width: pixels.width, height: pixels.height) {
                        throw CLIError.usage("The screen cannot be drawn at this size and scale. \(problem)")
                    }
                    let url: URL
                    if all || output == nil {
                        let suffix = keyboard ? "-keyboard" : ""
                        let fileName = entry.name.replacingOccurrences(of: "/", with: "-")
                        url = folder.appendingPathComponent("\(fileName)-\(screen.device.id)\(suffix).png")
                    } else {
                        url = URL(fileURLWithPath: output!)
                    }
                    // `snapshot --all --watch` rewrites only the PNGs a save changed.
                    let keepUnchanged = ProcessInfo.processInfo.environment[SnapshotWatch.keepUnchangedVariable] == "1"
                    let written: Bool
                    do {
                        written = try screen.writePNG(to: url, scale: scale.map { CGFloat($0) }, keepingUnchanged: keepUnchanged)
                    } catch {
                        FileHandle.standardError.write(Data("easel: \(error)\n".utf8))
                        throw ExitCode(1)
                    }
                    print((written ? "Saved screenshot: " : "Unchanged screenshot: ") + url.path)
                    _PreviewIsolation.mark("rendered", entry.name)
                }
            }
        }

        /// Makes the folder screenshots go into, or says clearly why it cannot be used.
        static func prepareFolder(_ folder: URL) throws {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    FileHandle.standardError.write(Data("easel: Could not write screenshots into \(folder.path): it is a file, not a folder. Pass another --output-dir.\n".utf8))
                    throw ExitCode(1)
                }
                guard FileManager.default.isWritableFile(atPath: folder.path) else {
                    FileHandle.standardError.write(Data("easel: Could not write screenshots into \(folder.path): permission denied. Pass a folder you can write to with --output-dir.\n".utf8))
                    throw ExitCode(1)
                }
                return
            }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                let parent = folder.deletingLastPathComponent()
                var reason: String
                if !FileManager.default.fileExists(atPath: parent.path) {
                    reason = "its parent folder \(parent.path) does not exist"
                } else if !FileManager.default.isWritableFile(atPath: parent.path) {
                    reason = "permission denied"
                } else {
                    reason = (error as NSError).localizedDescription
                    while reason.hasSuffix(".") { reason.removeLast() }
                }
                FileHandle.standardError.write(Data("easel: Could not create the folder \(folder.path) for screenshots: \(reason). Check that its parent exists and is writable, or pass another --output-dir.\n".utf8))
                throw ExitCode(1)
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
