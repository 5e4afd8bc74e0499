import Glibc

/// Why the render sandbox could not be entered: the one place where `prctl`'s errno and
/// libseccomp's negative errno returns become a Swift error, described in one line.
public enum SandboxError: Error, CustomStringConvertible, Equatable {
    /// `prctl(PR_SET_NO_NEW_PRIVS)` failed, with its errno.
    case noNewPrivileges(errno: Int32)
    /// This libseccomp does not know a system call of the allow list on this architecture.
    case unknownSystemCall(String)
    /// A libseccomp step (`seccomp_init`, adding a rule, loading the filter) returned `-errno`.
    case seccomp(step: String, errno: Int32)

    public var description: String {
        switch self {
        case .noNewPrivileges(let errno):
            "render sandbox: cannot set no-new-privileges: \(Self.reason(errno))"
        case .unknownSystemCall(let name):
            "render sandbox: libseccomp does not know the system call '\(name)' on this machine"
        case .seccomp(let step, let errno):
            "render sandbox: \(step) failed: \(Self.reason(errno))"
        }
    }

    /// Checks a libseccomp result: 0 (or more) is success, a negative value is `-errno`.
    static func check(_ result: Int32, _ step: @autoclosure () -> String) throws(SandboxError) {
        guard result < 0 else { return }
        throw .seccomp(step: step(), errno: -result)
    }

    private static func reason(_ errno: Int32) -> String { String(cString: strerror(errno)) }
}
