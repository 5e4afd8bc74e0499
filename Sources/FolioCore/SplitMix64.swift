/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seedable generator. Scripts drawn "at random"
/// and the sample document use it, not the system generator, so a seed gives the same numbers on
/// every machine and toolchain. Every mapping to a range is spelled out here (rather than
/// `Int.random(in:using:)`, whose algorithm may change) and every one is unbiased.
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
    /// Without a redraw, `2^64 mod bound` of the high words would come once more often than the
    /// others; a draw whose low word falls below that count is redrawn. The redraw happens with a
    /// probability below `bound / 2^64`, so the numbers are those of the bare multiply-shift.
    public mutating func next(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "SplitMix64.next(below:) needs a positive bound")
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {  // the only case that can be below the threshold; spares a division
            let threshold = Self.surplus(below: bound)
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// A number in `0..<bound` as the remainder of `next()`, with the draws below `2^64 mod bound`
    /// redrawn so that no remainder comes more often than another (OpenBSD's `arc4random_uniform`).
    /// Apart from those rare redraws it gives `next() % bound`, the mapping `Assets/sample.pdf` was
    /// drawn with: the sample generator uses it so the document stays the same byte for byte.
    /// Other code wants `next(below:)`.
    public mutating func next(remainderBelow bound: UInt64) -> UInt64 {
        precondition(bound > 0, "SplitMix64.next(remainderBelow:) needs a positive bound")
        let threshold = Self.surplus(below: bound)
        var draw = next()
        while draw < threshold {
            draw = next()
        }
        return draw % bound
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

    /// A number in `range`: its lower bound plus `nextUnit()` of its width.
    public mutating func next(in range: ClosedRange<Double>) -> Double {
        // The sum can round up past the upper bound by an ulp; the range is a promise.
        min(range.lowerBound + nextUnit() * (range.upperBound - range.lowerBound), range.upperBound)
    }

    /// `2^64 mod bound`: how many of the 2^64 draws are left over once `bound` has had an equal share.
    private static func surplus(below bound: UInt64) -> UInt64 {
        (0 &- bound) % bound
    }
}
