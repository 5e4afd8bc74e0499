import CPoppler
import FolioCore
import FolioRender

/// The page's marks read from its annotations, and new ones added, through poppler-glib. poppler
/// gives annotation geometry from the crop box's foot (PDF's way); a `Mark` is measured from the top.
extension Page {
    /// The page's marks, in the order the page lists its annotations. Links, form fields and the
    /// pop-up windows that belong to other annotations are not marks and are left out. Geometry is
    /// as displayed, a page turned by /Rotate (`rotation`) turned.
    func marks(rotation: @autoclosure () -> Int) -> [Mark] {
        PopplerThreadRule.check(document.owner, "marks", path: document.path)
        var marks: [Mark] = []
        forEachMark(rotation: rotation) { mark, _ in
            marks.append(mark)
            return true
        }
        // poppler prepends each annotation as it reads the page's list.
        return marks.reversed()
    }

    /// Hands `change` the annotation that is `mark` (its text aside, which the page's text gives),
    /// as `marks(rotation:)` reads it; false when the page holds no such annotation.
    func changeAnnotation(
        matching mark: Mark, rotation: @autoclosure () -> Int, _ change: (OpaquePointer, OpaquePointer) -> Void
    ) -> Bool {
        PopplerThreadRule.check(document.owner, "changeAnnotation", path: document.path)
        var found = false
        forEachMark(rotation: rotation) { candidate, annot in
            guard candidate.isSameAnnotation(as: mark) else { return true }
            change(handle, annot)
            found = true
            return false
        }
        return found
    }

