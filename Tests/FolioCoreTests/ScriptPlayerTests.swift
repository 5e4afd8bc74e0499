import FolioCore
import Foundation
import Testing

@Suite struct ScriptPlayerTests {
    private let centre = Point(x: 640, y: 400)

    private func script(_ steps: [GestureStep], fps: Double = 60) -> GestureScript {
        GestureScript(window: Size(width: 1280, height: 800), fps: fps, steps: steps)
    }

    /// Every event of the script, taken in one call.
    private func allEvents(_ steps: [GestureStep], fps: Double = 60) -> [TimedInputEvent] {
        var player = ScriptPlayer(script: script(steps, fps: fps))
        return player.events(upTo: .infinity)
    }

    private func moves(_ events: [TimedInputEvent]) -> [TimedInputEvent] {
        events.filter { if case .pointerMove = $0.event { true } else { false } }
    }

    private func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    // MARK: - Drags

    @Test func dragSamplesAtFrameSpacingAndLandsExactlyOnTarget() throws {
        let events = allEvents([.drag(dx: -700, dy: 0, seconds: 0.25, release: .flick)])
        #expect(events.first == TimedInputEvent(time: 0, event: .pointerDown(centre), stepIndex: 0))
        #expect(events.last == TimedInputEvent(time: 0.25, event: .pointerUp(Point(x: -60, y: 400)), stepIndex: 0))

        let samples = moves(events)
        #expect(samples.count == 15)
        #expect(events.count == 17)
        for (offset, sample) in samples.enumerated() {
            let frame = Double(offset + 1)
            #expect(isClose(sample.time, frame / 60))
            guard case .pointerMove(let position) = sample.event else { continue }
            #expect(isClose(position.x, 640 - 700 * (frame / 60) / 0.25, within: 1e-6))
            #expect(position.y == 400)
        }
        #expect(samples.last == TimedInputEvent(time: 0.25, event: .pointerMove(Point(x: -60, y: 400)), stepIndex: 0))
    }

    @Test func lastSampleOfAnOffFrameDragIsAtItsEnd() {
        let samples = moves(allEvents([.drag(dx: -448, dy: 10, seconds: 0.03, release: .flick)]))
        let times: [Double] = [1.0 / 60, 0.03]
        #expect(samples.map(\.time) == times)
        #expect(samples.last?.event == .pointerMove(Point(x: 640 - 448, y: 410)))
    }

    @Test func flickLetsGoWithTheLastMoveAndHoldRestsFirst() throws {
        let flick = allEvents([.drag(dx: 100, dy: 0, seconds: 0.5, release: .flick)])
        #expect(moves(flick).count == 30)
        #expect(moves(flick).last?.time == 0.5)
        #expect(flick.last?.time == 0.5)

        let hold = allEvents([.drag(dx: 100, dy: 0, seconds: 0.5, release: .hold)])
        let holdMoves = moves(hold)
        #expect(holdMoves.count == 24)
        let lastMove = try #require(holdMoves.last)
        #expect(isClose(lastMove.time, 0.4))
        #expect(lastMove.event == .pointerMove(Point(x: 740, y: 400)))
        #expect(hold.last == TimedInputEvent(time: 0.5, event: .pointerUp(Point(x: 740, y: 400)), stepIndex: 0))

        // Shorter than the rest: the motion is instantaneous and the whole step is rest.
        let quick = allEvents([.drag(dx: 100, dy: 0, seconds: 0.05, release: .hold)])
        #expect(quick.map(\.time) == [0, 0, 0.05])
    }

