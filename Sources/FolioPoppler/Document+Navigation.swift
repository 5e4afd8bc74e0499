import CPoppler
import FolioCore
import FolioRender

/// The outline and link destinations of a document, read through poppler-glib.
extension Document {
    /// Outline entries past this count, or nested deeper than `outlineDepthLimit`, are left out: a
    /// damaged file's outline must not keep a worker busy for ever.
    static let outlineEntryLimit = 100_000
    static let outlineDepthLimit = 64

    /// The outline in document order, flattened with depths; empty where the document has none.
    /// (Nothing here throws: poppler reads what it can of a damaged outline. `PageSource` may.)
    public func outline() throws(FolioError) -> [OutlineEntry] {
        PopplerThreadRule.check(owner, "outline()", path: path)
        guard let iterator = poppler_index_iter_new(handle) else { return [] }
        defer { poppler_index_iter_free(iterator) }
        var entries: [OutlineEntry] = []
        readOutline(iterator, depth: 0, into: &entries)
        return entries
    }

    private func readOutline(_ iterator: OpaquePointer, depth: Int, into entries: inout [OutlineEntry]) {
        repeat {
            guard entries.count < Self.outlineEntryLimit else { return }
            var entry = OutlineEntry(
                title: "", depth: depth, destination: nil, isOpen: poppler_index_iter_is_open(iterator) != 0)
            if let action = poppler_index_iter_get_action(iterator) {
                defer { poppler_action_free(action) }
                entry.title = action.pointee.any.title.map { String(cString: $0) } ?? ""
                if case .destination(let destination) = target(of: action) { entry.destination = destination }
            }
            entries.append(entry)
            if depth < Self.outlineDepthLimit, let child = poppler_index_iter_get_child(iterator) {
                defer { poppler_index_iter_free(child) }
                readOutline(child, depth: depth + 1, into: &entries)
            }
        } while poppler_index_iter_next(iterator) != 0
    }

    /// Where an action leads, named destinations resolved.
    func target(of action: UnsafeMutablePointer<PopplerAction>) -> PageLink.Target {
        switch action.pointee.type {
        case POPPLER_ACTION_GOTO_DEST:
            guard let dest = action.pointee.goto_dest.dest, let destination = destination(dest) else {
                return .unsupported("a destination that is not in the document")
            }
            return .destination(destination)
        case POPPLER_ACTION_URI:
            return action.pointee.uri.uri.map { .uri(String(cString: $0)) } ?? .unsupported("an empty URI")
        case POPPLER_ACTION_GOTO_REMOTE:
            let file = action.pointee.goto_remote.file_name.map { String(cString: $0) } ?? "another file"
            return .unsupported("a place in \(file)")
        case POPPLER_ACTION_NAMED:
            let name = action.pointee.named.named_dest.map { String(cString: $0) } ?? "?"
            return .unsupported("the viewer command \(name)")
        case POPPLER_ACTION_LAUNCH:
            return .unsupported("launching a program")
        case POPPLER_ACTION_JAVASCRIPT:
            return .unsupported("a script")
        default:
            return .unsupported("an action this reader does not follow")
        }
    }

    /// A poppler destination as a page and point, a named one looked up first. PDF destinations
    /// count `top` up from the page's foot; the point is measured down from its top.
    private func destination(_ dest: UnsafeMutablePointer<PopplerDest>) -> PageDestination? {
        var resolved = dest.pointee
        if resolved.type == POPPLER_DEST_NAMED {
            guard let name = resolved.named_dest, let found = poppler_document_find_dest(handle, name) else {
                return nil
            }
            defer { poppler_dest_free(found) }
            resolved = found.pointee
        }
        let page = Int(resolved.page_num)
        guard (1...pageCount).contains(page) else { return nil }
        let height = (try? pageSize(page).height) ?? 0
        let fromTop = { (top: Double) in min(max(height - top, 0), height) }
        switch resolved.type {
        case POPPLER_DEST_XYZ:
            return PageDestination(
                page: page, left: resolved.change_left != 0 ? max(resolved.left, 0) : nil,
                top: resolved.change_top != 0 ? fromTop(resolved.top) : nil)
        case POPPLER_DEST_FITH, POPPLER_DEST_FITBH:
            return PageDestination(page: page, top: resolved.change_top != 0 ? fromTop(resolved.top) : nil)
        case POPPLER_DEST_FITV, POPPLER_DEST_FITBV:
            return PageDestination(page: page, left: resolved.change_left != 0 ? max(resolved.left, 0) : nil)
        case POPPLER_DEST_FITR:
            return PageDestination(page: page, left: max(resolved.left, 0), top: fromTop(resolved.top))
        default:
            return PageDestination(page: page)
        }
    }
}
