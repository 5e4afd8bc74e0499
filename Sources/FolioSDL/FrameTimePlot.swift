import FolioCore
import FolioRender
import Foundation

/// Writes the bench's `--plot`: the frame-time plot as an SVG, and the same drawing as a PNG beside
/// it (`out.svg` and `out.png`), for a browser and for a bug report.
enum FrameTimePlot {
    static func write(_ timeline: FrameTimeline, to path: String) throws {
        let plot = FramePlot(timeline: timeline)
        let base = (path.hasSuffix(".svg") || path.hasSuffix(".png")) ? String(path.dropLast(4)) : path
        let svgPath = base + ".svg"
        guard FileManager.default.createFile(atPath: svgPath, contents: Data(plot.svg.utf8)) else {
            throw BenchError.cannotWrite(path: svgPath)
        }
        try PlotPainter.writePNG(plot, to: base + ".png")
    }
}
