import CSDL2

/// What the window does while nobody touches it. While slides are presented, the pointer leaves a
/// slide after a second without moving, and the screen saver is held off. While reading, the
/// screen saver is left to the desktop, as other PDF readers leave it. SDL's default, made for
/// games, holds it off for as long as a window is open (`SDLVideo.start` turns that off). Main
/// thread only.
struct PresentationIdle {
    /// A second without moving, the pointer leaves a slide.
    static let pointerHidesAfter = 1.0

    /// When the pointer last moved.
    private var pointerMovedAt = 0.0
    private var pointerHidden = false
    private var screenSaverHeldOff = false

    mutating func pointerMoved(at time: Double) { pointerMovedAt = time }

    /// Shows the pointer while it moves, and hides it on a slide once it has been still a second.
    /// Holds the screen saver off while `presenting`, and only then.
    mutating func follow(presenting: Bool, at time: Double) {
        if presenting != screenSaverHeldOff {
            screenSaverHeldOff = presenting
            if presenting { SDL_DisableScreenSaver() } else { SDL_EnableScreenSaver() }
        }
        let hide = presenting && time - pointerMovedAt >= Self.pointerHidesAfter
        guard hide != pointerHidden else { return }
        pointerHidden = hide
        SDL_ShowCursor(hide ? SDL_DISABLE : SDL_ENABLE)
    }

    /// When the pointer is due to leave the slide, while presenting: the loop must wake then even
    /// without input.
    func pointerHidesAt(presenting: Bool) -> Double? {
        presenting && !pointerHidden ? pointerMovedAt + Self.pointerHidesAfter : nil
    }
}
