import ArgumentParser
import FolioPoppler
import FolioRender
import FolioRenderProcess

/// `folio render-worker`: a render worker process, started with the document on descriptor 3 and
/// its socket on 4 (`ProcessPageSource`) when no template process can fork one. Hidden: not for
/// people to run.
struct RenderWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-worker",
        abstract: "Render pages for the reader that started this process (internal).",
        shouldDisplay: false)

    func run() throws {
        Self.serve()
    }

    /// What a worker does, started by exec or forked by the template process: serves the reader.
    static func serve() -> Never {
        RenderWorker.serve { password, recolor throws(FolioError) in
            let document = try Document(path: RenderWorker.documentPath, password: password)
            document.recolor = recolor
            return document
        }
    }
}
