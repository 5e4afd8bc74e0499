import FolioCore
import RealModule

private typealias PlotText = PlotShape.Text

/// The arithmetic behind `FramePlot`: scales, ticks, bins and the shapes of each part.
struct FramePlotLayout {
    let timeline: FrameTimeline
    let canvas: Size
    var parts: [FramePlot.Part: [PlotShape]] = [:]
    var timelineArea = Rect.zero
    var histogramArea = Rect.zero
    var msCeiling = 1.0

    // Plain, print-friendly colours (the matplotlib defaults most engineers read without a key).
    static let blue = PlotColour(0x1f, 0x77, 0xb4)
    static let red = PlotColour(0xd6, 0x27, 0x28)
    static let orange = PlotColour(0xff, 0x7f, 0x0e)
    static let grey = PlotColour(0x8c, 0x8c, 0x8c)
    static let ink = PlotColour(0x22, 0x22, 0x22)
    static let faint = PlotColour(0x55, 0x55, 0x55)
    static let grid = PlotColour(0xe4, 0xe4, 0xe4)
    static let frame = PlotColour(0x99, 0x99, 0x99)
    static let band = PlotColour(0x9e, 0xc0, 0xe6)

    static let missedLabel = "\(DecimalText.short(FrameTimeline.missedFrameBudgets)) × budget: missed"

    /// Frames with a usable time, in time order: the ones the timeline can place.
    let placed: [FrameTimeline.Frame]
    let mainValues: [Double]
    let intervalValues: [Double]
    /// The p99 of `mainValues` as the report gives it; nil for no frames.
    let mainP99: Double?
    /// Nil when the timeline's budget is not a positive number: no budget lines then.
    let budget: Double?

    init(timeline: FrameTimeline, canvas: Size) {
        self.timeline = timeline
        self.canvas = canvas
        placed = timeline.frames.filter { $0.t.isFinite }.sorted { $0.t < $1.t }
        mainValues = timeline.frames.map(\.mainThreadMs).filter(\.isFinite)
        intervalValues = timeline.frames.compactMap(\.intervalMs).filter(\.isFinite)
        mainP99 = Self.p99(mainValues)
        budget = timeline.budgetMs.isFinite && timeline.budgetMs > 0 ? timeline.budgetMs : nil
    }

    // MARK: Layout

    var left: Double { 64 }
    var right: Double { canvas.width - 24 }
    var plotWidth: Double { right - left }

    mutating func build() {
        // Top to bottom: header (title, caption, legend), the timeline with its marker strip,
        // room for its tick labels and axis label, then the histogram and its labels.
        let panelTop = header() + 14
        let strip = 40.0, gap = 62.0, bottomRoom = 40.0
        let dataTop = panelTop + strip
        let available = max(canvas.height - dataTop - gap - bottomRoom, 40)
        let timelineHeight = (available * 0.6).rounded()
        timelineArea = Rect(x: left, y: dataTop, width: plotWidth, height: timelineHeight)
        let histogramTop = timelineArea.maxY + gap
        histogramArea = Rect(
            x: left, y: histogramTop, width: plotWidth, height: max(canvas.height - bottomRoom - histogramTop, 20))

        timelinePanel(stripTop: panelTop)
        histogramPanel()
        if timeline.frames.isEmpty {
            let notice = { (area: Rect) -> [PlotShape] in
                let centre = Point(x: area.minX + area.width / 2, y: area.minY + area.height / 2)
                return [
                    .rectangle(
                        Rect(x: centre.x - 60, y: centre.y - 20, width: 120, height: 30), fill: .white, opacity: 1),
                    .text(
                        PlotText(
                            "no frames", at: Point(x: centre.x, y: centre.y), fontSize: 16, anchor: .middle,
                            colour: Self.faint, bold: true)),
                ]
            }
            parts[.noFrames] = notice(timelineArea) + notice(histogramArea)
        }
    }

    // MARK: Header

