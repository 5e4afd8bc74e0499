import Glibc
import SystemPackage

/// A mapping of the first `count` bytes of a memory file: where a render worker draws a render's
/// pixels (writable, in the worker) and where the reader reads them (read-only) until they are a
/// texture. Owns the mapping and unmaps it in `deinit`; the descriptor stays the caller's. The
/// file's pages go back to the kernel once its last mapping and descriptor are gone, so pixels
/// held this way live as long as the `PixelBuffer` that shows them, and a little longer when
/// read-only (see `deinit`).
public final class PixelMapping: @unchecked Sendable {
    // Unchecked: `base` and `count` never change, and the bytes are written only through a
    // `PixelBuffer` that holds the mapping alone (`isKnownUniquelyReferenced`), as an array's are.
    public let base: UnsafeMutableRawPointer
    public let count: Int
    public let isWritable: Bool

    /// Maps `count` bytes of `descriptor` shared, with their pages faulted in now (`MAP_POPULATE`):
    /// on the thread that maps them, a render thread, rather than the main thread that uploads them.
    public init(descriptor: FileDescriptor, count: Int, writable: Bool) throws(Errno) {
        guard count > 0 else { throw .invalidArgument }
        let protection = writable ? PROT_READ | PROT_WRITE : PROT_READ
        let mapped = mmap(nil, count, protection, MAP_SHARED | MAP_POPULATE, descriptor.rawValue, 0)
        guard let mapped, mapped != MAP_FAILED else { throw Errno(rawValue: errno) }
        base = mapped
        self.count = count
        isWritable = writable
    }

    /// A writable mapping is unmapped at once: the worker unmaps before it answers, so that the
    /// reader can seal the file. A read-only one, the reader's, is let go of on the main thread as
    /// its last rows go into a texture, and unmapping a memory file's last mapping frees its pages
    /// there and then, the largest part of an upload under `perf` (an upload's median went from
    /// 0.52 to 0.29 ms for 1.6 MB pages once it moved). So the reader's are unmapped on a thread of
    /// their own instead (`BackgroundChores`).
    deinit {
        guard !isWritable else {
            munmap(base, count)
            return
        }
        let (address, count) = (UInt(bitPattern: base), count)
        BackgroundChores.shared.perform { munmap(UnsafeMutableRawPointer(bitPattern: address), count) }
    }

    /// Returns once every read-only mapping let go of so far is unmapped.
    package static func waitForUnmapping() { BackgroundChores.shared.wait() }
}
