import FolioRender

/// One reading of the process's resident memory, open files and threads (`ProcessMemory`), with the
/// memory of the reader and its render processes together (`ProcessTreeMemory`) and the bytes the
/// reader's caches said they held at that moment: what the soak's verdict judges (`UncachedMemory`).
public struct ProcessResources: Sendable, Equatable {
    public var residentBytes: Int
    public var openFiles: Int
    /// Threads but for the render pool's (`RenderPool.threadNamePrefix`): those come and go by
    /// design, one resting when idle and starting again, or another taking an overdue one's place.
    public var threads: Int
    /// The reader and its render processes; nil when not read.
    public var processTree: ProcessTreeMemory?
    /// What the reader's byte-counted caches held by their own count (textures and thumbnails).
    public var cachedBytes: Int

    public init(
        residentBytes: Int, openFiles: Int, threads: Int, processTree: ProcessTreeMemory? = nil, cachedBytes: Int = 0
    ) {
        self.residentBytes = residentBytes
        self.openFiles = openFiles
        self.threads = threads
        self.processTree = processTree
        self.cachedBytes = cachedBytes
    }

    /// The process and its descendants now, its caches holding `cachedBytes`. The tree's reading
    /// walks its page tables (about 20 µs per MiB resident): taken twice a run, after warm-up and at
    /// the end, both at rest, where a few milliseconds cost no frame its deadline.
    public static func now(cachedBytes: Int = 0) -> ProcessResources {
        let tree = ProcessTreeMemory.now()
        return ProcessResources(
            residentBytes: ProcessMemory.residentBytes, openFiles: ProcessMemory.openFileCount,
            threads: ProcessMemory.threadNames.count { !$0.hasPrefix(RenderPool.threadNamePrefix) },
            processTree: tree.processes > 0 ? tree : nil, cachedBytes: cachedBytes)
    }
}