    /// Title, caption and legend; returns the baseline of the last line. The caption and legend
    /// wrap rather than run off a narrow canvas.
    mutating func header() -> Double {
        parts[.title] = [
            .text(
                PlotText(
                    Self.fitted(timeline.title, width: plotWidth, fontSize: 17, bold: true),
                    at: Point(x: left, y: 26), fontSize: 17, colour: Self.ink, bold: true))
        ]

        var facts: [String] = []
        if timeline.frames.isEmpty {
            facts.append("no frames")
        } else {
            facts.append("\(timeline.frames.count) frame\(timeline.frames.count == 1 ? "" : "s")")
            let stalls = timeline.frames.filter(\.stall).count, missed = timeline.frames.filter(\.missed).count
            facts.append("\(stalls) stall\(stalls == 1 ? "" : "s")")
            facts.append("\(missed) missed")
        }
        facts.append(budget.map { "budget \(DecimalText.fixed($0, 1)) ms" } ?? "no budget")
        if let p99 = mainP99 {
            facts.append("p99 main thread \(DecimalText.fixed(p99, 1)) ms")
        }
        var extremes: [String] = []
        if let top = mainValues.max() { extremes.append("main thread \(DecimalText.fixed(top, 1)) ms") }
        if let top = intervalValues.max() { extremes.append("interval \(DecimalText.fixed(top, 1)) ms") }
        if !extremes.isEmpty { facts.append("max " + extremes.joined(separator: ", ")) }
        var lines: [String] = []
        for fact in facts {
            let joined = lines.isEmpty ? fact : lines[lines.count - 1] + "  ·  " + fact
            if !lines.isEmpty, PlotNumber.estimatedWidth(joined, fontSize: 12) <= plotWidth {
                lines[lines.count - 1] = joined
            } else {
                lines.append(Self.fitted(fact, width: plotWidth, fontSize: 12))
            }
        }
        var y = 30.0
        parts[.caption] = lines.map { line in
            y += 16
            return .text(PlotText(line, at: Point(x: left, y: y), fontSize: 12, colour: Self.faint))
        }
        return legend(below: y)
    }

    mutating func legend(below captionY: Double) -> Double {
        let fontSize = 11.0
        var x = left, y = captionY + 20
        var shapes: [PlotShape] = []
        func entry(_ label: String, _ swatch: (Double, Double) -> PlotShape) {
            let width = 24 + PlotNumber.estimatedWidth(label, fontSize: fontSize)
            if x > left, x + width > right {
                x = left
                y += 17
            }
            shapes.append(swatch(x, y - 4))
            shapes.append(.text(PlotText(label, at: Point(x: x + 24, y: y), fontSize: fontSize, colour: Self.ink)))
            x += width + 22
        }
        entry("main-thread work") {
            .rectangle(Rect(x: $0, y: $1 - 5, width: 18, height: 10), fill: Self.blue, opacity: 0.8)
        }
        entry("frame interval") {
            .lines([[Point(x: $0, y: $1), Point(x: $0 + 18, y: $1)]], stroke: .init(colour: Self.grey, width: 1.5))
        }
        if let budget {
            entry("budget (\(DecimalText.fixed(budget, 1)) ms)") {
                .lines(
                    [[Point(x: $0, y: $1), Point(x: $0 + 18, y: $1)]],
                    stroke: .init(colour: Self.red, width: 1.5, dash: [5, 3]))
            }
            entry(Self.missedLabel) {
                .lines(
                    [[Point(x: $0, y: $1), Point(x: $0 + 18, y: $1)]],
                    stroke: .init(colour: Self.orange, width: 1, dash: [2, 3]))
            }
        }
        entry("gesture") { .rectangle(Rect(x: $0, y: $1 - 6, width: 18, height: 12), fill: Self.band, opacity: 0.45) }
        parts[.legend] = shapes
        return y
    }

