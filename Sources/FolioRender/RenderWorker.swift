import FolioCore
import Foundation

/// A thread that owns its own `Document` and renders requests one at a time, newest plan first.
///
/// The document is opened on the worker thread, so the thread that creates the worker (the
/// window's main thread) never calls poppler. `submit` replaces the whole plan: requests that
/// have not started are dropped, which is what a reader flipping fast wants.
public final class RenderWorker: @unchecked Sendable {
    /// Called on the worker thread when the document is open (or failed to open).
    public typealias OpenHandler = @Sendable (Result<DocumentInfo, FolioError>) -> Void
    /// Called on the worker thread after each render.
    public typealias ResultHandler = @Sendable (RenderResult) -> Void

    private let path: String
    private let password: String?
    private let onResult: ResultHandler

    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var plan: [RenderRequest] = []
    private var inProgress: RenderRequest?
    private var cancelled = 0
    private var stopping = false
    private var finished = false

    public init(path: String, password: String?, onOpen: @escaping OpenHandler, onResult: @escaping ResultHandler) {
        self.path = path
        self.password = password
        self.onResult = onResult
        let thread = Thread { [self] in self.work(onOpen: onOpen) }
        thread.name = "folio-render"
        thread.start()
    }

    /// Replaces the pending requests with `requests`, most urgent first. A request that is being
    /// rendered right now is not queued again: its result is on its way.
    public func submit(_ requests: [RenderRequest]) {
        condition.lock()
        let next = requests.filter { $0 != inProgress }
        cancelled += plan.filter { !next.contains($0) }.count
        plan = next
        condition.signal()
        condition.unlock()
    }

    /// How many requests a newer plan dropped before they started.
    public var cancelledCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    /// Stops the worker after the render in progress and waits for its thread to finish.
    public func stop() {
        condition.lock()
        stopping = true
        plan = []
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }

    private func work(onOpen: OpenHandler) {
        defer {
            condition.lock()
            finished = true
            condition.broadcast()
            condition.unlock()
        }
        let document: Document
        do {
            document = try Document(path: path, password: password)
            onOpen(.success(try document.info()))
        } catch {
            onOpen(.failure(error))
            return
        }
        while let request = nextRequest() {
            let start = DispatchTime.now().uptimeNanoseconds
            let outcome = Result { () throws(FolioError) in
                try document.page(request.page).render(scale: request.scale, region: request.region)
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            // Deliver first: until the result is posted, a new plan must not queue this request again.
            onResult(RenderResult(request: request, outcome: outcome, renderSeconds: seconds))
            finish(request)
        }
    }

    private func nextRequest() -> RenderRequest? {
        condition.lock()
        defer { condition.unlock() }
        while plan.isEmpty && !stopping { condition.wait() }
        inProgress = stopping ? nil : plan.removeFirst()
        return inProgress
    }

    private func finish(_ request: RenderRequest) {
        condition.lock()
        if inProgress == request { inProgress = nil }
        condition.unlock()
    }
}
