import FolioInstrument
import FolioRender
import Foundation
import Testing

/// The soak's figures: /proc read as the kernel counts, the warm-up reading taken at the first rest
/// after a tenth of the script, and growth as a fraction (the verdict's criteria: `SoakVerdictTests`).
@Suite struct ResourceWatchTests {
    static func resources(mebibytes: Double, files: Int = 8, threads: Int = 3) -> ProcessResources {
        ProcessResources(residentBytes: Int(mebibytes * 1_048_576), openFiles: files, threads: threads)
    }

    @Test func procIsReadForThisProcess() throws {
        let now = ProcessResources.now()
        // Two readings of the kernel's resident-set counters, which are kept per CPU and summed
        // approximately, while other tests allocate and free: the peak read a moment later has
        // come out below the resident set read first (under ASan). Within 16 MiB, it is the peak.
        #expect(now.residentBytes > 1_000_000 && now.residentBytes <= ProcessMemory.peakResidentBytes + (16 << 20))
        #expect(now.threads >= 1)
        #expect(now.openFiles >= 3)  // at least stdin, stdout and stderr
        // The tree holds this process at least; no cache was named.
        let tree = try #require(now.processTree)
        #expect(tree.processes >= 1 && tree.pssBytes > 1_000_000 && now.cachedBytes == 0)
        // A file held open is one of them (other tests may open theirs meanwhile, so no exact count).
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/status"))
        defer { try? handle.close() }
        let listed = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
        #expect(listed.contains(String(handle.fileDescriptor)))
    }

    /// The soak counts the reader's threads but the render pool's, which come and go by design.
    @Test func threadsAreListedByName() {
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let thread = Thread {
            Thread.nameCurrent(RenderPool.threadNamePrefix + "99")
            started.signal()
            release.wait()
        }
        thread.start()
        started.wait()
        let names = ProcessMemory.threadNames
        release.signal()
        #expect(names.contains(RenderPool.threadNamePrefix + "99"), "\(names)")
        #expect(names.count >= 2)
    }

    @Test func warmUpEndsAtTheFirstRestAfterATenthOfTheScript() {
        var watch = ResourceWatch(scriptSeconds: 100)
        #expect(watch.warmUpSeconds == 10)
        watch.framePresented(at: 9.9, atRest: true) { Self.resources(mebibytes: 50) }
        #expect(watch.start == nil)
        watch.framePresented(at: 10, atRest: false) { Self.resources(mebibytes: 60) }
        #expect(watch.start == nil)
        watch.framePresented(at: 12, atRest: true) { Self.resources(mebibytes: 200) }
        watch.framePresented(at: 13, atRest: true) { Self.resources(mebibytes: 300) }
        #expect(watch.start?.resources == Self.resources(mebibytes: 200) && watch.start?.seconds == 12)
        let use = watch.use(end: Self.resources(mebibytes: 205), at: 101)
        #expect(use.warmUpSeconds == 12)
        #expect(abs(use.residentGrowth - 0.025) < 1e-12)
    }

    @Test func withoutARestTheReadingIsTakenAtAFifth() {
        var watch = ResourceWatch(scriptSeconds: 100)
        for t in stride(from: 10.0, through: 19.9, by: 0.1) {
            watch.framePresented(at: t, atRest: false) { Self.resources(mebibytes: 1) }
        }
        #expect(watch.start == nil)
        watch.framePresented(at: 20, atRest: false) { Self.resources(mebibytes: 2) }
        #expect(watch.start?.seconds == 20)
    }

    @Test func theWindowReadsNothingInItsFirstSecond() {
        var watch = ResourceWatch.window
        for t in stride(from: 0.0, to: 1.0, by: 0.1) {
            watch.framePresented(at: t, atRest: true) { Self.resources(mebibytes: 1) }
        }
        // Neither the warm-up's reading nor the tree's sampler took a core from the launch.
        #expect(watch.start == nil && watch.processTree == nil)
        watch.framePresented(at: 1.2, atRest: true) { Self.resources(mebibytes: 2) }
        #expect(watch.start?.seconds == 1.2 && watch.processTree != nil)
    }

    @Test func aRunEndingBeforeItsWarmUpComparesTheEndWithItself() {
        let use = ResourceWatch(scriptSeconds: 100).use(end: Self.resources(mebibytes: 80), at: 3)
        #expect(use.start == use.end && use.residentGrowth == 0 && use.warmUpSeconds == 3)
    }
}
