import FolioCore

/// The sizes of the pages not measured at the open, measured by the threads between renders.
extension RenderPool {
    /// Measures `numbers` and hands the sizes on; cheap next to a render (poppler loads the page
    /// object, well under a millisecond), so it runs between renders. The last batch keeps every
    /// size in the disk cache, for the next open.
    func measure(_ numbers: [Int], pages: any PageSource, diskCache: DiskCache?) {
        let measured = pages.measure(numbers)
        onMeasured(measured)
        condition.lock()
        let complete = scheduler.finishMeasuring(measured)
        condition.broadcast()
        condition.unlock()
        if let (sizes, labels) = complete { keep(sizes, labels: labels, in: diskCache) }
    }

    /// Keeps every page's size and label for the next open, when the opener may show cached pages early.
    func keep(_ sizes: [Size], labels: [Int: String], in diskCache: DiskCache?) {
        guard opener.showsCachedPagesBeforeOpening, let diskCache else { return }
        diskCache.storePageLabels(labels)
        diskCache.storePageSizes(sizes)
    }
}
