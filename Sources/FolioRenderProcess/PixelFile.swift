import CFolioProcess
import FolioRender
import SystemPackage

/// The memory file (`memfd`) one render's pixels cross in. The reader makes it for a render
/// request and sends it along; the worker sizes it, maps it and draws the page straight into it
/// (`PixelDestination.memoryFile`), unmaps it and answers; the reader then seals it against any
/// change and maps it read-only as the render's `PixelBuffer`. No pixel is copied on either side,
/// and the file's pages go back to the kernel once that buffer is released, when its rows are in a
/// texture (unmapped off the main thread: `PixelMapping`). Owns the descriptor and closes it in
/// `deinit` (a mapping outlives it).
final class PixelFile {
    let descriptor: FileDescriptor

    /// A new, empty memory file (the reader's, for one render).
    init() throws(WireError) {
        do throws(Errno) {
            descriptor = FileDescriptor(rawValue: try SystemCall.shim(folio_memfd_create("folio-pixels")))
        } catch {
            throw .system(error)
        }
    }

    /// The memory file that came with a request (the worker's copy of the reader's).
    init(received descriptor: FileDescriptor) {
        self.descriptor = descriptor
    }

    deinit {
        try? descriptor.close()
    }

    /// The pixels the worker says it drew, from the file's start. Sealed before they are mapped:
    /// a worker can then neither change them under the reader nor shrink the file, whose missing
    /// pages would fault the reader's reads (the seal fails while the worker keeps them mapped).
    func image(width: Int, height: Int, bytesPerRow: Int) throws(WireError) -> PixelBuffer {
        let (count, overflow) = bytesPerRow.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, bytesPerRow >= width * PixelBuffer.bytesPerPixel, !overflow,
            count <= PixelBuffer.maximumBytes
        else { throw .malformed }
        let size: Int64
        do throws(Errno) {
            _ = try SystemCall.shim(folio_memfd_seal(descriptor.rawValue))
            size = try descriptor.stat().size
        } catch {
            throw .system(error)
        }
        guard count <= size else { throw .malformed }
        do throws(Errno) {
            let mapping = try PixelMapping(descriptor: descriptor, count: count, writable: false)
            return PixelBuffer(width: width, height: height, bytesPerRow: bytesPerRow, mapping: mapping)
        } catch {
            throw .system(error)
        }
    }
}
