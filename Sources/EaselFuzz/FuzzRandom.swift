import Foundation

/// A seeded random source (SplitMix64: Steele, Lea and Flood, "Fast splittable pseudorandom
/// number generators", OOPSLA 2014), so a seed always makes the same tree on every machine.
public struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// The seed of tree `index` of a campaign started at `seed`: trees are independent, so any
    /// one can be made again without making those before it.
    public static func treeSeed(campaign seed: UInt64, index: Int) -> UInt64 {
        var random = FuzzRandom(seed: seed ^ (UInt64(index) &* 0xd1b5_4a32_d192_ed03))
        return random.next()
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    /// A length as users write them, with hostile values mixed in: NaN, infinities, negatives,
    /// the largest finite double, denormals, and lengths far beyond any screen.
    mutating func length() -> Double {
        if chance(0.7) { return pick([0, 1, 8, 10, 20, 44, 50, 100, 120, 200, 390]) + (chance(0.3) ? 0.5 : 0) }
        return hostileNumber()
    }

    /// A value that breaks arithmetic that assumes ordinary numbers.
    mutating func hostileNumber() -> Double {
        pick([.nan, .infinity, -.infinity, -1, -5, -1e300, 1e300, 1e9, .greatestFiniteMagnitude,
              -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e-300, 0.001, 32767, 65536, 1e18])
    }

    /// A length or none (`nil` for an optional argument).
    mutating func optionalLength() -> Double? { chance(0.35) ? nil : length() }

    /// A factor (opacity, scale, aspect ratio, priority) with hostile values mixed in.
    mutating func factor() -> Double {
        if chance(0.75) { return pick([0, 0.25, 0.5, 1, 1.5, 2, 3]) }
        return chance(0.3) ? pick([400, 1e6, -400]) : hostileNumber()
    }

    /// Strings of every kind text can be: empty, long, emoji, CJK, right-to-left, combining
    /// marks, line breaks, tabs, control characters, a word too long for any line.
    mutating func string() -> String {
        pick(["", "Hello", "Sign in", "A", " ", "\n", "Two\nlines", "tab\there", "\u{0}\u{1}\u{7f}",
              "👩‍👩‍👧‍👦🏳️‍🌈", "漢字かな交じり文", "مرحبا بالعالم", "שלום עולם", "e\u{301}\u{302}\u{303}",
              "\u{200b}\u{200d}\u{feff}", String(repeating: "W", count: 300),
              String(repeating: "word ", count: 80), "Ünïcödé", "\u{fffd}", "a\u{0}b", "\r\n\r\n",
              "x\u{2028}y\u{2029}z", "🙂"])
    }
}
