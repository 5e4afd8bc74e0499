import FolioCore

/// Reads a message `WireWriter` built. A message cut short or holding a count no message could
/// hold throws `WireError.malformed`: the other end is broken, never trusted.
struct WireReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    private mutating func take(_ count: Int) throws(WireError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - offset else { throw .malformed }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    private mutating func fixedWidth<Value: FixedWidthInteger>(_: Value.Type) throws(WireError) -> Value {
        let slice = try take(MemoryLayout<Value>.size)
        return Value(littleEndian: slice.withUnsafeBytes { $0.loadUnaligned(as: Value.self) })
    }

    mutating func byte() throws(WireError) -> UInt8 { try take(1).first! }

    /// 0 or 1, as `WireWriter` writes them: any other byte is malformed, not read loosely as true.
    mutating func bool() throws(WireError) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw .malformed
        }
    }

    mutating func int() throws(WireError) -> Int {
        let value = try fixedWidth(Int64.self)
        guard let int = Int(exactly: value) else { throw .malformed }
        return int
    }

    mutating func int32() throws(WireError) -> Int32 { try fixedWidth(Int32.self) }

    mutating func double() throws(WireError) -> Double { Double(bitPattern: try fixedWidth(UInt64.self)) }

    mutating func string() throws(WireError) -> String {
        String(decoding: try take(try int()), as: UTF8.self)
    }

    mutating func size() throws(WireError) -> Size { Size(width: try double(), height: try double()) }

    mutating func rect() throws(WireError) -> Rect {
        Rect(origin: Point(x: try double(), y: try double()), size: try size())
    }

    mutating func pixelRect() throws(WireError) -> PixelRect {
        PixelRect(x: try int(), y: try int(), width: try int(), height: try int())
    }

    mutating func optional<Value>(_ body: (inout WireReader) throws(WireError) -> Value) throws(WireError) -> Value? {
        try bool() ? try body(&self) : nil
    }

    /// A count, then that many elements; a count larger than the bytes left could hold is malformed.
    mutating func array<Value>(_ body: (inout WireReader) throws(WireError) -> Value) throws(WireError) -> [Value] {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw .malformed }
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try body(&self)) }
        return values
    }
}
