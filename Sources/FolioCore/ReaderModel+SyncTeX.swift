/// Forward search in the window: the page SyncTeX names, its boxes brought into view at the zoom
/// the reader has, and highlighted for a moment (`SyncTeXMark`).
extension ReaderModel {
    mutating func show(_ target: SyncTeXTarget, time: Double) {
        guard pageSizes.count >= 1, (1...pageSizes.count).contains(target.page) else { return }
        syncTeXMark = SyncTeXMark(target: target, shownAt: time)
        if presentation.isOn {
            presentTurn(to: spreads.spread(holding: target.page), time: time)
        } else if let bounds = target.bounds {
            jump(toArea: bounds, onPage: target.page)
        } else {
            jump(to: PageDestination(page: target.page))
        }
    }

    /// The forward search's highlight while it shows.
    public func syncTeXMarkShowing(at time: Double) -> SyncTeXMark? {
        syncTeXMark.flatMap { $0.isShowing(at: time) ? $0 : nil }
    }
}
