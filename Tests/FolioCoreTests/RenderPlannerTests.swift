import FolioCore
import Testing

/// The render plan without SDL or poppler: what is asked for, in which order, for which generation.
@Suite struct RenderPlannerTests {
    static let window = Size(width: 1280, height: 800)
    static let letter = Size(width: 612, height: 792)

    /// Holds a set of keys and regions, as the texture cache would; those `uploading` are held but
    /// not ready yet.
    struct Inventory: RenderInventory {
        var keys: Set<RenderKey> = []
        var uploading: Set<RenderKey> = []
        func holds(_ key: RenderKey) -> Bool { keys.contains(key) }
        func isReady(_ key: RenderKey) -> Bool { keys.contains(key) && !uploading.contains(key) }
        func regionKeys(ofPage page: Int) -> [RenderKey] { keys.filter { $0.page == page && $0.region != nil } }
    }

    /// A reader and its planner, stepped together as the session steps them.
    struct Reader {
        var model: ReaderModel
        var planner: RenderPlanner
        var time = 0.0

        init(pages: Int = 40, firstPage: Int = 10, policy: RenderPolicy = .engine) {
            model = ReaderModel(
                pageSizes: Array(repeating: RenderPlannerTests.letter, count: pages),
                viewport: RenderPlannerTests.window, firstPage: firstPage)
            planner = RenderPlanner(policy: policy, model: model)
        }

        mutating func step(by seconds: Double = 1.0 / 60) {
            time += seconds
            _ = model.apply(.tick, at: time)
            planner.observe(model)
        }

        mutating func settle() {
            for _ in 0..<600 where !model.isSettled { step() }
        }

        mutating func key(_ command: Command) {
            model.apply(.command(command, focus: nil), at: time)
            step()
        }

        /// A quick drag by `dx`, released while moving.
        mutating func flick(dx: Double, release: Bool = true) {
            let start = Point(x: 640, y: 400)
            model.apply(.pointerDown(start), at: time)
            for index in 1...6 {
                step()
                model.apply(.pointerMove(Point(x: start.x + dx * Double(index) / 6, y: start.y)), at: time)
            }
            if release { model.apply(.pointerUp(Point(x: start.x + dx, y: start.y)), at: time) }
            step()
        }

        /// Plans on a copy of the planner, as a frame that is not kept: what the plan would be now.
        /// A drag of the current page by `delta` in six moves; the finger stays down unless `release`,
        /// when it is held still for a moment and lifted, so that the page does not coast.
        mutating func drag(by delta: Point, release: Bool = true) {
            let start = Point(x: 640, y: 400), end = Point(x: start.x + delta.x, y: start.y + delta.y)
            model.apply(.pointerDown(start), at: time)
            for index in 1...6 {
                step()
                let part = Double(index) / 6
                model.apply(.pointerMove(Point(x: start.x + delta.x * part, y: start.y + delta.y * part)), at: time)
            }
            step()
            guard release else { return }
            step(by: 0.3)
            model.apply(.pointerUp(end), at: time)
            step()
        }

        func plan(holding keys: Set<RenderKey> = []) -> RenderPlan {
            var planner = planner
            return planner.plan(for: model, inventory: Inventory(keys: keys))
        }

        /// Plans as the session does every frame: the planner keeps its zoom layer.
        mutating func planFrame(holding keys: Set<RenderKey> = [], uploading: Set<RenderKey> = []) -> RenderPlan {
            planner.plan(for: model, inventory: Inventory(keys: keys, uploading: uploading))
        }

        func fitKey(_ page: Int) -> RenderKey { RenderKey(page: page, scale: model.fitScale(ofPage: page)) }
    }

