import FolioCore
import FolioRender
import Glibc

/// Pages drawn by a render worker process (`folio render-worker`, see `RenderWorker`): the
/// `PageSource` each render thread holds when the reader renders in processes. Every call is a
/// request on the worker's socket; a render's pixels come back in a memory file (`PixelFile`).
///
/// A worker that dies while answering is replaced by a new one and the request asked once more; a
/// second death fails the request (`rendererCrashed`), and the next request starts another worker.
/// A worker killed through `interrupter` fails its request with the reason (`renderTookTooLong`,
/// `renderStopped`). Like any source, it belongs to the thread that opened it.
public final class ProcessPageSource: InterruptiblePageSource {
    public let name: String
    public let pageCount: Int
    public let preferences: DocumentPreferences
    private let launch: WorkerLaunch
    /// The document, opened by the reader: each worker gets it as descriptor 3.
    private let document: DocumentFile
    private var worker: RunningWorker?
    private let control = WorkerControl()
    public private(set) var cpuSecondsOfLastRender = 0.0
    /// What the first worker measured as it was asked to render ahead, for the first `measure`.
    private var measuredAhead: MeasuredPages?

    public var interrupter: any RenderInterrupter { control }

    /// The running worker's process id, if one runs (the tests look at its descriptors).
    var workerProcessID: pid_t? { worker?.process.pid }

    /// A source on a new worker, or on `prestarted` (a document and a worker started on it ahead).
    init(_ launch: WorkerLaunch, prestarted: PrestartedWorker.Started?) throws(FolioError) {
        self.launch = launch
        name = launch.path
        let first: RunningWorker
        if let prestarted {
            document = prestarted.document
            first = try RunningWorker(
                launch, process: prestarted.process, openSent: prestarted.openSent, aheadSent: prestarted.aheadSent)
        } else {
            document = try DocumentFile(path: launch.path)
            first = try RunningWorker(launch, document: document)
        }
        worker = first
        pageCount = first.pageCount
        preferences = first.preferences
        measuredAhead = first.measuredAhead
    }

    deinit {
        worker = nil  // killed and reaped before the document's descriptor goes
    }

    public func pageSize(_ number: Int) throws(FolioError) -> Size {
        guard case .size(let size) = try ask(.pageSize(page: number), page: number) else { throw unexpected }
        return size
    }

    public func pageLabel(_ number: Int) -> String? {
        guard case .label(let label)? = try? ask(.pageLabel(page: number), page: number) else { return nil }
        return label
    }

    public func measure(_ numbers: [Int]) -> MeasuredPages {
        // The pages measured first were measured ahead (`renderAhead`), if these are those.
        if let ahead = measuredAhead {
            measuredAhead = nil
            if numbers.allSatisfy({ ahead.sizes[$0] != nil }) {
                return MeasuredPages(
                    sizes: ahead.sizes.filter { numbers.contains($0.key) },
                    labels: ahead.labels.filter { numbers.contains($0.key) })
            }
        }
        guard case .measured(let pages)? = try? ask(.measure(pages: numbers), page: numbers.first ?? 1) else {
            return MeasuredPages(sizes: Dictionary(uniqueKeysWithValues: numbers.map { ($0, Size.zero) }))
        }
        return pages
    }

    /// The worker draws into a memory file made for this render (`PixelFile`), and the image maps
    /// it: the pixels are not copied, and their memory is the kernel's again once the image is gone.
    public func render(page number: Int, scale: Double, region: PixelRect?) throws(FolioError) -> PixelBuffer {
        let file: PixelFile
        do throws(WireError) {
            file = try PixelFile()
        } catch {
            throw .renderProcessFailed(path: name, detail: "no memory file for the render's pixels (\(error))")
        }
        let answer = try ask(.render(page: number, scale: scale, region: region), memoryFile: file, page: number)
        guard case .rendered(let width, let height, let bytesPerRow, let drawnAhead) = answer else { throw unexpected }
        if drawnAhead { launch.counts.withLock { $0.firstPagesDrawnAhead += 1 } }
        do throws(WireError) {
            return try file.image(width: width, height: height, bytesPerRow: bytesPerRow)
        } catch {
            throw .renderProcessFailed(path: name, detail: "the render's pixels cannot be read (\(error))")
        }
    }

    public func outline() throws(FolioError) -> [OutlineEntry] {
        guard case .outline(let entries) = try ask(.outline, page: nil) else { throw unexpected }
        return entries
    }

