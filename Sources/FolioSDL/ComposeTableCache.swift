import FolioRender
import Foundation
import Glibc

/// A folder where libX11 keeps the Compose table it parsed, so that the next launch maps the
/// table instead of parsing it again.
///
/// SDL opens an X input method as its video starts. libX11 then parses the Compose table of the
/// locale, about 6,000 lines for a UTF-8 locale: 9.5 ms of the main thread at every launch,
/// before the window can exist. libX11 can cache the parsed table, and mapping the cache takes
/// 0.3 ms, but it only does so in a folder that already exists: `$XCOMPOSECACHE`, or
/// `~/.compose-cache`, which nothing creates. It never caches for root, and parses the table again
/// once its cache is a day old.
enum ComposeTableCache {
    /// The variable libX11 reads for the cache's folder.
    static let variable = "XCOMPOSECACHE"

    /// The folder to name in `XCOMPOSECACHE`: `compose` in Folio's cache folder. Nil when the user
    /// names a folder of their own, or for root, where libX11 would ignore it.
    static func folder(environment: [String: String], effectiveUser: uid_t) -> URL? {
        guard environment[variable] == nil, effectiveUser != 0 else { return nil }
        return DiskCache.defaultDirectory(environment: environment).appendingPathComponent("compose", isDirectory: true)
    }

    /// Runs `body` (SDL's video start) with `XCOMPOSECACHE` naming `folder`, which it creates. The
    /// variable is removed again afterwards, so that the programs the reader starts get the
    /// environment it was given. Without a folder, or when it cannot be created, it just runs
    /// `body`. Call it only while the process has one thread: `setenv` is not safe beside a
    /// `getenv` on another thread.
    static func whileStartingVideo<Result, Failure: Error>(
        folder: URL? = folder(environment: ProcessInfo.processInfo.environment, effectiveUser: geteuid()),
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard let folder,
            (try? FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
        else { return try body() }
        setenv(variable, folder.path, 1)
        defer { unsetenv(variable) }
        return try body()
    }
}
