import Foundation
import EaselFoundation
import Crypto
@_spi(Frameworks) import Easel

// Security's keys (`SecKeyCreateRandomKey`, `SecKeyCreateEncryptedData`, `SecKeyCreateSignature`):
// elliptic-curve P-256 keys, as apps make them for the Secure Enclave, with Apple's Swift Crypto
// doing the arithmetic. A preview has no Secure Enclave: a key asked of it is made in software
// (said once), so code that protects data with one still runs. RSA keys are not made (an error
// says so). Spellings: Apple's "Certificate, Key, and Trust Services" reference.

public let kSecAttrKeyType: CFString = "type"
public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"
public let kSecAttrKeyTypeEC: CFString = "73"
public let kSecAttrKeyTypeRSA: CFString = "42"
public let kSecAttrKeySizeInBits: CFString = "bsiz"
public let kSecAttrKeyClass: CFString = "kcls"
public let kSecAttrKeyClassPrivate: CFString = "1"
public let kSecAttrKeyClassPublic: CFString = "0"
public let kSecAttrTokenID: CFString = "tkid"
public let kSecAttrTokenIDSecureEnclave: CFString = "com.apple.setoken"
public let kSecPrivateKeyAttrs: CFString = "private"
public let kSecPublicKeyAttrs: CFString = "public"
public let kSecAttrIsPermanent: CFString = "perm"
public let kSecAttrApplicationTag: CFString = "atag"
public let kSecAttrApplicationLabel: CFString = "klbl"
public let kSecAttrAccessControl: CFString = "accc"

/// A key (Apple: "SecKey"): a P-256 private key, or its public key.
public final class SecKey: @unchecked Sendable {
    enum Material {
        case privateKey(P256.KeyAgreement.PrivateKey)
        case publicKey(P256.KeyAgreement.PublicKey)
    }
    let material: Material

    init(_ material: Material) { self.material = material }

    var publicKey: P256.KeyAgreement.PublicKey {
        switch material {
        case .privateKey(let key): return key.publicKey
        case .publicKey(let key): return key
        }
    }
}

/// Apple: "SecAccessControl"; kept with the key, never asked for (a preview has no passcode
/// or biometry to check).
public final class SecAccessControl: @unchecked Sendable {
    public let flags: SecAccessControlCreateFlags
    init(flags: SecAccessControlCreateFlags) { self.flags = flags }
}

/// Apple: "SecAccessControlCreateFlags".
public struct SecAccessControlCreateFlags: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
    public static let watch = SecAccessControlCreateFlags(rawValue: 1 << 5)
    public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
    public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
    public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
    public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)
}

/// Apple: "SecAccessControlCreateWithFlags(_:_:_:_:)".
public func SecAccessControlCreateWithFlags(_ allocator: CFAllocator?, _ protection: Any, _ flags: SecAccessControlCreateFlags,
                                            _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecAccessControl? {
    SecAccessControl(flags: flags)
}

/// Apple: "SecKeyOperationType".
public enum SecKeyOperationType: Int, Sendable {
    case sign, verify, encrypt, decrypt, keyExchange
}

/// Apple: "SecKeyAlgorithm": the P-256 algorithms this stand-in performs and others apps name.
public struct SecKeyAlgorithm: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let eciesEncryptionStandardX963SHA256AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDH:KDFX963:SHA256:AESGCM")
    public static let eciesEncryptionCofactorX963SHA256AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA256:AESGCM")
    public static let eciesEncryptionStandardVariableIVX963SHA256AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDH:KDFX963:SHA256:AESGCM-KDFIV")
    public static let eciesEncryptionCofactorVariableIVX963SHA256AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA256:AESGCM-KDFIV")
    public static let ecdsaSignatureMessageX962SHA256 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:message-X962:SHA256")
    public static let ecdsaSignatureDigestX962SHA256 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:digest-X962:SHA256")
    public static let ecdhKeyExchangeStandard = SecKeyAlgorithm(rawValue: "algid:keyexchange:ECDH")
    public static let ecdhKeyExchangeCofactor = SecKeyAlgorithm(rawValue: "algid:keyexchange:ECDHC")
    public static let rsaEncryptionOAEPSHA256 = SecKeyAlgorithm(rawValue: "algid:encrypt:RSA:OAEP:SHA256")
    public static let rsaEncryptionPKCS1 = SecKeyAlgorithm(rawValue: "algid:encrypt:RSA:PKCS1")
    public static let rsaSignatureMessagePKCS1v15SHA256 = SecKeyAlgorithm(rawValue: "algid:sign:RSA:message-PKCS1v15:SHA256")

    var isECIES: Bool { rawValue.hasPrefix("algid:encrypt:ECIES") }
    var hasVariableIV: Bool { rawValue.hasSuffix("KDFIV") }
}

