import FolioCore
import FolioInstrument
import FolioRender
import FolioSandbox
import FolioTestSupport
import Foundation
import Glibc
import Testing

@testable import FolioRenderProcess

/// Render worker processes of the built `folio` binary, on the bundled sample, told to misbehave on
/// one page (`FOLIO_RENDER_WORKER_TEST`, for these workers alone): a crash is retried once and then
/// reported while the other pages render; what the sandbox forbids is refused and reported; the
/// child holds none of the reader's descriptors but the PDF and its socket.
@Suite struct WorkerProcessTests {
    /// An opener whose workers misbehave as `misbehaviour` says.
    static func opener(_ misbehaviour: String? = nil) -> ProcessPageSourceOpener {
        var environment = ProcessInfo.processInfo.environment
        environment[WorkerMisbehaviour.environmentVariable] = misbehaviour
        environment["XDG_CACHE_HOME"] = PackageRoot.testCacheDirectory
        return ProcessPageSourceOpener(
            path: PackageRoot.samplePDF, executable: PackageRoot.folioExecutable, environment: environment)
    }

    static func open(_ opener: ProcessPageSourceOpener) throws -> ProcessPageSource {
        try #require(try opener.open() as? ProcessPageSource)
    }

    @Test func aWorkerRendersWhatAThreadRenders() throws {
        let source = try Self.open(Self.opener())
        #expect(source.pageCount == 64)
        let image = try source.render(page: 3, scale: 0.5, region: nil)
        #expect(image.width > 0 && image.height > 0)
        #expect(ImageDifference.contrast(image) > 5, "a blank page")
        #expect(try source.pageSize(3).width > 0)
        #expect(source.cpuSecondsOfLastRender >= 0)
    }

