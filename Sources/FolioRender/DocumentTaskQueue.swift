import DequeModule

/// The document tasks waiting for a worker, first come first served within a priority. Not
/// thread-safe: `RenderPool` keeps it under its lock.
struct DocumentTaskQueue {
    private var onScreen: Deque<DocumentTask> = []
    private var background: Deque<DocumentTask> = []

    /// Tasks waiting, of either priority.
    var count: Int { onScreen.count + background.count }

    mutating func append(_ tasks: [DocumentTask]) {
        for task in tasks {
            switch task.priority {
            case .onScreen: onScreen.append(task)
            case .background: background.append(task)
            }
        }
    }

    /// The first task of `priority`.
    mutating func takeNext(_ priority: DocumentTask.Priority) -> DocumentTask? {
        switch priority {
        case .onScreen: onScreen.popFirst()
        case .background: background.popFirst()
        }
    }

    mutating func removeAll(inGroup group: UInt64) {
        onScreen.removeAll { $0.group == group }
        background.removeAll { $0.group == group }
    }

    mutating func removeAll() {
        onScreen.removeAll()
        background.removeAll()
    }
}
