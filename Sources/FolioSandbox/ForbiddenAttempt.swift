import Glibc

/// Something the render sandbox must refuse, attempted on purpose: how the tests (`folio
/// sandbox-probe --try`, a render worker told to misbehave) show that it does.
public enum ForbiddenAttempt: String, CaseIterable, Sendable {
    /// Opening a new file for writing.
    case write
    /// Running another program.
    case exec
    /// Opening a network socket.
    case socket

    /// What was attempted, and the errno it was refused with; nil when it was allowed (the sandbox
    /// is broken). An allowed exec does not return: the process has become /bin/true.
    public func attempt() -> (what: String, refusedWith: Int32?) {
        let what: String
        let result: Int32
        switch self {
        case .write:
            let path = "/tmp/folio-sandbox-probe-\(getpid())"
            what = "open \(path) for writing"
            result = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            if result >= 0 { close(result); unlink(path) }
        case .exec:
            what = "execve /bin/true"
            result = execve("/bin/true", [strdup("/bin/true"), nil], [nil])
        case .socket:
            what = "socket(AF_INET)"
            result = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            if result >= 0 { close(result) }
        }
        return (what, result < 0 ? errno : nil)
    }

    /// The attempt's outcome in one line: `refused: WHAT: REASON` or `ALLOWED: WHAT`.
    public func attemptDescribed() -> (line: String, refused: Bool) {
        let (what, refusedWith) = attempt()
        guard let refusedWith else { return ("ALLOWED: \(what)", false) }
        return ("refused: \(what): \(String(cString: strerror(refusedWith)))", true)
    }
}
