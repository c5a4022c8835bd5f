import Foundation

/// A named preview: how to make its view, where it is written and how it wants to be shown.
public struct PreviewEntry: Sendable {
    public internal(set) var name: String
    private let make: @Sendable () -> AnyView
    /// What the preview's traits and root modifiers ask for (layout, orientation, device,
    /// colours), worked out when first asked: reading the root modifiers runs the preview's
    /// body, which listing previews must not do (a body that stops the program, reading a
    /// resource that is not there, would take every other preview with it).
    public var settings: PreviewSettings { settingsSource.value }
    private let settingsSource: LazySettings
    /// `Module/File.swift`, as `#fileID` spells it, when known.
    public let fileID: String?
    /// The line of the `#Preview` (or of the provider's declaration), when known.
    public let line: Int?

    /// Views are main-actor isolated: the preview is made on the main actor, where the host and
    /// the viewer run (as for `#Preview`).
    public init<V: View>(_ name: String, @ViewBuilder _ content: @escaping @MainActor @Sendable () -> V) {
        self.init(name, settings: PreviewSettings(), fileID: nil, line: nil) { MainActor.assumeIsolated { AnyView(content()) } }
    }

    public init(_ name: String, settings: PreviewSettings, fileID: String?, line: Int?, make: @escaping @Sendable () -> AnyView) {
        self.init(name, settings: LazySettings { settings }, fileID: fileID, line: line, make: make)
    }

    init(_ name: String, settings: LazySettings, fileID: String?, line: Int?, make: @escaping @Sendable () -> AnyView) {
        self.name = name
        self.make = make
        settingsSource = settings
        self.fileID = fileID
        self.line = line
    }

    /// A fresh view for the preview.
    public func makeView() -> AnyView { make() }

    /// `File.swift:LINE`, or `File.swift` alone, or nil when the place is unknown.
    public var location: String? {
        guard let fileID else { return nil }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return line.map { "\(file):\($0)" } ?? file
    }

    /// The same preview under another name or place.
    func with(name: String? = nil, fileID: String?? = nil, line: Int?? = nil) -> PreviewEntry {
        PreviewEntry(name ?? self.name, settings: settingsSource, fileID: fileID ?? self.fileID, line: line ?? self.line, make: make)
    }
}

/// The previews a program offers, by name: the `easel` tool lists and opens them.
///
/// Every `#Preview` and `PreviewProvider` linked into the program is found by itself
/// (`PreviewDiscovery`); `register` adds previews by hand:
///
/// ```swift
/// Previews.register("Sign in") { SignInView() }
/// Previews.register(SignInView_Previews.self)
/// ```
public enum Previews {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [PreviewEntry] = []
    nonisolated(unsafe) private static var discoveredEntries: [PreviewEntry]?

    /// Where `PreviewProvider` types are declared, by `Module.TypeName`: `("Module/File.swift",
    /// line)`. Swift keeps no place for a type, so the `easel` tool's preview host fills this in
    /// from the sources before discovery; without it a provider's place is unknown.
    nonisolated(unsafe) public static var providerLocations: [String: (String, Int)] = [:]

    /// Adds a preview; a later registration with the same name replaces the earlier one.
    public static func register<V: View>(_ name: String, @ViewBuilder _ content: @escaping @MainActor @Sendable () -> V) {
        register(PreviewEntry(name, content))
    }

