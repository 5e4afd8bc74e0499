import CSDL2
import FolioCore
import FolioPresenter
import FolioRender
import Foundation
import Logging

private let log = Logger(label: "folio.synctex")

/// The TeX loop in the window: a forward search (`--synctex-forward`) turns to the page and
/// highlights the boxes its line made; Ctrl+click on a page runs the editor command (`-x`) at the
/// source line under the pointer. The lookups run off the main thread (`SyncTeXSearcher`).
extension ReaderSession {
    /// Gives a document shown from a file its searcher, and makes the forward search asked for.
    func startSyncTeX(for view: DocumentView, at path: String?) {
        guard let options = configuration.syncTeX, let path else { return }
        view.syncTeX = SyncTeXSearcher(pdfPath: path, open: options.open, wake: wake)
        if let location = pendingForward {
            pendingForward = nil
            view.syncTeX?.forward(location)
        }
    }

    /// Ctrl+click on a page (not on a URI link): the source line under the pointer; true when the
    /// click was taken so.
    func searchesSource(at point: Point) -> Bool {
        guard SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0, let view = content.documentView,
            let (page, spot) = view.pager.model.page(at: point)
        else { return false }
        guard configuration.syncTeX?.editor != nil, let searcher = view.syncTeX else {
            say(["Ctrl+click opens the source line in an editor: start folio with", "-x 'EDITOR %{input} %{line}'"])
            return true
        }
        searcher.inverse(PagePoint(page: page, point: spot))
        return true
    }

    /// The lookups' answers: the page and boxes shown, the editor started, or why not, said.
    func takeSyncTeXAnswers(of view: DocumentView, at time: Double) {
        for answer in view.syncTeX?.takeAnswers() ?? [] {
            switch answer {
            case .forward(.success(let target)): view.pager.apply(.syncTeXFound(target), at: time)
            case .inverse(.success(let location)): openEditor(at: location)
            case .forward(.failure(let error)), .inverse(.failure(let error)):
                log.warning("\(error)")
                say(["SyncTeX: \(error)"])
            }
        }
    }

    /// Starts the editor command at `location`, without a shell and without waiting for it.
    private func openEditor(at location: SourceLocation) {
        guard let arguments = configuration.syncTeX?.editor?.arguments(for: location), let name = arguments.first
        else { return }
        guard let program = name.contains("/") ? name : URIOpener.programOnPath(name) else {
            say(["The editor command's program \(name) is not on PATH"])
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(arguments.dropFirst())
        process.standardInput = FileHandle.nullDevice
        process.terminationHandler = { finished in
            if finished.terminationStatus != 0 {
                log.warning("the editor command \(name) ended with status \(finished.terminationStatus)")
            }
        }
        do {
            try process.run()
            log.info("inverse search: \(location.input):\(location.line)")
        } catch {
            say(["Could not start the editor command \(name): \(error)"])
        }
    }

    /// A few lines at the window's foot for a few seconds, and in the log.
    private func say(_ lines: [String]) {
        log.notice("\(lines.joined(separator: " "))")
        recording.notice.show(lines, at: MonotonicClock.seconds)
        content.documentView?.pager.needsRedraw = true
    }
}
