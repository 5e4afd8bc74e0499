import FolioCore

/// One way of damaging a good PDF, as an interrupted download, a bad disk sector or a careless
/// writer would. Applied to a file's bytes with a seed (`SplitMix64`), so the file, the mutation's
/// name and the seed always give the same damaged copy, on any machine.
public enum PDFMutation: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The first 10, 50 or 90 % of the file (the seed plays no part).
    case truncate10 = "truncate-10", truncate50 = "truncate-50", truncate90 = "truncate-90"
    /// 1 to 8 ranges of 1 to 256 bytes overwritten with random bytes.
    case overwriteRanges = "overwrite-ranges"
    /// Every cross-reference table and stream overwritten with NUL bytes (the seed plays no part).
    case zeroXref = "zero-xref"
    /// 1 to 32 bits flipped anywhere.
    case flipBits = "flip-bits"
    /// Bytes dropped from inside one stream, so its /Length runs past its end.
    case cutStream = "cut-stream"
    /// Two objects' bodies swapped (their numbers stay).
    case swapBodies = "swap-bodies"
    /// Two objects' numbers swapped (their bodies stay).
    case swapNumbers = "swap-numbers"
    /// The number after a `/Count`, `/Length` or `/MediaBox` (one of its four) made huge, negative or
    /// absurd.
    case hugeCount = "huge-count", hugeLength = "huge-length", hugeMediaBox = "huge-mediabox"
    /// Two to four of the seeded mutations above, one after another.
    case mixed

    public var description: String { rawValue }

    /// The numbers the `huge-*` mutations write: past 32 bits, at the edges of 32 bits, negative,
    /// zero, a double's largest, one past it written out in full, and no number at all.
    public static let absurdNumbers = [
        "9999999999", "2147483647", "2147483648", "-2147483648", "4294967296", "-1", "0", "1e308",
        "1" + String(repeating: "0", count: 308), "1" + String(repeating: "0", count: 400), "-.", "NaN",
    ]

    /// The damaged bytes, or nil when the file has nothing this mutation aims at (no stream to cut,
    /// no `/Count` outside a compressed stream, ...).
    public func apply(to bytes: [UInt8], seed: UInt64) -> [UInt8]? {
        var random = SplitMix64(seed: seed)
        let pdf = PDFBytes(bytes)
        guard !bytes.isEmpty else { return nil }
        switch self {
        case .truncate10: return Array(bytes.prefix(bytes.count / 10))
        case .truncate50: return Array(bytes.prefix(bytes.count / 2))
        case .truncate90: return Array(bytes.prefix(bytes.count * 9 / 10))
        case .overwriteRanges: return Self.overwriteRanges(bytes, &random)
        case .zeroXref: return Self.zero(pdf.xrefTables + pdf.xrefStreamData, in: bytes)
        case .flipBits: return Self.flipBits(bytes, &random)
        case .cutStream: return Self.cutStream(pdf, &random)
        case .swapBodies: return Self.swap(pdf, \.body, &random)
        case .swapNumbers: return Self.swap(pdf, \.number, &random)
        case .hugeCount: return Self.absurdNumber(after: "/Count", in: pdf, &random)
        case .hugeLength: return Self.absurdNumber(after: "/Length", in: pdf, &random)
        case .hugeMediaBox: return Self.absurdNumber(after: "/MediaBox", in: pdf, &random)
        case .mixed: return Self.mixed(bytes, &random)
        }
    }

    /// The mutations a seed can draw (`mixed` draws among them; the fuzzer draws among all).
    public static let seeded: [PDFMutation] = [
        .overwriteRanges, .flipBits, .cutStream, .swapBodies, .swapNumbers, .hugeCount, .hugeLength, .hugeMediaBox,
    ]

    private static func overwriteRanges(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var damaged = bytes
        for _ in 0..<random.next(in: 1...8) {
            let start = random.next(in: 0...(bytes.count - 1))
            let end = min(start + random.next(in: 1...256), bytes.count)
            for index in start..<end { damaged[index] = UInt8(truncatingIfNeeded: random.next()) }
        }
        return damaged
    }

    private static func zero(_ ranges: [Range<Int>], in bytes: [UInt8]) -> [UInt8]? {
        guard !ranges.isEmpty else { return nil }
        var damaged = bytes
        for range in ranges { damaged.replaceSubrange(range, with: repeatElement(0, count: range.count)) }
        return damaged
    }

    private static func flipBits(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var damaged = bytes
        for _ in 0..<random.next(in: 1...32) {
            damaged[random.next(in: 0...(bytes.count - 1))] ^= 1 << UInt8(random.next(in: 0...7))
        }
        return damaged
    }

    private static func cutStream(_ pdf: PDFBytes, _ random: inout SplitMix64) -> [UInt8]? {
        let streams = pdf.streamData.filter { $0.count > 1 }
        guard !streams.isEmpty else { return nil }
        let stream = streams[random.next(in: 0...(streams.count - 1))]
        // Anywhere from a byte to the rest of the stream, so the cut reaches `endstream` as often as not.
        let start = random.next(in: stream.lowerBound...(stream.upperBound - 1))
        let end = random.next(in: (start + 1)...stream.upperBound)
        var damaged = pdf.bytes
        damaged.removeSubrange(start..<end)
        return damaged
    }

    private static func swap(_ pdf: PDFBytes, _ part: KeyPath<PDFBytes.Object, Range<Int>>, _ random: inout SplitMix64)
        -> [UInt8]?
    {
        let objects = pdf.objects
        guard objects.count >= 2 else { return nil }
        let first = random.next(in: 0...(objects.count - 1))
        var second = random.next(in: 0...(objects.count - 2))
        if second >= first { second += 1 }
        let (early, late) = (objects[min(first, second)][keyPath: part], objects[max(first, second)][keyPath: part])
        var damaged = pdf.bytes
        // The later range first, so the earlier one's offsets still hold.
        damaged.replaceSubrange(late, with: pdf.bytes[early])
        damaged.replaceSubrange(early, with: pdf.bytes[late])
        return damaged
    }

    private static func absurdNumber(after key: String, in pdf: PDFBytes, _ random: inout SplitMix64) -> [UInt8]? {
        let numbers = pdf.numbers(after: key)
        guard !numbers.isEmpty else { return nil }
        let target = numbers[random.next(in: 0...(numbers.count - 1))]
        let replacement = absurdNumbers[random.next(in: 0...(absurdNumbers.count - 1))]
        var damaged = pdf.bytes
        damaged.replaceSubrange(target, with: Array(replacement.utf8))
        return damaged
    }

    private static func mixed(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8]? {
        var damaged = bytes
        var applied = 0
        for _ in 0..<random.next(in: 2...4) {
            let mutation = seeded[random.next(in: 0...(seeded.count - 1))]
            if let next = mutation.apply(to: damaged, seed: random.next()), !next.isEmpty {
                damaged = next
                applied += 1
            }
        }
        return applied > 0 ? damaged : nil
    }
}
