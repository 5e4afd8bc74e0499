import FolioRender
import Foundation

extension Array where Element: Sendable {
    /// `map`, with up to `width` elements worked on at once, for work that mostly waits on a child
    /// process (on 2 cores, a test's own threads would run only two at a time). Results keep the
    /// elements' order.
    public func concurrentMap<Result: Sendable>(width: Int, _ transform: @escaping @Sendable (Element) -> Result)
        -> [Result]
    {
        let results = Locked<[Int: Result]>([:])
        let slots = DispatchSemaphore(value: Swift.max(width, 1))
        let group = DispatchGroup()
        for (index, element) in enumerated() {
            slots.wait()
            DispatchQueue.global().async(group: group) {
                defer { slots.signal() }
                let result = transform(element)
                results.withLock { $0[index] = result }
            }
        }
        group.wait()
        return results.withLock { finished in indices.map { finished[$0]! } }
    }
}
