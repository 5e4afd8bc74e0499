/// One of the pager's three page views: which page it holds now and the generation of that assignment.
public struct PageSlot: Sendable, Hashable {
    public let id: Int
    public internal(set) var page: Int?
    public internal(set) var generation: UInt64
}

/// A change the presenter must act on: slot `slotID` now holds `page` (nil: nothing) with `generation`.
public struct SlotAssignment: Sendable, Hashable {
    public let slotID: Int
    public let previousPage: Int?
    public let page: Int?
    public let generation: UInt64
}

/// Exactly three slots for the life of the pager, holding pages {c-1, c, c+1} ∩ [1, pageCount].
///
/// Slots are recycled, never created: a page a slot still holds keeps its slot and generation,
/// so only the far slot is redrawn on a one-page move. Every change of a slot's page takes a new
/// generation from one counter, so a (page, generation) tag names one assignment for the pager's
/// whole life and a render finished for an old assignment can always be recognised as stale.
public struct SlotPager: Sendable {
    public static let slotCount = 3

    public private(set) var slots: [PageSlot]
    public private(set) var currentPage: Int
    public private(set) var pageCount: Int
    private var lastGeneration: UInt64 = 0

    public init(pageCount: Int, currentPage: Int) {
        self.pageCount = max(pageCount, 0)
        self.currentPage = min(max(currentPage, 1), max(pageCount, 1))
        slots = (0..<Self.slotCount).map { PageSlot(id: $0, page: nil, generation: 0) }
        // Slot 0 left of the current page, 1 on it, 2 right of it; every slot, even an empty one,
        // starts with its own generation.
        for index in slots.indices {
            let page = self.currentPage - 1 + index
            assign(wantedPages.contains(page) ? page : nil, toSlotAt: index)
        }
    }

    /// Moves to `page`; returns the assignments made (empty if nothing changed).
    public mutating func setCurrentPage(_ page: Int) -> [SlotAssignment] {
        let page = min(max(page, 1), max(pageCount, 1))
        guard page != currentPage else { return [] }
        currentPage = page
        let wanted = wantedPages
        let held = Set(slots.compactMap(\.page))
        var missing = wanted.filter { !held.contains($0) }
        // Slots holding a page no longer wanted must change; empty slots take what is left, so an
        // empty slot stays untouched when there is nothing for it (at the first and last pages).
        let stale = slots.indices.filter { slots[$0].page.map { !wanted.contains($0) } ?? false }
        let empty = slots.indices.filter { slots[$0].page == nil }
        var assignments: [SlotAssignment] = []
        for index in stale + empty {
            let newPage = missing.isEmpty ? nil : missing.removeFirst()
            guard newPage != slots[index].page else { continue }
            assignments.append(assign(newPage, toSlotAt: index))
        }
        return assignments
    }

    /// Counts `pageCount` pages (spreads) now and moves to `page`: every slot takes its page anew,
    /// with a new generation, as the pages they held are numbered differently. Returns the assignments.
    public mutating func relay(pageCount newCount: Int, currentPage page: Int) -> [SlotAssignment] {
        pageCount = max(newCount, 0)
        currentPage = min(max(page, 1), max(pageCount, 1))
        return slots.indices.map { index in
            let page = currentPage - 1 + index
            return assign(wantedPages.contains(page) ? page : nil, toSlotAt: index)
        }
    }

    public func slot(holding page: Int) -> PageSlot? {
        slots.first { $0.page == page }
    }

    /// {c-1, c, c+1} ∩ [1, pageCount], ascending.
    private var wantedPages: [Int] {
        (currentPage - 1...currentPage + 1).filter { $0 >= 1 && $0 <= pageCount }
    }

    @discardableResult
    private mutating func assign(_ page: Int?, toSlotAt index: Int) -> SlotAssignment {
        lastGeneration += 1
        let previousPage = slots[index].page
        slots[index].page = page
        slots[index].generation = lastGeneration
        return SlotAssignment(
            slotID: slots[index].id, previousPage: previousPage, page: page, generation: lastGeneration)
    }
}
