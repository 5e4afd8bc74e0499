#if canImport(Glibc)
    import Glibc
#endif

/// What becomes of the memory of buffers once they are freed. glibc maps a large allocation on its
/// own, but after the first is freed it raises that threshold to the freed size, so the next
/// regions of a few megabytes come from the heap of the thread that made them and stay in the
/// process after they are freed: resident memory then grows with the number of regions rendered at
/// zoom, not with what is held (docs/DESIGN.md, rule 6). The small allocations that stay on the
/// heaps (poppler's objects, a thumbnail's pixels) leave free pages among the used ones, which
/// glibc keeps resident: over a long session those add up to tens of megabytes, so the reader hands
/// them back whenever its view comes to rest (`releaseFreePages`).
public enum LargeAllocations {
    /// Allocations from this size up get a mapping of their own.
    public static let mappedFromBytes = 1 << 20
    /// `M_MMAP_THRESHOLD` of `<malloc.h>`, from the same header.
    private static let mmapThreshold: Int32 = -3
    /// Whether the host asked for freed memory to go back to the system.
    private static let returnsFreedMemory = Locked(false)

    /// Fixes the threshold at `mappedFromBytes`, so that every large buffer goes back to the system
    /// when it is freed, and lets `releaseFreePages` work. Process-wide, so a host decides: the
    /// `folio` executable calls it first thing.
    public static func returnToSystemWhenFreed() {
        #if canImport(Glibc)
            // The Glibc module leaves out <malloc.h>: the functions are looked up by name (RTLD_DEFAULT).
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            _ = mallopt(mmapThreshold, Int32(mappedFromBytes))
            returnsFreedMemory.withLock { $0 = true }
        #endif
    }

    /// Hands the free pages inside every heap back to the system (`malloc_trim(0)`), once the host
    /// has called `returnToSystemWhenFreed`; nothing otherwise. Well under a millisecond on
    /// average, a few at worst: for a moment when nothing else is to be done.
    public static func releaseFreePages() {
        #if canImport(Glibc)
            guard returnsFreedMemory.withLock({ $0 }), let symbol = dlsym(nil, "malloc_trim") else { return }
            let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
            _ = trim(0)
        #endif
    }
}
