import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import EaselClock
import OpenCombine

// Combine's Foundation parts (Apple: "Timer.TimerPublisher", "RunLoop.SchedulerTimeType",
// "OperationQueue.SchedulerTimeType", "NotificationCenter.Publisher",
// "URLSession.DataTaskPublisher", JSON and property-list coders as top-level coders), written
// for Easel rather than taken from OpenCombine: timers and delays wait on the preview's clock
// (`PreviewClock`), so a headless host's `advance(by:)` fires them when the host's time
// reaches them, the same way on every run; in the window they are Foundation timers on the run
// loop, as on iOS.

// MARK: Run loop and operation queue schedulers

/// A scheduler's time as a date, for `RunLoop` and `OperationQueue` (Apple's
/// `RunLoop.SchedulerTimeType` and `OperationQueue.SchedulerTimeType`, which have this shape).
public struct _DateSchedulerTime: Strideable, Codable, Hashable, Sendable {
    public var date: Date

    public init(_ date: Date) { self.date = date }

    public func distance(to other: _DateSchedulerTime) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by n: Stride) -> _DateSchedulerTime { _DateSchedulerTime(date.addingTimeInterval(n.magnitude)) }

    /// A span in seconds; integer and floating-point literals are seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
        public typealias FloatLiteralType = TimeInterval
        public typealias IntegerLiteralType = TimeInterval
        public typealias Magnitude = TimeInterval

        public var magnitude: TimeInterval
        public var timeInterval: TimeInterval { magnitude }

        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        public init(floatLiteral value: TimeInterval) { magnitude = value }
        public init(integerLiteral value: TimeInterval) { magnitude = value }
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            magnitude = value
        }

        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

        public static var zero: Stride { Stride(0) }
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }
    }
}

/// Options of the run loop and operation queue schedulers (none, as in Apple's).
public struct _DateSchedulerOptions: Sendable {}

/// A scheduler whose time is a date and whose work is handed to it whole (a run loop, an
/// operation queue): delays wait on the preview's clock, or on a Foundation timer of a run loop.
protocol _DateScheduler: OpenCombine.Scheduler where SchedulerTimeType == _DateSchedulerTime, SchedulerOptions == _DateSchedulerOptions {
    /// Runs a block on the scheduler.
    func submit(_ block: @escaping () -> Void)
    /// The run loop whose timers stand for delays on the machine's time.
    var timerRunLoop: RunLoop { get }
}

extension _DateScheduler {
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        submit(action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let work = UncheckedWork(action)
        if PreviewClock.shared.schedule(after: date.date.timeIntervalSinceNow, { submit(work.run) }) == nil {
            timerRunLoop.add(Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }, forMode: .common)
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let work = UncheckedWork(action)
        return repeating(after: date.date, every: interval.magnitude, on: timerRunLoop) { submit(work.run) }
    }
}

/// Runs `action` after `date` and then every `interval` seconds until cancelled: on the
/// preview's clock, or as a repeating Foundation timer on `runLoop`.
private func repeating(after date: Date, every interval: TimeInterval, on runLoop: RunLoop, _ action: @escaping @Sendable () -> Void) -> Cancellable {
    let every = Swift.max(interval.isFinite ? interval : 1, 0.001)
    if let repetition = PreviewClock.shared.scheduleRepeating(after: date.timeIntervalSinceNow, every: every, action) {
        return AnyCancellable { repetition.cancel() }
    }
    let timer = Timer(fire: date, interval: every, repeats: true) { _ in action() }
    runLoop.add(timer, forMode: .common)
    return AnyCancellable { timer.invalidate() }
}

extension RunLoop: @retroactive OpenCombine.Scheduler, _DateScheduler {
    public typealias SchedulerTimeType = _DateSchedulerTime
    public typealias SchedulerOptions = _DateSchedulerOptions
    func submit(_ block: @escaping () -> Void) { perform(inModes: [.default, .common], block: block) }
    var timerRunLoop: RunLoop { self }
}

extension OperationQueue: @retroactive OpenCombine.Scheduler, _DateScheduler {
    public typealias SchedulerTimeType = _DateSchedulerTime
    public typealias SchedulerOptions = _DateSchedulerOptions
    func submit(_ block: @escaping () -> Void) { addOperation(block) }
    var timerRunLoop: RunLoop { .main }
}

// MARK: Timer publisher

