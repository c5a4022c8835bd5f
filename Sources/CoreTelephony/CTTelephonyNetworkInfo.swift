// `import CoreTelephony` on Linux: the carrier and radio information apps log or show (Apple's
// "CTTelephonyNetworkInfo", "CTCarrier"). A preview's device is a simulator's: it has no SIM,
// so there are no carriers and no radio technology, as the iOS Simulator answers. Since iOS 16
// `CTCarrier` is deprecated and its values are placeholders on devices too.
@_exported import Foundation

/// Apple: "CTCarrier" (deprecated in iOS 16: "returns placeholder values").
open class CTCarrier: NSObject, @unchecked Sendable {
    open var carrierName: String? { "--" }
    open var mobileCountryCode: String? { "65535" }
    open var mobileNetworkCode: String? { "65535" }
    open var isoCountryCode: String? { "--" }
    open var allowsVOIP: Bool { true }
}

/// Apple: "CTTelephonyNetworkInfo": nothing on a device without a SIM.
open class CTTelephonyNetworkInfo: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    open var serviceSubscriberCellularProviders: [String: CTCarrier]? { nil }
    open var serviceCurrentRadioAccessTechnology: [String: String]? { nil }
    open var dataServiceIdentifier: String? { nil }
    open var serviceSubscriberCellularProvidersDidUpdateNotifier: ((String) -> Void)?
    open weak var delegate: CTTelephonyNetworkInfoDelegate?

    @available(*, deprecated, message: "Use serviceSubscriberCellularProviders")
    open var subscriberCellularProvider: CTCarrier? { nil }
    @available(*, deprecated, message: "Use serviceCurrentRadioAccessTechnology")
    open var currentRadioAccessTechnology: String? { nil }
}

/// Apple: "CTTelephonyNetworkInfoDelegate".
public protocol CTTelephonyNetworkInfoDelegate: AnyObject {
    func dataServiceIdentifierDidChange(_ identifier: String)
}

extension CTTelephonyNetworkInfoDelegate {
    public func dataServiceIdentifierDidChange(_ identifier: String) {}
}

public let CTRadioAccessTechnologyGPRS = "CTRadioAccessTechnologyGPRS"
public let CTRadioAccessTechnologyEdge = "CTRadioAccessTechnologyEdge"
public let CTRadioAccessTechnologyWCDMA = "CTRadioAccessTechnologyWCDMA"
public let CTRadioAccessTechnologyHSDPA = "CTRadioAccessTechnologyHSDPA"
public let CTRadioAccessTechnologyHSUPA = "CTRadioAccessTechnologyHSUPA"
public let CTRadioAccessTechnologyCDMA1x = "CTRadioAccessTechnologyCDMA1x"
public let CTRadioAccessTechnologyCDMAEVDORev0 = "CTRadioAccessTechnologyCDMAEVDORev0"
public let CTRadioAccessTechnologyCDMAEVDORevA = "CTRadioAccessTechnologyCDMAEVDORevA"
public let CTRadioAccessTechnologyCDMAEVDORevB = "CTRadioAccessTechnologyCDMAEVDORevB"
public let CTRadioAccessTechnologyeHRPD = "CTRadioAccessTechnologyeHRPD"
public let CTRadioAccessTechnologyLTE = "CTRadioAccessTechnologyLTE"
public let CTRadioAccessTechnologyNRNSA = "CTRadioAccessTechnologyNRNSA"
public let CTRadioAccessTechnologyNR = "CTRadioAccessTechnologyNR"
