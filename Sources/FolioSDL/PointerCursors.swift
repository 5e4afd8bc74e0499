import CSDL2

/// The pointer's two looks: the arrow, and a hand over a link. Both are made once (SDL video must
/// be started) and freed with this; the cursor is set only when the look changes.
final class PointerCursors {
    private let arrow: OpaquePointer?
    private let hand: OpaquePointer?
    private var showsHand = false

    init() {
        arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
        hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND)
    }

    deinit {
        if let arrow { SDL_FreeCursor(arrow) }
        if let hand { SDL_FreeCursor(hand) }
    }

    /// The hand while `overLink`, else the arrow.
    func show(overLink: Bool) {
        guard overLink != showsHand, let cursor = overLink ? hand : arrow else { return }
        showsHand = overLink
        SDL_SetCursor(cursor)
    }
}
