import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// After a pinch to 16x at the centre of a text page and a wait, what the bench shows is what
/// pdftocairo renders for the report's visible rectangle at that zoom: crisp, not a scaled-up page.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"),
    .enabled(if: ReferenceRender.executable != nil, "pdftocairo (poppler-utils) is not installed"))
struct ZoomCrispnessTests {
    static let pinchTo16x = """
        {"window": [1280, 800], "fps": 60, "seed": 1,
         "steps": [{"pinch": {"scale": 16, "seconds": 0.5}}, {"wait": {"seconds": 0.5}}]}
        """

    struct Shot {
        let image: PixelBuffer
        let zoom: Double
        /// The final visible rectangle in the page's pixels at `zoom`.
        let region: PixelRect
    }

    private func benchScreenshot(of path: String, page: Int) throws -> Shot {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("folio-zoom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("pinch.json").path
        try Self.pinchTo16x.write(toFile: script, atomically: true, encoding: .utf8)
        let report = directory.appendingPathComponent("report.json").path
        let screenshot = directory.appendingPathComponent("final.png").path
        let outcome = try ExternalCommand.folio(
            ["bench", path, "--page", "\(page)", "--script", script, "--report", report, "--screenshot", screenshot]
        ).run(timeout: 120)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        let final = try #require(json["final"] as? [String: Any])
        let zoom = try #require(final["zoom"] as? Double)
        let rect = try #require(final["visibleRect"] as? [Double])
        #expect(final["page"] as? Int == page)
        let pixel = { (points: Double) in Int((points * zoom).rounded()) }
        return Shot(
            image: try PNGFile.read(screenshot), zoom: zoom,
            region: PixelRect(x: pixel(rect[0]), y: pixel(rect[1]), width: pixel(rect[2]), height: pixel(rect[3])))
    }

    private func checkCrisp(_ path: String, page: Int) throws {
        let shot = try benchScreenshot(of: path, page: page)
        // At 16x a page fills the window, so the whole screenshot is page.
        #expect(shot.region.width == 1280 && shot.region.height == 800)
        let fit = PageFit(
            page: try Document(path: path).page(page).size, viewport: Size(width: 1280, height: 800), margin: 12)
        #expect(abs(shot.zoom / fit.scale - 16) < 1e-9)
        let reference = try ReferenceRender.render(path: path, page: page, scale: shot.zoom, region: shot.region)
        let difference = try #require(ImageDifference.meanAbsolute(shot.image, reference))
        #expect(difference < 3, "the zoomed page differs from pdftocairo by \(difference) per channel")
        #expect(ImageDifference.contrast(shot.image) > 10, "the screenshot has no text in it")

        // The same view made the blurry way, the fit-size page scaled up 16 times, is caught.
        let fitRender = try ReferenceRender.render(path: path, page: page, scale: fit.scale)
        let magnification = shot.zoom / fit.scale
        let blurred = ImageResampling.magnified(
            fitRender, from: Point(x: Double(shot.region.x) / magnification, y: Double(shot.region.y) / magnification),
            by: magnification, width: shot.region.width, height: shot.region.height)
        let blurDifference = try #require(ImageDifference.meanAbsolute(blurred, reference))
        #expect(blurDifference >= 3, "a scaled-up fit render passes as crisp (\(blurDifference))")
    }

    @Test func sampleTextPageAt16x() throws {
        try checkCrisp(PackageRoot.samplePDF, page: 3)
    }

    @Test(
        .enabled(
            if: Corpus.shared?.entry("main/pdfjs_tracemonkey.pdf") != nil,
            "the corpus (../shared/corpus) is absent: tracemonkey at 16x is not checked"))
    func tracemonkeyAt16x() throws {
        let entry = try #require(Corpus.shared?.entry("main/pdfjs_tracemonkey.pdf"))
        try checkCrisp(entry.absolutePath, page: 1)
    }
}
