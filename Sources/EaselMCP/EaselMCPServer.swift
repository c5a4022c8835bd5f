import Foundation
import MCP
import SystemPackage
import EaselTool
#if canImport(Glibc)
import Glibc
#endif

/// `easel mcp`: the project's previews for coding agents, over the Model Context Protocol on
/// standard input and output. The project is built as `easel preview` builds it, again before
/// a call when its files changed; the previews run in a worker process (`easel serve`), so a
/// preview that stops the program or hangs is a tool error and the next call starts a new
/// worker. Everything but the protocol goes to standard error.
public enum EaselMCPServer {
    public static func run(arguments: [String]) -> Never {
        if arguments.contains("--help") || arguments.contains("-h") {
            print("""
                USAGE: easel mcp [--package-path DIR | --project PATH.xcodeproj] [--target NAME] [--gallery]

                Serves the previews of the project in the current folder to an MCP client over stdio:
                list_previews, render_preview, render_variants, layout_tree, accessibility_tree, open_session,
                tap, type_text, scroll, drag, advance_time, snapshot, close_session, build_diagnostics;
                each preview is also the resource easel://preview/NAME (its PNG).
                """)
            exit(0)
        }
        let service: PreviewService
        do {
            service = try PreviewService(arguments: arguments.filter { $0 != "mcp" })
        } catch {
            FileHandle.standardError.write(Data("easel: \(error)\n".utf8))
            exit(2)
        }
        // The protocol keeps the real standard output; whatever else prints goes to standard error.
        let protocolOutput = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        FileHandle.standardError.write(Data("easel mcp: serving the previews of \(service.description)\n".utf8))
        let previews = MCPPreviews(service: service)
        Task {
            let server = Server(name: "easel", version: "0.3.0", title: "Easel: SwiftUI previews on Linux",
                                instructions: "Render, inspect and drive the SwiftUI previews of the project easel mcp was started in.",
                                capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
            await server.withMethodHandler(ListTools.self) { _ in .init(tools: MCPTools.all) }
            await server.withMethodHandler(CallTool.self) { parameters in
                await previews.call(parameters.name, arguments: parameters.arguments ?? [:])
            }
            await server.withMethodHandler(ListResources.self) { _ in .init(resources: await previews.resources()) }
            await server.withMethodHandler(ReadResource.self) { parameters in try await previews.read(parameters.uri) }
            do {
                try await server.start(transport: StdioTransport(input: .standardInput, output: FileDescriptor(rawValue: protocolOutput)))
                await server.waitUntilCompleted()
            } catch {
                FileHandle.standardError.write(Data("easel mcp: \(error)\n".utf8))
                previews.shutDown()
                exit(1)
            }
            previews.shutDown()
            exit(0)
        }
        dispatchMain()
    }
}

/// The tool calls, answered one at a time on a queue of their own (drawing blocks).
final class MCPPreviews: @unchecked Sendable {
    private let service: PreviewService
    private let worker: PreviewWorkerProcess
    private let queue = DispatchQueue(label: "easel.mcp.previews")
    /// How long one call may take before the worker counts as hung.
    private let timeout: TimeInterval = {
        let value = ProcessInfo.processInfo.environment["EASEL_PREVIEW_TIMEOUT"].flatMap(Double.init) ?? 60
        return value > 0 ? value : 60
    }()

    init(service: PreviewService) {
        self.service = service
        let command = service.workerCommand
        worker = PreviewWorkerProcess(executable: command.executable, arguments: command.arguments)
    }

    func shutDown() { worker.stop() }

