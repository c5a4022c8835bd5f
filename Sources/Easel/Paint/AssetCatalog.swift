import Foundation

/// Xcode asset catalogs (`Assets.xcassets` folders): colour sets and image sets, read from
/// their `Contents.json` files as Xcode writes them.
///
/// Where catalogs are found, in order: those registered with `AssetCatalogs.register(_:)` (the
/// `easel` tool's preview host registers every catalog of the user's targets), those in a
/// bundle passed to `Color(_:bundle:)` or `Image(_:bundle:)`, then those in the resource
/// bundles SwiftPM puts beside the executable (`Package_Target.resources/*.xcassets`).
public enum AssetCatalogs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: [URL] = []
    nonisolated(unsafe) private static var catalogs: [String: AssetCatalog] = [:]
    nonisolated(unsafe) private static var besideExecutable: [URL]?

    /// Adds a catalog folder to search for names given without a bundle.
    public static func register(_ folder: URL) {
        lock.lock()
        defer { lock.unlock() }
        if !registered.contains(folder) { registered.append(folder) }
        accent = nil
    }

    /// The colour set that is the app's accent colour, tinting controls, links and bars
    /// (`Color.accentColor`): Xcode's `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, which
    /// its app templates set to "AccentColor" — the `easel` tool sets it from the project; nil:
    /// the system blue. When no catalog has the set, the system blue.
    nonisolated(unsafe) public static var accentColorName: String? = "AccentColor" {
        didSet { lock.lock(); accent = nil; lock.unlock() }
    }
    /// The accent colour looked up, once (nil: not yet).
    nonisolated(unsafe) private static var accent: Color??

    /// The app's accent colour set, if it has one.
    static var accentColor: Color? {
        lock.lock()
        if let known = accent { lock.unlock(); return known }
        let name = accentColorName
        lock.unlock()
        let found = name.flatMap { color(named: $0, bundlePath: nil) }.map { Color(storage: .dynamic(light: $0.light, dark: $0.dark)) }
        lock.lock()
        accent = .some(found)
        lock.unlock()
        return found
    }

    /// The catalogs searched for a name: the bundle's when one is given, then every known one.
    static func search(bundlePath: String?) -> [AssetCatalog] {
        var folders: [URL] = []
        // A bundle's own catalogs first, then the project's (read where they are written, not
        // compiled into its bundles: `Image("Logo", bundle: .module)` finds the target's).
        if let bundlePath { folders = catalogFolders(in: URL(fileURLWithPath: bundlePath)) }
        lock.lock()
        folders += registered
        if besideExecutable == nil {
            let executableFolder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            let bundles = (try? FileManager.default.contentsOfDirectory(at: executableFolder, includingPropertiesForKeys: nil)) ?? []
            besideExecutable = bundles.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
                .sorted { $0.path < $1.path }.flatMap(catalogFolders)
        }
        folders += besideExecutable ?? []
        lock.unlock()
        var seen = Set<URL>()
        return folders.filter { seen.insert($0.standardizedFileURL).inserted }.map(catalog)
    }

    /// Every `*.xcassets` folder directly in `folder`.
    private static func catalogFolders(in folder: URL) -> [URL] {
        let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return items.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
    }

    private static func catalog(_ folder: URL) -> AssetCatalog {
        lock.lock()
        defer { lock.unlock() }
        if let known = catalogs[folder.path] { return known }
        let made = AssetCatalog(folder: folder)
        catalogs[folder.path] = made
        return made
    }

    /// The colour set `name`: its light (any) and dark appearances.
    static func color(named name: String, bundlePath: String?) -> (light: RGBA, dark: RGBA)? {
        for catalog in search(bundlePath: bundlePath) {
            if let color = catalog.color(named: name) { return color }
        }
        return nil
    }

    /// The image set `name`: the file that best fits the preview's scale (3x, then 2x, then 1x),
    /// of the dark appearance when `dark` and the set has one.
    static func imageFile(named name: String, bundlePath: String?, dark: Bool) -> (url: URL, scale: CGFloat)? {
        for catalog in search(bundlePath: bundlePath) {
            if let file = catalog.imageFile(named: name, dark: dark) { return file }
        }
        return nil
    }

    /// Where a name was looked for, for SwiftUI's "not found" message.
    static func searchedPlaces(bundlePath: String?) -> String {
        let places = search(bundlePath: bundlePath).map(\.folder.path)
        return places.isEmpty ? "no asset catalog (none registered, none beside the program)" : places.joined(separator: ", ")
    }
}

/// One `.xcassets` folder, read once: its colour sets and image sets by name. Folders that
/// "provide namespace" prefix their contents' names (`Brand/Primary`).
public final class AssetCatalog: @unchecked Sendable {
    public let folder: URL
    private var colors: [String: URL] = [:]
    private var images: [String: URL] = [:]

    public init(folder: URL) {
        self.folder = folder
        scan(folder, prefix: "")
    }

