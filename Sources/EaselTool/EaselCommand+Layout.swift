import Foundation
import ArgumentParser
import Easel
import EaselDevice
import EaselViewer

extension EaselCommand {
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a preview's laid-out views, one per line with its frame in points.",
            discussion: "Frames are (x, y, width, height) in screen points, origin top-left, as `PreviewHost.layoutDump()` gives them.")

        @Argument(help: "The preview's name (see `easel list`).")
        var name: String

        @OptionGroup var deviceOptions: DeviceOptions

        @Flag(help: "With the on-screen keyboard up.")
        var keyboard = false

        @Option(parsing: .unconditional, help: "A freeform screen size in points, WxH (keeps the device's insets).")
        var size: String?

        func run() throws {
            try reportingErrors {
                deviceOptions.prepareLocale()
                let screen = DeviceScreen(entry: try entry(named: name), chosenDevice: try deviceOptions.resolvedDevice(),
                                          chosenOrientation: deviceOptions.orientation, chosenColorScheme: deviceOptions.colorScheme,
                                          size: try size.map(Snapshot.parseSize), keyboard: keyboard)
                try deviceOptions.apply(to: screen)
                print(screen.host.layoutDump())
            }
        }
    }
}
