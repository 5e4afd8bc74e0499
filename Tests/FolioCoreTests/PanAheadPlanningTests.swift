import FolioCore
import Testing

/// The crisp regions of a zoomed page as the planner keeps them: the view's own, regions ahead of
/// the pan at the same zoom, none while the zoom changes, an old zoom's let go, and never more
/// pixels than the zoom layer's budget.
@Suite struct PanAheadPlanningTests {
    typealias Reader = RenderPlannerTests.Reader

    /// A reader zoomed to `zoom` at rest, its first frame planned with nothing held.
    static func zoomed(_ zoom: Double) -> Reader {
        var reader = Reader()
        reader.model.apply(.setZoom(zoom), at: reader.time)
        reader.step(by: 1)
        return reader
    }

    /// Every crisp region the plan keeps for the current page: as if each arrived at once.
    static func arrived(_ plan: RenderPlan, page: Int) -> Set<RenderKey> {
        plan.crispRegions.filter { $0.page == page }
    }

    /// What the layer holds once every region it plans has arrived and been shown, frame after
    /// frame, until it asks for nothing more.
    static func arriveAll(_ reader: inout Reader, holding held: Set<RenderKey> = []) -> Set<RenderKey> {
        var held = held
        for _ in 0..<8 {
            let arrived = Self.arrived(reader.planFrame(holding: held), page: 10)
            if arrived == held { break }
            held = arrived
        }
        return held
    }

