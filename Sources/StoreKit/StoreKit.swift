// `import StoreKit` on Linux: the product, transaction and review API that paywalls and tip
// jars use, and StoreKit's SwiftUI views drawn as placeholder cards. A preview has no App
// Store: product requests find nothing, purchases are cancelled, and each says so once.
@_exported import Foundation
@_spi(Frameworks) import Easel

enum StoreStandIn {
    static func sayNoStore() {
        Diagnostics.note("storekit-stand-in", "StoreKit: a preview has no App Store; products are not found, purchases are cancelled, and store views are placeholder cards (Easel's stand-in).")
    }
}

/// An in-app product (Apple: "Product"). A preview finds none: `products(for:)` returns an
/// empty array.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?

    /// The kind of product (Apple: "Product.ProductType").
    public struct ProductType: Hashable, Sendable {
        let name: String
        public static let consumable = ProductType(name: "consumable")
        public static let nonConsumable = ProductType(name: "nonConsumable")
        public static let autoRenewable = ProductType(name: "autoRenewable")
        public static let nonRenewable = ProductType(name: "nonRenewable")
    }

    /// A subscription's details (Apple: "Product.SubscriptionInfo").
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
    }

    /// A subscription's period (Apple: "Product.SubscriptionPeriod").
    public struct SubscriptionPeriod: Hashable, Sendable {
        public enum Unit: Hashable, Sendable { case day, week, month, year }
        public let unit: Unit
        public let value: Int
    }

    /// How a purchase ended (Apple: "Product.PurchaseResult").
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// Options of a purchase (Apple: "Product.PurchaseOption"); accepted.
    public struct PurchaseOption: Hashable, Sendable {
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption() }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption() }
    }

    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        StoreStandIn.sayNoStore()
        return []
    }

    /// Cancelled in a preview.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        StoreStandIn.sayNoStore()
        return .userCancelled
    }
}

/// A transaction (Apple: "Transaction"). A preview has none: its sequences end at once.
public struct Transaction: Hashable, Sendable {
    public let id: UInt64
    public let productID: String
    public let purchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let productType: Product.ProductType

    public func finish() async {}

    /// The transactions that entitle the user to something: none in a preview.
    public static var currentEntitlements: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// Transactions made outside the app: none in a preview.
    public static var updates: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    public static var all: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    public static var unfinished: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }

    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
}

/// A signed value that was or was not verified (Apple: "VerificationResult").
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// Why verification failed (Apple: "VerificationResult.VerificationError").
    public enum VerificationError: Error, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties
    }

    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): return value
        }
    }
}

/// The App Store (Apple: "AppStore").
public enum AppStore {
    /// Does nothing in a preview.
    public static func sync() async throws { StoreStandIn.sayNoStore() }
    public static var canMakePayments: Bool { false }
}

/// Asks for an App Store review (Apple: "RequestReviewAction", `@Environment(\.requestReview)`);
/// a preview shows nothing and says so once.
public struct RequestReviewAction: Sendable {
    public func callAsFunction() {
        Diagnostics.note("storekit-review", "StoreKit: requestReview() shows no review prompt in a preview (Easel's stand-in).")
    }
}

private struct RequestReviewKey: EnvironmentKey { static let defaultValue = RequestReviewAction() }

extension EnvironmentValues {
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}

// MARK: Views

/// A placeholder for a StoreKit view: a rounded card with a bag, what it stands for and its
/// product identifiers, so the screen's layout is there and says what is missing.
struct StorePlaceholder: View {
    let title: String
    let detail: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "bag").font(.title2).foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(detail).font(.caption).foregroundStyle(.secondary).lineLimit(2)
                Text("StoreKit stand-in").font(.caption2).foregroundStyle(.tertiary)
            }
            Spacer(minLength: 0)
        }
        .padding(12)
        .frame(maxWidth: .infinity)
        .background(Color.secondary.opacity(0.12), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .onAppear { StoreStandIn.sayNoStore() }
    }
}