    public func links(onPage number: Int) throws(FolioError) -> [PageLink] {
        guard case .links(let links) = try ask(.links(page: number), page: number) else { throw unexpected }
        return links
    }

    public func marks(onPage number: Int) throws(FolioError) -> [Mark] {
        guard case .marks(let marks) = try ask(.marks(page: number), page: number) else { throw unexpected }
        return marks
    }

    public func formFields(onPage number: Int) throws(FolioError) -> [FormField] {
        guard case .fields(let fields) = try ask(.fields(page: number), page: number) else { throw unexpected }
        return fields
    }

    public func contentBox(ofPage number: Int) throws(FolioError) -> Rect? {
        guard case .rects(let boxes) = try ask(.contentBox(page: number), page: number) else { throw unexpected }
        return boxes.first
    }

    public func slideShow() throws(FolioError) -> SlideShow {
        guard case .slides(let show) = try ask(.slides, page: nil) else { throw unexpected }
        return show
    }

    public func text(onPage number: Int) throws(FolioError) -> PageText? {
        guard case .text(let text) = try ask(.text(page: number), page: number) else { throw unexpected }
        return text
    }

    public func find(_ query: SearchQuery, onPage number: Int) throws(FolioError) -> [Rect] {
        guard case .rects(let rects) = try ask(.find(query, page: number), page: number) else { throw unexpected }
        return rects
    }

    private var unexpected: FolioError {
        .renderProcessFailed(path: name, detail: "the render process answered out of turn")
    }

    /// Asks the worker, starting one first when there is none; a worker that dies answering is
    /// replaced and asked once more. `page` names the page in the error of a second death (nil:
    /// the request is about no page, the outline).
    private func ask(_ request: WorkerRequest, memoryFile: PixelFile? = nil, page: Int?) throws(FolioError)
        -> WorkerReply.Answer
    {
        var deaths = 0
        while true {
            let current = try runningWorker()
            let cpuBefore = current.cpuSeconds
            let (outcome, interruption) = control.answering(current.process) { () throws(WireError) in
                try current.exchange(request, memoryFile: memoryFile, path: name)
            }
            switch outcome {
            case .success(let answer):
                cpuSecondsOfLastRender = current.cpuSeconds - cpuBefore
                // Killed just after it answered: the answer stands, and the next request starts a new worker.
                if interruption != nil { worker = nil }
                if case .failed(let error) = answer { throw error }
                return answer
            case .failure(let failure):
                worker = nil
                let ending = current.process.reap()
                cpuSecondsOfLastRender = max(ending.cpuSeconds - cpuBefore, 0)
                if let interruption { throw error(for: interruption, page: page) }
                guard failure == .closed else {
                    throw .renderProcessFailed(
                        path: name, detail: "its socket failed (\(failure)); it was \(ending.how)")
                }
                launch.counts.withLock { $0.crashed += 1 }
                deaths += 1
                guard deaths == 2 else { continue }
                guard let page else {
                    throw .renderProcessFailed(path: name, detail: "it died twice reading the outline (\(ending.how))")
                }
                throw .rendererCrashed(path: name, page: page, how: ending.how)
            }
        }
    }

    private func runningWorker() throws(FolioError) -> RunningWorker {
        if let worker { return worker }
        let fresh = try RunningWorker(launch, document: document)
        guard fresh.pageCount == pageCount else {
            throw .renderProcessFailed(
                path: name, detail: "a new render process counts \(fresh.pageCount) pages, not \(pageCount)")
        }
        worker = fresh
        return fresh
    }

    private func error(for interruption: RenderInterruption, page: Int?) -> FolioError {
        switch interruption {
        case .pastTimeLimit:
            launch.counts.withLock { $0.killedPastTimeLimit += 1 }
        case .unwanted:
            let cpu = cpuSecondsOfLastRender
            launch.counts.withLock {
                $0.killedUnwanted += 1
                $0.killedUnwantedCPUSeconds += cpu
            }
        case .stopping:
            break
        }
        guard let page else {
            return .renderProcessFailed(path: name, detail: "it was killed reading the outline (\(interruption))")
        }
        switch interruption {
        case .pastTimeLimit(let seconds): return .renderTookTooLong(path: name, page: page, limitSeconds: seconds)
        case .unwanted, .stopping: return .renderStopped(path: name, page: page)
        }
    }
}
