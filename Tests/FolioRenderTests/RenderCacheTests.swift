import FolioCore
import FolioRender
import Testing

/// The memory cache: a byte budget it never exceeds, least recently used first, never what is on screen.
@Suite struct RenderCacheTests {
    private func key(_ page: Int) -> RenderKey { RenderKey(page: page, scale: 1) }

    @Test func evictsTheLeastRecentlyUsedFirst() {
        var cache = RenderCache<Int>(budgetBytes: 300)
        for page in 1...3 { cache.insert(page, bytes: 100, for: key(page), pinned: []) }
        let used = cache.use(key(1))  // page 1 is now the most recent
        let inserted = cache.insert(4, bytes: 100, for: key(4), pinned: [])
        #expect(used == 1 && inserted)
        #expect(!cache.contains(key(2)))
        #expect(cache.contains(key(1)) && cache.contains(key(3)) && cache.contains(key(4)))
        #expect(cache.totalBytes == 300 && cache.count == 3)  // one of the four evicted
    }

    @Test func neverEvictsAPinnedEntry() {
        var cache = RenderCache<Int>(budgetBytes: 300)
        for page in 1...3 { cache.insert(page, bytes: 100, for: key(page), pinned: []) }
        let fitted = cache.insert(4, bytes: 100, for: key(4), pinned: [key(1), key(2)])
        #expect(fitted)
        #expect(cache.contains(key(1)) && cache.contains(key(2)) && !cache.contains(key(3)))
        // Only pinned entries are left to evict: the new one is refused rather than go over budget.
        let refused = !cache.insert(5, bytes: 100, for: key(5), pinned: [key(1), key(2), key(4)])
        #expect(refused && cache.totalBytes == 300 && !cache.contains(key(5)))
        let tooLarge = !cache.insert(6, bytes: 301, for: key(6), pinned: [])
        #expect(tooLarge)
    }

    @Test func aShareOfTheBudgetEvictsOnlyTheEntriesItCovers() {
        var cache = RenderCache<Int>(budgetBytes: 1000)
        let region = { (page: Int) in
            RenderKey(page: page, scale: 2, region: PixelRect(x: 0, y: 0, width: 10, height: 10))
        }
        cache.insert(0, bytes: 100, for: region(1), pinned: [])  // the oldest, but not a whole page
        for page in 1...5 { cache.insert(page, bytes: 100, for: key(page), pinned: []) }
        cache.evict(where: { $0.region == nil }, toHold: 200, pinned: [key(1)])
        // Whole pages down to 200 bytes: page 1 stays, pinned, with the most recent, 5; the region stays.
        #expect(cache.contains(key(1)) && cache.contains(key(5)) && cache.contains(region(1)))
        #expect(cache.count == 3 && cache.totalBytes == 300)
    }

    @Test func aSmallerBudgetEvictsTheLeastRecentlyUsedButNotWhatIsPinned() {
        var cache = RenderCache<Int>(budgetBytes: 400)
        for page in 1...4 { cache.insert(page, bytes: 100, for: key(page), pinned: []) }
        cache.setBudget(200, pinned: [key(1)])
        // Page 1 is the oldest but on screen; 2 and 3 go, 4 (the most recent) stays with it.
        #expect(cache.budgetBytes == 200 && cache.totalBytes == 200)
        #expect(cache.contains(key(1)) && cache.contains(key(4)) && cache.count == 2)
        // Pinned entries stay even beyond the budget, until they are not pinned.
        cache.setBudget(100, pinned: [key(1), key(4)])
        #expect(cache.totalBytes == 200 && cache.count == 2)
        let fitted = cache.insert(5, bytes: 100, for: key(5), pinned: [])
        #expect(fitted && cache.totalBytes == 100 && cache.contains(key(5)))
        cache.setBudget(1_000, pinned: [])
        let large = cache.insert(6, bytes: 900, for: key(6), pinned: [])
        #expect(large && cache.totalBytes == 1_000)
    }

    @Test func neverExceedsItsBudgetUnderRandomUse() {
        var random = SplitMix64(seed: 42)
        var cache = RenderCache<Int>(budgetBytes: 10_000)
        var onScreen: Set<RenderKey> = []
        for round in 0..<5_000 {
            let page = Int(random.next(below: 60)) + 1
            switch random.next(below: 4) {
            case 0: _ = cache.use(key(page))
            case 1: cache.remove(key(page))
            default:
                let pinnedBefore = onScreen.filter { cache.contains($0) }
                cache.insert(round, bytes: Int(random.next(below: 3_000)) + 1, for: key(page), pinned: onScreen)
                #expect(pinnedBefore.allSatisfy { cache.contains($0) || $0 == key(page) })
            }
            #expect(cache.totalBytes <= cache.budgetBytes)
            if round % 10 == 0 { onScreen = Set((0..<3).map { _ in key(Int(random.next(below: 60)) + 1) }) }
        }
        #expect(cache.peakBytes <= cache.budgetBytes)
    }

    @Test func replacingAKeyCountsItsBytesOnce() {
        var cache = RenderCache<Int>(budgetBytes: 300)
        cache.insert(1, bytes: 200, for: key(1), pinned: [])
        cache.insert(2, bytes: 250, for: key(1), pinned: [])
        #expect(cache.totalBytes == 250 && cache.count == 1 && cache.peek(key(1)) == 2)
        cache.removeAll { $0.page == 1 }
        #expect(cache.totalBytes == 0 && cache.count == 0)
    }
}
