import FolioInstrument
import FolioRender
import Foundation
import Testing

/// The reader's memory with its children's: PSS read from /proc for this process and every
/// descendant, a process that ended left out, the peak of a run kept by a sampler on its own thread.
@Suite struct ProcessTreeMemoryTests {
    @Test func thisProcessIsRead() {
        let now = ProcessTreeMemory.now()
        #expect(now.processes >= 1)
        // PSS never exceeds RSS for one process; with children (other tests') the sum may, so only positive.
        #expect(now.pssBytes > 1_000_000)
    }

    /// A `sleep` with a `sleep` of its own: the tree rooted at the first is two processes, and this
    /// process's tree holds both (other tests may spawn more meanwhile, so no exact count here).
    @Test func childrenAndTheirChildrenAreCountedUntilTheyEnd() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        // No shell left waiting: a child spawned from a test's thread inherits its blocked signals
        // (TERM and CHLD among them), so only SIGKILL ends it and a `wait` would never return.
        child.arguments = ["-c", "sleep 30 & exec sleep 30"]
        try child.run()
        let pid = child.processIdentifier
        var grandchildren: [pid_t] = []
        defer {
            for process in grandchildren + [pid] { kill(process, SIGKILL) }
            child.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(10)
        var subtree = ProcessTreeMemory.reading(root: pid)
        // A grandchild just forked shares every page with the shell until it runs `sleep` (or
        // touches its own stack): read until it has pages of its own.
        while subtree.processes < 2 || subtree.descendantPrivateBytes == 0, Date() < deadline {
            usleep(10_000)
            subtree = ProcessTreeMemory.reading(root: pid)
        }
        grandchildren = (ProcFile.text("/proc/\(pid)/task/\(pid)/children") ?? "")
            .split(separator: " ").compactMap { pid_t($0) }
        #expect(subtree.processes == 2, "the sleep and its sleep")
        #expect(subtree.pssBytes > 0)
        // The second sleep's private pages (its stack and heap at least), not the root's.
        #expect(subtree.descendantPrivateBytes > 0 && subtree.descendantPrivateBytes < subtree.pssBytes)

        let whole = ProcessTreeMemory.now()
        #expect(whole.processes >= 3)
        #expect(whole.pssBytes > subtree.pssBytes)

        for process in grandchildren + [pid] { kill(process, SIGKILL) }
        child.waitUntilExit()
        // Gone (and reaped): read as nothing, not an error.
        #expect(ProcessTreeMemory.reading(root: pid) == ProcessTreeMemory(pssBytes: 0, processes: 0))
    }

    @Test func theTallyKeepsThePeakTheFinalAndTheCost() {
        var tally = ProcessTreeMemoryTally()
        tally.record(ProcessTreeMemory(pssBytes: 100, processes: 1), took: 0.001)
        tally.record(ProcessTreeMemory(pssBytes: 300, processes: 3), took: 0.003)
        tally.record(ProcessTreeMemory(pssBytes: 200, processes: 4), took: 0.002)
        let use = tally.use(final: ProcessTreeMemory(pssBytes: 150, processes: 2), took: 0.002)
        #expect(use.peakPSSBytes == 300 && use.finalPSSBytes == 150)
        #expect(use.peakProcesses == 4 && use.finalProcesses == 2)
        #expect(use.readings == 4)
        #expect(abs(use.meanReadingUs - 2000) < 1e-6 && abs(use.maxReadingUs - 3000) < 1e-6)

        // The final reading counts toward the peak too.
        #expect(
            ProcessTreeMemoryTally().use(final: ProcessTreeMemory(pssBytes: 7, processes: 1), took: 0).peakPSSBytes == 7
        )
    }

    @Test func theSamplerReadsOnItsOwnThreadUntilReleased() throws {
        let count = Locked(0)
        var sampler: ProcessTreeMemorySampler? = ProcessTreeMemorySampler(interval: 0.01) {
            ProcessTreeMemory(
                pssBytes: count.withLock {
                    $0 += 1; return $0
                } * 1000, processes: 1)
        }
        let deadline = Date().addingTimeInterval(10)
        while count.withLock({ $0 }) < 3, Date() < deadline { usleep(10_000) }
        let use = try #require(sampler?.use { ProcessTreeMemory(pssBytes: 1, processes: 1) })
        #expect(use.readings >= 4)
        #expect(use.peakPSSBytes >= 3000 && use.finalPSSBytes == 1)
        sampler = nil
        // Released: at most the reading under way when it was, then no more.
        usleep(500_000)
        let stopped = count.withLock { $0 }
        usleep(300_000)
        #expect(count.withLock { $0 } == stopped)
    }
}
