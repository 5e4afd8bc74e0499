import FolioTestSupport
import Foundation
import Testing

/// The figures other tools report, from a real bench run: `--histogram` writes HdrHistogram's
/// percentile text agreeing with the report, and an injected stall comes back as hitch time, one
/// janky frame and a worst second with its dropped frames.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct OtherToolsFiguresTests {
    /// Nothing moves for three seconds at 10 fps (a 100 ms budget): machine noise is far below a stall.
    private static let idleScript =
        #"{"window": [480, 320], "fps": 10, "seed": 1, "steps": [{"wait": {"seconds": 3}}]}"#

    @Test func histogramAndSmoothnessOfAnInjectedStall() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("folio-hgrm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("idle.json").path
        try Self.idleScript.write(toFile: script, atomically: true, encoding: .utf8)
        let report = directory.appendingPathComponent("report.json").path
        let histogram = directory.appendingPathComponent("frames.hgrm").path
        let outcome = try ExternalCommand.folio(
            [
                "bench", PackageRoot.samplePDF, "--script", script, "--report", report, "--histogram", histogram,
                "--inject-stall", "15:250", "--no-disk-cache",
            ]
        ).run(timeout: 120)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        let frames = try #require(summary["frames"] as? Int)

        // The stall's frame came 350 ms after the one before: 250 ms late, over about frames - 1 budgets.
        let hitch = try #require(summary["hitchTimeRatioMsPerS"] as? Double)
        let presentingSeconds = Double(frames - 1) * 0.1
        #expect(abs(hitch * presentingSeconds - 250) < 25, "hitch \(hitch) ms/s over \(frames) frames")
        // The stall's frame is janky (it also missed its present). A loaded machine (the suite under
        // AddressSanitizer) may be late with a frame of its own now and then: a whole count, one or more.
        let janky = try #require(summary["jankyFrameShare"] as? Double)
        let jankyFrames = janky * Double(frames)
        #expect(
            jankyFrames >= 1 - 1e-9 && abs(jankyFrames - jankyFrames.rounded()) < 1e-9, "janky \(janky) of \(frames)")
        // 350 ms is 3.5 budgets: 3 dropped in the worst second, of 10 to 15 expected.
        let worst = try #require(summary["worstSecondDroppedFrameShare"] as? Double)
        #expect(worst >= 3.0 / 15 && worst <= 3.0 / 10, "worst second \(worst)")

        // The .hgrm: HdrHistogram's text, a line per percentile, then its summary lines.
        let lines = try String(contentsOfFile: histogram, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("Percentile") == true)
        let tail = lines.suffix(3)
        #expect(tail.map { $0.prefix(6) } == ["#[Mean", "#[Max ", "#[Buck"])
        #expect(
            tail.dropFirst().first?.contains(
                "Total count    = \(String(repeating: " ", count: 12 - "\(frames)".count))\(frames)]") == true)
        let rows = lines.compactMap { line -> (value: Double, percentile: Double)? in
            let fields = line.split(separator: " ")
            guard fields.count >= 3, let value = Double(fields[0]), let percentile = Double(fields[1]) else {
                return nil
            }
            return (value, percentile)
        }
        let mainThread = try #require(summary["mainThreadMs"] as? [String: Any])
        for (percentile, key) in [(0.5, "p50"), (0.99, "p99")] {
            let expected = try #require(mainThread[key] as? Double)
            let row = try #require(rows.first { $0.percentile >= percentile })
            // Three significant digits: the same bucket, to 0.1 % and the printed rounding.
            #expect(abs(row.value - expected) <= expected * 0.002 + 0.001, "\(key): \(row.value) against \(expected)")
        }
        let max = try #require(mainThread["max"] as? Double)
        #expect(abs((rows.last?.value ?? 0) - max) <= max * 0.002 + 0.001)
        #expect(max >= 250)
    }
}
