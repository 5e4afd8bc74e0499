import Foundation

/// Folders of a test's own under the temporary directory.
public enum TemporaryFolder {
    /// A new folder named `prefix` and a unique suffix, readable by other users (so a check run as
    /// `nobody` reaches the files in it); its path.
    public static func make(_ prefix: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o755])
        return folder
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
