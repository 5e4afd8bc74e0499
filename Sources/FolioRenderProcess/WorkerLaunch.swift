import FolioRender

/// How a render worker process is started: the program, the document and its password, the
/// environment, and the counts every worker of one opener adds to.
struct WorkerLaunch: Sendable {
    let executable: String
    let path: String
    let password: String?
    let environment: [String: String]
    let counts: Locked<WorkerProcessCounts>
}
