/// A script's non-repeat steps in order, repeats multiplied out, each with its index and start time.
struct StepTimeline: Sendable {
    private struct Level: Sendable {
        let steps: [GestureStep]
        var next = 0
        var passesLeft: Int
    }

    private var levels: [Level]
    /// The start time of the next step: the sum of the durations of those handed out.
    private(set) var clock: Double = 0
    private(set) var isExhausted = false
    private var nextIndex = 0

    init(steps: [GestureStep]) {
        levels = [Level(steps: steps, passesLeft: 1)]
    }

    mutating func next() -> (index: Int, start: Double, step: GestureStep)? {
        while let level = levels.last {
            let top = levels.count - 1
            if level.next < level.steps.count {
                let step = level.steps[level.next]
                levels[top].next += 1
                if case .repeatSteps(let times, let inner) = step {
                    if times > 0, !inner.isEmpty { levels.append(Level(steps: inner, passesLeft: times)) }
                    continue
                }
                let entry = (index: nextIndex, start: clock, step: step)
                nextIndex += 1
                clock += ScriptPlayer.played(step.duration)
                return entry
            } else if level.passesLeft > 1 {
                levels[top].passesLeft -= 1
                levels[top].next = 0
            } else {
                levels.removeLast()
            }
        }
        isExhausted = true
        return nil
    }
}
