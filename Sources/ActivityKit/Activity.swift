import Foundation
@_spi(Frameworks) import Easel

/// A Live Activity (Apple: "Activity"): started with `request`, changed with `update`, ended
/// with `end`. In a preview it lives in the app's memory only (see the module's note).
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    public typealias ContentState = Attributes.ContentState
    /// Apple: "Activity.ActivityUpdates": the activities the app starts from now on.
    public typealias ActivityUpdates = AsyncStream<Activity<Attributes>>
    /// Apple: "Activity.ActivityStateUpdates".
    public typealias ActivityStateUpdates = AsyncStream<ActivityState>
    /// Apple: "Activity.ContentUpdates".
    public typealias ContentUpdates = AsyncStream<ActivityContent<Attributes.ContentState>>
    /// Apple: "Activity.PushTokenUpdates": no push token arrives in a preview.
    public typealias PushTokenUpdates = AsyncStream<Data>

    public let id: String
    public let attributes: Attributes
    private let lock = NSLock()
    private var currentContent: ActivityContent<ContentState>
    private var currentState = ActivityState.active
    private var stateWatchers: [AsyncStream<ActivityState>.Continuation] = []
    private var contentWatchers: [AsyncStream<ActivityContent<ContentState>>.Continuation] = []

    init(attributes: Attributes, content: ActivityContent<ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        currentContent = content
    }

    // MARK: The app's activities

    /// The app's activities of this type not yet dismissed, oldest first.
    public static var activities: [Activity<Attributes>] {
        ActivityRegistry.shared.activities(of: Attributes.self).compactMap { $0 as? Activity<Attributes> }
    }

    /// The activities of this type started from now on.
    public static var activityUpdates: ActivityUpdates {
        AsyncStream { continuation in
            ActivityRegistry.shared.watch(Attributes.self) { activity in
                if let activity = activity as? Activity<Attributes> { continuation.yield(activity) }
            }
        }
    }

    /// The token to start activities with a push (iOS 17.2): none in a preview.
    public static var pushToStartToken: Data? { nil }
    public static var pushToStartTokenUpdates: PushTokenUpdates { AsyncStream { _ in } }

    // MARK: Starting

    /// Starts a Live Activity (Apple: "request(attributes:content:pushType:)", iOS 16.2).
    public static func request(attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        try start(attributes: attributes, content: content)
    }

    /// Starts a Live Activity of a style (iOS 18).
    public static func request(attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>,
                               pushType: PushType? = nil, style: ActivityStyle) throws -> Activity<Attributes> {
        try start(attributes: attributes, content: content)
    }

    /// Starts a Live Activity (iOS 16.1; deprecated in 16.2 for `request(attributes:content:pushType:)`).
    @available(iOS, introduced: 16.1, deprecated: 16.2, message: "Use request(attributes:content:pushType:) instead")
    public static func request(attributes: Attributes, contentState: Activity<Attributes>.ContentState,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        try start(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil))
    }

    private static func start(attributes: Attributes, content: ActivityContent<ContentState>) throws -> Activity<Attributes> {
        ActivityStandIn.sayShownNowhere()
        let encoder = JSONEncoder()
        let size = ((try? encoder.encode(attributes))?.count ?? 0) + ((try? encoder.encode(content.state))?.count ?? 0)
        guard size <= ActivityStandIn.sizeLimit else { throw ActivityAuthorizationError.attributesTooLarge }
        let activity = Activity(attributes: attributes, content: content)
        ActivityRegistry.shared.add(activity, of: Attributes.self)
        return activity
    }

    // MARK: The activity's state and content

    public var content: ActivityContent<ContentState> { locked { currentContent } }

    /// Apple: "contentState" (iOS 16.1; deprecated in 16.2 for `content`).
    public var contentState: ContentState { content.state }

    /// Its place in its life; `.stale` once its content is past its stale date.
    public var activityState: ActivityState {
        locked {
            if currentState == .active, let stale = currentContent.staleDate, stale <= Date() { return .stale }
            return currentState
        }
    }

    /// Its push token: none arrives in a preview.
    public var pushToken: Data? { nil }
    public var pushTokenUpdates: PushTokenUpdates { AsyncStream { _ in } }

    /// Its state from now on; the sequence ends once the activity is dismissed.
    public var activityStateUpdates: ActivityStateUpdates {
        AsyncStream { continuation in
            let dismissed = locked { () -> Bool in
                if currentState == .dismissed { return true }
                stateWatchers.append(continuation)
                return false
            }
            if dismissed { continuation.finish() }
        }
    }

    /// Its content from now on; the sequence ends once the activity is dismissed.
    public var contentUpdates: ContentUpdates {
        AsyncStream { continuation in
            let dismissed = locked { () -> Bool in
                if currentState == .dismissed { return true }
                contentWatchers.append(continuation)
                return false
            }
            if dismissed { continuation.finish() }
        }
    }

    /// Apple: "contentStateUpdates" (deprecated in 16.2 for `contentUpdates`).
    public var contentStateUpdates: AsyncStream<ContentState> {
        let updates = contentUpdates
        return AsyncStream { continuation in
            let task = Task {
                for await content in updates { continuation.yield(content.state) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    // MARK: Updating and ending

    /// Shows new content (iOS 16.2); an ended activity keeps its last content.
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>) async {
        set(content)
    }

    /// Shows new content and alerts the person (iOS 16.2); a preview shows no alert.
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>, alertConfiguration: AlertConfiguration? = nil) async {
        set(content)
    }

    /// Apple: "update(using:)" (iOS 16.1; deprecated in 16.2 for `update(_:)`).
    public func update(using contentState: Activity<Attributes>.ContentState) async {
        set(ActivityContent(state: contentState, staleDate: nil))
    }

    /// Apple: "update(using:alertConfiguration:)" (deprecated in 16.2).
    public func update(using contentState: Activity<Attributes>.ContentState, alertConfiguration: AlertConfiguration? = nil) async {
        set(ActivityContent(state: contentState, staleDate: nil))
    }

    /// Ends the activity with its final content (iOS 16.2): `.ended`, then `.dismissed` at once
    /// for `.immediate`; the default and dated policies leave it ended, as the Lock Screen
    /// keeps it a while.
    public func end(_ content: ActivityContent<Activity<Attributes>.ContentState>?,
                    dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { set(content) }
        finish(dismissalPolicy)
    }

    /// Apple: "end(using:dismissalPolicy:)" (iOS 16.1; deprecated in 16.2).
    public func end(using contentState: Activity<Attributes>.ContentState? = nil,
                    dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let contentState { set(ActivityContent(state: contentState, staleDate: nil)) }
        finish(dismissalPolicy)
    }

    private func set(_ content: ActivityContent<ContentState>) {
        let watchers = locked { () -> [AsyncStream<ActivityContent<ContentState>>.Continuation] in
            guard currentState == .active else { return [] }
            currentContent = content
            return contentWatchers
        }
        for watcher in watchers { watcher.yield(content) }
    }

    private func finish(_ policy: ActivityUIDismissalPolicy) {
        move(to: .ended)
        if policy.kind == .immediate { move(to: .dismissed) }
    }

    private func move(to state: ActivityState) {
        let (stateWatchers, contentWatchers) = locked { () -> ([AsyncStream<ActivityState>.Continuation], [AsyncStream<ActivityContent<ContentState>>.Continuation]) in
            guard currentState != state, currentState != .dismissed else { return ([], []) }
            currentState = state
            let watchers = (self.stateWatchers, self.contentWatchers)
            if state == .dismissed {
                self.stateWatchers = []
                self.contentWatchers = []
            }
            return watchers
        }
        for watcher in stateWatchers { watcher.yield(state) }
        if state == .dismissed {
            for watcher in stateWatchers { watcher.finish() }
            for watcher in contentWatchers { watcher.finish() }
            ActivityRegistry.shared.remove(self, of: Attributes.self)
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

extension Activity: Equatable {
    public static func == (lhs: Activity, rhs: Activity) -> Bool { lhs === rhs }
}

/// The app's activities of every attributes type, and who watches for new ones: generic types
/// have no static stored properties, so they are kept here, by type.
final class ActivityRegistry: @unchecked Sendable {
    static let shared = ActivityRegistry()
    private let lock = NSLock()
    private var activities: [ObjectIdentifier: [AnyObject]] = [:]
    private var watchers: [ObjectIdentifier: [(AnyObject) -> Void]] = [:]

    func activities(of type: Any.Type) -> [AnyObject] {
        lock.lock()
        defer { lock.unlock() }
        return activities[ObjectIdentifier(type)] ?? []
    }

    func add(_ activity: AnyObject, of type: Any.Type) {
        lock.lock()
        activities[ObjectIdentifier(type), default: []].append(activity)
        let watching = watchers[ObjectIdentifier(type)] ?? []
        lock.unlock()
        for watcher in watching { watcher(activity) }
    }

    func remove(_ activity: AnyObject, of type: Any.Type) {
        lock.lock()
        activities[ObjectIdentifier(type)]?.removeAll { $0 === activity }
        lock.unlock()
    }

    func watch(_ type: Any.Type, _ watcher: @escaping (AnyObject) -> Void) {
        lock.lock()
        watchers[ObjectIdentifier(type), default: []].append(watcher)
        lock.unlock()
    }

    /// Forgets every activity (tests).
    func reset() {
        lock.lock()
        activities = [:]
        lock.unlock()
    }
}
