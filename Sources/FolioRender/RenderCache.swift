import FolioCore
import OrderedCollections

/// Rendered images by what they show, within a budget of bytes: the least recently used go first,
/// never one that is pinned (on screen). Main-thread only; the value is whatever holds the pixels
/// (a texture for the window, a buffer in tests).
public struct RenderCache<Value> {
    public private(set) var budgetBytes: Int
    /// Oldest use first.
    private var entries: OrderedDictionary<RenderKey, (value: Value, bytes: Int)> = [:]
    public private(set) var totalBytes = 0
    /// The most bytes held at once.
    public private(set) var peakBytes = 0

    public init(budgetBytes: Int) {
        self.budgetBytes = max(budgetBytes, 0)
    }

    public var count: Int { entries.count }

    /// The value for `key`, now the most recently used.
    public mutating func use(_ key: RenderKey) -> Value? {
        guard let index = entries.index(forKey: key) else { return nil }
        let entry = entries.remove(at: index)
        entries[key] = entry.value
        return entry.value.value
    }

    /// The value for `key`, without counting it as a use.
    public func peek(_ key: RenderKey) -> Value? { entries[key]?.value }

    public func contains(_ key: RenderKey) -> Bool { entries[key] != nil }

    /// The values whose keys `predicate` picks, oldest use first.
    public func values(where predicate: (RenderKey) -> Bool) -> [Value] {
        entries.compactMap { predicate($0.key) ? $0.value.value : nil }
    }

    /// Stores `value` (taking `bytes`) as the most recently used, evicting the least recently used
    /// entries that are not `pinned` until it fits. Returns false, storing nothing, when it cannot
    /// fit without evicting a pinned entry: the budget is never exceeded.
    @discardableResult
    public mutating func insert(_ value: Value, bytes: Int, for key: RenderKey, pinned: Set<RenderKey>) -> Bool {
        remove(key)
        guard bytes <= budgetBytes else { return false }
        evict(toHold: budgetBytes - bytes, pinned: pinned)
        guard totalBytes + bytes <= budgetBytes else { return false }
        entries[key] = (value, bytes)
        totalBytes += bytes
        peakBytes = max(peakBytes, totalBytes)
        return true
    }

    /// A new budget (the window was resized): the least recently used entries that are not `pinned`
    /// go until the rest fit. Pinned entries stay even beyond it, until they are no longer pinned
    /// and something is inserted.
    public mutating func setBudget(_ bytes: Int, pinned: Set<RenderKey>) {
        budgetBytes = max(bytes, 0)
        evict(toHold: budgetBytes, pinned: pinned)
    }

    /// Evicts the least recently used entries that are not `pinned` until at most `bytes` are held,
    /// or only pinned ones are left.
    private mutating func evict(toHold bytes: Int, pinned: Set<RenderKey>) {
        evict(where: { _ in true }, toHold: bytes, pinned: pinned)
    }

    /// Evicts the least recently used of the entries `predicate` picks, never a `pinned` one, until
    /// those picked hold at most `bytes`: a share of the budget for one kind of image.
    public mutating func evict(where predicate: (RenderKey) -> Bool, toHold bytes: Int, pinned: Set<RenderKey>) {
        var held = entries.reduce(0) { $0 + (predicate($1.key) ? $1.value.bytes : 0) }
        var index = 0
        while held > bytes, index < entries.count {
            let key = entries.keys[index]
            if pinned.contains(key) || !predicate(key) {
                index += 1
            } else {
                let evicted = entries.remove(at: index).value.bytes
                totalBytes -= evicted
                held -= evicted
            }
        }
    }

    /// Lets `key` go; returns its value.
    @discardableResult
    public mutating func remove(_ key: RenderKey) -> Value? {
        guard let entry = entries.removeValue(forKey: key) else { return nil }
        totalBytes -= entry.bytes
        return entry.value
    }

    /// Lets go of every entry `shouldRemove` picks.
    public mutating func removeAll(where shouldRemove: (RenderKey) -> Bool) {
        for key in entries.keys where shouldRemove(key) { remove(key) }
    }
}
