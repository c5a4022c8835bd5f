import Foundation
import MCP

/// The tools `easel mcp` offers, each with its JSON schema, and how a call becomes a request to
/// the preview worker (`easel serve`).
enum MCPTools {
    private static let name: Value = ["type": "string", "description": "The preview's name, as list_previews gives it."]
    private static let session: Value = ["type": "string", "description": "A session id from open_session."]

    /// The settings a preview is drawn with; each may be left out (the preview's own).
    private static let settings: [String: Value] = [
        "device": ["type": "string", "description": "A device id or name: iphone-se-3, iphone-16, iphone-16-pro-max, ipad-pro-13… (default: the preview's, else iphone-16)."],
        "orientation": ["type": "string", "enum": ["portrait", "landscape"]],
        "colorScheme": ["type": "string", "enum": ["light", "dark"]],
        "dynamicType": ["type": "string", "description": "xSmall, small, medium, large (iOS's default), xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5."],
        "locale": ["type": "string", "description": "A locale to format and look up strings in, e.g. de or pt_BR (default en_US)."],
        "keyboard": ["type": "boolean", "description": "Show the on-screen keyboard (shrinks the keyboard safe area)."],
        "width": ["type": "number", "description": "A freeform screen width in points (with height; keeps the device's insets)."],
        "height": ["type": "number", "description": "A freeform screen height in points (with width)."],
        "at": ["type": "number", "description": "Draw this many seconds after the view appeared, its tasks and timers running (default: when its tasks have finished, at most 1 s)."],
    ]
    private static let scale: Value = ["type": "number", "description": "Pixels per point (default: the device's, 3 for iPhones)."]

    private static func schema(_ properties: [String: Value], required: [String] = []) -> Value {
        .object(["type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
                 "additionalProperties": false])
    }

    static let all: [Tool] = [
        Tool(name: "list_previews", description: "List the project's SwiftUI previews (#Preview and PreviewProvider): name, file, line and traits.",
             inputSchema: schema([:])),
        Tool(name: "render_preview",
             description: "Draw a preview as an iPhone shows it and return the PNG, with the device, size and anything Easel said while drawing.",
             inputSchema: schema(settings.merging(["name": name, "scale": scale]) { $1 }, required: ["name"])),
        Tool(name: "render_variants",
             description: "Draw a preview in every combination of the given devices, colour schemes, Dynamic Type sizes and locales, as one labelled grid image.",
             inputSchema: schema([
                 "name": name,
                 "devices": ["type": "array", "items": ["type": "string"]],
                 "colorSchemes": ["type": "array", "items": ["type": "string", "enum": ["light", "dark"]]],
                 "dynamicTypes": ["type": "array", "items": ["type": "string"]],
                 "locales": ["type": "array", "items": ["type": "string"]],
                 "scale": ["type": "number", "description": "Pixels per point in the grid (default 1)."],
             ], required: ["name"])),
        Tool(name: "layout_tree", description: "The preview's laid-out views as JSON: each view's kind, frame (x, y, width, height in points) and details, nested.",
             inputSchema: schema(settings.merging(["name": name]) { $1 }, required: ["name"])),
        Tool(name: "accessibility_tree", description: "The preview's accessibility elements in VoiceOver's order as JSON: label, traits, value, hint, identifier, frame.",
             inputSchema: schema(settings.merging(["name": name]) { $1 }, required: ["name"])),
        Tool(name: "open_session", description: "Open a live preview that keeps its state between calls (tap, type_text, scroll, drag, advance_time, snapshot). Returns its id.",
             inputSchema: schema(settings.merging(["name": name]) { $1 }, required: ["name"])),
        Tool(name: "tap", description: "Tap a live preview at a point (x, y in points) or on the accessibility element with a label.",
             inputSchema: schema(["session": session, "x": ["type": "number"], "y": ["type": "number"], "label": ["type": "string"]], required: ["session"])),
        Tool(name: "type_text", description: "Type text into the focused text field of a live preview (tap the field first).",
             inputSchema: schema(["session": session, "text": ["type": "string"]], required: ["session", "text"])),
        Tool(name: "scroll", description: "Scroll a live preview by dx, dy points at a point (default: the middle of the screen); positive dy scrolls down.",
             inputSchema: schema(["session": session, "dx": ["type": "number"], "dy": ["type": "number"], "x": ["type": "number"], "y": ["type": "number"]],
                                 required: ["session"])),
        Tool(name: "drag", description: "Drag a finger across a live preview from one point to another (points).",
             inputSchema: schema(["session": session, "fromX": ["type": "number"], "fromY": ["type": "number"],
                                  "toX": ["type": "number"], "toY": ["type": "number"]], required: ["session", "fromX", "fromY", "toX", "toY"])),
        Tool(name: "advance_time", description: "Let a live preview's clock run: animations, timers and tasks advance by this many seconds.",
             inputSchema: schema(["session": session, "seconds": ["type": "number"]], required: ["session", "seconds"])),
        Tool(name: "snapshot", description: "The live preview's screen now, as a PNG.",
             inputSchema: schema(["session": session, "scale": scale], required: ["session"])),
        Tool(name: "close_session", description: "Close a live preview.", inputSchema: schema(["session": session], required: ["session"])),
        Tool(name: "build_diagnostics", description: "The compiler's errors and warnings about the project's code from its last build: file, line, column, severity, message.",
             inputSchema: schema([:])),
    ]

    /// The worker's request for a tool call; nil for a tool the server answers itself.
    static func request(tool: String, arguments: [String: Value]) -> [String: Any]? {
        let operations = ["list_previews": "list", "render_preview": "render", "render_variants": "variants", "layout_tree": "layout",
                          "accessibility_tree": "accessibility", "open_session": "open", "tap": "tap", "type_text": "type",
                          "scroll": "scroll", "drag": "drag", "advance_time": "advance", "snapshot": "snapshot", "close_session": "close"]
        guard let op = operations[tool] else { return nil }
        var request: [String: Any] = ["op": op]
        for (key, value) in arguments { request[key] = plain(value) }
        return request
    }

    /// A JSON value as Foundation's JSON serialisation takes it (numbers as `Double`).
    static func plain(_ value: Value) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .int(let number): return Double(number)
        case .double(let number): return number
        case .string(let text): return text
        case .data(_, let data): return data.base64EncodedString()
        case .array(let values): return values.map(plain)
        case .object(let fields): return fields.mapValues(plain)
        }
    }
}
