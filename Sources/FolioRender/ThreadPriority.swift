import Glibc

/// The priority of every thread and process that works beside the reader's main thread: render
/// threads and render worker processes, the render watch, the unmapping thread, the instrument's
/// memory sampler. They give the cores to the main thread the moment a frame is due.
public enum ThreadPriority {
    /// Their nice value: a core shared with the main thread goes to it about three times out of four.
    static let backgroundNiceness: Int32 = 5
    /// `SCHED_BATCH` of `<sched.h>`, which Swift's Glibc module leaves out (it is `_GNU_SOURCE`).
    private static let batchPolicy: Int32 = 3

    /// Lowers the calling thread: nice 5, and the batch policy, whose threads never preempt a
    /// running thread when they wake (the scheduler lets them run at its next tick or when the core
    /// is free). With nice values alone, a thread woken by a broadcast or a worker's answer still
    /// took the core from the main thread in the middle of its frame: about 4,800 times in one
    /// `flick-fast` run in the window, the watch thread (then at nice 0) half of them. Threads and
    /// processes the caller starts afterwards inherit both; a render worker process calls it first.
    public static func yieldToTheMainThread() {
        // On Linux both are the thread's own, and 0 names the calling thread.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, backgroundNiceness)
        var parameters = sched_param()
        _ = sched_setscheduler(0, batchPolicy, &parameters)
    }
}
