import CSDL2
import Foundation

/// Starts SDL's video for windows someone sees. Where it finds no display (no X server, no
/// Wayland compositor, no DRM device), SDL 2.26 falls back to its offscreen driver and every
/// window call succeeds: the reader would then run unseen until killed, so that driver, and the
/// dummy one, count as no display unless `SDL_VIDEODRIVER` asks for them.
enum SDLVideo {
    /// Drivers that draw for no one.
    static let unseenDrivers: Set<String> = ["offscreen", "dummy"]

    /// Initialises SDL's video (with its events), or throws why there is no display.
    static func start(for purpose: String = "start SDL video") throws(SDLError) {
        let environment = ProcessInfo.processInfo.environment
        // SDL_VIDEODRIVER may name several, tried in turn.
        let asked = (environment["SDL_VIDEODRIVER"] ?? "").lowercased().split(separator: ",").map(String.init)
        // Nowhere to look: not started, so that SDL's probes (libwayland's complaint on stderr
        // among them) do not come before the reason.
        guard !asked.isEmpty || canReachADisplay(environment) else {
            throw SDLError(
                failed: "no display to show a window on (DISPLAY and WAYLAND_DISPLAY are not set)", action: purpose)
        }
        // SDL holds the screen saver off for as long as it runs, asking the session bus as it
        // starts; a reader leaves it to the desktop, and holds it off only while presenting
        // (`PresentationIdle`), under Folio's name.
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDL_SetHint(SDL_HINT_APP_NAME, "Folio")
        SDL_SetHint(SDL_HINT_SCREENSAVER_INHIBIT_ACTIVITY_NAME, "Presenting slides")
        let status = ComposeTableCache.whileStartingVideo { SDL_InitSubSystem(SDL_INIT_VIDEO) }
        guard status == 0 else { throw SDLError(purpose) }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard unseenDrivers.contains(driver), !asked.contains(driver) else { return }
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        throw SDLError(
            failed:
                "no display to show a window on (SDL found only its \(driver) driver; set DISPLAY or WAYLAND_DISPLAY)",
            action: purpose)
    }

    /// Whether SDL's drivers have anything to try: an X server named by `DISPLAY`, a Wayland
    /// compositor named by `WAYLAND_DISPLAY` or at libwayland's default socket, or a DRM device
    /// for SDL's console driver.
    static func canReachADisplay(_ environment: [String: String]) -> Bool {
        if !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty { return true }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty,
            FileManager.default.fileExists(atPath: runtime + "/wayland-0")
        {
            return true
        }
        let devices = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return devices.contains { $0.hasPrefix("card") }
    }
}
