import Foundation

/// Render threads give way to the main thread.
extension RenderPool {
    /// A render thread's nice value: on a machine with as many threads as cores, the scheduler then
    /// hands a core to the main thread the moment a frame is due, instead of letting a render run out
    /// its time slice (measured as missed frames without a stall).
    static let workerNiceness: Int32 = 5

    /// Lowers the calling thread's priority: `setpriority` on the thread's own id, which Swift
    /// cannot ask `gettid` for, so it is read from `/proc/thread-self` (a link to `PID/task/TID`).
    /// Threads it starts afterwards inherit the priority: a render worker process calls it first.
    public static func yieldToTheMainThread() {
        #if os(Linux)
            var link = [UInt8](repeating: 0, count: 64)
            let length = link.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    readlink("/proc/thread-self", $0, buffer.count - 1)
                }
            }
            guard length > 0,
                let tid = String(decoding: link.prefix(length), as: UTF8.self).split(separator: "/").last.flatMap({
                    id_t($0)
                })
            else { return }
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), tid, workerNiceness)
        #endif
    }
}
