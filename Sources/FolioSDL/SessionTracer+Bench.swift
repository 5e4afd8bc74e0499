import FolioCore
import FolioInstrument
import FolioPresenter
import Foundation

/// The bench's side of `SessionTracer`.
extension SessionTracer {
    /// A tracer for a bench run of `configuration` on `session`; `origin`: when the run began.
    convenience init(
        path: String, _ configuration: BenchConfiguration, budgetMs: Double, origin: Double,
        session: PagerSession
    ) {
        let file = URL(fileURLWithPath: configuration.source.name).lastPathComponent
        self.init(
            path: path,
            processName: "folio bench \(file) \(configuration.scriptName) \(configuration.render.strategy.rawValue)",
            budgetMs: budgetMs, origin: origin)
        follow(session)
    }

    /// Adds the script's gestures and writes the trace.
    func finish(gestures spans: [GestureSpan], scriptStart: Double) throws(BenchError) {
        gestures(spans, scriptStart: scriptStart)
        try write()
    }
}
