import CSDL2
import Foundation

/// Which of SDL's renderers draws the window (`--renderer`).
public enum WindowRenderer: String, Sendable, CaseIterable {
    /// OpenGL where the machine has a GPU to run it (a DRI render node), else software.
    case automatic = "auto"
    /// OpenGL with vsync, or software when no OpenGL renderer can be made.
    case opengl
    /// SDL's own, drawing into the X server's shared memory.
    case software

    /// What `automatic` picks here. Without a GPU, OpenGL is Mesa's llvmpipe: the CPU drawing
    /// either way, but with LLVM loaded and shaders compiled as the window opens (70 to 130 ms
    /// before the first frame under Xvfb on a 2-core machine, against none) and a magnified page
    /// drawn in 16 ms against 7 to 10.
    var resolved: WindowRenderer {
        guard self == .automatic else { return self }
        return Self.machineHasRenderNode ? .opengl : .software
    }

    /// A DRI render node this user may open: a GPU whose OpenGL driver is not a software one.
    static var machineHasRenderNode: Bool {
        let folder = "/dev/dri"
        let nodes = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return nodes.contains { $0.hasPrefix("renderD") && access("\(folder)/\($0)", R_OK | W_OK) == 0 }
    }

    /// Makes the renderer for `window`; nil when SDL cannot. The software renderer draws into the
    /// window's own framebuffer (X11's shared memory), not one SDL would emulate with OpenGL, which
    /// would load OpenGL after all.
    func make(for window: OpaquePointer) -> OpaquePointer? {
        switch resolved {
        case .software:
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        default:
            let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            return SDL_CreateRenderer(window, -1, accelerated)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
    }
}
