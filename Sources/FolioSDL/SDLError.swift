import CSDL2

/// A failure reported by SDL, with SDL's own explanation; the one place SDL errors become Swift errors.
public struct SDLError: Error, Sendable, CustomStringConvertible {
    public let action: String
    public let reason: String

    /// Captures `SDL_GetError()` for the call that just failed.
    init(_ action: String) {
        self.action = action
        self.reason = String(cString: SDL_GetError())
    }

    /// A failure already explained (a texture the presenter could not fill).
    init(failed description: String, action: String = "draw the frame") {
        self.action = action
        self.reason = description
    }

    public var description: String { "cannot \(action): \(reason)" }
}
