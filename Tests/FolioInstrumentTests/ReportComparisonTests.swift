import FolioInstrument
import Foundation
import Testing

/// Saved bench reports read back by dotted path, compared with the noise rule, and the table.
@Suite struct ReportComparisonTests {
    private func report(_ json: String, path: String = "r.json") throws -> SavedReport {
        try SavedReport(data: Data(json.utf8), path: path)
    }

    private func figure(_ path: String) -> ReportFigure { ReportFigure.named(path) }

    @Test func numbersAreFoundByDottedPathAndMissingOnesAreNil() throws {
        let saved = try report(
            #"""
            {"frames": 40, "stalls": 2, "file": "a.pdf", "soak": null, "flaggedStalls": [3, 9],
             "mainThreadMs": {"p50": 1.5, "p99": 12, "max": 30, "count": 40},
             "renders": {"fitPerSecond": 22.5, "timeLimitSeconds": null}, "cache": {"diskCache": true}}
            """#)
        #expect(saved.number(at: "stalls") == 2)
        #expect(saved.number(at: "mainThreadMs.p99") == 12)
        #expect(saved.number(at: "renders.fitPerSecond") == 22.5)
        // Text, null, booleans, arrays and objects are not numbers; absent figures are nil.
        for path in [
            "file", "soak", "flaggedStalls", "cache.diskCache", "mainThreadMs", "timeToCrispMs.p99",
            "renders.timeLimitSeconds",
        ] {
            #expect(saved.number(at: path) == nil, "\(path)")
        }
        #expect(saved.runs == nil && saved.spread(of: "stalls") == nil)
        #expect(saved.value(of: "stalls") == 2)
    }

    @Test func whatIsNotABenchReportSaysWhyInOneLine() {
        for (json, reason) in [
            ("{", "not JSON"), ("[1, 2]", "not a JSON object"), (#"{"pages": 3}"#, "no 'frames' and 'stalls' figures"),
            (#"{"engine": {"frames": 1, "stalls": 0}, "sync": null}"#, "a --compare report"),
        ] {
            #expect(throws: SavedReportError.self) { try report(json, path: "x.json") }
            do {
                _ = try report(json, path: "x.json")
            } catch {
                #expect("\(error)".hasPrefix("x.json: not a folio bench report (\(reason)"), "\(error)")
            }
        }
    }

    @Test func aRepeatedReportGivesItsMediansAndSpreads() throws {
        let runs = try [3, 1, 2, 8].map { try report(#"{"frames": 10, "stalls": \#($0), "mainThreadMs": {"p50": 1}}"#) }
        let repeated = RepeatedRuns(reports: runs, paths: ["stalls", "mainThreadMs.p50", "timeToCrispMs.p99"])
        #expect(repeated.runs == 4)
        #expect(repeated.figures["stalls"] == FigureSpread(values: [3, 1, 2, 8]))
        #expect(repeated.figures["stalls"]?.median == 2.5)
        #expect(repeated.figures["timeToCrispMs.p99"] == nil)  // in no run
        let encoded = String(decoding: try JSONEncoder().encode(repeated), as: UTF8.self)
        let saved = try report(#"{"frames": 10, "stalls": 3, "repeat": \#(encoded)}"#)
        #expect(saved.runs == 4)
        #expect(saved.value(of: "stalls") == 2.5)
        #expect(saved.number(at: "stalls") == 3)
        #expect(saved.spread(of: "stalls") == FigureSpread.Range(min: 1, max: 8))
    }

    @Test func theNoiseRuleMarksADoubledStallCountAndNotATwoPercentP50() {
        #expect(ReportChange(figure("stalls"), from: 2, to: 4) == .worse)
        #expect(ReportChange(figure("stalls"), from: 0, to: 1) == .worse)
        #expect(ReportChange(figure("stalls"), from: 4, to: 2) == .better)
        #expect(ReportChange(figure("stalls"), from: 2, to: 3) == .withinNoise)
        #expect(ReportChange(figure("stalls"), from: 0, to: 0) == .withinNoise)
        #expect(ReportChange(figure("mainThreadMs.p50"), from: 10, to: 10.2) == .withinNoise)
        #expect(ReportChange(figure("mainThreadMs.p50"), from: 10, to: 12) == .worse)
        #expect(ReportChange(figure("mainThreadMs.p50"), from: 1, to: 1.3) == .withinNoise)  // under 0.5 ms
        #expect(ReportChange(figure("peakRSSBytes"), from: 100, to: 111) == .worse)
        #expect(ReportChange(figure("renders.fitPerSecond"), from: 20, to: 30) == .better)
        #expect(ReportChange(figure("prefetchHitRate"), from: 0.80, to: 0.70) == .worse)
        #expect(ReportChange(figure("prefetchHitRate"), from: 0.80, to: 0.83) == .withinNoise)
    }

    @Test func withSpreadsOnlyRangesThatDoNotOverlapAreMarked() {
        let p99 = figure("mainThreadMs.p99")
        let old = FigureSpread.Range(min: 10, max: 14)
        // A 40 % change, but the runs overlap: noise.
        #expect(
            ReportChange(p99, from: 12, to: 16.8, oldSpread: old, newSpread: .init(min: 13, max: 20)) == .withinNoise)
        // A 5 % change, but every new run is slower than every old one.
        #expect(
            ReportChange(
                p99, from: 12, to: 12.6, oldSpread: .init(min: 11.9, max: 12.1), newSpread: .init(min: 12.5, max: 12.7))
                == .worse)
        #expect(ReportChange(p99, from: 12, to: 8, oldSpread: old, newSpread: .init(min: 7, max: 9)) == .better)
        // Apart, but by 0.1 ms: steady runs keep apart by that much; it is no change to a frame.
        let p50 = figure("mainThreadMs.p50")
        #expect(
            ReportChange(
                p50, from: 0.7, to: 0.6, oldSpread: .init(min: 0.68, max: 0.72), newSpread: .init(min: 0.58, max: 0.62))
                == .withinNoise)
        #expect(
            ReportChange(
                figure("stalls"), from: 0, to: 1, oldSpread: .init(min: 0, max: 0), newSpread: .init(min: 1, max: 2))
                == .worse)
    }

    @Test func theTableShowsEachReportTheRatioAndTheMarks() throws {
        let old = try report(
            #"{"frames": 100, "stalls": 2, "mainThreadMs": {"p50": 5.0, "p99": 20}, "peakRSSBytes": 104857600}"#,
            path: "runs/old.json")
        let new = try report(
            #"{"frames": 100, "stalls": 4, "mainThreadMs": {"p50": 5.1, "p99": 20}, "peakRSSBytes": 104857600}"#,
            path: "new.json")
        let comparison = ReportComparison([old, new])
        let table = comparison.table
        let line = { (path: String) in
            table.split(separator: "\n").first { $0.contains("| \(path) ") }.map(String.init) ?? ""
        }
        #expect(line("stalls").contains("2.00x worse"))
        #expect(line("mainThreadMs.p50").contains("1.02x") && !line("mainThreadMs.p50").contains("worse"))
        #expect(line("peakRSSBytes").contains("100.0 MiB"))
        // Old reports without a figure print "-" rather than failing.
        #expect(line("timeToCrispMs.p99").contains(" - "))
        #expect(table.contains("old.json") && table.contains("new.json"))
        #expect(comparison.hasChanges)
        #expect(!ReportComparison([old, old]).hasChanges)
    }

    @Test func boundsParseWithEveryOperatorAndRejectBadSyntax() throws {
        let bound = try ReportBound(parsing: "timeToCrispMs.p99 >= 250")
        #expect(
            bound.path == "timeToCrispMs.p99" && bound.comparison == .atLeast && bound.limit == 250 && !bound.isRatio)
        #expect(bound.description == "timeToCrispMs.p99>=250")
        let ratio = try ReportBound(parsing: "peakRSSBytes>1.10x")
        #expect(ratio.isRatio && ratio.limit == 1.10 && ratio.comparison == .above)
        for (text, comparison) in [
            ("a>1", ReportBound.Comparison.above), ("a<1", .below), ("a<=1", .atMost), ("a==1", .equal),
            ("a!=1", .notEqual),
        ] {
            #expect(try ReportBound(parsing: text).comparison == comparison)
        }
        for bad in [
            "stalls", "stalls>", ">3", "stalls>>0", "stalls=3", "stalls>abc", "main..p99>1", "stalls>1.5y",
            "stalls>inf",
        ] {
            #expect(throws: ReportBoundError.self, "\(bad)") { try ReportBound(parsing: bad) }
        }
    }

    @Test func aBoundIsBrokenWhenItsConditionIsTrue() throws {
        let saved = try report(#"{"frames": 10, "stalls": 3, "staleFrames": 0, "timeToCrispMs": {"p99": 120}}"#)
        let broken = try #require(try ReportBound(parsing: "stalls>0").check(saved))
        #expect(broken.value == 3)
        #expect(broken.description == "bound broken: stalls>0 (stalls = 3)")
        #expect(try ReportBound(parsing: "staleFrames>0").check(saved) == nil)
        #expect(try ReportBound(parsing: "timeToCrispMs.p99>250").check(saved) == nil)
        #expect(try ReportBound(parsing: "timeToCrispMs.p99>100").check(saved) != nil)
        #expect(throws: ReportBoundError.self) { try ReportBound(parsing: "search.matches>0").check(saved) }
        // A ratio bound needs the old report, and checks new / old.
        #expect(throws: ReportBoundError.self) { try ReportBound(parsing: "stalls>1.5x").check(saved) }
        let old = try report(#"{"frames": 10, "stalls": 2, "staleFrames": 0}"#)
        #expect(try ReportBound(parsing: "stalls>1.5x").check(saved, against: old) == nil)  // 1.5x exactly
        #expect(try ReportBound(parsing: "stalls>=1.5x").check(saved, against: old) != nil)
        #expect(try ReportBound(parsing: "staleFrames>1.1x").check(saved, against: old) == nil)  // 0 against 0
    }
}
