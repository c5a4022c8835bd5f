import Foundation
import Easel

/// A program whose `body` describes its windows (Apple: "App"). On Linux, running it opens
/// Easel's preview window on its first `WindowGroup`; with no display it writes a screenshot.
///
/// Options on the command line: `--device ID`, `--landscape`, `--dark`, `--keyboard`,
/// `--snapshot FILE.png` (headless even with a display).
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    public static func main() {
        StandardOutput.flushEachLine()
        exit(AppRunner.run(Self(), arguments: Array(CommandLine.arguments.dropFirst())))
    }
}

/// A part of an app's user interface (Apple: "Scene").
@MainActor @preconcurrency
public protocol Scene {}

/// A scene that shows a view in a window (Apple: "WindowGroup").
public struct WindowGroup<Content: View>: Scene, RootScene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var rootView: AnyView { AnyView(content) }
}

/// Builds scenes (Apple: "SceneBuilder"). Easel shows the first window group.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene {
        var roots: [AnyView] = []
        for scene in repeat each scenes {
            if let root = (scene as? RootScene)?.rootView { roots.append(root) }
        }
        return TupleScene(roots: roots)
    }
}

/// Several scenes; the first window group is the one Easel shows.
public struct TupleScene: Scene, RootScene {
    let roots: [AnyView]
    var rootView: AnyView { roots.first ?? AnyView(EmptyView()) }
}

protocol RootScene {
    var rootView: AnyView { get }
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
