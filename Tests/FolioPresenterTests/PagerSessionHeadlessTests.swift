import FolioCore
import FolioInstrument
import FolioRender
import Testing

@testable import FolioPresenter

/// The reader's session without a window: renders arrive from the workers, go up into textures
/// within the frame's budget, and the frames show the slots' own pages, crisp once ready, never
/// another page's pixels, however fast the pages turn.
@Suite(.serialized) struct PagerSessionHeadlessTests {
    static let pages = SyntheticDocument(
        pageCount: 40, pageSizes: .cycled(SyntheticDocument.commonSizes), renderMilliseconds: 2)

    @Test func theFirstPageArrivesUploadsAndShowsCrisp() throws {
        var reader = try HeadlessSession(pages: Self.pages)
        defer { reader.stop() }
        let crisp = try reader.frames(upTo: 5) { frame in frame.states.contains { $0.page == 1 && $0.shows == .crisp } }
        let frame = try #require(crisp, "page 1 never showed crisp")
        let slot = try #require(frame.slots.first { $0.state.page == 1 })
        // Drawn from its own fit image, which went up whole into a texture of its size.
        let image = try #require(slot.layers.first)
        #expect(image.page == 1 && image.isReady)
        let texture = try #require(image.texture as? FakeTextureSink.Texture)
        #expect(texture.rowsUploaded.reduce(0) { $0 + $1.count } == texture.height)
        // The page's pixels themselves, as the source draws them.
        let rendered = try SyntheticPageSource(Self.pages).render(page: 1, scale: image.scale, region: nil)
        #expect(texture.holds(rendered), "the texture is not page 1 as the source draws it")
        #expect(reader.frames.allSatisfy { $0.states.allSatisfy { $0.shows != .stale } })
    }

    @Test func theTextureBudgetFollowsTheWindowUnlessOneIsGiven() throws {
        // What reading needs: 15 pages and 4.5 screens, so 76 MiB at 1280x800 for pages as large as
        // the window and 46 MiB for US Letter pages at fit, within 32 and 256 MiB.
        let window = Size(width: 1280, height: 800)
        #expect(TextureBudget.bytes(forViewport: window) == 79_872_000)
        #expect(TextureBudget.bytes(forViewport: window, pageAtFit: Size(width: 618, height: 800)) == 48_096_000)
        #expect(TextureBudget.bytes(forViewport: window, pageAtFit: Size(width: 2000, height: 1600)) == 79_872_000)
        #expect(TextureBudget.bytes(forViewport: Size(width: 320, height: 200)) == TextureBudget.minimumBytes)
        #expect(TextureBudget.bytes(forViewport: Size(width: 3840, height: 2160)) == TextureBudget.maximumBytes)
        // Of which whole pages take at most their 15, leaving the zoom layer's 4.5 screens.
        #expect(TextureBudget.wholePageBytes(ofBudget: 48_096_000, viewport: window) == 15 * 618 * 800 * 4)
        #expect(TextureBudget.wholePageBytes(ofBudget: TextureBudget.minimumBytes, viewport: window) == 16 << 20)
        var reader = try HeadlessSession(pages: Self.pages)
        defer { reader.stop() }
        // The session's: its window, and the page it opens on (A4 portrait) at fit.
        let settings = HeadlessSession.settings()
        let budget = try #require(reader.session.cacheBudgetBytes)
        #expect(budget == settings.cacheBudget(for: reader.session.model))
        #expect(budget < TextureBudget.bytes(forViewport: HeadlessSession.window) * 3 / 4)
        // Read on: the cache fills to its budget and no further.
        for _ in 0..<20 { try reader.frame([.command(.nextPage, focus: nil)]) }
        _ = try reader.frames(upTo: 2) { _ in false }
        #expect(reader.session.cacheBudgetBytes == budget && reader.session.cacheBytes <= budget)
        // Pages at fit alone leave the zoom layer's share free: 15 pages' worth, not the whole budget.
        let pages = TextureBudget.wholePageBytes(ofBudget: budget, viewport: reader.session.model.viewport)
        #expect(pages < budget * 2 / 3 && reader.session.cacheBytes <= pages)
        let small = Size(width: 640, height: 400)
        try reader.frame([.resize(small)])
        #expect(reader.session.cacheBudgetBytes == settings.cacheBudget(for: reader.session.model))
        #expect(reader.session.cacheBudgetBytes == TextureBudget.minimumBytes)
        #expect(reader.session.cacheBytes <= TextureBudget.minimumBytes + 3 * 4 * 1280 * 800)  // the slots drawn stay
        var fixed = HeadlessSession.settings()
        fixed.cacheBytes = 48 << 20
        #expect(fixed.cacheBudget(forViewport: small) == 48 << 20)
    }

