import FolioCore
import Foundation

/// Every page's size, kept beside the document's pages so that a document opened again can be laid
/// out, and its first page shown from the cache, before its source has opened.
///
/// File `pages`: magic "FOLIOPS1", the page count (UInt64), then width and height of each page in
/// points (Float64 bit patterns), then a `Checksum` of all that (UInt64), little-endian throughout.
extension DiskCache {
    private static let pageSizesMagic = Array("FOLIOPS1".utf8)
    private static let pageSizesFile = "pages"

    /// Stores `sizes`, every page's, replacing what was there.
    public func storePageSizes(_ sizes: [Size]) {
        var bytes = Self.pageSizesMagic
        Self.append(UInt64(sizes.count), to: &bytes)
        for size in sizes {
            Self.append(size.width.bitPattern, to: &bytes)
            Self.append(size.height.bitPattern, to: &bytes)
        }
        var checksum = Checksum()
        bytes.withUnsafeBytes { checksum.combine($0) }
        Self.append(checksum.value, to: &bytes)
        _ = bytes.withUnsafeBytes { writeAtomically([$0], to: path(of: Self.pageSizesFile)) }
    }

    /// Every page's size as stored, or nil when there is none or it does not add up.
    public func loadPageSizes() -> [Size]? {
        guard let data = FileManager.default.contents(atPath: path(of: Self.pageSizesFile)) else { return nil }
        return data.withUnsafeBytes { file -> [Size]? in
            let header = Self.pageSizesMagic.count + 8
            guard file.count >= header + 8, file.prefix(Self.pageSizesMagic.count).elementsEqual(Self.pageSizesMagic)
            else {
                return nil
            }
            func field(_ offset: Int) -> UInt64 {
                UInt64(littleEndian: file.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            let count = field(Self.pageSizesMagic.count)
            guard count > 0, count <= UInt64((file.count - header - 8) / 16), file.count == header + Int(count) * 16 + 8
            else {
                return nil
            }
            var checksum = Checksum()
            checksum.combine(UnsafeRawBufferPointer(rebasing: file[..<(file.count - 8)]))
            guard checksum.value == field(file.count - 8) else { return nil }
            return (0..<Int(count)).map { index in
                Size(
                    width: Double(bitPattern: field(header + index * 16)),
                    height: Double(bitPattern: field(header + index * 16 + 8)))
            }
        }
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