    /// Calls `body` with each mark of the page and its annotation, in poppler's order, while it
    /// returns true. The rotation is asked for only once a mark is found: reading it opens the
    /// file again, which a page of links alone does not need.
    private func forEachMark(rotation: () -> Int, _ body: (Mark, OpaquePointer) -> Bool) {
        guard let list = poppler_page_get_annot_mapping(handle) else { return }
        defer { poppler_page_free_annot_mapping(list) }
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            node = current.pointee.next
            guard let mapping = current.pointee.data?.assumingMemoryBound(to: PopplerAnnotMapping.self),
                let annot = mapping.pointee.annot, let kind = Self.kind(of: poppler_annot_get_annot_type(annot))
            else { continue }
            if !body(mark(of: annot, kind: kind, area: mapping.pointee.area, rotation: rotation()), annot) { return }
        }
    }

    /// Adds `mark` to the page, upright, as an annotation (only in memory: `Document.save(to:)`
    /// writes it). Text markups and notes can be made; other kinds are refused.
    func add(_ mark: Mark) throws(FolioError) {
        PopplerThreadRule.check(document.owner, "add(_:)", path: document.path)
        var area = fromTop(mark.bounds)
        let annot: OpaquePointer?
        switch mark.kind {
        case .highlight, .underline, .strikeOut, .squiggly:
            let quads = popplerQuads(mark.quads)
            defer { g_array_unref(quads) }
            annot =
                switch mark.kind {
                case .highlight: poppler_annot_text_markup_new_highlight(document.handle, &area, quads)
                case .underline: poppler_annot_text_markup_new_underline(document.handle, &area, quads)
                case .strikeOut: poppler_annot_text_markup_new_strikeout(document.handle, &area, quads)
                default: poppler_annot_text_markup_new_squiggly(document.handle, &area, quads)
                }
        case .note:
            annot = poppler_annot_text_new(document.handle, &area)
        default:
            throw FolioError.invalidRequest(path: document.path, detail: "a \(mark.kind.rawValue) mark cannot be made")
        }
        guard let annot else {
            throw FolioError.invalidRequest(path: document.path, detail: "poppler made no \(mark.kind.rawValue) mark")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(annot)) }
        var color = PopplerColor(
            red: UInt16(mark.color.red) * 257, green: UInt16(mark.color.green) * 257,
            blue: UInt16(mark.color.blue) * 257)
        poppler_annot_set_color(annot, &color)
        if !mark.contents.isEmpty { poppler_annot_set_contents(annot, mark.contents) }
        poppler_page_add_annot(handle, annot)
    }

    /// The mark `annot` is (a `kind` of mark), as displayed: poppler gives the annotation's area
    /// turned with the page, from its foot, but a text markup's quadrilaterals unturned, in the
    /// page's own space.
    private func mark(of annot: OpaquePointer, kind: MarkKind, area: PopplerRectangle, rotation: Int) -> Mark {
        var quads: [Quad] = []
        if kind.marksText, let read = poppler_annot_text_markup_get_quadrilaterals(annot) {
            defer { g_array_unref(read) }
            let count = Int(read.pointee.len)
            read.pointee.data.withMemoryRebound(to: PopplerQuadrilateral.self, capacity: count) { corners in
                quads = (0..<count).map { displayed(corners[$0], rotation: rotation) }
            }
        }
        if quads.isEmpty { quads = [Quad(fromTop(area))] }
        var color = MarkColor(red: 0, green: 0, blue: 0)
        if let read = poppler_annot_get_color(annot) {
            color = MarkColor(
                red: UInt8(read.pointee.red >> 8), green: UInt8(read.pointee.green >> 8),
                blue: UInt8(read.pointee.blue >> 8))
            g_free(read)
        }
        var contents = ""
        if let text = poppler_annot_get_contents(annot) {
            contents = String(cString: text)
            g_free(text)
        }
        return Mark(kind: kind, page: number, color: color, contents: contents, quads: quads)
    }

    private static func kind(of type: PopplerAnnotType) -> MarkKind? {
        switch type {
        case POPPLER_ANNOT_LINK, POPPLER_ANNOT_POPUP, POPPLER_ANNOT_WIDGET: nil
        case POPPLER_ANNOT_HIGHLIGHT: .highlight
        case POPPLER_ANNOT_UNDERLINE: .underline
        case POPPLER_ANNOT_STRIKE_OUT: .strikeOut
        case POPPLER_ANNOT_SQUIGGLY: .squiggly
        case POPPLER_ANNOT_TEXT: .note
        case POPPLER_ANNOT_FREE_TEXT: .freeText
        case POPPLER_ANNOT_SQUARE: .square
        case POPPLER_ANNOT_CIRCLE: .circle
        case POPPLER_ANNOT_LINE: .line
        case POPPLER_ANNOT_POLYGON, POPPLER_ANNOT_POLY_LINE: .polygon
        case POPPLER_ANNOT_INK: .ink
        case POPPLER_ANNOT_STAMP: .stamp
        case POPPLER_ANNOT_FILE_ATTACHMENT: .fileAttachment
        default: .other
        }
    }

    /// `quads` from the page's foot, in a GArray of `PopplerQuadrilateral` (the caller unrefs it).
    private func popplerQuads(_ quads: [Quad]) -> UnsafeMutablePointer<GArray> {
        let array = g_array_sized_new(0, 0, guint(MemoryLayout<PopplerQuadrilateral>.stride), guint(quads.count))!
        for quad in quads {
            var corners = PopplerQuadrilateral(
                p1: fromTop(quad.topLeft), p2: fromTop(quad.topRight), p3: fromTop(quad.bottomLeft),
                p4: fromTop(quad.bottomRight))
            g_array_append_vals(array, &corners, 1)
        }
        return array
    }

    private func fromTop(_ point: Point) -> PopplerPoint { PopplerPoint(x: point.x, y: size.height - point.y) }

    private func fromTop(_ rect: Rect) -> PopplerRectangle {
        PopplerRectangle(x1: rect.minX, y1: size.height - rect.maxY, x2: rect.maxX, y2: size.height - rect.minY)
    }

    private func displayed(_ corners: PopplerQuadrilateral, rotation: Int) -> Quad {
        Quad(
            topLeft: displayed(corners.p1, rotation: rotation), topRight: displayed(corners.p2, rotation: rotation),
            bottomLeft: displayed(corners.p3, rotation: rotation),
            bottomRight: displayed(corners.p4, rotation: rotation))
    }
}
