import XCTest
import CryptoKit

// CryptoKit as the unseen apps of the corpus use it: a Marvel API client's request hash
// (MD5 of timestamp + keys), a password hasher (SHA-512), a signed payload (HMAC-SHA256) and
// sealed data (AES-GCM).

/// The Marvel API's `hash` parameter, as API helpers write it.
private func marvelHash(timestamp: String, privateKey: String, publicKey: String) -> String {
    let digest = Insecure.MD5.hash(data: Data((timestamp + privateKey + publicKey).utf8))
    return digest.map { String(format: "%02hhx", $0) }.joined()
}

/// A password hasher, as a networking module writes it.
private struct SHA512PasswordHasher {
    static func hash(_ password: String) -> String {
        SHA512.hash(data: Data(password.utf8)).compactMap { String(format: "%02x", $0) }.joined()
    }
}

final class CryptoKitIdiomTests: XCTestCase {
    func testDigestsAreTheStandardOnes() {
        // RFC 1321 and FIPS 180-2's test vectors for "abc".
        XCTAssertEqual(marvelHash(timestamp: "a", privateKey: "b", publicKey: "c"), "900150983cd24fb0d6963f7d28e17f72")
        XCTAssertEqual(SHA256.hash(data: Data("abc".utf8)).map { String(format: "%02x", $0) }.joined(),
                       "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertTrue(SHA512PasswordHasher.hash("abc").hasPrefix("ddaf35a193617aba"))
    }

    func testHMACAndSealingRoundTrip() throws {
        let key = SymmetricKey(size: .bits256)
        let payload = Data("order=42".utf8)
        let signature = HMAC<SHA256>.authenticationCode(for: payload, using: key)
        XCTAssertTrue(HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: payload, using: key))
        let sealed = try AES.GCM.seal(payload, using: key)
        XCTAssertEqual(try AES.GCM.open(sealed, using: key), payload)
        XCTAssertFalse(SecureEnclave.isAvailable, "as on a simulator")
    }
}
