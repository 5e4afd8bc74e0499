import FolioCore
import FolioRender

/// The renders a session takes: results into the texture cache, failures and renders past their
/// time limit into the pages' notices.
extension PagerSession {
    /// Takes finished renders into the cache: those the latest plan no longer accepts, or the
    /// cache cannot hold, are counted as discarded; failures are noted for the page's notice.
    func take(_ results: [RenderResult]) {
        let arrival = MonotonicClock.seconds
        for result in results {
            let completed = measurements.rendersCompleted
            defer { onResultTaken?(result, measurements.rendersCompleted > completed) }
            let job = result.job
            guard latestPlan.accepts(job) else {
                measurements.countDiscarded(cpuSeconds: result.cpuSeconds)
                continue
            }
            switch result.outcome {
            case .success(let image):
                let cached = CachedImage(image, for: job, renderSeconds: result.renderSeconds, arrivedAt: arrival)
                guard textures.insert(cached) else {
                    measurements.countDiscarded(cpuSeconds: result.cpuSeconds)
                    continue
                }
                measurements.countRender(fromDiskCache: result.source == .diskCache)
                if job.kind == .thumbnail {
                    stripMeasurements.countThumbnail(
                        page: job.page, fromDiskCache: result.source == .diskCache, renderSeconds: result.renderSeconds)
                }
            case .failure(let error):
                planner.noteFailure(of: job.key)
                if job.region == nil { pageNotices.renderFailed(page: job.page, reason: "\(error)") }
                measurements.countDiscarded(cpuSeconds: result.cpuSeconds)
                log.warning("\(error)")
            }
        }
    }

    /// Whole pages whose render is past the time limit say so, with the seconds it has run.
    func noteOverdueRenders() {
        let now = MonotonicClock.seconds
        var pages: [Int: Int] = [:]
        for render in renderService.overdueRenders where render.job.region == nil && render.job.kind != .thumbnail {
            pages[render.job.page] = max(pages[render.job.page] ?? 0, Int(now - render.startedAt))
        }
        if pageNotices.setStillRendering(pages) { needsRedraw = true }
    }
}
