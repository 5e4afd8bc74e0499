import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// `PopplerThreadRule` stops the process when poppler is called from the wrong thread.
///
/// Each case runs in a child process (an exit test): a broken rule ends the process, and
/// `forbidMainThread()` cannot be undone, so it must not reach the other tests of this process.
@Suite struct ThreadGuardTests {
    /// Opens the sample on a thread of its own, which then finishes; the document outlives it.
    /// The box hands a non-`Sendable` document to another thread on purpose: that is the bug under test.
    static func openOnAnotherThread() -> Document {
        final class Box: @unchecked Sendable { var document: Document? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.document = try? Document(path: PackageRoot.samplePDF)
            done.signal()
        }.start()
        done.wait()
        return box.document!
    }

    /// What the child printed: the guard's message, in a debug build (an optimised build drops
    /// precondition messages and only traps).
    static func expectMessage(_ result: ExitTest.Result?, _ fragment: String) {
        #if DEBUG
            let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(output.contains(fragment), "the child's standard error: \(output)")
        #endif
    }

    @Test func aPageOfADocumentOpenedOnAnotherThreadStopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let document = ThreadGuardTests.openOnAnotherThread()
            _ = try? document.page(1)
        }
        Self.expectMessage(result, "page(_:) of \(PackageRoot.samplePDF) on a thread that did not open it")
    }

    @Test func aRenderOnAnotherThreadStopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // Page 1 is read on the owning thread; only the render crosses over.
            final class Box: @unchecked Sendable { var page: Page? }
            let box = Box()
            let done = DispatchSemaphore(value: 0)
            Thread {
                box.page = try? Document(path: PackageRoot.samplePDF).page(1)
                done.signal()
            }.start()
            done.wait()
            _ = try? box.page?.render(scale: 0.1)
        }
        Self.expectMessage(result, "render(scale:region:) of \(PackageRoot.samplePDF) on a thread that did not open it")
    }

    @Test func openingOnTheMainThreadStopsTheProcessOnceForbidden() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // Under an async main (the test runner's), libdispatch parks the process's first thread,
            // so the main thread as the rule sees it is the main queue, where MainActor work runs.
            await MainActor.run {
                precondition(PopplerThreadRule.isMainThread, "MainActor work should count as the main thread")
                // Allowed while the rule is off: the command-line tools work this way.
                _ = try? Document(path: PackageRoot.samplePDF).page(1).render(scale: 0.1)
                FileHandle.standardError.write(Data("allowed before forbidMainThread\n".utf8))
                PopplerThreadRule.forbidMainThread()
                _ = try? Document(path: PackageRoot.samplePDF)
            }
        }
        Self.expectMessage(result, "allowed before forbidMainThread")
        Self.expectMessage(result, "opening of \(PackageRoot.samplePDF) on the main thread")
    }

    @Test func theOwningWorkerThreadStillRendersOnceTheMainThreadIsForbidden() async {
        await #expect(processExitsWith: .success) {
            PopplerThreadRule.forbidMainThread()
            let finished = DispatchSemaphore(value: 0)
            Thread {
                precondition(!PopplerThreadRule.isMainThread)
                do {
                    // Opened, used and released on this thread, as a render worker does.
                    let document = try Document(path: PackageRoot.samplePDF)
                    let info = try document.info()
                    let image = try document.page(1).render(scale: 0.1)
                    precondition(info.pageCount > 1 && image.width > 0 && image.height > 0)
                } catch {
                    preconditionFailure("the worker could not render: \(error)")
                }
                finished.signal()
            }.start()
            finished.wait()
        }
    }
}
