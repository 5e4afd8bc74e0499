import CSDL2
import FolioCore
import FolioInstrument
import FolioPresenter
import FolioRender
import Foundation

/// Feeds a `TraceRecorder` from the frame loops (the bench's and the window's) for `--trace`: each
/// presented frame with its phases, the renders the session takes, counters, slot swaps, stalls and
/// missed frames, and the window's input; writes the trace at the end (`write()`), or whenever
/// asked (`recorder.write(to:)`). Lives on the main thread.
final class SessionTracer {
    let recorder: TraceRecorder
    /// Where `write()` puts the trace.
    let path: String
    /// The session whose results are followed (the window changes it when a document opens).
    private weak var followed: PagerSession?
    private var framesSinceResidentSample = 0
    /// The launch's steps are in the trace (they are added at the first write, once all happened).
    private var launchRecorded = false

    /// Resident memory is read from /proc every this many frames, not every frame.
    static let residentSampleFrames = 30

    init(path: String, processName: String, budgetMs: Double, origin: Double = MonotonicClock.seconds) {
        self.path = path
        recorder = TraceRecorder(processName: processName, origin: origin)
        recorder.frameBudgetMs = budgetMs
    }

    /// Records the results `session` takes from now on.
    func follow(_ session: PagerSession) {
        guard followed !== session else { return }
        followed = session
        session.onResultTaken = { [recorder] result, used in recorder.render(result, used: used) }
    }

    /// After `FrameRecorder` filled in `record`'s stall and missed flags.
    func framePresented(_ record: FrameRecord, session: PagerSession) {
        let phases = session.phases
        let end = phases.end
        recorder.frame(
            TraceFrame(
                frame: record.frame, phases: phases, mainThreadMs: record.mainThreadMs, stall: record.stall,
                missed: record.missed))
        if record.swaps > 0 { recorder.instant(.slotSwaps, at: phases.start, value: record.swaps) }
        if record.stall { recorder.instant(.stall, at: end, value: record.frame) }
        if record.missed { recorder.instant(.missedFrame, at: end, value: record.frame) }
        recorder.counter(.cacheBytes, Double(record.cacheBytes), at: end)
        recorder.counter(.queueDepth, Double(record.queueDepth), at: end)
        recorder.counter(.uploadBytes, Double(record.uploadBytes), at: end)
        if framesSinceResidentSample == 0 {
            recorder.counter(.residentBytes, Double(ProcessMemory.residentBytes), at: end)
        }
        framesSinceResidentSample = (framesSinceResidentSample + 1) % Self.residentSampleFrames
    }

    /// A script's gestures, whose times are script seconds from `scriptStart`.
    func gestures(_ spans: [GestureSpan], scriptStart: Double) {
        for span in spans {
            recorder.instant(.gestureStart, at: scriptStart + span.start, value: span.stepIndex)
            recorder.instant(.gestureEnd, at: scriptStart + span.end, value: span.stepIndex)
        }
    }

    /// A window input event, as it is handled.
    func input(_ event: SDL_Event) {
        let kind: TraceInput? =
            switch event.type {
            case SDL_KEYDOWN.rawValue: .key
            case SDL_TEXTINPUT.rawValue: .text
            case SDL_MOUSEBUTTONDOWN.rawValue: .pointerDown
            case SDL_MOUSEMOTION.rawValue: .pointerMove
            case SDL_MOUSEBUTTONUP.rawValue: .pointerUp
            case SDL_MOUSEWHEEL.rawValue: .wheel
            case SDL_MULTIGESTURE.rawValue: .pinch
            default: nil
            }
        if let kind { recorder.instant(.input(kind), at: MonotonicClock.seconds) }
    }

    func write() throws(BenchError) {
        if !launchRecorded {
            launchRecorded = true
            for (step, time) in LaunchTimeline.steps { recorder.instant(.launch(step), at: time) }
        }
        try recorder.write(to: path)
    }
}

extension SessionTracer {
    /// The window's end: the trace is written, or why not is said on stderr (the window has closed;
    /// there is nothing else to tell).
    func writeAtClose() {
        do {
            try write()
        } catch {
            FileHandle.standardError.write(Data("folio: \(error)\n".utf8))
        }
    }
}
