/// Every page's size in points as it becomes known. Opening a long book loads only the pages shown
/// first; the rest are measured in the background, nearest first. Until its own size arrives, a page
/// is laid out with the nearest known page's size (pages of one book are mostly alike), and nothing
/// is rendered for it.
public struct PageSizes: Sendable, Equatable {
    private var sizes: [Size?]
    public private(set) var unknownCount: Int
    /// How far `subscript` looks for a known neighbour before taking the first known page's size.
    static let neighbourReach = 64

    /// `count` pages, of which `known` (page number to size) are measured.
    public init(count: Int, known: [Int: Size] = [:]) {
        sizes = Array(repeating: nil, count: max(count, 0))
        unknownCount = sizes.count
        learn(known)
    }

    /// Every page measured.
    public init(_ all: [Size]) {
        sizes = all
        unknownCount = 0
    }

    public var count: Int { sizes.count }
    /// Every page's size, once all are known.
    public var all: [Size]? { allKnown ? sizes.map { $0 ?? .zero } : nil }
    public var allKnown: Bool { unknownCount == 0 }

    public func isKnown(_ page: Int) -> Bool {
        (1...count).contains(page) && sizes[page - 1] != nil
    }

    /// Page `page`'s size, or its stand-in while unknown: the nearest known page's, else A4.
    public subscript(page: Int) -> Size {
        if let size = sizes[page - 1] { return size }
        for distance in 1...Self.neighbourReach {
            if page - distance >= 1, let size = sizes[page - distance - 1] { return size }
            if page + distance <= count, let size = sizes[page + distance - 1] { return size }
        }
        return sizes.lazy.compactMap { $0 }.first ?? Self.standIn
    }

    /// Records measured sizes; returns the pages whose size was not known before.
    @discardableResult
    public mutating func learn(_ measured: [Int: Size]) -> [Int] {
        var learned: [Int] = []
        for (page, size) in measured where (1...count).contains(page) && sizes[page - 1] == nil {
            sizes[page - 1] = size
            learned.append(page)
        }
        unknownCount -= learned.count
        return learned.sorted()
    }

    /// Up to `limit` pages not measured yet, nearest `page` first.
    public func unknownPages(nearestTo page: Int, limit: Int) -> [Int] {
        guard unknownCount > 0, count > 0 else { return [] }
        var found: [Int] = []
        let centre = min(max(page, 1), count)
        var distance = 0
        while found.count < limit, centre - distance >= 1 || centre + distance <= count {
            for candidate in distance == 0 ? [centre] : [centre - distance, centre + distance]
            where (1...count).contains(candidate) && sizes[candidate - 1] == nil && found.count < limit {
                found.append(candidate)
            }
            distance += 1
        }
        return found
    }

    /// The size a page is given when no page is known at all: A4 portrait.
    static let standIn = Size(width: 595.28, height: 841.89)
}
