import FolioCore
import FolioRender

/// Answers one render worker request from the worker's pages.
struct RequestServer {
    let pages: any PageSource
    /// How the document asks to be shown, read before the sandbox closed.
    let preferences: DocumentPreferences
    /// The first page, rendered before the reader asked, until the reader's first render request.
    private var ahead: FirstPageAhead?
    /// A render ahead asked for and answered, to be made once the answer is on its way.
    private var aheadAsked: WorkerRequest?
    #if DEBUG
        /// What the tests tell this worker to do wrong (`FOLIO_RENDER_WORKER_TEST`): debug builds only.
        let misbehaviour = WorkerMisbehaviour.fromEnvironment
    #endif

    init(pages: any PageSource, preferences: DocumentPreferences) {
        self.pages = pages
        self.preferences = preferences
    }

    /// The answer to `request`; `memoryFile` came with it, where a render's pixels go (the reader's).
    mutating func answer(_ request: WorkerRequest, memoryFile: PixelFile?) -> WorkerReply.Answer {
        do throws(FolioError) {
            switch request {
            case .open:
                return .failed(.renderProcessFailed(path: pages.name, detail: "the document is open already"))
            case .renderAhead(let page, _, _, _):
                aheadAsked = request
                return .measured(pages.measure(OpenedPages.pagesMeasuredFirst(around: page, count: pages.pageCount)))
            case .render(let page, let scale, let region) where ahead != nil:
                // The reader's first render: the page rendered ahead answers it if it is that page.
                let held = ahead
                ahead = nil
                if let answered = held?.answer(page: page, scale: scale, region: region, into: memoryFile) {
                    return answered
                }
                return try render(page: page, scale: scale, region: region, into: memoryFile)
            case .pageSize(let page): return .size(try pages.pageSize(page))
            case .pageLabel(let page): return .label(pages.pageLabel(page))
            case .measure(let numbers): return .measured(pages.measure(numbers))
            case .render(let page, let scale, let region):
                return try render(page: page, scale: scale, region: region, into: memoryFile)
            case .outline:
                try misbehave(answering: request)
                return .outline(try pages.outline())
            case .links(let page):
                try misbehave(answering: request)
                return .links(try pages.links(onPage: page))
            case .text(let page):
                try misbehave(answering: request)
                return .text(try pages.text(onPage: page))
            case .find(let query, let page):
                try misbehave(answering: request)
                return .rects(try pages.find(query, onPage: page))
            case .contentBox(let page):
                return .rects(try pages.contentBox(ofPage: page).map { [$0] } ?? [])
            case .slides: return .slides(try pages.slideShow())
            case .marks(let page): return .marks(try pages.marks(onPage: page))
            case .fields(let page): return .fields(try pages.formFields(onPage: page))
            }
        } catch {
            return .failed(error)
        }
    }

    /// Renders the page a `renderAhead` asked for, once its answer is on its way. What the tests have
    /// a render of the page do wrong, rendering it ahead does too; a refusal leaves the page to be
    /// rendered as asked.
    mutating func renderAheadIfAsked() {
        guard let asked = aheadAsked,
            case .renderAhead(let page, let viewport, let margin, let layoutFromDocument) = asked
        else { return }
        aheadAsked = nil
        guard (try? misbehave(answering: asked)) != nil else { return }
        ahead = FirstPageAhead(
            pages, preferences: preferences, page: page, viewport: viewport, margin: margin,
            layoutFromDocument: layoutFromDocument)
    }

    /// Draws straight into the reader's memory file. The image, which maps it, is gone before the
    /// answer is sent: the reader seals the file, which it cannot while the worker may still write.
    private func render(page: Int, scale: Double, region: PixelRect?, into memoryFile: PixelFile?) throws(FolioError)
        -> WorkerReply.Answer
    {
        guard let memoryFile else {
            throw .renderProcessFailed(path: pages.name, detail: "a render request came without its memory file")
        }
        try misbehave(answering: .render(page: page, scale: scale, region: region))
        let image = try pages.render(
            page: page, scale: scale, region: region, into: .memoryFile(descriptor: memoryFile.descriptor))
        return .rendered(width: image.width, height: image.height, bytesPerRow: image.bytesPerRow)
    }

    /// Does what the tests told the worker to do wrong as it answers `request`: a forbidden
    /// attempt fails the request. A release build does nothing here.
    private func misbehave(answering request: WorkerRequest) throws(FolioError) {
        #if DEBUG
            guard let moment = WorkerMisbehaviour.Moment(request), let detail = misbehaviour.act(at: moment) else {
                return
            }
            guard let page = moment.page else { throw .renderProcessFailed(path: pages.name, detail: detail) }
            throw .renderFailed(path: pages.name, page: page, detail: detail)
        #endif
    }
}
