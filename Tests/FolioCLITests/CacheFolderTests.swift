import FolioTestSupport
import Foundation
import Testing

/// A disk cache that cannot be written, because its folder is read-only or its disk is full, is
/// skipped with one warning: the pages render as without it and the run succeeds.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct CacheFolderTests {
    /// Opens the sample headless (`open`) with the cache under `cacheHome`; expects one warning naming `reason`.
    private func expectOneWarning(cacheHome: String, reason: String, runAs user: [String] = []) throws {
        let report = "/tmp/folio-cache-report-\(UUID().uuidString).json"
        defer { unlink(report) }
        let launch =
            user + [
                PackageRoot.folioExecutable, "bench", PackageRoot.samplePDF, "--script", "open", "--report", report,
            ]
        let outcome = try ExternalCommand(
            launch[0], Array(launch.dropFirst()), environment: ["XDG_CACHE_HOME": cacheHome]
        )
        .run(timeout: 60)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.standardError
                == "folio: warning: the disk cache in \(cacheHome)/folio is skipped (\(reason)); pages are rendered without it\n"
        )
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        #expect(json?["timeToFirstPixelMs"] is Double)
    }

    /// root writes into any folder, so as root the run drops to `nobody` (setpriv).
    @Test func aReadOnlyCacheFolder() throws {
        let home = try TemporaryFolder.make("folio-cache")
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/folio", withIntermediateDirectories: false)
        #expect(chmod(home + "/folio", 0o555) == 0)
        let runAs = try #require(
            ExternalCommand.permissionsBindingPrefix, "running as root without setpriv (util-linux)")
        try expectOneWarning(cacheHome: home, reason: "Permission denied", runAs: runAs)
    }

    /// A 512 KiB file system, filled: needs root and a kernel that lets it mount tmpfs here.
    @Test func aFullDisk() throws {
        let home = try TemporaryFolder.make("folio-cache")
        defer { try? FileManager.default.removeItem(atPath: home) }
        guard geteuid() == 0, let mount = ExternalCommand.which("mount"),
            try ExternalCommand(mount, ["-t", "tmpfs", "-o", "size=512k", "tmpfs", home]).run(timeout: 10).status == 0
        else {
            print("CacheFolderTests.aFullDisk: skipped, a small tmpfs cannot be mounted here (needs root)")
            return
        }
        defer { _ = try? ExternalCommand(ExternalCommand.which("umount") ?? "/bin/umount", [home]).run(timeout: 10) }
        #expect(FileManager.default.createFile(atPath: home + "/filler", contents: nil))
        let filler = try #require(FileHandle(forWritingAtPath: home + "/filler"))
        while (try? filler.write(contentsOf: Data(count: 4096))) != nil {}
        try? filler.close()
        try expectOneWarning(cacheHome: home, reason: "No space left on device")
    }
}
