import Foundation
import SwiftShims
import CInstructions

/// Finds every `#Preview` and every `PreviewProvider` in the running program, with no
/// registration code, the way swift-testing finds tests on Linux: the Swift runtime keeps, for
/// each loaded image, the range of its protocol conformance records; each names a protocol and a
/// type. A record whose protocol is Easel's `PreviewRegistry` (what `#Preview` expands to) or
/// `PreviewProvider` names a type to ask for its previews.
///
/// The layouts read here are the Swift ABI's, stable since Swift 5 (swift/ABI/Metadata.h):
/// a conformance descriptor is four 32-bit words (protocol, type reference, witness table,
/// flags); context descriptors start with flags, parent and name.
enum PreviewDiscovery {
    /// The non-generic types that conform to `PreviewRegistry` or `PreviewProvider`, in the
    /// order of their records (per image, the order the linker put them in).
    static func conformingTypes() -> [Any.Type] {
        final class Found { var types: [Any.Type] = [] }
        let found = Found()
        swift_enumerateAllMetadataSections({ sections, context in
            let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
            let range = sections.pointee.swift5_protocol_conformances
            guard range.start != 0, range.length >= 4 else { return true }
            let start = UnsafeRawPointer(bitPattern: range.start)!
            for offset in stride(from: 0, to: range.length - 3, by: 4) {
                if let type = PreviewDiscovery.previewType(record: start + offset) { found.types.append(type) }
            }
            return true
        }, Unmanaged.passUnretained(found).toOpaque())
        return found.types
    }

    /// The type a conformance record names, when its protocol is one of Easel's preview protocols.
    private static func previewType(record: UnsafeRawPointer) -> Any.Type? {
        guard let descriptor = relative(record, indirectable: true) else { return nil }
        guard let proto = relative(descriptor, indirectable: true) else { return nil }
        // A protocol descriptor: flags, parent, name.
        guard contextKind(proto) == 3, let name = relative(proto + 8, indirectable: false),
              isPreviewProtocolName(name), let module = relative(proto + 4, indirectable: true),
              contextKind(module) == 0, let moduleName = relative(module + 8, indirectable: false),
              strcmp(moduleName.assumingMemoryBound(to: CChar.self), "Easel") == 0 else { return nil }
        // The type reference: its kind is in bits 3–5 of the conformance flags.
        let flags = (descriptor + 12).loadUnaligned(as: UInt32.self)
        let typeDescriptor: UnsafeRawPointer?
        switch (flags >> 3) & 7 {
        case 0: typeDescriptor = relative(descriptor + 4, indirectable: false)
        case 1: typeDescriptor = relative(descriptor + 4, indirectable: false).flatMap { $0.loadUnaligned(as: UnsafeRawPointer?.self) }
        default: typeDescriptor = nil   // Objective-C classes: none on Linux.
        }
        guard let type = typeDescriptor else { return nil }
        // Structs, enums and classes that are not generic (a generic type needs its arguments).
        let typeFlags = type.loadUnaligned(as: UInt32.self)
        guard [16, 17, 18].contains(typeFlags & 0x1F), typeFlags & 0x80 == 0,
              let accessor = relative(type + 12, indirectable: false) else { return nil }
        guard let metadata = easel_call_metadata_accessor(accessor) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    private static func isPreviewProtocolName(_ name: UnsafeRawPointer) -> Bool {
        let text = name.assumingMemoryBound(to: CChar.self)
        return strcmp(text, "PreviewRegistry") == 0 || strcmp(text, "PreviewProvider") == 0
    }

    private static func contextKind(_ descriptor: UnsafeRawPointer) -> UInt32 {
        descriptor.loadUnaligned(as: UInt32.self) & 0x1F
    }

    /// Follows a 32-bit relative pointer; an indirectable one with its low bit set points at a
    /// pointer to the target.
    private static func relative(_ field: UnsafeRawPointer, indirectable: Bool) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        if indirectable, offset & 1 != 0 {
            return (field + Int(offset & ~1)).loadUnaligned(as: UnsafeRawPointer?.self)
        }
        return field + Int(offset)
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafePointer<MetadataSections>, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)
