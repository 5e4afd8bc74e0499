import ArgumentParser
import FolioSDL

/// How the window and the bench render: worker threads, the memory cache, the disk cache.
struct RenderOptions: ParsableArguments {
    @Option(help: "Render threads, each with its own copy of the document (default: one per core).")
    var workers: Int = RenderSettings().workers
    @Option(name: .customLong("cache-mb"), help: "Memory for rendered pages, in MiB.")
    var cacheMB: Int = RenderSettings().cacheBytes >> 20
    @Flag(name: .customLong("no-disk-cache"), help: "Neither read nor write page images under $XDG_CACHE_HOME/folio.")
    var noDiskCache = false
    @Option(name: .customLong("render-time-limit"),
            help: "Seconds a page's render may take before the page says it is still rendering and another worker takes over the rest of the book.")
    var renderTimeLimit: Double = RenderSettings().renderTimeLimit

    func validate() throws {
        guard (1...64).contains(workers) else { throw ValidationError("--workers must be from 1 to 64, not \(workers)") }
        guard (16...65_536).contains(cacheMB) else { throw ValidationError("--cache-mb must be from 16 to 65536, not \(cacheMB)") }
        guard renderTimeLimit > 0, renderTimeLimit <= 3600 else {
            throw ValidationError("--render-time-limit must be more than 0 and at most 3600 seconds, not \(renderTimeLimit)")
        }
    }

    var settings: RenderSettings {
        var settings = RenderSettings()
        settings.workers = workers
        settings.cacheBytes = cacheMB << 20
        settings.diskCache = !noDiskCache
        settings.renderTimeLimit = renderTimeLimit
        return settings
    }
}
