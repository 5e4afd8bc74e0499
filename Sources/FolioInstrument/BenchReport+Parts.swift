import FolioRender

/// The parts of a `BenchReport` that are objects of their own.
extension BenchReport {
    /// The render engine's work over the run.
    public struct Renders: Sendable, Encodable {
        /// Results taken into the cache (from poppler or the disk cache).
        public let completed: Int
        /// Jobs dropped before they started: left out of a newer plan, or their generation went stale.
        public let cancelled: Int
        /// Results that came back no longer wanted (stale), failed, or did not fit the cache.
        public let discarded: Int
        /// Of the completed, those read from the disk cache instead of rendered.
        public let fromDiskCache: Int
        public let workers: Int
        /// Whole pages poppler rendered per second while the pool had work: its throughput.
        public let fitPerSecond: Double
        /// Times a worker opened its document again, letting go of what poppler had loaded for the
        /// pages it drew (`RenderPool.pagesBeforeRenewal`).
        public let sourcesReopened: Int
        /// Times a worker beyond the first ended after `--idle-worker-limit` with nothing to do,
        /// giving back its memory, to start again when work waited (`RenderPool+Resting`).
        public let workersRested: Int
        /// The render time limit in seconds, and the renders that ran past it (another worker
        /// took each one's place meanwhile); nil for a service that renders on the main thread.
        public let timeLimitSeconds: Double?
        public let overdue: Int
        /// The longest of those that ended, in milliseconds, and its page.
        public let longestOverdueMs: Double?
        public let longestOverduePage: Int?
        /// CPU seconds spent on the results in `discarded` (where the render ran: a worker thread
        /// or process), and on the renders stopped before they were done because nobody wanted
        /// them any more (`processes.killedUnwantedCPUSeconds`): work no one saw.
        public let discardedCPUSeconds: Double
        /// What the render worker processes went through; nil when the pages render in threads.
        public let processes: WorkerProcessCounts?

        public init(
            completed: Int, cancelled: Int, discarded: Int, fromDiskCache: Int, workers: Int, fitPerSecond: Double,
            sourcesReopened: Int = 0, workersRested: Int = 0, timeLimitSeconds: Double? = nil, overdue: Int = 0,
            longestOverdue: (page: Int, seconds: Double)? = nil, discardedCPUSeconds: Double = 0,
            processes: WorkerProcessCounts? = nil
        ) {
            self.completed = completed
            self.cancelled = cancelled
            self.discarded = discarded
            self.fromDiskCache = fromDiskCache
            self.workers = workers
            self.fitPerSecond = fitPerSecond
            self.sourcesReopened = sourcesReopened
            self.workersRested = workersRested
            self.timeLimitSeconds = timeLimitSeconds
            self.overdue = overdue
            self.longestOverdueMs = longestOverdue.map { $0.seconds * 1000 }
            self.longestOverduePage = longestOverdue?.page
            self.discardedCPUSeconds = discardedCPUSeconds
            self.processes = processes
        }
    }

    /// The page strip's thumbnails: how many, how fast, from where, in how much memory, and the
    /// frames that showed the strip.
    public struct Thumbnails: Sendable, Encodable {
        /// Thumbnails poppler (the page source) rendered.
        public let rendered: Int
        /// Thumbnails read from the disk cache instead.
        public let fromDiskCache: Int
        /// `rendered` per second of the time any thumbnail was waiting or being rendered.
        public let perSecond: Double
        public let busySeconds: Double
        /// The page source's time per thumbnail, of those taken.
        public let renderMs: LatencySummary
        /// What the workers could make if they rendered only thumbnails: workers x 1000 / the
        /// mean of `renderMs`.
        public let capacityPerSecond: Double
        /// The lowest and highest page whose thumbnail came in; absent when none did.
        public let pages: [Int]?
        /// Thumbnails have a budget of their own, apart from the pages' cache.
        public let budgetBytes: Int
        public let peakBytes: Int
        /// Frames that showed the strip; of those, the ones with every page in view as its
        /// thumbnail, and the ones where a cell drew another page's (must be 0).
        public let framesShown: Int
        public let filledFrames: Int
        public let staleFrames: Int

        public init(
            rendered: Int, fromDiskCache: Int, perSecond: Double, busySeconds: Double, renderMs: LatencySummary,
            capacityPerSecond: Double, pages: [Int]?, budgetBytes: Int,
            peakBytes: Int, framesShown: Int, filledFrames: Int, staleFrames: Int
        ) {
            self.rendered = rendered
            self.fromDiskCache = fromDiskCache
            self.perSecond = perSecond
            self.busySeconds = busySeconds
            self.renderMs = renderMs
            self.capacityPerSecond = capacityPerSecond
            self.pages = pages
            self.budgetBytes = budgetBytes
            self.peakBytes = peakBytes
            self.framesShown = framesShown
            self.filledFrames = filledFrames
            self.staleFrames = staleFrames
        }
    }

