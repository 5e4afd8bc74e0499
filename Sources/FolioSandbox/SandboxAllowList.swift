import CSeccomp
import Glibc

/// The system calls the render sandbox allows, in groups that say what needs them. Everything
/// else is refused with EPERM by the filter's default action. Found by experiment: `strace -f` of
/// `folio sandbox-probe` on the sample and the corpus, looking for calls that came back EPERM
/// (only fstatfs and fadvise64 did). A render after the filter made: pread64 (poppler reading the
/// PDF), brk, mmap, munmap, read, write, lseek, close, futex, exit_group, and on the first font the
/// PDF does not embed, fontconfig's openat (read-only), access, newfstatat, readlink, getdents64,
/// fcntl, getrandom, fstatfs, fadvise64. The rest is here for what the worker processes will do
/// (threads, clocks, their socket, signals), so that a render worker does not fail on a path the
/// probe did not take.
enum SandboxAllowList {
    /// System calls allowed whatever their arguments, with what needs them.
    static let unconditional: [(reason: String, names: [String])] = [
        // The allocator (glibc malloc, and LargeAllocations' big page images), cairo's image
        // surfaces, poppler's streams, FreeType and fontconfig mapping font files and caches that
        // were opened read-only.
        ("memory", ["mmap", "munmap", "mprotect", "mremap", "madvise", "brk"]),
        // Locks of glib, poppler, the Swift runtime and Dispatch; glibc's per-thread set-up.
        ("threads and locks", ["futex", "set_robust_list", "rseq", "sched_yield", "sched_getaffinity", "membarrier"]),
        // Clocks: glib, the render watch, timed waits.
        ("time", ["clock_gettime", "clock_getres", "clock_nanosleep", "nanosleep", "gettimeofday", "time"]),
        // Descriptors already open: the PDF (given before the filter), the control socket, each
        // render's memory file (received on it), and fonts opened read-only below. Writing is allowed only to what is
        // already open (stdout, the socket): a new file cannot be opened for writing.
        (
            "open descriptors",
            [
                "read", "pread64", "readv", "write", "writev", "lseek", "close", "fcntl", "dup", "dup3",
                "fstat", "newfstatat", "statx", "getdents64", "poll", "ppoll",
            ]
        ),
        // A render worker sizes the memory file the reader sends with each render request to the
        // render's pixels; on the PDF, opened read-only, ftruncate fails.
        ("pixel memory", ["ftruncate"]),
        // fontconfig, on its first lookup of a font a PDF does not embed (Arial, Times-Roman):
        // fstatfs tells it whether the cache's file system is safe to mmap, fadvise64 hints the
        // cache file's reads. Both only look at descriptors fontconfig opened read-only.
        ("fontconfig's cache", ["fstatfs", "fadvise64"]),
        // Looking at paths without changing them: fontconfig reads /etc/fonts and checks its font
        // folders and caches (hundreds of access, newfstatat and readlink calls on its first
        // lookup), glibc resolves /proc/self links. Metadata may be read; nothing can be written.
        ("path lookups", ["readlink", "readlinkat", "access", "faccessat", "faccessat2", "getcwd"]),
        // Who and where the process is; glib and the Swift runtime ask; fontconfig draws random
        // numbers (getrandom) on its first lookup.
        (
            "identity",
            [
                "getpid", "gettid", "getppid", "getuid", "geteuid", "getgid", "getegid", "uname", "prlimit64",
                "getrandom",
            ]
        ),
        // Signal handlers and masks (glibc, the Swift runtime's backtracer, sanitizers).
        ("signals", ["rt_sigaction", "rt_sigprocmask", "rt_sigreturn", "sigaltstack"]),
        // Messages on sockets that were open before the filter (the worker's control socket):
        // no socket can be created, connected, bound or accepted.
        ("existing sockets", ["sendmsg", "recvmsg", "sendto", "recvfrom"]),
        ("ending", ["exit", "exit_group"]),
    ]

    /// `open`'s flags without any bit that writes, creates or truncates: fontconfig opens fonts
    /// and its cache lazily while a page renders, so reading any file stays possible.
    static let writingFlags = UInt64(O_ACCMODE | O_CREAT | O_TRUNC | O_APPEND)

    /// Adds every rule to `filter`.
    static func add(to filter: SeccompFilter) throws(SandboxError) {
        for group in unconditional {
            for name in group.names { try filter.add(name) }
        }
        // Read-only opens: the flags are argument 1 of open, 2 of openat.
        try filter.add("open", when: [.masked(1, writingFlags, equals: 0)])
        try filter.add("openat", when: [.masked(2, writingFlags, equals: 0)])
        // Threads, never processes: clone only with CLONE_THREAD (glibc's pthread_create), so fork,
        // vfork and posix_spawn (clone without CLONE_THREAD) are refused. clone3 passes its flags in
        // memory a filter cannot read, so it answers ENOSYS, on which glibc falls back to clone.
        try filter.add(
            "clone", when: [.masked(0, UInt64(folio_clone_thread_flag()), equals: UInt64(folio_clone_thread_flag()))])
        try filter.add("clone3", action: folio_seccomp_act_errno(UInt16(ENOSYS)))
        // Signals to itself only: abort() and a crash report raise SIGABRT with tgkill.
        let me = UInt64(getpid())
        try filter.add("kill", when: [.equal(0, me)])
        try filter.add("tgkill", when: [.equal(0, me)])
    }
}
