import CSDL2
import FolioCore
import FolioPresenter
import FolioRender
import FolioWindowChannel
import Foundation
import Logging

private let log = Logger(label: "folio.synctex")

/// The TeX loop in the window: a forward search (`--synctex-forward`) turns to the page and
/// highlights the boxes its line made; Ctrl+click on a page runs the editor command (`-x`) at the
/// source line under the pointer. The lookups run off the main thread (`SyncTeXSearcher`).
extension ReaderSession {
    /// Gives a document shown from a file its searcher, and makes the forward search asked for;
    /// listens for a second `folio` on that file.
    func startSyncTeX(for view: DocumentView, at path: String?) {
        guard let options = configuration.syncTeX, let path else { return }
        listen(forFile: path)
        view.syncTeX = SyncTeXSearcher(pdfPath: path, open: options.open, wake: wake)
        if let location = pendingForward {
            pendingForward = nil
            view.syncTeX?.forward(location)
        }
    }

    /// Ctrl+click on a page (not on a URI link): the source line under the pointer; true when the
    /// click was taken so.
    func searchesSource(at point: Point) -> Bool {
        guard let view = content.documentView, let (page, spot) = view.pager.model.page(at: point) else { return false }
        guard configuration.syncTeX?.editor != nil, let searcher = view.syncTeX else {
            say(["Ctrl+click opens the source line in an editor: start folio with", "-x 'EDITOR %{input} %{line}'"])
            return true
        }
        searcher.inverse(PagePoint(page: page, point: spot))
        return true
    }

    /// The window's socket for `file`, unless it listens for it already. A window that cannot
    /// listen still shows the file; a second `folio` then opens a window of its own.
    private func listen(forFile file: String) {
        if let channel, (try? WindowChannel.socketPath(forFile: file)) == channel.path { return }
        channel?.close()
        channel = nil
        do {
            channel = try WindowChannel(forFile: file, wake: wake)
        } catch {
            log.warning("\(error)")
        }
    }

    /// A turn of the main loop: what a second `folio` asked, and the lookups' answers (the page
    /// and boxes shown, the editor started, or why not, said).
    func serveTeXLoop(_ view: DocumentView, at time: Double) {
        for message in channel?.takeMessages() ?? [] {
            SDL_RaiseWindow(window.window)
            switch message {
            case .forward(let location):
                if let searcher = view.syncTeX { searcher.forward(location) } else { say(["No SyncTeX for this file"]) }
            case .goToPage(let page): view.pager.apply(.goToPage(page), at: time)
            case .raise: view.pager.needsRedraw = true
            }
        }
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
        do {
            try ProgramLauncher.start(name, Array(arguments.dropFirst()), log: log)
            log.info("inverse search: \(location.input):\(location.line)")
        } catch {
            say(["The editor command: \(error)"])
        }
    }

    /// A few lines at the window's foot for a few seconds, and in the log.
    private func say(_ lines: [String]) {
        log.notice("\(lines.joined(separator: " "))")
        recording.notice.show(lines, at: MonotonicClock.seconds)
        content.documentView?.pager.needsRedraw = true
    }
}
