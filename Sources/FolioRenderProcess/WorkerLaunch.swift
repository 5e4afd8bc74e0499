import FolioCore
import FolioRender
import Foundation
import SystemPackage

/// How a render worker process is started: the program, the document and its password, the
/// environment, the template process that forks workers, and the counts every worker of one
/// opener adds to.
struct WorkerLaunch: Sendable {
    let executable: String
    let path: String
    let password: String?
    /// The colours the workers show pages in, if not their own.
    var recolor: Recolor? = nil
    let environment: [String: String]
    let counts: Locked<WorkerProcessCounts>
    /// Forks the workers when there is one; else, or when it fails, each worker is a new process.
    var zygote: ZygoteProcess? = nil

    /// Starts a worker process on `document`: forked by the zygote, or else `executable render-worker`.
    func start(document: DocumentFile) throws(FolioError) -> WorkerProcess {
        let began = MonotonicClock.seconds
        var zygoteFailure = ""
        if let zygote {
            do throws(WireError) {
                let process = try zygote.startWorker(document: document)
                process.waitedFrom = began
                return process
            } catch {
                zygoteFailure = "; its template process \(zygote.pid) could not fork one either (\(error))"
            }
        }
        do throws(Errno) {
            let process = try WorkerProcess(executable: executable, document: document, environment: environment)
            process.waitedFrom = began
            return process
        } catch {
            throw .renderProcessFailed(path: path, detail: "cannot start \(executable) (\(error))\(zygoteFailure)")
        }
    }

    /// Starts a worker process on `document` without waiting for the template process to answer,
    /// when there is one and it takes the request; else as `start` does.
    func startAhead(document: DocumentFile) throws(FolioError) -> StartingWorker {
        if let pending = try? zygote?.requestWorker(document: document) { return .asked(pending) }
        return .running(try start(document: document))
    }
}
