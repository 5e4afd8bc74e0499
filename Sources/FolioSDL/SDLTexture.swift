import CSDL2
import FolioCore
import FolioRender

/// A GPU texture holding one rendered image; released with the object.
final class SDLTexture {
    let texture: OpaquePointer
    let width: Int
    let height: Int

    /// Uploads `image` (premultiplied BGRA, SDL's ARGB8888) into a new texture.
    init(renderer: OpaquePointer, image: PixelBuffer) throws(SDLError) {
        guard let texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
            Int32(image.width), Int32(image.height))
        else { throw SDLError("create a \(image.width)x\(image.height) texture") }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        self.texture = texture
        self.width = image.width
        self.height = image.height
        try replace(with: image)
    }

    /// Uploads `image`, which must have the texture's size, over the current pixels.
    func replace(with image: PixelBuffer) throws(SDLError) {
        let uploaded = image.bytes.withUnsafeBytes {
            SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(image.bytesPerRow))
        }
        guard uploaded == 0 else { throw SDLError("upload a \(width)x\(height) texture") }
    }

    deinit { SDL_DestroyTexture(texture) }
}

extension SDL_Rect {
    /// The pixel rectangle nearest to `rect`.
    init(_ rect: Rect) {
        self.init(
            x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()),
            w: Int32(rect.width.rounded()), h: Int32(rect.height.rounded()))
    }
}
