import Foundation
import ArgumentParser
import Easel
import EaselDevice
import EaselViewer
import EaselRaster

extension EaselCommand {
    /// `easel test`: every preview as a snapshot test. References live in `__Previews__/` beside
    /// the project (`NAME-DEVICE.png`); the first run records them (`--record`), later runs
    /// compare and fail on a difference, with the new image and a difference image written
    /// beside each other and an HTML report for CI.
    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare every preview with its reference PNG (record them with --record).",
            discussion: """
                References are NAME-DEVICE.png in --snapshots-dir (the project's __Previews__ folder). A preview \
                with no reference gets one recorded, and the run fails until it is run again, as \
                swift-snapshot-testing does. Exit status 1 when any preview differs, is new or stops the program.
                """)

        @Argument(help: "The previews to test (default: all).")
        var names: [String] = []

        @OptionGroup var deviceOptions: DeviceOptions

        @Option(help: "Run the product of several values, KEY=V1,V2 (device, orientation, scheme, dynamic-type, locale); repeat for several keys, e.g. --variants device=iphone-se,iphone-16-pro --variants scheme=light,dark.")
        var variants: [String] = []

        @Flag(help: "Write every reference anew instead of comparing.")
        var record = false

        @Option(parsing: .unconditional, help: "The share of pixel components (or, with --perceptual-precision, of pixels) that must match, 0…1 (default 1).")
        var precision: Double = 1

        @Option(name: .customLong("perceptual-precision"), parsing: .unconditional,
                help: "How close a pixel must be to count as matching, 0…1: 1 exact, 0.98 within ΔE 2, about what the eye tells apart (default 1).")
        var perceptualPrecision: Double = 1

        @Option(help: "The folder of reference PNGs (default: __Previews__ in the project's folder).")
        var snapshotsDir: String = "__Previews__"

        @Option(help: "Where the new and difference images of failures go (default: .build/easel-test in the project's folder).")
        var artifactsDir: String = ".build/easel-test"

        @Option(help: "Write a self-contained HTML report here, e.g. report/index.html.")
        var report: String?

        @Option(help: "A command printed for each failure with the reference and the new PNG after it, e.g. \"compare\" or \"ksdiff\".")
        var diffTool: String?

        func validate() throws {
            guard (0...1).contains(precision) else { throw ValidationError("--precision must be from 0 to 1, got \(precision).") }
            guard (0...1).contains(perceptualPrecision) else {
                throw ValidationError("--perceptual-precision must be from 0 to 1, got \(perceptualPrecision).")
            }
        }

        func run() throws {
            var results: [SnapshotTestResult] = []
            let resultsFile = ProcessInfo.processInfo.environment[SnapshotTestReport.resultsVariable]
            try reportingErrors {
                let base = try SnapshotVariant.base(deviceOptions)
                let all = try SnapshotVariant.product(base: base, specs: variants)
                let entries = try names.isEmpty ? gallery() : names.map(entry(named:))
                if entries.isEmpty { throw CLIError.usage("No previews were found\(EaselCommand.packageName.map { " in \($0)" } ?? "").") }
                let references = URL(fileURLWithPath: snapshotsDir), artifacts = URL(fileURLWithPath: artifactsDir)
                try Snapshot.prepareFolder(references)
                for entry in entries {
                    // One that stopped an earlier run is left out (`_PreviewIsolation`).
                    if _PreviewIsolation.isSkipped(entry.name) { continue }
                    _PreviewIsolation.mark("rendering", entry.name)
                    for variant in all {
                        let result = test(entry, variant, references: references, artifacts: artifacts)
                        say(result)
                        if let resultsFile { SnapshotTestReport.append(result, toFile: resultsFile) } else { results.append(result) }
                    }
                    _PreviewIsolation.mark("rendered", entry.name)
                }
            }
            // Watched by the tool: it sums up, with the previews that stopped this process.
            guard resultsFile == nil else { return }
            let status = SnapshotTestReport.finish(results, reportPath: report)
            if status != 0 { throw ExitCode(status) }
        }

        private func test(_ entry: PreviewEntry, _ variant: SnapshotVariant, references: URL, artifacts: URL) -> SnapshotTestResult {
            variant.prepareLocale()
            let screen = DeviceScreen(entry: entry, chosenDevice: variant.device, chosenOrientation: variant.orientation,
                                      chosenColorScheme: variant.colorScheme)
            if let size = variant.dynamicTypeSize { screen.dynamicTypeSize = size }
            if let locale = variant.locale { screen.locale = locale }
            screen.host.settle(timeout: 1)
            let name = entry.name.replacingOccurrences(of: "/", with: "-") + "-" + screen.device.id + variant.suffix
            var result = SnapshotTestResult(preview: entry.name, variant: name, status: .passed)
            let referenceURL = references.appendingPathComponent(name + ".png")
            result.reference = referenceURL.path
            let image = RasterImage(screen.render(scale: screen.device.scale))
            let exists = FileManager.default.fileExists(atPath: referenceURL.path)
            if record || !exists {
                do {
                    try image.pngData(text: [("Software", "Easel \(EaselVersion.current)"), ("Title", entry.name)]).write(to: referenceURL, options: .atomic)
                    result.status = record ? .recorded : .new
                    if !record {
                        result.message = "No reference was found on disk. Recorded \(referenceURL.path); check it and run again."
                    }
                } catch {
                    result.status = .failed
                    result.message = "Could not write the reference \(referenceURL.path): \((error as NSError).localizedDescription)."
                }
                return result
            }
            let reference: RasterImage
            do {
                reference = try RasterImage.readPNG(from: referenceURL)
            } catch {
                result.status = .failed
                result.message = "Reference image could not be loaded: \(error)."
                return result
            }
            let outcome = ImageComparison.compare(reference: reference, new: image, precision: precision, perceptualPrecision: perceptualPrecision)
            guard let failure = outcome.failure else { return result }
            result.status = .failed
            let newURL = artifacts.appendingPathComponent(name + ".png")
            let differenceURL = artifacts.appendingPathComponent(name + "-difference.png")
            do {
                try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
                try image.pngData().write(to: newURL, options: .atomic)
                try ImageComparison.difference(reference: reference, new: image).pngData().write(to: differenceURL, options: .atomic)
                result.new = newURL.path
                result.difference = differenceURL.path
            } catch {
                FileHandle.standardError.write(Data("easel: Could not write the failure images into \(artifacts.path): \((error as NSError).localizedDescription).\n".utf8))
            }
            let deltaE = perceptualPrecision < 1 ? "; the largest difference is ΔE " + String(format: "%.1f", outcome.maximumDeltaE) : ""
            result.message = "\(failure)\n\(outcome.differingPixels) pixels differ\(deltaE)."
            return result
        }

        private func say(_ result: SnapshotTestResult) {
            switch result.status {
            case .passed: print("✓ \(result.variant)")
            case .recorded: print("Recorded: \(result.reference ?? result.variant)")
            case .new, .failed, .crashed:
                print("✗ \(result.variant): " + (result.message ?? result.status.rawValue).replacingOccurrences(of: "\n", with: "\n    "))
                if let reference = result.reference, result.status == .failed { print("    reference:  \(reference)") }
                if let new = result.new { print("    new:        \(new)") }
                if let difference = result.difference { print("    difference: \(difference)") }
                if let diffTool, let reference = result.reference, let new = result.new {
                    print("    \(diffTool) \"\(reference)\" \"\(new)\"")
                }
            }
        }
    }
}

