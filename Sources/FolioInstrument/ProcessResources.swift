/// One reading of the process's resident memory, open files and threads (`ProcessMemory`).
public struct ProcessResources: Sendable, Equatable {
    public var residentBytes: Int
    public var openFiles: Int
    public var threads: Int

    public init(residentBytes: Int, openFiles: Int, threads: Int) {
        self.residentBytes = residentBytes
        self.openFiles = openFiles
        self.threads = threads
    }

    /// The process now.
    public static func now() -> ProcessResources {
        ProcessResources(
            residentBytes: ProcessMemory.residentBytes, openFiles: ProcessMemory.openFileCount,
            threads: ProcessMemory.threadCount)
    }
}
