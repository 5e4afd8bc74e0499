import FolioCore
import FolioInstrument
import Testing

/// The frame-time plot's layout and its SVG: every event drawn and nothing hidden, coordinates on
/// the canvas, one element per series, a document a browser opens.
@Suite struct FramePlotTests {
    static let budget = 1000.0 / 60
    /// Frame index to main-thread milliseconds of the three stalls.
    static let stalls: [Int: Double] = [100: 40, 250: 80, 400: 400]

    /// Ten seconds at 60 fps: light work, three stalls (each also missing its present), a drag and
    /// a zero-length gesture.
    static func timeline(title: String = "sample.pdf - flick - engine", frames count: Int = 600) -> FrameTimeline {
        var frames: [FrameTimeline.Frame] = []
        var t = 0.0
        for index in 0..<count {
            let work = stalls[index] ?? 2 + Double(index % 7) * 0.5
            // A stall holds the present back to the next vsync after the work is done.
            let interval = index == 0 ? nil : max((work / budget).rounded(.up), 1) * budget
            t += (interval ?? 0) / 1000
            frames.append(
                .init(
                    t: t, mainThreadMs: work, intervalMs: interval, stall: work > budget,
                    missed: (interval ?? 0) > budget * 1.5))
        }
        let spans = [GestureSpan(start: 1, end: 3.5, stepIndex: 0), GestureSpan(start: 6, end: 6, stepIndex: 1)]
        return FrameTimeline(title: title, budgetMs: budget, frames: frames, gestureSpans: spans)
    }

    private func markers(_ plot: FramePlot, _ part: FramePlot.Part) -> [Point] {
        plot.shapes(in: part).flatMap { shape -> [Point] in
            if case .markers(let points, _, _, _) = shape { return points }
            return []
        }
    }

    @Test func oneStallMarkerPerStallFrameAndOneMissedMarkerPerMissedFrame() {
        let timeline = Self.timeline()
        let plot = FramePlot(timeline: timeline)
        let stallXs = markers(plot, .stalls).map(\.x)
        #expect(stallXs.count == timeline.frames.filter(\.stall).count)
        #expect(stallXs.count == 3)
        let area = plot.timelineArea
        let end = timeline.frames.last!.t
        for (index, x) in zip(Self.stalls.keys.sorted(), stallXs) {
            #expect(abs(x - (area.minX + timeline.frames[index].t / end * area.width)) < 0.5)
        }
        #expect(markers(plot, .missed).count == timeline.frames.filter(\.missed).count)
        // Markers sit in the strip above the data, not over it.
        #expect(markers(plot, .stalls).allSatisfy { $0.y < area.minY })
    }

    @Test func oneShadedBandPerGestureSpanEvenAZeroLengthOne() {
        let plot = FramePlot(timeline: Self.timeline())
        let bands = plot.shapes(in: .gestureSpans).compactMap { shape -> Rect? in
            if case .rectangle(let rect, _, _) = shape { return rect }
            return nil
        }
        #expect(bands.count == 2)
        #expect(bands.allSatisfy { $0.width >= 1 && $0.height == plot.timelineArea.height })
        #expect(bands[1].width == 1)
        // Behind everything else in the panel: the first group drawn after the header.
        let names = plot.shapes.compactMap { shape -> String? in
            if case .group(let name, _) = shape { return name }
            return nil
        }
        #expect(names.firstIndex(of: "gesture-spans")! < names.firstIndex(of: "main-thread")!)
    }

    @Test(arguments: [FramePlot.defaultSize, Size(width: 640, height: 400), Size(width: 3, height: .nan)])
    func everyCoordinateIsFiniteAndOnTheCanvas(size: Size) {
        var hostile = Self.timeline()
        hostile.frames[10].mainThreadMs = .nan
        hostile.frames[11].intervalMs = .infinity
        hostile.frames[12].t = .nan
        hostile.frames[13].mainThreadMs = -5
        hostile.gestureSpans.append(GestureSpan(start: .nan, end: 2, stepIndex: 2))
        for timeline in [
            Self.timeline(), hostile,
            FrameTimeline(title: "", budgetMs: .nan, frames: hostile.frames, gestureSpans: []),
        ] {
            let plot = FramePlot(timeline: timeline, size: size)
            #expect(plot.size.width >= FramePlot.minimumSize.width && plot.size.height >= FramePlot.minimumSize.height)
            let points = plot.shapes.flatMap(\.points)
            #expect(points.count > 100)
            let outside = points.filter {
                !($0.x >= 0 && $0.x <= plot.size.width && $0.y >= 0 && $0.y <= plot.size.height)
            }
            #expect(outside.isEmpty, "\(outside.prefix(5))")
            let svg = plot.svg
            #expect(!svg.contains("nan") && !svg.contains("inf"))
        }
    }