enum SecKeys {
    static func fail(_ error: UnsafeMutablePointer<Unmanaged<CFError>?>?, _ status: OSStatus, _ message: String) {
        error?.pointee = Unmanaged.passRetained(NSError(domain: "NSOSStatusErrorDomain", code: Int(status),
                                                        userInfo: [NSLocalizedDescriptionKey: message]))
    }

    static func attributes(_ value: CFDictionary) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, item) in value { if let key = key as? String { result[key] = item } }
        return result
    }

    /// ECIES as Apple names it: an ephemeral P-256 key agrees a secret with the recipient's key;
    /// ANSI X9.63's KDF with SHA-256 over it (the ephemeral public key as shared information)
    /// gives a 16-byte AES-GCM key and, for the variable-IV algorithms, the 16-byte IV (zero
    /// otherwise); the message is the ephemeral public key, the ciphertext and the 16-byte tag.
    static func keyAndIV(_ secret: SharedSecret, ephemeral: P256.KeyAgreement.PublicKey,
                         algorithm: SecKeyAlgorithm) throws -> (SymmetricKey, AES.GCM.Nonce) {
        let derived = secret.x963DerivedSymmetricKey(using: SHA256.self, sharedInfo: ephemeral.x963Representation,
                                                     outputByteCount: algorithm.hasVariableIV ? 32 : 16)
        let bytes = derived.withUnsafeBytes { Data($0) }
        let iv = algorithm.hasVariableIV ? bytes.suffix(16) : Data(repeating: 0, count: 16)
        return (SymmetricKey(data: bytes.prefix(16)), try AES.GCM.Nonce(data: iv))
    }
}

/// Makes a key (Apple: "SecKeyCreateRandomKey(_:_:)"): P-256 only; kept in the preview's
/// keychain when its private attributes say `kSecAttrIsPermanent`.
public func SecKeyCreateRandomKey(_ parameters: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    let attributes = SecKeys.attributes(parameters)
    let type = attributes[kSecAttrKeyType] as? String
    guard type == nil || type == kSecAttrKeyTypeECSECPrimeRandom else {
        Diagnostics.note("security-rsa", "Security: a preview makes P-256 keys only; SecKeyCreateRandomKey of an RSA key fails.")
        SecKeys.fail(error, errSecUnimplemented, "A preview makes elliptic-curve P-256 keys only (kSecAttrKeyTypeECSECPrimeRandom).")
        return nil
    }
    if (attributes[kSecAttrTokenID] as? String) == kSecAttrTokenIDSecureEnclave {
        Diagnostics.note("security-secure-enclave", "Security: a preview has no Secure Enclave; keys asked of it are made in software.")
    }
    let key = SecKey(.privateKey(P256.KeyAgreement.PrivateKey()))
    if let privateAttributes = attributes[kSecPrivateKeyAttrs].map({ SecKeys.attributes($0 as? NSDictionary ?? [:]) }),
       (privateAttributes[kSecAttrIsPermanent] as? Bool) == true || (privateAttributes[kSecAttrIsPermanent] as? NSNumber)?.boolValue == true {
        var item: [String: Any] = [kSecClass: kSecClassKey, kSecAttrKeyType: kSecAttrKeyTypeECSECPrimeRandom,
                                   kSecAttrKeyClass: kSecAttrKeyClassPrivate, kSecValueRef: key]
        if let tag = privateAttributes[kSecAttrApplicationTag] { item[kSecAttrApplicationTag] = tag }
        if let label = privateAttributes[kSecAttrLabel] { item[kSecAttrLabel] = label }
        _ = SecItemAdd(item as NSDictionary, nil)
    }
    return key
}

/// Apple: "SecKeyCopyPublicKey(_:)".
public func SecKeyCopyPublicKey(_ key: SecKey) -> SecKey? { SecKey(.publicKey(key.publicKey)) }

/// Apple: "SecKeyIsAlgorithmSupported(_:_:_:)".
public func SecKeyIsAlgorithmSupported(_ key: SecKey, _ operation: SecKeyOperationType, _ algorithm: SecKeyAlgorithm) -> Bool {
    let isPrivate: Bool
    if case .privateKey = key.material { isPrivate = true } else { isPrivate = false }
    switch operation {
    case .encrypt: return algorithm.isECIES
    case .decrypt: return algorithm.isECIES && isPrivate
    case .sign: return algorithm == .ecdsaSignatureMessageX962SHA256 && isPrivate
    case .verify: return algorithm == .ecdsaSignatureMessageX962SHA256
    case .keyExchange: return (algorithm == .ecdhKeyExchangeStandard || algorithm == .ecdhKeyExchangeCofactor) && isPrivate
    }
}

