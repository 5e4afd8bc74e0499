#if DEBUG
    import FolioSandbox
    import Glibc

    /// What a render worker does wrong on purpose, for the tests only: compiled into debug builds
    /// alone (the tests run `.build/debug/folio`), so a release build has no such code and ignores the
    /// variable. Read from `FOLIO_RENDER_WORKER_TEST` in the worker's environment, `ACTION@WHEN` items
    /// separated by commas. ACTION is `segv` (die of SIGSEGV), `hang` (sleep forever), `write`, `exec`
    /// or `socket` (try what the sandbox forbids, and fail the request saying whether it was refused).
    /// WHEN is a page number (as that page is rendered), `outline` (as the outline is read), or
    /// `links:PAGE`, `text:PAGE`, `find:PAGE` (as that page's links or text are read, or it is
    /// searched). Unset, the worker behaves.
    struct WorkerMisbehaviour: Sendable {
        enum Action: Sendable, Equatable {
            case segv, hang
            case forbidden(ForbiddenAttempt)
        }

        /// The request an action is taken in.
        enum Moment: Hashable, Sendable {
            case render(page: Int)
            case outline
            case links(page: Int)
            case text(page: Int)
            case find(page: Int)

            /// `request`'s moment; nil for a request no action is taken in (the open, sizes, labels).
            init?(_ request: WorkerRequest) {
                switch request {
                case .render(let page, _, _), .renderAhead(let page, _, _, _): self = .render(page: page)
                case .outline: self = .outline
                case .links(let page): self = .links(page: page)
                case .text(let page): self = .text(page: page)
                case .find(_, let page): self = .find(page: page)
                case .open, .pageSize, .pageLabel, .measure, .contentBox, .slides, .marks, .fields: return nil
                }
            }

            init?(parsing text: Substring) {
                if text == "outline" {
                    self = .outline
                    return
                }
                let parts = text.split(separator: ":", omittingEmptySubsequences: false)
                guard let page = parts.last.flatMap({ Int($0) }) else { return nil }
                switch parts.count == 2 ? parts[0] : parts.count == 1 ? "render" : "" {
                case "render": self = .render(page: page)
                case "links": self = .links(page: page)
                case "text": self = .text(page: page)
                case "find": self = .find(page: page)
                default: return nil
                }
            }

            /// The page the request is about; nil for the outline.
            var page: Int? {
                switch self {
                case .render(let page), .links(let page), .text(let page), .find(let page): page
                case .outline: nil
                }
            }
        }

        static let environmentVariable = "FOLIO_RENDER_WORKER_TEST"

        private(set) var actions: [Moment: Action] = [:]

        init(parsing text: String?) {
            for item in (text ?? "").split(separator: ",") {
                let parts = item.split(separator: "@", omittingEmptySubsequences: false)
                guard parts.count == 2, let moment = Moment(parsing: parts[1]) else { continue }
                switch parts[0] {
                case "segv": actions[moment] = .segv
                case "hang": actions[moment] = .hang
                default:
                    if let attempt = ForbiddenAttempt(rawValue: String(parts[0])) {
                        actions[moment] = .forbidden(attempt)
                    }
                }
            }
        }

        static var fromEnvironment: WorkerMisbehaviour {
            WorkerMisbehaviour(parsing: getenv(environmentVariable).map { String(cString: $0) })
        }

        /// Acts before `moment`'s answer; returns the failure's detail for a forbidden attempt.
        func act(at moment: Moment) -> String? {
            switch actions[moment] {
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
                return
                    "the renderer tried to \(what) and its sandbox refused (\(String(cString: strerror(refusedWith))))"
            }
        }
    }
#endif
