import Foundation

/// A Handoff, Spotlight or state-restoration activity (Apple: Foundation's "NSUserActivity",
/// which Foundation on Linux lacks). Here so that `onContinueUserActivity(_:perform:)` and
/// `userActivity(_:isActive:_:)` compile; a preview never continues or advertises one.
open class NSUserActivity: NSObject {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var webpageURL: URL?
    open var targetContentIdentifier: String?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open var requiredUserInfoKeys: Set<String>?
    open var keywords: Set<String> = []

    public init(activityType: String) {
        self.activityType = activityType
    }

    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
}

extension View {
    /// Advertises an activity while the view is visible (Apple: "userActivity(_:isActive:_:)").
    /// A preview advertises nothing; the update closure never runs.
    public func userActivity(_ activityType: String, isActive: Bool = true,
                             _ update: @escaping (NSUserActivity) -> Void) -> some View {
        self
    }
}
