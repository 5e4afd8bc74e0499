import CSDL2
import FolioCore
import FolioPoppler
import FolioPresenter
import FolioRender
import FolioTestSupport
import Testing

@testable import FolioSDL

/// A render's pixels live from the worker's memory file to the texture and no longer: once the
/// reader's cached image has uploaded every row, the file is no longer mapped in the reader, and
/// the texture shows exactly what an in-process render draws.
@Suite struct PixelTextureTests {
    @Test func noPixelMemoryIsResidentOnceTheRenderIsATexture() throws {
        let source = try WorkerProcessTests.open(WorkerProcessTests.opener())
        let job = RenderJob(key: RenderKey(page: 5, scale: 1.25), kind: .visibleFit, generation: 1)
        let before = Set(try PixelFileTests.pixelMappings().map(\.mapping))
        var image: PixelBuffer? = try source.render(page: job.page, scale: job.scale, region: nil)
        let (width, height) = (image!.width, image!.height)
        let address = String(UInt(bitPattern: try #require(image?.mapping?.base)), radix: 16)
        let ours = try PixelFileTests.pixelMappings().filter {
            !before.contains($0.mapping) && $0.mapping.hasPrefix(address + "-")
        }
        let mapping = try #require(ours.first, "the render did not arrive in a memory file")
        #expect(mapping.residentKB > 0)

        let surface = try #require(
            SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let pool = SDLTexturePool(renderer: renderer)
        defer { pool.drain() }  // the texture goes back to it at the end of the block below
        do {
            // The cached image takes the only reference, as the session's does when a result arrives.
            let cached = CachedImage(image.take()!, for: job, renderSeconds: 0, arrivedAt: 0)
            // A frame's upload budget at a time, as the frame loop gives it.
            let sink = SDLTextureSink(pool: pool)
            while !cached.isReady { #expect(try cached.upload(budget: 1 << 20, to: sink) > 0) }
            PixelMapping.waitForUnmapping()  // the reader's mappings are unmapped off the main thread
            #expect(
                try !PixelFileTests.pixelMappings().contains { $0.mapping == mapping.mapping },
                "the render is a texture but its memory file is still mapped in the reader")

            cached.draw(
                on: renderer, pageOrigin: Point(x: 0, y: 0), scale: job.scale,
                screen: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
            SDL_RenderPresent(renderer)
            let shown = PixelBuffer(surface, width: width, height: height)
            let inProcess = try Document(path: PackageRoot.samplePDF).render(
                page: job.page, scale: job.scale, region: nil)
            #expect(shown == inProcess, "the texture differs from the in-process render of page \(job.page)")
        }
    }
}
