import CSDL2
import Foundation
import Glibc

/// Faults in the pages of a window's framebuffer on a thread of its own, as soon as SDL's software
/// renderer has made it, so that the first present does not.
///
/// The software renderer draws into the window's framebuffer: on X11, a shared-memory segment
/// nothing has touched yet (4 MB for 1280x800), which SDL does not allocate through
/// `SDLAllocations`. The first present wrote into a thousand fresh pages, each a page fault, and
/// took 10 ms under Xvfb on a 2-core machine against 1.2 ms for the next; faulting them ahead
/// (`MADV_POPULATE_WRITE`, 4 ms) while the window is shown and the first frame drawn brings it to
/// 4 ms (the X server faulting in its own mapping of the segment is the rest). Populating maps
/// pages and never changes what they hold, so it may run beside anything the renderer does, and a
/// framebuffer SDL has let go of meanwhile (a resize) fails it harmlessly.
enum FramebufferWarmUp {
    /// Starts faulting in the pages of `window`'s framebuffer when `renderer` draws in software;
    /// does nothing for a renderer with a framebuffer of its own (OpenGL).
    static func start(window: OpaquePointer, renderer: OpaquePointer) {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0,
            let surface = SDL_GetWindowSurface(window), let pages = pages(of: surface)
        else { return }
        // The address, not the pointer, crosses to the thread: the pages stay SDL's.
        let start = UInt(bitPattern: pages.baseAddress), length = pages.count
        Thread.detachNewThread {
            Thread.nameCurrent("folio-framebuffer")
            _ = populate(
                UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(bitPattern: start), count: length))
        }
    }

    /// The whole pages that hold `surface`'s pixels; nil for a surface without pixels.
    static func pages(of surface: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutableRawBufferPointer? {
        guard let pixels = surface.pointee.pixels, surface.pointee.pitch > 0, surface.pointee.h > 0 else { return nil }
        let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let first = UInt(bitPattern: pixels) & ~(pageSize - 1)
        let end = UInt(bitPattern: pixels) + UInt(surface.pointee.pitch) * UInt(surface.pointee.h)
        let last = (end + pageSize - 1) & ~(pageSize - 1)
        return UnsafeMutableRawBufferPointer(
            start: UnsafeMutableRawPointer(bitPattern: first), count: Int(last - first))
    }

    /// Faults in `pages` for writing; whether the kernel did (those before 5.14 refuse the advice,
    /// and the first present then faults the pages itself).
    static func populate(_ pages: UnsafeMutableRawBufferPointer) -> Bool {
        madvise(pages.baseAddress, pages.count, MADV_POPULATE_WRITE) == 0
    }
}
