import CSDL2
import FolioCore
import FolioPresenter

/// An SDL window with its renderer; destroying the object closes the window.
final class SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// The page textures let go of, for the next of their size (`SDLTexturePool`).
    let textures: SDLTexturePool

    /// SDL_WINDOWPOS_CENTERED_DISPLAY(0), a C macro Swift cannot import.
    private static let centred: Int32 = 0x2FFF_0000

    /// A hidden window (`show()` shows it) centred on display `display`.
    init(title: String, size: Size, renderer kind: WindowRenderer = .automatic, display: Int32 = 0) throws(SDLError) {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        let centred = Self.centred | display
        guard
            let window = SDL_CreateWindow(title, centred, centred, Int32(size.width), Int32(size.height), flags)
        else {
            throw SDLError("create a window")
        }
        guard let renderer = kind.make(for: window) else {
            let error = SDLError("create a renderer")
            SDL_DestroyWindow(window)
            throw error
        }
        self.window = window
        self.renderer = renderer
        self.textures = SDLTexturePool(renderer: renderer)
        FramebufferWarmUp.start(window: window, renderer: renderer)
    }

    deinit {
        textures.drain()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    func show() { SDL_ShowWindow(window) }

    var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// Device pixels per window point: 1 on ordinary screens, 2 on most HiDPI ones.
    var pixelDensity: Double {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return width > 0 ? drawableSize.width / Double(width) : 1
    }

    /// The display's refresh rate in frames per second: the frame budget is 1 / this. 60 when the
    /// display does not say (Xvfb).
    var refreshRate: Double {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// Size of the drawing area in device pixels, which is larger than the window on HiDPI screens.
    var drawableSize: Size {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }
}
