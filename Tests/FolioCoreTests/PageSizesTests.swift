import FolioCore
import Testing

/// Page sizes as they arrive: stand-ins from the nearest known page, the order pages are measured
/// in, and a reader whose pages' sizes answer late.
@Suite struct PageSizesTests {
    static let a4 = Size(width: 595.28, height: 841.89)
    static let letter = Size(width: 612, height: 792)
    static let landscape = Size(width: 841.89, height: 595.28)

    @Test func anUnknownPageStandsInWithTheNearestKnownPagesSize() {
        var sizes = PageSizes(count: 10, known: [1: Self.a4, 8: Self.landscape])
        #expect(sizes.unknownCount == 8 && !sizes.isKnown(2) && sizes.isKnown(8))
        #expect(sizes[2] == Self.a4)
        #expect(sizes[6] == Self.landscape)
        #expect(sizes.learn([2: Self.letter, 8: Self.a4, 11: Self.a4]) == [2])  // known and outside pages are ignored
        #expect(sizes[3] == Self.letter && sizes[8] == Self.landscape)
        #expect(PageSizes(count: 3)[2] == Self.a4)  // nothing known at all: A4
    }

    @Test func unknownPagesComeNearestFirst() {
        let sizes = PageSizes(count: 20, known: [9: Self.a4, 10: Self.a4, 11: Self.a4])
        #expect(sizes.unknownPages(nearestTo: 10, limit: 5) == [8, 12, 7, 13, 6])
        #expect(sizes.unknownPages(nearestTo: 1, limit: 3) == [1, 2, 3])
        #expect(PageSizes([Self.a4]).unknownPages(nearestTo: 1, limit: 3).isEmpty)
    }

    /// Sizes answered three frames after the planner first wants a page: the pager lays the page
    /// out with its stand-in, swaps slots by the three-slot rule, renders nothing at a stand-in's
    /// size, and lays the page out again once its size is known.
    @Test func pagesWhoseSizesArriveLateAreLaidOutAndSwappedByTheSlotRule() throws {
        let truth = (1...40).map { $0 % 5 == 0 ? Self.landscape : ($0 % 2 == 0 ? Self.letter : Self.a4) }
        var model = ReaderModel(
            pages: PageSizes(count: 40, known: [1: truth[0], 2: truth[1]]), viewport: Size(width: 1280, height: 800))
        var planner = RenderPlanner(policy: .engine, model: model)
        var asked: [Int: Int] = [:]  // page -> frame it was first waited for
        var time = 0.0
        for frame in 0..<400 {
            time += 1.0 / 60
            if frame % 20 == 0, model.physics.isSettled { model.apply(.command(.nextPage, focus: nil), at: time) }
            let due = asked.filter { frame - $0.value >= 3 }.keys
            if !due.isEmpty {
                model.apply(
                    .pageSizesMeasured(Dictionary(uniqueKeysWithValues: due.map { ($0, truth[$0 - 1]) })), at: time)
                for page in due { asked[page] = nil }
            }
            model.apply(.tick, at: time)
            planner.observe(model)
            let current = model.currentPage
            #expect(
                Set(model.slots.compactMap(\.page)) == Set((current - 1...current + 1).filter { (1...40).contains($0) })
            )
            for slot in model.slots {
                guard let page = slot.page else { continue }
                if model.pageSizes.isKnown(page) {
                    #expect(slot.zoom.page == truth[page - 1], "page \(page) laid out at its own size")
                } else if asked[page] == nil {
                    asked[page] = frame
                }
            }
            struct Nothing: RenderInventory {
                func holds(_ key: RenderKey) -> Bool { false }
                func regionKeys(ofPage page: Int) -> [RenderKey] { [] }
            }
            for job in planner.plan(for: model, inventory: Nothing()).jobs {
                #expect(model.pageSizes.isKnown(job.page), "page \(job.page) planned before its size is known")
            }
        }
        #expect(model.currentPage >= 10)
    }
}