    @Test func aValueAboveTheTopIsClippedButMarked() {
        let timeline = Self.timeline()
        let plot = FramePlot(timeline: timeline)
        // The top shows the detail around the budget: 3 budgets, not the 400 ms stall.
        #expect(plot.msCeiling >= Self.budget * 3 && plot.msCeiling < 400)
        let area = plot.timelineArea
        let mainPoints = plot.shapes(in: .mainThread).flatMap(\.points)
        #expect(mainPoints.allSatisfy { $0.y >= area.minY && $0.y <= area.maxY })
        #expect(mainPoints.contains { $0.y == area.minY })  // drawn up to the top edge

        let stallX = markers(plot, .stalls)[2].x  // the 400 ms frame
        let clipped = markers(plot, .clipped)
        #expect(clipped.contains { abs($0.x - stallX) < 4 })
        // 40 ms fits under the top; 80 and 400 do not (each stall and the interval that follows).
        #expect(clipped.count == 2)
        // The caption gives the real maximum.
        #expect(textStrings(plot, .caption).joined().contains("max main thread 400.0 ms"))
    }

    @Test func captionGivesTheCounts() {
        let caption = textStrings(FramePlot(timeline: Self.timeline()), .caption).joined()
        #expect(caption.contains("600 frames"))
        #expect(caption.contains("3 stalls"))
        #expect(caption.contains("3 missed"))
        #expect(caption.contains("budget 16.7 ms"))
        #expect(caption.contains("p99 main thread 5.0 ms"))
    }

    @Test func theSVGIsAWellFormedDocument() throws {
        let svg = FramePlot(timeline: Self.timeline()).svg
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("viewBox=\"0 0 1200 720\""))
        #expect(svg.hasSuffix("</svg>\n"))
        try expectBalanced(svg)
    }

    @Test func theSVGEscapesText() throws {
        let svg = FramePlot(timeline: Self.timeline(title: "a <&> \"b\" 'c'")).svg
        #expect(svg.contains(">a &lt;&amp;&gt; &quot;b&quot; &apos;c&apos;</text>"))
        #expect(!svg.contains("<&>"))
        try expectBalanced(svg)
    }

    @Test func theSVGHasOnePathPerSeriesNotOnePerFrame() throws {
        for count in [600, 20_000] {
            let svg = FramePlot(timeline: Self.timeline(frames: count)).svg
            for series in ["main-thread", "interval", "stalls", "missed", "clipped"] {
                let group = try #require(groupBody(svg, series), "no \(series) group")
                #expect(occurrences(of: "<path", in: group) == 1, "\(series)")
                #expect(occurrences(of: "<", in: group) == 1, "\(series)")
            }
            #expect(occurrences(of: "<", in: svg) < 300)
            // Coordinates to a tenth of a pixel, and a bounded number of them however long the run.
            #expect(svg.utf8.count < 150_000, "\(svg.utf8.count) bytes for \(count) frames")
            let paths = svg.split(separator: " d=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            let numbers = paths.flatMap { $0.split(whereSeparator: { !"0123456789.".contains($0) }) }
            #expect(numbers.count > 1_000)
            #expect(numbers.allSatisfy { !$0.contains(".") || $0.split(separator: ".").last?.count == 1 })
        }
    }

    @Test func anEmptyTimelineStillGivesAPlotThatSaysSo() throws {
        let plot = FramePlot(
            timeline: FrameTimeline(title: "empty", budgetMs: Self.budget, frames: [], gestureSpans: []))
        let svg = plot.svg
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("no frames"))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        #expect(plot.shapes(in: .stalls).isEmpty && plot.shapes(in: .mainThread).isEmpty)
        try expectBalanced(svg)
    }

    // MARK: Helpers

    private func textStrings(_ plot: FramePlot, _ part: FramePlot.Part) -> [String] {
        plot.shapes(in: part).flatMap(\.flattened).compactMap { shape -> String? in
            if case .text(let text) = shape { return text.string }
            return nil
        }
    }

    private func occurrences(of needle: String, in text: Substring) -> Int {
        text.split(separator: needle, omittingEmptySubsequences: false).count - 1
    }

    private func occurrences(of needle: String, in text: String) -> Int { occurrences(of: needle, in: text[...]) }

    /// What lies between `<g class="name">` and its `</g>` (the plot does not nest groups there).
    private func groupBody(_ svg: String, _ name: String) -> Substring? {
        guard let open = svg.range(of: "<g class=\"\(name)\">") else { return nil }
        guard let close = svg[open.upperBound...].range(of: "</g>") else { return nil }
        return svg[open.upperBound..<close.lowerBound]
    }

    /// Every element closed, in order; no stray `<` or `&` outside markup and entities.
    private func expectBalanced(_ svg: String) throws {
        var stack: [Substring] = []
        var rest = svg[...]
        while let open = rest.firstIndex(of: "<") {
            let text = rest[..<open]
            #expect(!text.contains(">"), "stray > in \(text.prefix(40))")
            for piece in text.split(separator: "&", omittingEmptySubsequences: false).dropFirst() {
                #expect(
                    ["amp;", "lt;", "gt;", "quot;", "apos;"].contains { piece.hasPrefix($0) },
                    "bare & in \(piece.prefix(20))")
            }
            let close = try #require(rest[open...].firstIndex(of: ">"))
            let tag = rest[rest.index(after: open)..<close]
            #expect(!tag.contains("<"))
            if tag.hasPrefix("/") {
                #expect(stack.popLast() == tag.dropFirst(), "</\(tag.dropFirst())> closes nothing open")
            } else if !tag.hasSuffix("/") {
                stack.append(tag.prefix { $0 != " " })
            }
            rest = rest[rest.index(after: close)...]
        }
        #expect(stack.isEmpty, "unclosed: \(stack)")
        #expect(rest.allSatisfy { $0.isWhitespace })
    }
}
