import CSeccomp
import Glibc

/// A libseccomp filter being built: owns the `scmp_filter_ctx` and releases it in `deinit`
/// (loading copies the program into the kernel, so the context is not needed afterwards).
final class SeccompFilter {
    private let context: scmp_filter_ctx

    /// A filter whose calls not matched by a rule get `defaultAction`.
    init(defaultAction: UInt32) throws(SandboxError) {
        guard let context = seccomp_init(defaultAction) else {
            throw .seccomp(step: "seccomp_init", errno: ENOMEM)
        }
        self.context = context
    }

    deinit { seccomp_release(context) }

    /// Applies the filter to every thread of the process, not only the calling one: a thread
    /// started before `load()` (Dispatch's, a deadline's) would otherwise run unfiltered.
    func synchroniseAllThreads() throws(SandboxError) {
        try SandboxError.check(seccomp_attr_set(context, SCMP_FLTATR_CTL_TSYNC, 1), "seccomp_attr_set(TSYNC)")
    }

    /// Gives the call `name` the action `action` when every comparison holds (always, with none).
    func add(_ name: String, action: UInt32 = SCMP_ACT_ALLOW, when comparisons: [scmp_arg_cmp] = [])
        throws(SandboxError)
    {
        let number = seccomp_syscall_resolve_name(name)
        guard number != __NR_SCMP_ERROR else { throw .unknownSystemCall(name) }
        var comparisons = comparisons
        let result = comparisons.withUnsafeMutableBufferPointer { buffer in
            seccomp_rule_add_array(context, action, number, UInt32(buffer.count), buffer.baseAddress)
        }
        try SandboxError.check(result, "adding the rule for \(name)")
    }

    /// Installs the filter in the kernel: from here on it cannot be removed or loosened.
    func load() throws(SandboxError) {
        try SandboxError.check(seccomp_load(context), "seccomp_load")
    }
}

extension scmp_arg_cmp {
    /// Argument `index` (from 0) with the bits of `mask` equal to `value`.
    static func masked(_ index: UInt32, _ mask: UInt64, equals value: UInt64) -> scmp_arg_cmp {
        scmp_arg_cmp(arg: index, op: SCMP_CMP_MASKED_EQ, datum_a: mask, datum_b: value)
    }

    /// Argument `index` (from 0) equal to `value`.
    static func equal(_ index: UInt32, _ value: UInt64) -> scmp_arg_cmp {
        scmp_arg_cmp(arg: index, op: SCMP_CMP_EQ, datum_a: value, datum_b: 0)
    }
}
