import FolioCore
import FolioInstrument
import FolioRender

/// Runs the model's search on the render workers: when the model starts a search, the old one's
/// tasks still waiting are dropped (`cancelTasks(inGroup:)`) and the new one's pages are queued in
/// its `pageOrder`, a few pages per task, at `.background` priority (after the renders of the pages
/// on screen and their neighbours). Each task posts what it found into a mailbox and wakes the main
/// loop, which takes the answers each frame: all the main thread does is merge them.
package final class SearchRunner {
    /// What a worker found on a few pages of the search `generation`, and when; a page that
    /// could not be searched, why.
    package struct Answer: Sendable {
        let generation: UInt64
        let pages: [Int: Result<[Rect], FolioError>]
        let foundAt: Double
    }

    /// Pages per task. A task's own cost (queue, closure, mailbox) is small next to poppler's
    /// search of a page: refman.pdf (2,415 pages, release build, 2 workers) was searched in the same
    /// time with 1, 4 and 16 pages per task (3.1-3.6 s), the first match arriving as soon with 4
    /// as with 1 (25-27 ms) and later with 16 (51-60 ms). Four pages a task is a quarter of the
    /// hand-overs and wake-ups.
    package static let pagesPerTask = 4

    private let answers = Mailbox<Answer>()
    private let perform: ([DocumentTask]) -> Void
    private let cancelGroup: (UInt64) -> Void
    private let wake: @Sendable () -> Void
    /// The search whose tasks are queued; nil when none is.
    private var running: UInt64?
    private(set) var measurements = SearchMeasurements()

    package init(
        perform: @escaping ([DocumentTask]) -> Void, cancel: @escaping (UInt64) -> Void,
        wake: @escaping @Sendable () -> Void
    ) {
        self.perform = perform
        self.cancelGroup = cancel
        self.wake = wake
    }

    /// Whether the workers are still searching for the current search.
    package var isSearching: Bool { running != nil && measurements.finishedAt == nil }

    /// Queues a new search's pages; one still running is cancelled first.
    package func start(_ state: SearchState) {
        guard state.generation != running else { return }
        if let running { cancelGroup(running) }
        running = state.generation
        measurements.started(state.query.text, pages: state.pageCount, at: MonotonicClock.seconds)
        let order = state.pageOrder
        let tasks = stride(from: 0, to: order.count, by: Self.pagesPerTask).map { start in
            task(for: Array(order[start..<min(start + Self.pagesPerTask, order.count)]), of: state)
        }
        perform(tasks)
    }

    /// Drops the waiting work of the search of `generation`, if it is the one running.
    package func cancel(_ generation: UInt64) {
        guard running == generation else { return }
        cancelGroup(generation)
        running = nil
    }

    private func task(for pages: [Int], of state: SearchState) -> DocumentTask {
        let answers = answers, wake = wake, query = state.query, generation = state.generation
        return DocumentTask(group: generation, priority: .background, pages: pages) { source in
            var found: [Int: Result<[Rect], FolioError>] = [:]
            for page in pages { found[page] = Result { () throws(FolioError) in try source.find(query, onPage: page) } }
            answers.post(Answer(generation: generation, pages: found, foundAt: MonotonicClock.seconds))
            wake()
        }
    }

    /// The answers of the current search that came in since the last frame, merged; others are dropped.
    package func takeAnswers() -> [Int: Result<[Rect], FolioError>] {
        var merged: [Int: Result<[Rect], FolioError>] = [:]
        for answer in answers.takeAll() where answer.generation == running {
            merged.merge(answer.pages) { first, _ in first }
            let matches = answer.pages.values.reduce(0) { $0 + ((try? $1.get())?.count ?? 0) }
            measurements.searched(pages: answer.pages.count, matches: matches, at: answer.foundAt)
        }
        return merged
    }

    package func matchShown(at seconds: Double) { measurements.matchShown(at: seconds) }
}
