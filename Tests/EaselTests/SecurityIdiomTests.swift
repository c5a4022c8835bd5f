import XCTest
import SwiftUI
import Security

// The keychain as apps' small wrappers use it (a token saved at sign-in, read back at launch,
// updated, deleted), written with `kSec…` dictionaries `as CFDictionary`, as on iOS.

private enum KeychainHelper {
    static func save(_ data: Data, service: String, account: String) -> OSStatus {
        let query = [
            kSecValueData: data,
            kSecClass: kSecClassGenericPassword,
            kSecAttrService: service,
            kSecAttrAccount: account,
        ] as CFDictionary
        let status = SecItemAdd(query, nil)
        guard status == errSecDuplicateItem else { return status }
        let existing = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account] as CFDictionary
        return SecItemUpdate(existing, [kSecValueData: data] as CFDictionary)
    }

    static func read(service: String, account: String) -> Data? {
        let query = [
            kSecAttrService: service,
            kSecAttrAccount: account,
            kSecClass: kSecClassGenericPassword,
            kSecReturnData: true,
            kSecMatchLimit: kSecMatchLimitOne,
        ] as CFDictionary
        var result: AnyObject?
        SecItemCopyMatching(query, &result)
        return result as? Data
    }

    static func delete(service: String, account: String) -> OSStatus {
        SecItemDelete([kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account] as CFDictionary)
    }
}

final class SecurityIdiomTests: XCTestCase {
    func testATokenIsSavedReadUpdatedAndDeleted() {
        let service = "com.example.app-\(UUID().uuidString)"
        XCTAssertNil(KeychainHelper.read(service: service, account: "ada"), "a new keychain is empty")
        XCTAssertEqual(KeychainHelper.save(Data("token-1".utf8), service: service, account: "ada"), errSecSuccess)
        XCTAssertEqual(KeychainHelper.read(service: service, account: "ada"), Data("token-1".utf8))
        XCTAssertEqual(KeychainHelper.save(Data("token-2".utf8), service: service, account: "ada"), errSecSuccess, "a second save updates")
        XCTAssertEqual(KeychainHelper.read(service: service, account: "ada"), Data("token-2".utf8))
        XCTAssertNil(KeychainHelper.read(service: service, account: "grace"), "another account")
        XCTAssertEqual(KeychainHelper.delete(service: service, account: "ada"), errSecSuccess)
        XCTAssertEqual(KeychainHelper.delete(service: service, account: "ada"), errSecItemNotFound)
        XCTAssertNil(KeychainHelper.read(service: service, account: "ada"))
    }

    func testAttributesOfEveryItemAndRandomBytes() {
        let service = "com.example.list-\(UUID().uuidString)"
        for account in ["a", "b"] { _ = KeychainHelper.save(Data(account.utf8), service: service, account: account) }
        let query = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecReturnAttributes: kCFBooleanTrue!,
                     kSecMatchLimit: kSecMatchLimitAll] as CFDictionary
        var result: CFTypeRef?
        XCTAssertEqual(SecItemCopyMatching(query, &result), errSecSuccess)
        let items = result as? [[String: Any]]
        XCTAssertEqual(items?.compactMap { $0[kSecAttrAccount as String] as? String }.sorted(), ["a", "b"])
        XCTAssertEqual(SecItemAdd([kSecAttrAccount: "x"] as CFDictionary, nil), errSecParam, "no class")
        var bytes = [UInt8](repeating: 0, count: 32)
        XCTAssertEqual(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes), errSecSuccess)
        XCTAssertTrue(bytes.contains { $0 != 0 })
    }
}
