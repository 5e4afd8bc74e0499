import FolioRender

/// Values handed from worker threads to the main loop, which takes them all at once each frame.
final class Mailbox<Value: Sendable>: Sendable {
    private let values = Locked<[Value]>([])

    func post(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    func takeAll() -> [Value] {
        values.withLock { values in
            defer { values.removeAll(keepingCapacity: true) }
            return values
        }
    }
}
