import CSDL2
import FolioCore
import FolioInstrument
import FolioPresenter
import FolioRender
import Logging

private let log = Logger(label: "folio.window")

/// Changing what the window shows: opening a dropped file, the password prompt, reloading a file
/// that changed on disk, remembering where each document was left.
extension ReaderSession {
    // MARK: Switching

    /// Opens `request`'s pages in place of what is shown, after remembering where the document
    /// shown was left. Blocks until the first render worker has opened them (or failed to).
    func open(_ request: DocumentRequest) {
        let opening = Result { () throws(FolioError) in
            try DocumentOpening.open(request, settings: configuration.render, places: configuration.places, wake: wake)
        }
        closeDocument()
        show(opening, for: request)
    }

    /// Shows `opening`'s pages (in `madeEarly`, a view made for them before the window, resized to
    /// it if the window came out another size), the password prompt, or what went wrong (on stderr too).
    func show(
        _ opening: Result<DocumentOpening, FolioError>, for request: DocumentRequest, madeEarly: DocumentView? = nil
    ) {
        SDL_StopTextInput()
        switch opening {
        case .success(let opening):
            let view =
                madeEarly
                ?? DocumentView(
                    opening, settings: configuration.render, viewport: window.drawableSize,
                    density: window.pixelDensity)
            if view.pager.viewport != window.drawableSize {
                view.pager.apply(.resize(window.drawableSize), at: MonotonicClock.seconds)
            }
            view.pager.frameSeconds = 1 / window.refreshRate
            content = .open(view)
            setFullscreen(false)  // as the new pages' model starts
            view.pager.advanceEveryPage(after: configuration.advanceSeconds)
            applySettings(to: view)
            if presentsNext { view.pager.apply(.setPresenting(true), at: MonotonicClock.seconds) }
            if let notes = configuration.notes { view.pager.apply(.splitNotes(notes), at: MonotonicClock.seconds) }
            if presenterWanted { view.pager.apply(.command(.togglePresenter, focus: nil), at: MonotonicClock.seconds) }
            startSyncTeX(for: view, at: opening.document.source.filePath)
            restoreMarks(into: view)
            // The pager's printable keys arrive as text, in the keyboard's own layout ("?" and "+"
            // whatever keys make them).
            SDL_StartTextInput()
        case .failure(let error):
            let passwordMayBeTyped = configuration.fileOpener != nil && request.source.filePath != nil
            switch error {
            case .needsPassword where passwordMayBeTyped, .wrongPassword where passwordMayBeTyped:
                let name = WindowContent.fileName(request.source.name)
                content = .password(
                    PasswordPrompt(documentName: name, lastTryWasWrong: error == .wrongPassword(path: error.path)),
                    request)
                SDL_StartTextInput()
            default:
                log.error("\(error)")
                content = .failed(error)
            }
        }
        needsRedraw = true
    }

    /// Remembers where the open document was left and stops its workers; its textures go with it.
    func closeDocument() {
        guard let view = content.documentView else { return }
        presentsNext = view.pager.model.presentation.isOn
        settings.nightModeNext = view.pager.model.chrome.nightMode
        settings.stripNext = false
        presenterWanted = presenter != nil
        presenter = nil  // its render process is on this document
        remember(view)
        view.close()
        content = .empty
    }

    private func remember(_ view: DocumentView) {
        guard let places = configuration.places, let key = view.placeKey else { return }
        do {
            try places.remember(view.place, of: key)
        } catch {
            log.warning("\(error); where \(view.name) was left is not remembered")
        }
    }

    // MARK: The file on disk

    /// Looks at the open document's file when the watch says it is time: a file gone is said in
    /// the title, a changed one reloaded at the same page and zoom once it is stable.
    func watchFile(at time: Double) {
        guard let view = content.documentView, var watch = view.watch, time >= view.nextLook,
            let path = view.document.source.filePath
        else { return }
        let verdict = watch.look(FileVersion.of(path: path), at: time)
        view.nextLook = watch.nextLook(after: time)
        view.watch = watch
        switch verdict {
        case .unchanged: view.isFileGone = false
        case .gone: view.isFileGone = true
        case .settling: break
        case .changed(let version): reload(view, as: version)
        }
    }

    /// Opens the new version at the page and zoom shown. If it does not open (a password now, or
    /// damaged), the old pages stay and the version is not tried again until it changes.
    private func reload(_ view: DocumentView, as version: FileVersion) {
        guard !reopen(view, from: view.document.source) else { return }
        view.watch?.reloaded(as: version)
        view.isFileGone = false
    }