    private func scan(_ directory: URL, prefix: String) {
        let items = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for item in items {
            let name = item.deletingPathExtension().lastPathComponent
            switch item.pathExtension {
            case "colorset": colors[prefix + name] = item
            case "imageset": images[prefix + name] = item
            case "":
                guard (try? item.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
                let contents = AssetCatalog.json(item.appendingPathComponent("Contents.json"))
                let providesNamespace = (contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                scan(item, prefix: providesNamespace ? prefix + name + "/" : prefix)
            default: continue
            }
        }
    }

    static func json(_ url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    public var colorNames: [String] { colors.keys.sorted() }
    public var imageNames: [String] { images.keys.sorted() }

    // MARK: Colours

    func color(named name: String) -> (light: RGBA, dark: RGBA)? {
        guard let set = colors[name], let contents = AssetCatalog.json(set.appendingPathComponent("Contents.json")),
              let entries = contents["colors"] as? [[String: Any]] else { return nil }
        // iPhone first, then universal; "any" (no appearance) and "light" for light mode.
        let candidates = entries.filter { ($0["idiom"] as? String ?? "universal") == "iphone" }
            + entries.filter { ($0["idiom"] as? String ?? "universal") == "universal" }
        func appearance(_ entry: [String: Any]) -> String? {
            (entry["appearances"] as? [[String: Any]])?.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
        }
        func isPlain(_ entry: [String: Any]) -> Bool {
            // High-contrast variants are for the accessibility setting, not the default look.
            !((entry["appearances"] as? [[String: Any]]) ?? []).contains { $0["appearance"] as? String == "contrast" }
        }
        let light = candidates.first { isPlain($0) && (appearance($0) == nil || appearance($0) == "light") }
        let dark = candidates.first { isPlain($0) && appearance($0) == "dark" }
        guard let lightColor = (light ?? dark).flatMap({ AssetCatalog.rgba($0["color"]) }) else { return nil }
        return (lightColor, dark.flatMap { AssetCatalog.rgba($0["color"]) } ?? lightColor)
    }

    /// A colour as Xcode writes it: a colour space and components as floats ("0.478"), 8-bit
    /// integers ("122") or hexadecimal ("0x7A"); grey spaces give "white".
    static func rgba(_ json: Any?) -> RGBA? {
        guard let color = json as? [String: Any], let components = color["components"] as? [String: Any] else { return nil }
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        func component(_ key: String) -> Double? {
            guard let raw = components[key] else { return nil }
            if let number = raw as? Double { return number > 1 ? number / 255 : number }
            guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            if text.lowercased().hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) / 255 }
            if text.contains("."), let value = Double(text) { return value }
            if let value = Double(text) { return value / 255 }
            return nil
        }
        let alpha = component("alpha") ?? 1
        if space.contains("gray") {
            guard let white = component("white") else { return nil }
            return RGBA(red: white, green: white, blue: white, alpha: alpha)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        let rgba = RGBA(red: red, green: green, blue: blue, alpha: alpha)
        if space == "display-p3" { return rgba.displayP3ToSRGB() }
        if space == "extended-linear-srgb" { return rgba.linearToSRGB() }
        return rgba
    }

    // MARK: Images

    func imageFile(named name: String, dark: Bool) -> (url: URL, scale: CGFloat)? {
        guard let set = images[name], let contents = AssetCatalog.json(set.appendingPathComponent("Contents.json")),
              let entries = contents["images"] as? [[String: Any]] else { return nil }
        func isDark(_ entry: [String: Any]) -> Bool {
            (entry["appearances"] as? [[String: Any]])?.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" } ?? false
        }
        let withFiles = entries.filter { $0["filename"] is String && ["universal", "iphone"].contains($0["idiom"] as? String ?? "universal") }
        let wanted = withFiles.filter { isDark($0) == dark }
        let pool = wanted.isEmpty ? withFiles.filter { !isDark($0) } : wanted
        func scale(_ entry: [String: Any]) -> CGFloat {
            CGFloat(Double((entry["scale"] as? String ?? "1x").dropLast()) ?? 1)
        }
        // The preview draws at 3x (iPhones) or 2x: the sharpest file first.
        guard let best = pool.max(by: { scale($0) < scale($1) }), let file = best["filename"] as? String else { return nil }
        return (set.appendingPathComponent(file), scale(best))
    }
}

extension RGBA {
    /// Display P3 components to sRGB ones: both use the sRGB transfer curve; the primaries are
    /// converted in linear light (matrix from the P3 and sRGB primaries, D65 white).
    func displayP3ToSRGB() -> RGBA {
        func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let r = decode(red), g = decode(green), b = decode(blue)
        let linear = RGBA(red: 1.2249 * r - 0.2247 * g, green: -0.0420 * r + 1.0419 * g,
                          blue: -0.0197 * r - 0.0786 * g + 1.0979 * b, alpha: alpha)
        return RGBA(red: min(max(linear.red, 0), 1), green: min(max(linear.green, 0), 1),
                    blue: min(max(linear.blue, 0), 1), alpha: alpha).linearToSRGB()
    }
}

/// A colour set of an asset catalog, as the symbols Xcode generates name it: `Color(.brand)`
/// (Apple: DeveloperToolsSupport's "ColorResource").
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public let bundlePath: String?

    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle == Bundle.main ? nil : bundle.bundlePath
    }
}

/// An image set of an asset catalog: `Image(.logo)` (Apple: "ImageResource").
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public let bundlePath: String?

    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle == Bundle.main ? nil : bundle.bundlePath
    }
}

extension Color {
    /// A colour set of an asset catalog (Apple: "init(_:bundle:)"), light and dark as the set
    /// defines them. A missing name logs SwiftUI's message once and draws magenta, so it shows.
    public init(_ name: String, bundle: Bundle? = nil) {
        let bundlePath = bundle.flatMap { $0 == Bundle.main ? nil : $0.bundlePath }
        if let color = AssetCatalogs.color(named: name, bundlePath: bundlePath) {
            self.init(storage: .dynamic(light: color.light, dark: color.dark))
        } else {
            Diagnostics.warnOnce("color-\(name)", "No color named '\(name)' found in asset catalog for \(AssetCatalogs.searchedPlaces(bundlePath: bundlePath))")
            self.init(storage: .rgb(RGBA(red: 1, green: 0, blue: 1)))
        }
    }

    /// The colour set a generated symbol names: `Color(.brand)`.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundlePath.flatMap(Bundle.init(path:)))
    }
}
