import FolioCore
import Testing

@testable import FolioRender

/// The order the pool measures page sizes in, without threads.
@Suite struct PageMeasuringTests {
    static let a4 = Size(width: 595.28, height: 841.89)

    @Test func pagesNearTheFocusAreUrgentAndComeFirst() {
        var measuring = PageMeasuring(PageSizes(count: 200, known: [1: Self.a4, 2: Self.a4]), focus: 1)
        #expect(measuring.isUrgent)
        let first = measuring.takeBatch()
        #expect(first == Array(3...18))
        #expect(!measuring.isIdle)
        // A second batch while the first is out takes the next pages, not the same ones.
        #expect(measuring.takeBatch().first == 19)
        measuring.finish(MeasuredPages(sizes: Dictionary(uniqueKeysWithValues: first.map { ($0, Self.a4) })))
        // A jump moves the focus: its neighbourhood comes next.
        measuring.focus = 150
        #expect(measuring.isUrgent)
        #expect(measuring.takeBatch().prefix(3) == [150, 149, 151])
    }

    @Test func farPagesAreNotUrgentAndEveryPageIsMeasuredOnce() {
        let known = Dictionary(uniqueKeysWithValues: (1...20).map { ($0, Self.a4) })
        var measuring = PageMeasuring(PageSizes(count: 60, known: known), focus: 5)
        #expect(!measuring.isUrgent)
        var seen: [Int] = []
        while case let batch = measuring.takeBatch(), !batch.isEmpty {
            seen += batch
            // Unreadable pages too.
            measuring.finish(MeasuredPages(sizes: Dictionary(uniqueKeysWithValues: batch.map { ($0, Size.zero) })))
        }
        #expect(seen.sorted() == Array(21...60))
        #expect(measuring.isDone && measuring.isIdle)
    }
}
