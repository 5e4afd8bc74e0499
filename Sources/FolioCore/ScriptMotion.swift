import Foundation  // pow

/// A drag's or a pinch's samples as `ScriptPlayer` plays them: made one by one when asked for, at
/// the script's frame rate, the last landing exactly on the gesture's end.
struct ScriptMotion: Sendable {
    enum Kind: Sendable {
        case drag(from: Point, dx: Double, dy: Double)
        case pinch(scale: Double, focus: Point)
    }

    let kind: Kind
    let start: Double
    let seconds: Double
    let sampleCount: Int
    let stepIndex: Int

    /// Sample `number` of `1...sampleCount`.
    func event(sample number: Int, fps: Double) -> TimedInputEvent {
        let isLast = number == sampleCount
        let offset = isLast ? seconds : Double(number) / fps
        let progress = isLast ? 1 : offset / seconds
        let event: ReaderAction
        switch kind {
        case .drag(let from, let dx, let dy):
            // The last sample adds the whole (dx, dy) so the finger lands exactly on the target.
            event = .pointerMove(Point(x: from.x + dx * progress, y: from.y + dy * progress))
        case .pinch(let scale, let focus):
            let previousProgress = number == 1 ? 0 : Double(number - 1) / fps / seconds
            let factor =
                isLast
                ? scale / pow(scale, previousProgress)
                : pow(scale, progress) / pow(scale, previousProgress)
            event = .pinch(scale: factor, focus: focus)
        }
        return TimedInputEvent(time: start + offset, event: event, stepIndex: stepIndex)
    }
}