/// Apple: "SecKeyCreateEncryptedData(_:_:_:_:)", with a public (or private) P-256 key and ECIES.
public func SecKeyCreateEncryptedData(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ plaintext: CFData,
                                      _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    guard algorithm.isECIES else {
        SecKeys.fail(error, errSecParam, "\(algorithm.rawValue) is not supported by this key.")
        return nil
    }
    do {
        let ephemeral = P256.KeyAgreement.PrivateKey()
        let secret = try ephemeral.sharedSecretFromKeyAgreement(with: key.publicKey)
        let (symmetric, nonce) = try SecKeys.keyAndIV(secret, ephemeral: ephemeral.publicKey, algorithm: algorithm)
        let sealed = try AES.GCM.seal(plaintext as Data, using: symmetric, nonce: nonce)
        return (ephemeral.publicKey.x963Representation + sealed.ciphertext + sealed.tag) as NSData
    } catch let failure {
        SecKeys.fail(error, errSecParam, "Encryption failed: \(failure)")
        return nil
    }
}

/// Apple: "SecKeyCreateDecryptedData(_:_:_:_:)", with the private key the data was encrypted for.
public func SecKeyCreateDecryptedData(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ ciphertext: CFData,
                                      _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    guard algorithm.isECIES, case .privateKey(let privateKey) = key.material else {
        SecKeys.fail(error, errSecParam, "\(algorithm.rawValue) is not supported by this key.")
        return nil
    }
    let data = ciphertext as Data
    guard data.count >= 65 + 16 else {
        SecKeys.fail(error, errSecDecode, "ECIES: the data is too short.")
        return nil
    }
    do {
        let ephemeral = try P256.KeyAgreement.PublicKey(x963Representation: data.prefix(65))
        let secret = try privateKey.sharedSecretFromKeyAgreement(with: ephemeral)
        let (symmetric, nonce) = try SecKeys.keyAndIV(secret, ephemeral: ephemeral, algorithm: algorithm)
        let body = data.dropFirst(65)
        let box = try AES.GCM.SealedBox(nonce: nonce, ciphertext: body.dropLast(16), tag: body.suffix(16))
        return try AES.GCM.open(box, using: symmetric) as NSData
    } catch _ {
        SecKeys.fail(error, errSecDecode, "ECIES: the data could not be decrypted with this key.")
        return nil
    }
}

/// Apple: "SecKeyCreateSignature(_:_:_:_:)": ECDSA over SHA-256 of the message, DER-encoded.
public func SecKeyCreateSignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ dataToSign: CFData,
                                  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    guard algorithm == .ecdsaSignatureMessageX962SHA256, case .privateKey(let privateKey) = key.material,
          let signing = try? P256.Signing.PrivateKey(rawRepresentation: privateKey.rawRepresentation),
          let signature = try? signing.signature(for: dataToSign as Data) else {
        SecKeys.fail(error, errSecParam, "\(algorithm.rawValue) is not supported by this key.")
        return nil
    }
    return signature.derRepresentation as NSData
}

/// Apple: "SecKeyVerifySignature(_:_:_:_:_:)".
public func SecKeyVerifySignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ signedData: CFData, _ signature: CFData,
                                  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard algorithm == .ecdsaSignatureMessageX962SHA256,
          let publicKey = try? P256.Signing.PublicKey(rawRepresentation: key.publicKey.rawRepresentation),
          let parsed = try? P256.Signing.ECDSASignature(derRepresentation: signature as Data),
          publicKey.isValidSignature(parsed, for: signedData as Data) else {
        SecKeys.fail(error, errSecAuthFailed, "The signature does not match the data and key.")
        return false
    }
    return true
}

/// Apple: "SecKeyCopyExternalRepresentation(_:_:)": ANSI X9.63 (04 ‖ X ‖ Y, and ‖ K for a
/// private key).
public func SecKeyCopyExternalRepresentation(_ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    switch key.material {
    case .privateKey(let privateKey): return privateKey.x963Representation as NSData
    case .publicKey(let publicKey): return publicKey.x963Representation as NSData
    }
}

/// Apple: "SecKeyCreateWithData(_:_:_:)": a P-256 key from its X9.63 representation.
public func SecKeyCreateWithData(_ keyData: CFData, _ attributes: CFDictionary,
                                 _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    let data = keyData as Data
    if let privateKey = try? P256.KeyAgreement.PrivateKey(x963Representation: data) { return SecKey(.privateKey(privateKey)) }
    if let publicKey = try? P256.KeyAgreement.PublicKey(x963Representation: data) { return SecKey(.publicKey(publicKey)) }
    SecKeys.fail(error, errSecDecode, "The data is not a P-256 key in ANSI X9.63 form.")
    return nil
}
