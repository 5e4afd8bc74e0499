import FolioCore
import FolioInstrument
import FolioPresenter
import Foundation
import Logging

private let log = Logger(label: "folio.window")

/// The window's session measured: F3 saves it so far into a new folder, and `--report` and
/// `--histogram` write it when the window closes (`SessionRecording`).
extension ReaderSession {
    /// F3: the report, the frame-time plot (SVG and PNG), the frame-time histogram and, while tracing,
    /// the trace, into a new `SessionFolder`; the overlay says where, or why not.
    func saveSession(at time: Double) {
        guard let view = content.documentView else { return }
        do {
            let folder = try SessionFolder.create(in: FileManager.default.currentDirectoryPath, at: Date())
            let file = { (name: String) in URL(fileURLWithPath: folder).appendingPathComponent(name).path }
            try sessionReport(of: view).write(to: file("report.json"))
            try FrameTimePlot.write(recording.timeline(recorder: recorder, name: view.name), to: file("frames.svg"))
            try FrameTimeHistogramFile.write(recorder.mainThread, to: file("frames.hgrm"))
            try tracer?.recorder.write(to: file("trace.json"))
            recording.notice.show(["Session saved (F3) in", folder], at: time)
        } catch {
            recording.notice.show(["Session not saved (F3):", "\(error)"], at: time)
        }
        view.pager.needsRedraw = true
    }

    /// `--report` and `--histogram`, as the window closes with a document open; a file that cannot be
    /// written is said on stderr.
    func writeSessionFilesOnClose() {
        guard recording.reportPath != nil || recording.histogramPath != nil else { return }
        guard let view = content.documentView else {
            log.warning("no document open when the window closed: no session report written")
            return
        }
        do {
            if let path = recording.reportPath { try sessionReport(of: view).write(to: path) }
            if let path = recording.histogramPath { try FrameTimeHistogramFile.write(recorder.mainThread, to: path) }
        } catch {
            log.error("\(error)")
        }
    }

    private func sessionReport(of view: DocumentView) -> BenchReport {
        recording.report(
            recorder: recorder, fps: window.refreshRate, view: view, settings: configuration.render,
            machine: MachineInfo(
                renderer: window.renderer,
                window: Size(
                    width: window.drawableSize.width / window.pixelDensity,
                    height: window.drawableSize.height / window.pixelDensity)),
            madeAhead: window.textures.madeAhead)
    }
}
