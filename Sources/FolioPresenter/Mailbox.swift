import FolioRender

/// Values handed from worker threads to the main loop, which takes them all at once each frame.
package final class Mailbox<Value: Sendable>: Sendable {
    private let values = Locked<[Value]>([])

    package func post(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    package func takeAll() -> [Value] {
        values.withLock { values in
            defer { values.removeAll(keepingCapacity: true) }
            return values
        }
    }
}
