import FolioConfig
import FolioCore
import FolioPoppler
import FolioPresenter
import FolioRender
import FolioRenderProcess

/// How pages are to be rendered, as plain values: the render options given on the command line
/// (`RenderOptions`), nil where none was given, and what they make with config.toml's `[render]`.
/// Plain so that a bare `folio FILE` (`WindowRequest`) has them without ArgumentParser.
struct RenderChoices: Sendable {
    var workers: Int?
    var cacheMB: Int?
    var diskCache: Bool?
    var renderTimeLimit: Double?
    var workersInProcess: Bool?
    var unwantedRenderLimit: Double?
    var idleWorkerLimit: Double?
    /// `--recolor`'s colours and `--recolor-keep-hue`.
    var recolor: Recolor?
    var keepHue = false

    /// The settings: each option given here, else config.toml's `[render]` (`file`; the window
    /// only), else the built-in default.
    func settings(over file: ReaderPreferences.Render = .init()) -> RenderSettings {
        var settings = RenderSettings()
        settings.workers = workers ?? file.workers ?? settings.workers
        settings.cacheBytes = (cacheMB ?? file.cacheMB).map { $0 << 20 }
        settings.diskCache = diskCache ?? file.diskCache ?? true
        settings.renderTimeLimit = renderTimeLimit ?? file.renderTimeLimit ?? settings.renderTimeLimit
        if let limit = unwantedRenderLimit ?? file.unwantedRenderLimit {
            settings.unwantedRenderLimit = limit > 0 ? limit : nil
        }
        if let limit = idleWorkerLimit ?? file.idleWorkerLimit {
            settings.idleWorkerLimit = limit > 0 ? limit : nil
        }
        return settings
    }

    /// Whether pages render in threads of this process (`--workers-in-process`, or the file's).
    func rendersInProcess(over file: ReaderPreferences.Render = .init()) -> Bool {
        workersInProcess ?? file.workersInProcess ?? false
    }

    /// Opens `path` in sandboxed worker processes, or in this process's threads with
    /// `--workers-in-process` (or the file's `[render]`), in `--recolor`'s colours when given.
    func opener(path: String, password: String?, over file: ReaderPreferences.Render = .init()) -> any PageSourceOpener
    {
        let recolor = colours()
        return rendersInProcess(over: file)
            ? PopplerOpener(path: path, password: password, recolor: recolor)
            : ProcessPageSourceOpener(path: path, password: password, recolor: recolor)
    }

    /// The colours asked for here, else in config.toml's `[window]`, keeping hue or not; nil when
    /// neither asks.
    func colours(over file: ReaderPreferences.Window = .init()) -> Recolor? {
        (recolor ?? file.recolor).map {
            Recolor(dark: $0.dark, light: $0.light, keepsHue: keepHue || file.recolorKeepsHue == true)
        }
    }
}
