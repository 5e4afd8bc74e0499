import Glibc

/// The pages this process has mapped from its program's and libraries' files, and what of them is
/// resident.
///
/// Code that ran once stays mapped for the process's whole life: the render template runs
/// poppler's, cairo's and fontconfig's code once, to warm up, and from then on only forks, and the
/// reader's start (its arguments, SDL, the X input method's Compose table, the settings) runs once.
/// Unmapped, those pages are page cache like any other file's, which the kernel may take back
/// first when memory runs short, where it keeps mapped code as long as it can. What runs again
/// maps its pages again, as it did the first time. A worker forked later maps what it reads
/// itself, as it would anyway: fork copies no page table entries of a file mapping never written.
package enum MappedCode {
    /// Whether the reader's start-up code was let go (`releaseAfterLaunch`).
    private static let releasedAfterLaunch = Locked(false)

    /// Drops this process's page table entries for its read-only file mappings that hold nothing
    /// of its own (`MADV_DONTNEED`): their pages stay in the page cache, shared with whoever else
    /// maps them, and come back when next read. Only private mappings that cannot be written and
    /// have no page of their own (`Anonymous: 0 kB` in smaps): code, and read-only data never
    /// relocated. A mapping with a page of its own (relocated data, a debugger's breakpoint) would
    /// lose it, and is left alone.
    package static func release() {
        guard let smaps = ProcFile.text("/proc/self/smaps") else { return }
        for range in releasableRanges(smaps: smaps) {
            _ = madvise(
                UnsafeMutableRawPointer(bitPattern: range.lowerBound), Int(range.upperBound - range.lowerBound),
                MADV_DONTNEED)
        }
    }

    /// `release`, the first time only, on the background chores' thread: called at the reader's
    /// first rest, when the launch is over and the reading has not begun.
    package static func releaseAfterLaunch() {
        let first = releasedAfterLaunch.withLock { released in
            defer { released = true }
            return !released
        }
        if first { BackgroundChores.shared.perform { release() } }
    }

    /// The address ranges of the private, read-only file mappings in `smaps` (the text of
    /// /proc/PID/smaps) without an anonymous page.
    static func releasableRanges(smaps: String) -> [Range<UInt>] {
        var ranges: [Range<UInt>] = []
        var candidate: Range<UInt>?
        for line in smaps.split(separator: "\n") {
            if let mapping = fileMapping(line) {
                candidate = mapping
            } else if line.hasPrefix("Anonymous:"), let range = candidate {
                let kibibytes = line.dropFirst("Anonymous:".count).split(separator: " ").first.flatMap { Int($0) }
                if kibibytes == 0 { ranges.append(range) }
                candidate = nil
            } else if let first = line.first, first.isHexDigit, line.contains("-") {
                candidate = nil  // a mapping of another kind
            }
        }
        return ranges
    }

    /// The range of a mapping's header line, when it maps a file privately and cannot be written.
    private static func fileMapping(_ line: Substring) -> Range<UInt>? {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        // The path is padded to a column: its field starts with the padding.
        guard fields.count == 6, fields[1].count == 4, fields[1].hasPrefix("r-"), fields[1].hasSuffix("p"),
            fields[4] != "0", fields[5].trimmingPrefix(while: { $0 == " " }).hasPrefix("/")
        else { return nil }
        let bounds = fields[0].split(separator: "-")
        guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
            start < end
        else { return nil }
        return start..<end
    }
}
