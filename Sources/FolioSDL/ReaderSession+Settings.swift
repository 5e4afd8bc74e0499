import FolioCore
import FolioRender
import Logging

private let log = Logger(label: "folio.config")

/// config.toml in the window: its keys, night mode and strip given to each document shown, and the
/// file read again when it changes (its keys at once; its problems said at the window's foot).
extension ReaderSession {
    func applySettings(to view: DocumentView) {
        let now = MonotonicClock.seconds
        view.pager.apply(.setKeyMap(settings.keyMap), at: now)
        if settings.nightModeNext != view.pager.model.chrome.nightMode {
            view.pager.apply(.command(.toggleNightMode, focus: nil), at: now)
        }
        if settings.stripNext { view.pager.apply(.showStrip(true), at: now) }
    }

    func watchSettings(at time: Double) {
        guard let reading = settings.look(at: time), let path = settings.path else { return }
        content.documentView?.pager.apply(.setKeyMap(reading.keyMap), at: time)
        for problem in reading.problems { log.warning("\(problem)") }
        say(reading.problems.isEmpty ? ["Settings read again: \(path)"] : Array(reading.problems.prefix(4)))
    }
}
