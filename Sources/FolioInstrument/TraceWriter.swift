import Foundation

/// A `TraceRecorder`'s events as Chrome Trace Event Format JSON (what ui.perfetto.dev and
/// chrome://tracing open): `{"traceEvents": [...], "displayTimeUnit": "ms"}`, one process, the main
/// thread's track (frames, their phases, renders made there, instants), one track per render
/// worker, and a track per counter. Times in microseconds from the trace's start.
struct TraceWriter {
    /// Track ids: the main thread, then the workers from `workerTrackBase`.
    static let mainTrack = 1
    static let workerTrackBase = 100

    let recorder: TraceRecorder
    let pid: Int

    var json: Data {
        let start = recorder.events.reduce(recorder.origin) { min($0, Self.start(of: $1)) }
        // Sorted by time, the longer first at one time, so that a frame precedes its first phase.
        let lines = Self.inOrder(recorder.events.flatMap { entries(for: $0, from: start) })
        let workers = Set(
            recorder.events.compactMap { if case .render(let render) = $0 { render.worker } else { nil } }
        ).sorted()
        let all = metadata(workers: workers) + lines
        var text = "{\"traceEvents\":[\n"
        text.reserveCapacity(all.reduce(64) { $0 + $1.count + 2 })
        text += all.joined(separator: ",\n")
        text +=
            "\n],\"displayTimeUnit\":\"ms\",\"otherData\":{\"events\":\(recorder.events.count),"
            + "\"bufferBytes\":\(recorder.bufferBytes),\"frameBudgetMs\":\(recorder.frameBudgetMs.map(Self.decimal) ?? "null")}}\n"
        return Data(text.utf8)
    }

    /// By time, the longer first at one time (a frame before its first phase), else as recorded.
    private static func inOrder(_ lines: [Line]) -> [String] {
        let indexed: [(index: Int, line: Line)] = lines.enumerated().map { ($0.offset, $0.element) }
        let sorted = indexed.sorted { first, second in
            if first.line.ts != second.line.ts { return first.line.ts < second.line.ts }
            if first.line.duration != second.line.duration { return first.line.duration > second.line.duration }
            return first.index < second.index
        }
        return sorted.map(\.line.text)
    }

    private static func start(of event: TraceEvent) -> Double {
        switch event {
        case .frame(let frame): frame.phases.start
        case .render(let render): render.start
        case .counter(_, let time, _), .instant(_, let time, _): time
        }
    }

    private func metadata(workers: [Int]) -> [String] {
        var lines = [
            "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":\(pid),\"tid\":\(Self.mainTrack),\"args\":{\"name\":\(Self.quoted(recorder.processName))}}",
            thread(Self.mainTrack, "main thread"),
        ]
        // The track ids keep the order: the main thread first, then the workers by number.
        for worker in workers { lines.append(thread(Self.workerTrackBase + worker, "render worker \(worker + 1)")) }
        return lines
    }

    private func thread(_ tid: Int, _ name: String) -> String {
        "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":\(pid),\"tid\":\(tid),\"args\":{\"name\":\(Self.quoted(name))}}"
    }

    private typealias Line = (ts: Double, duration: Double, text: String)

    private func entries(for event: TraceEvent, from origin: Double) -> [Line] {
        let us = { (time: Double) in Self.microseconds(time - origin) }
        switch event {
        case .frame(let frame):
            let phases = frame.phases
            var lines: [Line] = [
                (
                    phases.start, phases.end - phases.start,
                    complete(
                        "frame \(frame.frame)", category: "frame", tid: Self.mainTrack, start: us(phases.start),
                        duration: Self.microseconds(phases.end - phases.start),
                        args: "{\"frame\":\(frame.frame),\"mainThreadMs\":\(Self.decimal(frame.mainThreadMs)),"
                            + "\"stall\":\(frame.stall),\"missed\":\(frame.missed)}")
                )
            ]
            for span in phases.spans {
                lines.append(
                    (
                        span.start, span.end - span.start,
                        complete(
                            span.phase.description, category: "phase", tid: Self.mainTrack, start: us(span.start),
                            duration: Self.microseconds(span.end - span.start), args: "{\"frame\":\(frame.frame)}")
                    ))
            }
            return lines
        case .render(let render):
            let job = render.job
            let region =
                job.region.map { "{\"x\":\($0.x),\"y\":\($0.y),\"w\":\($0.width),\"h\":\($0.height)}" } ?? "null"
            let args =
                "{\"page\":\(job.page),\"kind\":\"\(job.kind)\",\"scale\":\(Self.number(job.scale)),"
                + "\"region\":\(region),\"generation\":\(job.generation),\"used\":\(render.used),"
                + "\"discarded\":\(!render.used),\"source\":\"\(render.fromDiskCache ? "disk cache" : "rendered")\","
                + "\"failed\":\(render.failed)}"
            let tid = render.worker.map { Self.workerTrackBase + $0 } ?? Self.mainTrack
            return [
                (
                    render.start, render.seconds,
                    complete(
                        "render p\(job.page) \(job.kind)", category: "render", tid: tid, start: us(render.start),
                        duration: Self.microseconds(render.seconds), args: args)
                )
            ]
        case .counter(let counter, let time, let value):
            return [
                (
                    time, 0,
                    "{\"name\":\(Self.quoted(counter.description)),\"ph\":\"C\",\"ts\":\(us(time)),"
                        + "\"pid\":\(pid),\"tid\":\(Self.mainTrack),\"args\":{\"value\":\(Self.number(value))}}"
                )
            ]
        case .instant(let instant, let time, let value):
            return [
                (
                    time, 0,
                    "{\"name\":\(Self.quoted(instant.description)),\"cat\":\"instant\",\"ph\":\"i\","
                        + "\"ts\":\(us(time)),\"pid\":\(pid),\"tid\":\(Self.mainTrack),\"s\":\"t\",\"args\":{\"value\":\(value)}}"
                )
            ]
        }
    }

    private func complete(_ name: String, category: String, tid: Int, start: String, duration: String, args: String)
        -> String
    {
        "{\"name\":\(Self.quoted(name)),\"cat\":\"\(category)\",\"ph\":\"X\",\"ts\":\(start),\"dur\":\(duration),"
            + "\"pid\":\(pid),\"tid\":\(tid),\"args\":\(args)}"
    }

    /// Seconds as microseconds with three decimals (nanoseconds), never negative.
    static func microseconds(_ seconds: Double) -> String {
        decimal(max(seconds, 0) * 1e6)
    }

    /// `value` with three decimals, as JSON.
    static func decimal(_ value: Double) -> String {
        value.isFinite ? DecimalText.fixed(value, 3) : "null"
    }

    /// A JSON number, or null for what JSON cannot hold.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case _ where scalar.value < 0x20: quoted += String(format: "\\u%04x", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
