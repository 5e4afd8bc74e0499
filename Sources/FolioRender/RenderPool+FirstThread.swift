import FolioCore
import Foundation

/// The first thread: opens the source, reports the pages, renders alone once, then starts the others.
extension RenderPool {
    /// How long a reopened document's first thread waits for the first plan before opening its source.
    static let firstPlanWait = 0.1

    func runFirstThread(onOpen: @escaping OpenHandler) {
        let diskCache = diskCacheDirectory.flatMap { directory in
            opener.cacheIdentity().flatMap { DiskCache(identity: $0, directory: directory) }
        }
        condition.lock()
        sharedDiskCache = diskCache
        condition.unlock()
        // Pages seen before are laid out from the cache and their first frame served from it while
        // the source opens: the first pixels need no poppler.
        let cachedSizes = opener.showsCachedPagesBeforeOpening ? diskCache?.loadPageSizes() : nil
        if let cachedSizes, let diskCache {
            let labels = diskCache.loadPageLabels() ?? [:]
            var opened = OpenedPages(
                name: opener.name, sizes: PageSizes(cachedSizes), labels: labels,
                preferences: diskCache.loadPreferences())
            opened.contentBoxes = diskCache.loadContentBoxes()
            report(opened, to: onOpen)
            serveFromDiskCache(diskCache)
        }
        // The source lives only in `source`, so that a renewal lets go of it.
        var source: RenewingPageSource
        do throws(FolioError) {
            source = renewing(try open(reporting: cachedSizes == nil ? onOpen : nil, diskCache: diskCache))
        } catch {
            guard cachedSizes != nil else { return onOpen(.failure(error)) }
            // Laid out from the cache, then the file would not open: every render fails with the reason.
            source = renewing(UnopenedPages(name: opener.name, error: error))
        }
        work(&source, diskCache: diskCache, thread: 0) { [self] in startOtherThreads() }
    }

    /// Opens this thread's source; reports the pages to `onOpen` unless they were reported already.
    private func open(reporting onOpen: OpenHandler?, diskCache: DiskCache?) throws(FolioError) -> any PageSource {
        let pages = try opener.open()
        if opener.showsCachedPagesBeforeOpening { diskCache?.storePreferences(pages.preferences) }
        if let onOpen {
            var opened = try OpenedPages(measuring: pages, around: firstPage)
            opened.contentBoxes = diskCache?.loadContentBoxes() ?? [:]
            report(opened, to: onOpen)
            if let all = opened.sizes.all { keep(all, labels: opened.labels, in: diskCache) }
        }
        return pages
    }

    private func report(_ opened: OpenedPages, to onOpen: OpenHandler) {
        condition.lock()
        scheduler.startMeasuring(opened.sizes, focus: firstPage)
        condition.unlock()
        onOpen(.success(opened))
    }

    /// Answers the plan's leading whole-page jobs from the disk cache, for as long as it holds them,
    /// waiting up to `firstPlanWait` for the first plan.
    private func serveFromDiskCache(_ diskCache: DiskCache) {
        let deadline = Date(timeIntervalSinceNow: Self.firstPlanWait)
        while true {
            condition.lock()
            while scheduler.queue.pending.isEmpty, !isStopping, condition.wait(until: deadline) {}
            let next = scheduler.queue.pending.first
            condition.unlock()
            guard let next, next.region == nil else { return }
            let start = MonotonicClock.seconds
            guard let image = diskCache.load(page: next.page, scale: next.scale) else { return }
            condition.lock()
            let job = scheduler.takeFirst(next)
            condition.unlock()
            guard let job else { continue }
            var result = RenderResult(
                job: job, outcome: .success(image), source: .diskCache, renderSeconds: MonotonicClock.seconds - start,
                startedAt: start)
            result.thread = 0
            onResult(result)
            finish(result)
        }
    }
}

/// Pages whose source would not open after they were laid out from the disk cache: every render
/// fails with the reason, which the reader reports as it reports any failed render.
private struct UnopenedPages: PageSource {
    let name: String
    let error: FolioError

    var pageCount: Int { 0 }
    func pageSize(_ number: Int) throws(FolioError) -> Size { throw error }
    func render(page number: Int, scale: Double, region: PixelRect?) throws(FolioError) -> PixelBuffer { throw error }
}
