import CSDL2
import FolioCore
import FolioInstrument
import FolioPresenter

extension MachineInfo {
    /// The machine behind `renderer`, drawing a `window`-sized view: SDL's version, video driver,
    /// renderer name and drawable size.
    init(renderer: OpaquePointer, window: Size) {
        var version = SDL_version()
        SDL_GetVersion(&version)
        var info = SDL_RendererInfo()
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        self.init(
            sdlVersion: "\(version.major).\(version.minor).\(version.patch)",
            videoDriver: SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none",
            renderer: SDL_GetRendererInfo(renderer, &info) == 0 && info.name != nil
                ? String(cString: info.name) : "unknown",
            window: [Int(window.width), Int(window.height)],
            drawable: [Int(width), Int(height)])
    }
}
