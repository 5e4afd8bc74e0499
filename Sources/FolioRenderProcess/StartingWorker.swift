/// A worker being started ahead (`WorkerLaunch.startAhead`): its socket takes requests at once,
/// while its process may still be the template process's to answer for.
enum StartingWorker {
    /// Asked of the template process, which has not answered yet.
    case asked(PendingWorker)
    /// Running: spawned, there being no template process to ask.
    case running(WorkerProcess)

    var channel: WorkerChannel {
        switch self {
        case .asked(let pending): pending.channel
        case .running(let process): process.channel
        }
    }

    /// The worker's process, once it has one: waits for the template's answer.
    func process() throws(WireError) -> WorkerProcess {
        switch self {
        case .asked(let pending): try pending.process()
        case .running(let process): process
        }
    }
}
