import FolioTestSupport
import Foundation
import Testing

/// `folio info --content-boxes`: each page's content box, where trimmed margins cut the page, agrees
/// with ghostscript's bbox device within 2 points on every page of the sample (rotated, cropped and
/// landscape pages among them); a page that draws nothing has none.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct ContentBoxTests {
    static func json(_ arguments: [String]) throws -> [String: Any] {
        let outcome = try ExternalCommand.folio(arguments).run(timeout: 120)
        try #require(outcome.status == 0, "\(outcome.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    }

    @Test(.enabled(if: ExternalCommand.which("gs") != nil, "ghostscript (gs) is not installed"))
    func theSamplesContentBoxesAgreeWithGhostscriptsWithinTwoPoints() throws {
        let boxes = try #require(
            try Self.json(["info", PackageRoot.samplePDF, "--content-boxes"])["pages"] as? [[String: Any]])
        let sizes = try #require(try Self.json(["info", PackageRoot.samplePDF])["pageSizes"] as? [[Double]])
        let gs = try ExternalCommand(
            try #require(ExternalCommand.which("gs")),
            ["-q", "-dNOPAUSE", "-dBATCH", "-dUseCropBox", "-sDEVICE=bbox", PackageRoot.samplePDF]
        ).run(timeout: 120)
        // The bbox device writes to stderr: "%%HiResBoundingBox: x0 y0 x1 y1", from the bottom left.
        let references = gs.standardError.split(separator: "\n").filter { $0.hasPrefix("%%HiResBoundingBox:") }
            .map { $0.split(separator: " ").dropFirst().compactMap { Double($0) } }
        try #require(references.count == sizes.count && boxes.count == sizes.count)
        for (index, entry) in boxes.enumerated() {
            #expect(entry["page"] as? Int == index + 1)
            let box = try #require(entry["contentBox"] as? [Double], "page \(index + 1) has a box")
            let (width, height) = (sizes[index][0], sizes[index][1])
            let gsBox = references[index]
            let clamp = { (value: Double, limit: Double) in min(max(value, 0), limit) }
            let expected = [
                clamp(gsBox[0], width), clamp(height - gsBox[3], height), clamp(gsBox[2], width),
                clamp(height - gsBox[1], height),
            ]
            let worst = zip(box, expected).map { abs($0 - $1) }.max() ?? 0
            #expect(worst <= 2, "page \(index + 1): \(box) against ghostscript's \(expected)")
        }
    }

    @Test func aPageThatDrawsNothingHasNoBox() throws {
        let folder = try TemporaryFolder.make("folio-blank-box")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pdf = folder + "/blank.pdf"
        try HandWrittenPDF.blank(pages: 2, catalogEntries: "").write(to: URL(fileURLWithPath: pdf))
        let boxes = try #require(try Self.json(["info", pdf, "--content-boxes"])["pages"] as? [[String: Any]])
        #expect(boxes.count == 2)
        #expect(boxes.allSatisfy { $0["contentBox"] is NSNull })
    }
}

/// `folio bench --trim`, through the render processes: the workers measure the boxes, and the page
/// comes to fill the window with its content.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct TrimBenchTests {
    @Test func aTrimmedPageShowsItsContentLarger() throws {
        let folder = try TemporaryFolder.make("folio-trim")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var finals: [[String: Any]] = []
        for extra in [[], ["--trim"]] {
            let report = folder + "/report-\(extra.count).json"
            let outcome = try ExternalCommand(
                PackageRoot.folioExecutable,
                ["bench", PackageRoot.samplePDF, "--script", "open", "--page", "3", "--report", report] + extra,
                environment: ["XDG_CACHE_HOME": folder + "/cache"]
            ).run(timeout: 60)
            try #require(outcome.status == 0, "\(outcome.standardError)")
            let parsed = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
            )
            #expect(parsed["staleFrames"] as? Int == 0 && parsed["blankFrames"] as? Int == 0)
            finals.append(try #require(parsed["final"] as? [String: Any]))
        }
        let (whole, trimmed) = (finals[0], finals[1])
        let wholeZoom = try #require(whole["zoom"] as? Double), trimmedZoom = try #require(trimmed["zoom"] as? Double)
        #expect(trimmedZoom > wholeZoom * 1.03, "\(trimmedZoom) against \(wholeZoom)")
        // Page 3's content starts 40 points down (ghostscript says 39.99); 6 points of margin stay.
        let visible = try #require(trimmed["visibleRect"] as? [Double])
        #expect(abs(visible[1] - 34) < 1.5, "\(visible)")
    }
}

extension TrimBenchTests {
    @Test func theBoxesMeasuredAreKeptInTheDiskCacheForTheNextOpen() throws {
        let folder = try TemporaryFolder.make("folio-trim-cache")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try ExternalCommand(
            PackageRoot.folioExecutable,
            ["bench", PackageRoot.samplePDF, "--script", "open", "--page", "3", "--trim"],
            environment: ["XDG_CACHE_HOME": folder + "/cache"]
        ).run(timeout: 60)
        try #require(outcome.status == 0, "\(outcome.standardError)")
        let files = FileManager.default.enumerator(atPath: folder + "/cache")?.compactMap { $0 as? String } ?? []
        let boxes = try #require(files.first { $0.hasSuffix("/boxes") }, "no boxes file among \(files)")
        let kept = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(folder)/cache/\(boxes)")))
                as? [String: Any])
        let page3 = try #require(kept["3"] as? [Double])
        #expect(page3.count == 4 && abs(page3[1] - 40) < 1, "\(page3)")
    }
}
