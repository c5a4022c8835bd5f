import XCTest
import SwiftUI
import Network
import SystemConfiguration
import CommonCrypto
import CoreTelephony

// The system services apps check before they load anything, written as apps write them: a
// connectivity monitor (`Network`), the older reachability helper (`SystemConfiguration`),
// a cache key hashed with CommonCrypto, and a logger that reads the carrier (`CoreTelephony`).
// A preview's device is online over Wi-Fi with no SIM, as a simulator on a connected Mac is.

/// The connectivity monitor of countless tutorials.
private final class NetworkMonitor: ObservableObject {
    @Published var isConnected = false
    @Published var isCellular = false
    private let monitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "NetworkMonitor")

    func start(onUpdate: @escaping () -> Void) {
        monitor.pathUpdateHandler = { [weak self] path in
            DispatchQueue.main.async {
                self?.isConnected = path.status == .satisfied
                self?.isCellular = path.usesInterfaceType(.cellular)
                onUpdate()
            }
        }
        monitor.start(queue: queue)
    }

    func stop() { monitor.cancel() }
}

/// The reachability check of older apps (Cocoa's "Reachability" sample, in Swift).
private enum NetworkReachability {
    static func isConnectedToNetwork() -> Bool {
        var zeroAddress = sockaddr_in()
        zeroAddress.sin_len = UInt8(MemoryLayout.size(ofValue: zeroAddress))
        zeroAddress.sin_family = sa_family_t(AF_INET)
        guard let defaultRouteReachability = withUnsafePointer(to: &zeroAddress, {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                SCNetworkReachabilityCreateWithAddress(nil, $0)
            }
        }) else {
            return false
        }
        var flags: SCNetworkReachabilityFlags = []
        if !SCNetworkReachabilityGetFlags(defaultRouteReachability, &flags) {
            return false
        }
        return flags.contains(.reachable) && !flags.contains(.connectionRequired)
    }
}

/// A cache's file name for a URL, hashed as image caches hash them.
private extension String {
    var sha256: String {
        let data = Data(utf8)
        var hash = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        data.withUnsafeBytes {
            _ = CC_SHA256($0.baseAddress, CC_LONG(data.count), &hash)
        }
        return hash.map { String(format: "%02x", $0) }.joined()
    }

    var md5: String {
        let data = Data(utf8)
        var digest = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        _ = data.withUnsafeBytes { CC_MD5($0.baseAddress, CC_LONG(data.count), &digest) }
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    func hmacSHA256(key: String) -> String {
        var mac = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        let keyBytes = Array(key.utf8), message = Array(utf8)
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), keyBytes, keyBytes.count, message, message.count, &mac)
        return mac.map { String(format: "%02x", $0) }.joined()
    }
}

private struct ConnectionBanner: View {
    @StateObject private var monitor = NetworkMonitor()
    var body: some View {
        Text(monitor.isConnected ? "Online" : "No internet connection")
            .accessibilityIdentifier("banner")
            .onAppear { monitor.start {} }
    }
}

final class SystemServicesIdiomTests: XCTestCase {
    func testThePathMonitorSaysThePreviewIsOnlineOverWiFi() {
        let monitor = NetworkMonitor()
        let updated = expectation(description: "path update")
        monitor.start { updated.fulfill() }
        wait(for: [updated], timeout: 5)
        XCTAssertTrue(monitor.isConnected)
        XCTAssertFalse(monitor.isCellular)
        monitor.stop()

        let cellularOnly = NWPathMonitor(requiredInterfaceType: .cellular)
        XCTAssertEqual(cellularOnly.currentPath.status, .satisfied)
        XCTAssertTrue(cellularOnly.currentPath.usesInterfaceType(.cellular))
        XCTAssertTrue(cellularOnly.currentPath.isExpensive)
        XCTAssertEqual(NWPathMonitor(requiredInterfaceType: .wiredEthernet).currentPath.status, .unsatisfied)
        XCTAssertEqual(NWPathMonitor(prohibitedInterfaceTypes: [.wifi]).currentPath.availableInterfaces.map(\.type), [.cellular])
    }

    func testThePathMonitorIsAnAsyncSequenceUntilCancelled() async {
        let monitor = NWPathMonitor()
        var statuses: [NWPath.Status] = []
        for await path in monitor {
            statuses.append(path.status)
            monitor.cancel()
        }
        XCTAssertEqual(statuses, [.satisfied])
    }

    func testAViewWatchingTheMonitorShowsOnline() {
        let host = phoneHost(ConnectionBanner())
        let shown = expectation(description: "online")
        DispatchQueue.global().async {
            for _ in 0..<100 where host.text(of: "banner") != "Online" { Thread.sleep(forTimeInterval: 0.02) }
            shown.fulfill()
        }
        wait(for: [shown], timeout: 5)
        host.layoutIfNeeded()
        XCTAssertEqual(host.text(of: "banner"), "Online")
    }

    func testReachabilitySaysReachableAndCallsBackOnce() {
        XCTAssertTrue(NetworkReachability.isConnectedToNetwork())
        let reachability = SCNetworkReachabilityCreateWithName(nil, "www.apple.com")!
        let called = expectation(description: "callback")
        final class Box { var flags: SCNetworkReachabilityFlags = []; var done: XCTestExpectation? }
        let box = Box()
        box.done = called
        var context = SCNetworkReachabilityContext(version: 0, info: Unmanaged.passUnretained(box).toOpaque(),
                                                   retain: nil, release: nil, copyDescription: nil)
        XCTAssertTrue(SCNetworkReachabilitySetCallback(reachability, { _, flags, info in
            let box = Unmanaged<Box>.fromOpaque(info!).takeUnretainedValue()
            box.flags = flags
            box.done?.fulfill()
        }, &context))
        XCTAssertTrue(SCNetworkReachabilitySetDispatchQueue(reachability, .global()))
        wait(for: [called], timeout: 5)
        XCTAssertTrue(box.flags.contains(.reachable))
        XCTAssertFalse(box.flags.contains(.isWWAN))
    }

    /// The digests of FIPS 180-2's and RFC 1321's "abc", and RFC 4231's HMAC test case 2.
    func testCommonCryptoDigestsAreTheStandardOnes() {
        XCTAssertEqual("abc".sha256, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual("abc".md5, "900150983cd24fb0d6963f7d28e17f72")
        XCTAssertEqual("".sha256, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual("what do ya want for nothing?".hmacSHA256(key: "Jefe"),
                       "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        CC_SHA1("abc", 3, &sha1)
        XCTAssertEqual(sha1.map { String(format: "%02x", $0) }.joined(), "a9993e364706816aba3e25717850c26c9cd0d89d")
    }

    func testATelephonyLoggerFindsNoCarrierAsOnASimulator() {
        let info = CTTelephonyNetworkInfo()
        XCTAssertNil(info.serviceSubscriberCellularProviders)
        XCTAssertNil(info.serviceCurrentRadioAccessTechnology)
        let carrierName = info.serviceSubscriberCellularProviders?.values.first?.carrierName ?? "Unknown"
        XCTAssertEqual(carrierName, "Unknown")
        XCTAssertEqual(CTRadioAccessTechnologyLTE, "CTRadioAccessTechnologyLTE")
    }
}
