import Foundation

/// What a session said and was told, entry by entry (Apple: "Transcript"). A preview's session
/// records its instructions and each prompt; no response follows them.
public struct Transcript: Sendable, RandomAccessCollection {
    var entries: [Entry]

    /// Apple: "init(entries:)".
    public init(entries: some Sequence<Entry> = []) {
        self.entries = Array(entries)
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Entry { entries[position] }

    /// One entry of a transcript (Apple: "Transcript.Entry").
    public enum Entry: Sendable, Identifiable, CustomStringConvertible {
        case instructions(Transcript.Instructions)
        case prompt(Transcript.Prompt)
        case response(Transcript.Response)

        public var id: String {
            switch self {
            case .instructions(let instructions): instructions.id
            case .prompt(let prompt): prompt.id
            case .response(let response): response.id
            }
        }

        public var description: String {
            switch self {
            case .instructions(let instructions): "Instructions: " + instructions.segments.map(\.description).joined(separator: "\n")
            case .prompt(let prompt): "Prompt: " + prompt.segments.map(\.description).joined(separator: "\n")
            case .response(let response): "Response: " + response.segments.map(\.description).joined(separator: "\n")
            }
        }
    }

    /// A piece of an entry (Apple: "Transcript.Segment").
    public enum Segment: Sendable, Identifiable, CustomStringConvertible {
        case text(Transcript.TextSegment)

        public var id: String {
            switch self {
            case .text(let text): text.id
            }
        }

        public var description: String {
            switch self {
            case .text(let text): text.content
            }
        }
    }

    /// Text in an entry (Apple: "Transcript.TextSegment").
    public struct TextSegment: Sendable, Identifiable {
        public var id: String
        public var content: String

        /// Apple: "init(id:content:)".
        public init(id: String = UUID().uuidString, content: String) {
            self.id = id
            self.content = content
        }
    }

    /// The instructions of a session (Apple: "Transcript.Instructions").
    public struct Instructions: Sendable, Identifiable {
        public var id: String
        public var segments: [Transcript.Segment]

        /// Apple: "init(id:segments:toolDefinitions:)", without tool definitions.
        public init(id: String = UUID().uuidString, segments: [Transcript.Segment]) {
            self.id = id
            self.segments = segments
        }
    }

    /// A prompt of a session (Apple: "Transcript.Prompt").
    public struct Prompt: Sendable, Identifiable {
        public var id: String
        public var segments: [Transcript.Segment]

        /// Apple: "init(id:segments:options:responseFormat:)", without options.
        public init(id: String = UUID().uuidString, segments: [Transcript.Segment]) {
            self.id = id
            self.segments = segments
        }
    }

    /// A response of the model (Apple: "Transcript.Response").
    public struct Response: Sendable, Identifiable {
        public var id: String
        public var segments: [Transcript.Segment]

        /// Apple: "init(id:assetIDs:segments:)", without asset identifiers.
        public init(id: String = UUID().uuidString, segments: [Transcript.Segment]) {
            self.id = id
            self.segments = segments
        }
    }
}

extension Transcript {
    /// One text segment.
    static func text(_ content: String) -> [Segment] { [.text(TextSegment(content: content))] }
}