    public static func register(_ entry: PreviewEntry) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.name == entry.name }
        entries.append(entry)
    }

    /// Adds a `PreviewProvider`'s previews under the provider's name without "_Previews" (each
    /// view of a `Group` its own preview: "Name", "Name 2"… or its `previewDisplayName`).
    public static func register<P: PreviewProvider>(_ provider: P.Type) {
        for entry in providerEntries(P.self) { register(entry) }
    }

    /// The registered previews, in registration order, then the discovered ones: `#Preview`s by
    /// file and line, then providers by name. A discovered preview whose name was registered
    /// (a provider registered by hand, say) is listed once.
    public static var all: [PreviewEntry] {
        let found = discovered
        lock.lock()
        defer { lock.unlock() }
        let names = Set(entries.map(\.name))
        return entries + found.filter { !names.contains($0.name) }
    }

    /// The preview of that name (any case); for a name several files use, the first, said once
    /// with the full names that choose (`"Card (Deck.swift)"`).
    public static func named(_ name: String) -> PreviewEntry? {
        let all = all
        if let entry = all.first(where: { $0.name == name }) ?? all.first(where: { $0.name.lowercased() == name.lowercased() }) {
            return entry
        }
        let sharing = all.filter { $0.name.lowercased().hasPrefix(name.lowercased() + " (") }
        guard let first = sharing.first else { return nil }
        if sharing.count > 1 {
            Diagnostics.warnOnce("ambiguous-\(name)", "Several previews are named \(name): "
                + sharing.map { "\"\($0.name)\"" }.joined(separator: ", ") + "; showing the first. Name one of them to choose.")
        }
        return first
    }

    /// Every `#Preview` and `PreviewProvider` in the program, found once.
    public static var discovered: [PreviewEntry] {
        lock.lock()
        if let discoveredEntries { lock.unlock(); return discoveredEntries }
        lock.unlock()
        let found = discover()
        lock.lock()
        defer { lock.unlock() }
        discoveredEntries = found
        return found
    }

    private static func discover() -> [PreviewEntry] {
        var macroPreviews: [(type: any PreviewRegistry.Type, preview: Preview)] = []
        var providers: [any PreviewProvider.Type] = []
        for type in PreviewDiscovery.conformingTypes() {
            if let registry = type as? any PreviewRegistry.Type {
                do {
                    macroPreviews.append((registry, try registry.makePreview()))
                } catch {
                    Diagnostics.warnOnce("preview-\(registry.fileID):\(registry.line)",
                                         "The preview at \(registry.fileID):\(registry.line) could not be made: \(error)")
                }
            } else if let provider = type as? any PreviewProvider.Type {
                providers.append(provider)
            }
        }
        macroPreviews.sort { ($0.type.fileID, $0.type.line, $0.type.column) < ($1.type.fileID, $1.type.line, $1.type.column) }
        // Unnamed previews take the file's name: "ContentView", then "ContentView 2"…
        var unnamedCounts: [String: Int] = [:]
        let macroEntries = macroPreviews.map { registry, preview -> PreviewEntry in
            let base = baseName(of: registry.fileID)
            var name = preview.name
            if name == nil {
                unnamedCounts[registry.fileID, default: 0] += 1
                let count = unnamedCounts[registry.fileID]!
                name = count == 1 ? base : "\(base) \(count)"
            }
            let body = preview.body
            let traits = preview.settings
            // The root is made once, when the settings are first asked for, to read what it
            // carries (preferredColorScheme…).
            let settings = LazySettings { traits.merged(with: PreviewSettings.read(from: MainActor.assumeIsolated { body() })) }
            return PreviewEntry(name!, settings: settings, fileID: registry.fileID, line: registry.line) {
                MainActor.assumeIsolated { preview.makeModifiedView() }
            }
        }
        // Providers by type name, each one's previews in the order its `Group` lists them.
        providers.sort { String(describing: $0) < String(describing: $1) }
        // A provider's `previews` run here: in the preview host each runs first in a child
        // process, and one that stops the program there is left out, said once with why.
        let providerEntries = providers.flatMap { provider -> [PreviewEntry] in
            let name = String(reflecting: provider)
            guard !_PreviewIsolation.isSkipped(name) else { return [] }
            if let failure = _PreviewIsolation.probe({ _ = Self.providerEntries(provider).map(\.settings) }) {
                Diagnostics.warnOnce("provider-\(name)", "The previews of \(name) stopped the program (\(failure)); they are left out, the others are shown.")
                return []
            }
            _PreviewIsolation.mark("making", name)
            return Self.providerEntries(provider)
        }
        return disambiguated(macroEntries + providerEntries)
    }

    /// Previews of one name in several files are named after their files too, as Xcode's canvas
    /// shows the file (`"Card (Deck.swift)"`, `"Card (Hand.swift)"`), and that is said once:
    /// `snapshot --all` writes one PNG each, `snapshot "Card (Hand.swift)"` chooses.
    static func disambiguated(_ entries: [PreviewEntry]) -> [PreviewEntry] {
        let counts = Dictionary(entries.map { ($0.name, 1) }, uniquingKeysWith: +)
        let shared = counts.filter { $0.value > 1 }.map(\.key).sorted()
        guard !shared.isEmpty else { return entries }
        var taken = Set(entries.map(\.name))
        var result = entries
        for name in shared {
            var renamed: [String] = []
            for index in result.indices where result[index].name == name {
                let file = result[index].fileID.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? "preview \(renamed.count + 1)"
                var candidate = "\(name) (\(file))"
                var number = 2
                while taken.contains(candidate) { candidate = "\(name) (\(file)) \(number)"; number += 1 }
                taken.insert(candidate)
                result[index].name = candidate
                renamed.append(candidate)
            }
            Diagnostics.warnOnce("duplicate-\(name)", "\(renamed.count) previews are named \(name); they are listed as "
                + renamed.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        }
        return result
    }

    /// A provider's previews: one per view of a top-level `Group` or `ForEach`, else one.
    static func providerEntries<P: PreviewProvider>(_ provider: P.Type) -> [PreviewEntry] {
        let base = String(describing: P.self).replacingOccurrences(of: "_Previews", with: "")
        let place = providerLocations[String(reflecting: P.self)]
        let children = previewChildren(of: P.previews)
        var entries: [PreviewEntry] = []
        for (index, child) in children.enumerated() {
            let settings = PreviewSettings.read(from: child.value)
            let name = settings.displayName ?? (index == 0 ? base : "\(base) \(index + 1)")
            entries.append(PreviewEntry(name, settings: settings, fileID: place?.0, line: place?.1) {
                MainActor.assumeIsolated { AnyView(previewChildren(of: P.previews)[index].view) }
            })
        }
        return entries
    }

    private static func previewChildren<V: View>(of view: V) -> [(value: Any, view: AnyView)] {
        if let split = (view as? PreviewChildrenSplittable)?.previewChildren, split.count > 1 {
            return split.map { ($0, AnyView($0)) }
        }
        return [(view, AnyView(view))]
    }

    private static func baseName(of fileID: String) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }
}

