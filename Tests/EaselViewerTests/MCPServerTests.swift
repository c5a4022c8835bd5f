import XCTest
import EaselRaster

/// `easel mcp` driven as an MCP client drives it: spawned, initialized, its tools listed and
/// called over newline-delimited JSON-RPC on stdio, on `Examples/Recipes` and on a package whose
/// previews stop the program or never finish.
final class MCPServerTests: XCTestCase {
    /// A client of one `easel mcp` process.
    final class Client {
        let process = Process()
        private let input = Pipe(), output = Pipe()
        private let lock = NSCondition()
        private var lines: [String] = []
        private var closed = false
        private var nextID = 0

        init(arguments: [String], directory: URL? = nil, environment: [String: String] = [:]) throws {
            process.executableURL = try EaselProcess.executable
            process.arguments = ["mcp"] + arguments
            if let directory { process.currentDirectoryURL = directory }
            var merged = ProcessInfo.processInfo.environment
            merged.merge(environment) { $1 }
            process.environment = merged
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let handle = output.fileHandleForReading
            Thread { [self] in
                var pending = Data()
                while true {
                    let chunk = handle.availableData
                    lock.lock()
                    if chunk.isEmpty {
                        closed = true
                        lock.broadcast()
                        lock.unlock()
                        return
                    }
                    pending.append(chunk)
                    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                        pending.removeSubrange(pending.startIndex...newline)
                    }
                    lock.broadcast()
                    lock.unlock()
                }
            }.start()
        }

        func sendLine(_ text: String) {
            input.fileHandleForWriting.write(Data((text + "\n").utf8))
        }

        /// The next message the server sends, as JSON (nil when it stopped or after `timeout`).
        func receive(timeout: TimeInterval = 300) -> [String: Any]? {
            let deadline = Date(timeIntervalSinceNow: timeout)
            lock.lock()
            defer { lock.unlock() }
            while lines.isEmpty && !closed {
                if !lock.wait(until: deadline) { return nil }
            }
            guard !lines.isEmpty else { return nil }
            return (try? JSONSerialization.jsonObject(with: Data(lines.removeFirst().utf8))) as? [String: Any]
        }

