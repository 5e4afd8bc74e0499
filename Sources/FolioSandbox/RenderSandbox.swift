import CSeccomp
import Glibc

/// The render sandbox, entered by a process that already holds its open document: from then on
/// it can render pages (poppler-glib, cairo, fontconfig, glib, the Swift runtime, the allocator)
/// and talk on descriptors it already has, and little else.
///
/// Refused (EPERM, the filter's default: a call it forgot is refused, never a kill): opening or
/// creating a file for writing, `socket`, `socketpair`, `connect`, `bind`, `accept`, `execve` and
/// `execveat`, `ptrace`, `fork` and `vfork` (and `clone` without `CLONE_THREAD`, so `posix_spawn`),
/// `unlink`, `rename`, `mkdir`, `chmod`, signals to other processes, and every call not listed in
/// `SandboxAllowList`, whose groups say what each allowed call is for.
///
/// Reading stays possible: fontconfig opens font files and its cache lazily, while a page renders,
/// so `open`/`openat` are allowed when their flags carry no write access (`O_ACCMODE`, `O_CREAT`,
/// `O_TRUNC`, `O_APPEND` all clear). A compromised renderer could read the user's files but not
/// change them nor send them anywhere but its own socket.
///
/// Every render worker process enters it as soon as its document is open, before it answers the
/// reader's first request (`RenderWorker`), and `folio sandbox-probe` does for the tests. The
/// reader and the render template process never do: the template only forks.
public enum RenderSandbox {
    /// Sets no-new-privileges and installs the filter on every thread of the process. It cannot
    /// be left: call it once, in a process that will only render.
    public static func enter() throws(SandboxError) {
        // Without it, an unprivileged process may not install a filter; with it, no execve could
        // ever gain rights (setuid) even if one got through.
        guard folio_set_no_new_privs() == 0 else { throw .noNewPrivileges(errno: errno) }
        // Under a sanitizer writing to a log file (.ci/sanitizers), the report file is opened
        // while it still can be, else a report in the sandbox is lost; an empty file means none.
        folio_open_sanitizer_report_file()
        let filter = try SeccompFilter(defaultAction: folio_seccomp_act_errno(UInt16(EPERM)))
        try filter.synchroniseAllThreads()
        try SandboxAllowList.add(to: filter)
        try filter.load()
    }
}
