import Foundation
import Testing

@testable import FolioRender

/// The render template lets go of the pages its warm-up read (`MappedCode.release`): only private,
/// read-only file mappings with no page of their own, never one whose pages were written.
struct MappedCodeTests {
    static func mapping(_ header: String, anonymous: Int) -> String {
        "\(header)\nSize:                 64 kB\nRss:                  16 kB\nAnonymous:         \(anonymous) kB\nVmFlags: rd mr mw me\n"
    }

    @Test func onlyReadOnlyPrivateFileMappingsWithoutPagesOfTheirOwnAreReleased() {
        let smaps = [
            Self.mapping(
                "55d0c0000000-55d0c0400000 r--p 00000000 08:01 1234                       /usr/bin/folio", anonymous: 0),
            Self.mapping(
                "55d0c0400000-55d0c1400000 r-xp 00400000 08:01 1234                       /usr/bin/folio", anonymous: 0),
            // Relocated data, made read-only after: its pages are this process's own.
            Self.mapping(
                "55d0c1400000-55d0c1480000 r--p 01400000 08:01 1234                       /usr/bin/folio",
                anonymous: 512),
            Self.mapping(
                "55d0c1480000-55d0c1500000 rw-p 01480000 08:01 1234                       /usr/bin/folio", anonymous: 0),
            Self.mapping(
                "7f0000000000-7f0000010000 r-xs 00000000 00:05 99                         /dev/shm/shared-code",
                anonymous: 0),
            Self.mapping("7f0000020000-7f0000030000 r-xp 00000000 00:00 0 ", anonymous: 0),
            Self.mapping(
                "7f0000030000-7f0000040000 r-xp 00010000 08:01 4321                       /usr/lib/libc.so.6",
                anonymous: 0),
            // A breakpoint written by a debugger.
            Self.mapping(
                "7f0000040000-7f0000050000 r-xp 00020000 08:01 4321                       /usr/lib/libc.so.6",
                anonymous: 4),
            Self.mapping(
                "7ffd00000000-7ffd00002000 r-xp 00000000 00:00 0                          [vdso]", anonymous: 0),
        ].joined()
        #expect(
            MappedCode.releasableRanges(smaps: smaps) == [
                0x55d0_c000_0000..<0x55d0_c040_0000, 0x55d0_c040_0000..<0x55d0_c140_0000,
                0x7f00_0003_0000..<0x7f00_0004_0000,
            ])
    }

    /// This test process's own code, released: its resident pages go, and it runs on, faulting
    /// back what it calls.
    @Test func releasedCodeLeavesResidenceAndStillRuns() throws {
        func residentCodeKiB() throws -> Int {
            let smaps = try #require(ProcFile.text("/proc/self/smaps"))
            var total = 0
            var inCode = false
            for line in smaps.split(separator: "\n") {
                if let first = line.first, first.isHexDigit, line.contains("-") {
                    inCode = line.split(separator: " ").dropFirst().first == "r-xp" && line.contains("/")
                } else if inCode, line.hasPrefix("Rss:") {
                    total += Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0
                }
            }
            return total
        }
        let before = try residentCodeKiB()
        MappedCode.release()
        let after = try residentCodeKiB()
        #expect(after < before / 2, "resident code: \(before) KiB before, \(after) KiB after")
        #expect((1...10).reduce(0, +) == 55)
    }
}