    @Test func withoutABudgetGivenTheUploadsFollowTheSpeedTheyAreMeasuredAt() throws {
        var reader = try HeadlessSession(pages: Self.pages, settings: HeadlessSession.settings(uploadBudgetBytes: nil))
        defer { reader.stop() }
        reader.session.frameSeconds = 1.0 / 120
        #expect(reader.session.uploadBudgetPerFrame == UploadBudget.initialBytesPerFrame)
        _ = try reader.frames(upTo: 5) { frame in frame.states.contains { $0.page == 1 && $0.shows == .crisp } }
        let speed = try #require(reader.session.uploadBytesPerSecond, "no upload was measured")
        let expected = Int(
            min(
                max(speed / 120 / 4, Double(UploadBudget.minimumBytesPerFrame)),
                Double(UploadBudget.maximumBytesPerFrame)))
        #expect(reader.session.uploadBudgetPerFrame == expected)
    }

    @Test func aSmallUploadBudgetSpreadsAnImageOverFramesAndShowsItOnlyWhole() throws {
        // 256 KiB a frame: a fit page (about 2 MB at this window) takes several frames to go up.
        var reader = try HeadlessSession(
            pages: Self.pages, settings: HeadlessSession.settings(uploadBudgetBytes: 256 << 10))
        defer { reader.stop() }
        _ = try reader.frames(upTo: 5) { frame in frame.states.contains { $0.page == 1 && $0.shows == .crisp } }
        let texture = try #require(
            reader.sink.textures.first { $0.rowsUploaded.count > 1 }, "no image went up in strips")
        #expect(texture.rowsUploaded.allSatisfy { $0.count * texture.width * PixelBuffer.bytesPerPixel <= 256 << 10 })
        #expect(texture.rowsUploaded.reduce(0) { $0 + $1.count } == texture.height)
        // Until its last strip went up, page 1's slot showed a placeholder, never a half-filled texture.
        let firstCrisp = try #require(
            reader.frames.firstIndex { $0.states.contains { $0.page == 1 && $0.shows == .crisp } })
        #expect(firstCrisp >= texture.rowsUploaded.count - 1)
    }

    @Test func eachFrameCountsTheTexturesItsUploadsMadeApartFromTheirCopies() throws {
        // 256 KiB a frame: page 1's texture is made with its first strip, and only then.
        var reader = try HeadlessSession(
            pages: Self.pages, settings: HeadlessSession.settings(uploadBudgetBytes: 256 << 10))
        defer { reader.stop() }
        var making: [(seconds: Double, made: TextureMaking)] = []
        while reader.time < 5, !(reader.frames.last?.states.contains { $0.page == 1 && $0.shows == .crisp } ?? false) {
            _ = try reader.frame()
            let session = reader.session
            if session.frameUploadBytes > 0 { making.append((session.frameUploadSeconds, session.frameTextureMaking)) }
        }
        let strips = try #require(reader.sink.textures.first?.rowsUploaded.count)
        #expect(strips > 1 && making.count >= strips)
        #expect(making.first?.made.count == 1)
        #expect(making.first.map { $0.made.seconds > 0 && $0.made.seconds <= $0.seconds } == true)
        #expect(making.map(\.made.count).reduce(0, +) == reader.sink.textures.count)
    }

    @Test func fastFlicksRecycleSlotsAndNeverShowAnotherPagesPixels() throws {
        var reader = try HeadlessSession(pages: Self.pages)
        defer { reader.stop() }
        _ = try reader.frames(upTo: 5) { frame in frame.states.contains { $0.page == 1 && $0.shows == .crisp } }
        let start = Point(x: 900, y: 400)
        for _ in 0..<12 {
            try reader.frame([.pointerDown(start)])
            try reader.frame([.pointerMove(Point(x: start.x - 300, y: start.y))])
            try reader.frame([.pointerUp(Point(x: start.x - 600, y: start.y))])
        }
        let session = reader.session
        let settled = try reader.frames(upTo: 5) { frame in
            frame.states.contains { $0.page == session.currentPage && $0.shows == .crisp }
        }
        #expect(reader.session.currentPage > 8, "the flicks turned pages (at \(reader.session.currentPage))")
        #expect(settled != nil, "the page landed on never showed crisp")
        #expect(reader.session.measurements.swaps > 8)
        #expect(reader.frames.allSatisfy { $0.states.allSatisfy { $0.shows != .stale } })
    }

    /// At rest the pages the plan no longer wants are kept small; turned to, they show at once,
    /// never rendered again.
    @Test func aPageKeptSmallAtRestShowsWithoutARenderWhenTurnedTo() throws {
        var reader = try HeadlessSession(pages: SyntheticDocument(pageCount: 40, renderMilliseconds: 2))
        defer { reader.stop() }
        func rest() throws {
            try reader.frame()
            for _ in 0..<240 where !reader.session.isIdle || reader.session.isAnimating { try reader.frame() }
            #expect(reader.session.isIdle && !reader.session.textures.hasPagesToCompact)
        }
        try rest()
        for _ in 0..<6 {
            try reader.frame([.command(.nextPage, focus: nil)])
            try rest()
        }
        // Kept small: the pages the plan no longer wants (here the pages read ahead, the newest).
        let compacted = reader.session.textures.compactedPages
        let current = reader.session.currentPage
        let target = try #require(compacted.min { abs($0 - current) < abs($1 - current) }, "no page was kept small")
        #expect(!compacted.contains(reader.session.currentPage))
        var rendered: [Int] = []
        reader.session.onResultTaken = { result, _ in rendered.append(result.job.page) }
        let framesBefore = reader.frames.count
        while reader.session.currentPage != target {
            let command: Command = reader.session.currentPage < target ? .nextPage : .previousPage
            try reader.frame([.command(command, focus: nil)])
            let page = reader.session.currentPage
            let crisp = try reader.frames(upTo: 1) { frame in
                frame.states.contains { $0.page == page && $0.shows == .crisp }
            }
            #expect(crisp != nil, "page \(page) did not show crisp at once")
            try rest()
        }
        #expect(!rendered.contains(target), "page \(target) rendered again")
        #expect(reader.frames[framesBefore...].allSatisfy { $0.states.allSatisfy { $0.shows != .stale } })
    }

    @Test func theHostGetsTheEffectsThatAreItsOwn() throws {
        var reader = try HeadlessSession(pages: Self.pages)
        defer { reader.stop() }
        try reader.frame([.command(.toggleFullscreen, focus: nil)])
        #expect(reader.session.takeHostEffects() == [.setFullscreen(true)])
        #expect(reader.session.takeHostEffects().isEmpty, "taken once")
        try reader.frame([.command(.nextPage, focus: nil)])
        #expect(reader.session.takeHostEffects().isEmpty, "slot swaps are the session's own")
    }

    @Test func onceCrispRegionsCoverTheViewThePageAtFitIsKeptButNotDrawn() throws {
        var reader = try HeadlessSession(pages: Self.pages)
        defer { reader.stop() }
        _ = try reader.frames(upTo: 5) { frame in frame.states.contains { $0.page == 1 && $0.shows == .crisp } }
        let zoomedIn = try reader.frame([.setZoom(4)])
        // Until the regions arrive, the page at fit is drawn magnified: never a blank.
        let before = try #require(zoomedIn.slots.first { $0.state.page == 1 })
        #expect(before.layers.first?.key.region == nil, "the page at fit is not drawn under the missing regions")
        let crisp = try reader.frames(upTo: 5) { frame in
            frame.states.contains { $0.page == 1 && $0.shows == .crisp }
        }
        let slot = try #require(crisp?.slots.first { $0.state.page == 1 }, "page 1 never showed crisp at 4x")
        #expect(!slot.layers.isEmpty && slot.layers.allSatisfy { $0.key.region != nil && $0.scale == slot.scale })
        // The page at fit lies hidden under them, still kept for the next pan onto pixels not rendered yet.
        let fit = try #require(slot.covered.first, "the page at fit was neither drawn nor kept")
        #expect(fit.key.region == nil && fit.page == 1)
        try reader.frame()
        #expect(reader.session.textures.fitImage(ofPage: 1, at: fit.scale) === fit)
    }

    /// The window makes textures ahead for the images on their way (`SDLTexturePool.stockAhead`):
    /// the sizes the session names are those the uploads ask for, whole pages and crisp regions.
    @Test func theImagesOnTheirWayHaveTheSizesTheirUploadsAskFor() throws {
        var reader = try HeadlessSession(pages: Self.pages)
        defer { reader.stop() }
        var named = Set<[Int]>()
        func frame(_ actions: [ReaderAction] = []) throws {
            for size in reader.session.imageSizesOnTheirWay { named.insert([size.width, size.height]) }
            try reader.frame(actions)
        }
        for _ in 0..<60 { try frame() }
        try frame([.command(.nextPage, focus: nil)])
        for _ in 0..<30 { try frame() }
        try frame([.setZoom(4)])
        for _ in 0..<90 { try frame() }
        let made = Set(reader.sink.textures.map { [$0.width, $0.height] })
        #expect(made.contains { $0[0] > 0 } && reader.sink.textures.count >= 4)
        #expect(made.isSubset(of: named), "made \(made.subtracting(named)) that were never named")
    }
}
