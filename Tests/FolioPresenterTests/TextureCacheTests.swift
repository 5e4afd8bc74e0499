import FolioCore
import FolioRender
import Testing

@testable import FolioPresenter

/// Whole pages' share of the texture cache: pages at fit never fill the zoom layer's part of the
/// budget, unless the render plan still wants them, and of those it does not want, only the pages
/// behind stay.
@Suite struct TextureCacheTests {
    /// A whole page of 100x100 pixels: 40,000 bytes.
    static func page(_ number: Int) -> CachedImage {
        CachedImage(
            PixelBuffer(whiteWidth: 100, height: 100, bytesPerRow: 400),
            for: RenderJob(key: RenderKey(page: number, scale: 1), kind: .prefetch, generation: 1),
            renderSeconds: 0, arrivedAt: 0)
    }

    @Test func wholePagesThePlanNoLongerWantsKeepToThePagesBehind() {
        // A share of 15 pages, of which 4 for the pages behind.
        let textures = TextureCache(budgetBytes: 1_000_000, wholePageBytes: 600_000, uploadBudgetPerFrame: nil)
        let pages = (1...8).map(Self.page)
        textures.planWants(Set(pages.map(\.key)))
        for page in pages { #expect(textures.insert(page)) }
        #expect(textures.totalBytes == 320_000)  // all eight wanted
        // Once the plan wants only the last, the four before it stay, the most recently used.
        textures.planWants([pages[7].key])
        #expect(textures.totalBytes == 200_000)
        #expect((3...7).allSatisfy { textures.holds(pages[$0].key) })
        #expect((0...2).allSatisfy { !textures.holds(pages[$0].key) })
        // A page turned to: the one it leaves behind joins them, the oldest goes.
        let ninth = Self.page(9)
        textures.planWants([ninth.key])
        #expect(textures.insert(ninth))
        #expect(textures.totalBytes == 200_000 && textures.holds(ninth.key) && !textures.holds(pages[3].key))
    }

    @Test func wantedWholePagesStayBeyondTheirShare() {
        let textures = TextureCache(budgetBytes: 1_000_000, wholePageBytes: 120_000, uploadBudgetPerFrame: nil)
        let pages = (1...5).map(Self.page)
        textures.planWants(Set(pages.map(\.key)))
        for page in pages { #expect(textures.insert(page)) }
        #expect(textures.totalBytes == 200_000)
        textures.planWants(Set(pages[2...].map(\.key)))
        #expect(textures.totalBytes == 120_000 && !textures.holds(pages[0].key) && !textures.holds(pages[1].key))
    }
}
