import FolioCore
import Testing

@Suite struct SplitMix64Tests {
    /// A seed whose first draw is `draw`, found by running SplitMix64's mixing steps backwards
    /// (each is a bijection), so a test can feed a mapping the draws it must redraw.
    private func seed(whoseFirstDrawIs draw: UInt64) -> UInt64 {
        /// `x` from `x ^ (x >> shift)`: each pass recovers `shift` more of the high bits.
        func undoXorShift(_ value: UInt64, _ shift: UInt64) -> UInt64 {
            var x = value
            for _ in 0..<(64 / shift) { x = value ^ (x >> shift) }
            return x
        }
        /// The inverse of an odd number modulo 2^64, by Newton's iteration (each step doubles the correct bits).
        func inverse(_ odd: UInt64) -> UInt64 {
            var inverse = odd
            for _ in 0..<5 { inverse = inverse &* (2 &- odd &* inverse) }
            return inverse
        }
        var state = undoXorShift(draw, 31)
        state = undoXorShift(state &* inverse(0x94D0_49BB_1331_11EB), 27)
        state = undoXorShift(state &* inverse(0xBF58_476D_1CE4_E5B9), 30)
        return state &- 0x9E37_79B9_7F4A_7C15
    }

    @Test func matchesTheReferenceSequence() {
        var random = SplitMix64(seed: 1_234_567)
        #expect(random.next() == 6_457_827_717_110_365_317)
        #expect(random.next() == 3_203_168_211_198_807_973)
        #expect(random.next() == 9_817_491_932_198_370_423)
    }

    @Test func craftedSeedsGiveTheirDraw() {
        for draw: UInt64 in [0, 1, 4, 0xDEAD_BEEF, .max] {
            var random = SplitMix64(seed: seed(whoseFirstDrawIs: draw))
            #expect(random.next() == draw)
        }
    }

    @Test func staysInItsRanges() {
        var random = SplitMix64(seed: 9)
        for _ in 0..<1000 {
            #expect((3...5).contains(random.next(in: 3...5)))
            #expect(random.next(below: 7) < 7)
            #expect(random.next(remainderBelow: 7) < 7)
            let unit = random.nextUnit()
            #expect(unit >= 0 && unit < 1)
            #expect((0.1...0.3).contains(random.next(in: 0.1...0.3)))
        }
        #expect(random.next(in: 4...4) == 4)
        #expect(random.next(in: 2.5...2.5) == 2.5)
        #expect(random.next(below: 1) == 0 && random.next(remainderBelow: 1) == 0)
        _ = random.next(in: Int.min...Int.max)
    }

    /// Redraws are rare, so in practice each mapping gives what its bare formula gives: the built-in
    /// scripts keep their multiply-shift numbers and Assets/sample.pdf its remainders.
    @Test func mappingsGiveTheirBareFormulaOutsideRedraws() {
        for bound: UInt64 in [2, 5, 9, 64, 1_000, 2_000_003] {
            var random = SplitMix64(seed: bound)
            var bare = random
            for _ in 0..<1000 {
                #expect(random.next(below: bound) == bare.next().multipliedFullWidth(by: bound).high)
                #expect(random.next(remainderBelow: bound) == bare.next() % bound)
            }
            let lowerBound = Double(bound)
            #expect(random.next(in: lowerBound...lowerBound * 3) == lowerBound + bare.nextUnit() * (lowerBound * 2))
        }
    }

    /// 2^64 mod 7 is 2, so two draws must be redrawn for each mapping: 0 and 1 by remainder (bare,
    /// 0 and 1 would come once more often than the others), 0 and 7⁻¹ mod 2^64 by multiply-shift
    /// (the two draws whose product with 7 has a low word below 2).
    @Test func drawsInTheSurplusAreRedrawn() {
        for draw: UInt64 in [0, 1] {
            var random = SplitMix64(seed: seed(whoseFirstDrawIs: draw))
            var afterOne = random
            _ = afterOne.next()
            #expect(random.next(remainderBelow: 7) == afterOne.next() % 7)
            #expect(random == afterOne)
        }
        let inverseOfSeven: UInt64 = 0x6DB6_DB6D_B6DB_6DB7
        #expect(inverseOfSeven &* 7 == 1)
        for draw in [0, inverseOfSeven] {
            var random = SplitMix64(seed: seed(whoseFirstDrawIs: draw))
            var afterOne = random
            _ = afterOne.next()
            #expect(random.next(below: 7) == afterOne.next().multipliedFullWidth(by: 7).high)
            #expect(random == afterOne)
        }
    }

    /// With a bound of 3·2^62 the surplus is a quarter of all draws, so bias would be plain to see:
    /// bare remainders fall below 2^62 half the time and bare multiply-shift results are multiples
    /// of 3 half the time. Unbiased, each is a third.
    @Test func aLargeBoundShowsNoBias() {
        let bound: UInt64 = 3 << 62
        var random = SplitMix64(seed: 2024)
        let draws = 3000
        var lowRemainders = 0, multiplesOfThree = 0
        for _ in 0..<draws {
            if random.next(remainderBelow: bound) < 1 << 62 { lowRemainders += 1 }
            if random.next(below: bound) % 3 == 0 { multiplesOfThree += 1 }
        }
        // A third of 3000 is 1000 with a standard deviation of about 26; a half would be 1500.
        #expect((900...1100).contains(lowRemainders), "\(lowRemainders) of \(draws) below 2^62")
        #expect((900...1100).contains(multiplesOfThree), "\(multiplesOfThree) of \(draws) multiples of 3")
    }
}
