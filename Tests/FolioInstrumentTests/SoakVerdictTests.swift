import FolioInstrument
import Foundation
import Testing

/// The soak's verdict on synthetic readings: a cache filling to its budget after warm-up passes
/// where a leak of the same size fails, named in MiB and per cent; the memory is the reader's and
/// its workers' (the reader's alone when the tree was not read), counted for as many workers as
/// after warm-up; stalls pass up to one in a thousand frames; every criterion at its edge; the
/// report's `soak` figures.
@Suite struct SoakVerdictTests {
    static let mebibyte = 1_048_576

    /// A reading in MiB: the reader's RSS, the tree's PSS over `processes` (nil: not read) with the
    /// workers' private memory, the caches' bytes.
    static func reading(
        rss: Double, pss: Double?, cached: Double = 0, processes: Int = 3, workersPrivate: Double = 0, files: Int = 30,
        threads: Int = 12
    ) -> ProcessResources {
        func bytes(_ mebibytes: Double) -> Int { Int(mebibytes * Double(mebibyte)) }
        return ProcessResources(
            residentBytes: bytes(rss), openFiles: files, threads: threads,
            processTree: pss.map {
                ProcessTreeMemory(
                    pssBytes: bytes($0), processes: processes, descendantPrivateBytes: bytes(workersPrivate))
            },
            cachedBytes: bytes(cached))
    }

    static func verdict(
        _ start: ProcessResources, _ end: ProcessResources, frames: Int = 6000, stale: Int = 0, stalls: Int = 0
    ) -> SoakVerdict {
        SoakVerdict(
            steps: 300, seed: 1, frames: frames, staleFrames: stale, stalls: stalls,
            resources: ResourceUse(start: start, end: end, warmUpSeconds: 11))
    }

