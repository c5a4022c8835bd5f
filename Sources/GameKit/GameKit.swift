// `import GameKit` on Linux: Game Center as games sign in and report scores, and GameplayKit's
// random sources that GameKit brings. A preview has no Game Center account: the local player is
// not authenticated, and what is reported is kept, said once.
@_exported import Foundation
@_spi(Frameworks) import Easel

/// Apple: "GKPlayer".
open class GKPlayer: NSObject, @unchecked Sendable {
    open var displayName: String { "Player" }
    open var alias: String { "Player" }
    open var gamePlayerID: String { "G:0" }
    open var teamPlayerID: String { "T:0" }
}

/// The player on this device (Apple: "GKLocalPlayer"): never authenticated in a preview.
open class GKLocalPlayer: GKPlayer, @unchecked Sendable {
    nonisolated(unsafe) public static let local = GKLocalPlayer()
    open var isAuthenticated: Bool { false }
    open var isUnderage: Bool { false }
    /// Apple: "authenticateHandler": called once with no view controller and an error.
    open var authenticateHandler: ((AnyObject?, Error?) -> Void)? {
        didSet {
            Diagnostics.note("gamekit", "GameKit: a preview has no Game Center account; the local player is not authenticated.")
            let handler = authenticateHandler
            DispatchQueue.main.async { handler?(nil, GKError(.notAuthenticated)) }
        }
    }
}

/// Apple: "GKError".
public struct GKError: Error, Sendable {
    public enum Code: Int, Sendable { case unknown = 1, cancelled = 2, notAuthenticated = 6 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// Apple: "GKLeaderboard".
open class GKLeaderboard: NSObject, @unchecked Sendable {
    open class func submitScore(_ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String],
                                completionHandler: @escaping (Error?) -> Void) {
        completionHandler(GKError(.notAuthenticated))
    }
    open class func submitScore(_ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String]) async throws {
        throw GKError(.notAuthenticated)
    }
}

/// Apple: "GKAchievement".
open class GKAchievement: NSObject, @unchecked Sendable {
    public let identifier: String
    open var percentComplete: Double = 0
    open var showsCompletionBanner = false

    public init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    open class func report(_ achievements: [GKAchievement], withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(GKError(.notAuthenticated))
    }
}

/// Apple: GameplayKit's "GKRandom".
public protocol GKRandom {
    func nextInt() -> Int
    func nextInt(upperBound: Int) -> Int
    func nextUniform() -> Float
    func nextBool() -> Bool
}

/// A seeded random source (Apple: "GKRandomSource" and its linear-congruential kind): the same
/// seed gives the same numbers on every run.
open class GKRandomSource: NSObject, GKRandom, @unchecked Sendable {
    private var state: UInt64

    public override init() {
        state = UInt64.random(in: 1...UInt64.max)
        super.init()
    }

    public init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
        super.init()
    }

    open class func sharedRandom() -> GKRandomSource { GKRandomSource() }

    /// xorshift64*.
    private func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    open func nextInt() -> Int { Int(truncatingIfNeeded: Int32(truncatingIfNeeded: next() >> 32)) }
    open func nextInt(upperBound: Int) -> Int { upperBound > 0 ? Int(next() % UInt64(upperBound)) : 0 }
    open func nextUniform() -> Float { Float(next() >> 40) / Float(1 << 24) }
    open func nextBool() -> Bool { next() & 1 == 1 }
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
        var result = array
        for index in stride(from: result.count - 1, to: 0, by: -1) { result.swapAt(index, nextInt(upperBound: index + 1)) }
        return result
    }
}

/// Apple: "GKLinearCongruentialRandomSource", "GKMersenneTwisterRandomSource", "GKARC4RandomSource".
open class GKLinearCongruentialRandomSource: GKRandomSource, @unchecked Sendable {}
open class GKMersenneTwisterRandomSource: GKRandomSource, @unchecked Sendable {}
open class GKARC4RandomSource: GKRandomSource, @unchecked Sendable {}

/// Numbers from a range (Apple: "GKRandomDistribution").
open class GKRandomDistribution: NSObject, GKRandom, @unchecked Sendable {
    public let lowestValue: Int
    public let highestValue: Int
    let source: GKRandom

    public init(randomSource source: GKRandom, lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        self.source = source
        lowestValue = lowestInclusive
        highestValue = Swift.max(lowestInclusive, highestInclusive)
        super.init()
    }

    public convenience init(lowestValue: Int, highestValue: Int) {
        self.init(randomSource: GKRandomSource(), lowestValue: lowestValue, highestValue: highestValue)
    }

    open class func d6() -> GKRandomDistribution { GKRandomDistribution(lowestValue: 1, highestValue: 6) }
    open class func d20() -> GKRandomDistribution { GKRandomDistribution(lowestValue: 1, highestValue: 20) }

    public var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }
    open func nextInt() -> Int { lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes) }
    open func nextInt(upperBound: Int) -> Int { Swift.min(nextInt(), upperBound - 1) }
    open func nextUniform() -> Float { source.nextUniform() }
    open func nextBool() -> Bool { source.nextBool() }
}
