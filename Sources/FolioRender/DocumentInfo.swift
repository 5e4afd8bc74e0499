import FolioCore

/// What a document is, page by page, as `folio info` prints it: sizes are in points as
/// displayed (CropBox, with /Rotate applied). A plain value that may cross threads.
public struct DocumentInfo: Sendable, Equatable, Encodable {
    public let path: String
    public let pageSizes: [Size]
    public let rotations: [Int]
    public let encrypted: Bool

    public var pageCount: Int { pageSizes.count }

    public init(path: String, pageSizes: [Size], rotations: [Int], encrypted: Bool) {
        self.path = path
        self.pageSizes = pageSizes
        self.rotations = rotations
        self.encrypted = encrypted
    }

    /// The size of page `number` (1-based) as displayed.
    public func size(ofPage number: Int) -> Size { pageSizes[number - 1] }

    private enum CodingKeys: String, CodingKey {
        case path, pages, encrypted, pageSizes, rotations
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(pageCount, forKey: .pages)
        try container.encode(encrypted, forKey: .encrypted)
        // Points to a ten-thousandth: what PDF writers store, without binary floating-point noise.
        // A damaged page 1e308 points wide stays as it is (times 10,000 it is infinite, which JSON cannot say).
        let rounded = { (points: Double) in (points * 10_000).isFinite ? (points * 10_000).rounded() / 10_000 : points }
        try container.encode(pageSizes.map { [rounded($0.width), rounded($0.height)] }, forKey: .pageSizes)
        try container.encode(rotations, forKey: .rotations)
    }
}
