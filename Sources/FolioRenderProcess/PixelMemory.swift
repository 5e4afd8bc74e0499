import CFolioProcess
import FolioRender
import Glibc

/// A render worker's pixel memory: a memory file (`memfd_create`) the worker renders into and the
/// reader maps too, so pixels cross between the processes without going through the socket. Owns
/// the descriptor and the mapping; releases both in `deinit`. The worker grows the file for a
/// render larger than any before; each side maps it again when it has grown.
final class PixelMemory {
    let descriptor: Int32
    private var base: UnsafeMutableRawPointer?
    private(set) var mappedBytes = 0

    /// Takes ownership of `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// A new, empty memory file (the worker's, before its sandbox).
    static func create() throws(WireError) -> PixelMemory {
        let fd = folio_memfd_create("folio-pixels")
        guard fd >= 0 else { throw .system(errno: -fd) }
        return PixelMemory(descriptor: fd)
    }

    deinit {
        unmap()
        close(descriptor)
    }

    /// The memory as at least `bytes` long, growing the file when `grow` (the worker) and mapping it
    /// again when it is longer than the mapping.
    func bytes(count: Int, grow: Bool) throws(WireError) -> UnsafeMutableRawBufferPointer {
        if count > mappedBytes {
            // Grown in whole mebibytes, so that pages of nearly one size do not remap every time.
            let size = grow ? (count + (1 << 20) - 1) & ~((1 << 20) - 1) : count
            if grow, ftruncate(descriptor, off_t(size)) != 0 { throw .system(errno: errno) }
            unmap()
            let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
            guard let mapped, mapped != MAP_FAILED else { throw .system(errno: errno) }
            base = mapped
            mappedBytes = size
        }
        return UnsafeMutableRawBufferPointer(start: base, count: count)
    }

    /// Gives back what a render larger than `bytes` left behind (the worker, once the reader has
    /// taken those pixels): the memory file's pages stay resident for as long as they exist.
    func shrink(to bytes: Int) throws(WireError) {
        guard mappedBytes > bytes else { return }
        unmap()
        if ftruncate(descriptor, off_t(bytes)) != 0 { throw .system(errno: errno) }
        _ = try self.bytes(count: bytes, grow: false)
    }

    private func unmap() {
        if let base { munmap(base, mappedBytes) }
        base = nil
        mappedBytes = 0
    }
}
