/// The memory of a run that no cache accounts for, after warm-up and at its end: what a soak's
/// verdict judges, since a cache filling to its budget after warm-up is no leak.
///
///     uncached = PSS of the reader and its render processes − the bytes the reader's caches hold
///                by their own count (textures and thumbnails)
///
/// PSS, not RSS: a worker's libraries and the pixel memory it shares with the reader are counted
/// once. Render processes are killed (a render no longer wanted, past its time limit) and started
/// again, so a reading may find one more or one fewer than the other: at the end, the workers'
/// private memory (what goes with a worker when it ends) is counted for as many workers as after
/// warm-up, its mean per worker times their number then; otherwise a worker missing at the end
/// would read as memory given back, and one more as a leak of a whole worker. Without the tree's
/// readings, the reader's resident memory less its caches.
///
/// It grows too much when it grows by more than the larger of `limitShare` of its size after
/// warm-up and `allowanceBytesPerProcess` for the reader and for each worker then. The share is the
/// old limit on resident memory. The allowance is what a process takes on after warm-up with
/// nothing leaking: the reader's allocator keeping freed texture pages (glibc gives a freed heap
/// back only down to its top); a worker's poppler and cairo caches of the fonts, glyphs and objects
/// met, which are bounded and dropped when it opens its document again but counted in no bytes,
/// and still filling on a short run. Measured on the 2-core VM: -1.5 to +6.1 MiB over 300-step soaks
/// of `pdfjs_freeculture.pdf` (52-62 MiB uncached), +14 to +20 MiB over 60-step soaks of the
/// sample (51-58 MiB, two workers growing by 4 to 7 MiB each); 12 MiB a process (36 MiB with two
/// workers) passes those with room, where a leak of 1 MiB a step fails from about 50 steps on.
public struct UncachedMemory: Sendable, Equatable {
    /// Growth up to this share of the memory after warm-up passes, whatever its size.
    public static let limitShare = 0.05
    /// Growth up to this many bytes per process after warm-up (the reader, each worker) passes,
    /// however small the memory.
    public static let allowanceBytesPerProcess = 12 << 20

    /// Uncached bytes after warm-up and at the end.
    public let start: Int
    public let end: Int
    /// The caches' bytes subtracted at either moment.
    public let cachedStart: Int
    public let cachedEnd: Int
    /// True when the figures are the reader's and its workers' PSS; false: the reader's RSS alone.
    public let ofProcessTree: Bool
    /// Render processes read at either moment (0 without the tree).
    public let workersStart: Int
    public let workersEnd: Int

    public init(_ use: ResourceUse) {
        cachedStart = use.start.cachedBytes
        cachedEnd = use.end.cachedBytes
        guard let first = use.start.processTree, let last = use.end.processTree else {
            start = max(use.start.residentBytes - cachedStart, 0)
            end = max(use.end.residentBytes - cachedEnd, 0)
            ofProcessTree = false
            (workersStart, workersEnd) = (0, 0)
            return
        }
        ofProcessTree = true
        (workersStart, workersEnd) = (first.descendants, last.descendants)
        // The end's workers' private memory, as if as many ran as after warm-up.
        let workersPrivate = workersEnd > 0 ? last.descendantPrivateBytes * workersStart / workersEnd : 0
        start = max(first.pssBytes - cachedStart, 0)
        end = max(last.pssBytes - last.descendantPrivateBytes + workersPrivate - cachedEnd, 0)
    }

    /// Bytes the uncached memory grew by (negative: shrank).
    public var growthBytes: Int { end - start }

    /// The growth as a fraction of the memory after warm-up: 0.02 is 2 % more; 0 when none was read.
    public var growth: Double { start > 0 ? Double(growthBytes) / Double(start) : 0 }

    /// The most the memory may grow by: the larger of the share and the allowance for the reader
    /// and its workers after warm-up.
    public var limitBytes: Int {
        max(Int((Self.limitShare * Double(start)).rounded()), Self.allowanceBytesPerProcess * (1 + workersStart))
    }

    public var exceedsLimit: Bool { growthBytes > limitBytes }
}
