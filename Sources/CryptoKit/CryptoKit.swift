// `import CryptoKit` on Linux: Apple's Swift Crypto, the open-source implementation of
// CryptoKit's API (the same types and spellings — `SHA256.hash(data:)`, `Insecure.MD5`,
// `HMAC<SHA256>`, `SymmetricKey`, `AES.GCM`, `ChaChaPoly`, `P256`, `Curve25519`, `HKDF` — on
// BoringSSL), so an app's hashing, signing and sealing code compiles and gives the results it
// gives on an iPhone. The Secure Enclave is not there: `SecureEnclave.isAvailable` is false, as
// on a simulator.
@_exported import Crypto

/// Apple: "SecureEnclave": no Secure Enclave in a preview, as on the iOS Simulator.
public enum SecureEnclave {
    public static var isAvailable: Bool { false }
}
