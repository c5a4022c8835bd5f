// `import CommonCrypto` on Linux: CommonCrypto's one-shot digests and HMAC, as apps call them
// from Swift (`CC_SHA256(bytes, CC_LONG(count), &digest)`), computed by Swift Crypto (the
// BoringSSL-based implementation of CryptoKit's API), so the bytes are the ones an iPhone
// gives. Spellings and constants: Apple's `CommonCrypto/CommonDigest.h` and `CommonHMAC.h`.
// The block ciphers (`CCCrypt`) and key derivation are not provided.
@_exported import Foundation
import Crypto

/// Apple: "CC_LONG".
public typealias CC_LONG = UInt32

public let CC_MD5_DIGEST_LENGTH: Int32 = 16
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64
public let CC_MD5_BLOCK_BYTES: Int32 = 64
public let CC_SHA1_BLOCK_BYTES: Int32 = 64
public let CC_SHA256_BLOCK_BYTES: Int32 = 64
public let CC_SHA512_BLOCK_BYTES: Int32 = 128

/// The digest of `len` bytes at `data`, written to `md` (which must hold the digest's length);
/// returns `md`, as CommonCrypto does.
private func digest<H: HashFunction>(_ function: H.Type, _ data: UnsafeRawPointer?, _ len: CC_LONG,
                                     _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    guard let md else { return nil }
    let bytes = UnsafeRawBufferPointer(start: len == 0 ? nil : data, count: Int(len))
    let result = H.hash(data: bytes)
    result.withUnsafeBytes { buffer in
        for (index, byte) in buffer.enumerated() { md[index] = byte }
    }
    return md
}

/// Apple: "CC_MD5" (deprecated in iOS 13 as cryptographically broken; still what checksums use).
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    digest(Insecure.MD5.self, data, len, md)
}

/// Apple: "CC_SHA1".
@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    digest(Insecure.SHA1.self, data, len, md)
}

/// Apple: "CC_SHA256".
@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    digest(SHA256.self, data, len, md)
}

/// Apple: "CC_SHA384".
@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    digest(SHA384.self, data, len, md)
}

/// Apple: "CC_SHA512".
@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    digest(SHA512.self, data, len, md)
}

/// Apple: "CCHmacAlgorithm".
public typealias CCHmacAlgorithm = UInt32
public let kCCHmacAlgSHA1 = 0
public let kCCHmacAlgMD5 = 1
public let kCCHmacAlgSHA256 = 2
public let kCCHmacAlgSHA384 = 3
public let kCCHmacAlgSHA512 = 4

/// Apple: "CCHmac": the HMAC of `dataLength` bytes at `data` under the key, written to
/// `macOut` (which must hold the algorithm's digest length). An unknown algorithm writes nothing.
public func CCHmac(_ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer?, _ keyLength: Int,
                   _ data: UnsafeRawPointer?, _ dataLength: Int, _ macOut: UnsafeMutableRawPointer?) {
    guard let macOut else { return }
    let keyBytes = SymmetricKey(data: UnsafeRawBufferPointer(start: keyLength == 0 ? nil : key, count: keyLength))
    let message = UnsafeRawBufferPointer(start: dataLength == 0 ? nil : data, count: dataLength)
    func write<H: HashFunction>(_: H.Type) {
        HMAC<H>.authenticationCode(for: message, using: keyBytes).withUnsafeBytes { code in
            macOut.copyMemory(from: code.baseAddress!, byteCount: code.count)
        }
    }
    switch Int(algorithm) {
    case kCCHmacAlgSHA1: write(Insecure.SHA1.self)
    case kCCHmacAlgMD5: write(Insecure.MD5.self)
    case kCCHmacAlgSHA256: write(SHA256.self)
    case kCCHmacAlgSHA384: write(SHA384.self)
    case kCCHmacAlgSHA512: write(SHA512.self)
    default: return
    }
}
