import FolioSandbox
import Glibc

/// What a render worker does wrong on purpose, for the tests only: read from
/// `FOLIO_RENDER_WORKER_TEST` in the worker's environment, `ACTION@PAGE` items separated by commas,
/// ACTION one of `segv` (die of SIGSEGV mid-render), `hang` (sleep forever), `write`, `exec` or
/// `socket` (try what the sandbox forbids, and fail the page saying whether it was refused).
/// Each acts when page PAGE is rendered. Unset, the worker behaves.
struct WorkerMisbehaviour: Sendable {
    enum Action: Sendable, Equatable {
        case segv, hang
        case forbidden(ForbiddenAttempt)
    }

    static let environmentVariable = "FOLIO_RENDER_WORKER_TEST"

    private(set) var actions: [Int: Action] = [:]

    init(parsing text: String?) {
        for item in (text ?? "").split(separator: ",") {
            let parts = item.split(separator: "@")
            guard parts.count == 2, let page = Int(parts[1]) else { continue }
            switch parts[0] {
            case "segv": actions[page] = .segv
            case "hang": actions[page] = .hang
            default: if let attempt = ForbiddenAttempt(rawValue: String(parts[0])) { actions[page] = .forbidden(attempt) }
            }
        }
    }

    static var fromEnvironment: WorkerMisbehaviour {
        WorkerMisbehaviour(parsing: getenv(environmentVariable).map { String(cString: $0) })
    }

    /// Acts before page `page` renders; returns the failure's detail for a forbidden attempt.
    func act(onPage page: Int) -> String? {
        switch actions[page] {
        case nil: return nil
        case .segv:
            // The default action, whatever handler a sanitizer installed: the process dies of SIGSEGV.
            signal(SIGSEGV, SIG_DFL)
            raise(SIGSEGV)
            return nil
        case .hang:
            while true { sleep(3600) }
        case .forbidden(let attempt):
            let (what, refusedWith) = attempt.attempt()
            guard let refusedWith else { return "the renderer's sandbox let it \(what)" }
            return "the renderer tried to \(what) and its sandbox refused (\(String(cString: strerror(refusedWith))))"
        }
    }
}
