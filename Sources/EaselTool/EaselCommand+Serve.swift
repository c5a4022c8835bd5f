import Foundation
import ArgumentParser
@_spi(Frameworks) import Easel
import EaselDevice
import EaselViewer
import EaselRaster

extension EaselCommand {
    /// `easel serve`: the previews answered one request a line on standard input, one answer a
    /// line on standard output (after `PreviewServer.marker`, so what the previews print is told
    /// apart). `easel mcp` runs the preview host this way, as a worker it can restart when a
    /// preview stops it or hangs. Not for people: the requests are `PreviewServer`'s.
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Answer preview requests as JSON lines (for `easel mcp`).", shouldDisplay: false)

        func run() throws {
            setvbuf(stdout, nil, _IOLBF, 0)
            let server = PreviewServer()
            while let line = readLine() {
                let answer = server.answer(line)
                print(PreviewServer.marker + answer)
                fflush(stdout)
            }
        }
    }
}

/// What `easel serve` answers: previews listed, drawn as PNGs, their layout and accessibility
/// trees, and live sessions tapped, typed into, scrolled and advanced in time.
///
/// A request is a JSON object with `"op"` and its arguments; the answer is a JSON object with
/// `"ok": true` and the results, or `"ok": false` and `"error"`, a sentence for people.
final class PreviewServer {
    static let marker = "\u{1}easel-serve "

    private var sessions: [String: DeviceScreen] = [:]
    private var nextSession = 1

    struct Failure: Error { let message: String }

