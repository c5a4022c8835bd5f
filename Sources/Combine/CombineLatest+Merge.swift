import Foundation
import OpenCombine

// Combine's `CombineLatest` and `Merge` publishers, which OpenCombine does not provide
// (Apple: "Publishers.CombineLatest", "Publishers.Merge", "Publishers.MergeMany",
// "combineLatest(_:)", "merge(with:)"). View models use them to derive state from several
// `@Published` properties: `Publishers.CombineLatest($name, $email).map { … }`.
//
// Behaviour as Apple documents it: `CombineLatest` publishes a tuple of the latest values once
// every upstream has published one, and again whenever any publishes; `Merge` republishes
// every upstream's values as they come. Both finish when every upstream has finished and fail
// as soon as one fails, cancelling the others. Upstreams are asked for unlimited values; what
// the downstream has not asked for yet waits (the newest combination, or every merged value).

extension Publishers {
    /// Apple: "Publishers.CombineLatest".
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            _FanInSubscription.start(subscriber, latest: true, [a.erasedToAny, b.erasedToAny]) { values in
                (values[0] as! A.Output, values[1] as! B.Output)
            }
        }
    }

    /// Apple: "Publishers.CombineLatest3".
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            _FanInSubscription.start(subscriber, latest: true, [a.erasedToAny, b.erasedToAny, c.erasedToAny]) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
            }
        }
    }

    /// Apple: "Publishers.CombineLatest4".
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            _FanInSubscription.start(subscriber, latest: true,
                                     [a.erasedToAny, b.erasedToAny, c.erasedToAny, d.erasedToAny]) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output)
            }
        }
    }

    /// Apple: "Publishers.Merge".
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            _FanInSubscription.start(subscriber, latest: false, [a.erasedToAny, b.erasedToAny]) { $0[0] as! Output }
        }
    }

    /// Apple: "Publishers.Merge3".
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            _FanInSubscription.start(subscriber, latest: false, [a.erasedToAny, b.erasedToAny, c.erasedToAny]) {
                $0[0] as! Output
            }
        }
    }

    /// Apple: "Publishers.Merge4".
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            _FanInSubscription.start(subscriber, latest: false,
                                     [a.erasedToAny, b.erasedToAny, c.erasedToAny, d.erasedToAny]) { $0[0] as! Output }
        }
    }

    /// Apple: "Publishers.MergeMany".
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            _FanInSubscription.start(subscriber, latest: false, publishers.map(\.erasedToAny)) { $0[0] as! Output }
        }
    }
}

extension Publisher {
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q,
                                                             _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.CombineLatest4<Self, P, Q, R>
        where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }

    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output {
        Publishers.Merge4(self, b, c, d)
    }

    /// The publisher with its values as `Any`, for the fan-in subscription.
    fileprivate var erasedToAny: AnyPublisher<Any, Failure> { map { $0 as Any }.eraseToAnyPublisher() }
}

/// The subscription behind `CombineLatest` and `Merge`: subscribes to each upstream, keeps
/// what they publish and passes it on as the downstream asks.
final class _FanInSubscription<Downstream: Subscriber>: Subscription {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    /// Combine's latest values, one per upstream; nil until it published.
    private var latest: [Any?]
    private let combinesLatest: Bool
    private let make: ([Any]) -> Downstream.Input
    private var upstreams: [Subscription?]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    /// What waits for demand: the newest combination, or every merged value in order.
    private var waiting: [Downstream.Input] = []

    private init(_ downstream: Downstream, count: Int, latest: Bool, make: @escaping ([Any]) -> Downstream.Input) {
        self.downstream = downstream
        self.latest = Array(repeating: nil, count: count)
        self.combinesLatest = latest
        self.make = make
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    static func start(_ downstream: Downstream, latest: Bool, _ publishers: [AnyPublisher<Any, Downstream.Failure>],
                      make: @escaping ([Any]) -> Downstream.Input) {
        let subscription = _FanInSubscription(downstream, count: publishers.count, latest: latest, make: make)
        downstream.receive(subscription: subscription)
        if publishers.isEmpty { subscription.finish(.finished); return }
        for (index, publisher) in publishers.enumerated() {
            publisher.subscribe(Side(owner: subscription, index: index))
        }
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock(); defer { lock.unlock() }
        demand += more
        deliver()
    }

    func cancel() {
        lock.lock()
        let subscriptions = upstreams
        upstreams = upstreams.map { _ in nil }
        downstream = nil
        waiting = []
        lock.unlock()
        subscriptions.forEach { $0?.cancel() }
    }

    private func received(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard downstream != nil, upstreams[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    private func received(_ value: Any, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        guard downstream != nil else { return }
        if combinesLatest {
            latest[index] = value
            let values = latest.compactMap { $0 }
            guard values.count == latest.count else { return }
            waiting = [make(values)]
        } else {
            waiting.append(make([value]))
        }
        deliver()
    }

    private func completed(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        lock.lock()
        if case .failure = completion {
            lock.unlock()
            finish(completion)
            return
        }
        finished[index] = true
        let allDone = !finished.contains(false)
        lock.unlock()
        if allDone { finish(.finished) }
    }

    /// Sends what waits while there is demand (called with the lock held).
    private func deliver() {
        while demand > 0, !waiting.isEmpty, let downstream {
            let value = waiting.removeFirst()
            demand -= 1
            demand += downstream.receive(value)
        }
    }

    private func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        if case .finished = completion { deliver() }
        let target = downstream
        let subscriptions = upstreams
        downstream = nil
        upstreams = upstreams.map { _ in nil }
        lock.unlock()
        subscriptions.forEach { $0?.cancel() }
        target?.receive(completion: completion)
    }

    private struct Side: Subscriber {
        let owner: _FanInSubscription
        let index: Int
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) { owner.received(subscription, at: index) }
        func receive(_ input: Any) -> Subscribers.Demand { owner.received(input, at: index); return .none }
        func receive(completion: Subscribers.Completion<Downstream.Failure>) { owner.completed(completion, at: index) }
    }
}
