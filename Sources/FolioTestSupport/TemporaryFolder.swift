import FolioRender
import Foundation
import Glibc

/// Folders of a test's own under the temporary directory, gone when the test process exits.
public enum TemporaryFolder {
    /// A new folder named `prefix` and a unique suffix, readable by other users (so a check run as
    /// `nobody` reaches the files in it); its path. Removed as the process exits, if the test has not.
    public static func make(_ prefix: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o755])
        removeAtExit(folder)
        return folder
    }

    /// Removes `folder` and what it holds when this process exits; not when a child it forked does.
    public static func removeAtExit(_ folder: String) {
        leftOver.withLock { state in
            if state.owner == nil {
                state.owner = getpid()
                atexit { TemporaryFolder.removeLeftOvers() }
            }
            state.folders.append(folder)
        }
    }

    private static let leftOver = Locked<(owner: pid_t?, folders: [String])>((nil, []))

    private static func removeLeftOvers() {
        let folders = leftOver.withLock { $0.owner == getpid() ? $0.folders : [] }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    }
}

extension ExternalCommand {
    /// What to put before a command so that file permissions bind it: nothing for an ordinary user;
    /// for root, who reads and writes anything, `setpriv` down to `nobody`. Nil when root has no setpriv.
    public static var permissionsBindingPrefix: [String]? {
        guard geteuid() == 0 else { return [] }
        return which("setpriv").map { [$0, "--reuid=nobody", "--regid=nogroup", "--clear-groups"] }
    }
}