    func answer(_ line: String) -> String {
        var result: [String: Any]
        do {
            guard let data = line.data(using: .utf8),
                  let request = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
                throw Failure(message: "The request is not a JSON object.")
            }
            result = try handle(request)
            result["ok"] = true
        } catch let failure as Failure {
            result = ["ok": false, "error": failure.message]
        } catch CLIError.usage(let message) {
            result = ["ok": false, "error": message]
        } catch {
            result = ["ok": false, "error": "\(error)"]
        }
        let data = (try? JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])) ?? Data(#"{"ok":false,"error":"unencodable"}"#.utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private func handle(_ request: [String: Any]) throws -> [String: Any] {
        switch request["op"] as? String {
        case "list":
            return ["previews": gallery().map { entry -> [String: Any] in
                var item: [String: Any] = ["name": entry.name]
                if let location = entry.location {
                    let parts = location.split(separator: ":")
                    item["file"] = String(parts.first ?? "")
                    if parts.count > 1, let line = Int(parts[1]) { item["line"] = line }
                }
                let settings = entry.settings
                var traits: [String: Any] = ["layout": "\(settings.layout)"]
                if let device = settings.device { traits["device"] = device.id }
                if let orientation = settings.orientation { traits["orientation"] = orientation == .landscape ? "landscape" : "portrait" }
                if let scheme = settings.colorScheme { traits["colorScheme"] = scheme == .dark ? "dark" : "light" }
                item["traits"] = traits
                return item
            }]
        case "render":
            let screen = try makeScreen(request)
            return try picture(of: screen, scale: request["scale"] as? Double)
        case "variants":
            return try variants(request)
        case "layout":
            return ["tree": LayoutTree.parse(try makeScreen(request).host.layoutDump())]
        case "accessibility":
            return ["elements": Self.elements(of: try makeScreen(request).host)]
        case "open":
            let screen = try makeScreen(request)
            let id = "s\(nextSession)"
            nextSession += 1
            sessions[id] = screen
            return ["session": id, "device": screen.device.id, "width": Double(screen.size.width), "height": Double(screen.size.height)]
        case "tap":
            let screen = try session(request)
            let point: CGPoint
            if let label = request["label"] as? String {
                guard let element = screen.host.accessibilityTree().first(where: { $0.label == label })
                        ?? screen.host.accessibilityTree().first(where: { $0.label.localizedCaseInsensitiveContains(label) }) else {
                    throw Failure(message: "No accessibility element is labelled \"\(label)\". Labels: "
                                  + screen.host.accessibilityTree().map { "\"\($0.label)\"" }.joined(separator: ", "))
                }
                point = CGPoint(x: element.frame.midX, y: element.frame.midY)
            } else {
                point = CGPoint(x: try number(request, "x"), y: try number(request, "y"))
            }
            screen.host.tap(at: point)
            screen.host.settle(timeout: 1)
            return ["tapped": [Double(point.x), Double(point.y)]]
        case "type":
            let screen = try session(request)
            guard let text = request["text"] as? String else { throw Failure(message: "type_text needs \"text\".") }
            screen.host.type(text)
            screen.host.settle(timeout: 1)
            return [:]
        case "scroll":
            let screen = try session(request)
            let point = CGPoint(x: request["x"] as? Double ?? screen.size.width / 2, y: request["y"] as? Double ?? screen.size.height / 2)
            let moved = screen.host.scroll(by: CGSize(width: request["dx"] as? Double ?? 0, height: request["dy"] as? Double ?? 0), at: point)
            screen.host.settle(timeout: 1)
            return ["scrolled": moved]
        case "drag":
            let screen = try session(request)
            let start = CGPoint(x: try number(request, "fromX"), y: try number(request, "fromY"))
            let end = CGPoint(x: try number(request, "toX"), y: try number(request, "toY"))
            screen.host.drag(from: start, by: CGSize(width: end.x - start.x, height: end.y - start.y))
            screen.host.settle(timeout: 1)
            return [:]
        case "advance":
            let screen = try session(request)
            let seconds = try number(request, "seconds")
            guard seconds >= 0, seconds <= 600 else { throw Failure(message: "seconds must be from 0 to 600, got \(seconds).") }
            screen.host.advance(by: seconds)
            return [:]
        case "snapshot":
            return try picture(of: try session(request), scale: request["scale"] as? Double)
        case "close":
            let id = request["session"] as? String ?? ""
            guard sessions.removeValue(forKey: id) != nil else { throw Failure(message: "No open session \"\(id)\".") }
            return [:]
        case let op:
            throw Failure(message: "Unknown request \(op.map { "\"\($0)\"" } ?? "(no op)").")
        }
    }

    // MARK: Screens

    /// A screen for the request's preview and settings, its tasks run until settled (or for
    /// `at` seconds).
    func makeScreen(_ request: [String: Any]) throws -> DeviceScreen {
        guard let name = request["name"] as? String else { throw Failure(message: "Name a preview (\"name\").") }
        let entry = try entry(named: name)
        let device = try (request["device"] as? String).map(DeviceOptions.device(named:))
        let orientation: Device.Orientation? = (request["orientation"] as? String).map { $0 == "landscape" ? .landscape : .portrait }
        let scheme: ColorScheme? = (request["colorScheme"] as? String).map { $0 == "dark" ? .dark : .light }
        var size: CGSize?
        if let width = request["width"] as? Double, let height = request["height"] as? Double {
            guard width >= 1, height >= 1, width <= 10_000, height <= 10_000 else {
                throw Failure(message: "width and height must be from 1 to 10000 points, got \(width)×\(height).")
            }
            size = CGSize(width: width, height: height)
        }
        let locale = (request["locale"] as? String).map { Locale(identifier: $0) }
        if let locale { _PreviewLocale.current = locale }
        let screen = DeviceScreen(entry: entry, chosenDevice: device, chosenOrientation: orientation, chosenColorScheme: scheme,
                                  size: size, keyboard: request["keyboard"] as? Bool ?? false)
        if let name = request["dynamicType"] as? String { screen.dynamicTypeSize = try DeviceOptions.dynamicTypeSize(named: name) }
        if let locale { screen.locale = locale }
        if let at = request["at"] as? Double {
            guard at >= 0, at <= 600 else { throw Failure(message: "at must be from 0 to 600 seconds, got \(at).") }
            screen.host.advance(by: at)
        } else {
            screen.host.settle(timeout: 1)
        }
        return screen
    }

    private func session(_ request: [String: Any]) throws -> DeviceScreen {
        let id = request["session"] as? String ?? ""
        guard let screen = sessions[id] else {
            let open = sessions.isEmpty ? "; open one with open_session." : ". Open: " + sessions.keys.sorted().joined(separator: ", ") + "."
            throw Failure(message: "No open session \"\(id)\"" + open)
        }
        return screen
    }

    private func number(_ request: [String: Any], _ key: String) throws -> CGFloat {
        guard let value = request[key] as? Double, value.isFinite else { throw Failure(message: "\"\(key)\" must be a number.") }
        return CGFloat(value)
    }

    private func picture(of screen: DeviceScreen, scale: Double?) throws -> [String: Any] {
        let scale = CGFloat(scale ?? Double(screen.device.scale))
        guard scale > 0, scale <= 8 else { throw Failure(message: "scale must be from 0 to 8, got \(scale).") }
        let pixels = PreviewHost.pixelSize(of: screen.size, scale: scale)
        if let problem = PixelBuffer.sizeProblem(width: pixels.width, height: pixels.height) { throw Failure(message: problem) }
        let buffer = screen.render(scale: scale)
        return ["png": buffer.pngData().base64EncodedString(), "width": buffer.width, "height": buffer.height,
                "device": screen.device.id, "points": [Double(screen.size.width), Double(screen.size.height)], "scale": Double(scale)]
    }

    static func elements(of host: PreviewHost) -> [[String: Any]] {
        host.accessibilityTree().map { element in
            var item: [String: Any] = ["label": element.label, "traits": element.traits,
                                       "frame": [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height].map { Double($0) }]
            if let value = element.value, !value.isEmpty { item["value"] = value }
            if let hint = element.hint, !hint.isEmpty { item["hint"] = hint }
            if let identifier = element.identifier { item["identifier"] = identifier }
            return item
        }
    }
}