    /// `string`, cut short with an ellipsis if it would run past `width`.
    static func fitted(_ string: String, width: Double, fontSize: Double, bold: Bool = false) -> String {
        guard PlotNumber.estimatedWidth(string, fontSize: fontSize, bold: bold) > width else { return string }
        var cut = string
        while !cut.isEmpty, PlotNumber.estimatedWidth(cut + "…", fontSize: fontSize, bold: bold) > width {
            cut.removeLast()
        }
        return cut + "…"
    }

    // MARK: Timeline

    mutating func timelinePanel(stripTop: Double) {
        let area = timelineArea
        let times = placed.map(\.t) + timeline.gestureSpans.flatMap { [$0.start, $0.end] }.filter(\.isFinite)
        let t0 = min(times.min() ?? 0, 0)
        var t1 = times.max() ?? 1
        if !(t1 > t0) { t1 = t0 + 1 }
        let x = { (t: Double) -> Double in
            area.minX + min(max((t - t0) / (t1 - t0), 0), 1) * area.width
        }

        // The top shows the detail around the budget rather than the worst frame: the worst is in
        // the caption and every value above the top is marked.
        let p99 = Self.p99(mainValues + intervalValues) ?? 0
        var top = max((budget ?? 0) * 3, p99 * 1.2)
        if let budget { top = min(top, budget * 10) }
        if !(top > 0) { top = max(mainValues.max() ?? 0, intervalValues.max() ?? 0, 1) }
        let msStep = PlotNumber.niceStep(top / min(max(area.height / 45, 2), 6), rounding: .up)
        msCeiling = (top / msStep).rounded(.up) * msStep
        let ceiling = msCeiling
        let y = { (ms: Double) -> Double in area.maxY - min(max(ms, 0), ceiling) / ceiling * area.height }

        // Gestures behind everything.
        parts[.gestureSpans] = timeline.gestureSpans.compactMap { span in
            guard span.start.isFinite, span.end.isFinite else { return nil }
            let a = x(min(span.start, span.end)), b = x(max(span.start, span.end))
            let width = max(b - a, 1)
            // A band a pixel or two wide would all but vanish at the wide bands' light shade.
            return .rectangle(
                Rect(x: min(a, area.maxX - width), y: area.minY, width: width, height: area.height),
                fill: Self.band, opacity: width < 3 ? 0.9 : 0.45)
        }

        let msTicks = PlotNumber.ticks(0, ceiling, step: msStep)
        let secondStep = PlotNumber.niceStep((t1 - t0) / max(area.width / 90, 2), rounding: .up)
        let secondTicks = PlotNumber.ticks(t0, t1, step: secondStep)
        parts[.timelineGrid] = [
            .lines(
                msTicks.dropFirst().map { [Point(x: area.minX, y: y($0)), Point(x: area.maxX, y: y($0))] },
                stroke: .init(colour: Self.grid, width: 1))
        ]

        // Steps: a frame's work and its interval both belong to the time since the previous
        // present, so each value is held from there to the frame's own present; a 400 ms stall is a
        // 400 ms wide block, not a spike leaning on its neighbours. One run per stretch of usable
        // values; a gap (no interval, a non-finite value) ends a run.
        func runs(_ value: (FrameTimeline.Frame) -> Double?) -> [[Point]] {
            var runs: [[Point]] = [], run: [Point] = []
            var previousX: Double?
            for frame in placed {
                let at = x(frame.t)
                if let v = value(frame), v.isFinite {
                    run.append(Point(x: previousX ?? at, y: y(v)))
                    run.append(Point(x: at, y: y(v)))
                } else if !run.isEmpty {
                    runs.append(run)
                    run = []
                }
                previousX = at
            }
            if !run.isEmpty { runs.append(run) }
            return runs.map(Self.decimated)
        }
        let areas = runs { $0.mainThreadMs }.map { run -> [Point] in
            guard let first = run.first, let last = run.last else { return run }
            // A lone point still gets a pixel of width.
            let widened = last.x > first.x ? run : run + [Point(x: first.x + 1, y: last.y)]
            return [Point(x: first.x, y: area.maxY)] + widened + [Point(x: widened[widened.count - 1].x, y: area.maxY)]
        }
        parts[.mainThread] = areas.isEmpty ? [] : [.polygons(areas, fill: Self.blue, opacity: 0.85)]
        let intervalRuns = runs { $0.intervalMs }
        parts[.interval] =
            intervalRuns.isEmpty ? [] : [.lines(intervalRuns, stroke: .init(colour: Self.grey, width: 1.2))]

        if let budget {
            let missedY = y(budget * FrameTimeline.missedFrameBudgets), budgetY = y(budget)
            parts[.missedThreshold] = [
                .lines(
                    [[Point(x: area.minX, y: missedY), Point(x: area.maxX, y: missedY)]],
                    stroke: .init(colour: Self.orange, width: 1, dash: [2, 3])),
                labelled(Self.missedLabel, at: Point(x: area.maxX - 6, y: missedY - 4), colour: Self.orange),
            ]
            parts[.budget] = [
                .lines(
                    [[Point(x: area.minX, y: budgetY), Point(x: area.maxX, y: budgetY)]],
                    stroke: .init(colour: Self.red, width: 1.5, dash: [6, 4])),
                labelled(
                    "budget \(DecimalText.fixed(budget, 1)) ms", at: Point(x: area.maxX - 6, y: budgetY - 4),
                    colour: Self.red),
            ]
        }

        // The strip above the data: a row each for stalls, missed frames and clipped values.
        let stallRow = stripTop + 9, missedRow = stripTop + 19, clippedRow = area.minY - 11
        let stalls = placed.filter(\.stall).map { Point(x: x($0.t), y: stallRow) }
        let missed = placed.filter(\.missed).map { Point(x: x($0.t), y: missedRow) }
        var clipped: [Point] = []
        for frame in placed {
            let values = [frame.mainThreadMs, frame.intervalMs ?? 0]
            guard values.contains(where: { $0.isFinite && $0 > ceiling }) else { continue }
            let at = x(frame.t)
            // One mark per few pixels: a run of clipped frames reads as a row, not a smudge.
            if let last = clipped.last, at - last.x < 4 { continue }
            clipped.append(Point(x: at, y: clippedRow))
        }
        if !stalls.isEmpty { parts[.stalls] = [.markers(stalls, kind: .triangleDown, size: 9, fill: Self.red)] }
        if !missed.isEmpty { parts[.missed] = [.markers(missed, kind: .diamond, size: 8, fill: Self.orange)] }
        if !clipped.isEmpty { parts[.clipped] = [.markers(clipped, kind: .triangleUp, size: 7, fill: Self.ink)] }

        var axes: [PlotShape] = [
            .lines(
                [
                    [
                        area.origin, Point(x: area.maxX, y: area.minY), Point(x: area.maxX, y: area.maxY),
                        Point(x: area.minX, y: area.maxY), area.origin,
                    ]
                ], stroke: .init(colour: Self.frame, width: 1))
        ]
        axes += Self.ticks(of: area, left: msTicks.map { ($0, y($0)) }, bottom: secondTicks.map { ($0, x($0)) })
        for (label, row) in [("stall", stallRow), ("missed", missedRow), ("clipped", clippedRow)] {
            axes.append(
                .text(
                    PlotText(
                        label, at: Point(x: area.minX - 7, y: row + 3), fontSize: 9, anchor: .end, colour: Self.faint)))
        }
        axes.append(
            .text(
                PlotText(
                    "seconds", at: Point(x: area.minX + area.width / 2, y: area.maxY + 34), fontSize: 12,
                    anchor: .middle, colour: Self.ink)))
        axes.append(
            .text(
                PlotText(
                    "ms", at: Point(x: 20, y: area.minY + area.height / 2), fontSize: 12,
                    anchor: .middle, colour: Self.ink, vertical: true)))
        parts[.timelineAxes] = axes
    }

