/// How the window's first page appears. The window maps as soon as it is made; its first frame
/// then waits a frame for the page's render, which comes in that time for most pages (the worker
/// starts it while SDL starts), and shows it crisp. A page that takes longer does not hold the
/// window back: the first frame shows the background alone, and the page shows as soon as it
/// comes, its placeholder only if it has not come two frames after the map. A placeholder shown
/// for a frame or two before the page would only flash; a window held back for a cover poppler
/// takes 150 ms to draw appears late for nothing (waiting a frame before the map put it off by
/// 18 ms on `pdfjs_freeculture.pdf` and `pdfjs_issue7229.pdf`).
struct FirstPageGrace {
    /// How long the first frame waits for the page, after the map.
    static let framesBeforeFirstFrame = 1.0
    /// How long after the map the page may still come with no placeholder shown before it.
    static let framesAfterMap = 2.0

    /// Until when (monotonic seconds) frames without the current page crisp are not drawn; nil
    /// when the first frame showed the page, and once the page came or the time passed.
    private(set) var withoutPlaceholderUntil: Double?

    /// The window mapped at `time`, its first frame showing the page crisp (or no page to wait
    /// for: an error, no document) or not.
    mutating func mapped(at time: Double, refreshRate: Double, pageShown: Bool) {
        withoutPlaceholderUntil = pageShown ? nil : time + Self.framesAfterMap / refreshRate
    }

    /// Whether the frame at `time` is not to be drawn, the window keeping its background: the page
    /// is not crisp yet and its grace has not passed.
    mutating func holdsFrame(at time: Double, pageCrisp: Bool) -> Bool {
        guard let until = withoutPlaceholderUntil else { return false }
        if !pageCrisp, time < until { return true }
        withoutPlaceholderUntil = nil
        return false
    }
}
