import Foundation
import Easel
import EaselDevice

// Running an `App` (`App`, `Scene` and `WindowGroup` are `Easel`'s, `Scenes/App.swift`): its
// `main()` opens the preview window on the first window group, or writes a screenshot.

extension App {
    /// Runs the app: Easel's preview window on its first `WindowGroup`; with no display, a
    /// screenshot. Options on the command line: `--device ID`, `--landscape`, `--dark`,
    /// `--keyboard`, `--locale ID`, `--dynamic-type SIZE`, `--snapshot FILE.png` (headless even
    /// with a display).
    public static func main() {
        StandardOutput.flushEachLine()
        exit(AppRunner.run(Self(), arguments: Array(CommandLine.arguments.dropFirst())))
    }
}

enum AppRunner {
    static func run<A: App>(_ app: A, arguments: [String]) -> Int32 {
        let name = String(describing: A.self)
        guard let root = (app.body as? RootScene)?.rootView else {
            FileHandle.standardError.write(Data("Easel: \(name) has no WindowGroup to show.\n".utf8))
            return 2
        }
        var options = ViewerOptions()
        var snapshot: String?
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--device":
                guard let id = iterator.next(), let device = Device.named(id) else {
                    FileHandle.standardError.write(Data("Easel: unknown device. Devices: \(Device.all.map(\.id).joined(separator: ", "))\n".utf8))
                    return 2
                }
                options.device = device
            case "--landscape": options.orientation = .landscape
            case "--dark": options.colorScheme = .dark
            case "--locale":
                guard let identifier = iterator.next() else {
                    FileHandle.standardError.write(Data("Easel: --locale needs an identifier such as de or pt_BR\n".utf8))
                    return 2
                }
                options.locale = Locale(identifier: identifier)
            case "--dynamic-type":
                guard let name = iterator.next(), let size = DynamicTypeSize(name: name) else {
                    FileHandle.standardError.write(Data("Easel: unknown Dynamic Type size. Sizes: \(DynamicTypeSize.allCases.map(\.name).joined(separator: ", "))\n".utf8))
                    return 2
                }
                options.dynamicTypeSize = size
            case "--keyboard": options.keyboard = true
            case "--slow-animations": options.slowAnimations = true
            case "--snapshot": snapshot = iterator.next()
            default: break
            }
        }
        let entry = PreviewEntry(name) { root }
        let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
        if snapshot != nil || !hasDisplay {
            let screen = DeviceScreen(entry: entry, chosenDevice: options.device, chosenOrientation: options.orientation,
                                      chosenColorScheme: options.colorScheme, keyboard: options.keyboard)
            if let size = options.dynamicTypeSize { screen.dynamicTypeSize = size }
            if let locale = options.locale { screen.locale = locale }
            do {
                let url: URL
                if let snapshot {
                    url = URL(fileURLWithPath: snapshot)
                    try screen.writePNG(to: url)
                } else {
                    print("No display ($DISPLAY is not set): writing a screenshot instead of opening a window.")
                    url = try ScreenshotWriter.save(screen, in: options.screenshotDirectory)
                }
                print("Saved screenshot: \(url.path)")
                return 0
            } catch {
                FileHandle.standardError.write(Data("Easel: \(error)\n".utf8))
                return 1
            }
        }
        return Viewer(entries: [entry], options: options).run()
    }
}
