import FolioCore
import FolioInstrument
import FolioPresenter
import FolioRender
import Foundation

/// What the window keeps of its session for its report, besides the recorder's figures: the last ten
/// minutes of frames for the plot (`RecentFrames`), the resources after the first second, and what
/// `--report`, `--histogram` and F3 write (`ReaderSession+Recording`). Lives on the main thread only.
final class SessionRecording {
    /// `--report`: the session's report, written when the window closes; nil: none.
    let reportPath: String?
    /// `--histogram`: the main thread's frame times as `.hgrm`, written when the window closes.
    let histogramPath: String?
    private(set) var recent = RecentFrames()
    /// The window has no script: its resources are first read at rest after its first second.
    private var resources = ResourceWatch.window
    let notice = TimedNotice()

    init(reportPath: String?, histogramPath: String?) {
        self.reportPath = reportPath
        self.histogramPath = histogramPath
    }

    /// Keeps a frame the recorder has filled in; `atRest` when nothing moved or waited to render.
    func framePresented(_ record: FrameRecord, atRest: Bool) {
        recent.append(record)
        resources.framePresented(at: record.t, atRest: atRest)
    }

    /// The report of the session so far, in the bench report's shape: script "window", the frames
    /// the window drew (not the vsyncs it slept through), the engine figures of the document shown.
    func report(
        recorder: FrameRecorder, fps: Double, view: DocumentView, settings: RenderSettings, machine: MachineInfo,
        madeAhead: TextureMaking
    ) -> BenchReport {
        let seconds = recent.lastTime ?? 0
        return BenchReport(
            recorder: recorder, session: view.pager, file: view.document.source.name, script: "window",
            settings: settings,
            fps: fps, openedAt: view.shownAt, machine: machine,
            resources: resources.use(end: .now(), at: seconds), madeAhead: madeAhead,
            commandLine: CommandLine.arguments)
    }

    /// The plot of the frames kept, titled with the file.
    func timeline(recorder: FrameRecorder, name: String) -> FrameTimeline {
        recent.timeline(title: "\(name) - window - last \(Int(recent.seconds / 60)) min", budgetMs: recorder.budgetMs)
    }
}