        /// A request and its response's `result` (or the whole response when it is an error).
        func request(_ method: String, _ params: [String: Any] = [:]) -> [String: Any]? {
            nextID += 1
            let id = nextID
            let data = try! JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "id": id, "method": method, "params": params])
            sendLine(String(decoding: data, as: UTF8.self))
            while let message = receive() {
                guard (message["id"] as? Int) == id else { continue }
                return message["result"] as? [String: Any] ?? message
            }
            return nil
        }

        func initialize() -> [String: Any]? {
            let result = request("initialize", ["protocolVersion": "2025-06-18", "capabilities": [String: Any](),
                                                "clientInfo": ["name": "tests", "version": "1"]])
            sendLine(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
            return result
        }

        /// A tool call: its content and whether it is an error.
        func call(_ tool: String, _ arguments: [String: Any] = [:]) -> (content: [[String: Any]], isError: Bool) {
            let result = request("tools/call", ["name": tool, "arguments": arguments]) ?? [:]
            return (result["content"] as? [[String: Any]] ?? [], result["isError"] as? Bool ?? false)
        }

        func text(_ content: [[String: Any]]) -> String {
            content.compactMap { $0["text"] as? String }.joined(separator: "\n")
        }

        func image(_ content: [[String: Any]]) throws -> RasterImage {
            let encoded = try XCTUnwrap(content.first { $0["type"] as? String == "image" }?["data"] as? String)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-mcp-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: file) }
            try XCTUnwrap(Data(base64Encoded: encoded)).write(to: file)
            return try RasterImage.readPNG(from: file)
        }

        func close() {
            try? input.fileHandleForWriting.close()
            let deadline = Date(timeIntervalSinceNow: 10)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning { process.terminate() }
        }
    }

    private static var recipes: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Recipes")
    }

    func testAnAgentListsRendersInspectsAndDrivesThePreviews() throws {
        let client = try Client(arguments: ["--package-path", Self.recipes.path])
        defer { client.close() }
        let info = try XCTUnwrap(client.initialize()?["serverInfo"] as? [String: Any])
        XCTAssertEqual(info["name"] as? String, "easel")
        let tools = (client.request("tools/list")?["tools"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        XCTAssertEqual(Set(tools), ["list_previews", "render_preview", "render_variants", "layout_tree", "accessibility_tree", "open_session",
                                    "tap", "type_text", "scroll", "drag", "advance_time", "snapshot", "close_session", "build_diagnostics"])

        let list = client.call("list_previews")
        XCTAssertFalse(list.isError)
        XCTAssertTrue(client.text(list.content).contains(#""file":"RecipeDetail.swift","line":45,"name":"Detail""#), client.text(list.content))

        // An iPhone 16 screen at 3×, and a smaller device at its own scale.
        let detail = client.call("render_preview", ["name": "Detail"])
        XCTAssertFalse(detail.isError, client.text(detail.content))
        let image = try client.image(detail.content)
        XCTAssertEqual([image.width, image.height], [1179, 2556])
        XCTAssertTrue(client.text(detail.content).contains("1179×2556 px on iphone-16, 393×852 pt at 3×"), client.text(detail.content))
        let small = try client.image(client.call("render_preview", ["name": "Detail", "device": "iphone-se-3", "colorScheme": "dark"]).content)
        XCTAssertEqual([small.width, small.height], [750, 1334])
        XCTAssertLessThan(small.color(x: 375, y: 1300).red, 0.2, "dark mode")

        let grid = client.call("render_variants", ["name": "TagBadge", "devices": ["iphone-se-3", "iphone-16"], "colorSchemes": ["light", "dark"]])
        XCTAssertFalse(grid.isError, client.text(grid.content))
        XCTAssertTrue(client.text(grid.content).contains("iphone-se-3 · light | iphone-se-3 · dark | iphone-16 · light | iphone-16 · dark"))
        XCTAssertGreaterThan(try client.image(grid.content).width, 4 * 200)

        let layout = client.text(client.call("layout_tree", ["name": "Detail"]).content)
        XCTAssertTrue(layout.hasPrefix(#"{"tree":{"children":"#), String(layout.prefix(200)))
        let accessibility = client.text(client.call("accessibility_tree", ["name": "Detail"]).content)
        XCTAssertTrue(accessibility.contains(#""label":"Remove from favourites""#), accessibility)

        // A live session keeps its state between calls: the tap changes the next snapshot.
        let opened = client.text(client.call("open_session", ["name": "Detail"]).content)
        let session = try XCTUnwrap(opened.components(separatedBy: #""session":""#).dropFirst().first?.split(separator: "\"").first.map(String.init))
        let before = try client.image(client.call("snapshot", ["session": session]).content)
        let tap = client.call("tap", ["session": session, "label": "Remove from favourites"])
        XCTAssertFalse(tap.isError, client.text(tap.content))
        let after = try client.image(client.call("snapshot", ["session": session]).content)
        XCTAssertFalse(before.pixels == after.pixels, "the button's title changed")
        XCTAssertFalse(client.call("advance_time", ["session": session, "seconds": 1]).isError)
        XCTAssertFalse(client.call("scroll", ["session": session, "dy": 200]).isError)
        XCTAssertFalse(client.call("close_session", ["session": session]).isError)
        XCTAssertTrue(client.call("snapshot", ["session": session]).isError, "a closed session is gone")

        // Mistakes are tool errors, and the server goes on.
        let unknown = client.call("render_preview", ["name": "Nope"])
        XCTAssertTrue(unknown.isError)
        XCTAssertTrue(client.text(unknown.content).contains("Unknown preview 'Nope'"), client.text(unknown.content))
        XCTAssertTrue(client.call("render_preview", ["name": "Detail", "device": "toaster"]).isError)
        client.sendLine("this is not JSON")
        let parseError = try XCTUnwrap(client.receive())
        XCTAssertEqual((parseError["error"] as? [String: Any])?["code"] as? Int, -32700)
        XCTAssertFalse(client.call("build_diagnostics").isError)

        // Each preview is a resource.
        let resources = client.request("resources/list")?["resources"] as? [[String: Any]] ?? []
        XCTAssertTrue(resources.contains { $0["uri"] as? String == "easel://preview/Row%20that%20fits" }, "\(resources)")
        let read = client.request("resources/read", ["uri": "easel://preview/TagBadge"])
        XCTAssertEqual(((read?["contents"] as? [[String: Any]])?.first)?["mimeType"] as? String, "image/png")
    }

    /// An Xcode project is served as a package is (Examples/Habits: an app and a local package).
    func testAnXcodeProjectsPreviewsAreServed() throws {
        let project = Self.recipes.deletingLastPathComponent().appendingPathComponent("Habits/Habits.xcodeproj")
        let client = try Client(arguments: ["--project", project.path])
        defer { client.close() }
        XCTAssertNotNil(client.initialize())
        let list = client.text(client.call("list_previews").content)
        XCTAssertTrue(list.contains(#""name":"StreakBadge""#), list)
        let badge = client.call("render_preview", ["name": "StreakBadge", "device": "iphone-se-3"])
        XCTAssertFalse(badge.isError, client.text(badge.content))
        XCTAssertEqual(try client.image(badge.content).width, 750)
    }

    func testAPreviewThatStopsTheProgramOrHangsIsAToolErrorAndTheServerGoesOn() throws {
        let folder = EaselProcess.temporaryDirectory().appendingPathComponent("Lab")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/LabUI"), withIntermediateDirectories: true)
        try """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Lab", platforms: [.iOS(.v17)], targets: [.target(name: "LabUI")])
            """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            #Preview("Fine") { Text("Fine") }

            #Preview("Broken") {
                let stock: [String: Int] = [:]
                return Text("\\(stock["pears"]!)")
            }

            #Preview("Stuck") {
                var turns = 0
                while Date() > .distantPast { turns &+= 1 }
                return Text("\\(turns)")
            }
            """.write(to: folder.appendingPathComponent("Sources/LabUI/Lab.swift"), atomically: true, encoding: .utf8)
        let client = try Client(arguments: [], directory: folder, environment: ["EASEL_PREVIEW_TIMEOUT": "5"])
        defer { client.close() }
        XCTAssertNotNil(client.initialize())
        XCTAssertFalse(client.call("render_preview", ["name": "Fine"]).isError)
        let broken = client.call("render_preview", ["name": "Broken"])
        XCTAssertTrue(broken.isError)
        XCTAssertTrue(client.text(broken.content).contains("The preview stopped the program"), client.text(broken.content))
        XCTAssertTrue(client.text(broken.content).contains("Unexpectedly found nil"), client.text(broken.content))
        XCTAssertFalse(client.call("render_preview", ["name": "Fine"]).isError, "a new worker answers")
        let stuck = client.call("render_preview", ["name": "Stuck"])
        XCTAssertTrue(stuck.isError)
        XCTAssertTrue(client.text(stuck.content).contains("did not finish in 5 s"), client.text(stuck.content))
        XCTAssertFalse(client.call("render_preview", ["name": "Fine"]).isError)

        // An edit that does not compile: the call says so, and build_diagnostics names the place.
        try "import SwiftUI\n#Preview(\"Fine\") { Text(missingName) }\n"
            .write(to: folder.appendingPathComponent("Sources/LabUI/Lab.swift"), atomically: true, encoding: .utf8)
        let failed = client.call("render_preview", ["name": "Fine"])
        XCTAssertTrue(failed.isError)
        XCTAssertTrue(client.text(failed.content).contains("did not build"), client.text(failed.content))
        let diagnostics = client.text(client.call("build_diagnostics").content)
        XCTAssertTrue(diagnostics.contains(#""line":2"#) && diagnostics.contains("missingName") && diagnostics.contains(#""severity":"error""#),
                      diagnostics)
    }
}
