import FolioTestSupport
import Foundation
import Testing

/// Paths that are not PDF files at all, or not files: each gets its reason in one line, quickly,
/// from `info` and `render` alike (the window shows the same reason: `.ci/window-bad-files-test`).
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct SpecialFileTests {
    /// Runs `info` and `render` on `path` and checks each answers with `reason` within 10 s.
    private func expectOneLineReason(_ path: String, _ reason: String, runAs user: [String] = []) throws {
        for command in [
            ["info", path], ["render", path, "--page", "1", "--out", "/tmp/folio-special-never-written.png"],
        ] {
            let launch = user + [PackageRoot.folioExecutable] + command
            let outcome = try ExternalCommand(
                launch[0], Array(launch.dropFirst()),
                environment: ["XDG_CACHE_HOME": PackageRoot.testCacheDirectory]
            )
            .run(timeout: 10)
            #expect(!outcome.timedOut, "\(command[0]) \(path): took over 10 s")
            #expect(!outcome.signalled && outcome.status == 1, "\(command[0]) \(path): status \(outcome.status)")
            let lines = outcome.standardError.split(separator: "\n")
            #expect(
                lines.count == 1 && lines[0].contains("\(path): \(reason)"), "\(command[0]): \(outcome.standardError)")
        }
    }

    @Test func emptyFile() throws {
        let folder = try TemporaryFolder.make("folio-special")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/empty.pdf"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        try expectOneLineReason(path, "not a PDF file")
    }

    @Test func directory() throws {
        let folder = try TemporaryFolder.make("folio-special")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try expectOneLineReason(folder, "cannot read the file: it is a directory")
    }

    /// A FIFO with no writer would block a plain `open(2)` for ever.
    @Test func namedPipe() throws {
        let folder = try TemporaryFolder.make("folio-special")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/pipe.pdf"
        #expect(mkfifo(path, 0o644) == 0)
        try expectOneLineReason(path, "cannot read the file: it is a named pipe (FIFO), not a file")
    }

    @Test func device() throws {
        try expectOneLineReason("/dev/zero", "cannot read the file: it is a device, not a file")
    }

    /// 2 GB of zeros: poppler would scan it all for objects (half a minute) were it not refused first.
    @Test func twoGigabytesOfZeros() throws {
        let folder = try TemporaryFolder.make("folio-special")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/zeros.pdf"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(truncate(path, 2 << 30) == 0)
        try expectOneLineReason(path, "not a PDF file")
    }

    /// Without read permission. root reads any file, so as root the check runs as `nobody`.
    @Test func fileWithoutReadPermission() throws {
        let folder = try TemporaryFolder.make("folio-special")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/locked.pdf"
        try FileManager.default.copyItem(atPath: PackageRoot.samplePDF, toPath: path)
        #expect(chmod(path, 0) == 0)
        let runAs = try #require(
            ExternalCommand.permissionsBindingPrefix, "running as root without setpriv (util-linux)")
        let probeLine = runAs + [PackageRoot.folioExecutable, "--help"]
        let probe = try ExternalCommand(probeLine[0], Array(probeLine.dropFirst())).run(timeout: 10)
        try #require(
            probe.status == 0,
            "\(runAs) cannot run \(PackageRoot.folioExecutable) (a folder on its path is not open to others)")
        try expectOneLineReason(path, "cannot read the file: Permission denied", runAs: runAs)
    }
}
