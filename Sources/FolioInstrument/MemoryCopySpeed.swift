import CMemoryCopy
import Glibc

/// This machine's memory-copy speed, measured now: what texture uploads are compared with
/// (`BenchReport.Uploads.memoryCopyBytesPerSecond`), in the same run, since a shared machine's
/// speed varies from minute to minute.
public enum MemoryCopySpeed {
    /// Bytes a second `memcpy` copies between two buffers of `bytes`, from memory to memory: the
    /// best of `rounds`, the pages touched before the first and both buffers evicted from every
    /// cache before each. Without the eviction the figure was partly the cache's: 27 to 36 GB/s
    /// for 32 MiB on machines whose last-level cache is 32 MiB, against 10 to 12 for 256 MiB.
    public static func measure(bytes: Int = 32 << 20, rounds: Int = 4) -> Double {
        let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer {
            source.deallocate()
            destination.deallocate()
        }
        memset(source, 0x5A, bytes)
        memset(destination, 0, bytes)
        var best = Double.infinity
        for _ in 0..<rounds {
            folio_evict_from_caches(source, bytes)
            folio_evict_from_caches(destination, bytes)
            var start = timespec(), end = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            memcpy(destination, source, bytes)
            clock_gettime(CLOCK_MONOTONIC, &end)
            best = min(best, Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
        }
        return Double(bytes) / max(best, 1e-9)
    }
}
