import FolioCore

/// Builds a message of the render worker protocol: fixed-width little-endian numbers, strings as a
/// count and their UTF-8 bytes. Reader and worker are the same binary on the same machine, so the
/// format needs no version; it only needs to be exact and cheap.
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(64)
    }

    mutating func write(_ value: UInt8) { bytes.append(value) }

    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func write(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: Int32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: String) {
        let utf8 = Array(value.utf8)
        write(utf8.count)
        bytes.append(contentsOf: utf8)
    }

    mutating func write(_ value: Size) {
        write(value.width)
        write(value.height)
    }

    mutating func write(_ value: Rect) {
        write(value.origin.x)
        write(value.origin.y)
        write(value.size)
    }

    mutating func write(_ value: PixelRect) {
        for number in [value.x, value.y, value.width, value.height] { write(number) }
    }

    /// A presence byte, then the value when there is one.
    mutating func write<Value>(_ value: Value?, _ body: (inout WireWriter, Value) -> Void) {
        write(value != nil)
        if let value { body(&self, value) }
    }

    /// A count, then each element.
    mutating func write<Element>(_ values: [Element], _ body: (inout WireWriter, Element) -> Void) {
        write(values.count)
        for value in values { body(&self, value) }
    }
}
