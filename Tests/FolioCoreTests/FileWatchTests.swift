import FolioCore
import Testing

/// Reloading a changed file only once it is stable, and saying when it is gone.
struct FileWatchTests {
    @Test func anUnchangedFileIsLeftAlone() {
        var watch = FileWatch<Int>(shown: 1)
        #expect(watch.look(1, at: 0) == .unchanged)
        #expect(watch.look(1, at: 10) == .unchanged)
        #expect(watch.nextLook(after: 10) == 10 + FileWatch<Int>.idleInterval)
    }

    @Test func aChangeIsReloadedOnceItHasSettled() {
        var watch = FileWatch<Int>(shown: 1)
        #expect(watch.look(2, at: 0) == .settling)
        #expect(watch.nextLook(after: 0) == FileWatch<Int>.settlingInterval)
        #expect(watch.look(2, at: 0.1) == .settling)
        #expect(watch.look(2, at: 0.2) == .changed(2))
        watch.reloaded(as: 2)
        #expect(watch.look(2, at: 0.3) == .unchanged)
        #expect(watch.shown == 2)
    }

    @Test func aFileStillBeingWrittenWaits() {
        var watch = FileWatch<Int>(shown: 1)
        // Grows at every look: never stable for 0.2 s.
        for (index, time) in stride(from: 0.0, to: 1, by: 0.1).enumerated() {
            #expect(watch.look(10 + index, at: time) == .settling)
        }
        #expect(watch.look(19, at: 1.05) == .settling)
        #expect(watch.look(19, at: 1.3) == .changed(19))
    }

    @Test func aFileGoneIsSaidAndItsReturnUnchangedIsNoReload() {
        var watch = FileWatch<Int>(shown: 1)
        #expect(watch.look(nil, at: 0) == .gone)
        #expect(watch.look(nil, at: 5) == .gone)
        #expect(watch.look(1, at: 6) == .unchanged)
        // Gone, then back as another version (an editor's rename): reloaded once stable.
        #expect(watch.look(nil, at: 7) == .gone)
        #expect(watch.look(3, at: 7.5) == .settling)
        #expect(watch.look(3, at: 8) == .changed(3))
    }

    @Test func aFileThatWasNotThereAtFirstIsLoadedWhenItComes() {
        var watch = FileWatch<Int>(shown: nil)
        #expect(watch.look(nil, at: 0) == .gone)
        #expect(watch.look(4, at: 1) == .settling)
        #expect(watch.look(4, at: 1.5) == .changed(4))
    }
}
