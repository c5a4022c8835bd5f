import Foundation

/// The local Swift packages a project uses (Xcode's local package references, packages added
/// as folders, and the local packages those depend on), read as the project's own code: their
/// targets are built in the preview host as the project's are — copied, with iPhone platform
/// conditions and the implicit imports — so a package written for iOS compiles as it does there.
/// A product of one becomes a dependency on the product's targets.
struct LocalPackages {
    let swift: String
    /// Where manifests that need rewriting (Playgrounds apps) are read from.
    let scratch: URL

    private var loaded: [(identity: String, project: PreviewProject)] = []
    private var folders = Set<String>()
    /// Local dependencies whose folder is not there, by identity.
    private var missing: [String: URL] = [:]

    struct MissingPackage: Error, CustomStringConvertible {
        let folder: URL
        var description: String {
            "The local package \(folder.lastPathComponent) is not at \(folder.path), where the project says it is."
        }
    }

    init(swift: String, scratch: URL) {
        self.swift = swift
        self.scratch = scratch
    }

    /// Reads the package in `folder` and the local packages it depends on.
    mutating func add(_ folder: URL) throws {
        let path = folder.standardizedFileURL.path
        guard folders.insert(path).inserted else { return }
        let identity = PackageIdentity.of(path)
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            // Xcode finds a local package by its identity among the project's when its path is
            // wrong (a package moved with its siblings): so does this, once all are read.
            missing[identity] = folder
            return
        }
        guard !ProjectLocator.isEasel(folder) else { return }
        let project = try UserPackage.load(at: folder, swift: swift, scratch: scratch.appendingPathComponent("Local/\(identity)"))
        loaded.append((identity, project))
        for dependency in project.dependencies {
            if let local = dependency.localPath { try add(local) }
        }
    }

    /// Throws for a local package that is neither where it is said to be nor, by its name,
    /// among the others.
    func checkNothingMissing() throws {
        for (identity, folder) in missing.sorted(by: { $0.key < $1.key }) where !loaded.contains(where: { $0.identity == identity }) {
            throw MissingPackage(folder: folder)
        }
    }

    /// The package (by identity) that has a product `product`.
    func package(vending product: String) -> String? {
        loaded.first { $0.project.products[product] != nil }?.identity
    }

    /// The targets behind a product of a local package; nil when `package` is not local.
    func dependencies(on product: String, in package: String) -> [PreviewProject.TargetDependency]? {
        guard let entry = loaded.first(where: { $0.identity == package.lowercased() || $0.project.name.lowercased() == package.lowercased() }) else {
            return nil
        }
        let names = entry.project.products[product] ?? [product]
        return names.map { .init(rendered: ".target(name: \(PreviewProject.literal($0)))") }
    }

    /// Every target of the local packages but their tests, with products of each other as
    /// target dependencies.
    var targets: [PreviewProject.Target] {
        loaded.flatMap { entry in
            entry.project.targets.filter { $0.kind != .test && $0.kind != .plugin }.map { target in
                var target = target
                target.dependencies = target.dependencies.flatMap { dependency -> [PreviewProject.TargetDependency] in
                    guard let product = dependency.name else { return [dependency] }
                    if let package = dependency.package {
                        return dependencies(on: product, in: package) ?? [dependency]
                    }
                    // A bare name of another local package's product (`dependencies: ["API"]`).
                    if dependency.isByName, !entry.project.targets.contains(where: { $0.name == product }),
                       let package = package(vending: product), let local = dependencies(on: product, in: package) {
                        return local
                    }
                    return [dependency]
                }
                return target
            }
        }
    }

    /// Their remote dependencies.
    var dependencies: [PreviewProject.PackageDependency] {
        loaded.flatMap { $0.project.dependencies.filter { $0.localPath == nil } }
    }

    var skipped: [(name: String, reason: String)] {
        loaded.flatMap(\.project.skipped)
    }
}
