import ArgumentParser
import FolioPresenter
import FolioRender

/// How the window and the bench render: worker threads, the memory cache, the disk cache.
struct RenderOptions: ParsableArguments {
    @Option(help: "Render threads, each with its own copy of the document (default: one per core, at most 4).")
    var workers: Int?
    @Option(
        name: .customLong("cache-mb"),
        help: "Memory for rendered pages, in MiB (default: what reading needs at the window's size, 32 to 256).")
    var cacheMB: Int?
    @Flag(
        name: .customLong("disk-cache"), inversion: .prefixedNo,
        help: "Read and write page images under $XDG_CACHE_HOME/folio (default), or neither (--no-disk-cache).")
    var diskCache: Bool?
    @Option(
        name: .customLong("render-time-limit"),
        help:
            "Seconds a page's render may take before the page says it is still rendering and another worker takes over the rest of the book."
    )
    var renderTimeLimit: Double?
    @Flag(
        name: .customLong("workers-in-process"), inversion: .prefixedNo,
        help:
            "Render in threads of this process instead of sandboxed worker processes (for comparison, or where seccomp is missing)."
    )
    var workersInProcess: Bool?
    @Option(
        name: .customLong("unwanted-render-limit"),
        help:
            "Seconds a render nobody wants any more (a page flicked past) may go on before its worker process is killed and replaced; 0: never. Worker processes only."
    )
    var unwantedRenderLimit: Double?
    @Option(
        name: .customLong("idle-worker-limit"),
        help:
            "Seconds a render worker beyond the first may have nothing to do before it ends, giving back its memory until work waits again; 0: never (default 0.5)."
    )
    var idleWorkerLimit: Double?
    @OptionGroup var recoloring: RecolorOptions

    func validate() throws {
        if let workers, !(1...64).contains(workers) {
            throw ValidationError("--workers must be from 1 to 64, not \(workers)")
        }
        if let cacheMB, !(16...65_536).contains(cacheMB) {
            throw ValidationError("--cache-mb must be from 16 to 65536, not \(cacheMB)")
        }
        if let renderTimeLimit, !(renderTimeLimit > 0 && renderTimeLimit <= 3600) {
            throw ValidationError(
                "--render-time-limit must be more than 0 and at most 3600 seconds, not \(renderTimeLimit)")
        }
        if let unwantedRenderLimit, !(0...3600).contains(unwantedRenderLimit) {
            throw ValidationError("--unwanted-render-limit must be from 0 to 3600 seconds, not \(unwantedRenderLimit)")
        }
        if let idleWorkerLimit, !(0...3600).contains(idleWorkerLimit) {
            throw ValidationError("--idle-worker-limit must be from 0 to 3600 seconds, not \(idleWorkerLimit)")
        }
    }

    /// The options as plain values, for what they make (`RenderChoices`).
    var choices: RenderChoices {
        RenderChoices(
            workers: workers, cacheMB: cacheMB, diskCache: diskCache, renderTimeLimit: renderTimeLimit,
            workersInProcess: workersInProcess, unwantedRenderLimit: unwantedRenderLimit,
            idleWorkerLimit: idleWorkerLimit, recolor: recoloring.recolor, keepHue: recoloring.keepHue)
    }

    /// The settings, without config.toml (the bench's).
    var settings: RenderSettings { choices.settings() }

    /// Whether pages render in threads of this process (`--workers-in-process`).
    func rendersInProcess() -> Bool { choices.rendersInProcess() }

    /// Opens `path` as `RenderChoices.opener` does, without config.toml.
    func opener(path: String, password: String?) -> any PageSourceOpener {
        choices.opener(path: path, password: password)
    }
}
