import Foundation  // pow

/// Plays a gesture script into timed input events for a frame loop: each frame asks for the events
/// due by its time. Deterministic: the same script always gives the same events at the same times.
///
/// Timing: steps run back to back, each taking its `seconds` (keys and go-tos take none).
/// - A drag presses at the window centre (or continues a finger kept down by a `"none"` release),
///   moves with samples `1 / fps` apart, linearly interpolated, the last one exactly at the start
///   plus (dx, dy) and exactly `seconds` after the press, then lets go there (`flick`). A `hold`
///   release moves over `seconds - 0.1` (at least 0), rests, and lets go at the end of the step.
///   A drag that does not move emits no moves, so a zero-second one is a press and release at once.
/// - A pinch emits `pinch` factors at the same spacing, the zoom growing geometrically from 1 to its
///   scale; a pinch of scale 1 emits nothing. Every step but a drag or a wait first
///   lifts a held finger; keys, go-tos, wheel turns, double clicks and zooms happen at their start.
///
/// A script built in code is not validated, so the player clamps nonsense rather than trapping:
/// negative or non-finite seconds play as 0, an fps outside (0, `GestureScript.maximumFPS`] as 60.
public struct ScriptPlayer: Sendable {
    public let script: GestureScript
    /// Seconds from the start of the script to the end of its last step.
    public let duration: Double
    /// The drags and pinches in order.
    public let gestureSpans: [GestureSpan]

    private let fps: Double
    private let windowCentre: Point
    /// Where presses on the page strip land, vertically.
    private let stripY: Double
    private var timeline: StepTimeline
    /// What scheduled steps still have to emit, in time order; `nextPiece` is the first not done.
    private var pieces: [Piece] = []
    private var nextPiece = 0
    /// The next sample of `pieces[nextPiece]` when that is a motion.
    private var nextSample = 1
    private var heldFinger: HeldFinger?
    /// The latest time events were asked for.
    private var playedUpTo = -Double.infinity

    public init(script: GestureScript) {
        self.script = script
        fps = script.fps > 0 && script.fps <= GestureScript.maximumFPS ? script.fps : GestureScript.defaultFPS
        windowCentre = Point(x: script.window.width / 2, y: script.window.height / 2)
        stripY = StripGesture.stripY(in: script.window)
        timeline = StepTimeline(steps: script.steps)

        // One walk ahead of playback for the totals; playback repeats the same additions, so its
        // times agree with `duration` and the spans to the last bit.
        var walk = timeline
        var spans: [GestureSpan] = []
        while let entry = walk.next() {
            switch entry.step {
            case .drag(_, _, let seconds, _), .pinch(_, _, let seconds):
                spans.append(
                    GestureSpan(start: entry.start, end: entry.start + Self.played(seconds), stepIndex: entry.index))
            case .strip(.scrub(_, let seconds, _)):
                spans.append(
                    GestureSpan(start: entry.start, end: entry.start + Self.played(seconds), stepIndex: entry.index))
            case .strip, .wait, .key, .type, .click, .goto, .wheel, .doubleClick, .zoom, .resize, .select, .link,
                .outline, .search, .synctex, .layout, .next, .previous, .repeatSteps:
                break
            }
        }
        duration = walk.clock
        gestureSpans = spans
    }

    /// True once every event has been returned and playback has reached `duration`.
    public var isFinished: Bool {
        timeline.isExhausted && nextPiece == pieces.count && heldFinger == nil && playedUpTo >= duration
    }

    /// Events due at or before `time` (seconds since the script started), in order; each is
    /// returned once. Times may come irregularly; an earlier time than before returns nothing.
    public mutating func events(upTo time: Double) -> [TimedInputEvent] {
        var due: [TimedInputEvent] = []
        emitting: while true {
            if nextPiece < pieces.count {
                let event: TimedInputEvent
                switch pieces[nextPiece] {
                case .event(let fixed):
                    event = fixed
                case .motion(let motion):
                    guard nextSample <= motion.sampleCount else {
                        nextPiece += 1
                        nextSample = 1
                        continue emitting
                    }
                    event = motion.event(sample: nextSample, fps: fps)
                }
                guard event.time <= time else { break emitting }
                due.append(event)
                if case .event = pieces[nextPiece] { nextPiece += 1 } else { nextSample += 1 }
                continue emitting
            }

            // Everything scheduled is out: schedule the next step if it has begun.
            pieces.removeAll(keepingCapacity: true)
            nextPiece = 0
            guard timeline.clock <= time else { break emitting }
            if let entry = timeline.next() {
                schedule(entry.step, index: entry.index, at: entry.start)
            } else if heldFinger != nil {
                liftHeldFinger(at: timeline.clock)  // the script ends with the finger down
            } else {
                break emitting
            }
        }
        playedUpTo = max(playedUpTo, time)
        return due
    }

    // MARK: - Scheduling

