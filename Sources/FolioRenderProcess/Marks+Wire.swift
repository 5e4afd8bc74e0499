// Marks and form fields on the wire.
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

/// A form field on the wire: its kind's name, page, id, name, area, value (a tag, then the text,
/// the state or the item chosen), items and whether it is read-only.
extension WireWriter {
    mutating func write(_ field: FormField) {
        write(field.kind.rawValue)
        write(field.page)
        write(field.id)
        write(field.name)
        write(field.area)
        switch field.value {
        case .text(let text):
            write(UInt8(0))
            write(text)
        case .on(let on):
            write(UInt8(1))
            write(on)
        case .choice(let item):
            write(UInt8(2))
            write(item) { $0.write($1) }
        }
        write(field.options) { $0.write($1) }
        write(field.isReadOnly)
    }
}

extension WireReader {
    mutating func formField() throws(WireError) -> FormField {
        guard let kind = FormField.Kind(rawValue: try string()) else { throw .malformed }
        let page = try int(), id = try int(), name = try string(), area = try rect()
        let value: FieldValue
        switch try byte() {
        case 0: value = .text(try string())
        case 1: value = .on(try bool())
        case 2: value = .choice(try optional { r throws(WireError) in try r.string() })
        default: throw .malformed
        }
        let options = try array { r throws(WireError) in try r.string() }
        return FormField(
            page: page, id: id, name: name, kind: kind, area: area, value: value, options: options,
            isReadOnly: try bool())
    }
}
