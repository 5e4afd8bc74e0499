import CSDL2
import FolioCore
import FolioRender
import Foundation

/// One open reader window and its main loop. Lives on the main thread only.
final class ReaderSession {
    private let info: DocumentInfo
    private let fileName: String
    private let worker: RenderWorker
    private let results: Mailbox<RenderResult>
    private let wakeEvent: UInt32
    private let window: SDLWindow

    private var currentPage: Int
    /// Bumped whenever the layout changes, so renders made for the old layout are recognised.
    private var layoutGeneration: UInt32 = 0
    /// Rendered pages near the current one, keyed by page number.
    private var textures: [Int: PageTexture] = [:]
    private var needsRedraw = true
    private var running = true

    private struct PageTexture {
        let texture: SDLTexture
        let tag: UInt64
    }

    /// Space around the page, in window points.
    private static let margin = 12.0
    private static let backgroundGrey: UInt8 = 0x40

    init(configuration: ReaderConfiguration, info: DocumentInfo, worker: RenderWorker,
         results: Mailbox<RenderResult>, wakeEvent: UInt32) throws(SDLError) {
        self.info = info
        self.fileName = URL(fileURLWithPath: configuration.path).lastPathComponent
        self.worker = worker
        self.results = results
        self.wakeEvent = wakeEvent
        self.currentPage = configuration.firstPage
        self.window = try SDLWindow(title: "Folio", size: configuration.windowSize)
        updateTitle()
        planRenders()
        draw()
        window.show()
    }

    func run() throws(SDLError) {
        var event = SDL_Event()
        while running {
            // Sleep until something happens: input, a finished render, or a window change.
            if SDL_WaitEventTimeout(&event, 250) != 0 {
                handle(event)
                while SDL_PollEvent(&event) != 0 { handle(event) }
            }
            try collectRenders()
            if needsRedraw { draw() }
        }
    }

    // MARK: Input

    private func handle(_ event: SDL_Event) {
        switch event.type {
        case SDL_QUIT.rawValue:
            running = false
        case SDL_KEYDOWN.rawValue:
            handleKey(event.key.keysym.sym)
        case SDL_WINDOWEVENT.rawValue:
            let kind = UInt32(event.window.event)
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue {
                layoutGeneration &+= 1
                planRenders()
            }
            needsRedraw = true
        default:
            break
        }
    }

    private func handleKey(_ key: SDL_Keycode) {
        switch Int(key) {
        case Int(SDLK_q.rawValue), Int(SDLK_ESCAPE.rawValue):
            running = false
        case Int(SDLK_RIGHT.rawValue), Int(SDLK_PAGEDOWN.rawValue), Int(SDLK_SPACE.rawValue):
            go(to: currentPage + 1)
        case Int(SDLK_LEFT.rawValue), Int(SDLK_PAGEUP.rawValue), Int(SDLK_BACKSPACE.rawValue):
            go(to: currentPage - 1)
        case Int(SDLK_HOME.rawValue):
            go(to: 1)
        case Int(SDLK_END.rawValue):
            go(to: info.pageCount)
        default:
            break
        }
    }

    private func go(to page: Int) {
        let target = min(max(page, 1), info.pageCount)
        guard target != currentPage else { return }
        currentPage = target
        updateTitle()
        planRenders()
        needsRedraw = true
    }

    private func updateTitle() {
        window.title = "\(fileName) - page \(currentPage) / \(info.pageCount)"
    }

    // MARK: Rendering

    private func fit(ofPage page: Int) -> PageFit {
        let density = window.drawableSize.width / max(windowPointWidth, 1)
        return PageFit(page: info.size(ofPage: page), viewport: window.drawableSize, margin: Self.margin * density)
    }

    private var windowPointWidth: Double {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window.window, &width, &height)
        return Double(width)
    }

    private func tag(forPage page: Int) -> UInt64 {
        UInt64(UInt32(page)) << 32 | UInt64(layoutGeneration)
    }

    /// Asks for the current page first, then its neighbours so a page turn finds them ready;
    /// forgets textures of pages that are no longer near.
    private func planRenders() {
        let wanted = [currentPage, currentPage + 1, currentPage - 1].filter { (1...info.pageCount).contains($0) }
        textures = textures.filter { wanted.contains($0.key) }
        let requests = wanted.compactMap { page -> RenderRequest? in
            guard textures[page]?.tag != tag(forPage: page) else { return nil }
            let fit = fit(ofPage: page)
            return fit.frame.isEmpty ? nil : RenderRequest(page: page, scale: fit.scale, tag: tag(forPage: page))
        }
        worker.submit(requests)
    }

    private func collectRenders() throws(SDLError) {
        for result in results.takeAll() {
            let page = result.request.page
            // A render for a page that has moved out of reach, or for an old layout, is dropped.
            guard result.request.tag == tag(forPage: page) else { continue }
            switch result.outcome {
            case .success(let image):
                textures[page] = PageTexture(texture: try SDLTexture(renderer: window.renderer, image: image), tag: result.request.tag)
                if page == currentPage { needsRedraw = true }
            case .failure(let error):
                FileHandle.standardError.write(Data("folio: \(error.description)\n".utf8))
            }
        }
    }

    private func draw() {
        let renderer = window.renderer
        SDL_SetRenderDrawColor(renderer, Self.backgroundGrey, Self.backgroundGrey, Self.backgroundGrey, 0xFF)
        SDL_RenderClear(renderer)
        let frame = fit(ofPage: currentPage).frame
        if let page = textures[currentPage] {
            // Same page, possibly rendered for an earlier window size: scaled until the new render lands.
            let crisp = page.tag == tag(forPage: currentPage)
            let target = crisp
                ? Rect(origin: frame.origin, size: Size(width: Double(page.texture.width), height: Double(page.texture.height)))
                : frame
            page.texture.draw(on: renderer, in: target)
        } else {
            // Placeholder until the render arrives: the page's own shape in page colour, never another page's pixels.
            var placeholder = SDL_Rect(frame)
            SDL_SetRenderDrawColor(renderer, 0xFF, 0xFF, 0xFF, 0xFF)
            SDL_RenderFillRect(renderer, &placeholder)
        }
        SDL_RenderPresent(renderer)
        needsRedraw = false
    }
}