/// A product's card (Apple: "ProductView", iOS 17).
public struct ProductView: View {
    let id: String

    public init(id: Product.ID, prefersPromotionalIcon: Bool = false) { self.id = id }

    public init<Icon: View>(id: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) { self.id = id }

    public init(_ product: Product, prefersPromotionalIcon: Bool = false) { id = product.id }

    public var body: some View { StorePlaceholder(title: "Product", detail: id) }
}

/// A store of products (Apple: "StoreView", iOS 17).
public struct StoreView: View {
    let ids: [String]

    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false) where C.Element == String { self.ids = Array(ids) }

    public init<C: Collection, Icon: View>(ids: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
    where C.Element == String { self.ids = Array(ids) }

    public var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(ids, id: \.self) { StorePlaceholder(title: "Product", detail: $0) }
            }
            .padding()
        }
    }
}

/// A subscription paywall (Apple: "SubscriptionStoreView", iOS 17).
public struct SubscriptionStoreView: View {
    let detail: String

    public init(groupID: String) { detail = groupID }

    public init<C: Collection>(productIDs: C) where C.Element == String { detail = productIDs.joined(separator: ", ") }

    public init<Content: View>(groupID: String, @ViewBuilder marketingContent: () -> Content) { detail = groupID }

    public init<C: Collection, Content: View>(productIDs: C, @ViewBuilder marketingContent: () -> Content) where C.Element == String {
        detail = productIDs.joined(separator: ", ")
    }

    public var body: some View {
        VStack(spacing: 16) {
            Spacer()
            StorePlaceholder(title: "Subscriptions", detail: detail)
            Spacer()
        }
        .padding()
    }
}

/// How a product view looks (Apple: "ProductViewStyle"); accepted.
public struct ProductViewStyleKind: Sendable {
    public static let automatic = ProductViewStyleKind()
    public static let compact = ProductViewStyleKind()
    public static let regular = ProductViewStyleKind()
    public static let large = ProductViewStyleKind()
}

/// The store's buttons (Apple: "StoreButtonKind"); accepted.
public struct StoreButtonKind: Sendable {
    public static let cancellation = StoreButtonKind()
    public static let restorePurchases = StoreButtonKind()
    public static let redeemCode = StoreButtonKind()
    public static let policies = StoreButtonKind()
    public static let signIn = StoreButtonKind()
}

extension View {
    /// Accepted for source compatibility (Apple: "productViewStyle(_:)").
    public func productViewStyle(_ style: ProductViewStyleKind) -> some View { self }

    /// Accepted for source compatibility (Apple: "storeButton(_:for:)").
    public func storeButton(_ visibility: Visibility, for buttons: StoreButtonKind...) -> some View { self }

    /// Accepted for source compatibility (Apple: "subscriptionStorePolicyDestination(url:for:)" and kin).
    public func subscriptionStoreButtonLabel(_ label: Any) -> some View { self }

    /// Accepted: a preview makes no purchases (Apple: "onInAppPurchaseCompletion(perform:)").
    public func onInAppPurchaseCompletion(perform action: @escaping (Product, Result<Product.PurchaseResult, Error>) async -> Void) -> some View { self }

    /// Accepted: a preview makes no purchases (Apple: "onInAppPurchaseStart(perform:)").
    public func onInAppPurchaseStart(perform action: @escaping (Product) async -> Void) -> some View { self }

    /// Accepted: no transactions arrive in a preview (Apple: "currentEntitlementTask(for:priority:action:)").
    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void) -> some View { self }

    /// Accepted: a preview has no App Store to review in (Apple: "appStoreOverlay(isPresented:configuration:)").
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }
}

/// The state of an entitlement task (Apple: "EntitlementTaskState").
public enum EntitlementTaskState<Value: Sendable>: Sendable {
    case loading
    case failure(Error)
    case success(Value)

    public var transactions: Value? {
        if case .success(let value) = self { return value }
        return nil
    }
}
