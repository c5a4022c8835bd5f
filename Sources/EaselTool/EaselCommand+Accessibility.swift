import Foundation
import ArgumentParser
import Easel
import EaselDevice
import EaselViewer

extension EaselCommand {
    struct Accessibility: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a preview's accessibility elements in VoiceOver's order, one per line.",
            discussion: "Each line: traits, label, value, hint, identifier and frame (x, y, width, height) in screen points, as `PreviewHost.accessibilityDump()` gives them.")

        @Argument(help: "The preview's name (see `easel list`).")
        var name: String

        @OptionGroup var deviceOptions: DeviceOptions

        func run() throws {
            try reportingErrors {
                deviceOptions.prepareLocale()
                let screen = DeviceScreen(entry: try entry(named: name), chosenDevice: try deviceOptions.resolvedDevice(),
                                          chosenOrientation: deviceOptions.orientation, chosenColorScheme: deviceOptions.colorScheme)
                try deviceOptions.apply(to: screen)
                print(screen.host.accessibilityDump())
            }
        }
    }
}
