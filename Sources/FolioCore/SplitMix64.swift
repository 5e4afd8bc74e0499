/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seedable generator. Scripts drawn "at random"
/// use it, not the system generator, so a seed gives the same script on every machine and toolchain.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` by Lemire's multiply-shift: the high word of `next() * bound`.
    /// Spelled out here (rather than `Int.random(in:using:)`) so the mapping can never change under us.
    public mutating func next(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "SplitMix64.next(below:) needs a positive bound")
        return next().multipliedFullWidth(by: bound).high
    }

    /// A whole number in `range`.
    public mutating func next(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        // A width of 0 means the range is all of Int: every 64-bit pattern is in it.
        let offset = width == 0 ? next() : next(below: width)
        return range.lowerBound &+ Int(truncatingIfNeeded: offset)
    }

    /// A number in `0..<1` with 53 random bits.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
