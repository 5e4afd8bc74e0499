import CSDL2
import FolioCore
import FolioInstrument
import FolioPresenter

extension MachineInfo {
    /// The machine behind `renderer`, drawing a `window`-sized view: SDL's version, video driver,
    /// renderer name and drawable size.
    init(renderer: OpaquePointer, window: Size) {
        var info = SDL_RendererInfo()
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let name =
            SDL_GetRendererInfo(renderer, &info) == 0 && info.name != nil ? String(cString: info.name) : "unknown"
        let usesOpenGL = name.hasPrefix("opengl")
        self.init(
            sdlVersion: SDLVersion.running,
            videoDriver: SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none",
            renderer: name, glRenderer: usesOpenGL ? Self.openGLString(0x1F01) : nil,  // GL_RENDERER
            glVendor: usesOpenGL ? Self.openGLString(0x1F00) : nil,  // GL_VENDOR
            window: [Int(window.width), Int(window.height)],
            drawable: [Int(width), Int(height)])
    }

    /// `glGetString(name)` in the OpenGL context SDL's renderer made current on this thread; nil
    /// when there is none.
    private static func openGLString(_ name: UInt32) -> String? {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard SDL_GL_GetCurrentContext() != nil, let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        return unsafeBitCast(address, to: GetString.self)(name).map { String(cString: $0) }
    }
}
