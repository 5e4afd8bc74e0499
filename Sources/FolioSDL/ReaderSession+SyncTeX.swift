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
        view.pager.syncTeX = SyncTeXSearcher(pdfPath: path, open: options.open, wake: wake)
        if let location = pendingForward {
            pendingForward = nil
            view.pager.apply(.syncTeXForward(location), at: MonotonicClock.seconds)
        }
    }

    /// Ctrl+click on a page (not on a URI link): the source line under the pointer; true when the
    /// click was taken so.
    func searchesSource(at point: Point) -> Bool {
        guard let view = content.documentView, let (page, spot) = view.pager.model.page(at: point) else { return false }
        guard configuration.syncTeX?.editor != nil else {
            say(["Ctrl+click opens the source line in an editor: start folio with", "-x 'EDITOR %{input} %{line}'"])
            return true
        }
        if !view.pager.searchSource(at: PagePoint(page: page, point: spot)) { sayNoSyncTeX() }
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

    /// A turn of the main loop: what a second `folio` asked, and what the lookups left to the
    /// window (the editor started, or why a search found nothing, said).
    func serveTeXLoop(_ view: DocumentView, at time: Double) {
        for message in channel?.takeMessages() ?? [] {
            SDL_RaiseWindow(window.window)
            switch message {
            case .forward(let location): view.pager.apply(.syncTeXForward(location), at: time)
            case .goToPage(let page): view.pager.apply(.goToPage(page), at: time)
            case .raise: view.pager.needsRedraw = true
            }
        }
        for answer in view.pager.takeSyncTeXReplies() {
            switch answer {
            case .forward(.success): break  // the session showed it
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

    /// A forward or inverse search on pages with no SyncTeX records to look in.
    func sayNoSyncTeX() { say(["No SyncTeX for this file"]) }

    /// A few lines at the window's foot for a few seconds, and in the log.
    func say(_ lines: [String]) {
        log.notice("\(lines.joined(separator: " "))")
        recording.notice.show(lines, at: MonotonicClock.seconds)
        content.documentView?.pager.needsRedraw = true
    }
}