    /// The memory cache of rendered images.
    public struct Cache: Sendable, Encodable {
        /// Null when the strategy keeps no budget (`fullpage`).
        public let budgetBytes: Int?
        public let peakBytes: Int
        public let diskCache: Bool

        public init(budgetBytes: Int?, peakBytes: Int, diskCache: Bool) {
            self.budgetBytes = budgetBytes
            self.peakBytes = peakBytes
            self.diskCache = diskCache
        }
    }

    /// Texture uploads, in the frames that had any.
    public struct Uploads: Sendable, Encodable {
        /// Per frame, at the end (it follows the speed measured, `UploadBudget`); absent when the
        /// strategy uploads each image whole (`sync`, `fullpage`).
        public let budgetBytesPerFrame: Int?
        public let maxBytesPerFrame: Int
        public let totalBytes: Int
        public let ms: LatencySummary
        /// All the bytes uploaded over all the time uploading took; absent when nothing was.
        public let bytesPerSecond: Double?
        /// The textures the uploads asked for, made new or taken from the renderer's pool of
        /// waiting ones, and the time that took, which `bytesPerSecond` counts: a new texture of
        /// SDL's software renderer is allocated and cleared, its pages mapped by the kernel.
        public let texturesMade: Int
        public let textureMakingMs: Double
        /// Textures made ahead in a frame's spare time, while the view moves, for images still
        /// rendering, and the time that took: the main thread's, outside the uploads' time; the
        /// image's upload then takes one of them.
        public let texturesMadeAhead: Int
        public let madeAheadMs: Double
        /// The bytes over the time copying them took, making textures left out: the copy's own
        /// speed, to set beside `memoryCopyBytesPerSecond`; absent when nothing was uploaded.
        public let copyBytesPerSecond: Double?
        /// `memcpy` between two large buffers, measured as the report is made: what uploads could
        /// go at if a texture were plain memory.
        public let memoryCopyBytesPerSecond: Double

        public init(
            budgetBytesPerFrame: Int?, maxBytesPerFrame: Int, totalBytes: Int, ms: LatencySummary, seconds: Double,
            texturesMade: Int = 0, textureMakingSeconds: Double = 0, texturesMadeAhead: Int = 0,
            madeAheadSeconds: Double = 0,
            memoryCopyBytesPerSecond: Double
        ) {
            self.budgetBytesPerFrame = budgetBytesPerFrame
            self.maxBytesPerFrame = maxBytesPerFrame
            self.totalBytes = totalBytes
            self.ms = ms
            self.bytesPerSecond = seconds > 0 ? Double(totalBytes) / seconds : nil
            self.texturesMade = texturesMade
            self.textureMakingMs = textureMakingSeconds * 1000
            self.texturesMadeAhead = texturesMadeAhead
            self.madeAheadMs = madeAheadSeconds * 1000
            let copying = seconds - textureMakingSeconds
            self.copyBytesPerSecond = totalBytes > 0 && copying > 0 ? Double(totalBytes) / copying : nil
            self.memoryCopyBytesPerSecond = memoryCopyBytesPerSecond
        }
    }

    /// A stall put in on purpose (`--inject-stall`): the frame and how long it slept.
    public struct InjectedStall: Sendable, Encodable, Equatable {
        public let frame: Int
        public let ms: Double

        public init(frame: Int, ms: Double) {
            self.frame = frame
            self.ms = ms
        }
    }

    /// The view at the end of the script.
    public struct FinalView: Sendable, Encodable {
        public let page: Int
        /// Device pixels per page point.
        public let zoom: Double
        /// The visible part of the page, in page points: [x, y, width, height].
        public let visibleRect: [Double]
        /// How pages were grouped (`single`, `spread`, `cover`), and the pages the current slot showed.
        public let layout: String
        public let pages: [Int]
        /// Whether the pages read right to left.
        public let rightToLeft: Bool

        public init(
            page: Int, zoom: Double, visibleRect: [Double], layout: String = "single", pages: [Int]? = nil,
            rightToLeft: Bool = false
        ) {
            self.page = page
            self.zoom = zoom
            self.visibleRect = visibleRect
            self.layout = layout
            self.pages = pages ?? [page]
            self.rightToLeft = rightToLeft
        }
    }
}
