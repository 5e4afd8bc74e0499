import CPoppler
import FolioCore
import FolioRender

/// A page's links, text and search, read through poppler-glib. poppler gives link areas and search
/// matches from the page's foot (PDF's way); Folio measures from the top, as it draws.
extension Page {
    /// The page's links, in the order the page lists them (poppler's list runs backwards: it prepends each).
    public var links: [PageLink] {
        PopplerThreadRule.check(document.owner, "links", path: document.path)
        guard let list = poppler_page_get_link_mapping(handle) else { return [] }
        defer { poppler_page_free_link_mapping(list) }
        var links: [PageLink] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let mapping = current.pointee.data?.assumingMemoryBound(to: PopplerLinkMapping.self),
                let action = mapping.pointee.action
            {
                links.append(PageLink(area: fromTop(mapping.pointee.area), target: document.target(of: action)))
            }
            node = current.pointee.next
        }
        return links.reversed()
    }

    /// The page's text in reading order with every character's box; nil for a page without text.
    public var text: PageText? {
        PopplerThreadRule.check(document.owner, "text", path: document.path)
        guard let characters = poppler_page_get_text(handle) else { return nil }
        defer { g_free(characters) }
        var rectangles: UnsafeMutablePointer<PopplerRectangle>?
        var count: guint = 0
        guard poppler_page_get_text_layout(handle, &rectangles, &count) != 0, let rectangles else { return nil }
        defer { g_free(rectangles) }
        let boxes = (0..<Int(count)).map { index in
            let box = rectangles[index]
            return Rect(x: box.x1, y: box.y1, width: box.x2 - box.x1, height: box.y2 - box.y1)
        }
        return PageText(scalars: Array(String(cString: characters).unicodeScalars), boxes: boxes)
    }

    /// Where `query` occurs on the page, in reading order.
    public func find(_ query: SearchQuery) -> [Rect] {
        PopplerThreadRule.check(document.owner, "find(_:)", path: document.path)
        guard !query.text.isEmpty else { return [] }
        let options = query.caseSensitive ? POPPLER_FIND_CASE_SENSITIVE : POPPLER_FIND_DEFAULT
        guard let list = poppler_page_find_text_with_options(handle, query.text, options) else { return [] }
        defer { g_list_free_full(list) { poppler_rectangle_free($0?.assumingMemoryBound(to: PopplerRectangle.self)) } }
        var matches: [Rect] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let box = current.pointee.data?.assumingMemoryBound(to: PopplerRectangle.self) {
                matches.append(fromTop(box.pointee))
            }
            node = current.pointee.next
        }
        return matches
    }

    /// A rectangle measured from the page's foot, as measured from its top: flipped over the page's height.
    func fromTop(_ box: PopplerRectangle) -> Rect {
        let top = max(box.y1, box.y2), bottom = min(box.y1, box.y2)
        return Rect(x: min(box.x1, box.x2), y: size.height - top, width: abs(box.x2 - box.x1), height: top - bottom)
    }
}