    @Test func atRestTheCurrentPageComesFirstThenNeighboursThenPagesAhead() {
        let reader = Reader()
        let jobs = reader.plan().jobs
        #expect(jobs.map(\.kind) == [.visibleFit, .neighbour, .neighbour, .prefetch])
        #expect(jobs.map(\.page) == [10, 11, 9, 12])
        // Slot pages carry their slot's generation; pages ahead carry the prefetch generation.
        let current = reader.model.slots.first { $0.page == 10 }!
        #expect(jobs[0].generation == current.generation)
        #expect(jobs[3].generation == reader.planner.prefetchGeneration)
        #expect(
            reader.plan().liveGenerations
                == Set(reader.model.slots.map(\.generation) + [reader.planner.prefetchGeneration]))
    }

    @Test func whatIsHeldOrFailedIsNotAskedForAgain() {
        var reader = Reader()
        reader.planner.noteFailure(of: reader.fitKey(11))
        let plan = reader.plan(holding: [reader.fitKey(10)])
        #expect(plan.jobs.map(\.page) == [9, 12])
        // Both are still looked at, so a late result for them is wanted.
        #expect(plan.wanted.isSuperset(of: [reader.fitKey(10), reader.fitKey(11)]))
    }

    @Test func aFlickPlansTheLandingPageBeforeTheFingerLifts() {
        var reader = Reader()
        reader.flick(dx: -500, release: false)
        let landing = reader.model.physics.landingPage
        #expect(landing == 11)
        let jobs = reader.plan().jobs
        // Page 11 is partly on screen already; the first page planned ahead is the one after the
        // landing page (without the landing page it would be the current page's other neighbour, 9).
        #expect(jobs.contains { $0.kind == .visibleFit && $0.page == 11 })
        #expect(jobs.first { $0.kind == .neighbour }?.page == 12)
    }

    @Test func aRunOfFlicksWidensTheWindowAhead() {
        var reader = Reader()
        #expect(reader.plan().jobs.filter { $0.kind == .prefetch }.count == RenderPlanner.readingPrefetchPages - 1)
        for _ in 0..<3 { reader.flick(dx: -700); for _ in 0..<6 { reader.step() } }
        #expect(reader.planner.pagesAhead == RenderPlanner.flickingPrefetchPages)
        let ahead = reader.plan().jobs.filter { $0.kind == .prefetch }.map(\.page)
        let landing = reader.model.physics.landingPage
        #expect(ahead == Array(landing + 2...landing + RenderPlanner.flickingPrefetchPages))
        // A second later, reading again: the window narrows.
        reader.settle()
        reader.step(by: 1.1)
        #expect(reader.planner.pagesAhead == RenderPlanner.readingPrefetchPages)
    }

    @Test func pagesARunRenderedAheadStayWantedWhileHeldAndThePagesBehindAreNamed() {
        var reader = Reader()
        for _ in 0..<3 { reader.flick(dx: -700); for _ in 0..<6 { reader.step() } }
        let landing = reader.model.physics.landingPage
        let ahead = Set((landing + 2...landing + RenderPlanner.flickingPrefetchPages).map(reader.fitKey))
        // The run pauses: two pages ahead are asked for, the others rendered by the run stay wanted
        // while held (one of them, here), none asked for.
        reader.settle()
        reader.step(by: 1.1)
        let held = reader.fitKey(landing + 5)
        let plan = reader.plan(holding: [held])
        #expect(plan.jobs.filter { $0.kind == .prefetch }.map(\.page) == [landing + 2])
        #expect(plan.wanted.contains(held) && plan.wanted.intersection(ahead) == [reader.fitKey(landing + 2), held])
        // Near: the slots' pages, the landing page's neighbours and the pages ahead it renders;
        // behind: the four before the slot behind.
        #expect(plan.near == Set((landing - 1...landing + 2).map(reader.fitKey)))
        // Shown at rest: the landing page alone.
        #expect(plan.shown == [reader.fitKey(landing)])
        #expect(plan.behind == Set((landing - 5...landing - 2).map(reader.fitKey)))
    }

    @Test func aJumpOrATurnOfDirectionRenewsThePrefetchGeneration() {
        var reader = Reader()
        reader.key(.nextPage)
        reader.settle()
        let forward = reader.planner.prefetchGeneration
        #expect(reader.planner.travel == 1)
        reader.key(.nextPage)
        reader.settle()
        #expect(reader.planner.prefetchGeneration == forward)  // same way: the old prefetch still counts
        reader.key(.previousPage)
        reader.settle()
        #expect(reader.planner.travel == -1)
        #expect(reader.planner.prefetchGeneration == forward + 1)
        reader.step(by: 1.1)  // reading again, not flicking
        let turned = reader.plan().jobs.filter { $0.kind == .prefetch }.map(\.page)
        #expect(turned == [reader.model.currentPage - 2])
        reader.model.apply(.goToPage(30), at: reader.time)
        reader.step()
        // A jump forward after going back: renewed for the jump (and for the turn it makes).
        #expect(reader.planner.prefetchGeneration > forward + 1)
        #expect(!reader.plan().liveGenerations.contains(forward + 1))
    }

    @Test func crispRegionsWaitForTheZoomToSettle() throws {
        var reader = Reader()
        reader.model.apply(.pinch(scale: 8, focus: Point(x: 640, y: 400)), at: reader.time)
        reader.step()
        // Still zooming: the scaled fit page is shown, nothing crisp is planned yet.
        #expect(!reader.plan().jobs.contains { $0.kind == .visibleCrisp })
        reader.step(by: ReaderModel.zoomSettleDelay)
        reader.settle()
        let crisp = try #require(reader.plan().jobs.first)
        #expect(crisp.kind == .visibleCrisp)
        let view = try #require(reader.model.currentZoomView)
        #expect(crisp.scale == view.scale)
        let visible = try #require(view.visiblePixels)
        let region = try #require(crisp.region)
        // The visible pixels plus the margin, on every side the page allows.
        #expect(region.intersection(visible) == visible)
        #expect(region.x == visible.x - RenderPolicy.detailMarginPixels)
        #expect(region.width == visible.width + 2 * RenderPolicy.detailMarginPixels)
        // Once a region covering the view is held, none is planned.
        #expect(!reader.plan(holding: [crisp.key]).jobs.contains { $0.kind == .visibleCrisp })
    }

    @Test func withoutRenderingAheadAPanInProgressIsNoRest() {
        var reader = Reader(policy: RenderPolicy(crispRender: RenderPolicy.engine.crispRender, rendersAhead: false))
        reader.model.apply(.setZoom(8), at: reader.time)
        reader.step(by: 1)
        #expect(reader.plan().jobs.map(\.kind) == [.visibleCrisp, .visibleFit])
        reader.drag(by: Point(x: -300, y: -200), release: false)
        #expect(!reader.plan().jobs.contains { $0.kind == .visibleCrisp || $0.kind == .panAhead })
    }

    @Test func syncRendersNothingAhead() {
        let reader = Reader(policy: RenderPolicy(crispRender: RenderPolicy.engine.crispRender, rendersAhead: false))
        #expect(reader.plan().jobs.map(\.kind) == [.visibleFit])
    }

    @Test func fullpageAsksForTheWholePageCappedToOneRaster() throws {
        let cap = RenderPolicy(
            crispRender: .wholePage(maximumPixels: 4_000_000, maximumSide: 30_000), rendersAhead: true)
        var reader = Reader(policy: cap)
        reader.model.apply(.setZoom(32), at: reader.time)
        reader.step(by: 1)
        let crisp = try #require(reader.plan().jobs.first)
        #expect(crisp.kind == .visibleCrisp)
        let region = try #require(crisp.region)
        #expect(region.x == 0 && region.y == 0)
        #expect(region.area <= 4_000_000)
        #expect(crisp.scale < reader.model.currentZoomView!.scale)
        #expect(abs(Double(region.width) - Self.letter.width * crisp.scale) <= 1)
    }
}
