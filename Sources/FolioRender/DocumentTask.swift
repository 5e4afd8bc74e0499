import FolioCore

/// Work on a document other than drawing it (reading its outline, a page's links or text,
/// searching a page), run by a render worker with its own `PageSource`: poppler is only ever called
/// there. The task hands its result on itself (into a mailbox, say), from the worker's thread.
public struct DocumentTask: Sendable {
    /// Where a task waits among the renders.
    public enum Priority: Int, Sendable, Comparable {
        /// What the reader needs for the pages on screen (their links, their text): after the
        /// visible pages' renders, before everything else.
        case onScreen
        /// A search: after the renders of the pages on screen and their neighbours, before prefetch.
        case background

        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Tasks of one group are cancelled together (`RenderService.cancelTasks(inGroup:)`): a search's pages.
    public let group: UInt64
    public let priority: Priority
    /// The pages the task reads: they count towards the worker's renewal like pages drawn.
    public let pages: [Int]
    let body: @Sendable (any PageSource, DiskCache?) -> Void

    public init(group: UInt64, priority: Priority, pages: [Int], _ body: @escaping @Sendable (any PageSource) -> Void) {
        self.init(group: group, priority: priority, pages: pages) { source, _ in body(source) }
    }

    /// A task that may keep what it read in the document's disk cache, when the worker has one.
    public init(
        group: UInt64, priority: Priority, pages: [Int],
        keeping body: @escaping @Sendable (any PageSource, DiskCache?) -> Void
    ) {
        self.group = group
        self.priority = priority
        self.pages = pages
        self.body = body
    }

    /// Runs the task on `source`, on the thread that owns it, with the worker's disk cache if any.
    public func run(on source: any PageSource, diskCache: DiskCache? = nil) { body(source, diskCache) }
}
