import FolioCore
import Foundation
import Glibc
import SystemPackage

/// Whole-page images of one document kept on disk between runs, so reopening a document shows its
/// pages (at the window's fit scale) before any render finishes.
///
/// Entries live at `<directory>/<identity>/p<page>-<scale>.fpx`, where the identity names one
/// version of the pages (`PageSourceOpener.cacheIdentity()`); the cache directory is shared by
/// every document and every running Folio, and is held under `byteLimit` by deleting the least
/// recently used entries. Safe to use from any number of threads: each entry is replaced by an
/// atomic rename, so a reader sees a whole old entry, a whole new one, or none.
public final class DiskCache: Sendable {
    /// Large enough for the fit-scale pages of many documents, small next to a disk.
    public static let defaultByteLimit = 1 << 30

    /// `$XDG_CACHE_HOME/folio`, or `~/.cache/folio` when `XDG_CACHE_HOME` is unset, empty or relative
    /// (the XDG base directory rules say a relative path is invalid and must be ignored).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return URL(fileURLWithPath: cacheHome, isDirectory: true).appendingPathComponent("folio", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/folio", isDirectory: true)
    }

    /// Names this version of the pages (for a file, its `DocumentFingerprint`), so an edited or
    /// replaced document never shows another version's pages.
    public let identity: String
    private let directoryPath: String
    private let folderPath: String
    private let byteLimit: Int
    /// Bytes of entries under `directoryPath` as this process last knew them. Counting stores here
    /// lets `store` skip the directory scan until the limit is crossed; other processes' writes
    /// are not counted, and are caught by the next scan.
    private let knownBytes: Locked<Int>
    /// False once a write failed for a reason that will not pass (a read-only folder, a full disk).
    private let writable = Locked(true)
    /// The content boxes kept (`DiskCache+ContentBoxes`), read from their file once; under a lock
    /// of their own, since every render thread may keep one.
    let contentBoxes = Locked<[Int: Rect?]?>(nil)
    private let warning: DiskCacheWarning

    /// Nil when `identity` cannot name a folder or the directory cannot be created: caching is then
    /// just off (`warning` says so), and the caller renders as it would without one.
    public init?(
        identity: String, directory: URL = DiskCache.defaultDirectory(), byteLimit: Int = DiskCache.defaultByteLimit,
        warning: DiskCacheWarning = .shared
    ) {
        guard !identity.isEmpty, !identity.hasPrefix("."), !identity.contains("/") else { return nil }
        let folder = directory.appendingPathComponent(identity, isDirectory: true)
        if let problem = Self.makeFolders(folder.path) {
            warning.report(problem.description, directory: directory.path)
            return nil
        }
        self.identity = identity
        self.directoryPath = directory.path
        self.folderPath = folder.path
        self.byteLimit = byteLimit
        self.warning = warning
        self.knownBytes = Locked(0)
        // The one full scan: it learns the total, and applies a limit lowered since the last run.
        knownBytes.withLock { $0 = prune() }
    }

    /// The image stored for `page` (1-based) rendered at `scale` (device pixels per point); nil when
    /// absent, truncated or corrupt (a bad entry is deleted so the next render rewrites it).
    public func load(page: Int, scale: Double) -> PixelBuffer? {
        guard let path = entryPath(page: page, scale: scale),
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        guard let image = data.withUnsafeBytes(EntryFormat.decode) else {
            if unlink(path) == 0 { knownBytes.withLock { $0 -= data.count } }
            return nil
        }
        // A fresh modification time marks the entry as recently used, so pruning keeps it longest.
        utimensat(AT_FDCWD, path, nil, 0)
        return image
    }

    /// Writes atomically (a temporary file in the same folder, then rename), then, once the cache
    /// has grown past `byteLimit`, deletes the least recently used entries of every document.
    /// Failures are swallowed, since a cache must never fail a render, but leave no temporary file.
    public func store(_ image: PixelBuffer, page: Int, scale: Double) {
        guard let path = entryPath(page: page, scale: scale), let header = EntryFormat.header(for: image),
            header.withUnsafeBytes({ header in image.withUnsafeBytes { writeAtomically([header, $0], to: path) } })
        else { return }
        knownBytes.withLock { total in
            total += header.count + image.byteCount
            // Pruning under the lock keeps the total exact and stops two threads scanning at
            // once; it is rare, since it leaves room for many more stores before the next one.
            if total > byteLimit { total = prune() }
        }
    }

    /// Writes `chunks` to a temporary file in the folder, then renames it to `path`; false (and no
    /// temporary file left) when anything fails.
    func writeAtomically(_ chunks: [UnsafeRawBufferPointer], to path: String) -> Bool {
        guard writable.withLock({ $0 }) else { return false }
        // Pruning (here or in another process) removes folders left empty; put ours back.
        mkdir(folderPath, 0o755)
        do throws(Errno) {
            // No fsync: after a crash a torn file fails its checksum on load and is simply made again.
            try AtomicFile.write(chunks, to: path)
            return true
        } catch {
            // A folder pruned away meanwhile passes; these do not.
            if [.noSpace, .readOnlyFileSystem, .permissionDenied, .notPermitted, .fileTooLarge, .diskQuotaExceeded]
                .contains(error)
            {
                writable.withLock { $0 = false }
                warning.report(error.description, directory: directoryPath)
            }
            return false
        }
    }

    /// Makes the folder `path` and those above it; nil when it is (or already was) a folder, else why not.
    private static func makeFolders(_ path: String) -> Errno? {
        var made = ""
        for component in path.split(separator: "/") {
            made += "/\(component)"
            if mkdir(made, 0o755) != 0, errno != EEXIST { return Errno(rawValue: errno) }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { return Errno(rawValue: errno) }
        return (status.st_mode & S_IFMT) == S_IFDIR ? nil : .notDirectory
    }

    /// The folder's file named `name`.
    func path(of name: String) -> String { "\(folderPath)/\(name)" }

    /// Nil for a page or scale that cannot name an entry. The scale is rounded to a millionth and
    /// written as plain digits, so the same scale always names the same file, in any locale.
    private func entryPath(page: Int, scale: Double) -> String? {
        guard page >= 1, scale.isFinite, scale > 0, scale < 1e9 else { return nil }
        let micros = Int((scale * 1e6).rounded())
        let fraction = String(micros % 1_000_000)
        let scaleKey = "\(micros / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
        return path(of: "p\(page)-\(scaleKey).fpx")
    }

    /// Scans every document's entries and, when they exceed `byteLimit`, deletes the least recently
    /// used down to seven eighths of it, so a full cache is not rescanned on every store. Returns
    /// the bytes left. Files may vanish under it (another thread or process pruning): that is fine.
    private func prune() -> Int {
        struct Entry { let path: String, size: Int, modified: Int64 }
        var entries: [Entry] = []
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: directoryPath)) ?? []
        let staleTemporaryBefore = Int64(Date().timeIntervalSince1970 - 3600) * 1_000_000_000
        for folder in folders.map({ "\(directoryPath)/\($0)" }) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = "\(folder)/\(name)"
                guard let info = try? FilePath(path).stat(followTargetSymlink: false), info.type == .regular else {
                    continue
                }
                if name.hasSuffix(".fpx") {
                    entries.append(Entry(path: path, size: Int(info.size), modified: info.modificationNanoseconds))
                } else if name.hasPrefix(".tmp-"), info.modificationNanoseconds < staleTemporaryBefore {
                    unlink(path)  // left by a process that died mid-write
                }
            }
        }
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > byteLimit else { return total }
        let target = byteLimit - byteLimit / 8
        for entry in entries.sorted(by: { $0.modified < $1.modified }) where total > target {
            if unlink(entry.path) == 0 || errno == ENOENT { total -= entry.size }
        }
        for folder in folders {
            rmdir("\(directoryPath)/\(folder)")  // fails, as it should, unless the folder is empty
        }
        return total
    }
}