    private func onQueue<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in queue.async { continuation.resume(returning: body()) } }
    }

    func call(_ tool: String, arguments: [String: Value]) async -> CallTool.Result {
        await onQueue { self.callNow(tool, arguments: arguments) }
    }

    /// Builds when the project changed (a new worker then shows the new code), then asks the worker.
    private func callNow(_ tool: String, arguments: [String: Value]) -> CallTool.Result {
        var notes: [String] = []
        switch service.prepare() {
        case .failed(let message):
            if tool == "build_diagnostics" { return diagnostics(header: "The project did not build: \(message)") }
            return error("The project did not build: \(message)\(summary(of: service.diagnostics))")
        case .ready(let rebuilt):
            if rebuilt && worker.isRunning {
                worker.stop()
                notes.append("The project changed and was built again; open sessions were closed.")
            }
        }
        if tool == "build_diagnostics" { return diagnostics(header: "The project built.") }
        guard let request = MCPTools.request(tool: tool, arguments: arguments) else {
            return error("Unknown tool \"\(tool)\". Tools: \(MCPTools.all.map(\.name).joined(separator: ", ")).")
        }
        let answer: PreviewWorkerProcess.Answer
        do {
            answer = try worker.request(request, timeout: timeout)
        } catch {
            return self.error("\(error)")
        }
        guard answer.fields["ok"] as? Bool == true else {
            return error((answer.fields["error"] as? String ?? "The preview could not be drawn.") + said(answer.messages))
        }
        var fields = answer.fields
        fields["ok"] = nil
        var content: [Tool.Content] = []
        if let png = fields.removeValue(forKey: "png") as? String {
            content.append(.image(data: png, mimeType: "image/png", annotations: nil, _meta: nil))
            var line = "\(fields["width"] ?? "?")×\(fields["height"] ?? "?") px"
            if let device = fields["device"] { line += " on \(device)" }
            if let points = fields["points"] as? [Double], points.count == 2, let scale = fields["scale"] as? Double {
                line += ", \(Self.number(points[0]))×\(Self.number(points[1])) pt at \(Self.number(scale))×"
            }
            if let labels = fields["labels"] as? [String] { line += "; " + labels.joined(separator: " | ") }
            content.append(.text(text: line + notes.map { "\n" + $0 }.joined() + said(answer.messages), annotations: nil, _meta: nil))
        } else {
            content.append(.text(text: Self.json(fields) + notes.map { "\n" + $0 }.joined() + said(answer.messages), annotations: nil, _meta: nil))
        }
        return CallTool.Result(content: content, isError: false)
    }

    private func diagnostics(header: String) -> CallTool.Result {
        let list = service.diagnostics.map { item -> [String: Any] in
            ["file": item.file, "line": item.line, "column": item.column, "severity": item.severity, "message": item.message]
        }
        return CallTool.Result(content: [.text(text: header + "\n" + Self.json(["diagnostics": list]), annotations: nil, _meta: nil)], isError: false)
    }

    private func error(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
    }

    private func said(_ messages: [String]) -> String {
        let shown = messages.filter { !$0.hasPrefix("\u{1}") }.prefix(20)
        return shown.isEmpty ? "" : "\nEasel said while drawing:\n" + shown.joined(separator: "\n")
    }

    private func summary(of diagnostics: [PreviewService.Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == "error" }.prefix(5)
        return errors.isEmpty ? "" : "\n" + errors.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n")
    }

    // MARK: Resources

    static let resourcePrefix = "easel://preview/"

    func resources() async -> [Resource] {
        await onQueue {
            guard case .ready = self.service.prepare(),
                  let answer = try? self.worker.request(["op": "list"], timeout: self.timeout),
                  let previews = answer.fields["previews"] as? [[String: Any]] else { return [] }
            return previews.compactMap { $0["name"] as? String }.map { name in
                let encoded = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? name
                return Resource(name: name, uri: Self.resourcePrefix + encoded, description: "The preview \"\(name)\" as an iPhone shows it.",
                                mimeType: "image/png")
            }
        }
    }

    func read(_ uri: String) async throws -> ReadResource.Result {
        guard uri.hasPrefix(Self.resourcePrefix), let name = String(uri.dropFirst(Self.resourcePrefix.count)).removingPercentEncoding else {
            throw MCPError.invalidParams("Unknown resource \(uri): previews are \(Self.resourcePrefix)NAME.")
        }
        let result = await call("render_preview", arguments: ["name": .string(name)])
        guard result.isError != true, case .image(let data, _, _, _)? = result.content.first, let png = Data(base64Encoded: data) else {
            var message = "The preview \(name) could not be drawn."
            if case .text(let text, _, _)? = result.content.first { message = text }
            throw MCPError.invalidParams(message)
        }
        return ReadResource.Result(contents: [.binary(png, uri: uri, mimeType: "image/png")])
    }

    // MARK: Text

    static func json(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
