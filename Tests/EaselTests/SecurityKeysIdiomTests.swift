import XCTest
import Foundation
import Security

// A password manager's model, as written for the Secure Enclave: a P-256 key made once and
// found again in the keychain by its tag, ECIES to protect the saved data, and ECDSA
// signatures. A preview has no Secure Enclave: the key is made in software, so the code runs.

private let tag = "com.example.passwords.manager"

private func loadPrivateKey() -> SecKey {
    let access = SecAccessControlCreateWithFlags(kCFAllocatorDefault, kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
                                                 .privateKeyUsage, nil)!
    let attributes: NSDictionary = [
        kSecAttrKeyType: kSecAttrKeyTypeECSECPrimeRandom,
        kSecAttrKeySizeInBits: 256,
        kSecAttrTokenID: kSecAttrTokenIDSecureEnclave,
        kSecPrivateKeyAttrs: [
            kSecAttrIsPermanent: true,
            kSecAttrApplicationTag: tag,
            kSecAttrAccessControl: access,
        ],
    ]
    var error: Unmanaged<CFError>?
    let query: [String: Any] = [
        kSecClass as String: kSecClassKey,
        kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom,
        kSecAttrApplicationTag as String: tag,
        kSecReturnRef as String: true,
    ]
    var privateKeyRef: CFTypeRef?
    let status = SecItemCopyMatching(query as CFDictionary, &privateKeyRef)
    if status != errSecSuccess {
        return SecKeyCreateRandomKey(attributes, &error)!
    }
    return privateKeyRef as! SecKey
}

final class SecurityKeysIdiomTests: XCTestCase {
    func testAKeyMadeOnceIsFoundAgainAndDecryptsWhatItsPublicKeyEncrypted() throws {
        let privateKey = loadPrivateKey()
        XCTAssertTrue(loadPrivateKey() === privateKey, "the second call finds the key in the keychain by its tag")
        let algorithm: SecKeyAlgorithm = .eciesEncryptionCofactorX963SHA256AESGCM
        XCTAssertTrue(SecKeyIsAlgorithmSupported(privateKey, .decrypt, algorithm))
        let publicKey = try XCTUnwrap(SecKeyCopyPublicKey(privateKey))
        XCTAssertFalse(SecKeyIsAlgorithmSupported(publicKey, .decrypt, algorithm), "a public key cannot decrypt")

        var error: Unmanaged<CFError>?
        let secret = #"{"passwords":[{"id":"Apple.com","password":"MrJobsiCEO"}]}"#
        let sealed = try XCTUnwrap(SecKeyCreateEncryptedData(publicKey, algorithm, secret.data(using: .utf8)! as CFData, &error) as Data?)
        XCTAssertEqual(sealed.count, 65 + secret.utf8.count + 16, "ephemeral key, ciphertext, tag")
        XCTAssertNotEqual(sealed.dropFirst(65).prefix(8), Data(secret.utf8.prefix(8)))
        let opened = try XCTUnwrap(SecKeyCreateDecryptedData(privateKey, algorithm, sealed as CFData, &error))
        XCTAssertEqual(String(data: opened as Data, encoding: .utf8), secret)

        var tampered = sealed
        tampered[tampered.count - 1] ^= 0xFF
        XCTAssertNil(SecKeyCreateDecryptedData(privateKey, algorithm, tampered as CFData, &error))
        let failure = try XCTUnwrap(error?.takeRetainedValue())
        XCTAssertFalse(failure.localizedDescription.isEmpty)

        let variable: SecKeyAlgorithm = .eciesEncryptionStandardVariableIVX963SHA256AESGCM
        let again = try XCTUnwrap(SecKeyCreateEncryptedData(publicKey, variable, Data("hi".utf8) as CFData, nil))
        XCTAssertEqual(SecKeyCreateDecryptedData(privateKey, variable, again, nil) as Data?, Data("hi".utf8))
    }

    func testSignaturesVerifyOnlyTheirMessageAndKeysRoundTrip() throws {
        var error: Unmanaged<CFError>?
        let key = try XCTUnwrap(SecKeyCreateRandomKey([kSecAttrKeyType: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeySizeInBits: 256] as NSDictionary, &error))
        let message = Data("pay 10".utf8)
        let signature = try XCTUnwrap(SecKeyCreateSignature(key, .ecdsaSignatureMessageX962SHA256, message as CFData, &error))
        let publicKey = try XCTUnwrap(SecKeyCopyPublicKey(key))
        XCTAssertTrue(SecKeyVerifySignature(publicKey, .ecdsaSignatureMessageX962SHA256, message as CFData, signature, &error))
        XCTAssertFalse(SecKeyVerifySignature(publicKey, .ecdsaSignatureMessageX962SHA256, Data("pay 1000".utf8) as CFData, signature, &error))

        let exported = try XCTUnwrap(SecKeyCopyExternalRepresentation(publicKey, &error) as Data?)
        XCTAssertEqual(exported.count, 65)
        XCTAssertEqual(exported.first, 0x04)
        let imported = try XCTUnwrap(SecKeyCreateWithData(exported as CFData, [kSecAttrKeyType: kSecAttrKeyTypeEC] as NSDictionary, &error))
        XCTAssertTrue(SecKeyVerifySignature(imported, .ecdsaSignatureMessageX962SHA256, message as CFData, signature, &error))

        XCTAssertNil(SecKeyCreateRandomKey([kSecAttrKeyType: kSecAttrKeyTypeRSA, kSecAttrKeySizeInBits: 2048] as NSDictionary, &error),
                     "RSA keys are not made, with an error")
        XCTAssertNotNil(error)
    }
}