extension Timer {
    /// A publisher that sends the date every `interval` seconds once connected
    /// (Apple: "publish(every:tolerance:on:in:options:)"), on the preview's clock headless.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Sends the current date at an interval while connected (Apple: "Timer.TimerPublisher").
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let lock = NSLock()
        private var subscriptions: [CombineIdentifier: DemandSubscription<Date>] = [:]

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = DemandSubscription(subscriber) { [weak self] id in
                self?.lock.withLock { _ = self?.subscriptions.removeValue(forKey: id) }
            }
            lock.withLock { subscriptions[subscription.combineIdentifier] = subscription }
            subscriber.receive(subscription: subscription)
        }

        public func connect() -> Cancellable {
            let every = Swift.max(interval.isFinite ? interval : 1, 0.001)
            let timer = repeating(after: Date(timeIntervalSinceNow: every), every: every, on: runLoop) { [weak self] in self?.fire() }
            return AnyCancellable { [weak self] in
                timer.cancel()
                self?.lock.withLock { self?.subscriptions = [:] }
            }
        }

        private func fire() {
            let now = PreviewClock.shared.date()
            for subscription in lock.withLock({ Array(subscriptions.values) }) { subscription.send(now) }
        }
    }
}

/// A subscription that passes values on as its subscriber asks for them.
private final class DemandSubscription<Value>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var receive: ((Value) -> Subscribers.Demand)?
    private var demand = Subscribers.Demand.none
    private let ended: (CombineIdentifier) -> Void

    init<S: Subscriber>(_ subscriber: S, ended: @escaping (CombineIdentifier) -> Void) where S.Input == Value, S.Failure == Never {
        receive = { subscriber.receive($0) }
        self.ended = ended
    }

    func send(_ value: Value) {
        let receive: ((Value) -> Subscribers.Demand)? = lock.withLock {
            guard demand > 0, let receive = self.receive else { return nil }
            demand -= 1
            return receive
        }
        guard let receive else { return }
        let more = receive(value)
        lock.withLock { demand += more }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        lock.withLock { receive = nil }
        ended(combineIdentifier)
    }
}

// MARK: Notifications

extension NotificationCenter {
    /// The notifications of a name (and object) as they are posted (Apple:
    /// "NotificationCenter.Publisher").
    public struct Publisher: OpenCombine.Publisher, Equatable {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let box = ObserverBox()
            let subscription = DemandSubscription(subscriber) { [center] _ in
                if let observer = box.take() { center.removeObserver(observer) }
            }
            box.set(center.addObserver(forName: name, object: object, queue: nil) { subscription.send($0) })
            subscriber.receive(subscription: subscription)
        }

        public static func == (lhs: Publisher, rhs: Publisher) -> Bool {
            lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
        }
    }

    /// Apple: "publisher(for:object:)".
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// A notification observer, removed once.
private final class ObserverBox: @unchecked Sendable {
    private let lock = NSLock()
    private var observer: NSObjectProtocol?
    func set(_ observer: NSObjectProtocol) { lock.withLock { self.observer = observer } }
    func take() -> NSObjectProtocol? { lock.withLock { defer { observer = nil }; return observer } }
}

// MARK: URL session

extension URLSession {
    /// Loads a URL once asked for a value (Apple: "URLSession.DataTaskPublisher").
    public struct DataTaskPublisher: OpenCombine.Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(request: request, session: session, subscriber: subscriber))
        }
    }

    /// Apple: "dataTaskPublisher(for:)".
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}

private final class DataTaskSubscription<S: Subscriber>: Subscription, @unchecked Sendable
where S.Input == URLSession.DataTaskPublisher.Output, S.Failure == URLError {
    private let lock = NSLock()
    private let request: URLRequest
    private let session: URLSession
    private var subscriber: S?
    private var task: URLSessionDataTask?

    init(request: URLRequest, session: URLSession, subscriber: S) {
        self.request = request
        self.session = session
        self.subscriber = subscriber
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        guard subscriber != nil, task == nil else { return lock.unlock() }
        let task = session.dataTask(with: request) { [weak self] data, response, error in self?.finish(data, response, error) }
        self.task = task
        lock.unlock()
        task.resume()
    }

    private func finish(_ data: Data?, _ response: URLResponse?, _ error: Error?) {
        let subscriber: S? = lock.withLock { defer { self.subscriber = nil }; return self.subscriber }
        guard let subscriber else { return }
        if let data, let response, error == nil {
            _ = subscriber.receive((data, response))
            subscriber.receive(completion: .finished)
        } else {
            subscriber.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        }
    }

    func cancel() {
        let task = lock.withLock { () -> URLSessionDataTask? in
            subscriber = nil
            return self.task
        }
        task?.cancel()
    }
}

// MARK: Coders

extension JSONEncoder: @retroactive TopLevelEncoder {}
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
