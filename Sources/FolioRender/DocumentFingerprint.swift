import SystemPackage

/// Names one version of a document file for the disk cache, cheaply enough to compute on every open.
///
/// Size and modification time (to the nanosecond) catch ordinary edits and touches without reading
/// the file; hashing its first and last 64 KiB also catches a file replaced by one of the same size
/// and time (a copy with preserved times), where PDF's header and cross-reference table differ.
public enum DocumentFingerprint {
    static let sampleSize: Int64 = 64 * 1024

    /// The fingerprint as hex text, fit for a folder name; nil when the file cannot be read.
    public static func of(path: String) -> String? {
        of(path: path, withTime: true)
    }

    /// The fingerprint of the bytes alone (size and sampled hash, no time): the same for a renamed
    /// or copied file (`cp` gives a copy a new time), so a reader can recognise the document it
    /// remembers (`ReadingPlaces`). Nil when the file cannot be read.
    public static func ofContent(path: String) -> String? {
        of(path: path, withTime: false)
    }

    private static func of(path: String, withTime: Bool) -> String? {
        // Non-blocking: a FIFO with no writer would block the open; the type check below refuses it.
        guard let file = try? FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec, .nonBlocking])
        else {
            return nil
        }
        defer { try? file.close() }
        // fstat on the open descriptor, so the size and time describe the bytes hashed below.
        guard let status = try? file.stat(), status.type == .regular else { return nil }
        let size = status.size

        var hash = Checksum()
        // The whole of a small file; the head and tail of a large one.
        let isSmall = size <= 2 * sampleSize
        let offsets: [Int64] = isSmall ? [0] : [0, size - sampleSize]
        for offset in offsets {
            guard let bytes = readFully(file, count: Int(isSmall ? size : sampleSize), at: offset) else { return nil }
            bytes.withUnsafeBytes { hash.combine($0) }
        }
        let time = withTime ? [UInt64(bitPattern: status.modificationNanoseconds)] : []
        return ([UInt64(size)] + time + [hash.value]).map(hex16).joined(separator: "-")
    }

    /// Exactly `count` bytes from `offset`, or nil when the file is shorter or unreadable.
    /// (swift-system retries reads a signal interrupts; a short read only means "read on".)
    private static func readFully(_ file: FileDescriptor, count: Int, at offset: Int64) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = try? bytes.withUnsafeMutableBytes { raw in
                try file.read(
                    fromAbsoluteOffset: offset + Int64(done),
                    into: UnsafeMutableRawBufferPointer(rebasing: raw[done...]))
            }
            guard let got, got > 0 else { return nil }
            done += got
        }
        return bytes
    }

    private static func hex16(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// FNV-1a over 64-bit words rather than bytes: eight times fewer multiplies, so a 2 MB image hashes
/// in about a millisecond. Each step is a bijection of the state, so any single changed word
/// (a flipped byte, a torn write) always changes the result. Not cryptographic; it need not be.
struct Checksum {
    private static let prime: UInt64 = 0x0000_0100_0000_01B3
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= bytes.count {
            combine(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < bytes.count {
            combine(UInt64(bytes[offset]))
            offset += 1
        }
    }

    private mutating func combine(_ word: UInt64) {
        value = (value ^ word) &* Self.prime
    }
}

extension Stat {
    /// The modification time in nanoseconds since 1970: one number that orders and compares exactly.
    var modificationNanoseconds: Int64 {
        Int64(st_mtim.tv_sec) * 1_000_000_000 + Int64(st_mtim.tv_nsec)
    }
}
