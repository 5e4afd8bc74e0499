import CSDL2
import FolioCore
import FolioRender

/// What the bench draws into: an offscreen surface with SDL's software renderer (no display
/// needed), or a real window with the renderer the reader would use (`--in-window`), so that the
/// report measures what the screen shows: the presents, the uploads into the driver.
final class BenchCanvas {
    private enum Target {
        case offscreen(UnsafeMutablePointer<SDL_Surface>)
        case window
    }

    private let target: Target
    /// The window, let go before SDL's video is stopped.
    private var window: SDLWindow?
    let renderer: OpaquePointer
    /// The page textures let go of, for the next of their size.
    let textures: SDLTexturePool

    /// A canvas of `size` pixels: in a window shown at that size drawn by `renderer`, or offscreen.
    init(size: Size, inWindow: Bool, renderer kind: WindowRenderer) throws(SDLError) {
        if inWindow {
            try SDLVideo.start(for: "start SDL video for --in-window")
            SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
            let window: SDLWindow
            do {
                window = try SDLWindow(title: "Folio bench", size: size, renderer: kind)
            } catch {
                SDL_QuitSubSystem(SDL_INIT_VIDEO)
                throw error
            }
            window.show()
            target = .window
            self.window = window
            renderer = window.renderer
            textures = window.textures
        } else {
            let width = Int32(size.width), height = Int32(size.height)
            guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
            else {
                throw SDLError("create a \(width)x\(height) offscreen surface")
            }
            guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
                SDL_FreeSurface(surface)
                throw SDLError("create a software renderer")
            }
            target = .offscreen(surface)
            self.renderer = renderer
            textures = SDLTexturePool(renderer: renderer)
        }
    }

    deinit {
        switch target {
        case .offscreen(let surface):
            textures.drain()
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        case .window:
            window = nil  // destroys its renderer and itself, before SDL's video stops
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
        }
    }

    /// Takes the window's events, as a window must to stay responsive; nothing offscreen.
    func takeEvents() {
        guard case .window = target else { return }
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
    }

    /// The top-left `width` x `height` pixels of the last frame.
    func screenshot(width: Int, height: Int) throws(SDLError) -> PixelBuffer {
        switch target {
        case .offscreen(let surface):
            return PixelBuffer(surface, width: width, height: height)
        case .window:
            let rowBytes = width * PixelBuffer.bytesPerPixel
            var bytes = [UInt8](repeating: 0, count: rowBytes * height)
            var area = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
            let read = bytes.withUnsafeMutableBytes {
                SDL_RenderReadPixels(
                    renderer, &area, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(rowBytes))
            }
            guard read == 0 else { throw SDLError("read the window's pixels") }
            return PixelBuffer(width: width, height: height, bytesPerRow: rowBytes, bytes: bytes)
        }
    }
}
