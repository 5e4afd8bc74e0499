import CMemoryCopy
import CSDL2
import FolioCore
import FolioPresenter
import FolioRender

/// A GPU texture holding one rendered image; released with the object.
final class SDLTexture: PageTexture {
    let texture: OpaquePointer
    let width: Int
    let height: Int
    /// Where the texture goes back to when let go of, rather than being destroyed; nil: destroyed.
    private let pool: SDLTexturePool?

    /// A `width` x `height` texture for premultiplied BGRA pixels (SDL's ARGB8888), filled by `upload`.
    /// Pages are opaque and copied as they are; an overlay (`blended`) is laid over what is below.
    init(renderer: OpaquePointer, width: Int, height: Int, blended: Bool = false) throws(SDLError) {
        self.texture = try Self.make(
            renderer: renderer, width: width, height: height, blended: blended, inPlace: false)
        self.width = width
        self.height = height
        self.pool = nil
    }

    /// An opaque page texture of `pool`'s renderer: one waiting there if one has this size (unless
    /// not `takingOneWaiting`), which goes back there when this is let go of. Its pixels are
    /// whatever it held: every row is uploaded before it is drawn.
    init(pool: SDLTexturePool, width: Int, height: Int, takingOneWaiting: Bool = true) throws(SDLError) {
        if takingOneWaiting, let waiting = pool.take(width: width, height: height) {
            self.texture = waiting
        } else {
            self.texture = try Self.make(
                renderer: pool.renderer, width: width, height: height, blended: false, inPlace: pool.fillsInPlace)
        }
        self.width = width
        self.height = height
        self.pool = pool
    }

    /// A new SDL texture of `renderer` for premultiplied BGRA pixels, opaque or `blended`; a
    /// streaming one when it is to be filled `inPlace`.
    private static func make(renderer: OpaquePointer, width: Int, height: Int, blended: Bool, inPlace: Bool)
        throws(SDLError) -> OpaquePointer
    {
        let access = inPlace ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_STATIC
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(access.rawValue), Int32(width), Int32(height))
        else { throw SDLError("create a \(width)x\(height) texture") }
        SDL_SetTextureBlendMode(texture, blended ? premultipliedBlend : SDL_BLENDMODE_NONE)
        return texture
    }

    /// Uploads `rows` of `image`, which must have the texture's size, over the same rows.
    ///
    /// For a pool's textures on SDL's software renderer (`SDLTexturePool.fillsInPlace`), SDL
    /// lends the texture's own memory, which is written with streaming stores: a plain copy reads
    /// each line of a texture in no cache before writing it. A page's pixels go in at 1.6 times
    /// memcpy's speed that way (16 to 17 GB/s against 10 to 11 in a C test on this project's
    /// machines), and `flick-fast`'s uploads at 1.4 to 1.5 times.
    func fill(_ image: PixelBuffer, rows: Range<Int>) throws(SDLError) {
        guard !rows.isEmpty else { return }
        var area = SDL_Rect(x: 0, y: Int32(rows.lowerBound), w: Int32(width), h: Int32(rows.count))
        if pool?.fillsInPlace == true {
            let copied: Void? = withOwnMemory(rows: area) { pixels, pitch in
                image.withUnsafeBytes {
                    folio_copy_rows_streaming(
                        pixels, pitch, $0.baseAddress! + rows.lowerBound * image.bytesPerRow, image.bytesPerRow,
                        width * PixelBuffer.bytesPerPixel, rows.count)
                }
            }
            guard copied != nil else { throw SDLError("lock rows \(rows) of a \(width)x\(height) texture") }
            return
        }
        let uploaded = image.withUnsafeBytes {
            SDL_UpdateTexture(
                texture, &area, $0.baseAddress! + rows.lowerBound * image.bytesPerRow, Int32(image.bytesPerRow))
        }
        guard uploaded == 0 else { throw SDLError("upload rows \(rows) of a \(width)x\(height) texture") }
    }

    /// `fill`, for the session's images.
    func upload(_ image: PixelBuffer, rows: Range<Int>) throws(TextureError) {
        do { try fill(image, rows: rows) } catch { throw TextureError(error) }
    }

    /// On SDL's software renderer, whose streaming textures lend their own memory, the pixels
    /// read back and kept small; nil on a GPU's renderer, whose textures are not read back.
    func whiteRuns() -> WhiteRunImage? {
        guard pool?.fillsInPlace == true else { return nil }
        return withOwnMemory { pixels, pitch in
            WhiteRunImage(encoding: pixels, width: width, height: height, bytesPerRow: pitch)
        } ?? nil
    }

    /// On SDL's software renderer, `runs` decoded straight into the texture's own memory.
    func fill(with runs: WhiteRunImage) throws(TextureError) {
        guard pool?.fillsInPlace == true else { return try upload(runs.decoded(), rows: 0..<height) }
        guard withOwnMemory({ runs.decode(into: $0, bytesPerRow: $1) }) != nil else {
            throw TextureError(SDLError("lock a \(width)x\(height) texture"))
        }
    }

    /// Runs `body` over the texture's own memory (its `rows`, or all of it) and the bytes between
    /// its rows, which SDL's software renderer lends for a streaming texture; nil when SDL would not.
    private func withOwnMemory<Result>(
        rows: SDL_Rect? = nil, _ body: (UnsafeMutableRawPointer, Int) -> Result
    ) -> Result? {
        var area = rows ?? SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, &area, &pixels, &pitch) == 0, let pixels else { return nil }
        defer { SDL_UnlockTexture(texture) }
        return body(pixels, Int(pitch))
    }

    deinit {
        if let pool {
            pool.giveBack(texture, width: width, height: height)
        } else {
            SDL_DestroyTexture(texture)
        }
    }

    /// "Over" for premultiplied pixels (SDL's own BLEND multiplies by alpha a second time).
    private static let premultipliedBlend = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
}

/// A renderer's textures, for the session's images, made or taken from its pool.
struct SDLTextureSink: TextureSink {
    let pool: SDLTexturePool

    func makeTexture(width: Int, height: Int) throws(TextureError) -> any PageTexture {
        do {
            return try SDLTexture(pool: pool, width: width, height: height)
        } catch {
            throw TextureError(error)
        }
    }
}

extension TextureError {
    /// SDL's failure, as the presenter reports it.
    init(_ error: SDLError) { self.init(error.description) }
}

extension SDL_Rect {
    /// The pixel rectangle nearest to `rect`.
    init(_ rect: Rect) {
        self.init(
            x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()),
            w: Int32(rect.width.rounded()), h: Int32(rect.height.rounded()))
    }
}
