import FolioCore
import FolioRender

/// A render worker's answer to one `WorkerRequest`. Each carries the worker's CPU seconds so far,
/// so the reader knows what every request cost, and what a render it killed had cost.
struct WorkerReply: Equatable {
    enum Answer: Equatable {
        /// The document opened: its page count and how it asks to be shown (`/PageLayout`, `/Direction`).
        case opened(pageCount: Int, preferences: DocumentPreferences)
        case size(Size)
        case label(String?)
        case measured(MeasuredPages)
        /// The pixels lie at the start of the memory file that came with the request
        /// (`PixelFile`), `bytesPerRow * height` bytes.
        /// `drawnAhead`: the pixels are the first page's, rendered before it was asked for (`FirstPageAhead`).
        case rendered(width: Int, height: Int, bytesPerRow: Int, drawnAhead: Bool = false)
        case outline([OutlineEntry])
        case links([PageLink])
        case text(PageText?)
        case rects([Rect])
        case slides(SlideShow)
        case marks([Mark])
        case fields([FormField])
        /// The request failed; the error's path is the reader's to fill in (`FolioError+Wire`).
        case failed(FolioError)
    }

    /// The worker's CPU time (user and system) once the answer was ready.
    let cpuSeconds: Double
    let answer: Answer

    private enum Tag: UInt8 {
        case opened = 1, size, label, measured, rendered, outline, links, text, rects, failed, slides, marks, fields
    }

    func encoded() -> [UInt8] {
        var writer = WireWriter()
        writer.write(cpuSeconds)
        switch answer {
        case .opened(let count, let preferences):
            writer.write(Tag.opened.rawValue)
            writer.write(count)
            writer.write(preferences.layout?.rawValue) { $0.write($1) }
            writer.write(preferences.rightToLeft)
        case .size(let size):
            writer.write(Tag.size.rawValue)
            writer.write(size)
        case .label(let label):
            writer.write(Tag.label.rawValue)
            writer.write(label) { $0.write($1) }
        case .measured(let pages):
            writer.write(Tag.measured.rawValue)
            writer.write(pages.sizes.sorted { $0.key < $1.key }) {
                $0.write($1.key); $0.write($1.value)
            }
            writer.write(pages.labels.sorted { $0.key < $1.key }) {
                $0.write($1.key); $0.write($1.value)
            }
        case .rendered(let width, let height, let bytesPerRow, let drawnAhead):
            writer.write(Tag.rendered.rawValue)
            for number in [width, height, bytesPerRow] { writer.write(number) }
            writer.write(drawnAhead)
        case .outline(let entries):
            writer.write(Tag.outline.rawValue)
            writer.write(entries) { writer, entry in
                writer.write(entry.title)
                writer.write(entry.depth)
                writer.write(entry.destination) { $0.write($1) }
                writer.write(entry.isOpen)
            }
        case .links(let links):
            writer.write(Tag.links.rawValue)
            writer.write(links) { writer, link in
                writer.write(link.area)
                switch link.target {
                case .destination(let destination):
                    writer.write(UInt8(0))
                    writer.write(destination)
                case .uri(let uri):
                    writer.write(UInt8(1))
                    writer.write(uri)
                case .unsupported(let what):
                    writer.write(UInt8(2))
                    writer.write(what)
                }
            }
        case .text(let text):
            writer.write(Tag.text.rawValue)
            writer.write(text) { writer, text in
                writer.write(text.scalars) { $0.write(Int($1.value)) }
                writer.write(text.boxes) { $0.write($1) }
            }
        case .rects(let rects):
            writer.write(Tag.rects.rawValue)
            writer.write(rects) { $0.write($1) }
        case .failed(let error):
            writer.write(Tag.failed.rawValue)
            writer.write(error)
        case .slides(let show):
            writer.write(Tag.slides.rawValue)
            writer.write(show)
        case .marks(let marks):
            writer.write(Tag.marks.rawValue)
            writer.write(marks) { $0.write($1) }
        case .fields(let fields):
            writer.write(Tag.fields.rawValue)
            writer.write(fields) { $0.write($1) }
        }
        return writer.bytes
    }

    init(cpuSeconds: Double, answer: Answer) {
        self.cpuSeconds = cpuSeconds
        self.answer = answer
    }

    /// Decodes a reply; a failure's error names `path`.
    init(decoding bytes: [UInt8], path: String) throws(WireError) {
        var reader = WireReader(bytes)
        cpuSeconds = try reader.double()
        guard let tag = Tag(rawValue: try reader.byte()) else { throw .malformed }
        switch tag {
        case .opened:
            let count = try reader.int()
            let layout = try reader.optional { r throws(WireError) in try r.string() }
            let pageLayout = try layout.map { name throws(WireError) in
                guard let layout = PageLayout(rawValue: name) else { throw .malformed }
                return layout
            }
            answer = .opened(
                pageCount: count, preferences: DocumentPreferences(layout: pageLayout, rightToLeft: try reader.bool()))
        case .size: answer = .size(try reader.size())
        case .label: answer = .label(try reader.optional { r throws(WireError) in try r.string() })
        case .measured:
            let sizes = try reader.array { r throws(WireError) in (try r.int(), try r.size()) }
            let labels = try reader.array { r throws(WireError) in (try r.int(), try r.string()) }
            answer = .measured(
                MeasuredPages(
                    sizes: Dictionary(sizes, uniquingKeysWith: { first, _ in first }),
                    labels: Dictionary(labels, uniquingKeysWith: { first, _ in first })))
        case .rendered:
            answer = .rendered(
                width: try reader.int(), height: try reader.int(), bytesPerRow: try reader.int(),
                drawnAhead: try reader.bool())
        case .outline:
            answer = .outline(
                try reader.array { r throws(WireError) in
                    OutlineEntry(
                        title: try r.string(), depth: try r.int(),
                        destination: try r.optional { r throws(WireError) in try r.destination() },
                        isOpen: try r.bool())
                })
        case .links:
            answer = .links(
                try reader.array { r throws(WireError) in
                    let area = try r.rect()
                    switch try r.byte() {
                    case 0: return PageLink(area: area, target: .destination(try r.destination()))
                    case 1: return PageLink(area: area, target: .uri(try r.string()))
                    case 2: return PageLink(area: area, target: .unsupported(try r.string()))
                    default: throw .malformed
                    }
                })
        case .text:
            answer = .text(
                try reader.optional { r throws(WireError) in
                    let scalars = try r.array { r throws(WireError) in
                        guard let value = UInt32(exactly: try r.int()), let scalar = Unicode.Scalar(value) else {
                            throw .malformed
                        }
                        return scalar
                    }
                    return PageText(scalars: scalars, boxes: try r.array { r throws(WireError) in try r.rect() })
                })
        case .rects: answer = .rects(try reader.array { r throws(WireError) in try r.rect() })
        case .failed: answer = .failed(try reader.error(path: path))
        case .slides: answer = .slides(try reader.slideShow())
        case .marks: answer = .marks(try reader.array { r throws(WireError) in try r.mark() })
        case .fields: answer = .fields(try reader.array { r throws(WireError) in try r.formField() })
        }
        guard reader.isAtEnd else { throw .malformed }
    }
}

extension WireWriter {
    mutating func write(_ destination: PageDestination) {
        write(destination.page)
        write(destination.left) { $0.write($1) }
        write(destination.top) { $0.write($1) }
    }
}

extension WireReader {
    mutating func destination() throws(WireError) -> PageDestination {
        PageDestination(
            page: try int(), left: try optional { r throws(WireError) in try r.double() },
            top: try optional { r throws(WireError) in try r.double() })
    }
}
