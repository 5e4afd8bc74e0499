import FolioCore
import FolioInstrument
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Glibc
import Testing

@testable import FolioRenderProcess

/// Workers forked by the render template process (`RenderZygote`): this test process has many
/// threads, so each opener starts `folio render-zygote` of the built binary, as any process but
/// `folio` does. A forked worker renders what a thread renders, to the pixel; the template is
/// single-threaded, holds no document, and the workers are this process's children; a reader
/// killed takes its template and its workers along.
///
/// Serialized: while an opener here adopts a worker, this test process is a child subreaper
/// (`Subreaper`), and a reader the last test kills would leave its template and workers to it,
/// unreaped. Swift Testing's exit tests (`ThreadGuardTests`) then never end: their monitor waits on
/// any child, and finds those zombies again and again.
@Suite(.serialized) struct ZygoteTests {
    static func status(_ pid: pid_t, _ field: String) -> String? {
        guard let text = ProcFile.text("/proc/\(pid)/status") else { return nil }
        let line = text.split(separator: "\n").first { $0.hasPrefix("\(field):") }
        return line.map { $0.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces) }
    }

    static func descriptors(_ pid: pid_t) throws -> [Int32: String] {
        let folder = "/proc/\(pid)/fd"
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder).compactMap { Int32($0) }
        return Dictionary(
            uniqueKeysWithValues: entries.map {
                ($0, (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)")) ?? "?")
            })
    }

    static func threads(_ pid: pid_t) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task").count) ?? 0
    }

    @Test func aForkedWorkerRendersPixelIdenticallyToAThread() throws {
        let opener = WorkerProcessTests.opener()
        let zygote = try #require(opener.zygoteProcessID, "no template process")
        let source = try WorkerProcessTests.open(opener)
        let worker = try #require(source.workerProcessID)
        // Forked, not exec'd: the worker still carries the template's command line.
        let commandLine = try #require(ProcFile.text("/proc/\(worker)/cmdline"))
        #expect(commandLine.contains("render-zygote"), "\(commandLine)")
        #expect(Self.status(worker, "PPid") == "\(getpid())", "the worker's parent is not the reader")
        #expect(Self.status(zygote, "PPid") == "\(getpid())")
        for (page, scale) in [(3, 0.5), (1, 1.25)] {
            let image = try source.render(page: page, scale: scale, region: nil)
            let reference = try Document(path: PackageRoot.samplePDF).render(page: page, scale: scale, region: nil)
            #expect(image.width == reference.width && image.height == reference.height)
            #expect(
                image == reference,
                "page \(page) at \(scale): mean difference \(String(describing: ImageDifference.meanAbsolute(image, reference)))"
            )
        }
    }

    @Test func theTemplateIsSingleThreadedAndHoldsNoDocument() throws {
        let opener = WorkerProcessTests.opener()
        let zygote = try #require(opener.zygoteProcessID)
        let sources = try (0..<2).map { _ in try WorkerProcessTests.open(opener) }
        for source in sources { _ = try source.render(page: 2, scale: 0.3, region: nil) }
        #expect(Set(sources.compactMap(\.workerProcessID)).count == 2)
        #expect(Self.threads(zygote) == 1)
        let targets = try Self.descriptors(zygote)
        #expect(Set(targets.keys) == [0, 1, 2, 4], "\(targets)")
        #expect(targets[0] == "/dev/null" && targets[1] == "/dev/null", "\(targets)")
        #expect(targets[4]?.hasPrefix("socket:[") == true, "\(targets)")
        #expect(Self.status(zygote, "Seccomp") == "0", "the template is not sandboxed: it only forks")
    }

    /// The window asks for its first worker before SDL starts and reads the template's answer later,
    /// on another thread: requests sent before the answer wait in the socket for the worker, which
    /// reads them only once it is this process's child, and answers claimed out of turn still
    /// reach their askers (each pid is the process at the other end of its own socket).
    @Test func requestsSentBeforeTheAnswerWaitForTheAdoptedWorker() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = PackageRoot.testCacheDirectory
        let zygote = try ZygoteProcess.spawn(executable: PackageRoot.folioExecutable, environment: environment)
        let document = try DocumentFile(path: PackageRoot.samplePDF)
        let open = WorkerRequest.open(name: PackageRoot.samplePDF, password: nil, recolor: nil).encoded()
        let first = try zygote.requestWorker(document: document)
        let second = try zygote.requestWorker(document: document)
        try first.channel.send(open)
        try second.channel.send(open)
        let secondProcess = try second.process()
        let firstProcess = try first.process()
        #expect(firstProcess.pid != secondProcess.pid)
        for process in [firstProcess, secondProcess] {
            #expect(Self.status(process.pid, "PPid") == "\(getpid())", "worker \(process.pid) was not adopted")
            let reply = try WorkerReply(decoding: try process.channel.receive().message, path: PackageRoot.samplePDF)
            guard case .opened(let count, _) = reply.answer else {
                Issue.record("worker \(process.pid) answered \(reply.answer)")
                continue
            }
            #expect(count == 64)
        }
        kill(firstProcess.pid, SIGKILL)
        #expect(firstProcess.reap().how == "SIGKILL")
        #expect(throws: WireError.self) {
            try first.channel.send(WorkerRequest.pageSize(page: 1).encoded())
            _ = try first.channel.receive()
        }
        try second.channel.send(WorkerRequest.pageSize(page: 1).encoded())
        let size = try WorkerReply(decoding: try second.channel.receive().message, path: PackageRoot.samplePDF)
        guard case .size(let pageSize) = size.answer else {
            Issue.record("the second worker answered \(size.answer)")
            return
        }
        #expect(pageSize.width > 0)
    }

    /// A template that is gone (killed here) leaves the workers to exec: the page still renders.
    /// The first source takes the worker the template forked as the opener was made.
    @Test func withoutItsTemplateAWorkerIsStartedByExec() throws {
        let opener = WorkerProcessTests.opener()
        let zygote = try #require(opener.zygoteProcessID)
        let prestarted = try WorkerProcessTests.open(opener)
        let forked = try #require(prestarted.workerProcessID)
        #expect(try #require(ProcFile.text("/proc/\(forked)/cmdline")).contains("render-worker") == false)
        kill(zygote, SIGKILL)
        let source = try WorkerProcessTests.open(opener)
        let worker = try #require(source.workerProcessID)
        let commandLine = try #require(ProcFile.text("/proc/\(worker)/cmdline"))
        #expect(commandLine.contains("render-worker"), "\(commandLine)")
        #expect(ImageDifference.contrast(try source.render(page: 3, scale: 0.3, region: nil)) > 5)
    }

    /// `folio bench` forks its template from itself; killed, it takes the template and the
    /// workers along (their death signal follows it).
    @Test func aKilledReaderTakesItsTemplateAndWorkersAlong() throws {
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: PackageRoot.folioExecutable)
        reader.arguments = ["bench", PackageRoot.samplePDF, "--script", "read", "--no-disk-cache", "--workers", "2"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = PackageRoot.testCacheDirectory
        environment[WorkerMisbehaviour.environmentVariable] = "hang@1,hang@2,hang@3"
        reader.environment = environment
        reader.standardOutput = FileHandle.nullDevice
        reader.standardError = FileHandle.nullDevice
        try reader.run()
        let pid = reader.processIdentifier
        var children: [pid_t] = []
        let deadline = MonotonicClock.seconds + 30
        while MonotonicClock.seconds < deadline {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            children = tasks.flatMap { task in
                (ProcFile.text("/proc/\(pid)/task/\(task)/children") ?? "").split(separator: " ").compactMap {
                    pid_t($0)
                }
            }
            if children.filter({ Self.status($0, "Seccomp") == "2" }).count >= 2 { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let workers = children.filter { Self.status($0, "Seccomp") == "2" }
        let templates = children.filter { Self.status($0, "Seccomp") == "0" }
        #expect(workers.count >= 2 && templates.count == 1, "children of the reader: \(children)")
        for template in templates { #expect(Self.threads(template) == 1) }
        kill(pid, SIGKILL)
        reader.waitUntilExit()
        let gone = MonotonicClock.seconds + 10
        func alive(_ child: pid_t) -> Bool { (Self.status(child, "State").map { !$0.hasPrefix("Z") }) ?? false }
        while children.contains(where: alive), MonotonicClock.seconds < gone { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!children.contains(where: alive), "left running: \(children.filter(alive))")
    }
}
