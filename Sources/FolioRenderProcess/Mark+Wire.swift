import FolioCore

/// A mark on the wire: its kind's name, page, colour `#RRGGBB`, contents, quads (eight numbers
/// each) and the text under it.
extension WireWriter {
    mutating func write(_ mark: Mark) {
        write(mark.kind.rawValue)
        write(mark.page)
        write(mark.color.hex)
        write(mark.contents)
        write(mark.quads) { writer, quad in
            for coordinate in quad.coordinates { writer.write(coordinate) }
        }
        write(mark.text)
    }
}

extension WireReader {
    mutating func mark() throws(WireError) -> Mark {
        guard let kind = MarkKind(rawValue: try string()) else { throw .malformed }
        let page = try int()
        guard let color = MarkColor(hex: try string()) else { throw .malformed }
        let contents = try string()
        let quads = try array { r throws(WireError) -> Quad in
            var coordinates: [Double] = []
            for _ in 0..<8 { coordinates.append(try r.double()) }
            return Quad(coordinates: coordinates)!
        }
        return Mark(kind: kind, page: page, color: color, contents: contents, quads: quads, text: try string())
    }
}
