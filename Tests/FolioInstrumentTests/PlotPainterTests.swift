import FolioCore
import FolioInstrument
import FolioRender
import Foundation
import Testing

/// The frame-time plot through cairo: the canvas size, the budget line where the layout put it, a
/// white background, and PNGs written through `PNGFile`.
@Suite struct PlotPainterTests {
    static let budget = 1000.0 / 60

    /// Five seconds at 60 fps with two stalls, the second far over the top of the timeline.
    static func plot() -> FramePlot {
        let frames = (0..<300).map { index -> FrameTimeline.Frame in
            let work = index == 120 ? 45 : index == 200 ? 300 : 3 + Double(index % 5)
            return .init(
                t: Double(index) / 60, mainThreadMs: work, intervalMs: index == 0 ? nil : max(work, budget),
                stall: work > budget, missed: work > budget * 1.5)
        }
        let timeline = FrameTimeline(
            title: "sample.pdf - flick - engine", budgetMs: budget, frames: frames,
            gestureSpans: [GestureSpan(start: 0.5, end: 2, stepIndex: 0)])
        return FramePlot(timeline: timeline)
    }

    private func isRed(_ pixel: (blue: UInt8, green: UInt8, red: UInt8, alpha: UInt8)) -> Bool {
        pixel.red > 170 && pixel.green < 110 && pixel.blue < 110
    }

    @Test func paintsTheCanvasSizeOnWhite() throws {
        let plot = Self.plot()
        let image = try PlotPainter.paint(plot)
        #expect(image.width == 1200 && image.height == 720)
        for (x, y) in [(1, 1), (image.width - 2, 1), (1, image.height - 2), (image.width - 2, image.height - 2)] {
            let pixel = image.pixel(x: x, y: y)
            #expect(pixel.red == 255 && pixel.green == 255 && pixel.blue == 255 && pixel.alpha == 255)
        }
    }

    @Test func theBudgetLineIsRedWhereTheLayoutPutIt() throws {
        let plot = Self.plot()
        let image = try PlotPainter.paint(plot)
        let area = plot.timelineArea
        let budgetY = area.maxY - Self.budget / plot.msCeiling * area.height
        var red = 0
        for x in Int(area.minX)..<Int(area.maxX) {
            // A 1.5 px line centred off the pixel grid covers one row fully and its neighbours partly.
            if (Int(budgetY) - 1...Int(budgetY) + 1).contains(where: { isRed(image.pixel(x: x, y: $0)) }) { red += 1 }
        }
        // Dashed 6 on, 4 off: about 60 % of the width, less the label at the right end.
        #expect(Double(red) > area.width * 0.45, "\(red) red pixels along y \(budgetY)")
        // A few rows higher there is no red line.
        let above = Int(budgetY) - 8
        let redAbove = (Int(area.minX)..<Int(area.minX) + 300).filter { isRed(image.pixel(x: $0, y: above)) }.count
        #expect(redAbove < 10)
    }

    @Test func writesAPNGThatReadsBackAtTheSameSize() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-plot-\(UUID().uuidString).png")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let plot = Self.plot()
        try PlotPainter.writePNG(plot, to: path)
        let image = try PNGFile.read(path)
        #expect(image.width == Int(plot.size.width) && image.height == Int(plot.size.height))
        #expect(image == (try PlotPainter.paint(plot)))
    }

    @Test func writingIntoAMissingDirectoryFails() {
        let path = "/nonexistent-folio-\(UUID().uuidString)/plot.png"
        do {
            try PlotPainter.writePNG(Self.plot(), to: path)
            Issue.record("wrote \(path)")
        } catch {
            guard case .writeFailed(let failedPath, _) = error else {
                Issue.record("expected writeFailed, got \(error)")
                return
            }
            #expect(failedPath == path)
        }
    }

    @Test func anEmptyTimelinePaints() throws {
        let plot = FramePlot(
            timeline: FrameTimeline(title: "empty", budgetMs: Self.budget, frames: [], gestureSpans: []),
            size: Size(width: 640, height: 400))
        let image = try PlotPainter.paint(plot)
        #expect(image.width == 640 && image.height == 400)
    }
}
