import CSDL2
import Glibc
import Testing

@testable import FolioSDL

/// The framebuffer's pages faulted in ahead of the first present (`FramebufferWarmUp`): the whole
/// pages under a surface's pixels, and none of them left out of memory once populated.
@Suite struct FramebufferWarmUpTests {
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// A fresh shared mapping, as X11's framebuffer is, with a 1280x800 surface starting `offset`
    /// bytes into it; `body` gets the surface and the mapping.
    private func withSurface(
        offset: Int, _ body: (UnsafeMutablePointer<SDL_Surface>, UnsafeMutableRawBufferPointer) throws -> Void
    ) throws {
        let width = 1280, height = 800, pitch = width * 4
        let length = offset + pitch * height + Self.pageSize
        let mapping = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0)
        try #require(mapping != MAP_FAILED)
        defer { munmap(mapping, length) }
        let surface = try #require(
            SDL_CreateRGBSurfaceWithFormatFrom(
                mapping! + offset, Int32(width), Int32(height), 32, Int32(pitch), SDL_PIXELFORMAT_RGB888.rawValue))
        defer { SDL_FreeSurface(surface) }
        try body(surface, UnsafeMutableRawBufferPointer(start: mapping, count: length))
    }

    /// How many of `pages` are in memory (mincore).
    private func residentPages(_ pages: UnsafeMutableRawBufferPointer) -> Int {
        var vector = [UInt8](repeating: 0, count: (pages.count + Self.pageSize - 1) / Self.pageSize)
        guard mincore(pages.baseAddress, pages.count, &vector) == 0 else { return -1 }
        return vector.filter { $0 & 1 != 0 }.count
    }

    @Test(arguments: [0, 100, 4096 + 12])
    func thePagesAreWholeAndCoverEveryPixel(offset: Int) throws {
        try withSurface(offset: offset) { surface, _ in
            let pages = try #require(FramebufferWarmUp.pages(of: surface))
            let pixels = UInt(bitPattern: surface.pointee.pixels)
            let start = UInt(bitPattern: pages.baseAddress)
            #expect(start % UInt(Self.pageSize) == 0 && pages.count % Self.pageSize == 0)
            #expect(start <= pixels && pixels - start < UInt(Self.pageSize))
            let end = pixels + UInt(surface.pointee.pitch) * UInt(surface.pointee.h)
            #expect(start + UInt(pages.count) >= end && start + UInt(pages.count) - end < UInt(Self.pageSize))
        }
    }

    @Test func populatingBringsEveryPageInAndLeavesThePixelsAsTheyWere() throws {
        try withSurface(offset: 100) { surface, mapping in
            let pages = try #require(FramebufferWarmUp.pages(of: surface))
            let pixels = try #require(surface.pointee.pixels)
            pixels.storeBytes(of: 0x5A, as: UInt8.self)
            #expect(residentPages(pages) < pages.count / Self.pageSize)
            #expect(FramebufferWarmUp.populate(pages), "the kernel refused MADV_POPULATE_WRITE (before 5.14?)")
            #expect(residentPages(pages) == pages.count / Self.pageSize)
            #expect(pixels.load(as: UInt8.self) == 0x5A)
            let mappingPages = (mapping.count + Self.pageSize - 1) / Self.pageSize
            #expect(residentPages(mapping) < mappingPages, "pages past the surface's came in too")
        }
    }

    @Test func aSurfaceWithoutPixelsHasNoPages() throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 0, 0, 32, SDL_PIXELFORMAT_RGB888.rawValue))
        defer { SDL_FreeSurface(surface) }
        #expect(FramebufferWarmUp.pages(of: surface) == nil)
    }
}
