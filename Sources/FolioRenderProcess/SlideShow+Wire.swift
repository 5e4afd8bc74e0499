import FolioCore

/// A document's transitions and durations (`SlideShow`) on the wire, in the worker's `slides` answer.
extension WireWriter {
    mutating func write(_ show: SlideShow) {
        write(show.slides.sorted { $0.key < $1.key }) { writer, entry in
            let (page, slide) = entry
            let transition = slide.transition
            writer.write(page)
            writer.write(transition.style.rawValue)
            writer.write(transition.seconds)
            writer.write(transition.dimension == .vertical)
            writer.write(transition.motion == .outward)
            writer.write(transition.direction) { $0.write($1) }
            writer.write(transition.scale)
            writer.write(transition.rectangular)
            writer.write(slide.seconds) { $0.write($1) }
        }
        write(show.warnings) { $0.write($1) }
    }
}

extension WireReader {
    mutating func slideShow() throws(WireError) -> SlideShow {
        let slides = try array { r throws(WireError) -> (Int, SlideShow.Slide) in
            let page = try r.int()
            guard let style = SlideTransition.Style(rawValue: try r.string()) else { throw .malformed }
            let transition = SlideTransition(
                style: style, seconds: try r.double(), dimension: try r.bool() ? .vertical : .horizontal,
                motion: try r.bool() ? .outward : .inward,
                direction: try r.optional { r throws(WireError) in try r.int() }, scale: try r.double(),
                rectangular: try r.bool())
            return (
                page,
                SlideShow.Slide(
                    transition: transition, seconds: try r.optional { r throws(WireError) in try r.double() })
            )
        }
        let warnings = try array { r throws(WireError) in try r.string() }
        return SlideShow(slides: Dictionary(slides, uniquingKeysWith: { first, _ in first }), warnings: warnings)
    }
}
