import CSDL2
import FolioCore
import FolioPresenter

/// Draws a frame of a slide transition: the page left and the page arriving, each drawn whole into
/// a window-sized picture of its own (SDL render targets), then the pictures moved, scaled, faded
/// and cut as the transition's layers say, on black. A picture is drawn again only when what it
/// shows changed (each frame while crisp pixels that landed during it fade in): with SDL's software
/// renderer each is a full window of pixels, a third of a frame's drawing. Main thread only.
final class TransitionPainter {
    /// What a picture holds: its pages' images (each by its key and arrival) and where they go.
    private struct Content: Equatable {
        var images: [RenderKey] = []
        var arrivals: [Double] = []
        var origins: [Point] = []
        var scales: [Double] = []
        var areas: [Rect?] = []
        var opacities: [Double] = []

        init(_ pages: [ComposedFrame.Page]) {
            for page in pages {
                images += page.layers.map(\.key)
                arrivals += page.layers.map(\.arrivedAt)
                origins.append(page.origin)
                scales.append(page.scale)
                opacities.append(page.opacity)
                areas += [page.placeholder, page.clip] + (page.underClip ?? []).map { $0 }
            }
        }
    }

    /// The page left's picture and the page arriving's, while presenting, and what each holds.
    private var pictures: [OpaquePointer] = []
    private var contents: [Content?] = [nil, nil]
    private var pictureSize = Size(width: 0, height: 0)
    /// The renderer cannot draw into textures: transitions are not drawn (the page arriving shows).
    private var unsupported = false

    typealias PagesDrawer = ([ComposedFrame.Page], Rect, OpaquePointer) -> Void

    /// Draws `transition`'s frame with `drawPages`; false when it cannot (the frame is drawn as if
    /// the transition were over).
    func draw(
        _ transition: ComposedFrame.Transition, of frame: ComposedFrame, on renderer: OpaquePointer,
        drawingPages drawPages: PagesDrawer
    ) -> Bool {
        guard preparePictures(size: frame.screen.size, on: renderer) else { return false }
        for (index, page) in [transition.from, transition.to].enumerated() {
            let pages = frame.slots.filter { $0.state.page == page }.flatMap(\.pages)
            let content = Content(pages)
            guard content != contents[index] else { continue }
            contents[index] = content
            SDL_SetRenderTarget(renderer, pictures[index])
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0xFF)
            SDL_RenderClear(renderer)
            drawPages(pages, frame.screen, renderer)
        }
        SDL_SetRenderTarget(renderer, nil)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0xFF)
        SDL_RenderClear(renderer)
        for layer in transition.layers { draw(layer, on: frame.screen, renderer: renderer) }
        return true
    }

    /// Lets the pictures go: presentation mode is over.
    func release() {
        for picture in pictures { SDL_DestroyTexture(picture) }
        pictures = []
        contents = [nil, nil]
        pictureSize = Size(width: 0, height: 0)
    }

    deinit { release() }

    /// Two pictures the window's size, made when the size changes. They have no alpha channel: an
    /// opaque layer is copied, and Fade's blend of one over the other takes SDL's per-surface-alpha
    /// path, a third of the software renderer's generic blend for pixels with alpha.
    private func preparePictures(size: Size, on renderer: OpaquePointer) -> Bool {
        guard !unsupported else { return false }
        if pictures.count == 2, pictureSize == size { return true }
        release()
        guard SDL_RenderTargetSupported(renderer) == SDL_TRUE else {
            unsupported = true
            return false
        }
        for _ in 0..<2 {
            guard
                let picture = SDL_CreateTexture(
                    renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                    Int32(size.width), Int32(size.height))
            else {
                release()
                unsupported = true
                return false
            }
            pictures.append(picture)
        }
        pictureSize = size
        return true
    }

    /// One layer: its picture scaled about the window's centre, moved, faded, and drawn only in its clip.
    private func draw(_ layer: TransitionLayer, on screen: Rect, renderer: OpaquePointer) {
        guard layer.opacity > 0, layer.scale > 0 else { return }
        let picture = pictures[layer.picture == .from ? 0 : 1]
        // The pictures are opaque: copied as they are unless faded, SDL's cheapest draw.
        SDL_SetTextureBlendMode(picture, layer.opacity < 1 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        SDL_SetTextureAlphaMod(picture, UInt8((min(layer.opacity, 1) * 255).rounded()))
        let width = screen.width * layer.scale, height = screen.height * layer.scale
        let placed = Rect(
            x: screen.minX + (screen.width - width) / 2 + layer.offset.x,
            y: screen.minY + (screen.height - height) / 2 + layer.offset.y, width: width, height: height)
        for clip in layer.clip ?? [screen] {
            guard let part = placed.intersection(clip)?.intersection(screen) else { continue }
            var source = SDL_Rect(
                Rect(
                    x: (part.minX - placed.minX) / layer.scale, y: (part.minY - placed.minY) / layer.scale,
                    width: part.width / layer.scale, height: part.height / layer.scale))
            var destination = SDL_FRect(
                x: Float(part.minX), y: Float(part.minY), w: Float(part.width), h: Float(part.height))
            SDL_RenderCopyF(renderer, picture, &source, &destination)
        }
    }
}
