import Foundation

/// A conversation with the language model (Apple: "LanguageModelSession"). A preview has no
/// model (see `SystemLanguageModel.availability`): each request records its prompt in the
/// transcript and throws `GenerationError.assetsUnavailable`, as iOS does on a device
/// without the model; a stream throws the same error when it is read.
public final class LanguageModelSession: @unchecked Sendable {
    /// Apple: "tools".
    public let tools: [any Tool]
    /// Apple: "transcript".
    public private(set) var transcript: Transcript
    /// Whether a response is being generated (Apple: "isResponding"): never in a preview.
    public private(set) var isResponding = false
    let model: SystemLanguageModel
    private let lock = NSLock()

    init(model: SystemLanguageModel, tools: [any Tool], entries: [Transcript.Entry]) {
        self.model = model
        self.tools = tools
        transcript = Transcript(entries: entries)
    }

    /// Apple: "init(model:tools:instructions:)".
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) {
        self.init(model: model, tools: tools, instructions: instructions.map { Instructions(text: $0) })
    }

    /// Apple: "init(model:tools:instructions:)".
    @_disfavoredOverload
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {
        let entries = instructions.map { [Transcript.Entry.instructions(Transcript.Instructions(segments: Transcript.text($0.text)))] } ?? []
        self.init(model: model, tools: tools, entries: entries)
    }

    /// Apple: "init(model:tools:instructions:)" with an instructions builder.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [],
                            @InstructionsBuilder instructions: () throws -> Instructions) rethrows {
        try self.init(model: model, tools: tools, instructions: instructions() as Instructions?)
    }

    /// Apple: "init(model:tools:transcript:)".
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
        self.init(model: model, tools: tools, entries: Array(transcript))
    }

    /// Loads the model ahead of a request (Apple: "prewarm(promptPrefix:)"): there is none to load.
    public func prewarm(promptPrefix: Prompt? = nil) {
        LanguageModelStandIn.sayUnavailable()
    }

    /// Records a prompt and returns the error every request gets in a preview.
    private func refuse(_ prompt: Prompt) -> GenerationError {
        lock.lock()
        transcript.entries.append(.prompt(Transcript.Prompt(segments: Transcript.text(prompt.text))))
        lock.unlock()
        return LanguageModelStandIn.unavailable
    }

    // MARK: Responding with text

    /// Apple: "respond(to:options:)".
    @discardableResult
    public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        throw refuse(Prompt(text: prompt))
    }

    /// Apple: "respond(to:options:)" with a prompt.
    @discardableResult
    public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        throw refuse(prompt)
    }

    /// Apple: "respond(options:prompt:)".
    @discardableResult
    public func respond(options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) async throws
        -> Response<String> {
        throw refuse(try prompt())
    }

    // MARK: Responding with a generable type

    /// Apple: "respond(to:generating:includeSchemaInPrompt:options:)".
    @discardableResult
    public func respond<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                            options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        throw refuse(Prompt(text: prompt))
    }

    /// Apple: "respond(to:generating:includeSchemaInPrompt:options:)" with a prompt.
    @discardableResult
    public func respond<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                            options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        throw refuse(prompt)
    }

    /// Apple: "respond(generating:includeSchemaInPrompt:options:prompt:)".
    @discardableResult
    public func respond<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                            options: GenerationOptions = GenerationOptions(),
                                            @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<Content> {
        throw refuse(try prompt())
    }

    /// Apple: "respond(to:schema:includeSchemaInPrompt:options:)".
    @discardableResult
    public func respond(to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                        options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> {
        throw refuse(Prompt(text: prompt))
    }

    /// Apple: "respond(to:schema:includeSchemaInPrompt:options:)" with a prompt.
    @discardableResult
    public func respond(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                        options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> {
        throw refuse(prompt)
    }

    // MARK: Streaming

    /// Apple: "streamResponse(to:options:)".
    public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream(error: refuse(Prompt(text: prompt)))
    }

    /// Apple: "streamResponse(to:options:)" with a prompt.
    public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream(error: refuse(prompt))
    }

    /// Apple: "streamResponse(options:prompt:)".
    public func streamResponse(options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) rethrows
        -> ResponseStream<String> {
        ResponseStream(error: refuse(try prompt()))
    }

    /// Apple: "streamResponse(to:generating:includeSchemaInPrompt:options:)".
    public func streamResponse<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self,
                                                   includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> {
        ResponseStream(error: refuse(Prompt(text: prompt)))
    }

    /// Apple: "streamResponse(to:generating:includeSchemaInPrompt:options:)" with a prompt.
    public func streamResponse<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self,
                                                   includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> {
        ResponseStream(error: refuse(prompt))
    }

    /// Apple: "streamResponse(generating:includeSchemaInPrompt:options:prompt:)".
    public func streamResponse<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions(),
                                                   @PromptBuilder prompt: () throws -> Prompt) rethrows -> ResponseStream<Content> {
        ResponseStream(error: refuse(try prompt()))
    }

    // MARK: Responses

    /// A response of the model (Apple: "LanguageModelSession.Response").
    public struct Response<Content> {
        /// Apple: "content".
        public let content: Content
        /// Apple: "rawContent".
        public let rawContent: GeneratedContent
        /// Apple: "transcriptEntries".
        public let transcriptEntries: ArraySlice<Transcript.Entry>
    }

    /// The snapshots of a response as it is generated (Apple: "LanguageModelSession.ResponseStream").
    public struct ResponseStream<Content: Generable>: AsyncSequence {
        public typealias Element = Snapshot
        let error: any Error

        /// Partly generated content (Apple: "LanguageModelSession.ResponseStream.Snapshot").
        public struct Snapshot {
            /// Apple: "content".
            public var content: Content.PartiallyGenerated
            /// Apple: "rawContent".
            public var rawContent: GeneratedContent
        }

        /// Reads the stream: in a preview, it throws the session's error at once.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let error: any Error
            var finished = false

            public mutating func next() async throws -> Snapshot? {
                guard !finished else { return nil }
                finished = true
                throw error
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(error: error) }

        /// The whole response, once the stream ends (Apple: "collect()").
        public func collect() async throws -> Response<Content> { throw error }
    }

    // MARK: Errors

    /// Why a response failed (Apple: "LanguageModelSession.GenerationError").
    public enum GenerationError: Error, LocalizedError {
        case exceededContextWindowSize(Context)
        case assetsUnavailable(Context)
        case guardrailViolation(Context)
        case unsupportedGuide(Context)
        case unsupportedLanguageOrLocale(Context)
        case decodingFailure(Context)
        case rateLimited(Context)
        case concurrentRequests(Context)
        case refusal(Refusal, Context)

        /// Apple: "LanguageModelSession.GenerationError.Context".
        public struct Context: Sendable {
            /// Apple: "debugDescription".
            public let debugDescription: String
            /// Apple: "init(debugDescription:)".
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        /// The model's refusal to answer (Apple: "LanguageModelSession.GenerationError.Refusal").
        public struct Refusal: Sendable {
            /// Apple: "transcriptEntries".
            public let transcriptEntries: [Transcript.Entry]

            /// Apple: "init(transcriptEntries:)".
            public init(transcriptEntries: [Transcript.Entry]) { self.transcriptEntries = transcriptEntries }

            /// Apple: "explanation": a preview's model cannot explain.
            public var explanation: Response<String> {
                get async throws { throw LanguageModelStandIn.unavailable }
            }
        }

        public var errorDescription: String? {
            switch self {
            case .exceededContextWindowSize: "The session exceeded the model's context window."
            case .assetsUnavailable: "The on-device model is unavailable."
            case .guardrailViolation: "The request was flagged by the model's safety guardrails."
            case .unsupportedGuide: "The generation guide is not supported."
            case .unsupportedLanguageOrLocale: "The language or locale is not supported."
            case .decodingFailure: "The model's output could not be decoded."
            case .rateLimited: "The session was rate limited."
            case .concurrentRequests: "The session is already responding to a request."
            case .refusal: "The model refused to answer."
            }
        }

        public var failureReason: String? {
            switch self {
            case .exceededContextWindowSize(let context), .assetsUnavailable(let context), .guardrailViolation(let context),
                 .unsupportedGuide(let context), .unsupportedLanguageOrLocale(let context), .decodingFailure(let context),
                 .rateLimited(let context), .concurrentRequests(let context), .refusal(_, let context):
                context.debugDescription
            }
        }

        public var recoverySuggestion: String? {
            switch self {
            case .assetsUnavailable: "Check SystemLanguageModel.default.availability before making a request."
            case .exceededContextWindowSize: "Start a new session with a shorter prompt."
            default: nil
            }
        }
    }

    /// A tool's error, as a response reports it (Apple: "LanguageModelSession.ToolCallError").
    public struct ToolCallError: Error, LocalizedError {
        /// Apple: "tool".
        public var tool: any Tool
        /// Apple: "underlyingError".
        public var underlyingError: any Error

        /// Apple: "init(tool:underlyingError:)".
        public init(tool: any Tool, underlyingError: any Error) {
            self.tool = tool
            self.underlyingError = underlyingError
        }

        public var errorDescription: String? { "The tool \(tool.name) failed: \(underlyingError.localizedDescription)" }
    }
}

extension LanguageModelSession.Response: Sendable where Content: Sendable {}
extension LanguageModelSession.ResponseStream.Snapshot: Sendable where Content.PartiallyGenerated: Sendable {}
