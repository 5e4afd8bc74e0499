import ArgumentParser
import FolioPoppler
import FolioPresenter
import FolioRender
import FolioRenderProcess
import FolioSDL

/// How the window and the bench render: worker threads, the memory cache, the disk cache.
struct RenderOptions: ParsableArguments {
    @Option(help: "Render threads, each with its own copy of the document (default: one per core, at most 4).")
    var workers: Int = RenderSettings().workers
    @Option(
        name: .customLong("cache-mb"),
        help: "Memory for rendered pages, in MiB (default: what reading needs at the window's size, 32 to 256).")
    var cacheMB: Int?
    @Flag(name: .customLong("no-disk-cache"), help: "Neither read nor write page images under $XDG_CACHE_HOME/folio.")
    var noDiskCache = false
    @Option(
        name: .customLong("render-time-limit"),
        help:
            "Seconds a page's render may take before the page says it is still rendering and another worker takes over the rest of the book."
    )
    var renderTimeLimit: Double = RenderSettings().renderTimeLimit
    @Flag(
        name: .customLong("workers-in-process"),
        help:
            "Render in threads of this process instead of sandboxed worker processes (for comparison, or where seccomp is missing)."
    )
    var workersInProcess = false
    @Option(
        name: .customLong("unwanted-render-limit"),
        help:
            "Seconds a render nobody wants any more (a page flicked past) may go on before its worker process is killed and replaced; 0: never. Worker processes only."
    )
    var unwantedRenderLimit: Double = RenderSettings().unwantedRenderLimit ?? 0
    @OptionGroup var recoloring: RecolorOptions

    func validate() throws {
        guard (1...64).contains(workers) else {
            throw ValidationError("--workers must be from 1 to 64, not \(workers)")
        }
        if let cacheMB, !(16...65_536).contains(cacheMB) {
            throw ValidationError("--cache-mb must be from 16 to 65536, not \(cacheMB)")
        }
        guard renderTimeLimit > 0, renderTimeLimit <= 3600 else {
            throw ValidationError(
                "--render-time-limit must be more than 0 and at most 3600 seconds, not \(renderTimeLimit)")
        }
        guard unwantedRenderLimit >= 0, unwantedRenderLimit <= 3600 else {
            throw ValidationError("--unwanted-render-limit must be from 0 to 3600 seconds, not \(unwantedRenderLimit)")
        }
    }

    var settings: RenderSettings {
        var settings = RenderSettings()
        settings.workers = workers
        settings.cacheBytes = cacheMB.map { $0 << 20 }
        settings.diskCache = !noDiskCache
        settings.renderTimeLimit = renderTimeLimit
        settings.unwantedRenderLimit = unwantedRenderLimit > 0 ? unwantedRenderLimit : nil
        return settings
    }

    /// Opens `path` in sandboxed worker processes, or in this process's threads with
    /// `--workers-in-process`, in `--recolor`'s colours when given.
    func opener(path: String, password: String?) -> any PageSourceOpener {
        let recolor = recoloring.colours
        return workersInProcess
            ? PopplerOpener(path: path, password: password, recolor: recolor)
            : ProcessPageSourceOpener(path: path, password: password, recolor: recolor)
    }
}
