/// A tiny seeded pseudo-random generator (SplitMix64).
///
/// The sample document must be byte-identical on every run, so all "random"
/// content comes from here rather than from the system generator. The helper
/// methods are written out by hand instead of using `Int.random(in:using:)`,
/// whose sampling algorithm is not guaranteed to stay the same across
/// standard-library versions.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `0 ..< 1` with 53 bits of precision.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform value in `range`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// A value in `0 ..< bound`; the slight modulo bias is irrelevant here.
    mutating func int(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next() % UInt64(bound))
    }

    /// A value in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.count)
    }

    /// A uniformly chosen element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T {
        items[int(below: items.count)]
    }
}
