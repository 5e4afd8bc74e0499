import FolioCore
import FolioRender
import Foundation

/// A `RenderPool` under test and what its callbacks saw, from whichever worker thread called them:
/// the pool tests on synthetic pages and on poppler's share it.
public final class RenderPoolRecorder: Sendable {
    /// The pool did not report its pages or results within the time allowed.
    public struct TimedOut: Error {}

    public let opened = Locked<Result<OpenedPages, FolioError>?>(nil)
    public let results = Locked<[RenderResult]>([])
    /// Page sizes the pool measured after the open.
    public let measured = Locked<[Int: Size]>([:])
    /// Page labels the pool measured after the open.
    public let measuredLabels = Locked<[Int: String]>([:])
    /// "start <page>" and "done <page>", each with the thread's name, in order.
    public let log = Locked<[(event: String, page: Int, thread: String)]>([])
    public let offMainThread = Locked<Bool>(true)
    public let signal = DispatchSemaphore(value: 0)

    public init() {}

    /// A pool rendering from `opener`, reporting here.
    public func makePool(
        opener: any PageSourceOpener, threads: Int = 1, firstPage: Int = 1, cache: URL? = nil,
        renderTimeLimit: Double = RenderWatch.defaultTimeLimit, unwantedRenderLimit: Double? = nil,
        pagesBeforeRenewal: Int = RenderPool.defaultPagesBeforeRenewal, idleThreadLimit: Double? = nil
    ) -> RenderPool {
        RenderPool(
            opener: opener, threads: threads, firstPage: firstPage, diskCacheDirectory: cache,
            renderTimeLimit: renderTimeLimit,
            unwantedRenderLimit: unwantedRenderLimit, idleThreadLimit: idleThreadLimit,
            pagesBeforeRenewal: pagesBeforeRenewal,
            onOpen: { [self] outcome in
                opened.withLock { $0 = outcome }
                signal.signal()
            },
            onMeasured: { [self] pages in
                measured.withLock { $0.merge(pages.sizes) { old, _ in old } }
                measuredLabels.withLock { $0.merge(pages.labels) { old, _ in old } }
                signal.signal()
            },
            onResult: { [self] result in
                let main = Thread.isMainThread
                offMainThread.withLock { $0 = $0 && !main }
                log.withLock { $0.append(("done", result.job.page, Self.threadName())) }
                results.withLock { $0.append(result) }
                signal.signal()
            },
            onStart: { [self] job in
                log.withLock { $0.append(("start", job.page, Self.threadName())) }
                signal.signal()
            })
    }

    /// The pages, once the first worker has opened its source (30 s at most).
    public func waitForOpen() throws -> OpenedPages {
        guard signal.wait(timeout: .now() + 30) == .success, let outcome = opened.withLock({ $0 }) else {
            throw TimedOut()
        }
        return try outcome.get()
    }

    /// Waits until a result for `page` arrived, or 60 s.
    public func waitForResult(page: Int) {
        wait { results.withLock { $0.contains { $0.job.page == page } } }
    }

    /// Waits until `condition` holds, checked each time the pool reports something (an open, a
    /// measure, a start, a result), or `seconds` passed with no report; returns whether it holds.
    @discardableResult
    public func wait(seconds: Double = 60, until condition: () -> Bool) -> Bool {
        while !condition() {
            guard signal.wait(timeout: .now() + seconds) == .success else { return condition() }
        }
        return true
    }

    /// The pages whose jobs started, in order.
    public var startedPages: [Int] {
        log.withLock { $0.filter { $0.event == "start" }.map(\.page) }
    }

    /// A whole-page job for `page`.
    public static func job(
        _ page: Int, _ kind: RenderJob.Kind = .visibleFit, scale: Double = 0.2, generation: UInt64 = 1
    ) -> RenderJob {
        RenderJob(key: RenderKey(page: page, scale: scale), kind: kind, generation: generation)
    }

    /// The calling thread's name as the kernel knows it (what `RenderPool` names its workers).
    private static func threadName() -> String {
        let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
        return name.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
