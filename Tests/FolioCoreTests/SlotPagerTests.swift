import FolioCore
import Testing

extension SlotPager {
    /// The pages held, slot by slot (nil: empty).
    var pages: [Int?] { slots.map(\.page) }
    var generations: [UInt64] { slots.map(\.generation) }
}

@Suite struct SlotPagerTests {
    @Test func startsWithTheCurrentPageAndItsNeighbours() {
        let pager = SlotPager(pageCount: 10, currentPage: 5)
        #expect(pager.slots.map(\.id) == [0, 1, 2])
        #expect(pager.pages == [4, 5, 6])
        #expect(Set(pager.generations).count == 3)
        #expect(pager.slot(holding: 5)?.id == 1)
        #expect(pager.slot(holding: 7) == nil)

        #expect(SlotPager(pageCount: 10, currentPage: 1).pages == [nil, 1, 2])
        #expect(SlotPager(pageCount: 10, currentPage: 10).pages == [9, 10, nil])
        #expect(SlotPager(pageCount: 1, currentPage: 1).pages == [nil, 1, nil])
        #expect(SlotPager(pageCount: 10, currentPage: 99).currentPage == 10)
    }

    @Test func movingForwardOneChangesOnlyTheFarSlot() {
        var pager = SlotPager(pageCount: 10, currentPage: 5)
        let before = pager.slots
        let assignments = pager.setCurrentPage(6)
        #expect(pager.currentPage == 6)
        #expect(assignments.count == 1)
        let change = assignments[0]
        #expect(change.slotID == 0 && change.previousPage == 4 && change.page == 7)
        #expect(change.generation > before.map(\.generation).max()!)
        #expect(pager.pages == [7, 5, 6])
        #expect(pager.slots[1] == before[1] && pager.slots[2] == before[2])
        #expect(pager.slots[0].generation == change.generation)
    }

    @Test func movingBackOneChangesOnlyTheFarSlot() {
        var pager = SlotPager(pageCount: 10, currentPage: 5)
        let assignments = pager.setCurrentPage(4)
        #expect(assignments.map(\.slotID) == [2])
        #expect(assignments[0].previousPage == 6 && assignments[0].page == 3)
        #expect(pager.pages == [4, 5, 3])
    }

    @Test func edgesLeaveTheMissingNeighbourEmpty() {
        var pager = SlotPager(pageCount: 4, currentPage: 2)
        #expect(pager.pages == [1, 2, 3])
        let toFirst = pager.setCurrentPage(1)
        #expect(toFirst.count == 1 && toFirst[0].previousPage == 3 && toFirst[0].page == nil)
        #expect(pager.pages == [1, 2, nil])

        let offFirst = pager.setCurrentPage(2)
        #expect(
            offFirst.count == 1 && offFirst[0].slotID == 2 && offFirst[0].previousPage == nil && offFirst[0].page == 3)