    @Test func atRestTheViewComesFirstThenRegionsAheadInReadingOrder() throws {
        var reader = Self.zoomed(8)
        let view = try #require(reader.model.currentZoomView)
        let visible = try #require(view.visiblePixels)
        // The view's own region goes alone: until it is shown, nothing ahead is on its way beside it.
        let first = reader.planFrame().jobs.filter { $0.region != nil }
        #expect(first.map(\.kind) == [.visibleCrisp])
        let ownJob = try #require(first.first)
        #expect(
            ownJob.scale == view.scale && ownJob.generation == reader.model.slots.first { $0.page == 10 }!.generation)
        let own = try #require(ownJob.region)
        #expect(own == visible.outset(by: RenderPolicy.detailMarginPixels))
        let uploading = reader.planFrame(holding: [ownJob.key], uploading: [ownJob.key])
        #expect(!uploading.jobs.contains { $0.region != nil })
        // Shown: the regions ahead. Without a pan yet, ahead means reading order: right of the
        // view's region, then below it.
        let plan = reader.planFrame(holding: [ownJob.key])
        let crisp = plan.jobs.filter { $0.region != nil }
        #expect(crisp.map(\.kind) == [.panAhead, .panAhead])
        let right = try #require(crisp.compactMap(\.region).first { $0.x >= visible.maxX })
        #expect(right.x == own.maxX && right.width == Int(RenderPlannerTests.window.width * ZoomLayer.aheadWindows))
        let below = try #require(crisp.compactMap(\.region).first { $0.y >= visible.maxY })
        #expect(below.y == own.maxY)
        // The ranking: the page at fit, then the regions ahead, then neighbours.
        let kinds = plan.jobs.map(\.kind)
        #expect(kinds.firstIndex(of: .visibleFit)! < kinds.firstIndex(of: .panAhead)!)
        #expect(kinds.lastIndex(of: .panAhead)! < kinds.firstIndex(of: .neighbour)!)
    }

    @Test func aViewsRegionThatFailedHoldsNothingBack() throws {
        var reader = Self.zoomed(8)
        let own = try #require(reader.planFrame().jobs.first { $0.region != nil })
        reader.planner.noteFailure(of: own.key)
        #expect(reader.planFrame().jobs.filter { $0.region != nil }.map(\.kind) == [.panAhead, .panAhead])
    }

    @Test func aPanPlansAheadInItsOwnDirectionWhileItMoves() throws {
        var reader = Self.zoomed(8)
        var held = Self.arriveAll(&reader)
        #expect(held.count == 3)
        // The finger moves up: the page's lower part comes into view, so the pan goes down.
        reader.drag(by: Point(x: 0, y: -200), release: false)
        #expect(reader.planner.crisp.heading.primary == .down)
        let plan = reader.planFrame(holding: held)
        let visible = try #require(reader.model.currentZoomView?.visiblePixels)
        let ahead = plan.jobs.filter { $0.kind == .panAhead }.compactMap(\.region)
        // Moving, only the pan's own direction: one region, below all that is held.
        #expect(ahead.count == 1)
        let below = try #require(ahead.first)
        #expect(below.y >= visible.maxY && below.y == held.compactMap(\.region).map(\.maxY).max())
        #expect(below.height == Int(RenderPlannerTests.window.height * ZoomLayer.aheadWindows))
        held = Self.arrived(plan, page: 10)
        #expect(held.count == 4)
        // Then leftwards (the finger moves right): the next region is left of all that is held,
        // covering what the view lacks there and a window beyond.
        reader.drag(by: Point(x: 250, y: 0), release: false)
        #expect(reader.planner.crisp.heading.primary == .left)
        let jobs = reader.planFrame(holding: held).jobs.filter { $0.region != nil }
        let left = try #require(jobs.first?.region)
        let now = try #require(reader.model.currentZoomView?.visiblePixels)
        #expect(jobs.count == 1 && jobs[0].kind == .visibleCrisp)
        #expect(left.maxX == held.compactMap(\.region).map(\.x).min() && left.x < now.x)
        #expect(left.width == Int(RenderPlannerTests.window.width * ZoomLayer.aheadWindows))
        // To make room, the region right of the view went: it lies away from where the view goes.
        #expect(!reader.planner.crisp.layer!.regions.contains { $0.x > now.maxX })
    }

    /// A pause between the swipes of one pan is no rest: only the pan's own region ahead is asked
    /// for, and the other axis waits until the view has been still for `PanHeading.restSeconds`,
    /// whether the finger is down or not.
    @Test func aPauseBetweenSwipesIsNoRest() throws {
        var reader = Self.zoomed(8)
        var held = Self.arriveAll(&reader)
        // The finger stops, still down, as between two swipes.
        reader.drag(by: Point(x: -300, y: 0), release: false)
        held = Self.arrived(reader.planFrame(holding: held), page: 10)
        let visible = try #require(reader.model.currentZoomView?.visiblePixels)
        let isBelow = { (key: RenderKey) in (key.region?.y ?? 0) >= visible.maxY && !held.contains(key) }
        let pauseFrames = Int(PanHeading.restSeconds * 60) - 2
        for _ in 0..<pauseFrames {
            reader.step()
            let plan = reader.planFrame(holding: held)
            #expect(!plan.jobs.contains { isBelow($0.key) }, "the other axis, between two swipes")
            held = Self.arrived(plan, page: 10)
        }
        #expect(!reader.planner.crisp.heading.hasRested(at: reader.model.now))
        reader.step(by: 0.1)
        #expect(reader.planner.crisp.heading.hasRested(at: reader.model.now))
        let rested = Self.arriveAll(&reader, holding: held)
        #expect(rested.contains { isBelow($0) }, "at rest, the band below comes")
    }

    /// A drag that has not moved the view yet says nothing of its way: the regions of the last pan
    /// stay, none let go for a region ahead in that pan's direction.
    @Test func aDragThatHasNotMovedKeepsTheLayer() throws {
        var reader = Self.zoomed(8)
        _ = Self.arriveAll(&reader)
        reader.drag(by: Point(x: 0, y: -300), release: true)
        reader.settle()
        reader.step(by: PanHeading.restSeconds)
        let held = Self.arriveAll(&reader)
        reader.model.apply(.pointerDown(Point(x: 640, y: 400)), at: reader.time)
        for _ in 0..<3 {
            reader.step()
            #expect(held.isSubset(of: reader.planFrame(holding: held).crispRegions))
        }
    }

    @Test func aPanOntoRegionsAlreadyRenderedNeedsNoRender() throws {
        var reader = Self.zoomed(8)
        let held = Self.arriveAll(&reader)
        // Half a window to the right: inside the view's region and the one ahead of it.
        reader.drag(by: Point(x: -640, y: 0), release: true)
        reader.settle()
        let visible = try #require(reader.model.currentZoomView?.visiblePixels)
        #expect(visible.isCovered(by: held.compactMap(\.region)))
        #expect(!reader.planFrame(holding: held).jobs.contains { $0.kind == .visibleCrisp })
    }

    @Test func nothingCrispIsPlannedWhileTheZoomChanges() {
        var reader = Self.zoomed(4)
        _ = reader.planFrame()
        reader.model.apply(.pinch(scale: 1.5, focus: Point(x: 640, y: 400)), at: reader.time)
        reader.step()
        let plan = reader.planFrame()
        #expect(!plan.jobs.contains { $0.region != nil })
        #expect(!plan.crispRegions.contains { $0.page == 10 })
        #expect(reader.planner.crisp.layer == nil)
    }

    @Test func aNewZoomLetsGoOfTheOldZoomsRegions() throws {
        var reader = Self.zoomed(8)
        let old = Self.arriveAll(&reader)
        #expect(old.count == 3)
        reader.model.apply(.setZoom(16), at: reader.time)
        reader.step(by: 1)
        let plan = reader.planFrame(holding: old)
        let scale = try #require(reader.model.currentZoomView?.scale)
        // Neither planned nor kept: the texture cache lets them go once no longer drawn.
        #expect(plan.crispRegions.isDisjoint(with: old))
        #expect(plan.crispRegions.allSatisfy { $0.scale == scale })
        #expect(plan.jobs.filter { $0.region != nil }.allSatisfy { $0.scale == scale })
        #expect(reader.planner.crisp.layer?.scale == scale)
    }

    /// A window narrowed beside a page fitted by its height keeps the page's scale, and still
    /// changes the layer's budget: the layer follows the window, keeping the regions it can.
    @Test func aResizedWindowGivesTheLayerItsOwnBudget() throws {
        var reader = Self.zoomed(8)
        let held = Self.arriveAll(&reader)
        let scale = try #require(reader.model.currentZoomView?.scale)
        let narrower = Size(width: 1000, height: 800)
        reader.model.apply(.resize(narrower), at: reader.time)
        reader.step()
        #expect(reader.model.currentZoomView?.scale == scale)
        let plan = reader.planFrame(holding: held)
        let layer = try #require(reader.planner.crisp.layer)
        #expect(layer.viewport == narrower)
        #expect(layer.budgetPixels == Int(narrower.width * narrower.height * ZoomLayer.budgetScreens))
        #expect(layer.pixels <= layer.budgetPixels)
        #expect(!plan.crispRegions.isDisjoint(with: held))
    }

    @Test(arguments: [2.0, 8, 32, 64])
    func panningAnywhereNeverExceedsTheBudget(zoom: Double) {
        var reader = Self.zoomed(zoom)
        let budget = Int(RenderPlannerTests.window.width * RenderPlannerTests.window.height * ZoomLayer.budgetScreens)
        var random = SplitMix64(seed: 13)
        var held: Set<RenderKey> = []
        for _ in 0..<60 {
            let delta = Point(x: Double(random.next(in: 0...1200)) - 600, y: Double(random.next(in: 0...800)) - 400)
            reader.drag(by: delta, release: random.next(below: 2) == 0)
            for _ in 0..<random.next(in: 0...20) { reader.step() }
            let plan = reader.planFrame(holding: held)
            // Whatever was planned arrives; what the plan no longer keeps goes, as the texture cache does.
            held = Self.arrived(plan, page: 10)
            #expect(held.reduce(0) { $0 + ($1.region?.area ?? 0) } <= budget)
            #expect(Set(held.map(\.scale)).count <= 1)
        }
    }

    @Test func fullpageKeepsOneWholePageRegion() throws {
        let cap = RenderPolicy(
            crispRender: .wholePage(maximumPixels: 4_000_000, maximumSide: 30_000), rendersAhead: true)
        var reader = Reader(policy: cap)
        reader.model.apply(.setZoom(32), at: reader.time)
        reader.step(by: 1)
        let plan = reader.planFrame()
        #expect(plan.jobs.filter { $0.region != nil }.count == 1)
        #expect(plan.crispRegions.count == 1)
        #expect(!plan.jobs.contains { $0.kind == .panAhead })
    }
}
