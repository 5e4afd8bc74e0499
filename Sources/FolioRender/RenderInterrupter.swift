/// Why a render in progress is stopped by someone other than the thread waiting for it.
public enum RenderInterruption: Sendable, Equatable {
    /// It ran past the pool's time limit (`RenderWatch`).
    case pastTimeLimit(seconds: Double)
    /// Nobody wants its pixels any more (a stale generation, a page flicked past) and it has run long.
    case unwanted
    /// The pool is stopping.
    case stopping
}

/// Stops the render in progress of one page source, from any thread.
public protocol RenderInterrupter: Sendable {
    /// Stops the render under way, if one is: the source's `render` then throws the reason's error
    /// (`renderTookTooLong`, `renderStopped`). Returns whether a render was under way.
    func interrupt(_ reason: RenderInterruption) -> Bool
}

/// A page source whose renders can be stopped midway: a render worker process, which is killed
/// (poppler itself cannot be interrupted, so a thread's render cannot).
public protocol InterruptiblePageSource: PageSource {
    var interrupter: any RenderInterrupter { get }
    /// The CPU seconds the last request cost where it ran (the worker process), stopped or not:
    /// what a `render` cost, asked right after it.
    var cpuSecondsOfLastRender: Double { get }
}
