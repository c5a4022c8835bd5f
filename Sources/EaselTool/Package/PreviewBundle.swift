import Foundation

/// The app's main bundle for a preview: the folder the preview host runs from, with the app's
/// resources and `Info.plist` beside it, as an iPhone app's bundle holds them.
///
/// Foundation on Linux takes `Bundle.main` to be the executable's folder: its resources are
/// looked up there (`Bundle.main.url(forResource: "recipes", withExtension: "json")`) and its
/// `Info.plist` read from there. So the host's executable is linked into this folder and run
/// from it; apps that load their JSON stubs, images, fonts and `.strings` through `Bundle.main`
/// find them, whether the project is an Xcode project (its Resources build phase) or a package
/// (its targets' resources, which SwiftPM also puts in `Bundle.module`).
struct PreviewBundle {
    let folder: URL

    /// Copies (hard-links, where it can) every resource into the folder, writes `Info.plist`,
    /// and removes what an earlier run put there that is no longer a resource.
    func update(resources: [PreviewProject.BundleResource], infoPlist: [String: Any]?) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        var kept = Set<String>()
        var taken = Set<String>()
        for resource in resources where taken.insert(resource.destination).inserted {
            for (source, relative) in Self.files(of: resource) {
                kept.insert(relative)
                try place(source, at: folder.appendingPathComponent(relative))
            }
        }
        // String Catalogs compiled as Xcode compiles them, to `LANG.lproj/TABLE.strings`, where
        // Foundation's `NSLocalizedString` and `Bundle.localizedString(forKey:value:table:)` look.
        for resource in resources where resource.source.pathExtension == "xcstrings" {
            for (relative, data) in Self.compiledCatalog(resource.source) where kept.insert(relative).inserted {
                let url = folder.appendingPathComponent(relative)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if (try? Data(contentsOf: url)) != data { try data.write(to: url, options: .atomic) }
            }
        }
        if let infoPlist {
            let data = try PropertyListSerialization.data(fromPropertyList: infoPlist, format: .xml, options: 0)
            let url = folder.appendingPathComponent("Info.plist")
            if (try? Data(contentsOf: url)) != data { try data.write(to: url, options: .atomic) }
            kept.insert("Info.plist")
        }
        removeEverything(except: kept)
    }

    /// A String Catalog's tables, one per language: (`LANG.lproj/TABLE.strings`, a property
    /// list of key → text). A key the source language does not translate is its own text; a
    /// plural or device variation gives its `other` text.
    static func compiledCatalog(_ file: URL) -> [(String, Data)] {
        guard let data = try? Data(contentsOf: file),
              let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any] else { return [] }
        let source = catalog["sourceLanguage"] as? String ?? "en"
        let table = file.deletingPathExtension().lastPathComponent
        var languages: [String: [String: String]] = [source: [:]]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                if let text = Self.text(of: localization) { languages[language, default: [:]][key] = text }
            }
            if languages[source]?[key] == nil { languages[source]?[key] = key }
        }
        return languages.sorted { $0.key < $1.key }.compactMap { language, texts in
            guard let plist = try? PropertyListSerialization.data(fromPropertyList: texts, format: .xml, options: 0) else { return nil }
            return ("\(language).lproj/\(table).strings", plist)
        }
    }

    /// A localization's text: its string unit's value, or its variations' `other`.
    private static func text(of localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return value }
        if let variations = localization["variations"] as? [String: Any] {
            for (_, kind) in variations.sorted(by: { $0.key < $1.key }) {
                if let cases = kind as? [String: Any], let other = cases["other"] ?? cases.values.first, let value = text(of: other) { return value }
            }
        }
        return nil
    }

    /// Links the built executable into the folder; returns its path there.
    func linkExecutable(_ executable: URL) throws -> URL {
        let destination = folder.appendingPathComponent(executable.lastPathComponent)
        try? FileManager.default.removeItem(at: destination)
        do {
            try FileManager.default.linkItem(at: executable, to: destination)
        } catch {
            try FileManager.default.copyItem(at: executable, to: destination)
        }
        return destination
    }

    /// The files of a resource, each with its path in the bundle.
    private static func files(of resource: PreviewProject.BundleResource) -> [(URL, String)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resource.source.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [(resource.source, resource.destination)] }
        guard let enumerator = FileManager.default.enumerator(at: resource.source, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        let base = resource.source.standardizedFileURL.path
        return enumerator.compactMap { item -> (URL, String)? in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { return nil }
            return (url, resource.destination + "/" + url.standardizedFileURL.path.dropFirst(base.count + 1))
        }
    }

    private func place(_ source: URL, at destination: URL) throws {
        let fileManager = FileManager.default
        if let existing = try? fileManager.attributesOfItem(atPath: destination.path),
           let original = try? fileManager.attributesOfItem(atPath: source.path),
           existing[.systemFileNumber] as? Int == original[.systemFileNumber] as? Int,
           existing[.size] as? Int == original[.size] as? Int { return }
        try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? fileManager.removeItem(at: destination)
        do {
            try fileManager.linkItem(at: source, to: destination)
        } catch {
            try fileManager.copyItem(at: source, to: destination)
        }
    }

    private func removeEverything(except kept: Set<String>) {
        let base = folder.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return }
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            let relative = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
            // The executable is linked in after every build.
            if !kept.contains(relative) && relative != PreviewHostPackage.productName { try? FileManager.default.removeItem(at: url) }
        }
    }
}

/// Where resources land in an app's bundle, as Xcode's "Copy Bundle Resources" and SwiftPM's
/// `.process` put them.
enum BundleResources {
    /// A processed resource: a file at the bundle's top level; a folder's files each at the top
    /// level, except localized ones, which keep their `LANG.lproj/` folder. Asset catalogs are
    /// compiled on iOS (`Assets.car`), not copied; Easel reads them where they are written.
    static func processed(_ url: URL) -> [PreviewProject.BundleResource] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
        if url.pathExtension == "xcassets" { return [] }
        if !isFolder.boolValue || url.pathExtension == "lproj" || isPackageLike(url) {
            return [.init(source: url, destination: url.lastPathComponent)]
        }
        let items = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
        return items.sorted { $0.path < $1.path }.flatMap(processed)
    }

    /// Folders iOS treats as one file (a bundle, a Core Data model, a SpriteKit atlas…).
    static func isPackageLike(_ url: URL) -> Bool {
        ["bundle", "xcdatamodeld", "xcdatamodel", "atlas", "scnassets", "rcproject", "reality", "mlmodelc", "storyboardc"].contains(url.pathExtension)
    }
}

/// A package's identity as SwiftPM forms it: the last part of its URL or path, lowercased,
/// without `.git`.
enum PackageIdentity {
    static func of(_ location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}