    @Test func aWorkerThatDiesOfSIGSEGVIsRetriedOnceThenReportedAndReplaced() throws {
        let opener = Self.opener("segv@2")
        let source = try Self.open(opener)
        #expect(throws: FolioError.rendererCrashed(path: PackageRoot.samplePDF, page: 2, how: "SIGSEGV")) {
            try source.render(page: 2, scale: 0.3, region: nil)
        }
        #expect(opener.workerProcessCounts?.crashed == 2)
        // The same source goes on in a new worker.
        let image = try source.render(page: 3, scale: 0.3, region: nil)
        #expect(ImageDifference.contrast(image) > 5)
        let counts = try #require(opener.workerProcessCounts)
        #expect(counts.started == 3 && counts.crashed == 2, "\(counts)")
        #expect(source.workerProcessID != nil)
    }

    /// The outline, links, text and search fail as a render does when their worker dies: the call
    /// throws, rather than answer nothing, and the source goes on in a new worker.
    @Test func aWorkerThatDiesReadingTheOutlineFailsTheRead() throws {
        let opener = Self.opener("segv@outline")
        let source = try Self.open(opener)
        #expect(
            throws: FolioError.renderProcessFailed(
                path: PackageRoot.samplePDF, detail: "it died twice reading the outline (SIGSEGV)")
        ) {
            try source.outline()
        }
        #expect(opener.workerProcessCounts?.crashed == 2)
        #expect(try source.text(onPage: 3)?.scalars.isEmpty == false)
    }

    @Test func aWorkerThatDiesReadingAPageFailsTheRead() throws {
        let opener = Self.opener("segv@links:5,segv@text:3,segv@find:4")
        let source = try Self.open(opener)
        func crashed(_ page: Int) -> FolioError {
            .rendererCrashed(path: PackageRoot.samplePDF, page: page, how: "SIGSEGV")
        }
        #expect(throws: crashed(5)) { try source.links(onPage: 5) }
        #expect(throws: crashed(3)) { try source.text(onPage: 3) }
        #expect(throws: crashed(4)) { try source.find(SearchQuery(smartCase: "TOP"), onPage: 4) }
        #expect(opener.workerProcessCounts?.crashed == 6)
        // The same reads of other pages are answered, by the workers started in the dead ones' place.
        #expect(try source.links(onPage: 2).count == 3)
        #expect(try source.text(onPage: 4)?.scalars.isEmpty == false)
        #expect(try !source.find(SearchQuery(smartCase: "TOP"), onPage: 3).isEmpty)
    }

    /// What the sandbox refuses while a page's text is read fails the read, with the refusal.
    @Test func aRefusalReadingAPageFailsTheRead() throws {
        let source = try Self.open(Self.opener("write@text:2"))
        do throws(FolioError) {
            _ = try source.text(onPage: 2)
            Issue.record("page 2's text was read though its worker tried to write")
        } catch {
            guard case .renderFailed(_, let page, let detail) = error else {
                Issue.record("not a renderFailed: \(error)")
                return
            }
            #expect(page == 2 && detail.contains("and its sandbox refused"), "\(detail)")
        }
    }

    @Test(arguments: ForbiddenAttempt.allCases)
    func whatTheSandboxForbidsIsRefusedAndReported(_ attempt: ForbiddenAttempt) throws {
        let opener = Self.opener("\(attempt.rawValue)@2")
        let source = try Self.open(opener)
        do throws(FolioError) {
            _ = try source.render(page: 2, scale: 0.3, region: nil)
            Issue.record("page 2 rendered though its worker tried to \(attempt)")
        } catch {
            guard case .renderFailed(let path, let page, let detail) = error else {
                Issue.record("not a renderFailed: \(error)")
                return
            }
            #expect(path == PackageRoot.samplePDF && page == 2)
            #expect(detail.contains("and its sandbox refused"), "\(detail)")
            #expect(detail.contains("Operation not permitted"), "\(detail)")
        }
        // The worker lives on: the next page comes from it.
        _ = try source.render(page: 3, scale: 0.3, region: nil)
        #expect(opener.workerProcessCounts?.started == 1)
    }

    /// The reader's own descriptors stay with the reader: one opened without close-on-exec before
    /// the worker started is not in the worker.
    @Test func theWorkerHoldsOnlyThePDFAndItsSocket() throws {
        let leaky = PackageRoot.path + "/Package.swift"
        let extra = Glibc.open(leaky, O_RDONLY)
        try #require(extra >= 0)
        defer { close(extra) }
        let source = try Self.open(Self.opener())
        _ = try source.render(page: 1, scale: 0.3, region: nil)
        let pid = try #require(source.workerProcessID)
        let folder = "/proc/\(pid)/fd"
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder).compactMap { Int32($0) }.sorted()
        let targets = Dictionary(
            uniqueKeysWithValues: entries.map {
                ($0, (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)")) ?? "?")
            })
        let pdf = URL(fileURLWithPath: PackageRoot.samplePDF).resolvingSymlinksInPath().path
        #expect(targets[0] == "/dev/null" && targets[1] == "/dev/null", "\(targets)")
        #expect(targets[3] == pdf, "\(targets)")
        #expect(targets[4]?.hasPrefix("socket:[") == true, "\(targets)")
        // The render's memory file went back with the answer: no pixel stays in the worker.
        for (fd, target) in targets where fd > 4 {
            #expect(target == pdf || Self.isSanitizerReport(target), "descriptor \(fd) is \(target): \(targets)")
        }
        #expect(!targets.values.contains(URL(fileURLWithPath: leaky).resolvingSymlinksInPath().path), "\(targets)")

        let status = try #require(ProcFile.text("/proc/\(pid)/status"))
        #expect(status.contains("Seccomp:\t2\n"), "\(status)")
        #expect(status.contains("NoNewPrivs:\t1\n"), "\(status)")
    }

    /// Under a sanitizer writing to a log file (.ci/sanitizers), the worker opens its report file
    /// before the sandbox (`RenderSandbox.enter`): `asan.PID`, `tsan.PID`, named by the runtime.
    private static func isSanitizerReport(_ target: String) -> Bool {
        let name = URL(fileURLWithPath: target).lastPathComponent
        return ["asan.", "lsan.", "tsan.", "ubsan."].contains { name.hasPrefix($0) }
    }

    /// Through the command line: the bench's reader logs an outline it could not read as it logs a
    /// failed render.
    @Test func theReaderLogsAnOutlineItCouldNotRead() throws {
        let command = ExternalCommand(
            PackageRoot.folioExecutable, ["bench", PackageRoot.samplePDF, "--script", "read", "--no-disk-cache"],
            environment: [
                "XDG_CACHE_HOME": PackageRoot.testCacheDirectory,
                WorkerMisbehaviour.environmentVariable: "segv@outline",
            ])
        let outcome = try command.run(timeout: 120)
        #expect(outcome.status == 0 && !outcome.signalled, "stderr: \(outcome.standardError)")
        #expect(
            outcome.standardError.contains("the render process failed: it died twice reading the outline (SIGSEGV)"),
            "stderr: \(outcome.standardError)")
    }

    /// Through the command line: the bench's reader logs a failed render as a warning.
    @Test func theReaderLogsTheRefusal() throws {
        let command = ExternalCommand(
            PackageRoot.folioExecutable, ["bench", PackageRoot.samplePDF, "--script", "read", "--no-disk-cache"],
            environment: [
                "XDG_CACHE_HOME": PackageRoot.testCacheDirectory, WorkerMisbehaviour.environmentVariable: "write@2",
            ])
        let outcome = try command.run(timeout: 120)
        #expect(outcome.status == 0 && !outcome.signalled, "stderr: \(outcome.standardError)")
        let line = outcome.standardError.split(separator: "\n").first { $0.contains("sandbox refused") }
        #expect(
            line?.contains("page 2 cannot be rendered: the renderer tried to open /tmp/folio-sandbox-probe-") == true,
            "stderr: \(outcome.standardError)")
        #expect(line?.contains("Operation not permitted") == true, "stderr: \(outcome.standardError)")
    }
}