/// The device and traits one snapshot is taken with: the command line's choice, or each
/// combination of `--variants`. Only what was chosen shows in the file name.
struct SnapshotVariant {
    var device: Device?
    var orientation: Device.Orientation?
    var colorScheme: ColorScheme?
    var dynamicTypeSize: DynamicTypeSize?
    var locale: Locale?

    /// "-landscape", "-dark", "-AX3", "-de": what was chosen beyond the device.
    var suffix: String {
        var parts: [String] = []
        if orientation == .landscape { parts.append("landscape") }
        if colorScheme == .dark { parts.append("dark") }
        if let dynamicTypeSize { parts.append(dynamicTypeSize.name) }
        if let locale { parts.append(locale.identifier) }
        return parts.map { "-" + $0 }.joined()
    }

    func prepareLocale() {
        if let locale { _PreviewLocale.current = locale }
    }

    static func base(_ options: DeviceOptions) throws -> SnapshotVariant {
        SnapshotVariant(device: try options.resolvedDevice(), orientation: options.orientation, colorScheme: options.colorScheme,
                        dynamicTypeSize: try options.resolvedDynamicTypeSize(), locale: options.resolvedLocale)
    }

    /// Every combination of the `KEY=V1,V2` specs, each over `base`.
    static func product(base: SnapshotVariant, specs: [String]) throws -> [SnapshotVariant] {
        var all = [base]
        for spec in specs {
            let parts = spec.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[1].isEmpty else {
                throw CLIError.usage("--variants takes KEY=V1,V2 (keys: device, orientation, scheme, dynamic-type, locale); got '\(spec)'.")
            }
            let values = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let apply: (inout SnapshotVariant, String) throws -> Void
            switch parts[0].lowercased() {
            case "device", "devices":
                apply = { variant, value in variant.device = try DeviceOptions.device(named: value) }
            case "orientation", "orientations":
                apply = { variant, value in
                    switch value.lowercased() {
                    case "portrait": variant.orientation = .portrait
                    case "landscape": variant.orientation = .landscape
                    default: throw CLIError.usage("Unknown orientation '\(value)': portrait or landscape.")
                    }
                }
            case "scheme", "schemes", "color-scheme":
                apply = { variant, value in
                    switch value.lowercased() {
                    case "light": variant.colorScheme = .light
                    case "dark": variant.colorScheme = .dark
                    default: throw CLIError.usage("Unknown colour scheme '\(value)': light or dark.")
                    }
                }
            case "dynamic-type", "dynamic-types":
                apply = { variant, value in variant.dynamicTypeSize = try DeviceOptions.dynamicTypeSize(named: value) }
            case "locale", "locales":
                apply = { variant, value in variant.locale = Locale(identifier: value) }
            default:
                throw CLIError.usage("Unknown --variants key '\(parts[0])': device, orientation, scheme, dynamic-type or locale.")
            }
            all = try all.flatMap { variant in
                try values.map { value in
                    var copy = variant
                    try apply(&copy, value)
                    return copy
                }
            }
        }
        return all
    }
}
