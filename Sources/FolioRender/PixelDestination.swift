import Glibc
import SystemPackage

/// Where a render's pixels are made: a new buffer on this process's heap, or a memory file the
/// reader handed a render worker for this one render, which the worker sizes, maps and draws into
/// so that the pixels cross to the reader without a copy (`PageCanvas.render`).
public enum PixelDestination: Sendable {
    case heap
    /// A memory file (`memfd`) the caller owns; the render's buffer maps it, writable.
    case memoryFile(descriptor: FileDescriptor)

    /// A white `width` x `height` image laid out `bytesPerRow` to a row, here. Errors name `source`.
    func whiteImage(width: Int, height: Int, bytesPerRow: Int, source: String) throws(FolioError) -> PixelBuffer {
        switch self {
        case .heap:
            return PixelBuffer(whiteWidth: width, height: height, bytesPerRow: bytesPerRow)
        case .memoryFile(let descriptor):
            let count = bytesPerRow * height
            do throws(Errno) {
                guard ftruncate(descriptor.rawValue, off_t(count)) == 0 else { throw Errno(rawValue: errno) }
                let mapping = try PixelMapping(descriptor: descriptor, count: count, writable: true)
                memset(mapping.base, 0xFF, count)
                return PixelBuffer(width: width, height: height, bytesPerRow: bytesPerRow, mapping: mapping)
            } catch {
                throw .renderProcessFailed(path: source, detail: "no memory for a \(width)x\(height) render (\(error))")
            }
        }
    }
}