/// A provider's `Group { A(); B() }` (or `ForEach`) is several previews, as in Xcode.
protocol PreviewChildrenSplittable {
    var previewChildren: [any View] { get }
}

extension Group: PreviewChildrenSplittable {
    var previewChildren: [any View] {
        (content as? PreviewChildrenSplittable)?.previewChildren ?? [content]
    }
}

extension TupleView: PreviewChildrenSplittable {
    var previewChildren: [any View] {
        Mirror(reflecting: value).children.flatMap { child -> [any View] in
            guard let view = child.value as? any View else { return [] }
            if let nested = view as? ForEachSplittable { return nested.previewChildren }
            return [view]
        }
    }
}

/// `ForEach(devices, id: \.self) { ContentView().previewDevice(…) }` in a provider.
protocol ForEachSplittable: PreviewChildrenSplittable {}

extension ForEach: PreviewChildrenSplittable, ForEachSplittable where Content: View {
    var previewChildren: [any View] { data.map { content($0) } }
}

/// A type that produces previews (Apple: "PreviewProvider"). Easel finds every conforming type
/// in the program by itself; `Previews.register(_:)` adds one by hand.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for (Apple: "platform"); nil: the target's.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can be made for (Apple: "PreviewPlatform"). Easel previews iPhones,
/// whatever a provider names.
public enum PreviewPlatform: Sendable, Hashable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// Settings worked out once, when first asked for.
final class LazySettings: @unchecked Sendable {
    private let lock = NSLock()
    private var made: PreviewSettings?
    private let make: () -> PreviewSettings

    init(_ make: @escaping () -> PreviewSettings) { self.make = make }

    var value: PreviewSettings {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