    /// Tick marks and their labels along the left edge (values at heights) and the bottom edge
    /// (values at x positions) of a panel.
    static func ticks(of area: Rect, left: [(value: Double, y: Double)], bottom: [(value: Double, x: Double)])
        -> [PlotShape]
    {
        var shapes: [PlotShape] = [
            .lines(
                left.map { [Point(x: area.minX - 4, y: $0.y), Point(x: area.minX, y: $0.y)] }
                    + bottom.map { [Point(x: $0.x, y: area.maxY), Point(x: $0.x, y: area.maxY + 4)] },
                stroke: .init(colour: frame, width: 1))
        ]
        for tick in left {
            shapes.append(
                .text(
                    PlotText(
                        DecimalText.short(tick.value), at: Point(x: area.minX - 7, y: tick.y + 4), fontSize: 11,
                        anchor: .end, colour: faint)))
        }
        for tick in bottom {
            shapes.append(
                .text(
                    PlotText(
                        DecimalText.short(tick.value), at: Point(x: tick.x, y: area.maxY + 17), fontSize: 11,
                        anchor: .middle, colour: faint)))
        }
        return shapes
    }

    /// A small label over a white backing, so lines under it do not cut through the letters.
    func labelled(_ string: String, at point: Point, colour: PlotColour) -> PlotShape {
        let width = PlotNumber.estimatedWidth(string, fontSize: 11)
        return .group(
            "label",
            [
                .rectangle(
                    Rect(x: point.x - width - 3, y: point.y - 10, width: width + 6, height: 13), fill: .white,
                    opacity: 0.85),
                .text(PlotText(string, at: point, fontSize: 11, anchor: .end, colour: colour)),
            ])
    }