    @Test func zeroLengthAndZeroSecondDrags() {
        #expect(
            allEvents([.drag(dx: 0, dy: 0, seconds: 0, release: .flick)]) == [
                TimedInputEvent(time: 0, event: .pointerDown(centre), stepIndex: 0),
                TimedInputEvent(time: 0, event: .pointerUp(centre), stepIndex: 0),
            ])
        #expect(allEvents([.drag(dx: 0, dy: 0, seconds: 0, release: .hold)]).map(\.time) == [0, 0])
        #expect(
            allEvents([.drag(dx: 0, dy: 0, seconds: 0.5, release: .flick)]) == [
                TimedInputEvent(time: 0, event: .pointerDown(centre), stepIndex: 0),
                TimedInputEvent(time: 0.5, event: .pointerUp(centre), stepIndex: 0),
            ])
        let target = Point(x: 690, y: 400)
        #expect(
            allEvents([.drag(dx: 50, dy: 0, seconds: 0, release: .flick), .key("Right")]) == [
                TimedInputEvent(time: 0, event: .pointerDown(centre), stepIndex: 0),
                TimedInputEvent(time: 0, event: .pointerMove(target), stepIndex: 0),
                TimedInputEvent(time: 0, event: .pointerUp(target), stepIndex: 0),
                TimedInputEvent(time: 0, event: .key(KeyPress("Right"), focus: nil), stepIndex: 1),
            ])
    }

    @Test func aKeptDownFingerContinuesWithTheNextDrag() {
        let events = allEvents([
            .drag(dx: 100, dy: 0, seconds: 0.125, release: .keepDown),
            .wait(seconds: 0.25),
            .drag(dx: 0, dy: 50, seconds: 0.125, release: .keepDown),
            .key("Right"),
            .drag(dx: -10, dy: 0, seconds: 0, release: .keepDown),
        ])
        let downs = events.filter { if case .pointerDown = $0.event { true } else { false } }
        let ups = events.filter { if case .pointerUp = $0.event { true } else { false } }
        #expect(downs.map(\.time) == [0, 0.5])
        // Lifted where it stopped before the key, then at the end of the script.
        #expect(
            ups == [
                TimedInputEvent(time: 0.5, event: .pointerUp(Point(x: 740, y: 450)), stepIndex: 2),
                TimedInputEvent(time: 0.5, event: .pointerUp(Point(x: 630, y: 400)), stepIndex: 4),
            ])
        let secondDrag = moves(events).filter { $0.stepIndex == 2 }
        #expect(secondDrag.first?.event == .pointerMove(Point(x: 740, y: 400 + 50 * (1.0 / 60) / 0.125)))
        #expect(secondDrag.first?.time == 0.375 + 1.0 / 60)
        #expect(
            events.firstIndex { $0.event == .key(KeyPress("Right"), focus: nil) } == events.firstIndex(of: ups[0])! + 1)
    }

    // MARK: - Pinches

    @Test func pinchGrowsGeometricallyToItsScale() {
        let events = allEvents([.pinch(scale: 8, at: nil, seconds: 0.5)])
        #expect(events.count == 30)
        var zoom = 1.0
        for (offset, event) in events.enumerated() {
            guard case .pinch(let factor, let focus) = event.event else {
                Issue.record("not a pinch: \(event)")
                continue
            }
            zoom *= factor
            #expect(focus == centre)
            #expect(isClose(zoom, pow(8, Double(offset + 1) / 30), within: 1e-9))
        }
        #expect(isClose(zoom, 8, within: 1e-12))
        #expect(events.last?.time == 0.5)

        let there = Point(x: 100, y: 200)
        #expect(
            allEvents([.pinch(scale: 0.25, at: there, seconds: 0)]) == [
                TimedInputEvent(time: 0, event: .pinch(scale: 0.25, focus: there), stepIndex: 0)
            ])
        #expect(allEvents([.pinch(scale: 1, at: nil, seconds: 1)]).isEmpty)
    }

    // MARK: - Timing

    @Test func stepsRunBackToBackAndRepeatsNest() {
        let events = allEvents([
            .repeatSteps(
                times: 2,
                steps: [
                    .repeatSteps(times: 3, steps: [.key("Right"), .wait(seconds: 0.5)]),
                    .goto(page: 5),
                    .repeatSteps(times: 0, steps: [.key("q")]),
                ])
        ])
        #expect(
            events == [
                TimedInputEvent(time: 0, event: .key(KeyPress("Right"), focus: nil), stepIndex: 0),
                TimedInputEvent(time: 0.5, event: .key(KeyPress("Right"), focus: nil), stepIndex: 2),
                TimedInputEvent(time: 1.0, event: .key(KeyPress("Right"), focus: nil), stepIndex: 4),
                TimedInputEvent(time: 1.5, event: .goToPage(5), stepIndex: 6),
                TimedInputEvent(time: 1.5, event: .key(KeyPress("Right"), focus: nil), stepIndex: 7),
                TimedInputEvent(time: 2.0, event: .key(KeyPress("Right"), focus: nil), stepIndex: 9),
                TimedInputEvent(time: 2.5, event: .key(KeyPress("Right"), focus: nil), stepIndex: 11),
                TimedInputEvent(time: 3.0, event: .goToPage(5), stepIndex: 13),
            ])
    }

    @Test func durationsAndGestureSpans() {
        let player = ScriptPlayer(
            script: script([
                .wait(seconds: 1),
                .drag(dx: -100, dy: 0, seconds: 0.25, release: .hold),
                .key("Right"),
                .repeatSteps(times: 2, steps: [.pinch(scale: 2, at: nil, seconds: 0.5)]),
                .drag(dx: 0, dy: 0, seconds: 0, release: .flick),
                .wait(seconds: 2),
            ]))
        #expect(player.duration == 4.25)
        #expect(
            player.gestureSpans == [
                GestureSpan(start: 1, end: 1.25, stepIndex: 1),
                GestureSpan(start: 1.25, end: 1.75, stepIndex: 3),
                GestureSpan(start: 1.75, end: 2.25, stepIndex: 4),
                GestureSpan(start: 2.25, end: 2.25, stepIndex: 5),
            ])
        #expect(ScriptPlayer(script: script([])).duration == 0)
    }

    @Test func eachEventIsReturnedOnceWhateverTheFrameTimes() {
        let steps: [GestureStep] = [
            .drag(dx: -700, dy: 30, seconds: 0.25, release: .flick),
            .wait(seconds: 0.3),
            .pinch(scale: 4, at: Point(x: 10, y: 20), seconds: 0.4),
            .drag(dx: 200, dy: -80, seconds: 0.7, release: .hold),
            .repeatSteps(times: 5, steps: [.key("Left"), .wait(seconds: 0.05), .goto(page: 3)]),
            .drag(dx: 5, dy: 5, seconds: 0.2, release: .keepDown),
            .wait(seconds: 0.5),
        ]
        let everything = allEvents(steps)

        var player = ScriptPlayer(script: script(steps))
        var random = SplitMix64(seed: 3)
        var collected: [TimedInputEvent] = []
        var previousTime = -1.0
        var time = 0.0
        while !player.isFinished {
            let due = player.events(upTo: time)
            #expect(due.allSatisfy { $0.time <= time && $0.time > previousTime })
            #expect(player.events(upTo: time).isEmpty)
            #expect(player.events(upTo: time - 0.5).isEmpty)
            collected += due
            previousTime = time
            time += random.nextUnit() * 0.1  // irregular, sometimes almost no time at all
        }
        #expect(collected == everything)
        #expect(zip(collected, collected.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test func finishesOnlyWhenPlaybackReachesTheEnd() {
        var player = ScriptPlayer(script: script([.key("Right"), .wait(seconds: 1)]))
        #expect(!player.isFinished)
        #expect(player.events(upTo: 0).map(\.event) == [.key(KeyPress("Right"), focus: nil)])
        #expect(!player.isFinished)
        #expect(player.events(upTo: 0.99).isEmpty)
        #expect(!player.isFinished)
        #expect(player.events(upTo: 1).isEmpty)
        #expect(player.isFinished)

        var empty = ScriptPlayer(script: script([]))
        #expect(empty.events(upTo: 0).isEmpty)
        #expect(empty.isFinished)
    }

    @Test func builtinsPlayDeterministically() throws {
        for name in BuiltinScripts.names {
            let builtin = try #require(BuiltinScripts.script(named: name, pageCount: 64, seed: 5))
            func play() -> [TimedInputEvent] {
                var player = ScriptPlayer(script: builtin)
                var events: [TimedInputEvent] = []
                var frame = 0.0
                while !player.isFinished {
                    events += player.events(upTo: frame / 60)
                    frame += 1
                }
                return events
            }
            let first = play()
            #expect(!first.isEmpty || name == "open", "\(name)")  // `open` only waits
            #expect(play() == first)
            #expect((first.last?.time ?? 0) <= ScriptPlayer(script: builtin).duration)
        }
    }

    @Test func flickFastPlaysFourHundredFlicksInTwentySeconds() throws {
        let flickFast = try #require(BuiltinScripts.script(named: "flick-fast", pageCount: 64))
        var player = ScriptPlayer(script: flickFast)
        let events = player.events(upTo: .infinity)
        let downs = events.filter { if case .pointerDown = $0.event { true } else { false } }
        #expect(downs.count == 400)
        #expect(isClose(downs[20].time, 1))
        #expect(isClose(player.duration, 20))
        #expect(player.gestureSpans.count == 400)
    }

    @Test func scriptsBuiltInCodeAreClampedNotTrusted() {
        let events = allEvents(
            [.wait(seconds: -3), .drag(dx: 60, dy: 0, seconds: .nan, release: .flick), .key("Right")], fps: 0)
        #expect(events.map(\.time) == [0, 0, 0, 0])
        #expect(moves(allEvents([.drag(dx: 60, dy: 0, seconds: 1, release: .flick)], fps: -1)).count == 60)
    }
}
