import FolioCore

/// The frame-time plot of one run (`folio bench --plot`), laid out once as `PlotShape`s that the SVG
/// writer and the cairo painter both draw: a title and caption, a timeline of main-thread work and
/// frame interval against the budget (gestures shaded, stalls and missed frames marked, values over
/// the top clipped and marked), and a histogram of main-thread work.
public struct FramePlot: Sendable, Equatable {
    /// The named groups the plot is drawn as, in drawing order; the SVG keeps each as a `<g class>`.
    public enum Part: String, Sendable, CaseIterable {
        case title
        case caption
        case legend
        case gestureSpans = "gesture-spans"
        case timelineGrid = "timeline-grid"
        // The interval behind the work: it is at or above the work wherever the two differ, and
        // a dense run's zig-zag would otherwise bury the work under it.
        case interval
        case mainThread = "main-thread"
        case missedThreshold = "missed-threshold"
        case budget
        case clipped
        case stalls
        case missed
        case timelineAxes = "timeline-axes"
        case histogramGrid = "histogram-grid"
        case histogramBars = "histogram-bars"
        case histogramBudget = "histogram-budget"
        case histogramAxes = "histogram-axes"
        case noFrames = "no-frames"
    }

    public static let defaultSize = Size(width: 1200, height: 720)
    /// Sizes outside these bounds are clamped to them: smaller leaves no room for the labels, larger
    /// is beyond what cairo's image surfaces take.
    public static let minimumSize = Size(width: 400, height: 300)
    public static let maximumSize = Size(width: 16_000, height: 16_000)

    public let timeline: FrameTimeline
    /// The canvas, in pixels (after clamping).
    public let size: Size
    /// Everything to draw, back to front: one `.group` per `Part` that has anything in it.
    public let shapes: [PlotShape]
    /// The timeline panel's data area: seconds across, `0...msCeiling` up.
    public let timelineArea: Rect
    /// The histogram's data area.
    public let histogramArea: Rect
    /// The top of the timeline's millisecond axis; values above it are drawn at the top edge and
    /// marked in the `clipped` part.
    public let msCeiling: Double

    public init(timeline: FrameTimeline, size: Size = FramePlot.defaultSize) {
        self.timeline = timeline
        let canvas = Self.clamped(size)
        self.size = canvas
        var layout = FramePlotLayout(timeline: timeline, canvas: canvas)
        layout.build()
        shapes = Part.allCases.compactMap { part in
            guard let members = layout.parts[part], !members.isEmpty else { return nil }
            return .group(part.rawValue, members)
        }
        timelineArea = layout.timelineArea
        histogramArea = layout.histogramArea
        msCeiling = layout.msCeiling
    }

    /// The shapes of one part (empty when the plot has none of it).
    public func shapes(in part: Part) -> [PlotShape] {
        for case .group(let name, let members) in shapes where name == part.rawValue { return members }
        return []
    }

    private static func clamped(_ size: Size) -> Size {
        func clamp(_ value: Double, _ low: Double, _ high: Double, _ fallback: Double) -> Double {
            value.isFinite ? min(max(value.rounded(), low), high) : fallback
        }
        return Size(
            width: clamp(size.width, minimumSize.width, maximumSize.width, defaultSize.width),
            height: clamp(size.height, minimumSize.height, maximumSize.height, defaultSize.height))
    }
}
