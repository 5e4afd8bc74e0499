import Foundation

/// Runs a program to completion (or until a deadline) and captures what it printed.
public struct ExternalCommand: Sendable {
    /// How a run ended.
    public struct Outcome: Sendable {
        public let status: Int32
        /// True when the process was ended by a signal (a crash, or our kill at the deadline).
        public let signalled: Bool
        public let timedOut: Bool
        public let seconds: Double
        public let standardOutput: String
        public let standardError: String
    }

    public let executable: String
    public let arguments: [String]
    /// Variables set for the child on top of this process's environment.
    public let environment: [String: String]

    public init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }

    /// The `folio` built with the tests, with its disk cache in a folder of this test run's own,
    /// so tests neither read nor fill the user's cache, and `environment` set on top.
    public static func folio(_ arguments: [String], environment: [String: String] = [:]) -> ExternalCommand {
        ExternalCommand(
            PackageRoot.folioExecutable, arguments,
            environment: ["XDG_CACHE_HOME": PackageRoot.testCacheDirectory].merging(environment) { $1 })
    }

    /// Looks `name` up on PATH; nil when it is not installed.
    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    public func run(timeout: Double = 60) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let start = Date()
        try process.run()
        // Drain both pipes while the process runs so a chatty child never blocks on a full pipe.
        let collected = CapturedOutput()
        let group = DispatchGroup()
        for (pipe, isError) in [(output, false), (error, true)] {
            DispatchQueue.global().async(group: group) {
                collected.store(pipe.fileHandleForReading.readDataToEndOfFile(), isError: isError)
            }
        }
        let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            // SDL turns SIGTERM into a quit event, which a process stuck in a render never reads.
            process.terminate()
            if finished.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        // The child has exited; this returns at once. Foundation's Process holds itself through a
        // run-loop source that only `waitUntilExit` lets go of: without it every run leaks the
        // Process, its pipes and environment (LeakSanitizer shows them in `.ci/sanitizers`).
        process.waitUntilExit()
        group.wait()
        // Foundation keeps the parent's ends of the pipes open until they are closed by hand: a
        // long fuzzing run of thousands of commands would run out of file descriptors.
        for pipe in [output, error] {
            try? pipe.fileHandleForReading.close()
            try? pipe.fileHandleForWriting.close()
        }
        return Outcome(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut, seconds: Date().timeIntervalSince(start),
            standardOutput: collected.text(isError: false), standardError: collected.text(isError: true))
    }
}

/// The two streams of a child process, filled from two reader threads.
private final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var output = Data(), error = Data()  // guarded by lock

    func store(_ data: Data, isError: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isError { error = data } else { output = data }
    }

    func text(isError: Bool) -> String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: isError ? error : output, as: UTF8.self)
    }
}
