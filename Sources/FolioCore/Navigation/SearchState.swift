/// One search of the document and what it has found so far: the query, the order its pages are
/// searched in (from the page the search started on to the end, then from the first page: the
/// workers take them in that order), the matches of every page searched as they arrive, and the
/// current match. Moving to the next or previous match goes in document order from the current one,
/// wrapping; a move waits until the match it lands on is certain, that is until every page between
/// the current match and it has been searched, so a late page never makes a move skip a match.
public struct SearchState: Sendable, Equatable {
    /// Where a match is: its page and its place in that page's list.
    public struct Position: Sendable, Hashable {
        public var page: Int
        public var index: Int

        public init(page: Int, index: Int) {
            self.page = page
            self.index = index
        }
    }

    /// Searches count their generations from here, so their ids never meet the small groups other
    /// document tasks use; a search's generation is the group its tasks are cancelled by.
    public static let firstGeneration: UInt64 = 1 << 40

    public let query: SearchQuery
    /// This search's id: answers of any other are dropped.
    public let generation: UInt64
    public let pageCount: Int
    /// The page the search started on: the first searched, and where the first move starts from.
    public let startPage: Int
    /// Matches by page (page points as displayed, from the top-left), for every page searched.
    public private(set) var matches: [Int: [Rect]] = [:]
    public private(set) var matchCount = 0
    public private(set) var current: Position?
    /// Moves asked for that wait for their match to be certain (positive forward, negative back).
    public private(set) var pendingMoves = 0

    public init(query: SearchQuery, generation: UInt64, pageCount: Int, startPage: Int) {
        self.query = query
        self.generation = generation
        self.pageCount = max(pageCount, 0)
        self.startPage = min(max(startPage, 1), max(pageCount, 1))
    }

    /// Pages in the order they are searched: from `startPage` to the last, then from the first.
    public var pageOrder: [Int] {
        guard pageCount > 0 else { return [] }
        return Array(startPage...pageCount) + Array(1..<startPage)
    }

    public var pagesSearched: Int { matches.count }
    public var isFinished: Bool { pagesSearched >= pageCount }

    /// Takes what the workers found on some pages; pages already known are kept as they were.
    public mutating func learn(_ found: [Int: [Rect]]) {
        for (page, rects) in found where (1...max(pageCount, 1)).contains(page) && matches[page] == nil {
            matches[page] = rects
            matchCount += rects.count
        }
    }

    /// Asks for `steps` moves (negative: back); returns the positions moved through, each now
    /// certain, in order (the last is where the search now is). Moves not yet certain stay pending
    /// and are made by `settle()` as pages arrive.
    public mutating func move(by steps: Int) -> [Position] {
        pendingMoves += steps
        return settle()
    }

    /// Makes the pending moves that have become certain.
    public mutating func settle() -> [Position] {
        var made: [Position] = []
        while pendingMoves != 0 {
            let forward = pendingMoves > 0
            guard let next = certainNeighbour(forward: forward) else { break }
            current = next
            pendingMoves += forward ? -1 : 1
            made.append(next)
        }
        if isFinished, matchCount == 0 { pendingMoves = 0 }
        return made
    }

    /// The match after (or before) the current one in document order, wrapping; nil while a page
    /// between them has not been searched, or when there is none.
    private func certainNeighbour(forward: Bool) -> Position? {
        if let current, let rects = matches[current.page] {
            let index = current.index + (forward ? 1 : -1)
            if rects.indices.contains(index) { return Position(page: current.page, index: index) }
        }
        guard pageCount > 0 else { return nil }
        let from = current?.page ?? (forward ? startPage - 1 : startPage)
        // Every other page once, then the page itself again from its other end (a lone page wraps).
        for step in 1...pageCount {
            let page = wrap(from + (forward ? step : -step))
            guard let rects = matches[page] else { return nil }
            if !rects.isEmpty { return Position(page: page, index: forward ? 0 : rects.count - 1) }
        }
        return nil
    }

    private func wrap(_ page: Int) -> Int { ((page - 1) % pageCount + pageCount) % pageCount + 1 }

    /// The rectangle of the match at `position`.
    public func rect(at position: Position) -> Rect? {
        guard let rects = matches[position.page], rects.indices.contains(position.index) else { return nil }
        return rects[position.index]
    }

    /// The current match's number counted in document order over the matches known, from 1.
    public var currentNumber: Int? {
        guard let current else { return nil }
        return matches.reduce(0) { $0 + ($1.key < current.page ? $1.value.count : 0) } + current.index + 1
    }

    /// "3 of 57 · searching 1,204 / 2,415"; "57 matches" before any move; "no match" at the end.
    public var statusText: String {
        let searching = isFinished ? "" : " · searching \(Self.grouped(pagesSearched)) / \(Self.grouped(pageCount))"
        if isFinished, matchCount == 0 { return "no match" }
        if let number = currentNumber { return "\(Self.grouped(number)) of \(Self.grouped(matchCount))" + searching }
        return "\(Self.grouped(matchCount)) match\(matchCount == 1 ? "" : "es")" + searching
    }

    /// 1204 as "1,204".
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }
}
