import Foundation
import Easel

/// A project's previews kept ready for another program (`easel mcp`): the project named by the
/// command line's options, built when its files changed, and the command that runs its
/// preview host as a worker (`easel serve`).
public final class PreviewService {
    /// A compiler message about the user's code.
    public struct Diagnostic: Equatable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var severity: String
        public var message: String
    }

    public enum Preparation: Equatable {
        /// Ready; `rebuilt` when the worker must start again to show the new code.
        case ready(rebuilt: Bool)
        case failed(String)
    }

    private let options: ProjectPreviews.Options
    private let source: ProjectPreviews.Source?
    private let builder: PreviewBuilder?
    private var hasBuilt = false
    /// The messages of the last build that compiled something (empty when it compiled cleanly).
    public private(set) var diagnostics: [Diagnostic] = []

    /// Reads `--package-path`, `--project`, `--target`, `--gallery`… as `easel` does; throws a
    /// sentence for people when they name nothing that can be previewed.
    public init(arguments: [String]) throws {
        let options = try ProjectPreviews.parse(arguments)
        let source: ProjectPreviews.Source?
        switch try ProjectPreviews.locate(options) {
        case .gallery: source = nil
        case .package(let root): source = .package(root)
        case .xcodeProject(let url): source = .xcodeProject(url)
        }
        self.options = options
        self.source = source
        builder = source.map { PreviewBuilder(source: $0, options: options) }
    }

    /// What is previewed, for people: "the package Recipes (/path)", or Easel's gallery.
    public var description: String {
        switch source {
        case .package(let root): return "the package in \(root.path)"
        case .xcodeProject(let url): return "the Xcode project \(url.path)"
        case nil: return "Easel's gallery"
        }
    }

    /// The folder whose files the previews are built from (nil: the gallery, built in).
    public var root: URL? { source?.root }

    /// Builds when something changed since the last build.
    public func prepare() -> Preparation {
        guard let builder else {
            defer { hasBuilt = true }
            return .ready(rebuilt: !hasBuilt)
        }
        switch builder.build() {
        case .ready(let built):
            // A project read back means it was built now; nil, that nothing had changed.
            if let assets = builder.runtime?.assets { setenv("EASEL_ASSETS", assets.path, 0) }
            let rebuilt = !hasBuilt || built != nil
            if rebuilt { diagnostics = Self.parse(Subprocess.lastDiagnostics) }
            hasBuilt = true
            return .ready(rebuilt: rebuilt)
        case .failed(let message, let firstError):
            diagnostics = Self.parse(Subprocess.lastDiagnostics)
            return .failed(message ?? firstError ?? "The previews did not build.")
        }
    }

    /// The worker: the preview host (or this program, for the gallery) with `serve`.
    public var workerCommand: (executable: URL, arguments: [String]) {
        if let builder { return (builder.bundleExecutable, ["serve"]) }
        return (URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(), ["--gallery", "serve"])
    }

    /// What the Swift runtime writes when it stops a program, for telling a worker's death apart.
    public static var fatalMarkers: [String] { PreviewWorker.fatalMarkers }

    private static let pattern = try! NSRegularExpression(pattern: #"^(.*?):(\d+):(\d+): (error|warning|note): (.*)$"#)

    static func parse(_ lines: [String]) -> [Diagnostic] {
        lines.compactMap { line in
            guard let match = pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return nil }
            func group(_ index: Int) -> String { Range(match.range(at: index), in: line).map { String(line[$0]) } ?? "" }
            return Diagnostic(file: group(1), line: Int(group(2)) ?? 0, column: Int(group(3)) ?? 0, severity: group(4), message: group(5))
        }
    }
}
