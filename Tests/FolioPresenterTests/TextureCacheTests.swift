import FolioCore
import FolioRender
import Testing

@testable import FolioPresenter

/// Whole pages' share of the texture cache: pages at fit never fill the zoom layer's part of the
/// budget, unless the render plan still wants them, and of those it does not want, only the pages
/// behind stay. At rest, the pages a turn will not show next are kept small.
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

    @Test func ofThePagesNoLongerWantedThePagesBehindStayFirst() {
        let textures = TextureCache(budgetBytes: 1_000_000, wholePageBytes: 600_000, uploadBudgetPerFrame: nil)
        let pages = (1...12).map(Self.page)
        textures.planWants(Set(pages.map(\.key)))
        for page in pages { #expect(textures.insert(page)) }
        // On page 6 after a run of flicks: 7 and 8 still wanted, 9 to 12 (the newest) rendered
        // ahead and no longer wanted, 2 to 5 behind.
        textures.planWants(Set(pages[5...7].map(\.key)), behind: Set(pages[1...4].map(\.key)))
        #expect((1...4).allSatisfy { textures.holds(pages[$0].key) })
        #expect(!textures.holds(pages[0].key) && (8...11).allSatisfy { !textures.holds(pages[$0].key) })
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

    /// A whole page of 100x100 pixels with a line of ink across it.
    static func inkedPage(_ number: Int) -> CachedImage {
        var bytes = [UInt8](repeating: 0xFF, count: 400 * 100)
        for x in 0..<100 {
            bytes.replaceSubrange(50 * 400 + x * 4..<50 * 400 + x * 4 + 3, with: [0x20, 0x1F, UInt8(x)])
        }
        return CachedImage(
            PixelBuffer(width: 100, height: 100, bytesPerRow: 400, bytes: bytes),
            for: RenderJob(key: RenderKey(page: number, scale: 1), kind: .prefetch, generation: 1),
            renderSeconds: 0, arrivedAt: 0)
    }

    @Test func thePagesBehindAreKeptSmallAndComeBackWhenWantedAgain() throws {
        let textures = TextureCache(budgetBytes: 1_000_000, wholePageBytes: 600_000, uploadBudgetPerFrame: nil)
        let sink = FakeTextureSink()
        let pages = (1...6).map(Self.inkedPage)
        textures.planWants(Set(pages.map(\.key)))
        for page in pages { #expect(textures.insert(page)) }
        _ = try textures.uploadWithinBudget(to: sink)
        let original = try #require(sink.textures.first).pixels
        // On page 6, with page 5 in the slot behind: pages 1 to 4 are behind.
        textures.markDrawn([pages[5]])
        textures.planWants([pages[4].key, pages[5].key], near: [pages[4].key, pages[5].key])
        #expect(textures.hasPagesToCompact)
        // One at least, whatever the time.
        #expect(textures.compactPages(until: 0) == 1)
        #expect(textures.compactPages(until: .infinity) == 3)
        #expect(!textures.hasPagesToCompact)
        #expect(textures.compactedPages == [1, 2, 3, 4])
        #expect(pages[..<4].allSatisfy { !$0.isReady && textures.holds($0.key) })
        #expect(textures.fitImage(ofPage: 1, at: 1) == nil, "a compacted page is not drawn")
        BackgroundChores.shared.wait()  // their white runs deflated, on the background thread
        let small = pages[0].heldBytes
        #expect(small < 4_000 && textures.totalBytes == 2 * 40_000 + 4 * small)
        // They keep their place in the budget at full size: a page turned to pushes the oldest out.
        let seventh = Self.inkedPage(7)
        textures.planWants([pages[5].key, seventh.key], near: [pages[5].key, seventh.key])
        #expect(textures.insert(seventh))
        #expect(!textures.holds(pages[0].key) && textures.compactedPages == [2, 3, 4])
        // Near again (turned back to): its pixels go up as they were, in the frame's uploads.
        textures.planWants([pages[1].key, pages[2].key], near: [pages[1].key, pages[2].key], shown: [pages[1].key])
        #expect(textures.isUploading)
        _ = try textures.uploadWithinBudget(to: sink)
        #expect(pages[1].isReady && pages[2].isReady && textures.compactedPages == [4])
        let restored = try #require(sink.textures.last)
        #expect(restored.pixels == original)
        #expect(textures.fitImage(ofPage: 2, at: 1) === pages[1])
        // One no longer near before its upload stays small.
        textures.markDrawn([pages[1]])
        textures.planWants([pages[3].key], near: [pages[3].key])
        textures.planWants([pages[1].key], near: [pages[1].key])
        #expect(!textures.isUploading && textures.compactedPages == [4])
    }

    @Test func pagesARunRenderedAheadGoAtRestUnlessKeptSmall() throws {
        for readsBack in [true, false] {
            let textures = TextureCache(budgetBytes: 1_000_000, wholePageBytes: 600_000, uploadBudgetPerFrame: nil)
            let sink = FakeTextureSink()
            sink.readsBack = readsBack
            let pages = (1...6).map(Self.inkedPage)
            textures.planWants(Set(pages.map(\.key)), near: Set(pages.map(\.key)))
            for page in pages { #expect(textures.insert(page)) }
            _ = try textures.uploadWithinBudget(to: sink)
            // At rest on page 1: 2 and 3 near, 4 to 6 rendered ahead by a run and still wanted.
            textures.markDrawn([pages[0]])
            textures.planWants(Set(pages.map(\.key)), near: Set(pages[0...2].map(\.key)))
            textures.compactPages(until: .infinity)
            #expect(!textures.hasPagesToCompact)
            #expect(textures.compactedPages == (readsBack ? [4, 5, 6] : []))
            #expect(pages[3...].allSatisfy { textures.holds($0.key) == readsBack }, "read back: \(readsBack)")
            #expect(pages[...2].allSatisfy { textures.holds($0.key) && $0.isReady })
        }
    }

    @Test func atRestOnlyThePageShownStaysATextureAndATurnGetsTheOthersBack() throws {
        let textures = TextureCache(budgetBytes: 1_000_000, wholePageBytes: 600_000, uploadBudgetPerFrame: nil)
        let sink = FakeTextureSink()
        let pages = (1...4).map(Self.inkedPage)
        let keys = Set(pages.map(\.key))
        textures.planWants(keys, near: keys)
        for page in pages { #expect(textures.insert(page)) }
        _ = try textures.uploadWithinBudget(to: sink)
        // On page 2, moving: every page near stays a texture.
        textures.markDrawn([pages[1]])
        textures.planWants(keys, near: keys, shown: [pages[1].key])
        #expect(!textures.hasPagesToCompact)
        // At rest: the pages near but not shown are kept small, none brought back while at rest.
        textures.planWants(keys, near: keys, shown: [pages[1].key], atRest: true)
        textures.compactPages(until: .infinity)
        #expect(textures.compactedPages == [1, 3, 4])
        textures.planWants(keys, near: keys, shown: [pages[1].key], atRest: true)
        #expect(!textures.isUploading && pages[1].isReady)
        // A turn to page 3: the page coming on screen first, then one more a frame.
        textures.planWants(keys, near: keys, shown: [pages[1].key, pages[2].key])
        _ = try textures.uploadWithinBudget(to: sink)
        #expect(pages[2].isReady && textures.compactedPages.count == 1)
        _ = try textures.uploadWithinBudget(to: sink)
        #expect(textures.compactedPages.isEmpty && !textures.isUploading)
    }
}
