import FolioInstrument
import Foundation
import Testing

/// The soak's figures: /proc read as the kernel counts, the warm-up reading taken at the first rest
/// after a tenth of the script, growth as a fraction, and the verdict's criteria at their edges.
@Suite struct ResourceWatchTests {
    static func resources(mebibytes: Double, files: Int = 8, threads: Int = 3) -> ProcessResources {
        ProcessResources(residentBytes: Int(mebibytes * 1_048_576), openFiles: files, threads: threads)
    }

    @Test func procIsReadForThisProcess() throws {
        let now = ProcessResources.now()
        #expect(now.residentBytes > 1_000_000 && now.residentBytes <= ProcessMemory.peakResidentBytes)
        #expect(now.threads >= 1)
        #expect(now.openFiles >= 3)  // at least stdin, stdout and stderr
        // A file held open is one of them (other tests may open theirs meanwhile, so no exact count).
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/status"))
        defer { try? handle.close() }
        let listed = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
        #expect(listed.contains(String(handle.fileDescriptor)))
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

    @Test func aRunEndingBeforeItsWarmUpComparesTheEndWithItself() {
        let use = ResourceWatch(scriptSeconds: 100).use(end: Self.resources(mebibytes: 80), at: 3)
        #expect(use.start == use.end && use.residentGrowth == 0 && use.warmUpSeconds == 3)
    }

    @Test func theVerdictPassesJustUnderEveryLimit() {
        let use = ResourceUse(
            start: Self.resources(mebibytes: 100), end: Self.resources(mebibytes: 104.99, files: 7, threads: 3), warmUpSeconds: 60)
        let verdict = SoakVerdict(steps: 3000, seed: 2, staleFrames: 0, resources: use)
        #expect(verdict.passes && verdict.failures.isEmpty && verdict.reason.isEmpty)
        #expect(verdict.line == "soak passes over 3000 steps (seed 2): 0 stale frames, resident memory +5.0 % after warm-up "
            + "(100.0 to 105.0 MiB), open files 8 to 7, threads 3 to 3")
    }

    @Test func theVerdictNamesEveryBrokenCriterion() {
        let use = ResourceUse(
            start: Self.resources(mebibytes: 100), end: Self.resources(mebibytes: 105, files: 9, threads: 4), warmUpSeconds: 60)
        let verdict = SoakVerdict(steps: 100, seed: 1, staleFrames: 2, resources: use)
        #expect(!verdict.passes)
        #expect(verdict.failures == [
            "2 stale frames (must be 0)",
            "resident memory grew +5.0 % after warm-up (limit 5 %)",
            "open files grew from 8 to 9",
            "threads grew from 3 to 4",
        ])
        #expect(!verdict.reason.contains("\n"))
        #expect(verdict.line.hasPrefix("soak fails over 100 steps (seed 1): 2 stale frames"))
    }

    @Test func theReportCarriesTheVerdictsCriteriaNotItsLine() throws {
        let use = ResourceUse(start: Self.resources(mebibytes: 100), end: Self.resources(mebibytes: 90), warmUpSeconds: 6)
        let data = try JSONEncoder().encode(SoakVerdict(steps: 60, seed: 9, staleFrames: 0, resources: use))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(json.keys) == ["steps", "seed", "passes", "failures"])
        #expect(json["passes"] as? Bool == true)
    }
}
