// `import Security` on Linux: the keychain as apps' wrappers use it (`SecItemAdd`,
// `SecItemCopyMatching`, `SecItemUpdate`, `SecItemDelete` with `kSec…` dictionaries), and
// `SecRandomCopyBytes`. A preview's keychain starts empty, as a new simulator's does, and
// keeps what the preview stores for its run, in memory. Said once. Spellings and result codes:
// Apple's "Keychain services" reference.
@_exported import Foundation
@_exported import EaselFoundation
@_spi(Frameworks) import Easel

public let kSecClass: CFString = "class"
public let kSecClassGenericPassword: CFString = "genp"
public let kSecClassInternetPassword: CFString = "inet"
public let kSecClassKey: CFString = "keys"
public let kSecClassCertificate: CFString = "cert"
public let kSecClassIdentity: CFString = "idnt"
public let kSecAttrAccount: CFString = "acct"
public let kSecAttrService: CFString = "svce"
public let kSecAttrServer: CFString = "srvr"
public let kSecAttrLabel: CFString = "labl"
public let kSecAttrGeneric: CFString = "gena"
public let kSecAttrAccessGroup: CFString = "agrp"
public let kSecAttrSynchronizable: CFString = "sync"
public let kSecAttrAccessible: CFString = "pdmn"
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
public let kSecAttrCreationDate: CFString = "cdat"
public let kSecAttrModificationDate: CFString = "mdat"
public let kSecValueData: CFString = "v_Data"
public let kSecValueRef: CFString = "v_Ref"
public let kSecReturnData: CFString = "r_Data"
public let kSecReturnAttributes: CFString = "r_Attributes"
public let kSecReturnRef: CFString = "r_Ref"
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
public let kSecMatchLimit: CFString = "m_Limit"
public let kSecMatchLimitOne: CFString = "m_LimitOne"
public let kSecMatchLimitAll: CFString = "m_LimitAll"
public let kSecUseDataProtectionKeychain: CFString = "u_DataProtectionKeychain"

public let errSecSuccess: OSStatus = 0
public let errSecUnimplemented: OSStatus = -4
public let errSecParam: OSStatus = -50
public let errSecAllocate: OSStatus = -108
public let errSecNotAvailable: OSStatus = -25291
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecDecode: OSStatus = -26275
public let errSecAuthFailed: OSStatus = -25293

/// The attributes that identify an item: its class and these keys (Apple's primary keys for
/// passwords: account and service, or account and server).
private let identifyingKeys = [kSecAttrAccount, kSecAttrService, kSecAttrServer, kSecAttrAccessGroup]
/// Query keys that are not attributes of the item.
private let controlKeys: Set<String> = [kSecReturnData, kSecReturnAttributes, kSecReturnRef, kSecReturnPersistentRef,
                                        kSecMatchLimit, kSecValueData, kSecUseDataProtectionKeychain]

/// The preview's keychain: items, each its attributes and data.
private final class Keychain: @unchecked Sendable {
    static let shared = Keychain()
    let lock = NSLock()
    var items: [[String: Any]] = []

    static func note() {
        Diagnostics.note("security-keychain", "Security: a preview's keychain starts empty, as a new simulator's, and keeps what the preview stores for its run, in memory (Easel's stand-in).")
    }

    /// The items a query names: the same class, and every attribute it gives equal.
    func matches(_ query: [String: Any]) -> [Int] {
        items.indices.filter { index in
            query.allSatisfy { key, value in
                if controlKeys.contains(key) || key == kSecAttrSynchronizable || key == kSecAttrAccessible { return true }
                return Keychain.equal(items[index][key], value)
            }
        }
    }

    static func equal(_ stored: Any?, _ wanted: Any) -> Bool {
        switch (stored, wanted) {
        case let (stored as String, wanted as String): return stored == wanted
        case let (stored as Data, wanted as Data): return stored == wanted
        case let (stored as NSNumber, wanted as NSNumber): return stored == wanted
        case let (stored as Bool, wanted as Bool): return stored == wanted
        default: return stored.map { "\($0)" } == "\(wanted)"
        }
    }
}

private func dictionary(_ value: CFDictionary) -> [String: Any]? {
    var result: [String: Any] = [:]
    for (key, item) in value {
        guard let key = key as? String else { return nil }
        result[key] = item
    }
    return result
}

