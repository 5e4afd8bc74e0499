import FolioCore
import Testing

/// The page strip's thumbnails in the render plan: the lowest priority, only while the strip shows,
/// a bounded number whatever the book's length, never for a page whose size is unknown.
@Suite struct ThumbnailPlanningTests {
    static let window = Size(width: 1280, height: 800)
    static let letter = Size(width: 612, height: 792)

    struct Inventory: RenderInventory {
        var keys: Set<RenderKey> = []
        func holds(_ key: RenderKey) -> Bool { keys.contains(key) }
        func regionKeys(ofPage page: Int) -> [RenderKey] { [] }
    }

    private func reader(pages: PageSizes, firstPage: Int) -> (ReaderModel, RenderPlanner) {
        let model = ReaderModel(pages: pages, viewport: Self.window, firstPage: firstPage)
        return (model, RenderPlanner(policy: .engine, model: model))
    }

    private func reader(pages: Int = 2415, firstPage: Int = 1000) -> (ReaderModel, RenderPlanner) {
        reader(pages: PageSizes(Array(repeating: Self.letter, count: pages)), firstPage: firstPage)
    }

    @Test func nothingIsPlannedWhileTheStripIsHidden() {
        var (model, planner) = reader()
        model.apply(.tick, at: 0)
        let plan = planner.plan(for: model, inventory: Inventory())
        #expect(!plan.jobs.contains { $0.kind == .thumbnail })
        #expect(!plan.liveGenerations.contains(planner.thumbnails.generation))
    }

    @Test func thumbnailsComeLastNearestTheCentreFirstAndAreBounded() throws {
        var (model, planner) = reader()
        model.apply(.showStrip(true), at: 0)
        model.apply(.tick, at: 0)
        let plan = planner.plan(for: model, inventory: Inventory())
        let thumbnails = plan.jobs.filter { $0.kind == .thumbnail }
        let visible = try #require(model.stripLayout.visiblePages(position: 1000))
        #expect(thumbnails.count == visible.count + 2 * PageStrip.marginPages)
        #expect(thumbnails.first?.page == 1000)
        #expect(Set(thumbnails.prefix(visible.count).map(\.page)) == Set(visible))
        // After every other kind: they never delay a page on screen or ahead.
        let firstThumbnail = try #require(plan.jobs.firstIndex { $0.kind == .thumbnail })
        #expect(plan.jobs[firstThumbnail...].allSatisfy { $0.kind == .thumbnail })
        #expect(plan.jobs[..<firstThumbnail].contains { $0.kind == .visibleFit })
        // Whole pages at the strip's scale, of their own generation, live while the strip shows.
        for job in thumbnails {
            #expect(job.region == nil && job.generation == planner.thumbnails.generation)
            #expect(job.scale == model.stripLayout.thumbnailScale(of: Self.letter))
        }
        #expect(plan.liveGenerations.contains(planner.thumbnails.generation))
        // What is kept: a strip's width either side of the view, not the book.
        let kept = try #require(plan.thumbnailPages)
        #expect(kept == visible.lowerBound - visible.count...visible.upperBound + visible.count)
    }

    @Test func heldThumbnailsAreNotAskedForAgain() {
        var (model, planner) = reader()
        model.apply(.showStrip(true), at: 0)
        let held = ThumbnailPlanner.key(ofPage: 1000, in: model)!
        let plan = planner.plan(for: model, inventory: Inventory(keys: [held]))
        #expect(!plan.jobs.contains { $0.key == held })
        #expect(plan.wanted.contains(held))
    }

    @Test func aPageWhoseSizeIsUnknownGetsNoThumbnail() {
        var known: [Int: Size] = [:]
        for page in 990...1010 where page != 1002 { known[page] = Self.letter }
        var (model, planner) = reader(pages: PageSizes(count: 2415, known: known), firstPage: 1000)
        model.apply(.showStrip(true), at: 0)
        let pages = Set(
            planner.plan(for: model, inventory: Inventory()).jobs.filter { $0.kind == .thumbnail }.map(\.page))
        #expect(!pages.contains(1002) && pages.contains(1001) && pages.contains(1003))
        #expect(pages.isSubset(of: Set(990...1010)))
    }

    @Test func scrubbingBackPlansThePagesBeforeTheViewFirst() throws {
        var (model, planner) = reader()
        model.apply(.showStrip(true), at: 0)
        let y = model.stripLayout.band.midY
        model.apply(.pointerDown(Point(x: 300, y: y)), at: 0)
        model.apply(.pointerMove(Point(x: 300 + model.stripLayout.pitch * 30, y: y)), at: 0.05)
        model.apply(.tick, at: 0.05)
        planner.observe(model)
        #expect(model.currentPage == 970 && planner.travel == -1)
        let thumbnails = planner.plan(for: model, inventory: Inventory()).jobs.filter { $0.kind == .thumbnail }
        let visible = try #require(model.stripLayout.visiblePages(position: 970))
        #expect(thumbnails[visible.count].page == visible.lowerBound - 1)
        #expect(thumbnails[visible.count + 1].page == visible.upperBound + 1)
    }

    @Test func hidingTheStripRenewsTheThumbnailsGeneration() {
        var (model, planner) = reader()
        model.apply(.showStrip(true), at: 0)
        let first = planner.plan(for: model, inventory: Inventory())
        let generation = planner.thumbnails.generation
        model.apply(.showStrip(false), at: 1)
        let hidden = planner.plan(for: model, inventory: Inventory())
        #expect(planner.thumbnails.generation != generation)
        #expect(!hidden.liveGenerations.contains(generation))
        #expect(first.jobs.contains { $0.kind == .thumbnail } && !hidden.jobs.contains { $0.kind == .thumbnail })
        #expect(hidden.thumbnailPages != nil)  // still kept near the current page, for the next time it shows
    }

    @Test func pagesAtFitWaitWhileAScrubGoesPastThemAndComeOnceItRests() {
        var (model, planner) = reader()
        model.apply(.showStrip(true), at: 0)
        let y = model.stripLayout.band.midY, pitch = model.stripLayout.pitch
        model.apply(.pointerDown(Point(x: 900, y: y)), at: 0)
        var t = 0.0
        for step in 1...6 {
            t += 1.0 / 60
            model.apply(.pointerMove(Point(x: 900 - pitch * 2 * Double(step), y: y)), at: t)
            model.apply(.tick, at: t)
            planner.observe(model)
            let plan = planner.plan(for: model, inventory: Inventory())
            #expect(plan.jobs.allSatisfy { $0.kind == .thumbnail }, "step \(step)")
            #expect(plan.jobs.first?.page == model.currentPage)
        }
        #expect(model.currentPage == 1012)
        // The finger rests on the strip: the page on screen comes first again.
        t += RenderPlanner.scrubRestSeconds + 0.01
        model.apply(.tick, at: t)
        planner.observe(model)
        let resting = planner.plan(for: model, inventory: Inventory())
        #expect(resting.jobs.first?.kind == .visibleFit && resting.jobs.first?.page == 1012)
    }
}
