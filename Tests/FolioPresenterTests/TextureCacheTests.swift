import FolioCore
import FolioRender
import Testing

@testable import FolioPresenter

/// Whole pages' share of the texture cache: pages at fit never fill the zoom layer's part of the
/// budget, unless the render plan still wants them.
@Suite struct TextureCacheTests {
    /// A whole page of 100x100 pixels: 40,000 bytes.
    static func page(_ number: Int) -> CachedImage {
        CachedImage(
            PixelBuffer(whiteWidth: 100, height: 100, bytesPerRow: 400),
            for: RenderJob(key: RenderKey(page: number, scale: 1), kind: .prefetch, generation: 1),
            renderSeconds: 0, arrivedAt: 0)
    }

    @Test func wholePagesStayWithinTheirShareUnlessThePlanWantsThem() {
        let textures = TextureCache(budgetBytes: 400_000, wholePageBytes: 120_000, uploadBudgetPerFrame: nil)
        let pages = (1...5).map(Self.page)
        textures.planWants(Set(pages.map(\.key)))
        for page in pages { #expect(textures.insert(page)) }
        // All five wanted: kept beyond the share, within the budget.
        #expect(textures.totalBytes == 200_000)
        // Once the plan wants only the last page, the oldest go down to the share.
        textures.planWants([pages[4].key])
        #expect(textures.totalBytes == 120_000)
        #expect(textures.holds(pages[4].key) && textures.holds(pages[3].key) && textures.holds(pages[2].key))
        #expect(!textures.holds(pages[0].key) && !textures.holds(pages[1].key))
        // A page arriving unwanted takes an old one's place, never its own.
        let sixth = Self.page(6)
        #expect(textures.insert(sixth))
        #expect(textures.totalBytes == 120_000 && textures.holds(sixth.key) && !textures.holds(pages[2].key))
    }
}
