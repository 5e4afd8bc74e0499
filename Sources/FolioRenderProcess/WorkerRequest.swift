import FolioCore

/// What the reader asks a render worker process, one request at a time; each gets one
/// `WorkerReply`. These mirror `PageSource`, which `ProcessPageSource` implements with them.
enum WorkerRequest: Equatable {
    /// Open the document on descriptor 3 (once, first): `name` is how errors name it (the worker
    /// is never told a path it could open), `password` unlocks it, and every page it renders is
    /// shown in `recolor`'s colours when given. Answered by `opened`.
    case open(name: String, password: String?, recolor: Recolor? = nil)
    case pageSize(page: Int)
    case pageLabel(page: Int)
    /// Sizes and labels of several pages in one round trip: what the pool measures in the background.
    case measure(pages: [Int])
    /// Sent with a memory file (`PixelFile`) the pixels are drawn into; answered by `rendered`.
    case render(page: Int, scale: Double, region: PixelRect?)
    case outline
    case links(page: Int)
    case text(page: Int)
    case marks(page: Int)
    case fields(page: Int)
    case find(SearchQuery, page: Int)
    /// Answered by `rects`: the page's content box, or none.
    case contentBox(page: Int)
    /// Answered by `slides`: every page's transition and display duration.
    case slides
    /// Render `page` whole at fit in `viewport` device pixels less `margin` on every side, as the
    /// reader will ask for it once its window is up, and keep it for that request
    /// (`FirstPageAhead`). Sent right after `open`; answered at once, before the render, by
    /// `measured` for the pages the reader measures before it reports the document open
    /// (`OpenedPages.pagesMeasuredFirst`), which would otherwise wait behind the render.
    /// `layoutFromDocument`: the reader lays the pages out as the document says, so a document that
    /// shows them in spreads is not rendered ahead.
    case renderAhead(page: Int, viewport: Size, margin: Double, layoutFromDocument: Bool)

    private enum Tag: UInt8 {
        case open = 1, pageSize, pageLabel, measure, render, outline, links, text, find, contentBox, slides, marks,
            fields, renderAhead
    }

    func encoded() -> [UInt8] {
        var writer = WireWriter()
        switch self {
        case .open(let name, let password, let recolor):
            writer.write(Tag.open.rawValue)
            writer.write(name)
            writer.write(password) { $0.write($1) }
            writer.write(recolor) { writer, recolor in
                writer.write(recolor.dark.description)
                writer.write(recolor.light.description)
                writer.write(recolor.keepsHue)
            }
        case .pageSize(let page):
            writer.write(Tag.pageSize.rawValue)
            writer.write(page)
        case .pageLabel(let page):
            writer.write(Tag.pageLabel.rawValue)
            writer.write(page)
        case .measure(let pages):
            writer.write(Tag.measure.rawValue)
            writer.write(pages) { $0.write($1) }
        case .render(let page, let scale, let region):
            writer.write(Tag.render.rawValue)
            writer.write(page)
            writer.write(scale)
            writer.write(region) { $0.write($1) }
        case .outline:
            writer.write(Tag.outline.rawValue)
        case .links(let page):
            writer.write(Tag.links.rawValue)
            writer.write(page)
        case .text(let page):
            writer.write(Tag.text.rawValue)
            writer.write(page)
        case .contentBox(let page):
            writer.write(Tag.contentBox.rawValue)
            writer.write(page)
        case .marks(let page):
            writer.write(Tag.marks.rawValue)
            writer.write(page)
        case .fields(let page):
            writer.write(Tag.fields.rawValue)
            writer.write(page)
        case .slides: writer.write(Tag.slides.rawValue)
        case .renderAhead(let page, let viewport, let margin, let layoutFromDocument):
            writer.write(Tag.renderAhead.rawValue)
            writer.write(page)
            writer.write(viewport)
            writer.write(margin)
            writer.write(layoutFromDocument)
        case .find(let query, let page):
            writer.write(Tag.find.rawValue)
            writer.write(query.text)
            writer.write(query.caseSensitive)
            writer.write(page)
        }
        return writer.bytes
    }

    init(decoding bytes: [UInt8]) throws(WireError) {
        var reader = WireReader(bytes)
        guard let tag = Tag(rawValue: try reader.byte()) else { throw .malformed }
        switch tag {
        case .open:
            let name = try reader.string()
            let password = try reader.optional { r throws(WireError) in try r.string() }
            let recolor = try reader.optional { r throws(WireError) -> Recolor in
                guard let dark = Recolor.Colour(hex: try r.string()), let light = Recolor.Colour(hex: try r.string())
                else { throw .malformed }
                return Recolor(dark: dark, light: light, keepsHue: try r.bool())
            }
            self = .open(name: name, password: password, recolor: recolor)
        case .pageSize: self = .pageSize(page: try reader.int())
        case .pageLabel: self = .pageLabel(page: try reader.int())
        case .measure: self = .measure(pages: try reader.array { r throws(WireError) in try r.int() })
        case .render:
            self = .render(
                page: try reader.int(), scale: try reader.double(),
                region: try reader.optional { r throws(WireError) in try r.pixelRect() })
        case .outline: self = .outline
        case .links: self = .links(page: try reader.int())
        case .text: self = .text(page: try reader.int())
        case .contentBox: self = .contentBox(page: try reader.int())
        case .marks: self = .marks(page: try reader.int())
        case .fields: self = .fields(page: try reader.int())
        case .slides: self = .slides
        case .renderAhead:
            self = .renderAhead(
                page: try reader.int(), viewport: try reader.size(), margin: try reader.double(),
                layoutFromDocument: try reader.bool())
        case .find:
            self = .find(
                SearchQuery(text: try reader.string(), caseSensitive: try reader.bool()), page: try reader.int())
        }
        guard reader.isAtEnd else { throw .malformed }
    }
}