/// Adds an item (Apple: "SecItemAdd(_:_:)"); `errSecDuplicateItem` when one with the same
/// class, account and service is there.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.note()
    guard let attributes = dictionary(attributes), attributes[kSecClass] != nil else { return errSecParam }
    let keychain = Keychain.shared
    keychain.lock.lock()
    defer { keychain.lock.unlock() }
    var identity: [String: Any] = [kSecClass: attributes[kSecClass]!]
    for key in identifyingKeys { if let value = attributes[key] { identity[key] = value } }
    if !keychain.matches(identity).isEmpty { return errSecDuplicateItem }
    var item = attributes.filter { !controlKeys.contains($0.key) || $0.key == kSecValueData }
    item[kSecAttrCreationDate] = Date()
    item[kSecAttrModificationDate] = Date()
    keychain.items.append(item)
    return errSecSuccess
}

/// Finds items (Apple: "SecItemCopyMatching(_:_:)"): their data (`kSecReturnData`), their
/// attributes (`kSecReturnAttributes`, with the data under `kSecValueData` when both are asked
/// for), one or all (`kSecMatchLimit`); `errSecItemNotFound` when none.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.note()
    guard let query = dictionary(query), query[kSecClass] != nil else { return errSecParam }
    let keychain = Keychain.shared
    keychain.lock.lock()
    defer { keychain.lock.unlock() }
    let found = keychain.matches(query)
    guard !found.isEmpty else { return errSecItemNotFound }
    let all = (query[kSecMatchLimit] as? String) == kSecMatchLimitAll
    let wantsData = (query[kSecReturnData] as? Bool) == true || (query[kSecReturnData] as? NSNumber)?.boolValue == true
    let wantsAttributes = (query[kSecReturnAttributes] as? Bool) == true || (query[kSecReturnAttributes] as? NSNumber)?.boolValue == true
    let wantsRef = (query[kSecReturnRef] as? Bool) == true || (query[kSecReturnRef] as? NSNumber)?.boolValue == true
    func value(of index: Int) -> AnyObject {
        let item = keychain.items[index]
        // A key's reference (`SecKey`), as `SecKeyCreateRandomKey` stored it.
        if wantsRef, !wantsAttributes, !wantsData, let reference = item[kSecValueRef] { return reference as AnyObject }
        if wantsAttributes {
            var attributes = item
            if !wantsData { attributes[kSecValueData] = nil }
            return attributes as NSDictionary
        }
        return ((item[kSecValueData] as? Data) ?? Data()) as NSData
    }
    guard wantsData || wantsAttributes || wantsRef else { return errSecSuccess }
    result?.pointee = all ? (found.map(value) as NSArray) : value(of: found[0])
    return errSecSuccess
}

/// Changes the attributes or data of the items a query names (Apple: "SecItemUpdate(_:_:)").
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.note()
    guard let query = dictionary(query), let changes = dictionary(attributesToUpdate) else { return errSecParam }
    let keychain = Keychain.shared
    keychain.lock.lock()
    defer { keychain.lock.unlock() }
    let found = keychain.matches(query)
    guard !found.isEmpty else { return errSecItemNotFound }
    for index in found {
        for (key, value) in changes { keychain.items[index][key] = value }
        keychain.items[index][kSecAttrModificationDate] = Date()
    }
    return errSecSuccess
}

/// Removes the items a query names (Apple: "SecItemDelete(_:)").
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    Keychain.note()
    guard let query = dictionary(query) else { return errSecParam }
    let keychain = Keychain.shared
    keychain.lock.lock()
    defer { keychain.lock.unlock() }
    let found = Set(keychain.matches(query))
    guard !found.isEmpty else { return errSecItemNotFound }
    keychain.items = keychain.items.enumerated().filter { !found.contains($0.offset) }.map(\.element)
    return errSecSuccess
}

/// A sentence for a result code (Apple: "SecCopyErrorMessageString(_:_:)").
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    [errSecSuccess: "No error.", errSecParam: "One or more parameters passed to a function were not valid.",
     errSecDuplicateItem: "The specified item already exists in the keychain.",
     errSecItemNotFound: "The specified item could not be found in the keychain.",
     errSecUnimplemented: "Function or operation not implemented."][status] ?? "OSStatus \(status)"
}

/// Apple: "SecRandomRef" and "kSecRandomDefault".
public typealias SecRandomRef = OpaquePointer
public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` random bytes from the system's generator (Apple: "SecRandomCopyBytes").
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    let buffer = bytes.bindMemory(to: UInt8.self, capacity: count)
    for index in 0..<max(0, count) { buffer[index] = UInt8.random(in: .min ... .max, using: &generator) }
    return errSecSuccess
}
