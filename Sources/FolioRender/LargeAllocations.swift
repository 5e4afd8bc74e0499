#if canImport(Glibc)
import Glibc
#endif

/// What becomes of the memory of large buffers (page images, crisp regions, their textures) once
/// they are freed. glibc maps a large allocation on its own, but after the first is freed it raises
/// that threshold to the freed size, so the next regions of a few megabytes come from the heap of
/// the thread that made them and stay in the process after they are freed: resident memory then
/// grows with the number of regions rendered at zoom, not with what is held (DESIGN rule 6).
public enum LargeAllocations {
    /// Allocations from this size up get a mapping of their own.
    public static let mappedFromBytes = 1 << 20
    /// `M_MMAP_THRESHOLD` of `<malloc.h>`, from the same header.
    private static let mmapThreshold: Int32 = -3

    /// Fixes the threshold at `mappedFromBytes`, so that every large buffer goes back to the system
    /// when it is freed. Process-wide, so a host decides: the `folio` executable calls it first thing.
    public static func returnToSystemWhenFreed() {
        #if canImport(Glibc)
        // The Glibc module leaves out <malloc.h>: the function is looked up by name (RTLD_DEFAULT).
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(mmapThreshold, Int32(mappedFromBytes))
        #endif
    }
}