    // MARK: Histogram

    mutating func histogramPanel() {
        let area = histogramArea
        let p99 = mainP99 ?? 0
        // Bins reach a little past the budget (the missed-frame threshold) or past p99 when a run is
        // over budget throughout, but not so far that the usual frames fall into a few bins.
        var upper = max((budget ?? 0) * 1.5, p99 * 1.25)
        if let budget { upper = min(upper, budget * 4) }
        if !(upper > 0) { upper = max(mainValues.max() ?? 0, 1) }
        let binWidth = PlotNumber.niceStep(upper / 40, rounding: .nearest)
        let binCount = min(max(Int((upper / binWidth).rounded(.up)), 1), 400)
        upper = Double(binCount) * binWidth

        var counts = [Int](repeating: 0, count: binCount + 1)  // the last is the overflow bin
        for value in mainValues {
            counts[value >= upper ? binCount : max(Int(value / binWidth), 0)] += 1
        }
        // Room for one more bin after a gap: the overflow bin, set apart so it does not read as
        // an ordinary bin of the axis.
        let slot = area.width / (Double(binCount) + 1.6)
        let barWidth = slot > 4 ? slot * 0.86 : slot
        let x = { (ms: Double) -> Double in area.minX + ms / binWidth * slot }
        let overflowX = area.minX + (Double(binCount) + 0.6) * slot

        let maxCount = counts.max() ?? 0
        // Logarithmic: the few frames that matter (stalls) would vanish next to thousands of
        // ordinary ones on a linear scale.
        var topCount = 10.0
        while topCount < Double(maxCount) { topCount *= 10 }
        let y = { (count: Double) -> Double in
            area.maxY - Double.log10(1 + count) / Double.log10(1 + topCount) * area.height
        }
        var countTicks = [0.0]
        var tick = 1.0
        while tick <= topCount {
            // On a short panel 0 and 1 crowd each other; the decades matter more than 1.
            if y(countTicks[countTicks.count - 1]) - y(tick) >= 13 || tick > 1 { countTicks.append(tick) }
            tick *= 10
        }

        parts[.histogramGrid] = [
            .lines(
                countTicks.dropFirst().map { [Point(x: area.minX, y: y($0)), Point(x: area.maxX, y: y($0))] },
                stroke: .init(colour: Self.grid, width: 1))
        ]

        var bars: [PlotShape] = []
        for (bin, count) in counts.enumerated() where count > 0 {
            let isOverflow = bin == binCount
            let low = Double(bin) * binWidth
            let left = isOverflow ? overflowX : x(low)
            let top = y(Double(count))
            let over = budget.map { low >= $0 - binWidth * 1e-9 } ?? false
            bars.append(
                .rectangle(
                    Rect(x: left, y: top, width: barWidth, height: area.maxY - top),
                    fill: over ? Self.red : Self.blue, opacity: 0.85))
            if over || isOverflow {
                bars.append(
                    .text(
                        PlotText(
                            "\(count)", at: Point(x: left + barWidth / 2, y: top - 3), fontSize: 10,
                            anchor: .middle, colour: Self.ink)))
            }
        }
        parts[.histogramBars] = bars

        if let budget, budget <= upper {
            let bx = x(budget)
            parts[.histogramBudget] = [
                .lines(
                    [[Point(x: bx, y: area.minY), Point(x: bx, y: area.maxY)]],
                    stroke: .init(colour: Self.red, width: 1.5, dash: [6, 4])),
                .text(PlotText("budget", at: Point(x: bx + 4, y: area.minY + 11), fontSize: 11, colour: Self.red)),
            ]
        }

        let overflowLabel = "≥ \(DecimalText.short(upper))"
        let overflowCentre = overflowX + barWidth / 2
        let overflowHalf = PlotNumber.estimatedWidth(overflowLabel, fontSize: 11) / 2
        let msStep = PlotNumber.niceStep(upper / max(area.width / 70, 2), rounding: .up)
        let msTicks = PlotNumber.ticks(0, upper, step: msStep).filter { tick in
            // Drop a tick whose label would run into the overflow bin's.
            x(tick) + PlotNumber.estimatedWidth(DecimalText.short(tick), fontSize: 11) / 2 + 4 < overflowCentre
                - overflowHalf
        }
        var axes: [PlotShape] = [
            .lines(
                [[area.origin, Point(x: area.minX, y: area.maxY), Point(x: area.maxX, y: area.maxY)]],
                stroke: .init(colour: Self.frame, width: 1))
        ]
        axes += Self.ticks(of: area, left: countTicks.map { ($0, y($0)) }, bottom: msTicks.map { ($0, x($0)) })
        axes.append(
            .text(
                PlotText(
                    overflowLabel, at: Point(x: overflowCentre, y: area.maxY + 17), fontSize: 11,
                    anchor: .middle, colour: Self.faint)))
        axes.append(
            .text(
                PlotText(
                    "main-thread work (ms)", at: Point(x: area.minX + area.width / 2, y: area.maxY + 34),
                    fontSize: 12, anchor: .middle, colour: Self.ink)))
        axes.append(
            .text(
                PlotText(
                    "frames (log scale)", at: Point(x: 20, y: area.minY + area.height / 2), fontSize: 12,
                    anchor: .middle, colour: Self.ink, vertical: true)))
        parts[.histogramAxes] = axes
    }

    // MARK: Helpers

    /// The 99th percentile through the report's own HDR histogram (`LatencySummary`), so that the
    /// caption and the report's `mainThreadMs.p99` are one number, not two estimates; nil for no values.
    static func p99(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : LatencySummary(milliseconds: values).p99
    }

    /// At most four points per pixel column (first, lowest, highest, last): thousands of frames
    /// keep their spikes but not their bulk.
    static func decimated(_ run: [Point]) -> [Point] {
        guard run.count > 8 else { return run }
        var result: [Point] = []
        var start = 0
        while start < run.count {
            let column = run[start].x.rounded(.down)
            var end = start
            while end + 1 < run.count, run[end + 1].x.rounded(.down) == column { end += 1 }
            var keep = [start, end]
            var lowest = start, highest = start
            for index in start...end {
                if run[index].y < run[lowest].y { lowest = index }
                if run[index].y > run[highest].y { highest = index }
            }
            keep += [lowest, highest]
            for index in Set(keep).sorted() { result.append(run[index]) }
            start = end + 1
        }
        return result
    }
}