    @Test func aCacheFillingToItsBudgetPasses() {
        // The run: the reader's RSS 193 → 312 MiB (+61.4 %) as the texture cache filled.
        let verdict = Self.verdict(
            Self.reading(rss: 193, pss: 230, cached: 120), Self.reading(rss: 312, pss: 352, cached: 239))
        #expect(verdict.passes, "\(verdict.failures)")
        #expect(verdict.memory.start == 110 * Self.mebibyte && verdict.memory.growthBytes == 3 * Self.mebibyte)
        #expect(
            verdict.line == "soak passes over 300 steps (seed 1): 0 stale frames, 0 stalls in 6000 frames (limit 6), "
                + "uncached memory +3.0 MiB (+2.7 %) after warm-up (110.0 to 113.0 MiB: PSS of the reader and 2 then 2 workers less "
                + "120.0 then 239.0 MiB cached; limit +36.0 MiB), reader's resident memory +61.7 %, open files 30 to 30, "
                + "threads 12 to 12")
    }

    @Test func aLeakFailsNamingItsGrowth() {
        // The same run keeping 1 MiB a step after warm-up: 270 MiB more than the cache holds.
        let verdict = Self.verdict(
            Self.reading(rss: 193, pss: 230, cached: 120), Self.reading(rss: 582, pss: 622, cached: 239))
        #expect(!verdict.passes)
        #expect(verdict.failures == ["uncached memory grew +273.0 MiB (+248.2 %) after warm-up (limit +36.0 MiB)"])
        #expect(verdict.line.hasPrefix("soak fails over 300 steps (seed 1): 0 stale frames, 0 stalls in 6000 frames"))
    }

    @Test func aWorkerGrowingCountsAsTheReaderDoes() {
        // The reader stays put; its two render processes grow by 20 MiB each.
        let verdict = Self.verdict(
            Self.reading(rss: 150, pss: 200, cached: 100, workersPrivate: 40),
            Self.reading(rss: 150, pss: 240, cached: 100, workersPrivate: 80))
        #expect(!verdict.passes && verdict.memory.growthBytes == 40 * Self.mebibyte)
    }

    @Test func workersComingAndGoingAreCountedAsManyAsAfterWarmUp() {
        // Two workers of 20 MiB each after warm-up; one at the end (killed, not yet started again):
        // no memory given back. And one after warm-up, two at the end: no leak.
        let fewer = Self.verdict(
            Self.reading(rss: 150, pss: 200, cached: 100, workersPrivate: 40),
            Self.reading(rss: 150, pss: 180, cached: 100, processes: 2, workersPrivate: 20))
        #expect(fewer.memory.growthBytes == 0 && fewer.memory.workersStart == 2 && fewer.memory.workersEnd == 1)
        let more = Self.verdict(
            Self.reading(rss: 150, pss: 180, cached: 100, processes: 2, workersPrivate: 20),
            Self.reading(rss: 150, pss: 200, cached: 100, workersPrivate: 40))
        #expect(more.passes && more.memory.growthBytes == 0)
        // A worker that leaks still shows, as its mean does.
        let leaking = Self.verdict(
            Self.reading(rss: 150, pss: 180, cached: 100, processes: 2, workersPrivate: 20),
            Self.reading(rss: 150, pss: 260, cached: 100, workersPrivate: 100))
        #expect(!leaking.passes && leaking.memory.growthBytes == 30 * Self.mebibyte)
        // None at the end: their memory is gone with them.
        let none = Self.verdict(
            Self.reading(rss: 150, pss: 200, cached: 100, workersPrivate: 40),
            Self.reading(rss: 150, pss: 150, cached: 100, processes: 1))
        #expect(none.memory.growthBytes == -50 * Self.mebibyte)
    }

    @Test func withoutTheTreeTheReadersOwnMemoryIsJudged() {
        let start = Self.reading(rss: 200, pss: nil, cached: 100), end = Self.reading(rss: 300, pss: 900, cached: 195)
        let verdict = Self.verdict(start, end)
        #expect(!verdict.memory.ofProcessTree)
        #expect(verdict.memory.start == 100 * Self.mebibyte && verdict.memory.end == 105 * Self.mebibyte)
        #expect(verdict.passes && verdict.memory.limitBytes == UncachedMemory.allowanceBytesPerProcess)
        #expect(verdict.line.contains("(100.0 to 105.0 MiB: the reader's RSS less 100.0 then 195.0 MiB cached;"))
    }

    @Test func growthPassesUpToTheLargerOfTheShareAndTheAllowance() {
        // The reader and two workers: three processes' allowance.
        let allowance = 3 * Double(UncachedMemory.allowanceBytesPerProcess) / Double(Self.mebibyte)
        // Small: the allowance decides. Large: 5 % does.
        for (start, limit) in [(100.0, allowance), (2000.0, max(100, allowance))] {
            let atLimit = Self.verdict(Self.reading(rss: 1, pss: start), Self.reading(rss: 1, pss: start + limit))
            #expect(atLimit.passes && atLimit.memory.limitBytes == Int(limit * Double(Self.mebibyte)), "\(start)")
            let over = Self.verdict(
                Self.reading(rss: 1, pss: start), Self.reading(rss: 1, pss: start + limit + 1.0 / 1024))
            #expect(!over.passes, "\(start)")
        }
        // One worker after warm-up: two processes' allowance.
        let oneWorker = Self.verdict(
            Self.reading(rss: 1, pss: 100, processes: 2), Self.reading(rss: 1, pss: 100, processes: 2))
        #expect(oneWorker.memory.limitBytes == 2 * UncachedMemory.allowanceBytesPerProcess)
        // Memory given back is no failure.
        #expect(Self.verdict(Self.reading(rss: 1, pss: 300), Self.reading(rss: 1, pss: 200)).passes)
    }

    @Test func aWorkerStartedAgainMayHoldItsDescriptorsInTheReader() {
        let start = Self.reading(rss: 100, pss: 120, processes: 2, files: 10)
        let limit = 10 + SoakVerdict.descriptorsPerWorker
        #expect(Self.verdict(start, Self.reading(rss: 100, pss: 120, processes: 3, files: limit)).passes)
        #expect(
            Self.verdict(start, Self.reading(rss: 100, pss: 120, processes: 3, files: limit + 1)).failures
                == ["open files grew from 10 to \(limit + 1) (limit \(limit) with 1 more worker)"])
        // As many workers: not one more descriptor.
        #expect(!Self.verdict(start, Self.reading(rss: 100, pss: 120, processes: 2, files: 11)).passes)
    }

    @Test func stallsPassUpToOneInAThousandFrames() {
        let start = Self.reading(rss: 100, pss: 120), end = Self.reading(rss: 100, pss: 120)
        #expect(Self.verdict(start, end, frames: 6999, stalls: 6).passes)
        let over = Self.verdict(start, end, frames: 6999, stalls: 7)
        #expect(over.failures == ["7 stalls in 6999 frames (limit 6, one in 1000)"])
        #expect(over.stalls == 7 && over.stallLimit == 6)
        // Under a thousand frames, no stall passes.
        #expect(!Self.verdict(start, end, frames: 999, stalls: 1).passes)
        #expect(Self.verdict(start, end, frames: 999, stalls: 0).line.contains("0 stalls in 999 frames (limit 0)"))
    }

    @Test func theVerdictNamesEveryBrokenCriterion() {
        let verdict = Self.verdict(
            Self.reading(rss: 100, pss: 100), Self.reading(rss: 140, pss: 140, files: 31, threads: 13),
            frames: 1000, stale: 2, stalls: 3)
        #expect(!verdict.passes)
        #expect(
            verdict.failures == [
                "2 stale frames (must be 0)",
                "3 stalls in 1000 frames (limit 1, one in 1000)",
                "uncached memory grew +40.0 MiB (+40.0 %) after warm-up (limit +36.0 MiB)",
                "open files grew from 30 to 31",
                "threads grew from 12 to 13",
            ])
        #expect(verdict.reason == verdict.failures.joined(separator: "; ") && !verdict.reason.contains("\n"))
    }

    @Test func theReportCarriesTheFiguresJudgedNotTheLine() throws {
        let verdict = Self.verdict(
            Self.reading(rss: 193, pss: 230, cached: 120), Self.reading(rss: 312, pss: 352, cached: 239))
        let data = try JSONEncoder().encode(verdict)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(
            Set(json.keys) == [
                "steps", "seed", "passes", "failures", "stalls", "stallLimit", "uncachedBytes", "cachedBytes",
                "uncachedGrowth", "uncachedGrowthBytes", "uncachedGrowthLimitBytes", "uncachedOf", "workers",
            ])
        #expect(
            json["passes"] as? Bool == true && json["stallLimit"] as? Int == 6
                && json["uncachedOf"] as? String == "processTreePSS")
        #expect(json["uncachedBytes"] as? [String: Int] == ["start": 110 * Self.mebibyte, "end": 113 * Self.mebibyte])
        #expect(json["cachedBytes"] as? [String: Int] == ["start": 120 * Self.mebibyte, "end": 239 * Self.mebibyte])
        #expect(json["uncachedGrowthBytes"] as? Int == 3 * Self.mebibyte)
        #expect(abs((json["uncachedGrowth"] as? Double ?? 0) - 3.0 / 110) < 1e-12)
    }
}