    private mutating func schedule(_ step: GestureStep, index: Int, at start: Double) {
        switch step {
        case .drag(let dx, let dy, let seconds, let release):
            let seconds = Self.played(seconds)
            let from: Point
            if let held = heldFinger {
                from = held.position
                heldFinger = nil
            } else {
                from = windowCentre
                pieces.append(.event(TimedInputEvent(time: start, event: .pointerDown(from), stepIndex: index)))
            }
            let motionSeconds = release == .hold ? max(seconds - DragRelease.holdRestSeconds, 0) : seconds
            let to = Point(x: from.x + dx, y: from.y + dy)
            if dx != 0 || dy != 0 {
                pieces.append(
                    .motion(
                        ScriptMotion(
                            kind: .drag(from: from, dx: dx, dy: dy), start: start, seconds: motionSeconds,
                            sampleCount: sampleCount(over: motionSeconds), stepIndex: index
                        )))
            }
            switch release {
            case .flick, .hold:
                // Flick: `motionSeconds == seconds`, so the release comes with the last move.
                pieces.append(.event(TimedInputEvent(time: start + seconds, event: .pointerUp(to), stepIndex: index)))
            case .keepDown:
                heldFinger = HeldFinger(position: to, stepIndex: index)
            }

        case .pinch(let scale, let focus, let seconds):
            liftHeldFinger(at: start)
            let seconds = Self.played(seconds)
            if scale != 1, scale > 0, scale.isFinite {
                pieces.append(
                    .motion(
                        ScriptMotion(
                            kind: .pinch(scale: scale, focus: focus ?? windowCentre), start: start, seconds: seconds,
                            sampleCount: sampleCount(over: seconds), stepIndex: index
                        )))
            }

        case .wait:
            break  // a held finger stays down

        case .key(let name):
            // A name that is no key (a script built in code is not validated) only lifts the finger.
            instant(KeyPress(written: name).map { .key($0, focus: nil) }, at: start, index: index)

        case .type(let text):
            for character in text {
                instant(
                    .key(KeyPress(character == "\n" ? "Return" : String(character)), focus: nil), at: start,
                    index: index)
            }

        case .click(let focus):
            instant(.click(focus ?? windowCentre), at: start, index: index)

        case .goto(let page):
            instant(.goToPage(page), at: start, index: index)

        case .wheel(let dx, let dy, let zoom, let focus):
            instant(
                .wheel(WheelTurn(dx: dx, dy: dy, zooms: zoom, focus: focus ?? windowCentre)), at: start, index: index)

        case .doubleClick(let focus):
            instant(.doubleClick(focus ?? windowCentre), at: start, index: index)

        case .zoom(let zoom):
            instant(.setZoom(zoom), at: start, index: index)

        case .layout(let layout):
            instant(.setLayout(layout), at: start, index: index)

        case .next: instant(.command(.nextPage, focus: nil), at: start, index: index)
        case .previous: instant(.command(.previousPage, focus: nil), at: start, index: index)

        case .outline(let entry):
            instant(.jumpToOutlineEntry(entry), at: start, index: index)

        case .resize(let window):
            instant(.resize(window), at: start, index: index)

        case .select(let from, let to):
            instant(.selectionPress(from), at: start, index: index)
            pieces.append(.event(TimedInputEvent(time: start, event: .pointerUp(to), stepIndex: index)))

        case .search(let text, let next):
            instant(.search(text: text, next: next), at: start, index: index)

        case .synctex(let location):
            instant(.syncTeXForward(location), at: start, index: index)

        case .strip(let gesture):
            scheduleStrip(gesture, index: index, at: start)

        case .link(let linkIndex):
            instant(.followLink(linkIndex), at: start, index: index)

        case .repeatSteps:
            break  // the timeline hands out only the steps inside repeats
        }
    }

    /// A strip step: showing it is instant; a tap presses and lifts at once; a scrub presses on the
    /// strip and moves along it as a drag does, lifting with its last move.
    private mutating func scheduleStrip(_ gesture: StripGesture, index: Int, at start: Double) {
        switch gesture {
        case .show(let shown):
            instant(.showStrip(shown), at: start, index: index)
        case .tap(let x):
            let point = Point(x: x, y: stripY)
            instant(.pointerDown(point), at: start, index: index)
            pieces.append(.event(TimedInputEvent(time: start, event: .pointerUp(point), stepIndex: index)))
        case .scrub(let dx, let seconds, let x):
            let seconds = Self.played(seconds)
            let from = Point(x: x ?? windowCentre.x, y: stripY)
            instant(.pointerDown(from), at: start, index: index)
            if dx != 0 {
                pieces.append(
                    .motion(
                        ScriptMotion(
                            kind: .drag(from: from, dx: dx, dy: 0), start: start, seconds: seconds,
                            sampleCount: sampleCount(over: seconds), stepIndex: index)))
            }
            let to = Point(x: from.x + dx, y: stripY)
            pieces.append(.event(TimedInputEvent(time: start + seconds, event: .pointerUp(to), stepIndex: index)))
        }
    }

    /// A step that happens at one moment; like every step but a drag or a wait, it lifts a held finger first.
    private mutating func instant(_ action: ReaderAction?, at time: Double, index: Int) {
        liftHeldFinger(at: time)
        if let action { pieces.append(.event(TimedInputEvent(time: time, event: action, stepIndex: index))) }
    }

    private mutating func liftHeldFinger(at time: Double) {
        guard let held = heldFinger else { return }
        pieces.append(.event(TimedInputEvent(time: time, event: .pointerUp(held.position), stepIndex: held.stepIndex)))
        heldFinger = nil
    }

    /// Samples `1 / fps` apart after the start, the last exactly at `seconds`; one (at once) for 0 s.
    private func sampleCount(over seconds: Double) -> Int {
        // The tolerance keeps 0.25 s at 60 fps at 15 samples when the product rounds just above 15.
        let frames = (seconds * fps - 1e-9).rounded(.up)
        return Int(min(max(frames, 1), 1e12))
    }

    /// Step seconds as played: nonsense from a script built in code becomes 0.
    static func played(_ seconds: Double) -> Double {
        seconds.isFinite && seconds > 0 ? seconds : 0
    }

    // MARK: - Pieces

    private struct HeldFinger: Sendable {
        let position: Point
        let stepIndex: Int
    }

    /// Part of a step's output: one fixed event, or motion samples made when asked for, so a long
    /// drag at a high frame rate never sits in memory as a list.
    private enum Piece: Sendable {
        case event(TimedInputEvent)
        case motion(ScriptMotion)
    }
}
