import Foundation

/// Reads a few OpenType table fields straight from a font file's bytes, independently of
/// FreeType, so tests can check EaselText's metrics against the font's own numbers.
/// Layout per the OpenType spec (https://learn.microsoft.com/typography/opentype/spec/otff):
/// a 12-byte header with the table count at offset 4, then 16-byte records (tag, checksum,
/// offset, length); all values big-endian.
struct OpenTypeTables {
    let data: [UInt8]
    private var offsets: [String: Int] = [:]

    init(path: String) throws {
        data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let count = Int(data[4]) << 8 | Int(data[5])
        for record in 0..<count {
            let base = 12 + record * 16
            let tag = String(decoding: data[base..<base + 4], as: UTF8.self)
            offsets[tag] = Int(Self.uint32(data, base + 8))
        }
    }

    /// The signed 16-bit value at `offset` bytes into table `tag`.
    func int16(_ tag: String, _ offset: Int) -> Int {
        let position = offsets[tag]! + offset
        return Int(Int16(bitPattern: UInt16(data[position]) << 8 | UInt16(data[position + 1])))
    }

    /// The unsigned 16-bit value at `offset` bytes into table `tag`.
    func uint16(_ tag: String, _ offset: Int) -> Int {
        let position = offsets[tag]! + offset
        return Int(data[position]) << 8 | Int(data[position + 1])
    }

    var unitsPerEm: Int { uint16("head", 18) }
    var hheaAscender: Int { int16("hhea", 4) }
    var hheaDescender: Int { int16("hhea", 6) }
    var hheaLineGap: Int { int16("hhea", 8) }
    var strikeoutSize: Int { int16("OS/2", 26) }
    var strikeoutPosition: Int { int16("OS/2", 28) }
    var xHeight: Int { int16("OS/2", 86) }
    var capHeight: Int { int16("OS/2", 88) }
    var underlinePosition: Int { int16("post", 8) }
    var underlineThickness: Int { int16("post", 10) }

    private static func uint32(_ data: [UInt8], _ offset: Int) -> UInt32 {
        data[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

/// The bundled fonts folder, found the way EaselText finds it (package root from this file).
enum TestFonts {
    static var directory: URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("assets/fonts")
    }

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}
