import Foundation

/// Writes `--histogram`: a histogram's percentile distribution as HdrHistogram prints it (the `.hgrm`
/// text its plotter and other tools read), values in milliseconds.
public enum FrameTimeHistogramFile {
    public static func write(_ histogram: LatencyHistogram, to path: String) throws {
        try BenchError.write(Data(histogram.percentileDistribution.utf8), to: path)
    }
}
