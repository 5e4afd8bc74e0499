/// Links on the pages in the slots: which one is under a window point, a click or a script's `link`
/// step following one (through `jump(to:)`, so it is recorded in the history), the pointer's hover.
extension ReaderModel {
    /// The link under window point `point` (device pixels) and its page; nil where there is none
    /// or the page's links have not arrived.
    public func link(at point: Point) -> (page: Int, link: PageLink)? {
        guard Rect(origin: .zero, size: viewport).contains(point), let (page, pagePoint) = page(at: point),
            let link = links.byPage[page]?.first(where: { $0.area.contains(pagePoint) })
        else { return nil }
        return (page, link)
    }

    /// The link under the resting pointer, if any: the window shows a hand and says where it leads.
    public var hoveredLink: PageLink? {
        links.pointer.flatMap { link(at: $0)?.link }
    }

    /// A click on a link of a page: an internal one is followed; a URI or unsupported one is not
    /// (Ctrl+click opens a URI, which the host does), but the click is the link's all the same.
    /// False when no link is there, or a prompt or the page strip takes the click.
    mutating func clickLink(at point: Point) -> Bool {
        guard chrome.prompt == nil, !(isStripShown && stripLayout.contains(point)), let hit = link(at: point) else {
            return false
        }
        if case .destination(let destination) = hit.link.target { jump(to: destination) }
        return true
    }

    /// A script's `link` step: follows link `index` of the page the pager is on or heading to, once
    /// that page's links have arrived.
    mutating func followLink(index: Int) {
        links.pendingFollow = LinkState.FollowRequest(page: spreads.firstPage(ofSpread: targetSpread), index: index)
        followPendingLink()
    }

    /// `page`'s links arrived from the workers; those of a page no longer in a slot are dropped.
    mutating func learnLinks(_ pageLinks: [PageLink], onPage page: Int) {
        guard slotPages.contains(page) else { return }
        links.learn(pageLinks, onPage: page)
        followPendingLink()
    }

    /// Follows the waiting `link` step once its page's links are known. A script never opens a URI:
    /// it is only reported, as is an unsupported link or an index past the page's links.
    private mutating func followPendingLink() {
        guard let request = links.pendingFollow, let pageLinks = links.byPage[request.page] else { return }
        links.pendingFollow = nil
        guard pageLinks.indices.contains(request.index) else {
            links.report("page \(request.page) has \(pageLinks.count) links; there is no link \(request.index)")
            return
        }
        switch pageLinks[request.index].target {
        case .destination(let destination): jump(to: destination)
        case .uri(let uri): links.report("link \(request.index) of page \(request.page) leads to \(uri) (not opened)")
        case .unsupported(let what):
            links.report("link \(request.index) of page \(request.page) leads to \(what) (not followed)")
        }
    }
}

extension PageLink.Target {
    /// What hovering the link says at the window's foot.
    public var hoverText: String {
        switch self {
        case .destination(let destination): "Go to page \(destination.page)"
        case .uri(let uri): "\(uri)   (Ctrl+click opens it)"
        case .unsupported(let what): "A link to \(what): not followed"
        }
    }
}
