import Foundation
import FolioRender
import FolioTestSupport
import Synchronization
import Testing

/// The plain render worker: opens its own document on its own thread and renders the newest plan.
@Suite struct RenderWorkerTests {
    final class Recorder: Sendable {
        let opened = Mutex<Result<DocumentInfo, FolioError>?>(nil)
        let results = Mutex<[RenderResult]>([])
        let onWorkerThread = Mutex<Bool>(true)
        let signal = DispatchSemaphore(value: 0)
    }

    private func makeWorker(path: String, recorder: Recorder) -> RenderWorker {
        RenderWorker(
            path: path, password: nil,
            onOpen: { outcome in
                recorder.opened.withLock { $0 = outcome }
                recorder.signal.signal()
            },
            onResult: { result in
                let main = Thread.isMainThread
                recorder.onWorkerThread.withLock { $0 = $0 && !main }
                recorder.results.withLock { $0.append(result) }
                recorder.signal.signal()
            })
    }

    @Test func opensOnItsThreadAndRendersEveryRequestOfThePlan() throws {
        let recorder = Recorder()
        let worker = makeWorker(path: PackageRoot.samplePDF, recorder: recorder)
        defer { worker.stop() }
        #expect(recorder.signal.wait(timeout: .now() + 30) == .success)
        let info = try #require(try recorder.opened.withLock { $0 }?.get())
        #expect(info.pageCount >= 60)

        worker.submit([1, 2, 3].map { RenderRequest(page: $0, scale: 0.2, tag: UInt64($0)) })
        for _ in 0..<3 { #expect(recorder.signal.wait(timeout: .now() + 30) == .success) }
        let results = recorder.results.withLock { $0 }
        #expect(results.map(\.request.tag) == [1, 2, 3])
        #expect(results.allSatisfy { (try? $0.outcome.get()) != nil })
        #expect(recorder.onWorkerThread.withLock { $0 })
    }

    @Test func aNewPlanReplacesRequestsThatHaveNotStarted() throws {
        let recorder = Recorder()
        let worker = makeWorker(path: PackageRoot.samplePDF, recorder: recorder)
        defer { worker.stop() }
        #expect(recorder.signal.wait(timeout: .now() + 30) == .success)
        // Ten slow renders of the heavy page, then at once a plan of one small render.
        worker.submit((0..<10).map { RenderRequest(page: 12, scale: 1, tag: 100 + UInt64($0)) })
        worker.submit([RenderRequest(page: 1, scale: 0.1, tag: 1)])
        while recorder.results.withLock({ !$0.contains { $0.request.tag == 1 } }) {
            #expect(recorder.signal.wait(timeout: .now() + 30) == .success)
        }
        // At most the one render already in progress from the first plan ran.
        #expect(recorder.results.withLock { $0.filter { $0.request.tag >= 100 }.count } <= 1)
    }

    @Test func reportsADocumentThatCannotBeOpened() {
        let recorder = Recorder()
        let worker = makeWorker(path: "/nonexistent/folio.pdf", recorder: recorder)
        defer { worker.stop() }
        #expect(recorder.signal.wait(timeout: .now() + 30) == .success)
        let outcome = recorder.opened.withLock { $0 }
        #expect(throws: FolioError.fileNotFound(path: "/nonexistent/folio.pdf")) { try outcome?.get() }
    }

    @Test func renderFailuresComeBackAsResults() {
        let recorder = Recorder()
        let worker = makeWorker(path: PackageRoot.samplePDF, recorder: recorder)
        defer { worker.stop() }
        _ = recorder.signal.wait(timeout: .now() + 30)
        worker.submit([RenderRequest(page: 999, scale: 1, tag: 7)])
        #expect(recorder.signal.wait(timeout: .now() + 30) == .success)
        let result = recorder.results.withLock { $0.first }
        #expect(throws: FolioError.self) { try result?.outcome.get() }
    }
}
