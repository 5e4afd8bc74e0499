import CSDL2
import FolioCore
import FolioPresenter

/// Draws the slots of a composed frame (`ComposedFrame`): the grey background (black when
/// presenting), each slot's images bottom first (each only where it shows), or its placeholder in
/// page colour (under them while they fade in); a slide transition's frame through `TransitionPainter`; a blanked screen.
final class Compositor {
    private static let backgroundGrey: UInt8 = 0x40
    private let transitionPainter = TransitionPainter()

    func draw(_ frame: ComposedFrame, on renderer: OpaquePointer) {
        if frame.blank != .none {
            let level: UInt8 = frame.blank == .white ? 0xFF : 0
            SDL_SetRenderDrawColor(renderer, level, level, level, 0xFF)
            SDL_RenderClear(renderer)
            return
        }
        if let transition = frame.transition,
            transitionPainter.draw(transition, of: frame, on: renderer, drawingPages: Self.drawPages)
        {
            return
        }
        if !frame.presenting { transitionPainter.release() }
        Self.drawBackground(presenting: frame.presenting, on: renderer)
        Self.drawPages(frame.pages, screen: frame.screen, on: renderer)
    }

    /// The background alone: grey, or black when presenting.
    static func drawBackground(presenting: Bool, on renderer: OpaquePointer) {
        let grey = presenting ? 0 : backgroundGrey
        SDL_SetRenderDrawColor(renderer, grey, grey, grey, 0xFF)
        SDL_RenderClear(renderer)
    }

    /// Draws `pages`, each's images bottom first, or its placeholder, within `screen`.
    static func drawPages(_ pages: [ComposedFrame.Page], screen: Rect, on renderer: OpaquePointer) {
        for page in pages {
            if var placeholder = page.placeholder.map(SDL_Rect.init) {
                SDL_SetRenderDrawColor(renderer, 0xFF, 0xFF, 0xFF, 0xFF)
                SDL_RenderFillRect(renderer, &placeholder)
            }
            for layer in page.layers {
                let texture = (layer.texture as? SDLTexture)?.texture
                if page.opacity < 1, let texture {
                    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                    SDL_SetTextureAlphaMod(texture, UInt8((max(page.opacity, 0) * 255).rounded()))
                }
                for part in page.drawnParts(of: layer, on: screen) {
                    layer.draw(on: renderer, pageOrigin: page.origin, scale: page.scale, screen: part)
                }
                if page.opacity < 1, let texture {
                    // Pages are opaque and copied as they are: the cheapest draw, and the one kept.
                    SDL_SetTextureAlphaMod(texture, 0xFF)
                    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
                }
            }
        }
    }
}

extension CachedImage {
    /// Draws the image for a page now shown at `scale` with its top-left corner at `origin`
    /// (window pixels), clipped to `screen` (`placement` says which texels go where).
    func draw(on renderer: OpaquePointer, pageOrigin origin: Point, scale: Double, screen: Rect) {
        guard let texture = texture as? SDLTexture,
            let (source, destination) = placement(pageOrigin: origin, scale: scale, screen: screen)
        else { return }
        var sourceRect = SDL_Rect(
            x: Int32(source.x), y: Int32(source.y), w: Int32(source.width), h: Int32(source.height))
        var destinationRect = SDL_FRect(
            x: Float(destination.minX), y: Float(destination.minY), w: Float(destination.width),
            h: Float(destination.height))
        SDL_RenderCopyF(renderer, texture.texture, &sourceRect, &destinationRect)
    }
}