/// An entry file: a fixed 36-byte header, then the pixels exactly as a `PixelBuffer` holds them.
///
/// Header, little-endian: magic "FOLIOPX1", width, height, bytesPerRow (UInt32 each), payload byte
/// count (UInt64), `Checksum` of the payload (UInt64). The sizes and checksum let `load` reject a
/// truncated or damaged file instead of showing garbage.
private enum EntryFormat {
    static let magic = Array("FOLIOPX1".utf8)
    static let headerSize = 36

    /// Nil for an image `decode` would refuse, so nothing is written that could never be read.
    static func header(for image: PixelBuffer) -> [UInt8]? {
        guard isPlausible(width: image.width, height: image.height, bytesPerRow: image.bytesPerRow) else { return nil }
        var header = magic
        for field in [image.width, image.height, image.bytesPerRow] {
            withUnsafeBytes(of: UInt32(field).littleEndian) { header.append(contentsOf: $0) }
        }
        var checksum = Checksum()
        image.withUnsafeBytes { checksum.combine($0) }
        withUnsafeBytes(of: UInt64(image.byteCount).littleEndian) { header.append(contentsOf: $0) }
        withUnsafeBytes(of: checksum.value.littleEndian) { header.append(contentsOf: $0) }
        return header
    }

    /// The image in a whole entry file, or nil when any part of it does not add up.
    static func decode(_ file: UnsafeRawBufferPointer) -> PixelBuffer? {
        guard file.count >= headerSize, file.prefix(magic.count).elementsEqual(magic) else { return nil }
        func field<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> T {
            T(littleEndian: file.loadUnaligned(fromByteOffset: offset, as: T.self))
        }
        let width = Int(field(8, UInt32.self)), height = Int(field(12, UInt32.self))
        let bytesPerRow = Int(field(16, UInt32.self))
        let payloadCount = field(20, UInt64.self), storedChecksum = field(28, UInt64.self)
        guard isPlausible(width: width, height: height, bytesPerRow: bytesPerRow),
            payloadCount == UInt64(bytesPerRow * height),
            file.count == headerSize + bytesPerRow * height
        else { return nil }
        let payload = UnsafeRawBufferPointer(rebasing: file[headerSize...])
        var checksum = Checksum()
        checksum.combine(payload)
        guard checksum.value == storedChecksum else { return nil }
        return PixelBuffer(width: width, height: height, bytesPerRow: bytesPerRow, bytes: Array(payload))
    }

    /// Sizes a render could have produced; bounding them also keeps the arithmetic from overflowing.
    private static func isPlausible(width: Int, height: Int, bytesPerRow: Int) -> Bool {
        (1...PixelBuffer.maximumSide).contains(width) && (1...PixelBuffer.maximumSide).contains(height)
            && bytesPerRow >= width * PixelBuffer.bytesPerPixel
            && bytesPerRow <= PixelBuffer.maximumSide * PixelBuffer.bytesPerPixel
    }
}
