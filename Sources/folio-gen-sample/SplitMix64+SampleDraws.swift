import FolioCore

/// The sample's whole-number draws. They map a draw by its remainder (`next(remainderBelow:)`)
/// rather than by `next(below:)` because `Assets/sample.pdf` was first drawn that way: with the
/// same mapping, the document stays the same byte for byte.
extension SplitMix64 {
    /// A whole number in `range`.
    mutating func next(remainderIn range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next(remainderBelow: UInt64(range.count)))
    }

    /// One of `items`, which must not be empty.
    mutating func pick<T>(_ items: [T]) -> T {
        items[Int(next(remainderBelow: UInt64(items.count)))]
    }
}