    /// Opens the pages again in `recolor`'s colours (their own with nil), at the place shown: the
    /// workers render them so, and the disk cache keeps them apart. Pages that cannot be
    /// recoloured stay as they are, and the log says so.
    func recolor(_ view: DocumentView, _ recolor: Recolor?) {
        guard let source = view.document.source.recoloured(recolor) else {
            log.warning("\(view.name): these pages cannot be recoloured")
            return
        }
        _ = reopen(view, from: source)
    }

    /// Shows the pages `source` opens in place of `view`'s, at the page, zoom, layout, direction and
    /// trim shown; false, and the log says why, when they do not open: `view` stays.
    private func reopen(_ view: DocumentView, from source: any PageSourceOpener) -> Bool {
        let place = view.place
        let request = DocumentRequest(
            source: source, page: place.page, zoom: place.zoom, layout: place.layout, rightToLeft: place.rightToLeft,
            trim: place.trim)
        do throws(FolioError) {
            let opening = try DocumentOpening.open(request, settings: configuration.render, places: nil, wake: wake)
            closeDocument()
            show(.success(opening), for: request)
            return true
        } catch {
            log.warning("\(error); the pages shown are those before")
            return false
        }
    }

    // MARK: Input that is not the pager's

    /// The window closed (or SDL_QUIT, from a signal too): with changes to marks or fields not
    /// saved the window asks first, as `q` does; closed again, it quits, the journal keeping them.
    private func closeAsked(at time: Double) {
        guard let view = content.documentView, view.pager.model.marks.hasUnsavedChanges else {
            quitRequested = true
            return
        }
        view.pager.apply(.command(.quit, focus: nil), at: time)
        needsRedraw = true
    }

    /// Quitting, files dropped, the HUD, and the keys of the message shown; the rest goes to the
    /// open document's pager (`handle`).
    func handleWindowEvent(_ event: SDL_Event, time: Double) {
        if handlePresenterEvent(event, time: time) { return }
        switch event.type {
        case SDL_QUIT.rawValue:
            closeAsked(at: time)
        case SDL_WINDOWEVENT.rawValue where event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue):
            closeAsked(at: time)  // with the presenter window open, closing this one sends no SDL_QUIT
        case SDL_DROPFILE.rawValue:
            guard let file = event.drop.file else { return }
            let path = String(cString: file)
            SDL_free(file)
            if let opener = configuration.fileOpener { open(DocumentRequest(source: opener(path, nil))) }
        case SDL_WINDOWEVENT.rawValue where event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue):
            LaunchTimeline.mark(.windowExposed)
            if content.documentView == nil { needsRedraw = true } else { handle(event, time: time) }
        case SDL_WINDOWEVENT.rawValue where content.documentView == nil:
            needsRedraw = true
        case SDL_KEYDOWN.rawValue where event.key.keysym.sym == SDLK_F3.rawValue:
            saveSession(at: time)
        case SDL_KEYDOWN.rawValue where event.key.keysym.sym == SDLK_F2.rawValue && content.documentView == nil:
            hud.setVisible(!hud.isVisible)
            needsRedraw = true
        default:
            switch content {
            case .open: handle(event, time: time)
            case .password(var prompt, let request): handlePasswordInput(event, prompt: &prompt, request: request)
            case .failed, .empty: handleMessageInput(event)
            }
        }
    }

    /// Typed characters, Backspace, Enter to try the password, Escape to give up.
    private func handlePasswordInput(_ event: SDL_Event, prompt: inout PasswordPrompt, request: DocumentRequest) {
        switch event.type {
        case SDL_TEXTINPUT.rawValue:
            prompt.type(SDLInputMapper.text(of: event.text))
        case SDL_KEYDOWN.rawValue:
            switch Int(event.key.keysym.sym) {
            case Int(SDLK_BACKSPACE.rawValue):
                prompt.deleteBackward()
            case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue):
                guard let opener = configuration.fileOpener, let path = request.source.filePath else { return }
                open(request.with(source: opener(path, prompt.typed)))
                return
            case Int(SDLK_ESCAPE.rawValue):
                SDL_StopTextInput()
                content = .failed(.needsPassword(path: request.source.name))
                needsRedraw = true
                return
            default:
                return
            }
        default:
            return
        }
        content = .password(prompt, request)
        needsRedraw = true
    }

    /// With no document open, `q` and Escape close the window.
    private func handleMessageInput(_ event: SDL_Event) {
        guard event.type == SDL_KEYDOWN.rawValue else { return }
        switch Int(event.key.keysym.sym) {
        case Int(SDLK_q.rawValue), Int(SDLK_ESCAPE.rawValue): quitRequested = true
        default: break
        }
    }
}
