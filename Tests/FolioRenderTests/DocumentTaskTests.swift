import FolioCore
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// Work on the document other than drawing it runs on the pool's workers, ranked among the renders:
/// tasks for the pages on screen after the visible pages' renders, background tasks (a search) after
/// the neighbours' renders and before prefetch; a group's waiting tasks are cancelled together.
@Suite struct DocumentTaskTests {
    static let pages = RenderPoolTests.pages

    /// Records the order renders and tasks started in, and whether tasks ran off the main thread.
    final class Order: Sendable {
        let events = Locked<[String]>([])
        let offMain = Locked(true)
        /// Where tasks log as they start, beside the renders' starts.
        let recorder: RenderPoolRecorder

        init(_ recorder: RenderPoolRecorder) { self.recorder = recorder }

        func task(_ name: String, priority: DocumentTask.Priority, group: UInt64 = 1, page: Int? = nil) -> DocumentTask
        {
            DocumentTask(group: group, priority: priority, pages: page.map { [$0] } ?? []) { [self] source in
                offMain.withLock { $0 = $0 && !Thread.isMainThread }
                events.withLock { $0.append(name + (source.pageCount == 64 ? "" : "?")) }
                recorder.log.withLock { $0.append((name, page ?? 0, "")) }
                recorder.signal.signal()
            }
        }
    }

    private func startedPool(recorder: RenderPoolRecorder, order: Order) throws -> RenderPool {
        let pool = recorder.makePool(opener: SyntheticPageSource(Self.pages), threads: 1)
        _ = try recorder.waitForOpen()
        // The slow page keeps the one worker busy while the work below is queued behind it.
        pool.submit(.planning([RenderPoolRecorder.job(12, scale: 1.5)], live: [1]))
        recorder.wait { recorder.log.withLock { !$0.isEmpty } }
        return pool
    }

    @Test func tasksRankAmongTheRendersByPriority() throws {
        let recorder = RenderPoolRecorder(), order = Order(recorder)
        let pool = try startedPool(recorder: recorder, order: order)
        defer { pool.stop() }
        pool.perform([order.task("search 1", priority: .background), order.task("search 2", priority: .background)])
        pool.perform([order.task("links", priority: .onScreen)])
        pool.submit(
            .planning(
                [
                    RenderPoolRecorder.job(12, scale: 1.5), RenderPoolRecorder.job(30, .prefetch),
                    RenderPoolRecorder.job(31, .neighbour),
                    RenderPoolRecorder.job(4, .visibleFit),
                ],
                live: [1]))
        recorder.waitForResult(page: 30)
        let started = recorder.log.withLock {
            $0.filter { $0.event != "done" }.map { $0.event == "start" ? "render \($0.page)" : $0.event }
        }
        #expect(started == ["render 12", "render 4", "links", "render 31", "search 1", "search 2", "render 30"])
        #expect(order.offMain.withLock { $0 })
    }

    @Test func aCancelledGroupsWaitingTasksNeverRun() throws {
        let recorder = RenderPoolRecorder(), order = Order(recorder)
        let pool = try startedPool(recorder: recorder, order: order)
        defer { pool.stop() }
        pool.perform(
            (1...20).map { (page: Int) in order.task("old \(page)", priority: .background, group: 7, page: page) })
        pool.cancelTasks(inGroup: 7)
        pool.perform([order.task("new", priority: .background, group: 8)])
        // Tasks of one priority run first come first served: had a cancelled one been left, it would have run before.
        #expect(recorder.wait(seconds: 10) { order.events.withLock { !$0.isEmpty } })
        #expect(order.events.withLock { $0 } == ["new"])
    }

    @Test func aStoppedPoolRunsNoMoreTasks() throws {
        let recorder = RenderPoolRecorder(), order = Order(recorder)
        let pool = try startedPool(recorder: recorder, order: order)
        pool.perform((1...5).map { order.task("task \($0)", priority: .onScreen) })
        pool.stop()
        let ran = order.events.withLock { $0.count }
        pool.perform([order.task("late", priority: .onScreen)])
        usleep(50_000)
        #expect(order.events.withLock { $0.count } == ran)
    }
}
