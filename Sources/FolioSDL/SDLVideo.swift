import CSDL2
import Foundation

/// Starts SDL's video for windows someone sees. Where it finds no display (no X server, no
/// Wayland compositor), SDL 2.26 falls back to its offscreen driver and every window call
/// succeeds: the reader would then run unseen until killed, so that driver, and the dummy one,
/// count as no display unless `SDL_VIDEODRIVER` asks for them.
enum SDLVideo {
    /// Drivers that draw for no one.
    static let unseenDrivers: Set<String> = ["offscreen", "dummy"]

    /// Initialises `subsystem` (the video, with SDL's events), or throws why there is no display.
    static func start(_ subsystem: UInt32 = SDL_INIT_VIDEO, for purpose: String = "start SDL video") throws(SDLError) {
        guard SDL_InitSubSystem(subsystem) == 0 else { throw SDLError(purpose) }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        // SDL_VIDEODRIVER may name several, tried in turn.
        let asked = (ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? "").lowercased().split(separator: ",")
        guard unseenDrivers.contains(driver), !asked.contains(where: { $0 == driver }) else { return }
        SDL_QuitSubSystem(subsystem)
        throw SDLError(
            failed:
                "no display to show a window on (SDL found only its \(driver) driver; set DISPLAY or WAYLAND_DISPLAY)",
            action: purpose)
    }
}
