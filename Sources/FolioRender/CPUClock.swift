import Glibc

/// CPU time, as opposed to `MonotonicClock`'s wall time: what a render cost, whether or not its
/// thread had a core to itself.
public enum CPUClock {
    /// Seconds of CPU the calling thread has used.
    public static var thisThread: Double { seconds(CLOCK_THREAD_CPUTIME_ID) }

    /// Seconds of CPU every thread of the process has used.
    public static var thisProcess: Double { seconds(CLOCK_PROCESS_CPUTIME_ID) }

    private static func seconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