        _ = pager.setCurrentPage(3)
        let toLast = pager.setCurrentPage(4)
        #expect(toLast.count == 1 && toLast[0].page == nil)
        #expect(Set(pager.pages.compactMap { $0 }) == [3, 4])
    }

    @Test func twoPageDocumentNeverSwaps() {
        var pager = SlotPager(pageCount: 2, currentPage: 1)
        #expect(pager.pages == [nil, 1, 2])
        #expect(pager.setCurrentPage(2).isEmpty)
        #expect(pager.currentPage == 2)
        #expect(pager.setCurrentPage(1).isEmpty)
    }

    @Test func stayingOnThePageChangesNothing() {
        var pager = SlotPager(pageCount: 10, currentPage: 5)
        #expect(pager.setCurrentPage(5).isEmpty)
        var atEnd = SlotPager(pageCount: 10, currentPage: 10)
        #expect(atEnd.setCurrentPage(11).isEmpty)  // clamped to 10
    }

    @Test func aJumpOfTwoKeepsTheOverlap() {
        var pager = SlotPager(pageCount: 10, currentPage: 5)
        let kept = pager.slot(holding: 6)!
        let assignments = pager.setCurrentPage(7)
        #expect(assignments.count == 2)
        #expect(pager.slot(holding: 6) == kept)
        #expect(Set(pager.pages.compactMap { $0 }) == [6, 7, 8])
    }

    @Test func aJumpLeavesAnEmptySlotEmptyWhenNothingIsLeftForIt() {
        var pager = SlotPager(pageCount: 3, currentPage: 1)
        #expect(pager.pages == [nil, 1, 2])
        let assignments = pager.setCurrentPage(3)
        #expect(assignments.count == 1)  // page 1's slot takes page 3; the empty slot is not touched
        #expect(pager.pages == [nil, 3, 2])
    }

    @Test func aFarJumpReassignsEverySlot() {
        var pager = SlotPager(pageCount: 5_000, currentPage: 5)
        let before = pager.generations
        let assignments = pager.setCurrentPage(4_000)
        #expect(assignments.count == 3)
        #expect(Set(pager.pages.compactMap { $0 }) == [3_999, 4_000, 4_001])
        #expect(zip(before, pager.generations).allSatisfy { $0 < $1 })
        #expect(Set(assignments.map(\.generation)).count == 3)

        let toStart = pager.setCurrentPage(1)
        #expect(toStart.count == 3)
        #expect(pager.pages.filter { $0 == nil }.count == 1)
    }

    @Test func generationsNeverRepeat() {
        var pager = SlotPager(pageCount: 30, currentPage: 15)
        var seen = Set(pager.generations)
        var latest = seen.max()!
        var random = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let move =
                random.next(in: 0...9) == 0 ? random.next(in: 1...30) : pager.currentPage + random.next(in: -1...1)
            for assignment in pager.setCurrentPage(move) {
                #expect(assignment.generation > latest)
                latest = assignment.generation
                #expect(seen.insert(assignment.generation).inserted)
            }
        }
    }

    /// Drags the real physics across the half mark one pixel at a time, back and forth, and feeds
    /// its current page to the slots: the far slot swaps on exactly the step that crosses
    /// (page - 1) * stride + stride / 2, in both directions, and on no other step.
    @Test(arguments: [1, 5, 9])
    func swapsExactlyWhereTheOffsetCrossesTheHalfMark(startPage: Int) {
        var physics = PagerPhysics(pageCount: 10, pageWidth: 800, gap: 20, startPage: startPage)
        var slots = SlotPager(pageCount: 10, currentPage: startPage)
        let halfMark = Double(startPage - 1) * physics.stride + physics.stride / 2
        var x = 5_000.0, time = 0.0, swaps = 0
        physics.beginDrag(x: x, time: time)

        func step(by pixels: Double) {
            let before = physics.offsetX
            x -= pixels  // the finger moves left to move the offset right
            time += 0.01
            physics.drag(x: x, time: time)
            #expect(physics.offsetX == before + pixels)
            let crossed = (before < halfMark) != (physics.offsetX < halfMark)
            let assignments = slots.setCurrentPage(physics.currentPage)
            #expect(assignments.isEmpty == !crossed, "offset \(before) -> \(physics.offsetX), half mark \(halfMark)")
            if crossed {
                swaps += 1
                #expect(assignments.count == 1)  // only the far slot, even at the first and last pages
            }
        }

        for _ in 0..<3 {
            for _ in 0..<420 { step(by: 1) }  // forward across the half mark (410 px)
            for _ in 0..<30 { step(by: -1) }  // back across it
            for _ in 0..<20 { step(by: 1) }  // and forward again, then home
            for _ in 0..<410 { step(by: -1) }
        }
        #expect(swaps == 12)
        #expect(physics.offsetX == Double(startPage - 1) * physics.stride)
        #expect(slots.currentPage == startPage)
    }
}
