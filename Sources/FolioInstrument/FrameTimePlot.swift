import Foundation

/// Writes the bench's `--plot`: the frame-time plot as an SVG, and the same drawing as a PNG beside
/// it (`out.svg` and `out.png`), for a browser and for a bug report.
public enum FrameTimePlot {
    /// The two files `--plot path` writes.
    public static func files(for path: String) -> (svg: String, png: String) {
        let base = path.hasSuffix(".svg") || path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        return (base + ".svg", base + ".png")
    }

    /// Lays out `timeline` and writes both files for `path`.
    public static func write(_ timeline: FrameTimeline, to path: String) throws {
        let plot = FramePlot(timeline: timeline)
        let files = files(for: path)
        try BenchError.write(Data(plot.svg.utf8), to: files.svg)
        try PlotPainter.writePNG(plot, to: files.png)
    }
}
